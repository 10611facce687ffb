/** LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET, each checked on its own. */
import { z } from 'zod'

/** Hosts a webhook may be sent to over plain http: this machine, for a local receiver. */
const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '[::1]']

/** LEAD_WEBHOOK_URL: https, since each lead crosses the internet; http only to this machine. */
export function webhookUrl(raw: string, ctx: z.RefinementCtx): string {
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

/** LEAD_WEBHOOK_SECRET: long enough not to be guessed. */
export const webhookSecret = z
  .string()
  .min(
    WEBHOOK_SECRET_MIN,
    `must be at least ${WEBHOOK_SECRET_MIN} characters (e.g. the output of \`openssl rand -hex 32\`)`,
  )
