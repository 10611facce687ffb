/** What each environment variable must look like, its default, and which ones need each other. */
import { isAbsolute, resolve } from 'node:path'
import { z } from 'zod'
import { normalizeSiteUrl } from '../shared/site-url'
import { PHOTO_RETENTION_DAYS } from '../shared/retention'
import { DEFAULT_RATE_LIMIT_MAX, DEFAULT_RATE_WINDOW_MINUTES } from './rate-limit'
import { trustProxySetting } from './trust-proxy-setting'
import { webhookSecret, webhookUrl } from './webhook-setting'

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

/** The variables, each read on its own (checked, defaulted), then the ones that need another. */
export const configSchema = z
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
    LEAD_WEBHOOK_SECRET: webhookSecret.optional(),
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
