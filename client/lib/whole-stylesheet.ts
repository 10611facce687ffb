import { STYLES_ATTRIBUTE, WHOLE_SHEET_HELD } from '../../shared/entry-loader'

/**
 * The whole stylesheet on screen. On a page that holds its own styles, the inline loader fetched
 * it held back for print (client/early/entry-loader.ts); React may show what those styles lack (a
 * message, a result, the next page), so it applies before React renders. Resolves once the
 * sheet has come (at once, almost always: it was asked for with the entry), or failed to.
 */
export function applyWholeStylesheet(): Promise<void> {
  const named = document.querySelector(`script[${STYLES_ATTRIBUTE}]`)
  const sheets = (named?.getAttribute(STYLES_ATTRIBUTE) ?? '').split(' ').filter(Boolean)
  const held = document.querySelectorAll<HTMLLinkElement>(
    `link[rel="stylesheet"][media="${WHOLE_SHEET_HELD}"]`,
  )
  const arriving: Promise<unknown>[] = []
  for (const link of held) {
    if (!sheets.includes(link.getAttribute('href') ?? '')) continue
    link.media = 'all'
    if (link.sheet) continue
    arriving.push(
      new Promise((settled) => {
        link.addEventListener('load', settled, { once: true })
        link.addEventListener('error', settled, { once: true })
      }),
    )
  }
  return Promise.all(arriving).then(() => undefined)
}
