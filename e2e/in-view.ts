import type { Locator } from '@playwright/test'

/** How often a control's place is looked at, and how many looks before giving up (2 s). */
const LOOK_EVERY_MS = 100
const LOOKS = 20

/**
 * A control's place once it holds still: `measure` (which may scroll it into view again) is
 * taken every 100 ms until two looks agree, as a person aims at what they see. The bands around
 * a control are laid out as they come near the screen (client/styles.css `.band`) and can move
 * it in the frames after a scroll brought it there. The last look when it never settles.
 */
export async function whereItSettles<T extends { x: number; y: number }>(
  measure: () => Promise<T | null>,
): Promise<T | null> {
  let last = await measure()
  for (let look = 0; look < LOOKS; look++) {
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS))
    const now = await measure()
    if (now && last && now.x === last.x && now.y === last.y) return now
    last = now
  }
  return last
}

/**
 * Scrolls a control into view and waits until it holds still: a hover that must last (a
 * tooltip's 700 ms) would otherwise be left behind as the control moves.
 */
export async function bringIntoView(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded()
  await whereItSettles(() => target.boundingBox())
}

/**
 * Clicks a control where it stands once it holds still. Playwright checks that a control holds
 * still before it scrolls it into view, not after: a band above it laid out in the next frame can
 * move it between the press and the release, and the click then lands on no control at all.
 */
export async function clickOnceStill(target: Locator): Promise<void> {
  await bringIntoView(target)
  await target.click()
}
