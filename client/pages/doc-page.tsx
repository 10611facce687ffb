import { CallToAction } from '../components/call-to-action'
import { WrittenBody } from '../components/written-body'
import { PageHeader } from '../components/page-header'
import type { PageProps } from './page-props'

/** A written page: heading and lead, its body, a call to action. */
export default function DocPage({ route }: PageProps) {
  return (
    <>
      <PageHeader route={route} />
      <WrittenBody route={route} />
      <CallToAction />
    </>
  )
}
