import { get, update } from 'idb-keyval'
import type { ContactResponse, ContactSubmission } from '../../shared/contact-request'
import {
  CONTACT_OUTCOMES_KEY,
  CONTACT_QUEUE_RETENTION_DAYS,
  outcomeOf,
  type ContactOutcome,
  type QueuedAnswer,
} from '../../shared/sw-messages'
import { ContactError, submitContact, type SentPhoto } from '../features/contact/submit-contact'
import { announceContactOutcomes } from './contact-outcomes'
import { askWhenBackOnline, retryWhileWaiting } from './contact-retry'
import { PAGE_OUTBOX_KEY, type KeptRequest } from './kept-request'

/**
 * The keeping and sending of ./page-outbox.ts: loaded with the request forms, and by any page
 * that finds a request kept. They go out while a page of the site is open: at its start, when the
 * connection returns, and on the schedule of ./contact-retry.ts. Each keeps the idempotency key
 * it was first sent with, so a resend (two tabs, a try cut short) is stored once by the server,
 * and each is taken out in the same transaction that says whether it was still there, so its
 * outcome is announced once.
 */

/** The lock that lets one tab at a time send them. */
const SENDING_LOCK = 'contact-page-outbox'
/** Kept as long as the worker keeps its own, then dropped. */
const KEPT_FOR_MS = CONTACT_QUEUE_RETENTION_DAYS * 86_400_000

const KEPT: QueuedAnswer = { ok: true, queued: true }

/** Adds a request to the page's keeping; photos the device has no room for are left out. */
async function keepOnPage(
  submission: ContactSubmission,
  key: string,
  photos: readonly SentPhoto[],
): Promise<QueuedAnswer> {
  const kept = (request: KeptRequest) =>
    update<KeptRequest[]>(PAGE_OUTBOX_KEY, (list = []) => [
      ...list.filter((other) => other.key !== key),
      request,
    ])
  const request = { key, submission, photos: [...photos], keptAt: Date.now() }
  let answer = KEPT
  try {
    await kept(request)
  } catch (error) {
    if (!photos.length) throw error
    await kept({ ...request, photos: [] })
    answer = { ...KEPT, photosDropped: true }
  }
  schedule().counted(1)
  return answer
}

/**
 * Sends a request; when no answer comes and no worker is there to keep it, the page keeps it.
 * A request the page cannot keep (no IndexedDB) fails as it was: the form keeps what was typed.
 */
export async function sendOrKeep(
  submission: ContactSubmission,
  key: string,
  photos: readonly SentPhoto[],
): Promise<ContactResponse | QueuedAnswer> {
  try {
    return await submitContact(submission, key, photos)
  } catch (error) {
    const unanswered = error instanceof ContactError && error.unreachable
    if (!unanswered || navigator.serviceWorker?.controller) throw error
    return keepOnPage(submission, key, photos).catch(() => {
      throw error
    })
  }
}

/** Takes a request out; true when it was still there (no other tab had taken it). */
async function takeOut(key: string): Promise<boolean> {
  let present = false
  await update<KeptRequest[]>(PAGE_OUTBOX_KEY, (list = []) => {
    present = list.some((request) => request.key === key)
    return list.filter((request) => request.key !== key)
  })
  return present
}

/** What became of a sent request: undefined when a worker took it to send later itself. */
async function sendKept(request: KeptRequest): Promise<ContactOutcome | undefined> {
  const { key, submission, photos } = request
  const sent = { key, formId: submission.formId }
  try {
    const answer = await submitContact(submission, key, photos, { keptOffline: true })
    return 'queued' in answer ? undefined : outcomeOf(sent, answer)
  } catch (error) {
    if (!(error instanceof ContactError) || error.worthSendingAgain) throw error
    return outcomeOf(sent, { ok: false, status: error.status!, message: error.serverMessage })
  }
}

/**
 * Sends the kept requests, oldest first, until one cannot go yet; returns how many still wait.
 * A request stays kept until its answer is in: a page closed mid-send loses nothing.
 */
async function sendAllKept(): Promise<number> {
  for (;;) {
    const kept = (await get<KeptRequest[]>(PAGE_OUTBOX_KEY)) ?? []
    const stale = kept.filter((request) => Date.now() - request.keptAt > KEPT_FOR_MS)
    for (const request of stale) await takeOut(request.key)
    const waiting = kept.filter((request) => !stale.includes(request))
    const [head] = waiting
    if (!head) return 0
    let outcome: ContactOutcome | undefined
    try {
      outcome = await sendKept(head)
    } catch {
      return waiting.length
    }
    if ((await takeOut(head.key)) && outcome) {
      const told = outcome
      await update<ContactOutcome[]>(CONTACT_OUTCOMES_KEY, (list = []) => [...list, told])
    }
  }
}

/** One tab at a time where the browser has Web Locks; elsewhere the idempotency key suffices. */
function inTurn(run: () => Promise<number>): Promise<number> {
  const locks = navigator.locks as LockManager | undefined
  return locks ? locks.request(SENDING_LOCK, run) : run()
}

let sending: Promise<void> | undefined

/** Sends what is kept, once at a time in this tab, then announces what became of it. */
function sendNow(): Promise<void> {
  sending ??= inTurn(sendAllKept)
    .then(async (count) => {
      schedule().counted(count)
      await announceContactOutcomes()
    })
    .catch(() => {}) // no IndexedDB: nothing was kept either
    .finally(() => {
      sending = undefined
    })
  return sending
}

let started: { counted: (count: number) => void } | undefined

/** The retry schedule and the `online` asks, set up once per page. */
function schedule(): { counted: (count: number) => void } {
  if (!started) {
    const ask = () => void sendNow()
    started = { counted: retryWhileWaiting(ask) }
    askWhenBackOnline(ask)
  }
  return started
}

/** Sends what an earlier page kept, and keeps sending while any waits. */
export function sendKeptNow(): Promise<void> {
  schedule()
  return sendNow()
}
