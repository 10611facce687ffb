/**
 * `npm start`: builds when the sources or SITE_URL changed since the last build, then runs the
 * built server, as `npm run serve` does.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { readConfig } from '../server/start-server'
import { readBuildInfo, sourceFingerprint } from '../server/build-info'
import { SERVER_BUNDLE } from '../server/project-paths'
import { buildSettings, buildSite } from './build'

const settings = buildSettings(readConfig())
const built = readBuildInfo()
if (built?.fingerprint !== sourceFingerprint(settings)) {
  console.log(
    built ? 'start: sources changed since the last build, rebuilding' : 'start: building the site',
  )
  await buildSite(settings)
}
await import(pathToFileURL(join(SERVER_BUNDLE, 'index.js')).href)
