/**
 * The changes made to the peer's sources (AstroWind) before it is built, so that its pages load
 * nothing from a third party and its build needs no network but the npm registry.
 */

/** The peer's own picture, put in place of each remote one; `findImage` resolves such paths. */
export const LOCAL_PICTURE = '~/assets/images/default.png'

// the demo pictures come from Unsplash (shown straight from its CDN) and Pixabay (downloaded by
// the build, which would fail offline); a URL ends at a quote, a blank or Markdown's `)`
const PICTURE_URL = /https:\/\/(?:images\.unsplash\.com|cdn\.pixabay\.com)\/[^\s'"`)]+/g
const PICTURE_HOST = /https:\/\/(?:images\.unsplash\.com|cdn\.pixabay\.com|img\.shields\.io)/
// the announcement bar's star count, a live badge drawn as a background: its box keeps its size
const BADGE = /\s*bg-\[url\(https:\/\/img\.shields\.io\/[^)\]]*\)\]/g
// a preconnect to a host no picture comes from any more would still open a connection
const PRECONNECT =
  /^[ \t]*<link rel="preconnect" href="https:\/\/(?:images\.unsplash\.com|cdn\.pixabay\.com)\/?"\s*\/?>[ \t]*\r?\n/gm

/** A source text with each remote picture replaced by the local one (the badge left out). */
export function localPictures(text: string): string {
  return text.replace(PRECONNECT, '').replace(BADGE, '').replace(PICTURE_URL, LOCAL_PICTURE)
}

/** Whether a text still names a remote picture host. */
export function mentionsRemotePictures(text: string): boolean {
  return PICTURE_HOST.test(text)
}

/**
 * Inter, the peer's font. Its build fetches the font from the Fontsource API, which this machine
 * cannot reach (the build then quietly ships no font): the same file, the Latin subset of the
 * variable font, comes from the npm package instead and is served by Astro's local provider.
 */
export const PEER_FONT = {
  package: '@fontsource-variable/inter',
  version: '5.3.0',
  file: 'package/files/inter-latin-wght-normal.woff2',
  /** where it goes in the peer's sources */
  dest: 'src/assets/fonts/inter-latin-wght-normal.woff2',
} as const

// Fontsource's own unicode-range for the Latin file, so the @font-face is the one it would serve
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,' +
  'U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'

const FONTSOURCE = 'provider: fontProviders.fontsource(),'

/** The peer's astro.config.ts with Inter read from the file in its sources, not the network. */
export function localFont(config: string): string {
  if (!config.includes(FONTSOURCE)) {
    throw new Error(`the peer's astro.config.ts has no \`${FONTSOURCE}\` to replace`)
  }
  const variant = `{ src: ['./${PEER_FONT.dest}'], weight: '100 900', style: 'normal', unicodeRange: ['${LATIN}'] }`
  return config.replace(
    FONTSOURCE,
    `provider: fontProviders.local(),\n      options: { variants: [${variant}] },`,
  )
}

/** A file of the peer as it is built: `path` is relative to the peer's root, with `/`. */
export function rewritePeerFile(path: string, text: string): string {
  if (path === 'astro.config.ts') return localFont(text)
  if (/^src\/.*\.(?:astro|md|mdx|ts)$/.test(path)) return localPictures(text)
  return text
}
