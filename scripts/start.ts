/** `npm start`: builds when the sources or SITE_URL changed since the last build, then serves. */
import { ConfigError, loadConfig, type Config } from '../server/env'
import { startServer } from '../server/index'
import { readBuildInfo, sourceFingerprint } from './build-info'
import { buildSite } from './build'

let config: Config
try {
  config = loadConfig()
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}

const built = readBuildInfo()
if (built?.fingerprint !== sourceFingerprint(config.siteUrl)) {
  console.log(
    built ? 'start: sources changed since the last build, rebuilding' : 'start: building the site',
  )
  await buildSite(config.siteUrl)
}
startServer(config)
