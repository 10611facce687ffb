/**
 * The names of the built pictures: each picture of images/ becomes `{id}-{hash}-{width}.{format}`
 * under /images/, the hash taken from the source's content so a changed picture gets new names.
 * The image pipeline writes them, the pages name them, and the prerender and the editor's route
 * find a picture's built sizes by reading them back.
 */

/** The formats every picture is built in, best first. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

/** The length of the content hash in a built picture's name. */
export const IMAGE_HASH_LENGTH = 10

/** The folder of the built pictures, under the site's root. */
export const IMAGE_DIR = 'images'

/** One built file of a picture, as its name says. */
export type ImageFile = { id: string; hash: string; width: number; format: ImageFormat }

/** The pattern of a built name, made on first use: a page that only names pictures skips it. */
let builtName: RegExp | undefined

/** A built picture's file name: `kitchen-island-0123456789-800.avif`. */
export function imageFileName({ id, hash, width, format }: ImageFile): string {
  return `${id}-${hash}-${width}.${format}`
}

/** A built picture's address on the site: `/images/kitchen-island-0123456789-800.avif`. */
export function imagePath(file: ImageFile): `/${string}` {
  return `/${IMAGE_DIR}/${imageFileName(file)}`
}

/** What a built picture's file name says, or undefined for any other name. */
export function parseImageFileName(name: string): ImageFile | undefined {
  builtName ??= new RegExp(
    `^([^/]+)-([0-9a-f]{${IMAGE_HASH_LENGTH}})-(\\d+)\\.(${IMAGE_FORMATS.join('|')})$`,
  )
  const match = builtName.exec(name)
  if (!match) return undefined
  const [, id, hash, width, format] = match
  return { id: id!, hash: hash!, width: Number(width), format: format as ImageFormat }
}
