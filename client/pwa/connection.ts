import { useSyncExternalStore } from 'react'

/** online; offline; or just back online (shown for a few seconds). */
export type Connection = 'online' | 'offline' | 'back-online'

const BACK_ONLINE_MS = 4000
let state: Connection = 'online'
let settle: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function set(next: Connection) {
  state = next
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    state = navigator.onLine ? 'online' : 'offline'
    window.addEventListener('offline', goOffline)
    window.addEventListener('online', comeBack)
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    window.removeEventListener('offline', goOffline)
    window.removeEventListener('online', comeBack)
  }
}

function goOffline() {
  clearTimeout(settle)
  set('offline')
}

function comeBack() {
  set('back-online')
  settle = setTimeout(() => set('online'), BACK_ONLINE_MS)
}

/** The connection as the browser reports it; 'online' in the prerender and during hydration. */
export function useConnection(): Connection {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => 'online',
  )
}
