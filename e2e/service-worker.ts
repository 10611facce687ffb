import { expect, type BrowserContext, type Page } from '@playwright/test'
import { CONTACT_QUEUE_NAME, VIEW_QUEUE_NAME } from '../shared/sw-messages'

/** Loads the site until the service worker is installed and controls the page. */
export async function installWorker(page: Page): Promise<void> {
  await page.goto('/')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true)
}

/** How many contact requests wait in the worker's IndexedDB queue (page views wait apart). */
export function queuedRequests(
  page: Page,
  queueName: string = CONTACT_QUEUE_NAME,
): Promise<number> {
  return page.evaluate(
    (queue) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('workbox-background-sync')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('requests')) return resolve(0)
          // Workbox keeps every queue in one store, indexed by the queue's name
          const count = db
            .transaction('requests')
            .objectStore('requests')
            .index('queueName')
            .count(queue)
          count.onsuccess = () => resolve(count.result)
          count.onerror = () => reject(count.error)
        }
      }),
    queueName,
  )
}

/**
 * The pages whose views wait in the worker's queue, oldest first: a view sent as a test goes
 * offline (the page before) is kept too, and is not the one a test looks for.
 */
export function queuedViewPaths(page: Page): Promise<string[]> {
  return page.evaluate(
    (queue) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('workbox-background-sync')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('requests')) return resolve([])
          const all = db
            .transaction('requests')
            .objectStore('requests')
            .index('queueName')
            .getAll(queue)
          all.onsuccess = () =>
            resolve(
              (all.result as { requestData: { body?: ArrayBuffer } }[]).map(
                (entry) =>
                  (
                    JSON.parse(new TextDecoder().decode(entry.requestData.body)) as {
                      path: string
                    }
                  ).path,
              ),
            )
          all.onerror = () => reject(all.error)
        }
      }),
    VIEW_QUEUE_NAME,
  )
}

/** Asks the worker to replay its queue, as the page does on `online` and at start. */
export async function askReplay(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    registration.active?.postMessage({ type: 'REPLAY_CONTACT_QUEUE' })
  })
}

/** Goes offline for the page and its service worker. */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true)
}

/**
 * Refuses Background Sync to the site, as Safari and Firefox have none: the worker's queue is
 * then replayed only when something asks (the worker's start, the page). Granting no permission
 * for the origin refuses every one, Background Sync's included.
 */
export async function denyBackgroundSync(page: Page, context: BrowserContext): Promise<void> {
  await context.grantPermissions([], { origin: new URL(page.url()).origin })
  const state = await page.evaluate(
    async () =>
      (await navigator.permissions.query({ name: 'background-sync' as PermissionName })).state,
  )
  expect(state).toBe('denied')
}
