import type { QueryFunction } from '@tanstack/react-query'

/**
 * A non-OK answer. Its message is 'status: body-or-status-text'; `serverMessage` is the
 * `message` field of a JSON body, the words our API gives the visitor, when there is one.
 */
export class ResponseError extends Error {
  readonly serverMessage: string | undefined

  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`)
    this.name = 'ResponseError'
    this.serverMessage = messageOf(bodyText)
  }
}

/** The non-empty `message` of a JSON body; undefined for any other body. */
function messageOf(bodyText: string): string | undefined {
  try {
    const message = (JSON.parse(bodyText) as { message?: unknown } | null)?.message
    return typeof message === 'string' && message.trim() ? message : undefined
  } catch {
    return undefined
  }
}

/** Throws a ResponseError for any non-OK response; a 401 is no different from the rest. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return
  const text = await res.text().catch(() => '')
  throw new ResponseError(res.status, text, res.statusText)
}

/**
 * The generic request helper: credentials always included; a JSON content type and
 * body only when a body is given.
 */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  await throwIfNotOk(res)
  return res
}

/** The default query: GET the URL made by joining the key's segments with '/', parsed as JSON. */
export const defaultQueryFn: QueryFunction = async ({ queryKey }) => {
  const res = await fetch(queryKey.join('/'), { credentials: 'include' })
  await throwIfNotOk(res)
  return res.json()
}
