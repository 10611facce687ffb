import { useEffect } from 'react'
import { HYDRATED } from '../../shared/hydrated-mark'

let markShown: () => void
/**
 * Resolves once the first page is on screen as React's own: its content committed (hydrated),
 * not only the frame around it, so a click replayed then reaches the page's handlers.
 */
export const firstPageShown = new Promise<void>((resolve) => (markShown = resolve))

/** Rendered after a page's content, inside its Suspense boundary. */
export function PageShown() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED, '')
    markShown()
  }, [])
  return null
}
