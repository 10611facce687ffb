/** `npm start`: builds when the sources or SITE_URL changed since the last build, then serves. */
import { readConfig, startServer } from '../server/index'
import { readBuildInfo, sourceFingerprint } from './build-info'
import { buildSite } from './build'

const config = readConfig()

const built = readBuildInfo()
if (built?.fingerprint !== sourceFingerprint(config.siteUrl)) {
  console.log(
    built ? 'start: sources changed since the last build, rebuilding' : 'start: building the site',
  )
  await buildSite(config.siteUrl)
}
startServer(config)
