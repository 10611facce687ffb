/**
 * content/services/{slug}.md: a written service page, /services/{slug}, or with `parent`
 * /services/{parent}/{slug}. content/services/{slug}.yaml: the index facts of a service page
 * whose text is laid out by its own components (client/content/services/{slug}.ts). The menus
 * and the footer list the services by `order`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import type { DocContent } from '../../../client/content/types'
import type { ServicePage } from '../../../shared/catalog/service-types'
import { ROOT } from '../../build-info'
import {
  moduleText,
  readMarkdownPage,
  reportIssues,
  textLinks,
  type Collection,
  type Links,
} from '../collection'
import { catalogFields, relatedPages, SLUG } from '../fields'
import { readYaml, type SourceFile } from '../front-matter'
import type { TextLink } from '../markdown'
import { found, type Problems } from '../problems'
import { resolveTokens } from '../tokens'

/** Where the pages laid out by their own components keep their text. */
const LAID_OUT_DIR = join(ROOT, 'client/content/services')

const serviceFields = {
  ...catalogFields,
  /** position in the menus and the footer, lowest first */
  order: z.number('must be a number: its place in the menus and the footer, lowest first'),
  parent: z
    .string('must be the file name of the service this one belongs under, such as garage-systems')
    .regex(
      SLUG,
      'must be the file name of the service this one belongs under, such as garage-systems',
    )
    .optional(),
}

/** A laid-out page's facts (.yaml). */
export const laidOutServiceFields = z.object(serviceFields)

/** A written page's front matter (.md). */
export const serviceFrontMatter = z.object({
  ...serviceFields,
  related: relatedPages,
})

type Service = {
  slug: string
  source: SourceFile
  data: z.output<typeof laidOutServiceFields>
  /** the written text; none for a laid-out page */
  doc?: DocContent
  links?: TextLink[]
}

/** One file of content/services, checked; undefined when it has problems (reported). */
function readService(dir: string, name: string, problems: Problems): Service | undefined {
  const file = `content/services/${name}`
  const [, slug = '', extension] = /^(.*)\.(md|yaml)$/.exec(name) ?? []
  if (!extension || !SLUG.test(slug)) {
    problems.add(
      file,
      `a service is a .md file (or .yaml for kitchens and bathrooms) named with lower-case words joined by dashes, found ${found(name)}`,
    )
    return undefined
  }
  const laidOut = existsSync(join(LAID_OUT_DIR, `${slug}.ts`))
  if (extension === 'yaml' && !laidOut) {
    problems.add(
      file,
      `only the pages laid out by their own components (client/content/services) are .yaml: write this service as ${slug}.md, with its text`,
    )
    return undefined
  }
  if (extension === 'md' && laidOut) {
    problems.add(
      file,
      `this page is laid out from client/content/services/${slug}.ts, so Markdown text would never show: keep its facts in ${slug}.yaml`,
    )
    return undefined
  }
  const text = readFileSync(join(dir, name), 'utf8')
  if (extension === 'yaml') {
    const yaml = readYaml(resolveTokens(text, file, problems), file, problems)
    const source: SourceFile = { file, ...yaml, body: '', bodyLine: 1 }
    const parsed = laidOutServiceFields.safeParse(source.data)
    if (parsed.success) return { slug, source, data: parsed.data }
    if (source.readable) reportIssues(source, parsed.error, problems)
    return undefined
  }
  const page = readMarkdownPage(text, file, slug, serviceFrontMatter, problems)
  if (!page) return undefined
  const { related: _related, ...data } = page.data
  return { slug, source: page.source, data, doc: page.doc, links: page.links }
}

/** Every service may belong under one top-level service that exists. */
function checkParents(services: readonly Service[], problems: Problems) {
  const bySlug = new Map(services.map((s) => [s.slug, s]))
  for (const { source, data } of services) {
    if (!data.parent) continue
    const parent = bySlug.get(data.parent)
    const problem = !parent
      ? `must be the file name of another service in content/services`
      : parent.data.parent
        ? `names a service that itself belongs under ${found(parent.data.parent)}: a service can be only one level down`
        : undefined
    if (problem) {
      problems.add(
        source.file,
        `'parent' ${problem}, found ${found(data.parent)}`,
        source.lineOf('parent'),
      )
    }
  }
}

/** The services' index facts in menu order, and the written pages' text. */
export function readServices(contentDir: string, problems: Problems) {
  const dir = join(contentDir, 'services')
  if (!existsSync(dir)) {
    problems.add('content/services', 'the folder is missing')
    return { services: [], bodies: [], links: [] }
  }
  const read = readdirSync(dir)
    .sort()
    .flatMap((name) => readService(dir, name, problems) ?? [])
    .sort((a, b) => a.data.order - b.data.order || a.slug.localeCompare(b.slug))
  checkParents(read, problems)
  const services: ServicePage[] = read.map(({ slug, data }) => ({
    slug,
    label: data.label,
    title: data.title,
    heading: data.heading,
    description: data.description,
    ...(data.parent ? { parentSlug: data.parent } : {}),
  }))
  const written = read.filter((s) => s.doc)
  const bodies = written.map((s) => s.doc!)
  const links: Links[] = written.flatMap((s) => [
    { file: s.source.file, field: 'related', paths: s.doc!.related },
    ...textLinks(s.source.file, s.links ?? []),
  ])
  return { services, bodies, links }
}

/** The service pages: the index the registry, menus and footer read, and the written text. */
export const services: Collection = {
  name: 'services',
  compile(contentDir, problems) {
    const { services, bodies, links } = readServices(contentDir, problems)
    return {
      modules: {
        'catalog/services.ts': moduleText(
          "import type { ServicePage } from '../../shared/catalog/service-types'\n",
          { services: { type: 'readonly ServicePage[]', value: services } },
        ),
        'bodies/services.ts': moduleText(
          "import type { DocContent } from '../../client/content/types'\n",
          {
            serviceBodies: { type: 'DocContent[]', value: bodies },
          },
        ),
      },
      links,
    }
  },
}
