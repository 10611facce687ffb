import type { PageRoute } from '../../shared/route-types'

/** What every page component receives: its entry in the route registry. */
export type PageProps = { route: PageRoute }
