/**
 * What a content collection is to the compiler, and the reading every Markdown collection
 * shares. Each collection (collections/*.ts) reads its folder and says which modules it writes.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { z } from 'zod'
import type { DocContent } from '../../shared/content/types'
import { SLUG } from './fields'
import { readMarkdownFile, readYaml, type SourceFile } from './front-matter'
import { markdownToDoc } from './markdown'
import type { TextLink } from './markdown-where'
import { found, type Problems } from './problems'
import { resolveTokens } from './tokens'

/**
 * Addresses a file names, checked against the registry once every page is known: a field's
 * list (`related`) or value (`menu.3.href`), or a link in the text, each with its line where
 * it is known.
 */
export type Links = { file: string; field: string; paths: readonly string[]; line?: number }

/** The field name of a link in a file's text. */
export const TEXT_LINK = 'link'

/** The links in a file's text, one entry each so a wrong one is reported on its line. */
export function textLinks(file: string, links: readonly TextLink[]): Links[] {
  return links.map(({ path, line }) => ({ file, field: TEXT_LINK, paths: [path], line }))
}

export type CollectionOutput = {
  /** generated modules by path under .content/ (catalog/… for the registry, bodies/… for text) */
  modules: Record<string, string>
  links: Links[]
  /** the pages the site-wide rules read (site-rules.ts) */
  written?: WrittenPage[]
}

/**
 * A page as the site-wide rules read it (words, repeated text, each page's own title, the cost
 * guides' link to the estimator): its file, its index facts and, for a written page, its text.
 */
export type WrittenPage = {
  file: string
  lineOf: (field: string) => number | undefined
  title?: string
  heading?: string
  description?: string
  /** listed with the cost guides: it must link to the estimator */
  costGuide?: boolean
  doc?: DocContent
  /** words the page shows besides its body (the glossary's terms) */
  extraText?: string
  links: readonly TextLink[]
  /** the body as written, and the line it starts on, to find the line of a paragraph */
  text?: string
  bodyLine?: number
}

export type Collection = {
  name: string
  compile: (contentDir: string, problems: Problems) => CollectionOutput
}

/** A checked Markdown page: its slug, the file's path under its folder, front matter and body. */
export type Page<T> = {
  slug: string
  /** the path under the collection folder without .md, e.g. kitchens/layouts */
  path: string
  source: SourceFile
  data: T
  doc: DocContent
  /** the links to pages of this site in the text */
  links: TextLink[]
}

type Issue = z.core.$ZodIssue

/**
 * A value that fits none of a union's options is named where it goes wrong. An option that failed
 * on the value's kind alone (text where a group is written) says nothing; when one option is left,
 * its own issues name the field: `homeGuide.bathroom.basicRefresh`, not the group that holds it.
 */
function whereWrong(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union') return [issue]
  const telling = issue.errors.filter(
    (option) => !option.every((inner) => inner.code === 'invalid_type' && inner.path.length === 0),
  )
  if (telling.length !== 1) return [issue]
  return telling[0]!.flatMap(whereWrong).map((inner) => ({
    ...inner,
    path: [...issue.path, ...inner.path],
  }))
}

/** Turns zod's issues into lines naming the field, what it must be and what it is. */
export function reportIssues(source: SourceFile, error: z.ZodError, problems: Problems) {
  for (const issue of error.issues.flatMap(whereWrong)) {
    const [field] = issue.path
    const name = issue.path.map(String).join('.')
    const value = issue.path.reduce<unknown>(
      (at, key) =>
        at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined,
      source.data,
    )
    const what = value === undefined ? 'is missing' : `found ${found(value)}`
    const line = source.lineAt?.(issue.path) ?? source.lineOf(String(field))
    problems.add(source.file, `'${name}' ${issue.message}, ${what}`, line)
  }
}

/** The .md files under a folder, in a stable order, as paths relative to it ('a/b.md'). */
function markdownFiles(folder: string, nested: boolean, prefix = ''): string[] {
  return readdirSync(join(folder, prefix))
    .sort()
    .flatMap((name) => {
      const path = prefix ? `${prefix}/${name}` : name
      return nested && statSync(join(folder, path)).isDirectory()
        ? markdownFiles(folder, nested, path)
        : [path]
    })
}

/**
 * One Markdown page: tokens resolved, front matter checked by `schema`, the body read into
 * sections and FAQs, its id `path`. Undefined when the front matter has problems (reported).
 */
export function readMarkdownPage<S extends z.ZodType>(
  text: string,
  file: string,
  path: string,
  schema: S,
  problems: Problems,
): Omit<Page<z.output<S>>, 'slug' | 'path'> | undefined {
  const source = readMarkdownFile(resolveTokens(text, file, problems), file, problems)
  const parsed = schema.safeParse(source.data)
  const { sections, faqs, links } = markdownToDoc(source.body, {
    file,
    bodyLine: source.bodyLine,
    problems,
  })
  if (sections.length === 0) problems.add(file, 'the page has no text: add a "## " section')
  if (!parsed.success) {
    // a front matter that could not be read would only add "missing" to every field
    if (source.readable) reportIssues(source, parsed.error, problems)
    return undefined
  }
  const related = (parsed.data as { related?: string[] }).related ?? []
  const doc = { id: path, sections, ...(faqs.length ? { faqs } : {}), related } as DocContent
  return { source, data: parsed.data, doc, links }
}

/**
 * Reads and checks every page of a Markdown collection folder: front matter by `schema`, the
 * body into sections and FAQs, tokens such as {{figures.kitchen.midrange}} resolved. With
 * `nested`, pages may sit in sub-folders (content/learning/kitchens/layouts.md); files ending in
 * `alongside` (such as .yaml) are left to the caller.
 */
export function readMarkdownCollection<S extends z.ZodType>(
  contentDir: string,
  dir: string,
  schema: S,
  problems: Problems,
  options: { nested?: boolean; alongside?: string } = {},
): Page<z.output<S>>[] {
  const folder = join(contentDir, dir)
  if (!existsSync(folder)) {
    problems.add(`content/${dir}`, 'the folder is missing')
    return []
  }
  const pages: Page<z.output<S>>[] = []
  for (const name of markdownFiles(folder, options.nested ?? false)) {
    const file = `content/${dir}/${name}`
    if (options.alongside && name.endsWith(options.alongside)) continue
    if (!name.endsWith('.md')) {
      problems.add(
        file,
        `only ${options.alongside ? `.md and ${options.alongside}` : '.md'} files belong in this folder`,
      )
      continue
    }
    const path = name.slice(0, -3)
    const slug = path.split('/').at(-1) ?? ''
    if (!path.split('/').every((part) => SLUG.test(part))) {
      problems.add(
        file,
        `the file name becomes the page address: use lower-case words joined by dashes, found ${found(path)}`,
      )
    }
    const page = readMarkdownPage(
      readFileSync(join(folder, name), 'utf8'),
      file,
      path,
      schema,
      problems,
    )
    if (!page) continue
    pages.push({ slug, path, ...page })
  }
  return pages
}

/** Markdown pages as the site-wide rules read them. */
export function writtenPages(
  pages: readonly (Pick<Page<unknown>, 'source' | 'data'> & {
    doc?: DocContent | undefined
    links?: TextLink[] | undefined
  })[],
): WrittenPage[] {
  return pages.map(({ source, data, doc, links }) => {
    const facts = data as Partial<Record<'title' | 'heading' | 'description', string>> & {
      costGuide?: unknown
    }
    return {
      file: source.file,
      lineOf: source.lineOf,
      ...pick(facts),
      // an article's flag; a service page's costGuide is its section of prices
      ...(typeof facts.costGuide === 'boolean' ? { costGuide: facts.costGuide } : {}),
      ...(doc ? { doc } : {}),
      links: links ?? [],
      text: source.body,
      bodyLine: source.bodyLine,
    }
  })
}

/** The index facts a page has, for the site-wide rules. */
export function pick(
  facts: Partial<Record<'title' | 'heading' | 'description', unknown>>,
): Pick<WrittenPage, 'title' | 'heading' | 'description'> {
  const out: Pick<WrittenPage, 'title' | 'heading' | 'description'> = {}
  for (const field of ['title', 'heading', 'description'] as const) {
    const value = facts[field]
    if (typeof value === 'string') out[field] = value
  }
  return out
}

/** The `related` lists of pages and the links in their text, for the link check. */
export function relatedLinks(pages: readonly Page<unknown>[]): Links[] {
  return pages.flatMap((page) => [
    { file: page.source.file, field: 'related', paths: page.doc.related },
    ...textLinks(page.source.file, page.links),
  ])
}

/**
 * A generated TypeScript module: each export typed, so the compiler checks the data once more.
 * `imports` are written relative to the module's own folder under .content/.
 */
export function moduleText(
  imports: string,
  exports: Record<string, { type: string; value: unknown }>,
): string {
  const lines = Object.entries(exports).map(
    ([name, { type, value }]) =>
      `export const ${name}: ${type} = ${JSON.stringify(value, null, 2)}\n`,
  )
  return `// Written by scripts/content/compile.ts from content/: edit those files, not this one.\n${imports}\n${lines.join('\n')}`
}

/**
 * A YAML file of content/ (`file` as the owner sees it, content/…), its figures named in it
 * filled in, checked by its schema; undefined when it has problems (reported).
 */
export function readYamlFile<S extends z.ZodType>(
  contentDir: string,
  file: string,
  schema: S,
  problems: Problems,
): z.output<S> | undefined {
  return readCheckedYaml(contentDir, file, schema, problems)?.data
}

/** The same, with the file as read, for the line of a value the build checks later. */
export function readCheckedYaml<S extends z.ZodType>(
  contentDir: string,
  file: string,
  schema: S,
  problems: Problems,
): { data: z.output<S>; source: SourceFile } | undefined {
  const path = join(contentDir, file.replace(/^content\//, ''))
  if (!existsSync(path)) {
    problems.add(file, 'the file is missing')
    return undefined
  }
  const text = resolveTokens(readFileSync(path, 'utf8'), file, problems)
  const source: SourceFile = { file, body: '', bodyLine: 1, ...readYaml(text, file, problems) }
  const parsed = schema.safeParse(source.data)
  if (parsed.success) return { data: parsed.data, source }
  if (source.readable) reportIssues(source, parsed.error, problems)
  return undefined
}
