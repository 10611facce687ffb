/**
 * The rules of a page's life before React, written once: what is a sign of intent, which taps
 * and forms are held, what opens a dialog, when a page needs its code at once. Two phases read
 * them: the inline loader before the entry has come (client/early/entry-loader.ts, compiled into
 * every page) and the entry's early modules before React (before-react.ts, request-dialog.ts,
 * client/main.tsx). Where the phases differ on purpose, both rules are here, side by side.
 *
 * Pure functions and constants, no state: the loader is compiled from this file, so nothing here
 * may assume a newer browser than the loader's (no `instanceof` on a class an old one lacks).
 */
import {
  EARLY_CONTROL,
  HYDRATE_AT_LOAD,
  MODAL_ON_LOAD,
  NEEDS_CODE,
  OPENS_DIALOG,
} from '../../shared/entry-loader'

/** The visitor's signs of intent: each brings the entry, and then React. */
export const INTENT_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'focusin',
  'wheel',
  'input',
] as const

/**
 * The kind of pointer the visitor last used, after this event: a pointer event's own, none after
 * a key (a keyboard took over), else the one before.
 */
export function lastPointerAfter(event: Event, last: string | undefined): string | undefined {
  if (event.type === 'keydown') return undefined
  // a pointer of no named kind ('') is remembered as such: it counts as a mouse
  return (event as Partial<PointerEvent>).pointerType ?? last
}

/**
 * Reading, not intent: a touch or a pen (a phone's touches and scrolling; a tap landing while
 * React arrives would wait for it), and the focus a touch or pen gives the control it taps (the
 * tap itself brings React when its control needs code). A pointer of no named kind counts as a
 * mouse. `lastPointer` is lastPointerAfter() of this event.
 */
export function isReading(event: Event, lastPointer: string | undefined): boolean {
  const pointer = (event as Partial<PointerEvent>).pointerType
  if (pointer) return pointer !== 'mouse'
  return event.type === 'focusin' && !!lastPointer && lastPointer !== 'mouse'
}

/**
 * A page that needs its code from the start: a query the prerender could not know (the
 * estimator's choices, a search), or a page marked to hydrate at load (hydrate-at-load.tsx).
 */
export function hydratesAtOnce(): boolean {
  return window.location.search !== '' || !!document.querySelector(`[${HYDRATE_AT_LOAD}]`)
}

/**
 * Before React, the control whose tap is held: one that needs code and is not an early control
 * (those work before React). It shows busy at once, a submit button included.
 */
export function tapHeldBeforeReact(target: EventTarget | null): HTMLElement | undefined {
  const control = (target as Element | null)?.closest?.<HTMLElement>(NEEDS_CODE)
  return control && !control.closest(`[${EARLY_CONTROL}]`) ? control : undefined
}

/**
 * Before the entry, the same but for a submit button: its form's submit is held instead, or,
 * when the form names its action, the browser sends it (nothing is there yet to show it busy or
 * to fall back).
 */
export function tapHeldBeforeEntry(target: EventTarget | null): HTMLElement | undefined {
  const control = tapHeldBeforeReact(target)
  return control && (control as HTMLButtonElement).type !== 'submit' ? control : undefined
}

/** A form that closes its dialog (`method="dialog"`): never held, never sent. */
export function closesDialog(form: HTMLFormElement): boolean {
  return form.method === 'dialog'
}

/**
 * A form sent by its code: no form of this site is sent by the browser to an address it does
 * not name (that would put what was typed in the page's own address). Before the entry, only
 * these are held; before React every form sent is (its code may show it busy and fall back),
 * except one that closes its dialog.
 */
export function sentByCode(form: HTMLFormElement): boolean {
  return !form.hasAttribute('action') && !closesDialog(form)
}

/**
 * The dialog opener a click lands on, when the click is the visitor's plain one (left button,
 * no modifier, not taken already); a click with a modifier follows the opener's link.
 */
export function openerClicked(event: MouseEvent): HTMLElement | undefined {
  const opener = (event.target as Element | null)?.closest?.<HTMLElement>(`[${OPENS_DIALOG}]`)
  if (!opener || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) {
    return undefined
  }
  return opener
}

/** The dialog by its id, where the browser has native dialogs. */
export function dialogById(id: string): HTMLDialogElement | undefined {
  const dialog = document.getElementById(id) as HTMLDialogElement | null
  return dialog && typeof dialog.showModal === 'function' ? dialog : undefined
}

/** Whether a dialog is shown as a modal: drawn above the page, the rest of the page inert. */
export function isModal(dialog: HTMLDialogElement): boolean {
  // an engine with native dialogs but without the `:modal` selector throws on it
  try {
    return dialog.matches(':modal')
  } catch {
    return false
  }
}

/** Shows the dialog as a modal (the page behind inert, Escape closes it). */
export function showModal(dialog: HTMLDialogElement): void {
  if (dialog.open && isModal(dialog)) return
  // an open dialog that is not modal (prerendered open) is shown again as a modal one
  if (dialog.open) dialog.close()
  dialog.showModal()
}

/**
 * A page opened again where its visitor left it (the back or forward button, a reload): the
 * browser scrolls it back to that place, which is only where it was when every band above it
 * has its real height. The bands below the first screen are otherwise laid out only as they come
 * near it, with a guessed height until then (client/styles.css `.band`). A link to a section is
 * the same case, and the stylesheet knows it itself (`:target`).
 */
export function reopensWhereLeft(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? []
  const type = (entry as PerformanceNavigationTiming | undefined)?.type
  return type === 'back_forward' || type === 'reload'
}

/** Makes modal the dialogs prerendered open (the estimate page's), before the first paint. */
export function showModalsOnLoad(): void {
  const dialogs = document.querySelectorAll<HTMLDialogElement>(`dialog[${MODAL_ON_LOAD}][open]`)
  for (const dialog of dialogs) {
    if (typeof dialog.showModal === 'function') showModal(dialog)
  }
}
