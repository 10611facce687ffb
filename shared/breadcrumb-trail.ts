import type { PageRoute } from './route-types'

/**
 * The breadcrumb trail from the home page down to the route, looking each parent up with
 * `lookup`: the whole registry (shared/routes.ts) or a page's slice of it (client/lib/routes.ts).
 */
export function trailWith(
  route: PageRoute,
  lookup: (path: string) => PageRoute | undefined,
): PageRoute[] {
  const trail = [route]
  for (let parent = route.parent; parent; parent = trail[0]!.parent) {
    const next = lookup(parent)
    if (!next || trail.includes(next)) throw new Error(`Broken breadcrumb parent ${parent}`)
    trail.unshift(next)
  }
  return trail
}
