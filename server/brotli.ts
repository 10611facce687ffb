/**
 * Brotli's quality for what the server compresses as it answers (as fast here as 4, and smaller
 * than gzip); the build reads it to know a page's size as it is sent (scripts/page-styles.ts): a
 * built page is sent precompressed at PRECOMPRESSED_QUALITY, smaller still.
 */
export const BROTLI_QUALITY = 6

/**
 * Brotli's best, for the built pages, compressed once by the build (scripts/precompress.ts):
 * about a tenth smaller than BROTLI_QUALITY, which brings the home page within the first flight
 * of a new connection.
 */
export const PRECOMPRESSED_QUALITY = 11

/** Beside each built page file, the same page compressed: `index.html.br`. */
export const PRECOMPRESSED_SUFFIX = '.br'
