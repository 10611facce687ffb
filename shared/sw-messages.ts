/**
 * What the page and the service worker say to each other. Isomorphic: no DOM, no worker types.
 */
import { bookingTokenOf } from './request-reference'

/** The Workbox queue (IndexedDB) that keeps contact requests sent while offline. */
export const CONTACT_QUEUE_NAME = 'contact-requests'
/** Queued requests are kept this many days before Workbox drops them. */
export const CONTACT_QUEUE_RETENTION_DAYS = 14
/** The same, in the minutes Workbox counts in. */
export const CONTACT_QUEUE_RETENTION_MINUTES = CONTACT_QUEUE_RETENTION_DAYS * 24 * 60

/** The Workbox queue that keeps the view beacons of pages read offline. */
export const VIEW_QUEUE_NAME = 'page-views'
/** A view kept longer than this is dropped rather than counted; the server takes no older one. */
export const VIEW_QUEUE_RETENTION_DAYS = 7

/** idb-keyval key of the replay outcomes the page has not announced yet. */
export const CONTACT_OUTCOMES_KEY = 'contact-outcomes'

export type ContactOutcome = { key: string; formId?: string } & (
  | {
      status: 'delivered'
      leadId: string
      /** the token of the request's private booking page, when the server gave one */
      bookingToken?: string
    }
  | { status: 'rejected'; message: string }
)

/** The server's final answer to a kept request: its stored lead, or its refusal (a 4xx). */
export type FinalAnswer =
  { ok: true; id?: string; bookingUrl?: string } | { ok: false; status: number; message?: string }

/**
 * What became of a request kept on the device, by the worker or by the page, once the server
 * gave its final answer: delivered, with its lead and its booking page, or refused in its words.
 */
export function outcomeOf(
  sent: { key: string; formId?: string },
  answer: FinalAnswer,
): ContactOutcome {
  const about = { key: sent.key, ...(sent.formId ? { formId: sent.formId } : {}) }
  if (!answer.ok) {
    const message = answer.message ?? `The server answered ${answer.status}.`
    return { ...about, status: 'rejected', message }
  }
  const bookingToken = bookingTokenOf(answer.bookingUrl)
  return {
    ...about,
    status: 'delivered',
    leadId: answer.id ?? '',
    ...(bookingToken ? { bookingToken } : {}),
  }
}

/** The worker's 202 answer to a contact request it queued. */
/** The worker kept a request to send later; `photosDropped`: the device had no room for its photos. */
export type QueuedAnswer = { ok: true; queued: true; photosDropped?: true }

export type PageToWorker = { type: 'SKIP_WAITING' } | { type: 'REPLAY_CONTACT_QUEUE' }

/**
 * CONTACT_OUTCOME: a queued request was delivered or refused (its outcome is in IndexedDB).
 * CONTACT_WAITING: how many requests the queue holds, after one was saved and after each replay.
 */
export type WorkerToPage = { type: 'CONTACT_OUTCOME' } | { type: 'CONTACT_WAITING'; count: number }

/** The path of the offline page, precached, shown for pages this device has not saved. */
export const OFFLINE_PATH = '/offline'

/** The worker's runtime caches; the offline page reads the pages one to list what was read. */
export const RUNTIME_CACHES = { pages: 'pages', images: 'images', towns: 'api-towns' } as const
