import type { QueryFunction } from '@tanstack/react-query'

/** A non-OK answer. Its message is 'status: body-or-status-text'. */
export class ResponseError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`)
    this.name = 'ResponseError'
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
