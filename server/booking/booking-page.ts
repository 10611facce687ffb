/**
 * The frame of the homeowner's booking pages: the built shell (dist/book/index.html, with its
 * styles and the picker), or a bare page when the site is not built, filled with a title and the
 * page's own markup. Every value written in is escaped.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { addressLine, business, links } from '../../shared/business'
import { escapeHtml } from '../../shared/escape-html'

const SLOT = '<main id="booking"></main>'
const TITLE = /<title>[^<]*<\/title>/

const BARE = `<!doctype html><html lang="en"><head><meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>Booking</title></head>
<body>${SLOT}</body></html>`

/** The frame, read once from `distDir`'s built shell. */
export function bookingFrame(distDir: string | undefined) {
  let shell: string | undefined
  const template = () => {
    if (shell === undefined) {
      try {
        shell = distDir ? readFileSync(join(distDir, 'book', 'index.html'), 'utf8') : BARE
      } catch {
        shell = BARE
      }
      if (!shell.includes(SLOT)) shell = BARE
    }
    return shell
  }
  /** A whole page: `content` is markup made by this module's helpers. */
  return (title: string, content: string): string =>
    template()
      .replace(TITLE, `<title>${escapeHtml(title)} · ${escapeHtml(business.name)}</title>`)
      .replace(
        SLOT,
        `<main id="booking" class="mx-auto grid max-w-2xl gap-6 px-4 pt-4 pb-16">${masthead()}${content}${footer()}</main>`,
      )
}

function masthead(): string {
  return `<header class="flex flex-wrap items-center justify-between gap-2 border-b border-line pb-3">
<a href="/" class="font-serif text-lg font-bold text-brand">${escapeHtml(business.name)}</a>
<a href="${links.call}" class="text-brand underline underline-offset-2">${escapeHtml(business.phone.display)}</a>
</header>`
}

function footer(): string {
  return `<footer class="border-t border-line pt-4 text-sm text-muted">
<p>${escapeHtml(business.name)} · ${escapeHtml(addressLine)}</p>
<p>Questions? Call <a class="text-brand underline" href="${links.call}">${escapeHtml(business.phone.display)}</a>.</p>
</footer>`
}

/** A page's heading, with an optional lead paragraph. */
export function heading(text: string, lead?: string): string {
  return `<h1 class="font-serif text-3xl font-bold text-brand">${escapeHtml(text)}</h1>${
    lead ? `<p class="text-lg">${escapeHtml(lead)}</p>` : ''
  }`
}

/** A message the visitor must read: a problem (role alert) or news (role status). */
export function notice(text: string, tone: 'problem' | 'news'): string {
  const look =
    tone === 'problem'
      ? 'border-accent bg-white text-accent-dark'
      : 'border-brand bg-brand-light text-brand-dark'
  const role = tone === 'problem' ? 'alert' : 'status'
  return `<p role="${role}" class="rounded border-l-4 ${look} p-3 font-semibold">${escapeHtml(text)}</p>`
}

/** The classes of the pages' main button. */
export const BUTTON =
  'inline-flex min-h-12 items-center justify-center rounded bg-accent px-5 py-3 font-semibold text-white hover:bg-accent-dark'

/** The classes of a secondary button. */
export const QUIET_BUTTON =
  'inline-flex min-h-12 items-center justify-center rounded border-2 border-brand px-5 py-3 font-semibold text-brand hover:bg-brand-light'
