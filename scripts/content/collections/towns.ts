/**
 * content/towns/{slug}.md: one Westchester place, /westchester/{slug}/kitchen-bath-remodeling.
 * The place's facts are front matter (name, kind, parent town, ZIPs, position, neighbours); the
 * text is five fixed sections of one paragraph each, in the order the page shows them.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import type { RichText, TownContent } from '../../../shared/content/types'
import {
  PLACE_KINDS,
  WESTCHESTER_BOUNDS as BOUNDS,
  type WestchesterPlace,
} from '../../../shared/catalog/place-types'
import { moduleText, reportIssues, textLinks, type Collection, type Links } from '../collection'
import { SLUG, text } from '../fields'
import { readMarkdownFile, type SourceFile } from '../front-matter'
import { markdownToDoc } from '../markdown'
import { found, type Problems } from '../problems'
import { resolveTokens } from '../tokens'

/** The sections of a town file, by the TownContent field each one fills. */
export const TOWN_SECTIONS = {
  setting: 'Where it is',
  homes: 'Homes',
  projects: 'What remodels here involve',
  permits: 'Permits',
  tip: 'A local tip',
} as const

type TownText = Record<keyof typeof TOWN_SECTIONS, RichText>

const townSlug = z
  .string('must be the file name of a town page, such as somers')
  .regex(SLUG, 'must be the file name of a town page, such as somers')

const between = (what: string, min: number, max: number, example: string) =>
  z
    .number(`must be a number: the ${what} of the place's centre, e.g. ${example}`)
    .min(min, `must be a ${what} inside Westchester, between ${min} and ${max}`)
    .max(max, `must be a ${what} inside Westchester, between ${min} and ${max}`)

export const townFrontMatter = z.object({
  town: text(2, 40).meta({ title: 'Place name' }),
  kind: z
    .enum(PLACE_KINDS, `must be one of ${PLACE_KINDS.join(', ')}`)
    .meta({ title: 'Kind of place' }),
  /** the town(s) it belongs to, e.g. Greenburgh or Somers/Yorktown; none for a municipality */
  parent: text(2, 60).optional().meta({
    title: 'Part of',
    description: 'The town it belongs to, e.g. Greenburgh; empty for a town.',
  }),
  // an unquoted 10514 is read as a number: accept it as the same ZIP
  zips: z
    .array(
      z.coerce.string().regex(/^\d{5}$/, 'must be a ZIP code of 5 digits, e.g. "10514"'),
      'must be a list of ZIP codes, e.g. ["10514"]',
    )
    .min(1, 'must list at least one ZIP code')
    .meta({ title: 'ZIP codes' }),
  lat: between('latitude', BOUNDS.south, BOUNDS.north, '41.158').meta({
    title: 'Latitude of its centre',
    description: 'For the distance from the showroom, e.g. 41.158.',
  }),
  lng: between('longitude', BOUNDS.west, BOUNDS.east, '-73.771').meta({
    title: 'Longitude of its centre',
    description: 'e.g. -73.771',
  }),
  nearby: z
    .array(townSlug, 'must be a list of neighbouring town pages, e.g. [somers, katonah]')
    .min(2, 'must list 2 to 4 neighbouring town pages')
    .max(4, 'must list 2 to 4 neighbouring town pages')
    .meta({
      title: 'Neighbouring places',
      description: 'The file names of 2 to 4 nearby town pages, e.g. katonah.',
    }),
  /** in lists, right after this place instead of in alphabetical order */
  listedAfter: townSlug.optional(),
})

const FIELDS = Object.keys(townFrontMatter.shape)

/** Fields the schema would silently drop: most likely a misspelt name. */
function unknownFields(source: SourceFile, problems: Problems) {
  for (const key of Object.keys(source.data)) {
    if (!FIELDS.includes(key)) {
      problems.add(
        source.file,
        `'${key}' is not a field of a town page: use ${FIELDS.join(', ')}`,
        source.lineOf(key),
      )
    }
  }
}

/** The five texts of a file: each heading once, each holding one paragraph. */
function townText(source: SourceFile, problems: Problems, inText: Links[]): TownText | undefined {
  const { file, body, bodyLine } = source
  const { sections, faqs, links } = markdownToDoc(body, { file, bodyLine, problems })
  inText.push(...textLinks(file, links))
  // the line of each heading, in the order remark finds them
  const headingLines = body
    .split('\n')
    .flatMap((line, index) => (/^#{1,6}\s/.test(line) ? [bodyLine + index] : []))
  const expected = Object.values(TOWN_SECTIONS).map((h) => `"## ${h}"`)
  const result: Partial<TownText> = {}
  let ok = true
  sections.forEach((section, index) => {
    const line = headingLines[index]
    const paragraph = section.blocks[0]
    const field = (Object.keys(TOWN_SECTIONS) as (keyof TownText)[]).find(
      (key) => TOWN_SECTIONS[key] === section.heading,
    )
    if (!field) {
      problems.add(
        file,
        `"## ${section.heading}" is not a section of a town page: use ${expected.join(', ')}`,
        line,
      )
    } else if (result[field] !== undefined) {
      problems.add(file, `"## ${section.heading}" is there twice: keep one`, line)
    } else if (section.blocks.length !== 1 || paragraph?.kind !== 'p') {
      const what = section.blocks.length === 0 ? 'nothing' : `${section.blocks.length} blocks`
      problems.add(
        file,
        `"## ${section.heading}" must hold one paragraph (the page shows it as one), found ${what}`,
        line,
      )
    } else {
      result[field] = paragraph.text
      return
    }
    ok = false
  })
  if (faqs.length) {
    problems.add(file, 'a town page has no questions and answers: remove the :::faq blocks')
    ok = false
  }
  for (const [field, heading] of Object.entries(TOWN_SECTIONS)) {
    if (
      result[field as keyof TownText] === undefined &&
      sections.every((s) => s.heading !== heading)
    ) {
      problems.add(file, `the section "## ${heading}" is missing`)
      ok = false
    }
  }
  return ok ? (result as TownText) : undefined
}

type Town = {
  slug: string
  source: SourceFile
  data: z.output<typeof townFrontMatter>
  /** undefined when the sections have problems (already reported) */
  text?: TownText
}

/** Alphabetical by name; a place with `listedAfter` right after that place. */
function inListOrder(towns: readonly Town[]): Town[] {
  const byName = (a: Town, b: Town) =>
    a.data.town.localeCompare(b.data.town, 'en') || a.slug.localeCompare(b.slug, 'en')
  return towns
    .filter((t) => !t.data.listedAfter)
    .sort(byName)
    .flatMap((t) => [t, ...towns.filter((f) => f.data.listedAfter === t.slug).sort(byName)])
}

/** Neighbours and list positions that must name other town files. */
function checkReferences(towns: readonly Town[], slugs: ReadonlySet<string>, problems: Problems) {
  const bySlug = new Map(towns.map((t) => [t.slug, t]))
  for (const { slug, source, data } of towns) {
    const line = source.lineOf('nearby')
    for (const other of data.nearby) {
      if (other === slug) problems.add(source.file, `'nearby' names the place itself`, line)
      else if (!slugs.has(other)) {
        problems.add(
          source.file,
          `'nearby' names ${found(other)}, which is not a file in content/towns`,
          line,
        )
      }
    }
    if (new Set(data.nearby).size !== data.nearby.length) {
      problems.add(source.file, `'nearby' names a place twice`, line)
    }
    const after = data.listedAfter
    if (after === undefined) continue
    const where = source.lineOf('listedAfter')
    if (after === slug || !slugs.has(after)) {
      problems.add(
        source.file,
        `'listedAfter' names ${found(after)}, which is not another file in content/towns`,
        where,
      )
    } else if (bySlug.get(after)?.data.listedAfter) {
      problems.add(
        source.file,
        `'listedAfter' names ${found(after)}, which is itself listed after another place: name that one`,
        where,
      )
    }
  }
}

export const towns: Collection = {
  name: 'towns',
  compile(contentDir, problems) {
    const dir = join(contentDir, 'towns')
    const names = readdirSync(dir).sort()
    const slugs = new Set(names.filter((n) => n.endsWith('.md')).map((n) => n.slice(0, -3)))
    const read: Town[] = []
    const inText: Links[] = []
    for (const name of names) {
      const file = `content/towns/${name}`
      const slug = name.replace(/\.md$/, '')
      if (!name.endsWith('.md') || !SLUG.test(slug)) {
        problems.add(
          file,
          `a town page is a .md file named with lower-case words joined by dashes, found ${found(name)}`,
        )
        continue
      }
      const raw = readFileSync(join(dir, name), 'utf8')
      const source = readMarkdownFile(resolveTokens(raw, file, problems), file, problems)
      const parsed = townFrontMatter.safeParse(source.data)
      const text = townText(source, problems, inText)
      if (source.readable) unknownFields(source, problems)
      if (!parsed.success) {
        if (source.readable) reportIssues(source, parsed.error, problems)
        continue
      }
      read.push({ slug, source, data: parsed.data, ...(text ? { text } : {}) })
    }
    checkReferences(read, slugs, problems)
    // a file with problems writes nothing: the compiler stops before writing
    const ordered = inListOrder(read).flatMap((t) => (t.text ? [{ ...t, text: t.text }] : []))
    const places: WestchesterPlace[] = ordered.map(({ slug, data }) => ({
      slug,
      town: data.town,
      kind: data.kind,
      ...(data.parent ? { parent: data.parent } : {}),
      zips: data.zips,
    }))
    const content: TownContent[] = ordered.map(({ slug, data, text }) => ({
      slug,
      lat: data.lat,
      lng: data.lng,
      setting: text.setting,
      homes: text.homes,
      projects: text.projects,
      permits: text.permits,
      tip: text.tip,
      nearby: data.nearby,
    }))
    return {
      modules: {
        'catalog/towns.ts': moduleText(
          "import type { WestchesterPlace } from '../../shared/catalog/place-types'\n",
          { westchesterPlaces: { type: 'readonly WestchesterPlace[]', value: places } },
        ),
        'bodies/towns.ts': moduleText(
          "import type { TownContent } from '../../shared/content/types'\n",
          {
            townContent: { type: 'TownContent[]', value: content },
          },
        ),
      },
      links: inText,
    }
  },
}
