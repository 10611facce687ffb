import { use } from 'react'
import type { PageRoute } from '../../shared/routes'
import { docLoader, loadCollection } from './loaders'
import type { DocContent } from '../../shared/content/types'

/** The written body of a route (suspends while its collection loads). */
export function useDoc(route: PageRoute, id = route.contentId): DocContent {
  const loader = docLoader(route)
  if (!loader) throw new Error(`No written body for ${route.path}`)
  const doc = use(loadCollection(loader)).find((d) => d.id === id)
  if (!doc) throw new Error(`No body "${id}" for ${route.path}`)
  return doc
}
