/**
 * The browser's offer to install the app. client/main.tsx starts listening before React is
 * fetched (the offer may come at once) and keeps it on `window.installOffer`; this module,
 * loaded with React, reads it from there.
 */
const notify = () => window.dispatchEvent(new Event(__INSTALL_OFFER_EVENT__))

/** Shows the browser's install dialog; the offer is used up either way. */
export async function promptInstall(): Promise<void> {
  const event = window.installOffer
  if (!event) return
  window.installOffer = undefined
  notify()
  await event.prompt()
}

/** Calls `listener` whenever the browser's offer to install comes or goes. */
export function subscribeToInstallOffer(listener: () => void): () => void {
  window.addEventListener(__INSTALL_OFFER_EVENT__, listener)
  return () => window.removeEventListener(__INSTALL_OFFER_EVENT__, listener)
}

/** Whether the browser offers installation right now. */
export function canInstall(): boolean {
  return window.installOffer !== undefined
}

/** iOS Safari has no install prompt: the visitor adds the site from the Share menu. */
export function isIosSafariBrowser(): boolean {
  const ua = navigator.userAgent
  const ios =
    /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1)
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return ios && !standalone && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua)
}
