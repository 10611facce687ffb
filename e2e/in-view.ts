import type { Locator } from '@playwright/test'

/**
 * Scrolls a control into view and waits until it holds still, as a person moves the pointer onto
 * what they see. The bands around it are laid out as they come near the screen
 * (client/styles.css `.band`) and can move it in the frames after a jump; a hover that must last
 * (a tooltip's 700 ms) would be left behind.
 */
export async function bringIntoView(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded()
  let last = await target.boundingBox()
  for (let look = 0; look < 20; look++) {
    await target.page().waitForTimeout(100)
    const now = await target.boundingBox()
    if (now && last && now.x === last.x && now.y === last.y) return
    last = now
  }
}
