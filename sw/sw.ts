/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import type { PageToWorker } from '../shared/sw-messages'
import { registerCachePolicy } from './cache-policy'
import { handleContactPost, replayContactQueue } from './contact-queue'
import { handleViewPost, replayViewQueue } from './view-queue'
import { paths } from '../shared/paths'
import { pageFile } from '../shared/page-file'

declare const self: ServiceWorkerGlobalScope

// The pages marked `precache` in the route registry, the offline page, JS, CSS and icons.
// Workbox maps /a/ to /a/index.html itself; our pages have no trailing slash, so /a maps too.
precacheAndRoute(self.__WB_MANIFEST, {
  urlManipulation: ({ url }) => {
    if (url.pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(url.pathname)) return []
    const page = new URL(url.href)
    page.pathname = `/${pageFile(url.pathname)}`
    page.search = ''
    return [page]
  },
})
cleanupOutdatedCaches()

registerRoute(({ url }) => url.pathname === paths.contactApi, handleContactPost, 'POST')
registerRoute(({ url }) => url.pathname === paths.viewsApi, handleViewPost, 'POST')
registerCachePolicy()

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as PageToWorker | undefined
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting()
  // the page asks when it comes online and at every start: the views kept offline go too
  if (message?.type === 'REPLAY_CONTACT_QUEUE') {
    event.waitUntil(Promise.all([replayContactQueue(), replayViewQueue()]))
  }
})

// Browsers without Background Sync replay when the worker starts; Workbox's Queue does that on
// construction. The page also asks on `online` and at every app start.
