import { useSyncExternalStore } from 'react'
import {
  canInstall as browserOffersInstall,
  isIosSafariBrowser,
  promptInstall,
  subscribeToInstallOffer,
} from '../pwa/install-prompt'
import { useIsClient } from '../lib/use-is-client'

/** Whether the browser offers installation right now; never during the prerender. */
function useCanInstall(): boolean {
  return useSyncExternalStore(subscribeToInstallOffer, browserOffersInstall, () => false)
}

/**
 * 'Install the app' where the browser offers installation, and on iOS Safari the Share-menu
 * hint. Nothing where neither applies, or where the site already runs as an installed app.
 */
export function InstallApp() {
  const isClient = useIsClient()
  const canInstall = useCanInstall()
  if (!isClient) return null
  if (canInstall) {
    return (
      <button
        type="button"
        onClick={() => void promptInstall()}
        className="mt-4 inline-flex min-h-11 items-center rounded-md border border-white/60 px-4 text-sm font-semibold text-white hover:bg-white/10"
      >
        Install the app
      </button>
    )
  }
  if (isIosSafariBrowser()) {
    return (
      <p className="mt-4 text-white/90">
        Keep us on your iPhone: tap <span className="font-semibold">Share</span>, then{' '}
        <span className="font-semibold">Add to Home Screen</span>. Cost guides then open offline.
      </p>
    )
  }
  return null
}
