import { CallToAction } from '../components/call-to-action'
import { PageHeader } from '../components/page-header'
import { WrittenBody } from '../components/written-body'
import { FORM_MARKS } from '../../shared/native-form'
import { referenceInQuery } from '../../shared/request-reference'
import type { PageProps } from './page-props'

/** The request's reference, from the page's address; none in the prerender. */
function addressReference(): string | undefined {
  return typeof window === 'undefined' ? undefined : referenceInQuery(window.location.search)
}

/**
 * Where a sent request leads: what happens next, with the request's reference. The reference
 * line is prerendered empty and hidden; the server fills it in for a form the browser sent
 * itself (server/site-files.ts), and React renders it from the address, so both agree.
 */
export default function ThankYouPage({ route }: PageProps) {
  const reference = addressReference()
  return (
    <>
      <PageHeader route={route}>
        <p {...{ [FORM_MARKS.reference]: '' }} hidden={!reference} className="mt-4 text-lg">
          Your request's reference: <strong>{reference}</strong>
        </p>
      </PageHeader>
      <WrittenBody route={route} />
      <CallToAction />
    </>
  )
}
