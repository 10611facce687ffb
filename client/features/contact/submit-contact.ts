import type { ContactResponse, ContactSubmission } from '../../../shared/contact-request'
import {
  IDEMPOTENCY_HEADER,
  SENT_OFFLINE_HEADER,
  sendAgainLater,
} from '../../../shared/contact-request'
import { PHOTOS_FIELD } from '../../../shared/photo-limits'
import type { QueuedAnswer } from '../../../shared/sw-messages'
import { ResponseError, apiRequest, throwIfNotOk } from '../../lib/api'

/**
 * Why a send failed: the server's own message, or none (network or unreadable answer), and
 * whether the request never reached an answer at all (`unreachable`: offline, or our server down).
 */
export class ContactError extends Error {
  constructor(
    readonly serverMessage: string | undefined,
    readonly status?: number,
    readonly unreachable = false,
  ) {
    super(serverMessage ?? (unreachable ? 'network failure' : 'unreadable answer'))
    this.name = 'ContactError'
  }

  /** Whether the same request may be answered otherwise later; a refusal (4xx) is final. */
  get worthSendingAgain(): boolean {
    return this.status === undefined || sendAgainLater(this.status)
  }
}

/** A photo as the form sends it: the shrunk picture and the name it had. */
export type SentPhoto = { name: string; blob: Blob }

/** The app reads the answer itself: JSON, where a browser posting the form itself gets pages. */
const ANSWER_AS_JSON = { Accept: 'application/json' }

/** The same fields as form data, with the photos: one request (the browser sets its boundary). */
async function sendWithPhotos(
  submission: ContactSubmission,
  headers: Record<string, string>,
  photos: readonly SentPhoto[],
): Promise<Response> {
  const form = new FormData()
  for (const [name, value] of Object.entries(submission)) {
    if (value !== undefined) form.append(name, String(value))
  }
  for (const photo of photos) form.append(PHOTOS_FIELD, photo.blob, photo.name)
  const res = await fetch('/api/contact', {
    method: 'POST',
    credentials: 'include',
    headers,
    body: form,
  })
  await throwIfNotOk(res)
  return res
}

/**
 * POST /api/contact: the answer is read as JSON; on failure its message field is what
 * the visitor is shown. Offline, the service worker keeps the request and answers 'queued'.
 * `keptOffline`: the request was kept on this device and is sent later, which the lead records.
 */
export async function submitContact(
  submission: ContactSubmission,
  idempotencyKey: string,
  photos: readonly SentPhoto[] = [],
  { keptOffline = false } = {},
): Promise<ContactResponse | QueuedAnswer> {
  const headers = {
    ...ANSWER_AS_JSON,
    [IDEMPOTENCY_HEADER]: idempotencyKey,
    ...(keptOffline ? { [SENT_OFFLINE_HEADER]: '1' } : {}),
  }
  let res: Response
  try {
    res = photos.length
      ? await sendWithPhotos(submission, headers, photos)
      : await apiRequest('POST', '/api/contact', submission, headers)
  } catch (error) {
    if (error instanceof ResponseError) {
      throw new ContactError(error.serverMessage, error.status)
    }
    // fetch itself failed: no answer came
    throw new ContactError(undefined, undefined, true)
  }
  try {
    return (await res.json()) as ContactResponse | QueuedAnswer
  } catch {
    // an answer not ours (a captive portal's page) says nothing of whether we have the request
    throw new ContactError(undefined)
  }
}
