import { PageHeader } from '../components/page-header'
import { SiteSearch } from '../features/search/site-search'
import type { PageProps } from './page-props'

/** The site search: a field, and the pages that match as you type. */
export default function SearchPage({ route }: PageProps) {
  return (
    <>
      <PageHeader route={route} />
      <SiteSearch />
    </>
  )
}
