/**
 * Offline, a link inside the site loads its page in full instead of routing in the page: the
 * service worker then answers with the saved page (or the offline page), where a client-side
 * route would need code and text this device may not have.
 */
export function loadPagesInFullWhenOffline(): void {
  window.addEventListener(
    'click',
    (event) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a')
      if (!link || link.target || link.origin !== window.location.origin) return
      if (link.pathname === window.location.pathname && link.hash) return
      // capture phase: the router's own handler never sees the click; the browser follows it
      event.stopImmediatePropagation()
    },
    { capture: true },
  )
}
