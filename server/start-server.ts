import { join } from 'node:path'
import nodemailer from 'nodemailer'
import { pushAlertHandler } from './alerts/push-alert'
import { bookingAlertHandler } from './booking/booking-alert'
import { bookingLinks, loadBookingKey } from './booking/booking-links'
import { teamPush } from './alerts/team-push'
import { leadWebhookHandler } from './alerts/lead-webhook'
import { createApp } from './app'
import { staleBuildNotice } from './built-site'
import { SERVER_BUSY_TIMEOUT_MS } from './db/busy'
import { DATABASE_FILE, openDatabase, type Db } from './db/database'
import { leadStore } from './db/leads'
import { pageViews } from './db/page-views'
import { LEAD_NOTIFICATIONS } from './db/outbox-kinds'
import { ConfigError, loadConfig, type Config } from './env'
import { closeGracefully, createHttpServer, SHUTDOWN } from './http-server'
import { startMailSender } from './mail/mail-sender'
import { startOutboxWorker, type OutboxWorker } from './outbox/worker'
import { DIST } from './project-paths'
import { startRetention } from './retention-schedule'

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
    // never wait for another process's lock inside SQLite: the whole server would wait
    return openDatabase(dataDir, SERVER_BUSY_TIMEOUT_MS)
  } catch (error) {
    console.error(`DATA_DIR: cannot use ${dataDir} (${(error as Error).message})`)
    process.exit(1)
  }
}

/** The team's phone alerts: VAPID keys read from DATA_DIR (made there on first use). */
function openTeamPush(db: Db, config: Config) {
  try {
    return teamPush(db, {
      dataDir: config.dataDir,
      ownerAddress: config.mail?.to[0],
      siteUrl: config.siteUrl,
    })
  } catch (error) {
    console.error(`alerts: ${(error as Error).message}`)
    process.exit(1)
  }
}

/** The booking links' key, read from DATA_DIR (made there on first use). */
function openBookingLinks(config: Config) {
  try {
    return bookingLinks(loadBookingKey(config.dataDir), config.siteUrl)
  } catch (error) {
    console.error(`booking: ${(error as Error).message}`)
    process.exit(1)
  }
}

/** Starts the server with the checked configuration: database, outbox workers, HTTP. */
export function startServer(config: Config = readConfig()) {
  const db = openStore(config.dataDir)
  const links = openBookingLinks(config)
  const notice = (message: string) => console.log(message)
  let sender: OutboxWorker | undefined
  if (config.mail) {
    const transport = nodemailer.createTransport(config.mail.smtpUrl)
    sender = startMailSender(
      db,
      {
        transport,
        from: config.mail.from,
        to: config.mail.to,
        dataDir: config.dataDir,
        booking: { db, links, siteUrl: config.siteUrl },
      },
      { log: notice },
    )
    notice(
      `mail: lead notifications go to ${config.mail.to.join(', ')}; ` +
        'each homeowner receives a confirmation of their request',
    )
  } else {
    notice(
      `mail: off (SMTP_URL is not set). Leads are stored in ${join(config.dataDir, DATABASE_FILE)}; ` +
        'list them with `npm run leads`.',
    )
  }

  const push = openTeamPush(db, config)
  const alerts = startOutboxWorker(db, 'push-alert', [pushAlertHandler(db, push)], { log: notice })
  const bookingAlerts = startOutboxWorker(db, 'booking-alert', [bookingAlertHandler(db, push)], {
    log: notice,
  })
  const webhook = config.webhook
    ? startOutboxWorker(
        db,
        'webhook',
        [leadWebhookHandler(db, { ...config.webhook, siteUrl: config.siteUrl })],
        { log: notice },
      )
    : undefined
  if (config.webhook)
    notice(`webhook: each new lead is posted to ${new URL(config.webhook.url).origin}`)

  const store = leadStore(db, {
    notifications: webhook ? [...LEAD_NOTIFICATIONS, 'webhook'] : LEAD_NOTIFICATIONS,
  })
  const app = createApp({
    store,
    distDir: DIST,
    contactRateLimit: config.contactRateLimit,
    trustProxy: config.trustProxy,
    analytics: !!config.gtagId,
    admin: { siteUrl: config.siteUrl, cms: config.cms },
    owner: { db, dataDir: config.dataDir, siteUrl: config.siteUrl, push },
    booking: { db, links, siteUrl: config.siteUrl },
    pageViews: { views: pageViews(db) },
    onBookingChange: () => {
      void sender?.wake()
      void bookingAlerts.wake()
    },
    photos: { dataDir: config.dataDir },
    siteOrigin: new URL(config.siteUrl).origin,
    onLead: () => {
      void sender?.wake()
      void alerts.wake()
      void webhook?.wake()
    },
    log: (line) => process.stdout.write(`${JSON.stringify(line)}\n`),
    notice,
  })
  const retention = startRetention({
    db,
    store,
    dataDir: config.dataDir,
    photoRetentionDays: config.photoRetentionDays,
    notice,
  })

  const server = createHttpServer(app)
  server.listen(config.port, () => {
    console.log(`Serving ${config.siteUrl} content on http://localhost:${config.port}`)
    const stale = staleBuildNotice()
    if (stale) console.warn(stale)
  })
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `PORT ${config.port} is already in use: stop the other server or set PORT.`
        : error,
    )
    process.exit(1)
  })

  /**
   * Stops taking connections, lets requests in flight finish (a lead answered 2xx is already
   * on disk), lets the outbox workers finish the row in hand, closes the database, exits 0.
   * A second Ctrl-C kills at once.
   */
  async function shutdown(signal: string) {
    const started = performance.now()
    notice(`${signal}: finishing requests in flight, then stopping`)
    retention.stop()
    const { forced } = await closeGracefully(server, SHUTDOWN.requestsMs)
    const left = SHUTDOWN.totalMs - (performance.now() - started)
    const outboxDone = await Promise.race([
      Promise.all([sender?.stop(), alerts.stop(), bookingAlerts.stop(), webhook?.stop()]).then(
        () => true,
      ),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), Math.max(0, left))),
    ])
    db.close()
    const took = Math.round(performance.now() - started)
    const cut = [
      forced ? 'requests still open were cut' : '',
      outboxDone ? '' : 'an e-mail or alert still being sent is retried at the next start',
    ].filter(Boolean)
    notice(`stopped in ${took} ms${cut.length ? ` (${cut.join('; ')})` : ''}`)
    process.exit(0)
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  process.once('SIGINT', () => void shutdown('SIGINT'))
  return server
}
