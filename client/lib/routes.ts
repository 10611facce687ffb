/**
 * The route registry as the browser reads it. The whole registry (shared/routes.ts) is about
 * 15 KB of gzip a first visit does not need: the prerender writes into each page the routes
 * that page looked up (its slice, shared/route-slice.ts), hydration reads them
 * from there, and the whole registry is fetched the first time the visitor moves to another
 * page inside the site. The prerender itself reads the whole registry.
 */
import { use } from 'react'
import { trailWith } from '../../shared/breadcrumb-trail'
import type { RouteSlice } from '../../shared/route-slice'
import type { PageRoute, PageTemplate } from '../../shared/routes'

type Registry = typeof import('../../shared/routes')

let registry: Registry | undefined
let registryLoad: Promise<Registry> | undefined
let slice: {
  routes: Map<string, PageRoute>
  children: Map<string, string[]>
  misses: Set<string>
} = { routes: new Map(), children: new Map(), misses: new Set() }

/** Notified of every lookup while the prerender records a page's slice. */
export type LookupListener = {
  route: (path: string, route: PageRoute | undefined) => void
  children: (key: string, children: PageRoute[]) => void
}
let listener: LookupListener | undefined

/** The prerender's hook: it hands over the whole registry and listens to a page's lookups. */
export function adoptWholeRegistry(whole: Registry, onLookup?: LookupListener): void {
  registry = whole
  registryLoad = Promise.resolve(whole)
  listener = onLookup
}

/** Hydration's start: the routes the prerender wrote into the page. */
export function installSlice(written: RouteSlice): void {
  slice = {
    routes: new Map(written.routes.map((r) => [r.path, r])),
    children: new Map(Object.entries(written.children)),
    misses: new Set(written.misses),
  }
}

/** Fetches the whole registry (once); navigation and lookups beyond the slice wait for it. */
export function loadRegistry(): Promise<Registry> {
  registryLoad ??= import('../../shared/routes').then((module) => (registry = module))
  return registryLoad
}

/** The whole registry, suspending the rendering component until it is here. */
function wholeRegistry(): Registry {
  // `use` may be called conditionally; the lookups that reach it are made while rendering
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return registry ?? use(loadRegistry())
}

/** The route at a path as far as this page knows, without waiting for the registry. */
export function knownRoute(path: string): PageRoute | undefined {
  return registry ? registry.findRoute(path) : slice.routes.get(path)
}

/** The route at a path (undefined: no such page). May suspend while the registry loads. */
export function findRoute(path: string): PageRoute | undefined {
  if (!registry) {
    const known = slice.routes.get(path)
    if (known || slice.misses.has(path)) return known
  }
  const route = wholeRegistry().findRoute(path)
  listener?.route(path, route)
  return route
}

/**
 * The routes whose breadcrumb parent is the given path, leaving out one template if asked (the
 * Westchester hub lists its 82 towns elsewhere, and its page should not carry them twice).
 */
export function childrenOf(path: string, except?: PageTemplate): PageRoute[] {
  const key = except ? `${path} -${except}` : path
  if (!registry) {
    const known = slice.children.get(key)
    if (known) return known.map((child) => slice.routes.get(child)!)
  }
  const children = wholeRegistry()
    .childrenOf(path)
    .filter((r) => r.template !== except)
  listener?.children(key, children)
  return children
}

/** The breadcrumb trail from the home page down to the route itself. */
export function breadcrumbTrail(route: PageRoute): PageRoute[] {
  return trailWith(route, findRoute)
}
