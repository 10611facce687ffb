/**
 * A small built site for tests: the contact, estimate and thank-you pages in the markup the
 * React form and thank-you page render (attributes in React's order or another, ids from
 * useId), with the scripts and data a built page carries around them.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { serviceTypes, type FormId } from '../../shared/contact-request'
import { pageFile } from '../../shared/page-file'
import { paths } from '../../shared/paths'
import { compileEntryLoader } from '../../scripts/compile-entry-loader'
import { BUILT_ROUTES_FILE, ENTRY_LOADER_FILE } from '../built-site'

const ENTRY_LOADER = compileEntryLoader()

const CONTROL = 'w-full rounded-md border'

function field(id: string, label: string, control: string) {
  return `<div class="grid gap-1.5"><label for="${id}" class="text-sm">${label}</label>${control}</div>`
}

/** A contact form as the client renders it, its control ids made from `idPrefix`. */
export function contactForm(formId: FormId, pagePath: string, idPrefix: string): string {
  const id = (name: string) => `${idPrefix}-${name}`
  const input = (name: string, type: string, autoComplete: string) =>
    // the phone's attributes in another order: matching must not depend on it
    name === 'phone'
      ? `<input name="phone" type="tel" required="" id="${id(name)}" aria-required="true" aria-invalid="false" class="${CONTROL}" autoComplete="tel"/>`
      : `<input id="${id(name)}" class="${CONTROL}" aria-invalid="false" aria-required="true" name="${name}" required="" type="${type}" autoComplete="${autoComplete}"/>`
  const options = serviceTypes.map((s) => `<option value="${s.value}">${s.label}</option>`)
  return `<form method="post" action="/api/contact" enctype="multipart/form-data" data-contact-form="${formId}" aria-label="Request a free estimate" class="grid gap-4">
<div data-form-problems="" role="alert" tabindex="-1" hidden="" class="rounded-md border border-red-700 p-4"></div>
<input type="hidden" name="formId" value="${formId}"/><input type="hidden" name="pagePath" value="${pagePath}"/><input type="hidden" name="idempotencyKey" value=""/><input type="hidden" name="fillMs" value=""/>
${field(id('firstName'), 'First name', input('firstName', 'text', 'given-name'))}
${field(id('lastName'), 'Last name', input('lastName', 'text', 'family-name'))}
${field(id('phone'), 'Phone', input('phone', 'tel', 'tel'))}
${field(id('email'), 'Email', input('email', 'email', 'email'))}
${field(id('serviceType'), 'Service', `<select id="${id('serviceType')}" class="${CONTROL}" aria-invalid="false" aria-required="false" name="serviceType"><option value="">Select Service (Optional)</option>${options.join('')}</select>`)}
${field(id('projectDetails'), 'Project details', `<textarea id="${id('projectDetails')}" class="${CONTROL}" aria-invalid="false" aria-required="false" name="projectDetails" rows="4"></textarea>`)}
<input type="file" name="photos" accept="image/*" multiple="" id="${id('photos')}" class="sr-only"/>
<input type="text" name="website" tabindex="-1" autocomplete="off" class="hidden"/>
<button type="submit">Send Request</button>
</form>`
}

/** A built page around some body markup: its own styles, JSON-LD and loader, as the build writes. */
export function builtPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="UTF-8"/><title>${title}</title>
<style>h1{color:#23395b}</style>
<noscript><link rel="stylesheet" crossorigin href="/assets/early-abc123.css"></noscript>
<script type="application/ld+json">{"@type":"WebPage","name":"<form data-contact-form=\\"modal\\">"}</script>
</head><body><!-- <form data-contact-form="contact-page"> --><div id="root"><main><h1>${title}</h1>
${body}
</main></div><script type="application/json" id="route-slice">{"path":"/"}</script>
<script data-entry="/assets/main-abc123.js" data-preload="/assets/early-abc123.js" data-styles="/assets/early-abc123.css">${ENTRY_LOADER}</script></body></html>
`
}

/** The thank-you page's reference line, hidden, as the client renders it. */
export const REFERENCE_LINE =
  '<p data-request-reference="" hidden="" class="mt-4 text-sm">Your request&#x27;s reference: <strong></strong></p>'

/** The pages of the test site, by path. */
export const TEST_PAGES: Record<string, string> = {
  [paths.contact]: builtPage('Contact us', contactForm('contact-page', paths.contact, '«R1»')),
  [paths.estimate]: builtPage(
    'Request a free estimate',
    contactForm('estimate', paths.estimate, '_R_a5_'),
  ),
  [paths.thankYou]: builtPage(
    'Thank you',
    `<p>We will call you within a day.</p>${REFERENCE_LINE}`,
  ),
}

/** Writes the test site into a new temporary directory and returns it. */
export function writeTestSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'test-site-'))
  for (const [path, html] of Object.entries(TEST_PAGES)) {
    const file = join(dir, pageFile(path))
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, html)
  }
  writeFileSync(join(dir, '404.html'), builtPage('Not found', '<p>No such page.</p>'))
  writeFileSync(join(dir, BUILT_ROUTES_FILE), JSON.stringify(Object.keys(TEST_PAGES)))
  writeFileSync(join(dir, ENTRY_LOADER_FILE), ENTRY_LOADER)
  return dir
}
