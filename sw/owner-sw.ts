/**
 * The lead desk's worker (/owner/sw.js, scope /owner/). It shows each alert the server pushes
 * and opens its lead when tapped. It has no fetch handler: the desk's pages and data always come
 * from the server and nothing of them is ever kept in a cache.
 */
export {}
declare const self: ServiceWorkerGlobalScope

import type { TeamAlert } from '../shared/team-alert'

/** An alert as the server sends it (server/alerts), read defensively: the count may be missing. */
type Alert = Omit<TeamAlert, 'newCount'> & { newCount?: number }

const DESK = '/owner/'

function readAlert(event: PushEvent): Alert {
  try {
    const data = event.data?.json() as Partial<Alert> | undefined
    if (data && typeof data.title === 'string') {
      return {
        title: data.title,
        body: typeof data.body === 'string' ? data.body : '',
        url: typeof data.url === 'string' && data.url.startsWith(DESK) ? data.url : DESK,
        ...(typeof data.leadId === 'string' ? { leadId: data.leadId } : {}),
        ...(typeof data.newCount === 'number' ? { newCount: data.newCount } : {}),
      }
    }
  } catch {
    // an alert we cannot read still shows: Safari withdraws the permission of a silent push
  }
  return { title: 'New request', body: 'Open the lead desk to see it.', url: DESK }
}

self.addEventListener('install', () => void self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('push', (event) => {
  const alert = readAlert(event)
  const badge =
    alert.newCount !== undefined && 'setAppBadge' in self.navigator
      ? self.navigator.setAppBadge(alert.newCount).catch(() => {})
      : Promise.resolve()
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(alert.title, {
        body: alert.body,
        icon: '/icons/icon-192.png',
        tag: alert.leadId ?? 'lead',
        data: { url: alert.url },
      }),
      badge,
    ]),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = new URL(
    (event.notification.data as { url?: string })?.url ?? DESK,
    self.location.origin,
  )
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const desk = open.find((client) => new URL(client.url).pathname.startsWith(DESK))
      if (desk) {
        await desk.focus()
        desk.postMessage({ type: 'open-lead', url: url.href })
        return
      }
      await self.clients.openWindow(url.href)
    })(),
  )
})
