import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Retry = typeof import('./contact-retry')

/** A page without a DOM: the window and the document as event targets, the document in view. */
function fakePage() {
  const window = new EventTarget()
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' })
  vi.stubGlobal('window', window)
  vi.stubGlobal('document', document)
  return { window, document }
}

/** The module afresh (its schedule is module state), with the page's ask counted. */
async function start() {
  vi.resetModules()
  const retry: Retry = await import('./contact-retry')
  const ask = vi.fn()
  return { retry, ask, counted: retry.retryWhileWaiting(ask) }
}

describe('the page asks for a replay while a saved request waits', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('after 15 s, then twice as long each time, at most 5 minutes apart', async () => {
    fakePage()
    const { retry, ask, counted } = await start()
    counted(1)
    const asks: number[] = []
    let elapsed = 0
    while (asks.length < 7) {
      vi.advanceTimersByTime(1000)
      elapsed += 1000
      if (ask.mock.calls.length > asks.length) asks.push(elapsed)
      // the worker answers each ask: still waiting
      counted(1)
    }
    const gaps = asks.map((at, i) => at - (asks[i - 1] ?? 0))
    expect(gaps).toEqual([15, 30, 60, 120, 240, 300, 300].map((s) => s * 1000))
    expect(retry.FIRST_RETRY_MS).toBe(15_000)
  })

  it('stops when the worker says none waits, and starts again with the next saved request', async () => {
    fakePage()
    const { ask, counted } = await start()
    counted(1)
    vi.advanceTimersByTime(15_000)
    expect(ask).toHaveBeenCalledTimes(1)
    counted(0)
    vi.advanceTimersByTime(60 * 60_000)
    expect(ask).toHaveBeenCalledTimes(1)
    counted(1)
    vi.advanceTimersByTime(15_000)
    expect(ask).toHaveBeenCalledTimes(2)
  })

  it('asks nothing while the queue is empty, whatever the page does', async () => {
    const { window, document } = fakePage()
    const { ask, counted } = await start()
    counted(0)
    window.dispatchEvent(new Event('online'))
    document.dispatchEvent(new Event('visibilitychange'))
    vi.advanceTimersByTime(60 * 60_000)
    expect(ask).not.toHaveBeenCalled()
  })

  it('asks at once when the page comes back into view, and starts over when the connection returns', async () => {
    const { window, document } = fakePage()
    const { ask, counted } = await start()
    counted(1)
    vi.advanceTimersByTime(15_000 + 30_000)
    expect(ask).toHaveBeenCalledTimes(2)
    document.dispatchEvent(new Event('visibilitychange'))
    expect(ask).toHaveBeenCalledTimes(3)
    // the next wait would be 60 s; the connection's return makes it 15 s again
    window.dispatchEvent(new Event('online'))
    vi.advanceTimersByTime(15_000)
    expect(ask).toHaveBeenCalledTimes(4)
  })
})
