import type { ContactResponse, ContactSubmission } from '../../../shared/contact-request'
import { IDEMPOTENCY_HEADER, PHOTOS_FIELD } from '../../../shared/contact-request'
import type { QueuedAnswer } from '../../../shared/sw-messages'
import { ResponseError, apiRequest, throwIfNotOk } from '../../lib/api'

/** Why a send failed: the server's own message, or none (network or unreadable answer). */
export class ContactError extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'network or parse failure')
    this.name = 'ContactError'
  }
}

/** The app reads the answer itself: JSON, where a browser posting the form itself gets pages. */
const ANSWER_AS_JSON = { Accept: 'application/json' }

/** The same fields as form data, with the photos: one request (the browser sets its boundary). */
async function sendWithPhotos(
  submission: ContactSubmission,
  idempotencyKey: string,
  photos: readonly { name: string; blob: Blob }[],
): Promise<Response> {
  const form = new FormData()
  for (const [name, value] of Object.entries(submission)) {
    if (value !== undefined) form.append(name, String(value))
  }
  for (const photo of photos) form.append(PHOTOS_FIELD, photo.blob, photo.name)
  const res = await fetch('/api/contact', {
    method: 'POST',
    credentials: 'include',
    headers: { ...ANSWER_AS_JSON, [IDEMPOTENCY_HEADER]: idempotencyKey },
    body: form,
  })
  await throwIfNotOk(res)
  return res
}

/**
 * POST /api/contact: the answer is read as JSON; on failure its message field is what
 * the visitor is shown. Offline, the service worker keeps the request and answers 'queued'.
 */
export async function submitContact(
  submission: ContactSubmission,
  idempotencyKey: string,
  photos: readonly { name: string; blob: Blob }[] = [],
): Promise<ContactResponse | QueuedAnswer> {
  try {
    const res = photos.length
      ? await sendWithPhotos(submission, idempotencyKey, photos)
      : await apiRequest('POST', '/api/contact', submission, {
          ...ANSWER_AS_JSON,
          [IDEMPOTENCY_HEADER]: idempotencyKey,
        })
    return (await res.json()) as ContactResponse | QueuedAnswer
  } catch (error) {
    if (error instanceof ResponseError) throw new ContactError(error.serverMessage)
    throw new ContactError(undefined)
  }
}
