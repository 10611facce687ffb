import { isAbsolute, resolve } from 'node:path'
import { z } from 'zod'
import { DEFAULT_SITE_URL, normalizeSiteUrl } from '../shared/site-url'

const configSchema = z.object({
  PORT: z
    .string()
    .default('5000')
    .transform((raw, ctx) => {
      const port = Number(raw)
      if (!/^\d+$/.test(raw.trim()) || port < 1 || port > 65535) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a whole number from 1 to 65535 (got "${raw}")`,
        })
        return z.NEVER
      }
      return port
    }),
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
})

export type Config = {
  port: number
  dataDir: string
  siteUrl: string
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
  const { PORT, DATA_DIR, SITE_URL } = result.data
  return { port: PORT, dataDir: DATA_DIR, siteUrl: SITE_URL }
}
