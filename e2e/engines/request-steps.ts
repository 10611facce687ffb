/** What the engines' flows do with a request form, as a person on a phone does it. */
import { MIN_FILL_MS } from '../../shared/contact-request'
import type { visitor } from '../server-state'
import { waitUntil, type EnginePage } from './engine-page'

export const CONTACT_FORM = '[data-contact-form="contact-page"]'
/** The server turns away forms sent faster than a person types (MIN_FILL_MS, its bot check). */
export const PERSON_TYPES_MS = MIN_FILL_MS + 100
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function fillRequest(
  page: EnginePage,
  scope: string,
  person: ReturnType<typeof visitor>,
  details: string,
) {
  await page.type(`${scope} [name=firstName]`, person.firstName)
  await page.type(`${scope} [name=lastName]`, person.lastName)
  await page.type(`${scope} [name=phone]`, person.phone)
  await page.type(`${scope} [name=email]`, person.email)
  await page.select(`${scope} [name=serviceType]`, 'bathroom')
  await page.type(`${scope} [name=projectDetails]`, details)
}

/**
 * Taps "Send Request" with the button low on the screen, where a phone's thumb meets it: at that
 * point, whatever the page draws over it takes the tap instead.
 */
export async function tapSendNearTheBottom(page: EnginePage, scope: string) {
  const point = await page.evaluate((selector: string) => {
    const button = document.querySelector<HTMLElement>(`${selector} button[type=submit]`)!
    const box = button.getBoundingClientRect()
    window.scrollBy(0, box.bottom - (innerHeight - 24))
    const moved = button.getBoundingClientRect()
    return { x: moved.left + moved.width / 2, y: moved.top + moved.height / 2 }
  }, scope)
  await page.clickAt(point.x, point.y)
}

/**
 * Waits until the page says the request is saved on the device because our site could not be
 * reached: the browser stays online while the link to the server is cut.
 */
export function savedWhileUnreachable(page: EnginePage) {
  return waitUntil(
    page,
    'the page to say the request is saved',
    () =>
      document.body.innerText.includes('Saved on this device') &&
      document.body.innerText.includes('Our site could not be reached just now.'),
  )
}

/** Waits until the lead from an address is stored, for up to a minute; returns how many are. */
export async function storedWithin(leadsOf: () => unknown[], ms = 60_000): Promise<number> {
  const deadline = Date.now() + ms
  while (leadsOf().length === 0 && Date.now() < deadline) await pause(250)
  return leadsOf().length
}
