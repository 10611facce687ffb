import { describe, expect, it } from 'vitest'
import { townContent } from '../../.content/bodies/towns'
import { westchesterPlaces } from '../../shared/catalog/westchester-places'
import { findRoute, routeByPath, routes, type PageRoute } from '../../shared/routes'
import { docLoader } from './loaders'
import { plainText } from './rich-text'
import { glossary, worksheets } from '../../.content/bodies/learning-resources'
import type { DocContent } from './types'
import { wordCount } from './word-count'

/** Every route with a written body, with that body. */
async function bodies(): Promise<{ route: PageRoute; doc: DocContent }[]> {
  const found: { route: PageRoute; doc: DocContent }[] = []
  for (const route of routes) {
    const loader = docLoader(route)
    if (!loader) continue
    const doc = (await loader()).find((d) => d.id === route.contentId)
    expect(doc, `no body for ${route.path}`).toBeDefined()
    found.push({ route, doc: doc! })
  }
  return found
}

/** The least words a written page of each template must have. */
const MINIMUM_WORDS: Partial<Record<PageRoute['template'], number>> = {
  learning: 600,
  article: 700,
  'topic-guide': 600,
  'town-guide': 600,
  service: 600,
  'town-service': 500,
  location: 500,
  showroom: 500,
  legal: 500,
  news: 300,
}

describe('the content library', () => {
  it('has a body for every written page, each with real sections and registered links', async () => {
    const all = await bodies()
    expect(all.length).toBeGreaterThanOrEqual(95)
    for (const { route, doc } of all) {
      expect(doc.sections.length, route.path).toBeGreaterThan(0)
      for (const section of doc.sections) {
        expect(section.heading.trim(), route.path).not.toBe('')
        expect(section.blocks.length, `${route.path} ${section.heading}`).toBeGreaterThan(0)
      }
      expect(doc.related.length, route.path).toBeGreaterThanOrEqual(3)
      for (const path of doc.related)
        expect(findRoute(path), `${route.path} → ${path}`).toBeDefined()
      expect(doc.related, route.path).not.toContain(route.path)
    }
  })

  it('meets the word minimum of every kind of page', async () => {
    const short: string[] = []
    // the glossary and worksheet pages show their terms and fields besides the body
    const extra: Record<string, string> = {
      'resources/glossary': glossary.map((t) => `${t.term} ${t.definition}`).join(' '),
      'resources/worksheets': worksheets
        .map((w) =>
          [
            w.title,
            w.intro,
            ...w.fields.map((f) => `${f.label} ${'hint' in f ? f.hint : ''}`),
          ].join(' '),
        )
        .join(' '),
    }
    for (const { route, doc } of await bodies()) {
      const minimum = MINIMUM_WORDS[route.template]
      const words = wordCount(doc) + (extra[route.contentId]?.split(/\s+/).length ?? 0)
      if (minimum && words < minimum) short.push(`${route.path}: ${words}`)
    }
    expect(short).toEqual([])
  })

  it('never repeats a paragraph on two pages', async () => {
    const seen = new Map<string, string>()
    const repeated: string[] = []
    for (const { route, doc } of await bodies()) {
      for (const block of doc.sections.flatMap((s) => s.blocks)) {
        if (block.kind !== 'p') continue
        const text = plainText(block.text)
        if (text.length < 80) continue
        const other = seen.get(text)
        if (other && other !== route.path) repeated.push(`${other} & ${route.path}`)
        seen.set(text, route.path)
      }
    }
    expect(repeated).toEqual([])
  })

  it('keeps words a homeowner cannot trust out of the copy', async () => {
    const hype = /\b(best-in-class|world-class|unparalleled|ultimate|lorem\s+ipsum)\b/i
    for (const { route, doc } of await bodies()) {
      expect(JSON.stringify(doc), route.path).not.toMatch(hype)
    }
  })

  it('fetches the text of every encyclopedia section (a new section needs its loader line)', () => {
    for (const route of routes.filter((r) => r.template === 'learning'))
      expect(docLoader(route), route.path).toBeDefined()
  })

  it('has a glossary of at least 60 terms in order, and the worksheets', () => {
    expect(glossary.length).toBeGreaterThanOrEqual(60)
    const terms = glossary.map((t) => t.term.toLowerCase())
    expect(terms).toEqual([...terms].sort((a, b) => a.localeCompare(b)))
    expect(new Set(terms).size).toBe(terms.length)
    expect(worksheets.map((w) => w.id)).toEqual(
      expect.arrayContaining([
        'budget',
        'kitchen-measurements',
        'selections',
        'contractor-questions',
      ]),
    )
    for (const sheet of worksheets) expect(sheet.fields.length).toBeGreaterThanOrEqual(8)
  })

  it('describes every Westchester place, with neighbours that exist and a position nearby', () => {
    expect(townContent.map((t) => t.slug)).toEqual(westchesterPlaces.map((p) => p.slug))
    const slugs = new Set(westchesterPlaces.map((p) => p.slug))
    for (const town of townContent) {
      expect(town.nearby.length, town.slug).toBeGreaterThanOrEqual(2)
      for (const slug of town.nearby)
        expect(slugs.has(slug) && slug !== town.slug, town.slug).toBe(true)
      // Westchester lies between these parallels and meridians
      expect(town.lat, town.slug).toBeGreaterThan(40.88)
      expect(town.lat, town.slug).toBeLessThan(41.37)
      expect(town.lng, town.slug).toBeGreaterThan(-73.99)
      expect(town.lng, town.slug).toBeLessThan(-73.48)
      expect(routeByPath.has(`/westchester/${town.slug}/kitchen-bath-remodeling`)).toBe(true)
    }
  })
})
