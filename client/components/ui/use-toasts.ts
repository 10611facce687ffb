import { useSyncExternalStore } from 'react'
import { currentToasts, subscribeToToasts, type ToastItem } from './toast-store'

const EMPTY: ToastItem[] = []

/** The toasts to render; none during prerender and hydration. */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribeToToasts, currentToasts, () => EMPTY)
}
