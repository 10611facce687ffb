/**
 * The toasts as a plain store: the service worker's messages publish here before React is up
 * (client/main.tsx hydrates the page when one arrives); use-toasts.ts is React's reading of it.
 */

/** One toast at a time; a dismissed toast leaves the DOM after 1,000,000 ms. */
export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY = 1_000_000

export type ToastInput = {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  /** an action button, e.g. Reload for a new version */
  action?: { label: string; altText: string; onAction: () => void }
  /** ms; the provider's 5000 ms when absent */
  duration?: number
}

export type ToastItem = ToastInput & { id: number; open: boolean }

let toasts: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()
const removals = new Map<number, ReturnType<typeof setTimeout>>()

function publish(next: ToastItem[]) {
  toasts = next
  listeners.forEach((listener) => listener())
}

/** Closes a toast; it is removed from the list later, after its exit. */
export function dismissToast(id: number) {
  publish(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)))
  if (!removals.has(id)) {
    removals.set(
      id,
      setTimeout(() => {
        removals.delete(id)
        publish(toasts.filter((t) => t.id !== id))
      }, TOAST_REMOVE_DELAY),
    )
  }
}

/** Shows a toast, replacing the one on screen. */
export function toast(input: ToastInput): number {
  const id = nextId++
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return id
}

/** Calls `listener` whenever the toasts change; returns how to stop. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const currentToasts = (): ToastItem[] => toasts
