import images from 'virtual:images'
import type { ImageRef } from '../../content/types'

/** '100vw up to 640px, 50vw up to 1024px, else 33vw'. */
export const DEFAULT_SIZES = '(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 33vw'
/** A hero picture beside the heading: half the width from 1024 px. */
export const HERO_SIZES = '(max-width: 1024px) 100vw, 50vw'
/** A picture across the content column. */
export const WIDE_SIZES = '(max-width: 1024px) 100vw, 64rem'

type Props = ImageRef & {
  sizes?: string
  /** the page's largest image: loaded at once with high priority, never lazily */
  priority?: boolean
  className?: string
}

function srcSet(id: string, format: 'avif' | 'webp' | 'jpg'): string {
  const meta = images[id]!
  return meta.widths.map((w) => `/images/${id}-${meta.hash}-${w}.${format} ${w}w`).join(', ')
}

/** The preload hint of a priority image, for the page head. */
export function imagePreload(id: string, sizes = DEFAULT_SIZES) {
  return { imageSrcSet: srcSet(id, 'avif'), imageSizes: sizes, type: 'image/avif' }
}

/**
 * A picture in AVIF and WebP with a JPEG fallback at several widths, its width and height always
 * set (no layout shift), lazy unless it is the page's priority image.
 */
export function ResponsiveImage({
  id,
  alt,
  sizes = DEFAULT_SIZES,
  priority = false,
  className,
}: Props) {
  const meta = images[id]
  if (!meta) throw new Error(`No image "${id}" in images/`)
  const fallbackWidth = meta.widths.find((w) => w >= 800) ?? meta.widths.at(-1)!
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(id, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(id, 'webp')} sizes={sizes} />
      <img
        src={`/images/${id}-${meta.hash}-${fallbackWidth}.jpg`}
        srcSet={srcSet(id, 'jpg')}
        sizes={sizes}
        width={meta.width}
        height={meta.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        className={className}
      />
    </picture>
  )
}
