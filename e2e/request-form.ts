import type { Page } from '@playwright/test'
import { MIN_FILL_MS } from '../shared/contact-request'
import type { visitor } from './server-state'

/**
 * The thank-you page of a stored request: its reference (group 1) and its booking link's token
 * (group 2), as the app and the server both lead there.
 */
export const THANK_YOU = /\/thank-you\?ref=([0-9A-F]{8})&book=([A-Za-z0-9_-]{43})$/

/**
 * A proxy's answer while our server is down: no words of ours to show, and not kept to send
 * later (only a request that got no answer at all is).
 */
export const SERVER_UNAVAILABLE = {
  status: 503,
  contentType: 'text/html',
  body: '<h1>Service Unavailable</h1>',
}

/** The page's request form (the contact page's, or the open dialog's). */
export const requestForm = (page: Page) =>
  page.getByRole('form', { name: 'Request a free estimate' })

/** Fills the request form as a visitor does: their details, a service and, if given, a message. */
export async function fillRequest(
  page: Page,
  person: ReturnType<typeof visitor>,
  details?: string,
  service = 'bathroom',
) {
  const form = requestForm(page)
  await form.getByLabel('First name').fill(person.firstName)
  await form.getByLabel('Last name').fill(person.lastName)
  await form.getByLabel('Phone').fill(person.phone)
  await form.getByLabel('Email').fill(person.email)
  await form.getByLabel('Service').selectOption(service)
  if (details !== undefined) await form.getByLabel(/Project details|Message/).fill(details)
  return form
}

/**
 * Waits as long as a person takes to fill a form in: the server turns away forms sent faster
 * (MIN_FILL_MS, its bot check).
 */
export function takeTimeToFill(page: Page): Promise<void> {
  return page.waitForTimeout(MIN_FILL_MS + 100)
}
