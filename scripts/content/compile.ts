/**
 * `npm run content` (and the first step of build, start, dev and typecheck): reads content/,
 * checks every file and the rules across pages (site-rules.ts), and writes the modules the site
 * imports into .content/. Every problem is printed at once, one line each naming the file, the
 * line and the field; then it exits 1 and nothing is written. Warnings are printed and the
 * modules written.
 *
 * With --report-only (npm install's step) it reports the same and always exits 0: a mistake in
 * the content must not stop an install, which the owner needs to fix it; the build still refuses.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { ROOT } from '../../server/project-paths'
import { TEXT_LINK, type Links } from './collection'
import { BUSINESS_FILE, compileBusiness } from './collections/business'
import { compileFigures, FIGURES_FILE } from './collections/figures'
import { collections } from './collections/index'
import { found, Problems } from './problems'
import { checkSite } from './site-rules'
import { useBusinessTokens, useFigureTokens } from './tokens'

export const CONTENT_DIR = join(ROOT, 'content')
/**
 * The generated modules: catalog/ holds what the route registry reads (every page's index
 * facts), bodies/ the written text, which pages fetch only on client-side navigation.
 */
export const GENERATED_DIR = join(ROOT, '.content')

export type Compiled = { problems: Problems; modules: Record<string, string>; links: Links[] }

/** Reads content/ into the generated modules; nothing is written here. */
export function compileContent(contentDir = CONTENT_DIR): Compiled {
  const problems = new Problems()
  // first: the pages may name their figures
  const figures = compileFigures(contentDir, problems)
  useFigureTokens(figures.names)
  const business = compileBusiness(contentDir, problems)
  if (business.facts) useBusinessTokens(business.facts)
  const unread = [figures.names ? [] : [FIGURES_FILE], business.facts ? [] : [BUSINESS_FILE]].flat()
  if (unread.length > 0) {
    // every page quotes these: checking the pages now would only repeat the same mistakes
    problems.add('content/', `the pages were not checked: correct ${unread.join(' and ')} first`)
    return { problems, modules: {}, links: [] }
  }
  const outputs = collections.map((collection) => collection.compile(contentDir, problems))
  checkSite(
    outputs.flatMap((o) => o.written ?? []),
    problems,
  )
  return {
    problems,
    modules: Object.assign(
      business.module ? { 'catalog/business.ts': business.module } : {},
      figures.module ? { 'catalog/figures.ts': figures.module } : {},
      ...outputs.map((o) => o.modules),
    ) as Record<string, string>,
    links: outputs.flatMap((o) => o.links),
  }
}

/** Writes the modules, leaving unchanged files alone so watchers and caches stay quiet. */
export function writeModules(modules: Record<string, string>): void {
  for (const [name, code] of Object.entries(modules)) {
    const file = join(GENERATED_DIR, name)
    mkdirSync(dirname(file), { recursive: true })
    if (!existsSync(file) || readFileSync(file, 'utf8') !== code) writeFileSync(file, code)
  }
}

/** Reports every address the content names that is not a page of this site. */
export function checkLinks(
  links: readonly Links[],
  isPage: (path: string) => boolean,
  problems: Problems,
) {
  for (const { file, field, paths, line } of links) {
    for (const path of paths) {
      if (isPage(path)) continue
      const what = field === TEXT_LINK ? 'a link in the text goes to' : `'${field}' names`
      problems.add(file, `${what} ${found(path)}, which is not a page of this site`, line)
    }
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const { problems, modules, links } = compileContent()
  if (problems.list.length === 0) {
    writeModules(modules)
    // imported only now: the registry is built from the modules just written
    const { findRoute } = await import('../../shared/routes')
    checkLinks(links, (path) => findRoute(path) !== undefined, problems)
  }
  if (problems.warnings.length > 0) {
    console.warn(
      `content: ${problems.warnings.length} warning(s) in content/; the site builds, but have a look:\n${problems.formatWarnings()}`,
    )
  }
  if (problems.list.length > 0) {
    const reportOnly = process.argv.includes('--report-only')
    console.error(
      `content: ${problems.list.length} problem(s) in content/; ${
        reportOnly
          ? 'the install goes on, but the site will not build until they are corrected'
          : 'the site was not built'
      }:\n${problems.format()}`,
    )
    if (!reportOnly) process.exit(1)
  }
}
