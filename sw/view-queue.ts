/**
 * The page view beacon through the worker (POST /api/views): straight to the network; when that
 * fails (offline, or our server out of reach) the view is kept with the time it was read and
 * sent on later, once, so a page read offline is counted on its day. A view is worth less than
 * a request: one the server refuses is dropped, and one kept longer than
 * VIEW_QUEUE_RETENTION_DAYS is dropped by Workbox.
 */
import { Queue } from 'workbox-background-sync'
import { VIEW_QUEUE_NAME, VIEW_QUEUE_RETENTION_DAYS } from '../shared/sw-messages'
import type { PageViewBeacon } from '../shared/visit-source'

let replaying: Promise<void> | undefined

/**
 * Sends the kept views, oldest first, one run at a time whoever asks (Background Sync, the
 * worker's start, a page coming online): no view is sent by two runs at once. Workbox's replay
 * puts a view back when the network fails and drops it once the server has answered.
 */
function replay(queue: Queue): Promise<void> {
  replaying ??= queue.replayRequests().finally(() => {
    replaying = undefined
  })
  return replaying
}

const viewQueue = new Queue(VIEW_QUEUE_NAME, {
  maxRetentionTime: VIEW_QUEUE_RETENTION_DAYS * 24 * 60,
  onSync: ({ queue }) => replay(queue),
})

/** Sends the kept views now; a failure waits for the next trigger. */
export function replayViewQueue(): Promise<void> {
  return replay(viewQueue).catch(() => {})
}

/** The beacon's answer: the page reads nothing from it, counted, kept or dropped. */
const noContent = () => new Response(null, { status: 204 })

export async function handleViewPost({ request }: { request: Request }): Promise<Response> {
  const spare = request.clone()
  try {
    return await fetch(request)
  } catch {
    const beacon = (await spare.json().catch(() => null)) as PageViewBeacon | null
    if (beacon === null || typeof beacon !== 'object') return noContent()
    const kept: PageViewBeacon = { ...beacon, readAt: new Date().toISOString() }
    await viewQueue
      .pushRequest({
        request: new Request(spare.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(kept),
        }),
      })
      .catch(() => {})
    return noContent()
  }
}
