/**
 * Brotli's quality for what the server compresses (as fast here as 4, and smaller than gzip);
 * the build reads it to know a page's size as it is sent (scripts/page-styles.ts).
 */
export const BROTLI_QUALITY = 6
