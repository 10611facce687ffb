/**
 * While a saved request waits, the open page asks for it to be sent again on a schedule: the
 * worker's queue (Safari and Firefox have no Background Sync: without this, a request saved while
 * the site could not be reached went out only with the next page load), and the page's own
 * keeping where no worker does (./page-outbox.ts). Whoever keeps requests says how many wait after
 * each save and each try; the schedule runs while any do and stops when none is left. Every ask
 * is harmless: one try runs at a time and the server answers a resend of the same request (its
 * idempotency key) without storing it again.
 */

/** The first wait after a request is saved (or the connection returns), then doubled each time. */
export const FIRST_RETRY_MS = 15_000
/** The longest wait between two asks. */
export const LONGEST_RETRY_MS = 5 * 60_000

/**
 * Starts a schedule for a page: `ask` asks for a try. Returns what the page calls with each
 * count of waiting requests it is told.
 */
export function retryWhileWaiting(ask: () => void): (count: number) => void {
  let waiting = false
  let wait = FIRST_RETRY_MS
  let timer: ReturnType<typeof setTimeout> | undefined

  function stop() {
    clearTimeout(timer)
    timer = undefined
    wait = FIRST_RETRY_MS
  }

  function schedule() {
    clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      if (!waiting) return
      ask()
      wait = Math.min(wait * 2, LONGEST_RETRY_MS)
      schedule()
    }, wait)
  }

  // back in view: the device may have been asleep past the next ask
  document.addEventListener('visibilitychange', () => {
    if (waiting && document.visibilityState === 'visible') ask()
  })
  // a connection that returns starts the waits over
  window.addEventListener('online', () => {
    if (!waiting) return
    wait = FIRST_RETRY_MS
    schedule()
  })
  return (count) => {
    const before = waiting
    waiting = count > 0
    if (!waiting) stop()
    // a schedule already running keeps its pace; a newly saved request starts one
    else if (!before || timer === undefined) schedule()
  }
}

/**
 * Back online: ask at once, and again a little later, because the first moments after the
 * `online` event can still fail (the link is up before the route is). Asks are harmless.
 */
export function askWhenBackOnline(ask: () => void): void {
  window.addEventListener('online', () => {
    ask()
    setTimeout(ask, 3000)
    setTimeout(ask, 10000)
  })
}
