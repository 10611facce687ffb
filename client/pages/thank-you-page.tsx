import { CallToAction } from '../components/call-to-action'
import { PageHeader } from '../components/page-header'
import { WrittenBody } from '../components/written-body'
import { FORM_MARKS } from '../../shared/native-form'
import {
  bookingPagePath,
  bookingTokenInQuery,
  referenceInQuery,
} from '../../shared/request-reference'
import type { PageProps } from './page-props'

/** The request's reference and booking token, from the page's address; none in the prerender. */
function fromAddress(): { reference?: string | undefined; booking?: string | undefined } {
  if (typeof window === 'undefined') return {}
  const search = window.location.search
  return { reference: referenceInQuery(search), booking: bookingTokenInQuery(search) }
}

/**
 * Where a sent request leads: what happens next, with the request's reference and the link to
 * pick a time for the free consultation. Both lines are prerendered empty and hidden; the server
 * fills them in for a form the browser sent itself (server/site-files.ts), and React renders
 * them from the address, so both agree.
 */
export default function ThankYouPage({ route }: PageProps) {
  const { reference, booking } = fromAddress()
  return (
    <>
      <PageHeader route={route}>
        <p {...{ [FORM_MARKS.reference]: '' }} hidden={!reference} className="mt-4 text-lg">
          Your request's reference: <strong>{reference}</strong>
        </p>
        <p {...{ [FORM_MARKS.bookingLink]: '' }} hidden={!(reference && booking)} className="mt-5">
          <a
            href={booking ? bookingPagePath(booking) : undefined}
            className="inline-flex min-h-12 items-center rounded bg-accent px-5 py-3 font-semibold text-white hover:bg-accent-dark"
          >
            Pick a time for your free consultation
          </a>
        </p>
      </PageHeader>
      <WrittenBody route={route} />
      <CallToAction />
    </>
  )
}
