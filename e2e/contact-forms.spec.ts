import { expect, test, type Page } from '@playwright/test'
import { STRICT_PORT } from '../playwright.config'
import { business, links } from '../shared/business'
import { toasts } from './toasts'
import { waitForHydration, watchConsole } from './console'
import { clickOnceStill } from './in-view'
import { fillRequest as fill, THANK_YOU, takeTimeToFill } from './request-form'
import { leadsOf, mailbox, storedLeads, visitor } from './server-state'

/** Opens the home page's consultation modal from one of its two buttons. */
async function openModal(page: Page, button: 'Discuss Your Project' | 'Book Free Consultation') {
  await page.goto('/')
  await waitForHydration(page)
  await clickOnceStill(page.getByRole('link', { name: button }))
  const dialog = page.getByRole('dialog', { name: 'Request Free Estimate' })
  await expect(dialog).toBeVisible()
  return dialog
}

test.describe('the consultation modal', () => {
  test('opens from both buttons, at layer 9999, with its intro and a phone fallback', async ({
    page,
  }) => {
    for (const button of ['Discuss Your Project', 'Book Free Consultation'] as const) {
      const dialog = await openModal(page, button)
      await expect(dialog).toContainText(
        "We'll contact you within 24 hours to schedule your consultation.",
      )
      await expect(dialog.getByRole('link', { name: business.phone.display })).toHaveAttribute(
        'href',
        links.call,
      )
      expect(await dialog.evaluate((el) => getComputedStyle(el).zIndex)).toBe('9999')
      await expect(dialog.getByLabel('First name')).toBeVisible()
    }
  })

  test('closes by its close button, Esc and the backdrop, but not by a click inside', async ({
    page,
  }) => {
    const dialog = await openModal(page, 'Discuss Your Project')
    const opener = page.getByRole('link', { name: 'Discuss Your Project' })

    await dialog.getByRole('heading', { name: 'Request Free Estimate' }).click()
    await dialog.getByLabel('Phone').click()
    await expect(dialog).toBeVisible()

    await dialog.getByRole('button', { name: 'Close request form' }).click()
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    await opener.click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    await opener.click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(3, 3)
    await expect(dialog).toBeHidden()
  })

  test('keeps keyboard focus inside while open', async ({ page }) => {
    const dialog = await openModal(page, 'Discuss Your Project')
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab')
      const inside = await page.evaluate(
        () =>
          !document.activeElement ||
          document.activeElement === document.body ||
          !!document.activeElement.closest('dialog'),
      )
      expect(inside).toBe(true)
    }
    await expect(dialog).toBeVisible()
  })

  test('shows the schema messages and marks required fields with an asterisk', async ({ page }) => {
    const dialog = await openModal(page, 'Discuss Your Project')
    for (const label of ['First name', 'Last name', 'Phone', 'Email']) {
      await expect(dialog.locator('label', { hasText: label })).toContainText('*')
    }
    await dialog.getByRole('button', { name: 'Send Request' }).click()
    for (const message of [
      'First name is required',
      'Last name is required',
      'Valid phone number is required',
      'Valid email is required',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible()
    }
    await expect(dialog.getByLabel('First name')).toBeFocused()
    await dialog.getByLabel('Phone').fill('914-555-01')
    await dialog.getByRole('button', { name: 'Send Request' }).click()
    await expect(dialog.getByText('Valid phone number is required')).toBeVisible()
  })

  test('sends a lead: Sending..., the toast, closed modal, thank-you page, on disk and mailed', async ({
    page,
  }) => {
    const problems = watchConsole(page)
    const person = visitor('modal')
    const dialog = await openModal(page, 'Discuss Your Project')
    await fill(page, person, 'Primary bath: swap the tub for a walk-in shower.')

    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/contact', async (route) => {
      await held
      await route.continue()
    })
    await takeTimeToFill(page)
    await dialog.getByRole('button', { name: 'Send Request' }).click()
    const sending = dialog.getByRole('button', { name: 'Sending...' })
    await expect(sending).toBeDisabled()
    release()

    await expect(toasts(page)).toHaveCount(1)
    await expect(toasts(page)).toContainText('Message Sent!')
    await expect(toasts(page)).toContainText("We'll get back to you within 24 hours.")
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(THANK_YOU)

    const lead = leadsOf(person)[0]
    expect(lead).toMatchObject({
      firstName: 'Eleanor',
      serviceType: 'bathroom',
      formId: 'modal',
      pagePath: '/',
    })
    await expect
      .poll(() => mailbox().filter((m) => m.replyTo?.[0]?.address === person.email))
      .toHaveLength(1)
    const mail = mailbox().find((m) => m.replyTo?.[0]?.address === person.email)!
    expect(mail.subject).toBe('New estimate request – Bathroom Remodeling – Eleanor Whitcomb')
    expect(mail.from[0]?.address).not.toBe(person.email)
    expect(mail.text).toContain('walk-in shower')
    expect(problems).toEqual([])
  })

  test('fires the conversion and generate_lead events once per lead', async ({ page }) => {
    await page.addInitScript(() => {
      const events: unknown[][] = []
      Object.assign(window, { gtagEvents: events, gtag: (...args: unknown[]) => events.push(args) })
    })
    const person = visitor('analytics')
    const dialog = await openModal(page, 'Book Free Consultation')
    await fill(page, person)
    await takeTimeToFill(page)
    await dialog.getByRole('button', { name: 'Send Request' }).click()
    await expect(page).toHaveURL(THANK_YOU)
    const lead = leadsOf(person)[0]!
    const events = (await page.evaluate(
      () => (window as unknown as { gtagEvents: unknown[][] }).gtagEvents,
    )) as [string, string, Record<string, unknown>][]
    expect(events.filter((e) => e[1] === 'conversion')).toEqual([
      ['event', 'conversion', expect.objectContaining({ transaction_id: lead.id })],
    ])
    expect(events.filter((e) => e[1] === 'generate_lead')).toEqual([
      ['event', 'generate_lead', { method: 'website_form', transaction_id: lead.id }],
    ])
  })
})

test.describe('the contact page form', () => {
  test('has the browser-required fields, an email input and the empty first service choice', async ({
    page,
  }) => {
    await page.goto('/contact')
    await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Request a free estimate' })
    for (const label of ['First name', 'Last name', 'Phone', 'Email', 'Message']) {
      await expect(form.getByLabel(label)).toHaveAttribute('required', '')
    }
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email')
    await expect(form.getByLabel('Service').locator('option').first()).toHaveText(
      'Select Service (Optional)',
    )
    await expect(form.getByLabel('Service')).not.toHaveAttribute('required', '')

    let posted = false
    page.on('request', (req) => {
      if (req.url().endsWith('/api/contact')) posted = true
    })
    await form.getByRole('button', { name: 'Send Request' }).click()
    expect(
      await form
        .getByLabel('First name')
        .evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true)
    expect(posted).toBe(false)
  })

  test('the e-mail card scrolls to the form', async ({ page }) => {
    await page.goto('/contact')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Write to us below' }).click()
    await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeInViewport()
  })

  test('sends a lead with the page texts and stores it once, even when retried', async ({
    page,
  }) => {
    const person = visitor('contact-page')
    await page.goto('/contact')
    await waitForHydration(page)
    const form = await fill(page, person, 'Kitchen and powder room, starting in spring.')
    await takeTimeToFill(page)

    // the first attempt dies on the network; the retry of the same submission reuses its key
    const keys: string[] = []
    page.on('request', (req) => {
      if (req.url().endsWith('/api/contact')) keys.push(req.headers()['idempotency-key'] ?? '')
    })
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'), { times: 1 })
    await form.getByRole('button', { name: 'Send Request' }).click()
    await expect(toasts(page)).toHaveText(/^Error\s*Failed to send message\. Please try again\.$/)
    await expect(form.getByRole('button', { name: 'Send Request' })).toBeEnabled()

    await form.getByRole('button', { name: 'Send Request' }).click()
    await expect(toasts(page)).toHaveCount(1)
    await expect(toasts(page)).toContainText("We'll get back to you within one business day.")
    await expect(page).toHaveURL(THANK_YOU)

    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(keys[1]).toBe(keys[0])
    const leads = leadsOf(person)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      formId: 'contact-page',
      projectDetails: 'Kitchen and powder room, starting in spring.',
    })
    await expect
      .poll(() => mailbox().filter((m) => m.replyTo?.[0]?.address === person.email).length)
      .toBe(1)
  })

  test("shows the server's own message when the server refuses the request", async ({ page }) => {
    // this server allows one contact request per window: the second is a real 429
    const base = `http://localhost:${STRICT_PORT}`
    for (const attempt of ['first', 'second'] as const) {
      await page.goto(`${base}/contact`)
      await waitForHydration(page)
      const form = await fill(page, visitor(`strict-${attempt}`), 'Laundry room cabinets.')
      await takeTimeToFill(page)
      await form.getByRole('button', { name: 'Send Request' }).click()
      if (attempt === 'first') await expect(page).toHaveURL(THANK_YOU)
    }
    await expect(toasts(page)).toContainText('Error')
    await expect(toasts(page)).toContainText(/Too many requests from your network/)
    await expect(page).toHaveURL(/\/contact$/)
    expect(storedLeads(STRICT_PORT)).toHaveLength(1)
  })
})

test.describe('the estimate page', () => {
  test('opens its request dialog on load, closes it and reopens it from the button', async ({
    page,
  }) => {
    await page.goto('/estimate')
    await waitForHydration(page)
    const dialog = page.getByRole('dialog', { name: 'Request Free Estimate' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close request form' }).click()
    await expect(dialog).toBeHidden()
    await page.getByRole('link', { name: 'Open Request Form' }).click()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('First name')).toBeVisible()
  })
})

test.describe('toasts', () => {
  test('one at a time, reachable with F8, swiped away to the right, gone after 5 s', async ({
    page,
  }) => {
    await page.goto('/contact')
    await waitForHydration(page)
    const form = await fill(page, visitor('toasts'), 'Closet system.')
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'))
    const send = form.getByRole('button', { name: 'Send Request' })

    await send.click()
    await expect(toasts(page)).toHaveCount(1)
    await send.click()
    await expect(toasts(page)).toHaveCount(1)

    await page.keyboard.press('F8')
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="region"]'))).toBe(
      true,
    )

    const box = (await toasts(page).boundingBox())!
    await page.mouse.move(box.x + 20, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 5 })
    await page.mouse.move(box.x + 140, box.y + box.height / 2, { steps: 5 })
    await page.mouse.up()
    await expect(toasts(page)).toHaveCount(0)

    await send.click()
    await expect(toasts(page)).toHaveCount(1)
    await page.mouse.move(0, 0)
    await expect(toasts(page)).toHaveCount(0, { timeout: 7_000 })
  })
})
