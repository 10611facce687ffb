import { expect, test, type Page } from '@playwright/test'
import { business, links } from '../shared/business'
import { toasts } from './toasts'
import { waitForHydration, watchConsole } from './console'
import { clickOnceStill } from './in-view'
import { fillRequest as fill, THANK_YOU, takeTimeToFill } from './request-form'
import { leadsOf, mailbox, visitor } from './server-state'

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
