/**
 * React is fetched when the visitor first does something, not with the page: a page that is only
 * read costs no script beyond the entry. The page is complete HTML, and what must answer the very
 * first tap does so without React (the menu and the before/after slider in this folder, links and
 * form fields natively). A button or a form sent before React is up is held, not lost, and given
 * to React once the page has hydrated.
 */

/**
 * What counts as the visitor starting to use the page: a key, focus, typing, and on a computer
 * the mouse. A phone's touches and scrolling do not: they are reading, and a tap that lands
 * while React is arriving (a long task on a slow phone) would wait for it. A tap on a button is
 * held and brings React; links, the menu and the slider answer a tap without it.
 */
const INTENT_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'focusin',
  'wheel',
  'input',
] as const

/**
 * A field typed into: typing needs no code, and React's arrival (a long task on a slow phone)
 * would hold the next key back, so it waits until the typing pauses.
 */
const TEXT_FIELD =
  'textarea, select, input:not([type="checkbox"], [type="radio"], [type="range"], [type="submit"], [type="button"], [type="file"])'
const TYPING_PAUSE_MS = 600

/** Elements whose click needs the page's code; links and form fields work without it. */
const NEEDS_CODE = 'button, [role="button"], input[type="submit"], input[type="button"]'

/** Marks a control that works before React (client/early/): its click is never held. */
export const EARLY_CONTROL = 'data-early'

/** Marks a page that hydrates as soon as it loads (client/components/hydrate-at-load.tsx). */
export const HYDRATE_AT_LOAD = 'data-hydrate-at-load'

type Hydrate = () => Promise<void>

/**
 * Calls `hydrate` on the first interaction (or at once when `now`), holding back the clicks and
 * form submissions that arrive before it has finished, then replaying the last of each. Returns
 * how to hydrate now, for what the page must show without being touched (a message).
 */
export function hydrateOnInteraction(hydrate: Hydrate, now: boolean): () => void {
  let hydrated = false
  let heldClick: HTMLElement | undefined
  let heldSubmit: HTMLFormElement | undefined
  let started: Promise<void> | undefined

  const hold = (event: Event) => {
    if (hydrated) return
    const target = event.target as Element | null
    if (event.type === 'submit') {
      heldSubmit = target as HTMLFormElement
    } else {
      const control = target?.closest?.<HTMLElement>(NEEDS_CODE)
      if (!control || control.closest(`[${EARLY_CONTROL}]`)) return
      heldClick = control
      // the tap shows at once: the button looks busy until its code has come
      control.setAttribute('aria-busy', 'true')
    }
    event.preventDefault()
    event.stopImmediatePropagation()
    hydrateNow()
  }

  const hydrateNow = (): void => {
    started ??= hydrate().then(() => {
      hydrated = true
      for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true)
      window.removeEventListener('click', hold, true)
      window.removeEventListener('submit', hold, true)
      // the replay is the visitor's own click, a moment late
      heldClick?.removeAttribute('aria-busy')
      if (heldClick?.isConnected) heldClick.click()
      else if (heldSubmit?.isConnected) heldSubmit.requestSubmit()
    })
  }
  let typingPause: ReturnType<typeof setTimeout> | undefined
  const onIntent = (event?: Event) => {
    if (event instanceof PointerEvent && event.pointerType !== 'mouse') return
    const field = (element: Element | null | undefined) => !!element?.closest?.(TEXT_FIELD)
    // a click or focus on a field, or a key in it
    if (!field(event?.target as Element | null) && !field(document.activeElement)) {
      hydrateNow()
      return
    }
    clearTimeout(typingPause)
    typingPause = setTimeout(hydrateNow, TYPING_PAUSE_MS)
  }

  window.addEventListener('click', hold, true)
  window.addEventListener('submit', hold, true)
  // no form of this site is sent by the browser itself (that would put what was typed in the
  // address): each is sent by its code, which calls preventDefault before this runs
  window.addEventListener('submit', (event) => {
    if (!(event.target as HTMLFormElement).hasAttribute('action')) event.preventDefault()
  })
  if (now) {
    hydrateNow()
    return hydrateNow
  }
  for (const type of INTENT_EVENTS) {
    window.addEventListener(type, onIntent, { capture: true, passive: true })
  }
  // a page that goes offline or online shows it (the banner is React's)
  window.addEventListener('offline', onIntent, { once: true })
  window.addEventListener('online', onIntent, { once: true })
  return hydrateNow
}
