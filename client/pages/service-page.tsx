import { bathroomsPage } from '../content/services/bathrooms'
import { kitchensPage } from '../content/services/kitchens'
import type { ServicePageContent } from '../content/types'
import { ServiceDetail } from './service-detail'
import DocPage from './doc-page'
import type { PageProps } from './page-components'

const DETAILED: Record<string, ServicePageContent> = {
  kitchens: kitchensPage,
  bathrooms: bathroomsPage,
}

/** A service page: kitchens and bathrooms as spec 2.8 shows them; the others as written pages. */
export default function ServicePage({ route }: PageProps) {
  const content = DETAILED[route.contentId]
  return content ? <ServiceDetail route={route} content={content} /> : <DocPage route={route} />
}
