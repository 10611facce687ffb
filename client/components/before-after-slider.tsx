import { Link } from 'wouter'
import type { BeforeAfter } from '../../shared/content/types'
import { BEFORE_AFTER } from '../../shared/entry-loader'
import { BEFORE_AFTER_CLIP, SLIDER_START } from '../early/before-after'
import { ResponsiveImage } from './ui/responsive-image'
import { paths } from '../../shared/paths'

const SIZES = '(max-width: 1024px) 100vw, 50vw'

type Props = {
  pair: BeforeAfter
  /** off on the case study's own page */
  linkToCaseStudy?: boolean
}

/**
 * Before/after comparison: drag the handle (mouse or touch), click or tap anywhere on the
 * picture to move it there (WCAG 2.5.7), or use the arrow keys, Page Up/Down, Home and End.
 * client/early/before-after.ts moves it, from the first touch; this renders it at the start
 * (with classes: the CSP allows no style attributes in the prerendered HTML).
 */
export function BeforeAfterSlider({ pair, linkToCaseStudy = true }: Props) {
  return (
    <figure className="m-0">
      <div
        className="relative aspect-[16/10] touch-none overflow-hidden rounded-lg bg-sand select-none"
        {...{ [BEFORE_AFTER]: '' }}
      >
        <ResponsiveImage
          {...pair.after}
          sizes={SIZES}
          className="absolute inset-0 h-full w-full object-cover"
        />
        <div
          className="absolute inset-0 [clip-path:inset(0_50%_0_0)]"
          {...{ [BEFORE_AFTER_CLIP]: '' }}
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
          aria-valuenow={SLIDER_START}
          aria-valuetext={`${SLIDER_START}% before, ${100 - SLIDER_START}% after`}
          className="absolute top-0 bottom-0 left-1/2 w-11 -translate-x-1/2 cursor-ew-resize"
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
