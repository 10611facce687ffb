/**
 * The one mapping from a page's address to the file its HTML is built into, relative to dist/:
 * / → index.html, /a/b → a/b/index.html. The prerender writes there; the server, the service
 * worker, the precache list and the tests read there.
 */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`
}
