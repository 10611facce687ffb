/**
 * The responsive image pipeline. Every file in images/ becomes AVIF, WebP and JPEG at
 * several widths (sharp), named with a hash of its content so caches never serve an old picture.
 * A photo and an SVG with the same base name: the photo wins, so real photos replace the drawn
 * illustrations with no code change. `virtual:images` tells components each image's size.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { extname, join, parse } from 'node:path'
import sharp from 'sharp'
import type { Plugin } from 'vite'
import {
  IMAGE_FORMATS,
  IMAGE_DIR,
  IMAGE_HASH_LENGTH,
  imagePath,
  parseImageFileName,
  type ImageFormat,
} from '../shared/image-file'
import type { ImageMeta } from '../shared/image-meta'

export const IMAGE_WIDTHS = [480, 800, 1200, 1600] as const
/** Image quality 85 (WebP, JPEG). */
const QUALITY = 85
/** AVIF's scale runs lower: 60 looks like JPEG 85 at about half the bytes. */
const AVIF_QUALITY = 60
const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif']
const VIRTUAL_ID = 'virtual:images'
/** Where the dev server answers the pictures' built files. */
const FOLDER = `/${IMAGE_DIR}/`

export type { ImageMeta }

type Source = { id: string; file: string; svg: boolean }

/** The source image of each id: a photo where there is one, else the SVG illustration. */
export function imageSources(dir: string): Source[] {
  if (!existsSync(dir)) return []
  const byId = new Map<string, Source>()
  for (const name of readdirSync(dir).sort()) {
    const ext = extname(name).toLowerCase()
    const svg = ext === '.svg'
    if (!svg && !PHOTO_EXTENSIONS.includes(ext)) continue
    const id = parse(name).name
    const known = byId.get(id)
    if (!known || (known.svg && !svg)) byId.set(id, { id, file: join(dir, name), svg })
  }
  return [...byId.values()]
}

async function describe(source: Source): Promise<ImageMeta> {
  const content = readFileSync(source.file)
  const { width = 0, height = 0 } = await sharp(content).metadata()
  const hash = createHash('sha256').update(content).digest('hex').slice(0, IMAGE_HASH_LENGTH)
  const widths = IMAGE_WIDTHS.filter((w) => w <= Math.max(width, IMAGE_WIDTHS[0]))
  return { hash, width, height, widths }
}

/** One generated file, by its path under the built site (shared/image-file.ts names it). */
function imageFile(id: string, meta: ImageMeta, width: number, format: ImageFormat): string {
  return imagePath({ id, hash: meta.hash, width, format }).slice(1)
}

async function encode(source: Source, width: number, format: ImageFormat): Promise<Buffer> {
  // SVGs are drawn at 1600 px; render them at a density that gives the wanted width sharply
  const input = sharp(
    readFileSync(source.file),
    source.svg ? { density: 72 * (width / 1600) * 2 } : {},
  )
  const resized = input
    .resize({ width, withoutEnlargement: !source.svg })
    .flatten({ background: '#ffffff' })
  if (format === 'avif') return resized.avif({ quality: AVIF_QUALITY, effort: 4 }).toBuffer()
  if (format === 'webp') return resized.webp({ quality: QUALITY }).toBuffer()
  return resized.jpeg({ quality: QUALITY, mozjpeg: true }).toBuffer()
}

/** Where the encoded images are kept between builds: with it warm, a build encodes none. */
export const imageCacheDir = (root: string) => join(root, 'node_modules', '.cache', 'site-images')

type Options = { sourceDir: string; cacheDir: string }

/** The Vite plugin: metadata module, files emitted in builds, served on demand in dev. */
export function imagesPlugin({ sourceDir, cacheDir }: Options): Plugin {
  let metas: Promise<Map<string, { source: Source; meta: ImageMeta }>> | undefined
  const load = () =>
    (metas ??= Promise.all(
      imageSources(sourceDir).map(
        async (source) => [source.id, { source, meta: await describe(source) }] as const,
      ),
    ).then((entries) => new Map(entries)))

  /** A generated file, from the cache when this content was encoded before. */
  async function generated(source: Source, name: string, width: number, format: ImageFormat) {
    const cached = join(cacheDir, name.replaceAll('/', '_'))
    if (existsSync(cached)) return readFileSync(cached)
    const buffer = await encode(source, width, format)
    mkdirSync(cacheDir, { recursive: true })
    writeFileSync(cached, buffer)
    return buffer
  }

  return {
    name: 'site:images',
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    async load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined
      const all = await load()
      const table = Object.fromEntries([...all].map(([key, { meta }]) => [key, meta]))
      return `export default ${JSON.stringify(table)}`
    },
    async generateBundle() {
      if (this.environment?.config.build.ssr) return
      const jobs: Promise<void>[] = []
      for (const [id, { source, meta }] of await load()) {
        for (const width of meta.widths) {
          for (const format of IMAGE_FORMATS) {
            const fileName = imageFile(id, meta, width, format)
            jobs.push(
              generated(source, fileName, width, format).then((buffer) => {
                this.emitFile({ type: 'asset', fileName, source: buffer })
              }),
            )
          }
        }
      }
      await Promise.all(jobs)
    },
    configureServer(server) {
      // connect ignores a middleware's promise: a picture that fails to encode goes to next()
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? ''
        const wanted = url.startsWith(FOLDER)
          ? parseImageFileName(url.slice(FOLDER.length))
          : undefined
        if (!wanted) return next()
        const { id, width, format } = wanted
        const serve = async () => {
          const found = (await load()).get(id)
          if (!found) return next()
          const name = imageFile(id, found.meta, width, format)
          const buffer = await generated(found.source, name, width, format)
          res.setHeader('Content-Type', format === 'jpg' ? 'image/jpeg' : `image/${format}`)
          res.end(buffer)
        }
        serve().catch(next)
      })
    },
  }
}
