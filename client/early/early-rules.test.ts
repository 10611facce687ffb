import { describe, expect, it } from 'vitest'
import { isReading, lastPointerAfter } from './early-rules'

/** An event as the page's listeners see it: its type, and a pointer's kind where it has one. */
const event = (type: string, pointerType?: string) =>
  Object.assign(new Event(type), pointerType === undefined ? {} : { pointerType })

/** Feeds the events in order, as a listener does; says which of them were intent. */
function intentAmong(events: Event[]): string[] {
  let lastPointer: string | undefined
  return events
    .filter((e) => {
      lastPointer = lastPointerAfter(e, lastPointer)
      return !isReading(e, lastPointer)
    })
    .map((e) => e.type)
}

describe('intent before React', () => {
  it('takes a phone’s tap, and the focus it gives the tapped control, as reading', () => {
    expect(intentAmong([event('pointerdown', 'touch'), event('focusin')])).toEqual([])
    expect(intentAmong([event('pointerdown', 'pen'), event('focusin')])).toEqual([])
  })

  it('takes the mouse and the focus it gives as intent', () => {
    expect(intentAmong([event('pointerdown', 'mouse'), event('focusin')])).toEqual([
      'pointerdown',
      'focusin',
    ])
    // a pointer of no named kind counts as a mouse, after a touch too
    expect(intentAmong([event('pointerdown', ''), event('focusin')])).toEqual([
      'pointerdown',
      'focusin',
    ])
    expect(
      intentAmong([event('pointerdown', 'touch'), event('pointerdown', ''), event('focusin')]),
    ).toEqual(['pointerdown', 'focusin'])
  })

  it('takes a key, and the focus that follows it, as intent even after a touch', () => {
    expect(
      intentAmong([event('pointerdown', 'touch'), event('keydown'), event('focusin')]),
    ).toEqual(['keydown', 'focusin'])
  })

  it('takes focus before any pointer, typing and the wheel as intent', () => {
    expect(intentAmong([event('focusin'), event('input'), event('wheel')])).toEqual([
      'focusin',
      'input',
      'wheel',
    ])
  })
})
