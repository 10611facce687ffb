/**
 * A page is painted with its own styles (scripts/page-styles.ts), and the whole stylesheet comes
 * after the paint: every element must be styled the same by either, or the visitor would see the
 * page change as it comes.
 */
import { expect, test } from '@playwright/test'
import { STYLES_ATTRIBUTE } from '../shared/entry-loader'
import { routes } from '../shared/routes'

// one page of each kind: every template is drawn by its own components
const pages = [...new Set(routes.map((r) => r.template))].map(
  (template) => routes.find((r) => r.template === template)!.path,
)

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, serviceWorkers: 'block' })

    for (const path of pages) {
      test(`${path} is styled the same by its own styles as by the whole stylesheet`, async ({
        page,
      }) => {
        // no script: what changes is the styles alone
        await page.route('**/assets/*.js', (route) => route.abort('connectionfailed'))
        await page.goto(path)
        const changed = await page.evaluate(async (attribute) => {
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
          const styled = () =>
            elements.map((element, i) => [
              // a ::before or ::after the whole stylesheet would add shows in its content
              getComputedStyle(element, '::before').content,
              getComputedStyle(element, '::after').content,
              ...[null, ...pseudo[i]!].map((name) => {
                const style = getComputedStyle(element, name)
                return [...style].map((p) => style.getPropertyValue(p)).join(';')
              }),
            ])
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
        }, STYLES_ATTRIBUTE)
        expect(changed, `${path}: styled differently once the whole stylesheet has come`).toEqual(
          [],
        )
      })
    }
  })
}
