import { expect, test } from '@playwright/test'
import { STRICT_PORT } from '../playwright.config'
import { toasts } from './toasts'
import { waitForHydration } from './console'
import { SERVER_UNAVAILABLE, fillRequest as fill, THANK_YOU, takeTimeToFill } from './request-form'
import { leadsOf, mailbox, storedLeads, visitor } from './server-state'

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

    // the first attempt finds the server down; the retry of the same submission reuses its key
    const keys: string[] = []
    page.on('request', (req) => {
      if (req.url().endsWith('/api/contact')) keys.push(req.headers()['idempotency-key'] ?? '')
    })
    await page.route('**/api/contact', (route) => route.fulfill(SERVER_UNAVAILABLE), { times: 1 })
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
    await page.route('**/api/contact', (route) => route.fulfill(SERVER_UNAVAILABLE))
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
