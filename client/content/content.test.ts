import { describe, expect, it } from 'vitest'
import { townContent } from '../../.content/bodies/towns'
import { westchesterPlaces } from '../../shared/catalog/westchester-places'
import { findRoute, routeByPath, routes, type PageRoute } from '../../shared/routes'
import { docLoader } from './loaders'
import type { DocContent } from '../../shared/content/types'

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

describe('the content library', () => {
  it('has a body for every written page, each with real sections and registered links', async () => {
    const all = await bodies()
    for (const { route, doc } of all) {
      expect(doc.sections.length, route.path).toBeGreaterThan(0)
      for (const section of doc.sections) {
        expect(section.heading.trim(), route.path).not.toBe('')
        expect(section.blocks.length, `${route.path} ${section.heading}`).toBeGreaterThan(0)
      }
      for (const path of doc.related)
        expect(findRoute(path), `${route.path} → ${path}`).toBeDefined()
    }
  })

  it('fetches the text of every encyclopedia section (a new section needs its loader line)', () => {
    for (const route of routes.filter((r) => r.template === 'learning'))
      expect(docLoader(route), route.path).toBeDefined()
  })

  // the neighbours and the position of each place are checked by the build (content/towns)
  it('gives every Westchester place its description and its page', () => {
    expect(townContent.map((t) => t.slug)).toEqual(westchesterPlaces.map((p) => p.slug))
    for (const town of townContent) {
      expect(routeByPath.has(`/westchester/${town.slug}/kitchen-bath-remodeling`)).toBe(true)
    }
  })
})
