/**
 * The before/after slider moves on the first touch, before React is here, and keeps working
 * after: this module owns the handle's position in the page, and React renders the slider at
 * its start and never changes what this module sets.
 */
import { BEFORE_AFTER } from '../../shared/entry-loader'

export const BEFORE_AFTER_CLIP = 'data-before-after-clip'
/** The handle starts at 50% and stays within 0–100. */
export const SLIDER_START = 50

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)))

/** The percentage a keyboard key moves the handle to, from where it is. */
const KEY_STEPS: Record<string, (at: number) => number> = {
  ArrowLeft: (at) => at - 1,
  ArrowDown: (at) => at - 1,
  ArrowRight: (at) => at + 1,
  ArrowUp: (at) => at + 1,
  PageDown: (at) => at - 10,
  PageUp: (at) => at + 10,
  Home: () => 0,
  End: () => 100,
}

function moveTo(frame: HTMLElement, value: number): void {
  const position = clamp(value)
  const handle = frame.querySelector<HTMLElement>('[role="slider"]')
  const clip = frame.querySelector<HTMLElement>(`[${BEFORE_AFTER_CLIP}]`)
  if (!handle || !clip) return
  // set through the CSSOM, which the CSP allows (it refuses style attributes in the HTML)
  clip.style.clipPath = `inset(0 ${100 - position}% 0 0)`
  handle.style.left = `${position}%`
  handle.setAttribute('aria-valuenow', String(position))
  handle.setAttribute('aria-valuetext', `${position}% before, ${100 - position}% after`)
}

function fromPointer(frame: HTMLElement, event: PointerEvent): void {
  const box = frame.getBoundingClientRect()
  moveTo(frame, ((event.clientX - box.left) / box.width) * 100)
}

const frameOf = (event: Event) =>
  (event.target as Element | null)?.closest?.<HTMLElement>(`[${BEFORE_AFTER}]`) ?? null

/**
 * Drag the handle (mouse or touch), click or tap anywhere on the picture to move it there, or
 * use the arrow keys, Page Up/Down, Home and End on the handle. `pressedBefore` is a press the
 * page's loader kept while this code was on its way: the handle moves there now.
 */
export function startBeforeAfter(pressedBefore?: PointerEvent): void {
  const frame = pressedBefore && frameOf(pressedBefore)
  if (frame && pressedBefore.button === 0) fromPointer(frame, pressedBefore)
  document.addEventListener('pointerdown', (event) => {
    const frame = frameOf(event)
    if (!frame || event.button !== 0) return
    frame.setPointerCapture(event.pointerId)
    frame.dataset.dragging = ''
    fromPointer(frame, event)
  })
  document.addEventListener('pointermove', (event) => {
    const frame = frameOf(event)
    if (frame?.dataset.dragging !== undefined) fromPointer(frame, event)
  })
  // a picture dragged by the browser would take the pointer away from the handle
  document.addEventListener('dragstart', (event) => {
    if (frameOf(event)) event.preventDefault()
  })
  for (const type of ['pointerup', 'pointercancel'] as const) {
    document.addEventListener(type, (event) => {
      const frame = frameOf(event)
      if (frame) delete frame.dataset.dragging
    })
  }
  document.addEventListener('keydown', (event) => {
    const frame = frameOf(event)
    const handle = (event.target as Element).closest?.('[role="slider"]')
    const step = KEY_STEPS[event.key]
    if (!frame || !handle || !step) return
    event.preventDefault()
    moveTo(frame, step(Number(handle.getAttribute('aria-valuenow') ?? SLIDER_START)))
  })
}
