/**
 * The web-platform globals that isomorphic code uses and that every runtime of shared/ has
 * (browser, service worker, Node). The rest of the DOM stays out of shared/'s types, so code
 * here cannot reach for `window`, `document` or `process`. Only tsconfig.shared.json reads this
 * file; the other projects have the full declarations from their own libraries.
 */
declare class URL {
  constructor(url: string, base?: string)
  readonly protocol: string
  readonly origin: string
  readonly hostname: string
  readonly pathname: string
  readonly search: string
  readonly searchParams: URLSearchParams
  readonly hash: string
}

declare class URLSearchParams {
  constructor(init?: string | Record<string, string>)
  get(name: string): string | null
  set(name: string, value: string): void
  toString(): string
}
