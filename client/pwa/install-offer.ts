/**
 * Keeps the browser's install offer for the install button (client/pwa/install-prompt.ts):
 * called by the entry script, before React is here.
 */
export function captureInstallOffer(): void {
  const changed = () => window.dispatchEvent(new Event(__INSTALL_OFFER_EVENT__))
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    window.installOffer = event as BeforeInstallPromptEvent
    changed()
  })
  window.addEventListener('appinstalled', () => {
    window.installOffer = undefined
    changed()
  })
}
