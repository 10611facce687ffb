import { useEffect, useRef } from 'react'

/**
 * After a client-side navigation: scroll to the top and move focus to <main>, so
 * keyboard and screen-reader users start on the new page. Not on the first render.
 */
export function useRouteChangeFocus(path: string, mainId: string) {
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    window.scrollTo(0, 0)
    document.getElementById(mainId)?.focus({ preventScroll: true })
  }, [path, mainId])
}
