/** Chrome's install prompt event (not in the DOM typings). */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let deferred: BeforeInstallPromptEvent | undefined
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

/** Starts listening before React renders: the browser may offer installation at once. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    notify()
  })
  window.addEventListener('appinstalled', () => {
    deferred = undefined
    notify()
  })
}

/** Shows the browser's install dialog; the offer is used up either way. */
export async function promptInstall(): Promise<void> {
  const event = deferred
  if (!event) return
  deferred = undefined
  notify()
  await event.prompt()
}

/** Calls `listener` whenever the browser's offer to install comes or goes. */
export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether the browser offers installation right now. */
export function canInstall(): boolean {
  return deferred !== undefined
}

/** iOS Safari has no install prompt: the visitor adds the site from the Share menu. */
export function isIosSafariBrowser(): boolean {
  const ua = navigator.userAgent
  const ios =
    /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1)
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return ios && !standalone && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua)
}
