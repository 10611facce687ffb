/**
 * The words of the e-mail a homeowner receives after sending a request (content/confirmation.yaml),
 * as the server reads them; it adds the business facts and the request's reference after the
 * labels.
 */
export type ConfirmationWords = {
  /** followed by " — reference 7C9E6679" */
  subject: string
  greeting: string
  intro: string
  reference: { label: string; note: string }
  /** followed by the request's private booking link */
  booking: string
  call: { who: string; when: string; text: string; firstVisit?: string | undefined }
  haveReady: { heading: string; items: string[] }
  showroom: { label: string; hours: string }
  callUs: string
}
