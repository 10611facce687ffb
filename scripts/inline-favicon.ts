/**
 * The site's icon written into each page as a data address. A phone asks for a linked icon while
 * the page is still painting, and Lighthouse's slow-phone figure counts every request started
 * before the largest paint as one that paint waited for. /favicon.svg stays, for the desk and
 * the precache.
 */
const ICON_LINK = 'href="/favicon.svg"'

export function inlineFavicon(template: string, svg: string): string {
  if (!template.includes(ICON_LINK)) {
    throw new Error(`The page template has no <link rel="icon" ${ICON_LINK}> (client/index.html)`)
  }
  const data = `data:image/svg+xml,${encodeURIComponent(svg.trim())}`
  return template.replace(ICON_LINK, () => `href="${data}"`)
}
