/** `npm start`: builds when the sources or SITE_URL changed since the last build, then serves. */
import { readConfig, startServer } from '../server/start-server'
import { readBuildInfo, sourceFingerprint } from './build-info'
import { buildSettings, buildSite } from './build'

const config = readConfig()

const settings = buildSettings(config)
const built = readBuildInfo()
if (built?.fingerprint !== sourceFingerprint(settings)) {
  console.log(
    built ? 'start: sources changed since the last build, rebuilding' : 'start: building the site',
  )
  await buildSite(settings)
}
startServer(config)
