import type { Request } from 'express'

/** A cookie the request carries, as it was set (no decoding), or undefined. */
export function requestCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}
