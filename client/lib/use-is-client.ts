import { useSyncExternalStore } from 'react'

/** A store that never changes after the first client render. */
export const subscribeNever = () => () => {}

/** False in the prerender and during hydration, true after: for parts that exist only in the browser. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}
