import { routes, type PageRoute } from '../shared/routes'

/**
 * Whether a route is the first of its template in the route registry: as a filter of `routes`,
 * one page of each template, in the registry's order.
 */
export const firstOfItsTemplate = (route: PageRoute, index: number): boolean =>
  routes.findIndex((other) => other.template === route.template) === index
