import type { RouteSlice } from '../../shared/route-slice'
import type { PageRoute } from '../../shared/routes'
import type { LookupListener } from './routes'

/** Collects the routes one page looks up while it is prerendered, for its slice. */
export function routeSliceRecorder(): LookupListener & { take: () => RouteSlice } {
  let routes = new Map<string, PageRoute>()
  let children: Record<string, string[]> = {}
  let misses = new Set<string>()
  return {
    route(path, route) {
      if (route) routes.set(route.path, route)
      else misses.add(path)
    },
    children(key, found) {
      children[key] = found.map((r) => r.path)
      for (const r of found) routes.set(r.path, r)
    },
    take() {
      const taken: RouteSlice = { routes: [...routes.values()], children, misses: [...misses] }
      routes = new Map()
      children = {}
      misses = new Set()
      return taken
    },
  }
}
