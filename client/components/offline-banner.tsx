import { useEffect, useRef, type RefObject } from 'react'
import { useConnection } from '../pwa/connection'

/**
 * The room the banner takes at the foot of the screen while it shows, in px: what client/styles.css
 * keeps free at the foot of the page and below a focused control.
 */
export const BANNER_SPACE = '--offline-banner-space'

/** The gap kept between the banner and a control scrolled or focused above it. */
const GAP_PX = 8

/**
 * Keeps the page clear of the shown banner: its foot can scroll above it, and a control that
 * takes focus or a link's target is brought above it (WCAG 2.4.11), as the sticky header does
 * at the top. Measured, because the text wraps differently on each screen.
 */
function useRoomFor(note: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = note.current
    if (!shown || !element) return
    const root = document.documentElement
    const measure = () => {
      const space = Math.ceil(window.innerHeight - element.getBoundingClientRect().top) + GAP_PX
      root.style.setProperty(BANNER_SPACE, `${Math.max(space, 0)}px`)
    }
    const resized = new ResizeObserver(measure)
    resized.observe(element)
    window.addEventListener('resize', measure)
    return () => {
      resized.disconnect()
      window.removeEventListener('resize', measure)
      root.style.removeProperty(BANNER_SPACE)
    }
  }, [note, shown])
}

/**
 * What being offline means here: a request sent is kept on the device and sent later, by the
 * worker or by the page (client/pwa/page-outbox.ts); saved pages open only with the worker (not
 * on a first visit, nor in a browser with none).
 */
function offlineText(): string {
  return navigator.serviceWorker?.controller
    ? "You're offline. Saved pages still open, and requests you send go out once you're back."
    : "You're offline. Requests you send are kept on this device and go out once you're back."
}

/**
 * A small polite note when the connection drops, and another when it returns. It has no
 * control and takes no taps: a tap on it reaches the page beneath (a button at the foot of a
 * phone's screen), and the page keeps room for it while it shows.
 */
export function OfflineBanner() {
  const connection = useConnection()
  const note = useRef<HTMLParagraphElement>(null)
  const shown = connection !== 'online'
  useRoomFor(note, shown)
  return (
    <div
      role="status"
      // lifted with the floating 'Text Us' button above a bar stuck to the foot (client/styles.css)
      data-floating=""
      className="no-print pointer-events-none fixed left-4 z-40 max-w-[calc(100%-10rem)]"
    >
      {shown && (
        <p
          ref={note}
          className={
            'rounded-lg px-4 py-2.5 text-sm leading-snug shadow-lg ' +
            (connection === 'offline' ? 'bg-ink text-white' : 'bg-[#1d5c3a] text-white')
          }
        >
          {connection === 'offline' ? offlineText() : "You're back online."}
        </p>
      )}
    </div>
  )
}
