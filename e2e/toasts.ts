import type { Page } from '@playwright/test'

/** The toasts on screen (Radix also copies their text into a hidden announcer). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem')
}
