import { useEffect, useRef, type ReactNode } from 'react'
import { CloseIcon } from '../icons'

type Props = {
  open: boolean
  onClose: () => void
  titleId: string
  children: ReactNode
  closeLabel?: string
}

/**
 * A modal on the native <dialog>: showModal() makes the page behind inert (focus stays inside)
 * and Esc closes it; a click on the backdrop closes it, a click inside does not; focus goes
 * back to where it was. The parent owns `open`.
 */
export function Dialog({ open, onClose, titleId, children, closeLabel = 'Close' }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const returnFocusTo = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement as HTMLElement | null
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  function handleClose() {
    const target = returnFocusTo.current
    if (target?.isConnected) target.focus()
    onClose()
  }

  return (
    // Esc is handled natively (the cancel event), so the click handler needs no key twin.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={handleClose}
      onClick={(event) => event.target === event.currentTarget && ref.current?.close()}
      className="z-[9999] m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl bg-white p-0 text-ink shadow-2xl backdrop:bg-brand-dark/70"
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={() => ref.current?.close()}
          aria-label={closeLabel}
          className="absolute top-3 right-3 grid size-10 place-items-center rounded-md text-muted hover:bg-sand hover:text-ink"
        >
          <CloseIcon />
        </button>
        {children}
      </div>
    </dialog>
  )
}
