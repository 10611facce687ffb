import { isAbsolute, resolve } from 'node:path'
import { z } from 'zod'
import { business } from '../shared/business'
import { DEFAULT_SITE_URL, normalizeSiteUrl } from '../shared/site-url'

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
      .default(DEFAULT_SITE_URL)
      .transform((raw, ctx) => {
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
    CONTACT_RATE_LIMIT: wholeNumber('10', 1),
    CONTACT_RATE_WINDOW_MINUTES: wholeNumber('15', 1),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((raw, ctx) => {
        if (raw === 'true' || raw === 'false') return raw === 'true'
        if (/^\d+$/.test(raw)) return Number(raw)
        ctx.addIssue({
          code: 'custom',
          message: `must be true, false or a number of proxy hops (got "${raw}")`,
        })
        return z.NEVER
      }),
  })
  .superRefine((env, ctx) => {
    if (env.SMTP_URL && !env.LEADS_TO) {
      ctx.addIssue({
        code: 'custom',
        path: ['LEADS_TO'],
        message: 'is needed with SMTP_URL: the address lead e-mails go to',
      })
    }
  })

export type MailConfig = { smtpUrl: string; to: string[]; from: string }

export type Config = {
  port: number
  dataDir: string
  siteUrl: string
  /** absent: mail is off, leads are only stored */
  mail?: MailConfig
  contactRateLimit: { max: number; windowMs: number }
  /** Express 'trust proxy': behind a proxy the client address comes from X-Forwarded-For */
  trustProxy: boolean | number
  /** the Google tag the pages were built with (GTAG_ID), if any: the CSP must let it load */
  gtagId?: string
  adsSendTo?: string
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
    siteUrl: vars.SITE_URL,
    ...(mail ? { mail } : {}),
    contactRateLimit: {
      max: vars.CONTACT_RATE_LIMIT,
      windowMs: vars.CONTACT_RATE_WINDOW_MINUTES * 60_000,
    },
    trustProxy: vars.TRUST_PROXY,
    ...(vars.GTAG_ID ? { gtagId: vars.GTAG_ID } : {}),
    ...(vars.ADS_SEND_TO ? { adsSendTo: vars.ADS_SEND_TO } : {}),
  }
}
