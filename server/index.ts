import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { createApp } from './app'
import { ConfigError, loadConfig, type Config } from './env'

const DIST = join(import.meta.dirname, '..', 'dist')

/** The configuration, or a clear message and exit 1 when a variable is bad. */
export function readConfig(): Config {
  try {
    return loadConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

/** Starts the server with the checked configuration; resolves once it listens. */
export function startServer(config: Config = readConfig()) {
  try {
    mkdirSync(config.dataDir, { recursive: true })
  } catch (error) {
    console.error(`DATA_DIR: cannot use ${config.dataDir} (${(error as Error).message})`)
    process.exit(1)
  }
  const app = createApp({
    distDir: DIST,
    log: (line) => process.stdout.write(`${JSON.stringify(line)}\n`),
  })
  const server = app.listen(config.port, () => {
    console.log(`Serving ${config.siteUrl} content on http://localhost:${config.port}`)
  })
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `PORT ${config.port} is already in use: stop the other server or set PORT.`
        : error,
    )
    process.exit(1)
  })
  return server
}

if (process.argv[1] && import.meta.filename === process.argv[1]) startServer()
