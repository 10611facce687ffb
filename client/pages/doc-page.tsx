import { CallToAction } from '../components/call-to-action'
import { DocBody } from '../components/doc-body'
import { PageHeader } from '../components/page-header'
import { useDoc } from '../content/use-doc'
import type { PageProps } from './page-components'

/** A written page: heading and lead, its body, a call to action. */
export default function DocPage({ route }: PageProps) {
  const doc = useDoc(route)
  return (
    <>
      <PageHeader route={route} />
      <DocBody doc={doc} />
      <CallToAction />
    </>
  )
}
