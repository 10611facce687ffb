/**
 * Scrolls an element to the middle of the screen before a tap, as a person brings what they tap
 * into view (the drivers' own scrolling puts it at an edge, under the page's fixed bars), and
 * gives its centre in the viewport.
 */
export function toTheMiddle(element: Element): { x: number; y: number } {
  element.scrollIntoView({ block: 'center', inline: 'center' })
  const box = element.getBoundingClientRect()
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 }
}
