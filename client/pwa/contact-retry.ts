/**
 * While a saved request waits in the worker's queue, the open page asks the worker to send it
 * again on a schedule. Safari and Firefox have no Background Sync: without this, a request saved
 * while the site could not be reached (offline, or the browser online and our server down) went
 * out only with the next page load. The worker says how many requests wait after each save and
 * each replay (sw/contact-queue.ts); the schedule runs while any do and stops when none is left.
 * Every ask is harmless: the worker runs one replay at a time and the server answers a resend of
 * the same request (its idempotency key) without storing it again.
 */

/** The first wait after a request is saved (or the connection returns), then doubled each time. */
export const FIRST_RETRY_MS = 15_000
/** The longest wait between two asks. */
export const LONGEST_RETRY_MS = 5 * 60_000

let waiting = false
let wait = FIRST_RETRY_MS
let timer: ReturnType<typeof setTimeout> | undefined

function stop() {
  clearTimeout(timer)
  timer = undefined
  wait = FIRST_RETRY_MS
}

function schedule(ask: () => void) {
  clearTimeout(timer)
  timer = setTimeout(() => {
    timer = undefined
    if (!waiting) return
    ask()
    wait = Math.min(wait * 2, LONGEST_RETRY_MS)
    schedule(ask)
  }, wait)
}

/**
 * Starts the schedule for a page: `ask` asks the worker for a replay. Returns what the page
 * calls with each count the worker reports.
 */
export function retryWhileWaiting(ask: () => void): (count: number) => void {
  // back in view: the device may have been asleep past the next ask
  document.addEventListener('visibilitychange', () => {
    if (waiting && document.visibilityState === 'visible') ask()
  })
  // a connection that returns starts the waits over
  window.addEventListener('online', () => {
    if (!waiting) return
    wait = FIRST_RETRY_MS
    schedule(ask)
  })
  return (count) => {
    const before = waiting
    waiting = count > 0
    if (!waiting) stop()
    // a schedule already running keeps its pace; a newly saved request starts one
    else if (!before || timer === undefined) schedule(ask)
  }
}
