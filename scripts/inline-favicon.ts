/**
 * The site's icon written into each page as a data address. A phone asks for a linked icon while
 * the page is still painting, and Lighthouse's slow-phone figure counts every request started
 * before the largest paint as one that paint waited for.
 *
 * It is the 32 px picture (public/icons/favicon-32.png, drawn by scripts/draw-app-images.ts),
 * not the SVG: an SVG icon is opened as a small document of its own, parsed, laid out and
 * drawn on the page's main thread just after the first paint (7–16 ms on the bench's machine,
 * four times that on its slowed phone), where a picture is only decoded. /favicon.svg stays, for
 * the desk, the booking pages and the precache.
 */
export const PAGE_ICON_FILE = 'icons/favicon-32.png'

const ICON_LINK = /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml" \/>/

export function inlineFavicon(template: string, png: Buffer): string {
  if (!ICON_LINK.test(template)) {
    throw new Error(
      'The page template has no <link rel="icon" href="/favicon.svg" type="image/svg+xml" /> (client/index.html)',
    )
  }
  const data = `data:image/png;base64,${png.toString('base64')}`
  return template.replace(
    ICON_LINK,
    () => `<link rel="icon" href="${data}" type="image/png" sizes="32x32" />`,
  )
}
