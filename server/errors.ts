import type { ErrorRequestHandler } from 'express'
import { BODY_LIMIT_BYTES } from '../shared/contact-request'

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

/** A request that failed validation: 400, a sentence naming each problem, and each field's. */
export class ValidationError extends HttpError {
  constructor(readonly fields: Readonly<Record<string, string>>) {
    super(400, `Please check: ${Object.values(fields).join('; ')}.`)
    this.name = 'ValidationError'
  }
}

/** What the body parser's error types mean to a visitor. */
const BODY_ERRORS: Record<string, string> = {
  'entity.too.large': `Your message is too long (over ${BODY_LIMIT_BYTES / 1024} KB). Please shorten it or call us.`,
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.verify.failed': 'The request body could not be read.',
  'encoding.unsupported': 'The request body uses an encoding we do not accept.',
  'charset.unsupported': 'The request body uses a character set we do not accept.',
  'request.aborted': 'The request was interrupted.',
  'request.size.invalid': 'The request body did not match its declared length.',
}

const SERVER_ERROR = 'Something went wrong on our side. Please try again or call us directly.'

function statusOf(error: unknown): number {
  if (error instanceof HttpError) return error.status
  // errors from Express and its body parser carry a 4xx status (bad URI encoding, bad JSON...)
  const status = (error as { status?: unknown })?.status
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500
}

/**
 * The one error handler, last: every error becomes `{ message }` JSON with the right status, and
 * a validation error also says which field is wrong (`fields`).
 */
export const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const status = statusOf(error)
  if (status >= 500) console.error(error)
  const type = (error as { type?: unknown })?.type
  const message =
    status >= 500
      ? SERVER_ERROR
      : error instanceof HttpError
        ? error.message
        : (typeof type === 'string' && BODY_ERRORS[type]) || 'Bad request'
  if (res.headersSent) return
  res
    .status(status)
    .json(error instanceof ValidationError ? { message, fields: error.fields } : { message })
}
