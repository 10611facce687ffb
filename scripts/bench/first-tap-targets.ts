/**
 * What the first-tap bench (first-tap.ts) taps on each page, when, and how. The menu, the
 * request dialog, the first form field and an estimator option are tapped once the network is
 * quiet and at fixed times after load, while the page may still be at work; search and the
 * slider once the network is quiet.
 */
import type { Page } from 'playwright'
import { reach, type Control, type Shown } from './tap-in-page'

/** The times after the load event's end at which the timed taps come. */
export const TAP_AFTER_LOAD_MS = [300, 1000, 1500] as const

/**
 * A timed tap's visitor reaches the control this long before the tap time (below the first
 * screen, the scroll and the frames until the control holds still: reach() in tap-in-page.ts),
 * then taps at the time itself.
 */
const REACH_LEAD_MS = 250

/** When the tap comes: on a page left alone until the network is quiet, or after load. */
export type TapMoment = 'network-quiet' | { afterLoadMs: number }

/** How a visitor uses the page; `at`: the wall-clock time of a timed tap (ms since the epoch). */
type Act = (page: Page, at: number | undefined) => Promise<void>

/** One interaction to measure: where, what it shows when answered, when it comes. */
export type FirstTapTarget = {
  label: string
  path: string
  action: string
  shown: Shown
  moment: TapMoment
  act: Act
}

const sleepUntil = (epochMs: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, epochMs - Date.now())))

/**
 * Taps a control with raw touch events (Playwright's own tap runs its checks in the page just
 * before the touch, on the slowed CPU: they would be measured as input delay), `dx` CSS pixels
 * right of its middle. Once the network is quiet, the visitor reaches it, looks for a moment
 * unless `settle` is false, and taps; at a fixed time, the visitor reaches it just before and
 * taps at the time itself.
 */
const tap =
  (control: Control, { settle = true, dx = 0 }: { settle?: boolean; dx?: number } = {}): Act =>
  async (page, at) => {
    if (at === undefined) {
      // the page as a visitor finds it, not mid-measurement (reached again: it may have moved)
      if (settle) {
        await reach(page, control)
        await page.waitForTimeout(300)
      }
    } else {
      await sleepUntil(at - REACH_LEAD_MS)
    }
    const { x, y } = await reach(page, control)
    if (at !== undefined) await sleepUntil(at)
    await page.touchscreen.tap(x + dx, y)
  }

/** Taps, then types one letter into what the tap focused. */
const thenType =
  (tapIt: Act, letter: string): Act =>
  async (page, at) => {
    await tapIt(page, at)
    await page.keyboard.type(letter)
  }

/** The home page's consultation control: a button today, maybe a link of the same name. */
const CONSULTATION: Control = { roles: ['button', 'link'], name: 'Discuss Your Project' }
const MENU_BUTTON: Control = { roles: ['button'], name: 'Open menu' }
const FIRST_NAME: Control = { roles: ['textbox'], name: 'First name' }
/** exact: "Kitchen and bathroom" is an option too */
const BATHROOM: Control = { roles: ['radio'], name: 'Bathroom', exact: true }
const SEARCH_BOX: Control = { roles: ['searchbox'], name: '' }
const SLIDER: Control = { roles: ['slider'], name: '' }

/** The interaction once the network is quiet, then at each time after load. */
const atEachMoment = (target: Omit<FirstTapTarget, 'moment'>): FirstTapTarget[] => [
  { ...target, moment: 'network-quiet' },
  ...TAP_AFTER_LOAD_MS.map((afterLoadMs) => ({ ...target, moment: { afterLoadMs } })),
]

const quietOnly = (target: Omit<FirstTapTarget, 'moment'>): FirstTapTarget => ({
  ...target,
  moment: 'network-quiet',
})

/** The first interaction the issue names for each kind of page, at each moment it is tapped. */
export function firstTapTargets(paths: Record<string, string>): FirstTapTarget[] {
  const menu = (label: string) =>
    atEachMoment({
      label,
      path: paths[label]!,
      action: 'open the menu',
      shown: 'menu',
      act: tap(MENU_BUTTON),
    })
  return [
    ...atEachMoment({
      label: 'home',
      path: paths.home!,
      action: 'scroll to the consultation button and tap it at once',
      shown: 'dialog',
      // tapped the moment it holds still in view, without a pause after the scroll (at a fixed
      // time, the scroll is REACH_LEAD_MS before it)
      act: tap(CONSULTATION, { settle: false }),
    }),
    ...menu('service'),
    ...menu('region-hub'),
    ...menu('town'),
    ...menu('article'),
    ...menu('learning'),
    // a plain HTML field: the letter shows without the page's script
    ...atEachMoment({
      label: 'contact',
      path: paths.contact!,
      action: 'tap the first field and type',
      shown: 'typed',
      act: thenType(tap(FIRST_NAME), 'J'),
    }),
    // the new estimate comes with React, which a tap brings (client/early/before-react.ts): the
    // answer on screen at once is the native radio checked
    ...atEachMoment({
      label: 'cost-estimator',
      path: paths['cost-estimator']!,
      action: 'choose Bathroom (on screen: the radio checked; the estimate waits for React)',
      shown: 'checked',
      act: tap(BATHROOM),
    }),
    quietOnly({
      label: 'search',
      path: paths.search!,
      action: 'tap the search box and type',
      shown: 'typed',
      act: thenType(tap(SEARCH_BOX), 't'),
    }),
    quietOnly({
      label: 'case-study',
      path: paths['case-study']!,
      action: 'scroll to the before/after picture and tap it',
      shown: 'slider',
      // on the picture, left of the handle's middle: the handle moves there
      act: tap(SLIDER, { dx: -60 }),
    }),
  ]
}
