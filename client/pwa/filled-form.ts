/** Whether the visitor has typed into a form on this page (the honeypot does not count). */
export function hasFilledForm(): boolean {
  const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'form input:not([type=hidden]):not([name=website]), form textarea',
  )
  return [...fields].some((field) => field.value.trim() !== '')
}
