/**
 * The Content-Security-Policy of every answer, built one way: a policy is its directives and
 * their sources, written into the header here and nowhere else. The site's pages get the site's
 * policy (with a page's own styles added by their hash), the editor at /admin its own.
 */
import { createHash } from 'node:crypto'
import type { Response } from 'express'

/** Directive name (as the header spells it) to its sources. */
export type Policy = Readonly<Record<string, readonly string[]>>

/** The Content-Security-Policy source that allows one inline script or style, by its hash. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`
}

const GOOGLE_TAG = ['https://www.googletagmanager.com']
const GOOGLE_REPORTING = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
  'https://*.g.doubleclick.net',
  'https://*.google.com',
]

/**
 * The site's policy: everything from our own origin (plus Google's tag when analytics is on),
 * and the pages' entry loader by its hash (`entryLoaderHash`: a page's one inline script; JSON-LD
 * blocks are data, not scripts). An app without pages has no loader to allow.
 */
export function sitePolicy(analytics: boolean, entryLoaderHash?: string): Policy {
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(entryLoaderHash ? [entryLoaderHash] : []),
      ...(analytics ? GOOGLE_TAG : []),
    ],
    'style-src': ["'self'"],
    // blob: the thumbnails of the photos a visitor adds to a request, made in the page
    'img-src': ["'self'", 'data:', 'blob:', ...(analytics ? GOOGLE_REPORTING : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(analytics ? GOOGLE_REPORTING : [])],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
}

const GITHUB_API = 'https://api.github.com'
const GITHUB_CONTENT = [
  'https://avatars.githubusercontent.com',
  'https://raw.githubusercontent.com',
]

/** What the editor may load and reach: our files, GitHub's API, and the local editing server. */
export function adminPolicy(localPort: number, scriptSource?: string): Policy {
  return {
    'default-src': ["'self'"],
    // the editor compiles its configuration checks at run time
    'script-src': ["'self'", "'unsafe-eval'", ...(scriptSource ? [scriptSource] : [])],
    // the editor's components style themselves with inline styles
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...GITHUB_CONTENT],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'blob:', `http://localhost:${localPort}`, GITHUB_API],
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
}

export function policyHeader(policy: Policy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ')
}

/** Where the answer's policy is kept, so a page's own styles can be added to it later. */
const POLICY = 'contentSecurityPolicy'

export function setPolicy(res: Response, policy: Policy): void {
  res.locals[POLICY] = policy
  res.setHeader('Content-Security-Policy', policyHeader(policy))
}

/** Adds a page's own styles (their hash source) to the policy already set on the answer. */
export function allowPageStyle(res: Response, source: string | undefined): void {
  const policy = res.locals[POLICY] as Policy | undefined
  if (!source || !policy) return
  setPolicy(res, { ...policy, 'style-src': [...(policy['style-src'] ?? []), source] })
}
