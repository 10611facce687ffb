/**
 * The floor of the Lighthouse bench: a minimal static HTML page served by the same Express app
 * (helmet headers, compression, cache headers) as the site, from a directory of its own.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../../server/app'
import { BUILT_ROUTES_FILE } from '../../server/built-site'
import { openDatabase } from '../../server/db/database'
import { compileEntryLoader } from '../compile-entry-loader'
import { leadStore } from '../../server/db/leads'
import { FLOOR_HTML } from './floor-page'

const dir = mkdtempSync(join(tmpdir(), 'bench-floor-'))
writeFileSync(join(dir, 'index.html'), FLOOR_HTML)
writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title>')
// the server answers the pages a build lists: the floor has one
writeFileSync(join(dir, BUILT_ROUTES_FILE), JSON.stringify(['/']))
// the floor page has no loader, but its answers carry the site's policy, which allows it
const app = createApp({
  store: leadStore(openDatabase(dir)),
  distDir: dir,
  entryLoader: compileEntryLoader(),
})
app.listen(Number(process.env.PORT))
