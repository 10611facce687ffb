/** The server's settings as the code uses them, read from the environment and checked. */
import { business } from '../shared/business'
import { localSiteUrl } from '../shared/site-url'
import { configSchema } from './env-schema'
import type { TrustProxy } from './trust-proxy-setting'

/** The owner's editor at /admin: its repository, its GitHub sign-in, its local server's port. */
export type CmsConfig = {
  repo?: string
  branch: string
  /** absent: no sign-in in production; local editing (`npm run edit`) still works */
  oauth?: { clientId: string; clientSecret: string; githubUrl: string }
  localPort: number
}

export type MailConfig = { smtpUrl: string; to: string[]; from: string }

/** Where each new lead is posted, and the secret it is signed with. */
export type WebhookConfig = { url: string; secret: string }

export type Config = {
  port: number
  dataDir: string
  siteUrl: string
  /** absent: mail is off, leads are only stored */
  mail?: MailConfig
  contactRateLimit: { max: number; windowMs: number }
  /** Express 'trust proxy': behind a proxy the client address comes from X-Forwarded-For */
  trustProxy: TrustProxy
  /** the Google tag the pages were built with (GTAG_ID), if any: the CSP must let it load */
  gtagId?: string
  adsSendTo?: string
  cms: CmsConfig
  /** the photos sent with a lead are deleted after this many days */
  photoRetentionDays: number
  /** absent: no webhook */
  webhook?: WebhookConfig
}

/** A start-up configuration error: one line per bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads and checks the configuration from the environment; throws ConfigError naming every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as in most shells' `VAR= npm start`.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  )
  const result = configSchema.safeParse(present)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const vars = result.data
  const to = vars.LEADS_TO?.split(',').map((address) => address.trim()) ?? []
  const mail: MailConfig | undefined = vars.SMTP_URL
    ? {
        smtpUrl: vars.SMTP_URL,
        to,
        from: vars.MAIL_FROM ?? `"${business.name} website" <${to[0]}>`,
      }
    : undefined
  return {
    port: vars.PORT,
    dataDir: vars.DATA_DIR,
    // without SITE_URL the site is where this server listens
    siteUrl: vars.SITE_URL ?? localSiteUrl(vars.PORT),
    ...(mail ? { mail } : {}),
    contactRateLimit: {
      max: vars.CONTACT_RATE_LIMIT,
      windowMs: vars.CONTACT_RATE_WINDOW_MINUTES * 60_000,
    },
    trustProxy: vars.TRUST_PROXY,
    ...(vars.GTAG_ID ? { gtagId: vars.GTAG_ID } : {}),
    ...(vars.ADS_SEND_TO ? { adsSendTo: vars.ADS_SEND_TO } : {}),
    cms: {
      ...(vars.CMS_GITHUB_REPO ? { repo: vars.CMS_GITHUB_REPO } : {}),
      branch: vars.CMS_GITHUB_BRANCH,
      ...(vars.CMS_GITHUB_CLIENT_ID && vars.CMS_GITHUB_CLIENT_SECRET
        ? {
            oauth: {
              clientId: vars.CMS_GITHUB_CLIENT_ID,
              clientSecret: vars.CMS_GITHUB_CLIENT_SECRET,
              githubUrl: vars.CMS_GITHUB_URL,
            },
          }
        : {}),
      localPort: vars.CMS_LOCAL_PORT,
    },
    photoRetentionDays: vars.PHOTO_RETENTION_DAYS,
    ...(vars.LEAD_WEBHOOK_URL && vars.LEAD_WEBHOOK_SECRET
      ? { webhook: { url: vars.LEAD_WEBHOOK_URL, secret: vars.LEAD_WEBHOOK_SECRET } }
      : {}),
  }
}
