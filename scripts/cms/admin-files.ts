/**
 * The owner's editor at /admin, written by the build into dist/admin: the page, its
 * configuration (collections from collections.ts) and Decap CMS's own script, from the release
 * decap-release.ts pins. No public page links to or loads any of it, and the precache leaves it
 * out.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { stringify } from 'yaml'
import { business } from '../../shared/business'
import { figureNames, figuresSchema } from '../content/collections/figures'
import { parse } from 'yaml'
import type { CmsCollection } from './cms-collection'
import { cmsCollections } from './collections'
import { DECAP_RELEASE } from './decap-release'
import { escapeHtml } from '../../shared/escape-html'

/** Where the editor signs in when it is not on this computer. */
export type CmsBackend = {
  /** the GitHub repository holding content/, as owner/name */
  repo?: string
  branch: string
}

export type AdminOptions = {
  distDir: string
  contentDir: string
  siteUrl: string
  backend: CmsBackend
  /** the port of the local editing server (`npm run edit`), decap-server */
  localPort: number
}

/** The editor's address; its sign-in relay lives under it (server/routes/cms-auth.ts). */
export const ADMIN_PATH = '/admin/'

/** Decap CMS's configuration: where content lives, how to sign in, what the owner edits. */
export function cmsConfig(options: AdminOptions, collections: CmsCollection[]) {
  return {
    // In production: GitHub, signing in through this site's own relay (/admin/auth). On this
    // computer (localhost), the local server of `npm run edit` instead, with no sign-in.
    backend: {
      name: 'github',
      repo: options.backend.repo ?? 'owner/repository',
      branch: options.backend.branch,
      base_url: options.siteUrl,
      auth_endpoint: 'admin/auth',
    },
    local_backend: { url: `http://localhost:${options.localPort}/api/v1` },
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    publish_mode: 'simple',
    // uploads land where the image pipeline reads them; pages name a picture by its file name
    media_folder: 'images',
    public_folder: '/images',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections,
  }
}

/** The main stylesheet the build wrote, for the preview to look like the site. */
function siteStylesheet(distDir: string): string | undefined {
  const manifestFile = join(distDir, '.vite', 'manifest.json')
  if (!existsSync(manifestFile)) return undefined
  const chunks = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { isEntry?: boolean; css?: string[] }
  >
  const css = Object.values(chunks).find((chunk) => chunk.isEntry && chunk.css?.length)?.css?.[0]
  return css && `/${css}`
}

/** The figures by name, so the preview shows prices as pages show them. */
function figuresByName(contentDir: string): Record<string, string> {
  const file = join(contentDir, 'figures.yaml')
  if (!existsSync(file)) return {}
  const parsed = figuresSchema.safeParse(parse(readFileSync(file, 'utf8')))
  return parsed.success ? figureNames(parsed.data) : {}
}

/** An /admin page: never indexed, titled for the business. */
function adminDocument(title: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title} · ${escapeHtml(business.name)}</title>
    ${head}
  </head>
  <body>
    ${body}
  </body>
</html>
`
}

function adminPage(options: AdminOptions, collections: CmsCollection[]): string {
  const css = siteStylesheet(options.distDir)
  const written = collections
    .filter((collection) => 'folder' in collection && collection.extension === 'md')
    .map((collection) => collection.name)
  const previewData = [
    css ? `data-site-css="${escapeHtml(css)}"` : '',
    `data-written="${escapeHtml(written.join(','))}"`,
    `data-figures="${escapeHtml(JSON.stringify(figuresByName(options.contentDir)))}"`,
  ]
    .filter(Boolean)
    .join(' ')
  return adminDocument(
    'Site editor',
    `<link rel="cms-config-url" type="text/yaml" href="${ADMIN_PATH}config.yml" />`,
    `<script src="${ADMIN_PATH}decap-cms.js"></script>
    <script src="${ADMIN_PATH}preview.js" ${previewData}></script>`,
  )
}

/**
 * /admin when the build had no editor script: says so, and what brings it, instead of an
 * editor that never starts.
 */
function missingEditorPage(why: string): string {
  return adminDocument(
    'Site editor not in this build',
    '',
    `<main>
      <h1>The site editor is not in this build</h1>
      <p>Its script (Decap CMS ${DECAP_RELEASE.version}) was not on this computer when the site was
        built, and could not be downloaded: ${escapeHtml(why)}</p>
      <p>With a connection, run <code>npm run editor:fetch</code>, then build again
        (<code>npm run build</code>, or <code>npm start</code>). The public pages are not
        affected.</p>
    </main>`,
  )
}

/**
 * Writes dist/admin: the page, config.yml and the editor's script; with no script, a page that
 * says why and what to do.
 */
export function writeAdminFiles(
  options: AdminOptions,
  editor: { file: string } | { why: string },
): { scriptBytes: number } {
  const dir = join(options.distDir, 'admin')
  mkdirSync(dir, { recursive: true })
  const collections = cmsCollections(options.contentDir)
  writeFileSync(
    join(dir, 'config.yml'),
    `# Written by the build (scripts/cms/admin-files.ts): edit that, not this.\n${stringify(
      cmsConfig(options, collections),
      { lineWidth: 0 },
    )}`,
  )
  if ('why' in editor) {
    writeFileSync(join(dir, 'index.html'), missingEditorPage(editor.why))
    return { scriptBytes: 0 }
  }
  writeFileSync(join(dir, 'index.html'), adminPage(options, collections))
  copyFileSync(editor.file, join(dir, 'decap-cms.js'))
  return { scriptBytes: readFileSync(editor.file).length }
}
