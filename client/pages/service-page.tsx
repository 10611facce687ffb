import { use } from 'react'
import { loadCollection, servicePageLoaders } from '../content/loaders'
import { ServiceDetail } from './service-detail'
import DocPage from './doc-page'
import type { PageProps } from './page-props'

function DetailedService({ route }: PageProps) {
  const content = use(loadCollection(servicePageLoaders[route.contentId]!))
  return <ServiceDetail route={route} content={content} />
}

/** A service page: kitchens and bathrooms laid out part by part; the others as written pages. */
export default function ServicePage({ route }: PageProps) {
  return route.contentId in servicePageLoaders ? (
    <DetailedService route={route} />
  ) : (
    <DocPage route={route} />
  )
}
