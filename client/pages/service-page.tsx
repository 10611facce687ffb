import { bathroomsPage } from '../content/services/bathrooms'
import { kitchensPage } from '../content/services/kitchens'
import type { ServicePageContent } from '../content/types'
import { ServiceDetail } from './service-detail'
import OverviewPage from './overview-page'
import type { PageProps } from './page-components'

const DETAILED: Record<string, ServicePageContent> = {
  kitchens: kitchensPage,
  bathrooms: bathroomsPage,
}

/** A service page: kitchens and bathrooms in full (spec 2.8); the others as overviews for now. */
export default function ServicePage({ route }: PageProps) {
  const content = DETAILED[route.contentId]
  return content ? (
    <ServiceDetail route={route} content={content} />
  ) : (
    <OverviewPage route={route} />
  )
}
