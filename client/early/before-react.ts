/**
 * What a page does before React, written once. Every page is complete HTML; React (the app
 * chunk, about 80 KB gzip) comes with the visitor's first interaction, not with the page. The
 * rules (what is intent, which taps and forms are held) are early-rules.ts, which the page's
 * inline loader (entry-loader.ts) follows too until this script has come.
 *
 * 1. Works without React, from the first tap: links (a full load of a prerendered page), form
 *    fields (typing is native), and the controls marked `data-early`, each owned by one small
 *    module of this folder before React and after it: the phone menu (mobile-menu.ts), the
 *    before/after slider (before-after.ts), the request dialog and its openers
 *    (request-dialog.ts). The request forms are real HTML forms the browser can send itself
 *    (native-forms.ts adds the fill time and a key when it does).
 * 2. Brings React: a key, focus, the mouse or its wheel, a pause in typing, a tap on a control
 *    that needs code, a form sent, a message to show, the connection going or coming back. At
 *    once: a page opened with a query or marked HydrateAtLoad. Never: a phone's touches and
 *    scrolling (reading; a tap landing while React arrives would wait for it), the focus a tap
 *    gives the control it lands on, the focus a dialog moves into itself as it opens, and a page
 *    the server wrote in answer to a form (it has no route of its own to hydrate).
 * 3. Held: a tap on a control that needs code, and a form sent, before React is up: the control
 *    shows busy at once, and the last of each is replayed when the page has hydrated.
 * 4. Falls back: when React has not come within HOLD_LIMIT_MS of a held tap, or its code failed
 *    to load, the busy state ends, a held form is sent by the browser itself, and nothing more is
 *    held: the page works as plain HTML until React arrives, if it does.
 * 5. React takes over: it hydrates the page as it is (typed text, the open menu or dialog kept)
 *    and owns every other control from then on.
 */

import {
  closesDialog,
  INTENT_EVENTS,
  isReading,
  lastPointerAfter,
  sentByCode,
  tapHeldBeforeReact,
} from './early-rules'

/** How long a tap is held for React before the page falls back to what works without it. */
export const HOLD_LIMIT_MS = 3000

/** When a page hydrates: at its first interaction, at once, or never (a server's answer). */
export type HydrateWhen = 'on-interaction' | 'now' | 'never'

/**
 * A field typed into: typing needs no code, and React's arrival (a long task on a slow phone)
 * would hold the next key back, so it waits until the typing pauses.
 */
const TEXT_FIELD =
  'textarea, select, input:not([type="checkbox"], [type="radio"], [type="range"], [type="submit"], [type="button"], [type="file"])'
const TYPING_PAUSE_MS = 600

type Held = { control: HTMLElement; form?: HTMLFormElement; submitter?: HTMLElement | null }

const isField = (element: EventTarget | Element | null | undefined) =>
  !!(element as Element | null)?.closest?.(TEXT_FIELD)

/** The form a held tap or submission would have sent, if any. */
function formOf(held: Held): HTMLFormElement | undefined {
  if (held.form) return held.form
  const button = held.control
  return button instanceof HTMLButtonElement && button.type === 'submit'
    ? (button.form ?? undefined)
    : undefined
}

/**
 * Starts the page's life before React: holds what needs React, brings React on the first
 * interaction (or at once), falls back when it does not come. Returns how to bring React now,
 * for what the page must show without being touched (a message).
 */
export function startBeforeReact(
  hydrate: () => Promise<void>,
  when: HydrateWhen,
  beforeEntry: { held?: Event; intent?: Event } = {},
): () => void {
  window.addEventListener('submit', (event) => {
    if (sentByCode(event.target as HTMLFormElement)) event.preventDefault()
  })
  if (when === 'never') return () => {}

  let held: Held | undefined
  let limit: ReturnType<typeof setTimeout> | undefined
  let typingPause: ReturnType<typeof setTimeout> | undefined
  let started: Promise<void> | undefined
  let lastPointer: string | undefined

  const hold = (event: Event) => {
    const target = event.target as Element | null
    let next: Held
    if (event.type === 'submit') {
      const form = target as HTMLFormElement
      // a dialog's close button is a native `method="dialog"` form
      if (closesDialog(form)) return
      const submitter = (event as SubmitEvent).submitter
      next = { control: submitter ?? form, form, submitter }
    } else {
      const control = tapHeldBeforeReact(target)
      if (!control) return
      next = { control }
    }
    event.preventDefault()
    event.stopImmediatePropagation()
    if (held && held.control !== next.control) held.control.removeAttribute('aria-busy')
    held = next
    // the tap shows at once: the control looks busy until its code has come
    held.control.setAttribute('aria-busy', 'true')
    clearTimeout(limit)
    limit = setTimeout(fallBack, HOLD_LIMIT_MS)
    hydrateNow()
  }

  /** Stops holding and listening; returns what was held, no longer busy. */
  const release = (): Held | undefined => {
    clearTimeout(limit)
    clearTimeout(typingPause)
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true)
    window.removeEventListener('click', hold, true)
    window.removeEventListener('submit', hold, true)
    const released = held
    held = undefined
    released?.control.removeAttribute('aria-busy')
    return released
  }

  /** React is late or failed: a held form goes as the browser sends it, the rest is HTML. */
  const fallBack = () => {
    const released = release()
    const form = released && formOf(released)
    const submitter = released?.submitter ?? (released?.form ? null : released?.control)
    // the browser checks the fields it marks required, then sends the form itself
    if (form?.isConnected && form.hasAttribute('action')) form.requestSubmit(submitter ?? null)
  }

  /** React has hydrated the page: the held tap or form is the visitor's own, a moment late. */
  const takeOver = () => {
    const replay = release()
    if (!replay?.control.isConnected) return
    if (replay.form) replay.form.requestSubmit(replay.submitter ?? null)
    else replay.control.click()
  }

  const hydrateNow = (): void => {
    started ??= hydrate().then(takeOver, fallBack)
  }

  const onIntent = (event?: Event) => {
    if (event) {
      lastPointer = lastPointerAfter(event, lastPointer)
      if (isReading(event, lastPointer)) return
    }
    const target = event?.target as Element | null | undefined
    // a dialog moves focus into itself as it opens: not the visitor's doing
    if (event?.type === 'focusin' && target?.closest?.('dialog') && !isField(target)) return
    // a click or focus on a field, or a key in it, waits for a pause in typing
    if (!isField(target) && !isField(document.activeElement)) {
      hydrateNow()
      return
    }
    clearTimeout(typingPause)
    typingPause = setTimeout(hydrateNow, TYPING_PAUSE_MS)
  }

  window.addEventListener('click', hold, true)
  window.addEventListener('submit', hold, true)
  // a tap or form the page's inline loader held before this script had come
  if (beforeEntry.held) hold(beforeEntry.held)
  if (when === 'now') {
    hydrateNow()
    return hydrateNow
  }
  for (const type of INTENT_EVENTS) {
    window.addEventListener(type, onIntent, { capture: true, passive: true })
  }
  // the visitor's intent the loader saw, as if it came now
  if (beforeEntry.intent) onIntent(beforeEntry.intent)
  // a page that goes offline or online shows it (the banner is React's)
  window.addEventListener('offline', onIntent, { once: true })
  window.addEventListener('online', onIntent, { once: true })
  return hydrateNow
}
