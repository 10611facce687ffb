/**
 * `npm run content` (and the first step of build, start, typecheck and install): reads content/,
 * checks every file, and writes the modules the site imports into .content/. Every problem is
 * printed at once, one line each naming the file, the line and the field; then it exits 1.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { z } from 'zod'
import type { Article } from '../../shared/catalog/types'
import type { DocContent } from '../../client/content/types'
import { ROOT } from '../build-info'
import { blogFrontMatter } from './collections/blog'
import { readMarkdownFile, type SourceFile } from './front-matter'
import { SLUG } from './fields'
import { markdownToDoc } from './markdown'
import { found, Problems } from './problems'

export const CONTENT_DIR = join(ROOT, 'content')
/**
 * The generated modules: catalog/ holds what the route registry reads (every page's index
 * facts), bodies/ the written text, which pages fetch only on client-side navigation.
 */
export const GENERATED_DIR = join(ROOT, '.content')

/** A checked Markdown page: its slug, front matter and body. */
type Page<T> = { slug: string; source: SourceFile; data: T; doc: DocContent }

/** Turns zod's issues into lines naming the field, what it must be and what it is. */
function reportIssues(source: SourceFile, error: z.ZodError, problems: Problems) {
  for (const issue of error.issues) {
    const [field, ...rest] = issue.path
    const name = [field, ...rest].map(String).join('.')
    const value = issue.path.reduce<unknown>(
      (at, key) =>
        at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined,
      source.data,
    )
    const what = value === undefined ? 'is missing' : `found ${found(value)}`
    problems.add(source.file, `'${name}' ${issue.message}, ${what}`, source.lineOf(String(field)))
  }
}

/** Reads and checks every page of a Markdown collection folder. */
function readCollection<S extends z.ZodType>(
  contentDir: string,
  dir: string,
  schema: S,
  problems: Problems,
): Page<z.output<S>>[] {
  const folder = join(contentDir, dir)
  if (!existsSync(folder)) {
    problems.add(`content/${dir}`, 'the folder is missing')
    return []
  }
  const pages: Page<z.output<S>>[] = []
  for (const name of readdirSync(folder).sort()) {
    const file = `content/${dir}/${name}`
    if (!name.endsWith('.md')) {
      problems.add(file, 'only .md files belong in this folder')
      continue
    }
    const slug = name.slice(0, -3)
    if (!SLUG.test(slug)) {
      problems.add(
        file,
        `the file name becomes the page address: use lower-case words joined by dashes, found ${found(slug)}`,
      )
    }
    const source = readMarkdownFile(readFileSync(join(folder, name), 'utf8'), file, problems)
    const parsed = schema.safeParse(source.data)
    const { sections, faqs } = markdownToDoc(source.body, {
      file,
      bodyLine: source.bodyLine,
      problems,
    })
    if (sections.length === 0)
      problems.add(file, 'the page has no text: add at least one "## " section')
    if (!parsed.success) {
      // a front matter that could not be read would only add "missing" to every field
      if (source.readable) reportIssues(source, parsed.error, problems)
      continue
    }
    const related = (parsed.data as { related?: string[] }).related ?? []
    const doc: DocContent = {
      id: slug,
      sections,
      ...(faqs.length ? { faqs } : {}),
      related,
    } as DocContent
    pages.push({ slug, source, data: parsed.data, doc })
  }
  return pages
}

/** A generated TypeScript module: typed, so the compiler checks it once more. */
function moduleText(imports: string, exports: Record<string, { type: string; value: unknown }>) {
  const lines = Object.entries(exports).map(
    ([name, { type, value }]) =>
      `export const ${name}: ${type} = ${JSON.stringify(value, null, 2)}\n`,
  )
  return `// Written by scripts/content/compile.ts from content/: edit those files, not this one.\n${imports}\n${lines.join('\n')}`
}

/** The internal addresses a file names, to check once the registry is built. */
export type Links = { file: string; field: string; paths: readonly string[] }

export type Compiled = { problems: Problems; modules: Record<string, string>; links: Links[] }

/** Reads content/ into the generated modules; nothing is written here. */
export function compileContent(contentDir = CONTENT_DIR): Compiled {
  const problems = new Problems()
  const blog = readCollection(contentDir, 'blog', blogFrontMatter, problems).sort(
    (a, b) => a.data.published.localeCompare(b.data.published) || a.slug.localeCompare(b.slug),
  )
  const articles: Article[] = blog.map(({ slug, data }) => ({
    slug,
    label: data.label,
    title: data.title,
    heading: data.heading,
    description: data.description,
    published: data.published,
    topic: data.topic,
    costGuide: data.costGuide,
  }))
  const modules = {
    'catalog/blog.ts': moduleText("import type { Article } from '../../shared/catalog/types'\n", {
      articles: { type: 'readonly Article[]', value: articles },
    }),
    'bodies/blog.ts': moduleText("import type { DocContent } from '../../client/content/types'\n", {
      articleBodies: { type: 'DocContent[]', value: blog.map((page) => page.doc) },
    }),
  }
  const links = blog.map((page) => ({ file: page.source.file, field: 'related', paths: page.doc.related }))
  return { problems, modules, links }
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
export function checkLinks(links: readonly Links[], isPage: (path: string) => boolean, problems: Problems) {
  for (const { file, field, paths } of links) {
    for (const path of paths) {
      if (!isPage(path)) problems.add(file, `'${field}' names ${found(path)}, which is not a page of this site`)
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
  if (problems.list.length > 0) {
    console.error(
      `content: ${problems.list.length} problem(s) in content/; nothing was built:\n${problems.format()}`,
    )
    process.exit(1)
  }
}
