import type { ContactResponse, ContactSubmission } from '../../../shared/contact-request'
import { IDEMPOTENCY_HEADER } from '../../../shared/contact-request'
import type { QueuedAnswer } from '../../../shared/sw-messages'
import { ResponseError, apiRequest } from '../../lib/api'

/** Why a send failed: the server's own message, or none (network or unreadable answer). */
export class ContactError extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'network or parse failure')
    this.name = 'ContactError'
  }
}

/**
 * POST /api/contact: the answer is read as JSON; on failure its message field is what
 * the visitor is shown. Offline, the service worker keeps the request and answers 'queued'.
 */
export async function submitContact(
  submission: ContactSubmission,
  idempotencyKey: string,
): Promise<ContactResponse | QueuedAnswer> {
  try {
    const res = await apiRequest('POST', '/api/contact', submission, {
      [IDEMPOTENCY_HEADER]: idempotencyKey,
    })
    return (await res.json()) as ContactResponse | QueuedAnswer
  } catch (error) {
    if (error instanceof ResponseError) throw new ContactError(error.serverMessage)
    throw new ContactError(undefined)
  }
}
