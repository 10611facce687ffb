import { Queue } from 'workbox-background-sync'
import { update } from 'idb-keyval'
import {
  CONTACT_OUTCOMES_KEY,
  CONTACT_QUEUE_NAME,
  CONTACT_QUEUE_RETENTION_MINUTES,
  type ContactOutcome,
  type QueuedAnswer,
  type WorkerToPage,
} from '../shared/sw-messages'
import { IDEMPOTENCY_HEADER } from '../shared/contact-request'

declare const self: ServiceWorkerGlobalScope

/** Answers worth another try later: the server or a proxy was busy or down. */
function retryLater(status: number): boolean {
  return status >= 500 || status === 408 || status === 429
}

async function tellPages(message: WorkerToPage) {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  pages.forEach((page) => page.postMessage(message))
}

/** Records what became of a queued request, for the next open page to announce once. */
async function recordOutcome(outcome: ContactOutcome) {
  await update<ContactOutcome[]>(CONTACT_OUTCOMES_KEY, (list) => [...(list ?? []), outcome])
  await tellPages({ type: 'CONTACT_OUTCOME' })
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
    if (retryLater(res.status)) throw new Error(`queued contact request answered ${res.status}`)
    await queue.shiftRequest()
    const key = head.request.headers.get(IDEMPOTENCY_HEADER) ?? ''
    const sent = (await head.request
      .clone()
      .json()
      .catch(() => ({}))) as { formId?: string }
    const body = (await res.json().catch(() => ({}))) as { id?: string; message?: string }
    const about = { key, ...(sent.formId ? { formId: sent.formId } : {}) }
    await recordOutcome(
      res.ok
        ? { ...about, status: 'delivered', leadId: body.id ?? '' }
        : {
            ...about,
            status: 'rejected',
            message: body.message ?? `The server answered ${res.status}.`,
          },
    )
  }
}

/** One replay at a time, whoever asks: Background Sync, the page's online event or app start. */
function replay(queue: Queue): Promise<void> {
  replaying ??= deliverQueued(queue).finally(() => (replaying = undefined))
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
 * POST /api/contact through the worker: straight to the network; when the network fails the
 * request is queued and the page gets 202 { ok, queued } to say it will be sent later.
 */
export async function handleContactPost({ request }: { request: Request }): Promise<Response> {
  const copy = request.clone()
  try {
    return await fetch(request)
  } catch {
    await contactQueue.pushRequest({ request: copy })
    await tellPages({ type: 'CONTACT_QUEUED' })
    return new Response(JSON.stringify(QUEUED), {
      status: 202,
      headers: { 'Content-Type': 'application/json' },
    })
  }
}
