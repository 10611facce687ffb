import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { Link } from 'wouter'
import type { BeforeAfter } from '../content/types'
import { ResponsiveImage } from './ui/responsive-image'
import { paths } from '../../shared/paths'

/** The handle starts at 50% and stays within 0–100. */
export const SLIDER_START = 50
const clamp = (value: number) => Math.min(100, Math.max(0, value))

const SIZES = '(max-width: 1024px) 100vw, 50vw'

/**
 * Before/after comparison: drag the handle (mouse or touch), click or tap anywhere on the
 * picture to move it there (WCAG 2.5.7), or use the arrow keys, Page Up/Down, Home and End.
 */
type Props = {
  pair: BeforeAfter
  /** off on the case study's own page */
  linkToCaseStudy?: boolean
}

export function BeforeAfterSlider({ pair, linkToCaseStudy = true }: Props) {
  const [position, setPosition] = useState(SLIDER_START)
  const [dragging, setDragging] = useState(false)
  // the prerendered HTML carries no style attributes (the CSP allows none): until the first
  // move, classes place the handle at the start
  const [moved, setMoved] = useState(false)
  const frame = useRef<HTMLDivElement>(null)

  function moveTo(value: number) {
    setMoved(true)
    setPosition(clamp(Math.round(value)))
  }

  function fromPointer(event: PointerEvent) {
    const box = frame.current!.getBoundingClientRect()
    moveTo(((event.clientX - box.left) / box.width) * 100)
  }

  function onKeyDown(event: KeyboardEvent) {
    const steps: Record<string, number> = {
      ArrowLeft: position - 1,
      ArrowDown: position - 1,
      ArrowRight: position + 1,
      ArrowUp: position + 1,
      PageDown: position - 10,
      PageUp: position + 10,
      Home: 0,
      End: 100,
    }
    const next = steps[event.key]
    if (next === undefined) return
    event.preventDefault()
    moveTo(next)
  }

  return (
    <figure className="m-0">
      <div
        ref={frame}
        className="relative aspect-[16/10] touch-none overflow-hidden rounded-lg bg-sand select-none"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId)
          setDragging(true)
          fromPointer(event)
        }}
        onPointerMove={(event) => dragging && fromPointer(event)}
        onPointerUp={() => setDragging(false)}
        onPointerCancel={() => setDragging(false)}
        data-dragging={dragging || undefined}
      >
        <ResponsiveImage
          {...pair.after}
          sizes={SIZES}
          className="absolute inset-0 h-full w-full object-cover"
        />
        <div
          className={`absolute inset-0 ${moved ? '' : '[clip-path:inset(0_50%_0_0)]'}`}
          style={moved ? { clipPath: `inset(0 ${100 - position}% 0 0)` } : undefined}
        >
          <ResponsiveImage {...pair.before} sizes={SIZES} className="h-full w-full object-cover" />
        </div>
        <span className="absolute top-3 left-3 rounded bg-ink/80 px-2 py-1 text-xs font-semibold text-white">
          Before
        </span>
        <span className="absolute top-3 right-3 rounded bg-ink/80 px-2 py-1 text-xs font-semibold text-white">
          After
        </span>
        <div
          role="slider"
          tabIndex={0}
          aria-label={`${pair.title}: before and after`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={position}
          aria-valuetext={`${position}% before, ${100 - position}% after`}
          onKeyDown={onKeyDown}
          className={`absolute top-0 bottom-0 w-11 -translate-x-1/2 cursor-ew-resize ${moved ? '' : 'left-1/2'}`}
          style={moved ? { left: `${position}%` } : undefined}
        >
          <span
            aria-hidden="true"
            className="absolute inset-y-0 left-1/2 w-1 -translate-x-1/2 bg-white shadow"
          />
          <span
            aria-hidden="true"
            className="absolute top-1/2 left-1/2 grid size-11 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full border-2 border-white bg-brand text-lg font-bold text-white shadow-lg"
          >
            ↔
          </span>
        </div>
      </div>
      <figcaption className="mt-3 flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{pair.title}</span>
        {linkToCaseStudy && (
          <Link
            href={paths.caseStudy(pair.caseStudy)}
            className="text-sm font-semibold text-brand underline underline-offset-2"
          >
            Read the case study
          </Link>
        )}
      </figcaption>
    </figure>
  )
}
