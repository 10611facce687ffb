import { useEffect, useRef } from 'react'
import { countPageView } from './page-view'

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

/**
 * A move to another page within the site is a page view too; the page the browser loaded was
 * counted by the entry script (client/main.tsx).
 */
export function useViewCountedOnMove(path: string) {
  const counted = useRef(path)
  useEffect(() => {
    if (counted.current === path) return
    counted.current = path
    countPageView(path, false)
  }, [path])
}
