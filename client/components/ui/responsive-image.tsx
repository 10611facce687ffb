import images from 'virtual:images'
import { imagePath, type ImageFormat } from '../../../shared/image-file'
import type { ImageRef } from '../../../shared/content/types'

/** '100vw up to 640px, 50vw up to 1024px, else 33vw'. */
export const DEFAULT_SIZES = '(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 33vw'
/** A hero picture beside the heading: half the width from 1024 px. */
export const HERO_SIZES = '(max-width: 1024px) 100vw, 50vw'
/** Where a hero picture sits beside the heading (Tailwind's lg), in the first screen. */
export const HERO_BESIDE_TEXT = '(min-width: 64rem)'
/** A picture across the content column. */
export const WIDE_SIZES = '(max-width: 1024px) 100vw, 64rem'

type Props = ImageRef & {
  sizes?: string
  /**
   * The page's first picture:
   * - 'everywhere': in the first screen at every width, loaded at once with high priority;
   * - 'beside-text': a hero picture beside the heading on wide screens (HERO_BESIDE_TEXT),
   *   where the head's preload brings it at once. On a phone it comes below the text, mostly
   *   under the first screen, and is lazy: the text, the page's largest paint there, does not
   *   share a slow connection with it.
   */
  priority?: 'everywhere' | 'beside-text'
  className?: string
}

function srcSet(id: string, format: ImageFormat): string {
  const { hash, widths } = images[id]!
  return widths.map((width) => `${imagePath({ id, hash, width, format })} ${width}w`).join(', ')
}

/** The preload hint of a priority image, for the page head; `media`: where it is the first. */
export function imagePreload(id: string, sizes = DEFAULT_SIZES, media?: string) {
  return {
    imageSrcSet: srcSet(id, 'avif'),
    imageSizes: sizes,
    type: 'image/avif',
    ...(media ? { media } : {}),
  }
}

/**
 * A picture in AVIF and WebP with a JPEG fallback at several widths, its width and height always
 * set (no layout shift), lazy unless it is the page's first picture on every screen.
 */
export function ResponsiveImage({ id, alt, sizes = DEFAULT_SIZES, priority, className }: Props) {
  const meta = images[id]
  if (!meta) throw new Error(`No image "${id}" in images/`)
  const fallbackWidth = meta.widths.find((w) => w >= 800) ?? meta.widths.at(-1)!
  // a hero beside the text is brought at once on wide screens by the head's preload
  const atOnce = priority === 'everywhere'
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(id, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(id, 'webp')} sizes={sizes} />
      <img
        src={imagePath({ id, hash: meta.hash, width: fallbackWidth, format: 'jpg' })}
        srcSet={srcSet(id, 'jpg')}
        sizes={sizes}
        width={meta.width}
        height={meta.height}
        alt={alt}
        loading={atOnce ? 'eager' : 'lazy'}
        fetchPriority={atOnce ? 'high' : 'auto'}
        decoding={atOnce ? 'sync' : 'async'}
        className={className}
      />
    </picture>
  )
}
