import type { ErrorRequestHandler } from 'express'

/** An error with the HTTP status and the message the client is shown. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** The one error handler, last: every error becomes `{ message }` JSON with the right status. */
export const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const status = statusOf(error)
  if (status >= 500) console.error(error)
  const message =
    status >= 500
      ? 'Something went wrong on our side. Please try again or call us directly.'
      : error instanceof Error
        ? error.message
        : 'Bad request'
  res.status(status).json({ message })
}

function statusOf(error: unknown): number {
  if (error instanceof HttpError) return error.status
  // errors from Express and its body parsers carry a 4xx status (bad URI encoding, bad JSON...)
  const status = (error as { status?: unknown; statusCode?: unknown })?.status
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500
}
