/**
 * A page is painted with its own styles (scripts/page-styles.ts), and the whole stylesheet comes
 * after the paint: every element must be styled the same by either, or the visitor would see the
 * page change as it comes.
 */
import { expect, test, type Page } from '@playwright/test'
import { LAID_OUT_WHOLE, STYLES_ATTRIBUTE } from '../shared/entry-loader'
import { routes } from '../shared/routes'

// one page of each kind: every template is drawn by its own components
const pages = [...new Set(routes.map((r) => r.template))].map(
  (template) => routes.find((r) => r.template === template)!.path,
)

/**
 * The elements of the page at `path` styled differently once the whole stylesheet has come,
 * after taking the rules for `withoutSelector` out of the page's own styles (to show that a
 * missing rule is found).
 */
async function restyledByWholeSheet(
  page: Page,
  path: string,
  withoutSelector?: string,
): Promise<string[]> {
  // no script: what changes is the styles alone
  await page.route('**/assets/*.js', (route) => route.abort('connectionfailed'))
  await page.goto(path)
  return page.evaluate(
    async ({ attribute, laidOutWhole, withoutSelector }) => {
      // every band laid out, as after a reload: one left for later holds a guessed height until
      // a frame finds it far from the screen, and would move what follows between the two reads
      document.documentElement.setAttribute(laidOutWhole, '')
      if (withoutSelector) {
        // Tailwind's rules sit in @layer blocks
        const strip = (group: CSSStyleSheet | CSSGroupingRule): number => {
          let removed = 0
          for (let i = group.cssRules.length - 1; i >= 0; i--) {
            const rule = group.cssRules[i]!
            if (rule instanceof CSSStyleRule && rule.selectorText === withoutSelector) {
              group.deleteRule(i)
              removed++
            } else if (rule instanceof CSSGroupingRule) removed += strip(rule)
          }
          return removed
        }
        const removed = [...document.styleSheets].reduce((sum, sheet) => sum + strip(sheet), 0)
        if (removed === 0) throw new Error(`the page's own styles have no ${withoutSelector}`)
      }
      const elements = [...document.querySelectorAll('body *')]
      /** The pseudo-elements an element shows with its own styles. */
      const pseudo = elements.map((element) =>
        ['::before', '::after']
          .filter((name) => getComputedStyle(element, name).content !== 'none')
          .concat(
            element.matches('input, textarea') ? ['::placeholder'] : [],
            element.matches('li, summary') ? ['::marker'] : [],
            element.matches('dialog') ? ['::backdrop'] : [],
          ),
      )
      /**
       * Chromium sometimes reports a block's auto margins as 0px though it lays the block out
       * centred: margins are compared by where the element is, not by what it reports.
       */
      const compared = (property: string) => !property.startsWith('margin')
      const styled = () =>
        elements.map((element, i) => {
          const { x, y, width, height } = element.getBoundingClientRect()
          return [
            `${x},${y} ${width}×${height}`,
            // a ::before or ::after the whole stylesheet would add shows in its content
            getComputedStyle(element, '::before').content,
            getComputedStyle(element, '::after').content,
            ...[null, ...pseudo[i]!].map((name) => {
              const style = getComputedStyle(element, name)
              return [...style]
                .filter(compared)
                .map((p) => style.getPropertyValue(p))
                .join(';')
            }),
          ]
        })
      const own = styled()
      // the whole stylesheet, added as the page's loader adds it after the first paint
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.href = document.querySelector(`script[${attribute}]`)!.getAttribute(attribute)!
      await new Promise((resolve) => {
        link.onload = resolve
        document.head.append(link)
      })
      const whole = styled()
      return elements.flatMap((element, i) =>
        own[i]!.some((style, j) => style !== whole[i]![j])
          ? [`<${element.tagName.toLowerCase()} class="${element.className}">`]
          : [],
      )
    },
    { attribute: STYLES_ATTRIBUTE, laidOutWhole: LAID_OUT_WHOLE, withoutSelector },
  )
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, serviceWorkers: 'block' })

    for (const path of pages) {
      test(`${path} is styled the same by its own styles as by the whole stylesheet`, async ({
        page,
      }) => {
        expect(
          await restyledByWholeSheet(page, path),
          `${path}: styled differently once the whole stylesheet has come`,
        ).toEqual([])
      })
    }
  })
}

test.describe('a rule missing from a page’s own styles', () => {
  test.use({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })

  test('is found: the centred column moves when the whole stylesheet comes', async ({
    page,
    request,
  }) => {
    // which pages hold their own styles depends on their size: the first that does
    let path: string | undefined
    for (const candidate of pages) {
      const html = await (await request.get(candidate)).text()
      if (/<style>[^<]*\.mx-auto\{/.test(html)) {
        path = candidate
        break
      }
    }
    expect(path, 'no page holds its own styles with .mx-auto').toBeDefined()
    expect(await restyledByWholeSheet(page, path!, '.mx-auto')).not.toEqual([])
  })
})
