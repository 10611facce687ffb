/**
 * The page address's query as a store React can read (useSyncExternalStore): the estimator's
 * choices are changed by replacing the address, and read back from it.
 */
const listeners = new Set<() => void>()

export function subscribeToAddress(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('popstate', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('popstate', listener)
  }
}

export const addressQuery = () => window.location.search

/** Replaces the address (no new history entry: each click is not a page) and tells readers. */
export function setAddress(url: string): void {
  window.history.replaceState(window.history.state, '', url)
  for (const listener of listeners) listener()
}
