/**
 * The 'heavy widgets': what the page can live without at first, started when the
 * browser is idle. main.tsx ignores a failure to load this module.
 */
import { loadAnalytics } from '../lib/analytics'
import { startPageOutbox } from '../pwa/page-outbox'
import { registerServiceWorker } from '../pwa/register-service-worker'

/**
 * Starts the service worker, the sending of requests an earlier page kept without one, and,
 * when configured, the Google tag.
 */
export function startHeavyWidgets(): void {
  if (import.meta.env.PROD) registerServiceWorker()
  startPageOutbox()
  if (__GTAG_ID__) loadAnalytics()
}
