/**
 * content/services/{slug}.md: a written service page, /services/{slug}, or with `parent`
 * /services/{parent}/{slug}. content/services/{slug}.yaml: a service page laid out in parts
 * (hero, service cards, before/after sliders, cost tiers, statistics, styles, process,
 * questions, towns), as kitchens and bathrooms are. The footer lists the services by `order`;
 * the main menu is written in content/navigation.yaml.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import type { DocContent, ServicePageContent } from '../../../shared/content/types'
import type { ServicePage } from '../../../shared/catalog/service-types'
import type { PagePath } from '../../../shared/routes'
import {
  moduleText,
  readMarkdownPage,
  reportIssues,
  textLinks,
  writtenPages,
  type Collection,
  type Links,
} from '../collection'
import { estimatorTiersModule, type LaidOutService } from '../estimator-tiers'
import { catalogFields, relatedPages, sitePath, SLUG, text } from '../fields'
import { readYaml, type SourceFile } from '../front-matter'
import type { TextLink } from '../markdown-where'
import {
  beforeAfter,
  card,
  exactly,
  faq,
  imageRef,
  paragraph,
  priceTier,
  processStep,
  section,
  statistic,
} from '../page-parts'
import { found, type Problems } from '../problems'
import { resolveTokens } from '../tokens'

const serviceFields = {
  ...catalogFields,
  /** position in the footer and the lists of services, lowest first */
  order: z.number(
    'must be a number: its place in the footer and the lists of services, lowest first',
  ),
  parent: z
    .string('must be the file name of the service this one belongs under, such as garage-systems')
    .regex(
      SLUG,
      'must be the file name of the service this one belongs under, such as garage-systems',
    )
    .optional(),
}

/** A laid-out page (.yaml): its facts and its parts. */
export const laidOutServiceFields = z.object({
  ...serviceFields,
  hero: z.object({ eyebrow: text(2, 80), intro: paragraph, image: imageRef }),
  services: exactly(card, 6, 'service cards'),
  sliders: exactly(beforeAfter, 2, 'before/after sliders'),
  costGuide: section.extend({
    tiers: z.array(priceTier).min(2, 'must list at least 2 price tiers'),
    notes: z.array(paragraph),
  }),
  statistics: z.array(statistic).min(1).max(6),
  styles: section.extend({ items: z.array(card).min(1) }),
  process: section.extend({ steps: exactly(processStep, 12, 'process steps') }),
  faqs: z.array(faq).min(1),
  towns: z.array(
    z
      .string()
      .regex(SLUG, 'must be the file name of a town page in content/towns, such as scarsdale'),
  ),
  related: z.array(sitePath).min(1).max(8),
  cta: section.extend({ text: paragraph }),
  extras: section.extend({ items: z.array(card).min(1) }).optional(),
})

/** What the page component lays out, without the facts the registry holds. */
function laidOutContent(slug: string, data: z.output<typeof laidOutServiceFields>) {
  const {
    label: _l,
    title: _t,
    heading: _h,
    description: _d,
    order: _o,
    parent: _p,
    ...parts
  } = data
  return { slug, ...parts, related: parts.related as PagePath[] } satisfies ServicePageContent
}

/** A written page's front matter (.md). */
export const serviceFrontMatter = z.object({
  ...serviceFields,
  related: relatedPages,
})

type Service = {
  slug: string
  source: SourceFile
  data: z.output<z.ZodObject<typeof serviceFields>>
  /** the written text; none for a laid-out page */
  doc?: DocContent
  links?: TextLink[]
  /** the parts of a laid-out page */
  parts?: ReturnType<typeof laidOutContent>
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
  const text = readFileSync(join(dir, name), 'utf8')
  if (extension === 'yaml') {
    const yaml = readYaml(resolveTokens(text, file, problems), file, problems)
    const source: SourceFile = { file, ...yaml, body: '', bodyLine: 1 }
    const parsed = laidOutServiceFields.safeParse(source.data)
    if (parsed.success) {
      checkParts(source, parsed.data, dir, problems)
      return { slug, source, data: parsed.data, parts: laidOutContent(slug, parsed.data) }
    }
    if (source.readable) reportIssues(source, parsed.error, problems)
    return undefined
  }
  const page = readMarkdownPage(text, file, slug, serviceFrontMatter, problems)
  if (!page) return undefined
  const { related: _related, ...data } = page.data
  return { slug, source: page.source, data, doc: page.doc, links: page.links }
}

/** A laid-out page's sliders name finished projects and its town links name town pages. */
function checkParts(
  source: SourceFile,
  data: z.output<typeof laidOutServiceFields>,
  servicesDir: string,
  problems: Problems,
) {
  const contentDir = join(servicesDir, '..')
  data.sliders.forEach((slider, index) => {
    if (!existsSync(join(contentDir, 'gallery', `${slider.caseStudy}.md`))) {
      problems.add(
        source.file,
        `'sliders.${index}.caseStudy' must be the file name of a project in content/gallery, found ${found(slider.caseStudy)}`,
        source.lineAt?.(['sliders', index, 'caseStudy']),
      )
    }
  })
  data.towns.forEach((town, index) => {
    if (!existsSync(join(contentDir, 'towns', `${town}.md`))) {
      problems.add(
        source.file,
        `'towns.${index}' must be the file name of a town page in content/towns, found ${found(town)}`,
        source.lineAt?.(['towns', index]),
      )
    }
  })
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

/** The services' index facts, lowest `order` first, and the written pages' text. */
export function readServices(contentDir: string, problems: Problems) {
  const dir = join(contentDir, 'services')
  if (!existsSync(dir)) {
    problems.add('content/services', 'the folder is missing')
    return { services: [], bodies: [], links: [], laidOut: [], written: [] }
  }
  const names = readdirSync(dir).sort()
  for (const name of names.filter((n) => n.endsWith('.md'))) {
    const twin = name.replace(/\.md$/, '.yaml')
    if (names.includes(twin)) {
      problems.add(
        `content/services/${name}`,
        `content/services/${twin} is the same page, laid out in parts: keep one of the two files`,
      )
    }
  }
  const read = names
    .filter((name) => !(name.endsWith('.md') && names.includes(name.replace(/\.md$/, '.yaml'))))
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
  const laidOut: LaidOutService[] = read.flatMap((s) =>
    s.parts ? [{ source: s.source, parts: s.parts }] : [],
  )
  const written = read.filter((s) => s.doc)
  const bodies = written.map((s) => s.doc!)
  const links: Links[] = [
    ...written.flatMap((s) => [
      { file: s.source.file, field: 'related', paths: s.doc!.related },
      ...textLinks(s.source.file, s.links ?? []),
    ]),
    ...laidOut.map(({ source, parts }) => ({
      file: source.file,
      field: 'related',
      paths: parts.related,
    })),
  ]
  return {
    services,
    bodies,
    links,
    laidOut,
    written: writtenPages(read),
  }
}

/** The service pages: the index the registry, menus and footer read, and the written text. */
export const services: Collection = {
  name: 'services',
  compile(contentDir, problems) {
    const { services, bodies, links, laidOut, written } = readServices(contentDir, problems)
    const tiers = estimatorTiersModule(laidOut, problems)
    // one module per laid-out page, so a page fetches its own parts only
    const pageModules = Object.fromEntries(
      laidOut.map(({ parts }) => [
        `bodies/service-page-${parts.slug}.ts`,
        moduleText("import type { ServicePageContent } from '../../shared/content/types'\n", {
          servicePage: { type: 'ServicePageContent', value: parts },
        }),
      ]),
    )
    const loaders = laidOut
      .map(
        ({ parts }) =>
          `  ${JSON.stringify(parts.slug)}: () => import('../bodies/service-page-${parts.slug}').then((m) => m.servicePage),\n`,
      )
      .join('')
    return {
      modules: {
        ...pageModules,
        'loaders/service-pages.ts': `// Written by scripts/content/compile.ts from content/: edit those files, not this one.\nimport type { ServicePageContent } from '../../shared/content/types'\n\n/** The service pages laid out in parts, each fetched on its own. */\nexport const servicePageLoaders: Readonly<Record<string, () => Promise<ServicePageContent>>> = {\n${loaders}}\n`,
        'catalog/services.ts': moduleText(
          "import type { ServicePage } from '../../shared/catalog/service-types'\n",
          { services: { type: 'readonly ServicePage[]', value: services } },
        ),
        ...(tiers ? { 'catalog/estimator-tiers.ts': tiers } : {}),
        'bodies/services.ts': moduleText(
          "import type { DocContent } from '../../shared/content/types'\n",
          {
            serviceBodies: { type: 'DocContent[]', value: bodies },
          },
        ),
      },
      links,
      written,
    }
  },
}
