/**
 * content/guides/topics/{slug}.md: a topic guide, /guides/topics/{slug}.
 * content/guides/towns/{slug}.md: a town guide, /guides/towns/{slug}, tied to a town page.
 * Each lists in the guides index by its `order`; the text is written Markdown like the blog's.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import type { DocContent } from '../../../shared/content/types'
import type { TopicGuide, TownGuide } from '../../../shared/catalog/guide-types'
import {
  moduleText,
  readMarkdownCollection,
  writtenPages,
  relatedLinks,
  type Collection,
  type Page,
} from '../collection'
import { catalogFields, relatedPages, SLUG } from '../fields'
import { found, type Problems } from '../problems'

/** The two kinds of guide, each a folder under content/guides. */
export const GUIDE_FOLDERS = ['topics', 'towns'] as const

const guideFields = {
  ...catalogFields,
  /** position in the guides index, lowest first */
  order: z.number('must be a number: its place in the list of guides, lowest first'),
  related: relatedPages,
}

export const topicGuideFrontMatter = z.object(guideFields)

export const townGuideFrontMatter = z.object({
  ...guideFields,
  place: z
    .string('must be the file name of a town page in content/towns, such as scarsdale')
    .regex(SLUG, 'must be the file name of a town page in content/towns, such as scarsdale'),
  // an unquoted 10583 is read as a number: accept it as the same ZIP
  zip: z.coerce.string().regex(/^\d{5}$/, 'must be a ZIP code of 5 digits, e.g. "10583"'),
})

type Ordered = { slug: string; data: { order: number } }
const byOrder = (a: Ordered, b: Ordered) =>
  a.data.order - b.data.order || a.slug.localeCompare(b.slug)

const facts = ({ slug, data }: Page<z.output<typeof topicGuideFrontMatter>>): TopicGuide => ({
  slug,
  label: data.label,
  title: data.title,
  heading: data.heading,
  description: data.description,
})

/** The guides' index facts and text, read and checked. */
export function readGuides(contentDir: string, problems: Problems) {
  const folder = join(contentDir, 'guides')
  for (const name of existsSync(folder) ? readdirSync(folder) : []) {
    if (!(GUIDE_FOLDERS as readonly string[]).includes(name)) {
      problems.add(
        `content/guides/${name}`,
        `a guide belongs in content/guides/topics (a subject) or content/guides/towns (a town): move it into one of them`,
      )
    }
  }
  const topics = readMarkdownCollection(
    contentDir,
    'guides/topics',
    topicGuideFrontMatter,
    problems,
  ).sort(byOrder)
  const towns = readMarkdownCollection(
    contentDir,
    'guides/towns',
    townGuideFrontMatter,
    problems,
  ).sort(byOrder)
  const topicSlugs = new Set(topics.map((page) => page.slug))
  for (const town of towns) {
    if (topicSlugs.has(town.slug)) {
      problems.add(
        town.source.file,
        `a topic guide has the same file name (content/guides/topics/${town.slug}.md): rename one of them`,
      )
    }
    if (!existsSync(join(contentDir, 'towns', `${town.data.place}.md`))) {
      problems.add(
        town.source.file,
        `'place' must be the file name of a town page in content/towns, found ${found(town.data.place)}`,
        town.source.lineOf('place'),
      )
    }
  }
  const topicGuides: TopicGuide[] = topics.map(facts)
  const townGuides: TownGuide[] = towns.map((page) => {
    const { slug, ...rest } = facts(page)
    return { slug, placeSlug: page.data.place, zip: page.data.zip, ...rest }
  })
  // a guide's body is found by its address's last part, whichever folder it is in
  const bodies: DocContent[] = [...topics, ...towns].map(({ slug, doc }) => ({ ...doc, id: slug }))
  return { topicGuides, townGuides, bodies, pages: [...topics, ...towns] }
}

/** The topic and town guides: the index the registry reads, and their text. */
export const guides: Collection = {
  name: 'guides',
  compile(contentDir, problems) {
    const { topicGuides, townGuides, bodies, pages } = readGuides(contentDir, problems)
    return {
      modules: {
        'catalog/guides.ts': moduleText(
          "import type { TopicGuide, TownGuide } from '../../shared/catalog/guide-types'\n",
          {
            topicGuides: { type: 'readonly TopicGuide[]', value: topicGuides },
            townGuides: { type: 'readonly TownGuide[]', value: townGuides },
          },
        ),
        'bodies/guides.ts': moduleText(
          "import type { DocContent } from '../../shared/content/types'\n",
          {
            guideBodies: { type: 'DocContent[]', value: bodies },
          },
        ),
      },
      links: relatedLinks(pages),
      written: writtenPages(pages),
    }
  },
}
