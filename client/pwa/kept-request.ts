import type { ContactSubmission } from '../../shared/contact-request'
import type { SentPhoto } from '../features/contact/submit-contact'

/** idb-keyval key of the requests the page keeps (./page-outbox.ts). */
export const PAGE_OUTBOX_KEY = 'contact-page-outbox'

/** A request kept by the page, with the key it was first sent with and when it was kept. */
export type KeptRequest = {
  key: string
  submission: ContactSubmission
  photos: SentPhoto[]
  keptAt: number
}
