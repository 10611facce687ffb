import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { matchPrecache } from 'workbox-precaching'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies'
import { OFFLINE_PATH, RUNTIME_CACHES } from '../shared/sw-messages'
import { pageFile } from '../shared/page-file'
import { paths } from '../shared/paths'

declare const self: ServiceWorkerGlobalScope

const DAY = 24 * 60 * 60

/**
 * The owner's desk and its data (leads, photos) are for the signed-in team alone: the public
 * worker, which every visitor's browser runs, never answers or keeps any of it, even before the
 * desk's own worker takes over its pages.
 */
const isOwners = (url: URL) =>
  url.pathname.startsWith(paths.ownerDesk) || url.pathname.startsWith(`${paths.ownerApi}/`)

/**
 * A homeowner's booking page and the owner's calendar feed carry one person's visit in their
 * address: always from the network, never kept. Offline, the booking page's navigation falls to
 * the offline page, which says booking needs a connection.
 */
const isPrivate = (url: URL) =>
  isOwners(url) ||
  url.pathname.startsWith(`${paths.booking}/`) ||
  url.pathname.startsWith(`${paths.calendarFeed}/`)

/** Pages not precached: the network first (3 s), so a page read once can be read offline. */
function registerPages() {
  registerRoute(
    ({ request, url }) =>
      request.mode === 'navigate' &&
      url.origin === self.location.origin &&
      !url.pathname.startsWith('/api/') &&
      // the owner's editor is always read from the server, never kept
      !url.pathname.startsWith('/admin') &&
      !isPrivate(url) &&
      // a thank-you page names one visitor's request: for them alone, never kept
      !(url.pathname === paths.thankYou && url.search),
    new NetworkFirst({
      cacheName: RUNTIME_CACHES.pages,
      networkTimeoutSeconds: 3,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY }),
      ],
    }),
  )
}

/**
 * A booking page is read from the network alone; a failure goes to the catch handler, whose
 * offline page says that booking needs a connection (the page is never kept).
 */
function registerBookingPages() {
  registerRoute(
    ({ request, url }) =>
      request.mode === 'navigate' &&
      url.origin === self.location.origin &&
      url.pathname.startsWith(`${paths.booking}/`),
    new NetworkOnly(),
  )
}

/** Images change rarely and are large: from the cache first, a limited number, for 30 days. */
function registerImages() {
  registerRoute(
    ({ request, url }) => request.destination === 'image' && !isOwners(url),
    new CacheFirst({
      cacheName: RUNTIME_CACHES.images,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
      ],
    }),
  )
}

/** The towns list: answered from the cache at once, refreshed in the background. */
function registerTowns() {
  registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname === '/api/towns',
    new StaleWhileRevalidate({
      cacheName: RUNTIME_CACHES.towns,
      plugins: [new CacheableResponsePlugin({ statuses: [200] })],
    }),
  )
}

/**
 * A page that is neither precached nor read before, asked for offline: the offline page, by
 * redirect, so the page that loads is the one its URL names and hydrates cleanly.
 */
function registerOfflineFallback() {
  setCatchHandler(async ({ request, url }) => {
    if (request.mode !== 'navigate') return Response.error()
    const offline = await matchPrecache(`/${pageFile(OFFLINE_PATH)}`)
    if (!offline || !url) return Response.error()
    return Response.redirect(`${OFFLINE_PATH}?from=${encodeURIComponent(url.pathname)}`, 302)
  })
}

/** Every runtime route of the worker, after the precache route. */
export function registerCachePolicy() {
  registerPages()
  registerBookingPages()
  registerImages()
  registerTowns()
  registerOfflineFallback()
}
