import { Queue } from 'workbox-background-sync'
import { update } from 'idb-keyval'
import {
  CONTACT_OUTCOMES_KEY,
  CONTACT_QUEUE_NAME,
  CONTACT_QUEUE_RETENTION_MINUTES,
  outcomeOf,
  type ContactOutcome,
  type QueuedAnswer,
  type WorkerToPage,
} from '../shared/sw-messages'
import { IDEMPOTENCY_HEADER, SENT_OFFLINE_HEADER, sendAgainLater } from '../shared/contact-request'
import { PHOTOS_FIELD } from '../shared/photo-limits'
import { NATIVE_FIELDS } from '../shared/native-form'
import { paths } from '../shared/paths'

declare const self: ServiceWorkerGlobalScope

async function tellPages(message: WorkerToPage) {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  pages.forEach((page) => page.postMessage(message))
}

let reporting: Promise<void> = Promise.resolve()

/**
 * Tells the open pages how many requests wait, after a request is saved and after each replay:
 * while any do, a page asks for a replay on a schedule (client/pwa/contact-retry.ts), which is
 * the only retry a browser without Background Sync makes while the site stays open. One report
 * at a time, each counting at its turn, so the last a page hears is the latest count.
 */
function reportWaiting(queue: Queue): Promise<void> {
  // a report that failed does not hold up the next
  reporting = reporting
    .then(async () => {
      const count = await queue.size()
      await tellPages({ type: 'CONTACT_WAITING', count })
    })
    .catch(() => {})
  return reporting
}

/** Records what became of a queued request, for the next open page to announce once. */
async function recordOutcome(outcome: ContactOutcome) {
  await update<ContactOutcome[]>(CONTACT_OUTCOMES_KEY, (list) => [...(list ?? []), outcome])
  await tellPages({ type: 'CONTACT_OUTCOME' })
}

/** Whether a request's body is form data (with photos, or a form the browser sent itself). */
const isFormData = (request: Request) =>
  /^(multipart\/form-data|application\/x-www-form-urlencoded)/.test(
    request.headers.get('content-type') ?? '',
  )

/** The form a queued request came from, whether it was sent as JSON or as form data. */
async function sentForm(request: Request): Promise<{ formId?: string }> {
  if (isFormData(request)) {
    const formId = await request
      .clone()
      .formData()
      .then((form) => form.get('formId'))
      .catch(() => null)
    return typeof formId === 'string' ? { formId } : {}
  }
  return (await request
    .clone()
    .json()
    .catch(() => ({}))) as { formId?: string }
}

/** The same request without its photos, for a device with no room to keep them. */
async function withoutPhotos(request: Request): Promise<Request | undefined> {
  if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return undefined
  const form = await request.formData()
  form.delete(PHOTOS_FIELD)
  const headers = new Headers(request.headers)
  // the new body has its own boundary, which the browser writes
  headers.delete('content-type')
  headers.delete('content-length')
  return new Request(request.url, { method: 'POST', headers, body: form })
}

let replaying: Promise<void> | undefined

/**
 * Sends the queued requests, oldest first. Each entry stays in IndexedDB until its answer is
 * in: a worker stopped mid-send loses nothing (the server's idempotency key makes the resend
 * harmless). 5xx, 408 and 429 leave it queued and stop the run, which the stock Workbox replay
 * would drop; a 4xx removes it and tells the page.
 */
async function deliverQueued(queue: Queue): Promise<void> {
  for (;;) {
    const [head] = await queue.getAll()
    if (!head) return
    // a network failure throws here: the entry stays for the next sync, online event or start
    const res = await fetch(head.request.clone())
    if (sendAgainLater(res.status)) throw new Error(`queued contact request answered ${res.status}`)
    await queue.shiftRequest()
    const key = head.request.headers.get(IDEMPOTENCY_HEADER) ?? ''
    const sent = await sentForm(head.request)
    const body = (await res.json().catch(() => ({}))) as {
      id?: string
      message?: string
      bookingUrl?: string
    }
    await recordOutcome(
      outcomeOf(
        { key, formId: sent.formId },
        res.ok ? { ok: true, ...body } : { ok: false, status: res.status, message: body.message },
      ),
    )
  }
}

/**
 * One replay at a time, whoever asks: Background Sync, the worker's start, or a page (at app
 * start, on `online`, on coming back into view, and on its schedule while a request waits).
 * Whoever asks during a run shares it: no entry is ever sent by two runs at once.
 */
function replay(queue: Queue): Promise<void> {
  replaying ??= deliverQueued(queue).finally(() => {
    replaying = undefined
    return reportWaiting(queue)
  })
  return replaying
}

export const contactQueue = new Queue(CONTACT_QUEUE_NAME, {
  maxRetentionTime: CONTACT_QUEUE_RETENTION_MINUTES,
  onSync: ({ queue }) => replay(queue),
})

/** Replays now; failures wait for the next trigger. */
export function replayContactQueue(): Promise<void> {
  return replay(contactQueue).catch(() => {})
}

const QUEUED: QueuedAnswer = { ok: true, queued: true }

/**
 * The request as it is kept: marked as saved on the device and sent later, which the lead's
 * source records. Not part of the request's fingerprint: a resend is still the same request.
 */
function markedOffline(request: Request): Request {
  const headers = new Headers(request.headers)
  headers.set(SENT_OFFLINE_HEADER, '1')
  return new Request(request, { headers })
}

/** Keeps a request to send later; photos the device has no room for are left out, and said so. */
async function enqueue(request: Request): Promise<QueuedAnswer> {
  const spare = request.clone()
  let answer = QUEUED
  try {
    await contactQueue.pushRequest({ request: markedOffline(request) })
  } catch (error) {
    // photos can be more than the device lets the site store: keep the request without them
    // rather than lose it
    const lighter = await withoutPhotos(spare)
    if (!lighter) throw error
    await contactQueue.pushRequest({ request: markedOffline(lighter) })
    answer = { ...QUEUED, photosDropped: true }
  }
  await reportWaiting(contactQueue)
  return answer
}

/**
 * A request form the browser sent itself, made into the request the app would send: the same
 * fields, an answer in JSON (read by the replay) and a key that makes any resend harmless (the
 * one the page's script gave the form, or a new one). Photos go as multipart, the rest
 * urlencoded; an empty file input is left out.
 */
async function asAppRequest(request: Request): Promise<Request> {
  const form = await request.formData()
  const key = form.get(NATIVE_FIELDS.key)
  const photos = form.getAll(PHOTOS_FIELD).filter((photo) => photo instanceof File && photo.size)
  form.delete(PHOTOS_FIELD)
  const fields = new URLSearchParams()
  for (const [name, value] of form) if (typeof value === 'string') fields.append(name, value)
  let body: FormData | URLSearchParams = fields
  if (photos.length) {
    body = new FormData()
    for (const [name, value] of fields) body.append(name, value)
    for (const photo of photos) body.append(PHOTOS_FIELD, photo)
  }
  return new Request(request.url, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      [IDEMPOTENCY_HEADER]: typeof key === 'string' && key ? key : crypto.randomUUID(),
    },
    body,
  })
}

/**
 * POST /api/contact through the worker: straight to the network. When the network fails the
 * request is queued: the app's fetch gets 202 { ok, queued } to say it will be sent later; a
 * form the browser sent itself is sent, by a 303, to the page that says so (precached).
 */
export async function handleContactPost({ request }: { request: Request }): Promise<Response> {
  const spare = request.clone()
  try {
    return await fetch(request)
  } catch {
    if (request.mode === 'navigate') {
      await enqueue(await asAppRequest(spare))
      return Response.redirect(new URL(paths.requestSaved, self.location.origin).href, 303)
    }
    return new Response(JSON.stringify(await enqueue(spare)), {
      status: 202,
      headers: { 'Content-Type': 'application/json' },
    })
  }
}
