import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { CloseIcon } from '../icons'
import { TOAST_ACTION, TOAST_CLOSE, TOAST_VIEWPORT, TOASTS_LABEL, toastBox } from './toast-look'
import { useToastHost } from './toast-host'
import { dismissToast } from './toast-store'
import { useToasts } from './use-toasts'

let loading: Promise<typeof import('./toaster')> | undefined

/** Fetches the toaster's code once; a fetch that failed is tried again by the next call. */
function loadToaster() {
  loading ??= import('./toaster').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

// fetched when a visitor starts a form, or with the first message: most visits never see one
// (Radix announces a toast that mounts open, so its live region need not wait in the page)
const Toaster = lazy(loadToaster)

/** How long the toaster's code may take before a message is shown without it. */
export const PLAIN_AFTER_MS = 1000

/**
 * A visitor who starts a form will want to read its answer, and the answer to a send that
 * failed comes when the connection may be gone: the toaster's code is fetched while the
 * connection that brought the page still works.
 */
function useToasterForForms() {
  useEffect(() => {
    const warm = (event: Event) => {
      if (!(event.target as Element | null)?.closest?.('form')) return
      stop()
      loadToaster().catch(() => {})
    }
    const stop = () => {
      document.removeEventListener('focusin', warm)
      document.removeEventListener('input', warm)
    }
    document.addEventListener('focusin', warm)
    document.addEventListener('input', warm)
    return stop
  }, [])
}

/**
 * The messages without the toaster's code, when it cannot be fetched (the connection dropped
 * before the visitor started the form): each stays until closed, as the visitor may have looked
 * away while it failed.
 */
function PlainToasts() {
  const toasts = useToasts().filter((toast) => toast.open)
  return (
    <section aria-label={TOASTS_LABEL} data-toasts="" className={TOAST_VIEWPORT}>
      <ol className="grid gap-2">
        {toasts.map(({ id, title, description, variant, action }) => (
          <li key={id} className={toastBox(variant)}>
            <div role={variant === 'destructive' ? 'alert' : 'status'} className="grid gap-1">
              <p className="font-semibold">{title}</p>
              {description && <p className="text-sm leading-relaxed">{description}</p>}
            </div>
            {action && (
              <button type="button" onClick={action.onAction} className={TOAST_ACTION}>
                {action.label}
              </button>
            )}
            <button
              type="button"
              aria-label="Close notification"
              onClick={() => dismissToast(id)}
              className={TOAST_CLOSE}
            >
              <CloseIcon />
            </button>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** PlainToasts, once the toaster's code has had PLAIN_AFTER_MS to arrive. */
function PlainToastsLater() {
  const [due, setDue] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), PLAIN_AFTER_MS)
    return () => clearTimeout(timer)
  }, [])
  return due ? <PlainToasts /> : null
}

/** The toaster's code could not be fetched: the messages are shown without it. */
class WithoutToaster extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? <PlainToasts /> : this.props.children
  }
}

/**
 * The site's messages: Radix's toaster from the first message on, and a plain list in its place
 * while its code is late or when it cannot be fetched, so a message is never lost with it. While
 * a modal dialog is open they are inside it, above its backdrop.
 */
export function Toasts() {
  const [wanted, setWanted] = useState(false)
  const pending = useToasts().length > 0
  const host = useToastHost()
  useToasterForForms()
  if (pending && !wanted) setWanted(true)
  if (!wanted) return null
  const toasts = (
    <WithoutToaster>
      <Suspense fallback={<PlainToastsLater />}>
        <Toaster />
      </Suspense>
    </WithoutToaster>
  )
  return host ? createPortal(toasts, host) : toasts
}
