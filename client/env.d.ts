/// <reference types="vite/client" />

/** The public site origin the build was made for (SITE_URL), without a trailing slash. */
declare const __SITE_URL__: string
/** The calendar year of the build: the footer's first render, corrected on the client. */
declare const __BUILD_YEAR__: number
/** The Google tag id (G-... or AW-...) given at build time, or '' for none. */
declare const __GTAG_ID__: string
/** The Ads conversion target (AW-.../label) given at build time, or '' for none. */
declare const __ADS_SEND_TO__: string
/** A short id of this build: busts persisted query caches when a new build ships. */
declare const __BUILD_ID__: string

/** The window event of the install offer coming or going (a define: the entry shares no module). */
declare const __INSTALL_OFFER_EVENT__: string

declare module 'virtual:images' {
  const images: Record<string, import('../shared/image-meta').ImageMeta>
  export default images
}

/** Chrome's install prompt event (not in the DOM typings). */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

interface Window {
  /** the browser's offer to install, kept by client/pwa/install-offer.ts */
  installOffer?: BeforeInstallPromptEvent | undefined
  /** what the page's inline loader saw before the entry came (client/early/entry-loader.ts) */
  __beforeEntry?: { held?: Event; intent?: Event; slid?: PointerEvent } | null
}
