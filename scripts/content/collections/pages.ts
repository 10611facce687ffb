import { z } from 'zod'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  moduleText,
  readMarkdownCollection,
  writtenPages,
  pick,
  relatedLinks,
  reportIssues,
  type Collection,
} from '../collection'
import { catalogFields, sitePath, SLUG, text } from '../fields'
import { readYaml } from '../front-matter'
import { imageRef } from '../page-parts'
import type { ImageRef, PageParts } from '../../../shared/content/types'
import { found, type Problems } from '../problems'

/**
 * content/pages/{name}.md: one of the site's one-of-a-kind written pages (the showroom, the
 * legal pages, the news, the introductions of the indexes). content/pages/{name}.yaml: the name,
 * title and description of a page laid out by its own components (contact, estimate, sitemap,
 * offline). The file name says which page it is: privacy-policy.md is the privacy policy. A new
 * file needs its route in shared/routes.ts.
 */
const pageFields = {
  ...catalogFields,
  /** a page such as Thank You has a short heading */
  heading: text(4, 90),
  /** the picture under the heading, where the page has one */
  image: imageRef.optional(),
}

/** A laid-out page's facts (.yaml), and the numbered steps a page such as the estimate shows. */
export const laidOutPageFields = z.object({
  ...pageFields,
  steps: z.array(text(10, 200)).min(1).max(6).optional(),
})

export const pageFrontMatter = z.object({
  ...pageFields,
  related: z
    .array(sitePath, 'must be a list of page addresses')
    .max(8, 'must list at most 8 related pages'),
})

/** privacy-policy → privacyPolicy, the key the route registry names the page by. */
export const pageKey = (slug: string) =>
  slug.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())

/** The .yaml files of content/pages, checked; those with problems are left out (reported). */
function readLaidOutPages(contentDir: string, problems: Problems) {
  const dir = join(contentDir, 'pages')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .flatMap((name) => {
      const file = `content/pages/${name}`
      const slug = name.slice(0, -'.yaml'.length)
      if (!SLUG.test(slug)) {
        problems.add(
          file,
          `the file name says which page it is: use lower-case words joined by dashes, found ${found(name)}`,
        )
        return []
      }
      const yaml = readYaml(readFileSync(join(dir, name), 'utf8'), file, problems)
      const parsed = laidOutPageFields.safeParse(yaml.data)
      if (parsed.success) return [{ slug, file, data: parsed.data, lineOf: yaml.lineOf }]
      if (yaml.readable)
        reportIssues({ file, body: '', bodyLine: 1, ...yaml }, parsed.error, problems)
      return []
    })
}

/** The written pages: their index facts by key and their text. */
export const pages: Collection = {
  name: 'pages',
  compile(contentDir, problems) {
    const read = readMarkdownCollection(contentDir, 'pages', pageFrontMatter, problems, {
      alongside: '.yaml',
    })
    const laidOut = readLaidOutPages(contentDir, problems)
    for (const page of laidOut) {
      if (read.some((written) => written.slug === page.slug)) {
        problems.add(
          page.file,
          `content/pages/${page.slug}.md describes the same page: keep one of the two files`,
        )
      }
    }
    const parts: Record<string, PageParts> = Object.fromEntries(
      [...read, ...laidOut].flatMap(({ slug, data }) => {
        const { image, steps } = data as { image?: ImageRef; steps?: string[] }
        return image || steps
          ? [[pageKey(slug), { ...(image ? { image } : {}), ...(steps ? { steps } : {}) }]]
          : []
      }),
    )
    const facts = Object.fromEntries(
      [...read, ...laidOut].map(({ slug, data }) => [
        pageKey(slug),
        {
          label: data.label,
          title: data.title,
          heading: data.heading,
          description: data.description,
        },
      ]),
    )
    const bodies = read.map((page) => ({ ...page.doc, id: pageKey(page.slug) }))
    return {
      modules: {
        'catalog/pages.ts': moduleText(
          "import type { CatalogPage } from '../../shared/catalog/types'\n",
          {
            writtenPages: {
              // the keys spelled out, so the registry names each page it expects to exist
              type: `{ readonly [key in ${
                Object.keys(facts)
                  .map((key) => `'${key}'`)
                  .join(' | ') || 'never'
              }]: Omit<CatalogPage, 'slug'> }`,
              value: facts,
            },
          },
        ),
        'frame/page-parts.ts': moduleText(
          "import type { PageParts } from '../../shared/content/types'\n",
          { pageParts: { type: 'Readonly<Record<string, PageParts>>', value: parts } },
        ),
        'bodies/pages.ts': moduleText(
          "import type { DocContent } from '../../shared/content/types'\n",
          { sitePageBodies: { type: 'DocContent[]', value: bodies } },
        ),
      },
      links: relatedLinks(read),
      written: [
        ...writtenPages(read),
        ...laidOut.map(({ file, data, lineOf }) => ({
          file,
          lineOf,
          ...pick(data),
          links: [],
        })),
      ],
    }
  },
}
