import { Workbox } from 'workbox-window'
import type { PageToWorker, WorkerToPage } from '../../shared/sw-messages'
import { toast } from '../components/ui/toast-store'
import { announceContactOutcomes } from './contact-outcomes'
import { askWhenBackOnline, retryWhileWaiting } from './contact-retry'
import { hasFilledForm } from './filled-form'

const DAY_MS = 86_400_000

async function tellWorker(message: PageToWorker) {
  const registration = await navigator.serviceWorker.ready
  registration.active?.postMessage(message)
}

/**
 * Asks the worker to send queued requests now: every browser, Background Sync or not. The page
 * asks at start, on `online`, and while a request waits on a schedule (./contact-retry.ts).
 */
function replayQueue() {
  void tellWorker({ type: 'REPLAY_CONTACT_QUEUE' })
}

/**
 * A new worker is waiting: offer a reload. Never reload by ourselves, and not even on request
 * while a form holds typing; the new version then starts with the next visit.
 */
function offerUpdate(wb: Workbox) {
  toast({
    title: 'New version available',
    description: 'Reload to get the latest version of the site.',
    duration: DAY_MS,
    action: {
      label: 'Reload',
      altText: 'Reload the page to use the new version',
      onAction: () => {
        if (hasFilledForm()) {
          toast({
            title: 'Update waits for your form',
            description:
              'Send or clear your request first; the new version loads on your next visit.',
          })
          return
        }
        wb.addEventListener('controlling', () => window.location.reload())
        wb.messageSkipWaiting()
      },
    },
  })
}

/**
 * How long after load a first install waits. It downloads every page kept for the road (over
 * 100 files, about 850 KB compressed) and stores them: on a slow phone, a tap answered while it
 * ran took about 1.6 times as long (the home page's request dialog at 4× CPU, 1.5 s after load:
 * 241 ms on screen, 147 ms without it). The visitor's first taps come first; a page opened
 * offline needs a worker that is already there, which this does not delay.
 */
export const FIRST_INSTALL_AFTER_MS = 3000

/**
 * Registers the service worker (prompt-for-update) and wires the offline contact queue: at once
 * where a worker already controls the page (an update check), else once the page has been open a
 * while.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  if (navigator.serviceWorker.controller) register()
  else setTimeout(register, FIRST_INSTALL_AFTER_MS)
}

function register(): void {
  const wb = new Workbox('/sw.js', { scope: '/' })
  wb.addEventListener('waiting', () => offerUpdate(wb))
  const queueCounted = retryWhileWaiting(replayQueue)
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<WorkerToPage>) => {
    if (event.data?.type === 'CONTACT_OUTCOME') void announceContactOutcomes()
    if (event.data?.type === 'CONTACT_WAITING') queueCounted(event.data.count)
  })
  askWhenBackOnline(replayQueue)
  // registration can be refused (private modes, blocked storage): the site works without it
  wb.register()
    .then(replayQueue)
    .catch(() => {})
  void announceContactOutcomes()
}
