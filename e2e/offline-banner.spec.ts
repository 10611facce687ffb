import { expect, test } from '@playwright/test'
import { apart } from './boxes'
import { waitForHydration } from './console'
import { fillRequest, takeTimeToFill } from './request-form'
import { leadsOf, visitor } from './server-state'
import { installWorker, queuedRequests } from './service-worker'
import { toasts } from './toasts'

test.use({ serviceWorkers: 'allow' })

test('a polite banner says when the connection drops and when it returns', async ({
  page,
  context,
}) => {
  await installWorker(page)
  await waitForHydration(page)
  await context.setOffline(true)
  await expect(page.getByRole('status').getByText(/You're offline/)).toHaveText(
    "You're offline. Saved pages still open, and requests you send go out once you're back.",
  )
  await context.setOffline(false)
  await expect(page.getByRole('status').getByText("You're back online.")).toBeVisible()
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('the offline banner hides no control: a tap on Send Request at the foot of the screen sends it', async ({
    page,
    context,
  }) => {
    await installWorker(page)
    await page.goto('/contact')
    await waitForHydration(page)
    await context.setOffline(true)
    const banner = page.getByRole('status').filter({ hasText: "You're offline" })
    await expect(banner).toBeVisible()

    const person = visitor('banner')
    const form = await fillRequest(page, person, 'Sent from the foot of the screen.')
    await takeTimeToFill(page)
    const send = form.getByRole('button', { name: 'Send Request' })
    // the button's foot 20 px above the screen's, where the banner sits
    await send.evaluate((button) =>
      window.scrollBy(0, button.getBoundingClientRect().bottom - (window.innerHeight - 20)),
    )
    const box = (await send.boundingBox())!
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    expect(at.y).toBeGreaterThan(844 - 60)
    const hit = await send.evaluate(
      (button, { x, y }) =>
        !!document.elementFromPoint(x, y)?.closest('button')?.isSameNode(button),
      at,
    )
    expect(hit, 'what a tap at the centre of Send Request reaches is the button').toBe(true)

    await page.touchscreen.tap(at.x, at.y)
    await expect(toasts(page)).toContainText('Saved on this device')
    await expect.poll(() => queuedRequests(page)).toBe(1)
    expect(leadsOf(person)).toHaveLength(0)

    // the message that says so stands clear of the banner and of the Text Us button
    const message = (await toasts(page).boundingBox())!
    const textUs = page.getByRole('link', { name: 'Text Us', exact: true })
    for (const [name, other] of [
      ['the banner', banner.locator('p')],
      ['Text Us', textUs],
    ] as const) {
      const box = (await other.boundingBox())!
      expect(apart(message, box), `the message ${JSON.stringify(message)} covers ${name}`).toBe(
        true,
      )
    }

    // nor is a control hidden for good: one that takes focus under the banner comes above it
    // (WCAG 2.4.11), and the foot of the page scrolls clear of it
    const note = banner.locator('p')
    const top = async () => (await note.boundingBox())!.y
    await send.evaluate((button) =>
      window.scrollBy(0, button.getBoundingClientRect().bottom - (window.innerHeight - 20)),
    )
    await send.focus()
    const focused = (await send.boundingBox())!
    expect(focused.y + focused.height).toBeLessThanOrEqual(await top())
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const last = (await page
      .getByRole('contentinfo')
      .getByText('All rights reserved')
      .boundingBox())!
    expect(last.y + last.height).toBeLessThanOrEqual(await top())
  })
})
