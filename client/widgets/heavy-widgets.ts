/**
 * The 'heavy widgets': what the page can live without at first, started when the
 * browser is idle. main.tsx ignores a failure to load this module.
 */
import { loadAnalytics } from '../lib/analytics'
import { registerServiceWorker } from '../pwa/register-service-worker'

/** Starts the service worker and, when configured, the Google tag. */
export function startHeavyWidgets(): void {
  if (import.meta.env.PROD) registerServiceWorker()
  if (__GTAG_ID__) loadAnalytics()
}
