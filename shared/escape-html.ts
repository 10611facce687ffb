/**
 * The site's one HTML escaper, for text in an element and for a quoted attribute value alike:
 * the five characters markup would read, written as entities as React's server renderer writes
 * them, so a page the server or a script changes reads the same as one React prerendered.
 */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!)
}
