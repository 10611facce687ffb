import type { PageRoute } from './routes'

/**
 * The part of the route registry one page was prerendered with: the routes it looked up, and
 * the paths it found to be no page. Written into the page as JSON; the browser hydrates from it
 * without fetching the whole registry (client/lib/routes.ts).
 */
export type RouteSlice = {
  routes: PageRoute[]
  /** breadcrumb children by parent path (and left-out template), for the lists the page shows */
  children: Record<string, string[]>
  misses: string[]
}

export const ROUTE_SLICE_ID = 'route-slice'

/** The slice as a JSON script element; '<' is escaped so no text can close the element. */
export function routeSliceScript(slice: RouteSlice): string {
  const json = JSON.stringify(slice).replaceAll('<', '\\u003c')
  return `<script type="application/json" id="${ROUTE_SLICE_ID}">${json}</script>`
}
