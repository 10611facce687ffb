import { describe, expect, it } from 'vitest'
import { IncompleteTrace, readTasks } from './main-thread'

const MAIN = { pid: 1, tid: 10 }
const OTHER = { pid: 2, tid: 20 }
const ms = 1000

/** A trace of two renderers, the page's and another, with tasks at given ms. */
function trace(tasks: { at: number; ms: number; thread?: typeof MAIN }[], paintAt: number) {
  return [
    { name: 'thread_name', ph: 'M', ts: 0, ...MAIN, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', ts: 0, ...OTHER, args: { name: 'CrRendererMain' } },
    {
      name: 'navigationStart',
      ph: 'R',
      ts: 100 * ms,
      ...MAIN,
      args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://localhost/' } },
    },
    { name: 'firstContentfulPaint', ph: 'R', ts: (100 + paintAt) * ms, ...MAIN },
    ...tasks.map((t) => ({
      name: 'RunTask',
      ph: 'X',
      ts: (100 + t.at) * ms,
      dur: t.ms * ms,
      ...(t.thread ?? MAIN),
    })),
  ]
}

describe('readTasks', () => {
  it('counts the tasks over 50 ms that end after the first paint, on the page’s thread', () => {
    const figures = readTasks(
      trace(
        [
          { at: 0, ms: 80 }, // before the paint
          { at: 150, ms: 70 }, // straddles the paint at 200: it blocks after it
          { at: 300, ms: 20 },
          { at: 400, ms: 51 },
          { at: 500, ms: 200, thread: OTHER }, // another renderer
        ],
        200,
      ),
    )
    expect(figures).toEqual({ longTasks: 2, longestMs: 70, longestBeforePaintMs: 80 })
  })

  it('reads the thread the page started on, even when another renderer is busier', () => {
    const busy = Array.from({ length: 20 }, (_, i) => ({ at: 300 + i * 10, ms: 5, thread: OTHER }))
    const figures = readTasks(
      trace([{ at: 250, ms: 60 }, ...busy, { at: 600, ms: 120, thread: OTHER }], 200),
    )
    expect(figures).toEqual({ longTasks: 1, longestMs: 60, longestBeforePaintMs: 0 })
  })

  it('leaves out what comes after the first 5 s', () => {
    const figures = readTasks(trace([{ at: 5200, ms: 90 }], 200))
    expect(figures.longTasks).toBe(0)
  })

  it('says so when the trace has no first paint', () => {
    const events = trace([], 0).filter((e) => e.name !== 'firstContentfulPaint')
    expect(() => readTasks(events)).toThrow(IncompleteTrace)
  })
})
