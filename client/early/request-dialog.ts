/**
 * The request dialog opens on the first tap, before React is here, and keeps working after:
 * it is prerendered into the page as a native <dialog> with its form, and this module owns
 * whether it is open. React renders it at rest and opens or closes it only through the two
 * functions below, so there is one implementation.
 *
 * Its opener is a link to the estimate page, which holds the same form: with no script at all
 * (or on a browser without <dialog>) the tap still reaches a form that sends. Before this module
 * has come, the page's inline loader opens it (entry-loader.ts), by the same rules
 * (early-rules.ts).
 */
import { OPENS_DIALOG } from '../../shared/entry-loader'
import { dialogById, openerClicked, showModal, showModalsOnLoad } from './early-rules'

/** On the dialog. */
export const REQUEST_DIALOG = 'data-request-dialog'

/** Where focus goes back to when a dialog closes. */
const openers = new WeakMap<HTMLDialogElement, HTMLElement>()

/** Opens the dialog as a modal (the page behind inert, Escape closes it); false when there is none. */
export function openRequestDialog(id: string, opener?: HTMLElement | null): boolean {
  const dialog = dialogById(id)
  if (!dialog) return false
  const returnTo = opener ?? (document.activeElement as HTMLElement | null)
  if (returnTo && !dialog.contains(returnTo)) openers.set(dialog, returnTo)
  showModal(dialog)
  return true
}

/** Closes the dialog; focus goes back to what opened it. */
export function closeRequestDialog(id: string): void {
  dialogById(id)?.close()
}

/**
 * An opener opens its dialog; a click on the backdrop closes it (a click inside does not); the
 * close button is a native `<form method="dialog">`, and Escape is the browser's own.
 */
export function startRequestDialogs(): void {
  showModalsOnLoad()
  // in the capture phase, before a router could take the opener for a link to follow
  document.addEventListener(
    'click',
    (event) => {
      const opener = openerClicked(event)
      if (opener) {
        if (openRequestDialog(opener.getAttribute(OPENS_DIALOG) ?? '', opener)) {
          event.preventDefault()
        }
        return
      }
      const target = event.target
      // the dialog itself is the target only on its backdrop: its content fills the box
      if (target instanceof HTMLDialogElement && target.hasAttribute(REQUEST_DIALOG)) {
        target.close()
      }
    },
    true,
  )
  // `close` does not bubble: listened for in the capture phase
  document.addEventListener(
    'close',
    (event) => {
      const dialog = event.target
      if (!(dialog instanceof HTMLDialogElement) || !dialog.hasAttribute(REQUEST_DIALOG)) return
      const opener = openers.get(dialog)
      openers.delete(dialog)
      if (opener?.isConnected) opener.focus()
    },
    true,
  )
}
