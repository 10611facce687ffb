import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../server/project-paths'

/** The folder of the site's pictures: a picture is named by its file name without extension. */
export const IMAGES_DIR = join(ROOT, 'images')

const PICTURE = /\.(avif|jpe?g|png|svg|webp)$/i

/** The names of the pictures in images/ (a photo and a drawing of the same name count once). */
export function imageNames(dir = IMAGES_DIR): Set<string> {
  if (!existsSync(dir)) return new Set()
  return new Set(
    readdirSync(dir)
      .filter((name) => PICTURE.test(name))
      .map((name) => name.replace(PICTURE, '')),
  )
}
