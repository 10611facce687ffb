import { join } from 'node:path'
import nodemailer from 'nodemailer'
import { createApp } from './app'
import { DATABASE_FILE, openDatabase } from './db/database'
import { leadStore } from './db/leads'
import { ConfigError, loadConfig, type Config } from './env'
import { startOutboxSender, type OutboxSender } from './mail/outbox-sender'

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

function openStore(dataDir: string) {
  try {
    return openDatabase(dataDir)
  } catch (error) {
    console.error(`DATA_DIR: cannot use ${dataDir} (${(error as Error).message})`)
    process.exit(1)
  }
}

/** Starts the server with the checked configuration: database, mail sender, HTTP. */
export function startServer(config: Config = readConfig()) {
  const db = openStore(config.dataDir)
  const notice = (message: string) => console.log(message)
  let sender: OutboxSender | undefined
  if (config.mail) {
    const transport = nodemailer.createTransport(config.mail.smtpUrl)
    sender = startOutboxSender(
      db,
      { transport, from: config.mail.from, to: config.mail.to },
      { log: notice },
    )
    notice(`mail: lead notifications go to ${config.mail.to.join(', ')}`)
  } else {
    notice(
      `mail: off (SMTP_URL is not set). Leads are stored in ${join(config.dataDir, DATABASE_FILE)}; ` +
        'list them with `npm run leads`.',
    )
  }

  const app = createApp({
    store: leadStore(db),
    distDir: DIST,
    contactRateLimit: config.contactRateLimit,
    trustProxy: config.trustProxy,
    analytics: !!config.gtagId,
    ...(sender ? { onLead: () => void sender.wake() } : {}),
    log: (line) => process.stdout.write(`${JSON.stringify(line)}\n`),
    notice,
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

  async function shutdown() {
    server.close()
    await sender?.stop()
    db.close()
    process.exit(0)
  }
  process.once('SIGTERM', () => void shutdown())
  process.once('SIGINT', () => void shutdown())
  return server
}

if (process.argv[1] && import.meta.filename === process.argv[1]) startServer()
