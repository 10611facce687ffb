import { getMany } from 'idb-keyval'
import { CONTACT_OUTCOMES_KEY, type ContactOutcome } from '../../shared/sw-messages'
import { announceContactOutcomes } from './contact-outcomes'
import { PAGE_OUTBOX_KEY, type KeptRequest } from './kept-request'

/**
 * Requests the page itself keeps when our server cannot be reached and no service worker
 * controls it: a first visit before the worker is installed, a browser that runs none (an app's
 * built-in browser, some private modes). They stay in IndexedDB, photos included, until a page
 * of the site sends them (./send-kept.ts). This part is what every page loads: a look into
 * IndexedDB; the code that sends comes only when something is kept.
 */

/**
 * At the page's start: sends what an earlier page kept, if it kept anything, and announces what
 * became of requests an earlier page sent but was closed before it could say so.
 */
export function startPageOutbox(): void {
  if (!('indexedDB' in window)) return
  getMany<unknown[] | undefined>([PAGE_OUTBOX_KEY, CONTACT_OUTCOMES_KEY])
    .then(async ([kept, told]) => {
      if ((kept as KeptRequest[] | undefined)?.length) {
        await (await import('./send-kept')).sendKeptNow()
      } else if ((told as ContactOutcome[] | undefined)?.length) {
        await announceContactOutcomes()
      }
    })
    .catch(() => {}) // no IndexedDB to read (private modes): nothing was kept either
}
