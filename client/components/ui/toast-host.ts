import { useSyncExternalStore } from 'react'
import { isModal } from '../../early/early-rules'

/**
 * The open modal dialog, if any. It is drawn above the page and leaves the rest of the page
 * inert, so a message must be inside it to be seen and closed while it is open: the request
 * dialog's "Error" after a failed send, when the dialog stays open with what was typed.
 */
function openModalDialog(): HTMLDialogElement | null {
  for (const dialog of document.querySelectorAll('dialog[open]')) {
    if (isModal(dialog as HTMLDialogElement)) return dialog as HTMLDialogElement
  }
  return null
}

/** Dialogs open and close without React knowing (the page's loader opens them first). */
function subscribe(changed: () => void): () => void {
  // neither event bubbles: caught on the way down; `toggle` comes with showModal() in the
  // engines that send it, and otherwise the next message finds the dialog as it renders
  document.addEventListener('close', changed, true)
  document.addEventListener('toggle', changed, true)
  return () => {
    document.removeEventListener('close', changed, true)
    document.removeEventListener('toggle', changed, true)
  }
}

/** Where the messages go: into the open modal dialog, else in their place in the page (null). */
export function useToastHost(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, openModalDialog, () => null)
}
