import { isIP } from 'node:net'
import { isAbsolute, resolve } from 'node:path'
import { z } from 'zod'
import { business } from '../shared/business'
import { localSiteUrl, normalizeSiteUrl } from '../shared/site-url'
import { PHOTO_RETENTION_DAYS } from '../shared/retention'
import { trustsEveryone } from './proxy-ranges'
import { DEFAULT_RATE_LIMIT_MAX, DEFAULT_RATE_WINDOW_MINUTES } from './rate-limit'

const EMAIL_LIST = /^[^\s@,]+@[^\s@,]+(\s*,\s*[^\s@,]+@[^\s@,]+)*$/

/** A whole number within bounds, read from a string variable. */
function wholeNumber(fallback: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return z
    .string()
    .default(fallback)
    .transform((raw, ctx) => {
      const value = Number(raw)
      if (!/^\d+$/.test(raw.trim()) || value < min || value > max) {
        const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${min} to ${max}`
        ctx.addIssue({ code: 'custom', message: `must be a whole number ${range} (got "${raw}")` })
        return z.NEVER
      }
      return value
    })
}

/** Express's names for the private ranges a proxy in the same host or network has. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal']

/** An address, or an address with a prefix length (10.0.0.0/8, fd00::/8). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/')
  if (rest.length > 0) return false
  const family = isIP(address)
  if (family === 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

const SET_PROXIES =
  'Set the number of proxies in front of the server (e.g. 1 behind one reverse proxy or CDN) ' +
  'or their addresses (e.g. loopback, or 10.0.0.0/8).'

/**
 * TRUST_PROXY: false, the number of proxies in front of the server, or their addresses. Never
 * `true`, which believes the left-most X-Forwarded-For entry: anyone can write that one and so
 * get a fresh rate limit with each request; nor ranges that together take in every address.
 */
function trustProxySetting(raw: string, ctx: z.RefinementCtx): TrustProxy {
  const value = raw.trim()
  if (value === 'false' || value === '0') return false
  if (/^\d+$/.test(value)) return Number(value)
  if (value === 'true') {
    ctx.addIssue({
      code: 'custom',
      message: `true would believe any X-Forwarded-For a visitor sends, so anyone could dodge the rate limit. ${SET_PROXIES}`,
    })
    return z.NEVER
  }
  const entries = value.split(',').map((entry) => entry.trim())
  const bad = entries.filter((e) => !PROXY_RANGE_NAMES.includes(e) && !isAddressOrRange(e))
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message:
        `must be false, a number of proxies (e.g. 1) or proxy addresses separated by commas ` +
        `(IP addresses, ranges such as 10.0.0.0/8, or ${PROXY_RANGE_NAMES.join(', ')}); ` +
        `not understood: ${bad.map((e) => `"${e}"`).join(', ')}`,
    })
    return z.NEVER
  }
  if (trustsEveryone(entries)) {
    ctx.addIssue({
      code: 'custom',
      message: `"${value}" takes in every address, as true would, so anyone could dodge the rate limit. ${SET_PROXIES}`,
    })
    return z.NEVER
  }
  return entries
}

/** Hosts a webhook may be sent to over plain http: this machine, for a local receiver. */
const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '[::1]']

/** LEAD_WEBHOOK_URL: https, since each lead crosses the internet; http only to this machine. */
function webhookUrl(raw: string, ctx: z.RefinementCtx): string {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    ctx.addIssue({
      code: 'custom',
      message: `is not a URL (got "${raw}"); e.g. https://hooks.example.com/leads`,
    })
    return z.NEVER
  }
  const local = url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname)
  if (url.protocol !== 'https:' && !local) {
    ctx.addIssue({
      code: 'custom',
      message: `must start with https:// so the leads it receives are encrypted on the way (got "${raw}"); http:// is only for 127.0.0.1 or localhost`,
    })
    return z.NEVER
  }
  return url.href
}

/** The shortest webhook secret: a guessable one would let anyone forge a lead. */
const WEBHOOK_SECRET_MIN = 16

const configSchema = z
  .object({
    PORT: wholeNumber('5000', 1, 65535),
    DATA_DIR: z
      .string()
      .default('./data')
      .refine((dir) => dir.trim().length > 0, 'must be a directory path (it is empty)')
      .transform((dir) => (isAbsolute(dir) ? dir : resolve(dir))),
    SITE_URL: z
      .string()
      .optional()
      .transform((raw, ctx) => {
        if (raw === undefined) return undefined
        try {
          return normalizeSiteUrl(raw)
        } catch (error) {
          const reason = error instanceof TypeError ? 'is not a URL' : (error as Error).message
          ctx.addIssue({
            code: 'custom',
            message: `${reason} (got "${raw}"); e.g. https://www.example.com`,
          })
          return z.NEVER
        }
      }),
    SMTP_URL: z
      .string()
      .regex(
        /^smtps?:\/\/[^/\s]+/,
        'must look like smtp://user:password@host:587 or smtps://user:password@host:465',
      )
      .optional(),
    LEADS_TO: z
      .string()
      .regex(EMAIL_LIST, 'must be one or more e-mail addresses, separated by commas')
      .optional(),
    MAIL_FROM: z.string().optional(),
    GTAG_ID: z
      .string()
      .regex(/^(G|AW|GT)-[A-Z0-9]+$/, 'must be a Google tag id such as G-ABC123 or AW-123456')
      .optional(),
    ADS_SEND_TO: z
      .string()
      .regex(/^AW-\d+\/[\w-]+$/, 'must be an Ads conversion target such as AW-123456/AbC-dEf')
      .optional(),
    CMS_GITHUB_REPO: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, 'must be the repository holding content/, as owner/name')
      .optional(),
    CMS_GITHUB_BRANCH: z
      .string()
      .regex(/^[\w./-]+$/, 'must be a branch name such as main')
      .default('main'),
    CMS_GITHUB_CLIENT_ID: z
      .string()
      .regex(/^[\w.-]+$/, "must be the OAuth app's client id")
      .optional(),
    CMS_GITHUB_CLIENT_SECRET: z.string().min(8, "must be the OAuth app's client secret").optional(),
    CMS_GITHUB_URL: z
      .string()
      .default('https://github.com')
      .transform((raw, ctx) => {
        try {
          return normalizeSiteUrl(raw)
        } catch {
          ctx.addIssue({ code: 'custom', message: `is not a URL (got "${raw}")` })
          return z.NEVER
        }
      }),
    CMS_LOCAL_PORT: wholeNumber('8081', 1, 65535),
    PHOTO_RETENTION_DAYS: wholeNumber(String(PHOTO_RETENTION_DAYS), 1),
    CONTACT_RATE_LIMIT: wholeNumber(String(DEFAULT_RATE_LIMIT_MAX), 1),
    CONTACT_RATE_WINDOW_MINUTES: wholeNumber(String(DEFAULT_RATE_WINDOW_MINUTES), 1),
    TRUST_PROXY: z.string().default('false').transform(trustProxySetting),
    LEAD_WEBHOOK_URL: z.string().transform(webhookUrl).optional(),
    LEAD_WEBHOOK_SECRET: z
      .string()
      .min(
        WEBHOOK_SECRET_MIN,
        `must be at least ${WEBHOOK_SECRET_MIN} characters (e.g. the output of \`openssl rand -hex 32\`)`,
      )
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.SMTP_URL && !env.LEADS_TO) {
      ctx.addIssue({
        code: 'custom',
        path: ['LEADS_TO'],
        message: 'is needed with SMTP_URL: the address lead e-mails go to',
      })
    }
    if (!!env.CMS_GITHUB_CLIENT_ID !== !!env.CMS_GITHUB_CLIENT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: [env.CMS_GITHUB_CLIENT_ID ? 'CMS_GITHUB_CLIENT_SECRET' : 'CMS_GITHUB_CLIENT_ID'],
        message:
          'is needed with the other: the editor signs in with both the GitHub OAuth app’s client id and secret',
      })
    }
    if (env.PHOTO_RETENTION_DAYS > PHOTO_RETENTION_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['PHOTO_RETENTION_DAYS'],
        message: `must be at most ${PHOTO_RETENTION_DAYS}: the privacy policy promises photos are deleted within ${PHOTO_RETENTION_DAYS} days (photoRetentionDays in content/business.yaml)`,
      })
    }
    if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['LEAD_WEBHOOK_SECRET'],
        message:
          'is needed with LEAD_WEBHOOK_URL: each lead posted there is signed with it, so the receiver can check it came from this site (e.g. the output of `openssl rand -hex 32`)',
      })
    }
    if (env.CMS_GITHUB_CLIENT_ID && !env.CMS_GITHUB_REPO) {
      ctx.addIssue({
        code: 'custom',
        path: ['CMS_GITHUB_REPO'],
        message:
          'is needed for the editor’s sign-in: the repository holding content/, as owner/name',
      })
    }
  })

/** Express 'trust proxy': off, a hop count, or the proxies' addresses and ranges. */
export type TrustProxy = false | number | string[]

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
