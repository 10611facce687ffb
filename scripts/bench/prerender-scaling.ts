/**
 * How prerendering grows with the registry: the real one, and one about ten times larger made
 * of generated town pages (copies of the real places under new names, each with its own route,
 * content entry and place in the Westchester hub's list).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin } from 'vite'
import { routes } from '../../shared/routes'
import { ROOT } from '../../server/project-paths'
import { prerender, type PrerenderEntry } from '../prerender'

export type PrerenderFigures = { label: string; pages: number; seconds: number }

/** Renames `export const name` in a module and exports copies of its entries under that name. */
function multiplyExport(code: string, name: string, copies: number, rename: string): string {
  const declaration = `export const ${name}`
  if (!code.includes(declaration)) throw new Error(`No ${declaration} to multiply`)
  return (
    code.replace(declaration, `const real_${name}`) +
    `\nexport const ${name} = [...real_${name}, ...Array.from({ length: ${copies} }, (_, i) =>` +
    ` real_${name}.map((entry) => ({ ...entry, ${rename} }))).flat()]\n`
  )
}

/** Adds `copies` generated towns for each real Westchester place. */
function syntheticTowns(copies: number): Plugin {
  return {
    name: 'bench:synthetic-towns',
    enforce: 'pre',
    transform(code, id) {
      if (id.endsWith('.content/catalog/towns.ts')) {
        return multiplyExport(
          code,
          'westchesterPlaces',
          copies,
          'slug: `${entry.slug}-${i + 2}`, town: `${entry.town} ${i + 2}`',
        )
      }
      if (id.endsWith('.content/bodies/towns.ts')) {
        return multiplyExport(code, 'townContent', copies, 'slug: `${entry.slug}-${i + 2}`')
      }
      return undefined
    },
  }
}

async function buildPrerenderBundle(outDir: string, plugins: Plugin[]): Promise<PrerenderEntry> {
  await build({
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'entry-prerender.tsx', outDir, emptyOutDir: true },
    plugins,
  })
  return (await import(pathToFileURL(join(outDir, 'entry-prerender.js')).href)) as PrerenderEntry
}

async function timePrerender(label: string, plugins: Plugin[]): Promise<PrerenderFigures> {
  // inside the project, so the bundle's bare imports (react...) resolve from node_modules
  const cache = join(ROOT, 'node_modules', '.cache')
  mkdirSync(cache, { recursive: true })
  const work = mkdtempSync(join(cache, 'bench-prerender-'))
  try {
    const entry = await buildPrerenderBundle(join(work, 'ssr'), plugins)
    const template = readFileSync(join(ROOT, 'client', 'index.html'), 'utf8')
    const seconds = await prerender({
      ...entry,
      siteUrl: 'https://www.example.com',
      outDir: join(work, 'pages'),
      template,
    })
    return { label, pages: entry.routes.length + 1, seconds }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/** Prerender time of the real registry and of one ten times its size. */
export async function prerenderScaling(): Promise<PrerenderFigures[]> {
  const towns = routes.filter((r) => r.template === 'town').length
  // enough generated towns to make the registry ten times the real one
  const copies = Math.ceil((9 * routes.length) / towns)
  const real = await timePrerender('real registry', [])
  const large = await timePrerender(`${copies + 1}× the towns`, [syntheticTowns(copies)])
  return [real, large]
}
