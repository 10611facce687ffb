/**
 * The floor of the Lighthouse bench: a minimal static HTML page served by the same Express app
 * (helmet headers, compression, cache headers) as the site, from a directory of its own.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../../server/app'
import { openDatabase } from '../../server/db/database'
import { leadStore } from '../../server/db/leads'

export const FLOOR_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Kitchen and bathroom remodeling in Westchester</title>
    <meta name="description" content="The lightest page this server can send: the bench's floor." />
    <link rel="icon" href="data:," />
  </head>
  <body>
    <h1>Kitchen and bathroom remodeling</h1>
    <p>Family-owned remodelers with a showroom at 7 Memorial Dr, Chappaqua, NY.</p>
  </body>
</html>
`

const dir = mkdtempSync(join(tmpdir(), 'bench-floor-'))
writeFileSync(join(dir, 'index.html'), FLOOR_HTML)
writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title>')
const app = createApp({ store: leadStore(openDatabase(dir)), distDir: dir })
app.listen(Number(process.env.PORT))
