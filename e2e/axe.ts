/** The pages' accessibility as axe finds it, against WCAG 2.2 AA. */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** The page's WCAG 2.2 AA violations, one line each with the elements at fault (none is the aim). */
export async function violations(page: Page): Promise<string[]> {
  // the site has no frames: axe runs in the page itself, rather than in a blank page opened to
  // merge the frames' results, which took a third of each check's time
  const result = await new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode(true).analyze()
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}
