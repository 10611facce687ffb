import { describe, expect, it, vi } from 'vitest'
import { westchesterPlaces } from '../../shared/catalog/westchester-places'
import { paths } from '../../shared/paths'

const TOWN = paths.town(westchesterPlaces[0]!.slug)

/** What the prerender does for one page: look routes up with the whole registry, record them. */
async function prerenderedSlice(lookups: (facade: typeof import('./routes')) => void) {
  vi.resetModules()
  const registry = await import('../../shared/routes')
  const facade = await import('./routes')
  const { routeSliceRecorder } = await import('./route-slice-recorder')
  const recorder = routeSliceRecorder()
  facade.adoptWholeRegistry(registry, recorder)
  lookups(facade)
  // through JSON, as the page carries it
  return { registry, slice: JSON.parse(JSON.stringify(recorder.take())) }
}

/** A browser's view: a fresh module that knows only the slice. */
async function browserWith(slice: unknown) {
  vi.resetModules()
  const facade = await import('./routes')
  facade.installSlice(slice as Parameters<typeof facade.installSlice>[0])
  return facade
}

describe('route slices', () => {
  it('a page hydrates from the routes it looked up while prerendered, and no others', async () => {
    const { registry, slice } = await prerenderedSlice((routes) => {
      routes.breadcrumbTrail(routes.findRoute(TOWN)!)
      routes.childrenOf(TOWN)
      routes.findRoute('/no-such-page')
    })
    const browser = await browserWith(slice)
    const town = registry.findRoute(TOWN)!
    expect(browser.findRoute(TOWN)).toEqual(town)
    expect(browser.breadcrumbTrail(town).map((r) => r.path)).toEqual(['/', '/westchester', TOWN])
    expect(browser.childrenOf(TOWN)).toEqual(registry.childrenOf(TOWN))
    expect(browser.findRoute('/no-such-page')).toBeUndefined()
    // anything else waits for the whole registry
    expect(browser.knownRoute('/blog')).toBeUndefined()
  })

  it("the Westchester hub's slice leaves out the towns it lists from the API", async () => {
    const { registry, slice } = await prerenderedSlice((routes) => {
      routes.childrenOf('/westchester', 'town')
    })
    const listed = registry.childrenOf('/westchester').filter((r) => r.template !== 'town')
    expect(listed.length).toBeGreaterThan(0)
    expect(slice.routes.map((r: { path: string }) => r.path).sort()).toEqual(
      listed.map((r) => r.path).sort(),
    )
    const browser = await browserWith(slice)
    expect(browser.childrenOf('/westchester', 'town')).toEqual(listed)
  })
})
