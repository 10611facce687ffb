import {
  cloneElement,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react'

/** A tooltip opens 700 ms after the pointer arrives... */
const OPEN_DELAY_MS = 700
/** ...and at once when the pointer comes from another tooltip within 300 ms. */
const SKIP_DELAY_MS = 300
/** Time for the pointer to cross from the trigger onto the tooltip (WCAG 1.4.13: hoverable). */
const LEAVE_GRACE_MS = 120
/** Space kept between a tooltip and the edge of the screen. */
const EDGE_PX = 8

type Group = {
  /** whether a tooltip of the group is open, or closed within the skip window */
  inSkipWindow: () => boolean
  noteOpened: (id: string) => void
  noteClosed: (id: string) => void
  closeOthers: (except: string) => void
  register: (id: string, close: () => void) => () => void
}

const TooltipGroup = createContext<Group | null>(null)

/**
 * The tooltips of one area, sharing the skip delay: moving from one trigger to the next within
 * 300 ms opens the next at once. Our own small component rather than Radix's (which brings a
 * positioning engine of 12 KB gzip to the home page for six badges).
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const [group] = useState<Group>(() => {
    const closers = new Map<string, () => void>()
    const open = new Set<string>()
    let lastClosedAt = Number.NEGATIVE_INFINITY
    return {
      inSkipWindow: () => open.size > 0 || performance.now() - lastClosedAt < SKIP_DELAY_MS,
      noteOpened: (id) => void open.add(id),
      noteClosed(id) {
        if (open.delete(id)) lastClosedAt = performance.now()
      },
      closeOthers(except) {
        for (const [id, close] of closers) if (id !== except) close()
      },
      register(id, close) {
        closers.set(id, close)
        return () => void closers.delete(id)
      },
    }
  })
  return <TooltipGroup value={group}>{children}</TooltipGroup>
}

type TriggerProps = { 'aria-describedby'?: string }

/**
 * A short explanation shown on hover (after the delay) and at once on keyboard focus of its
 * trigger; it stays while the pointer is over it, and Escape dismisses it (WCAG 1.4.13).
 */
export function Tooltip({
  content,
  children,
}: {
  content: string
  children: ReactElement<TriggerProps>
}) {
  const group = useContext(TooltipGroup)
  const id = useId()
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const bubble = useRef<HTMLSpanElement>(null)
  const [shift, setShift] = useState({ x: 0, below: false })

  const clearTimer = () => clearTimeout(timer.current)
  const show = () => {
    clearTimer()
    group?.closeOthers(id)
    group?.noteOpened(id)
    setOpen(true)
  }
  const hide = useCallback(() => {
    clearTimeout(timer.current)
    setOpen(false)
    group?.noteClosed(id)
  }, [group, id])
  const hideSoon = () => {
    clearTimer()
    timer.current = setTimeout(hide, LEAVE_GRACE_MS)
  }

  useEffect(() => group?.register(id, hide), [group, id, hide])
  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, hide])
  // keep the bubble on screen: shift it sideways, or below the trigger near the top
  useLayoutEffect(() => {
    if (!open || !bubble.current) return
    const rect = bubble.current.getBoundingClientRect()
    const x =
      rect.left < EDGE_PX
        ? EDGE_PX - rect.left
        : rect.right > window.innerWidth - EDGE_PX
          ? window.innerWidth - EDGE_PX - rect.right
          : 0
    setShift({ x, below: rect.top < EDGE_PX })
  }, [open])

  // the trigger is described by the tooltip while it shows; the wrapper takes the events, so
  // the pointer may move onto the tooltip without closing it
  const trigger = open ? cloneElement(children, { 'aria-describedby': id }) : children
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return
    clearTimer()
    if (open) return
    if (group?.inSkipWindow()) show()
    else timer.current = setTimeout(show, OPEN_DELAY_MS)
  }
  const onFocus = (event: FocusEvent) => {
    if (event.target.matches(':focus-visible')) show()
  }

  return (
    // the trigger inside is the interactive element; this wrapper only watches it for the tooltip
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      className="relative block h-full"
      onPointerEnter={onPointerEnter}
      onPointerLeave={hideSoon}
      onPointerDown={hide}
      onFocus={onFocus}
      onBlur={hide}
    >
      {trigger}
      {open && (
        <span
          ref={bubble}
          id={id}
          role="tooltip"
          style={{ translate: `calc(-50% + ${shift.x}px) 0` }}
          className={
            'absolute left-1/2 z-[10000] w-max max-w-[min(20rem,calc(100vw-1rem))] rounded-md ' +
            'bg-ink px-3 py-2 text-left text-sm leading-snug font-normal text-white shadow-lg ' +
            (shift.below ? 'top-full mt-2' : 'bottom-full mb-2')
          }
        >
          {content}
        </span>
      )}
    </span>
  )
}
