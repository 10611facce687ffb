import type { ErrorRequestHandler, Response } from 'express'
import { DETAILS_MAX } from '../shared/contact-request'

/** An error with the HTTP status, the message the client is shown, and headers to send. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/**
 * A request that failed validation: 400 (or 413 for what is over a size limit), a sentence
 * naming each problem, and each field's.
 */
export class ValidationError extends HttpError {
  constructor(
    readonly fields: Readonly<Record<string, string>>,
    status = 400,
  ) {
    super(status, `Please check: ${Object.values(fields).join('; ')}.`)
    this.name = 'ValidationError'
  }
}

/**
 * The answer to a request body over the limit. Only the message can make a person's request that
 * long, so it names the message's own limit (the byte limit leaves room for it at its longest).
 */
export const TOO_LONG = `Your message is too long: please keep it under ${DETAILS_MAX} characters, or call us.`

/** What the body parser's error types mean to a visitor. */
const BODY_ERRORS: Record<string, string> = {
  'entity.too.large': TOO_LONG,
  'parameters.too.many': 'The form has more fields than a request can have.',
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

/** What an error is to the visitor: its status, a sentence, and each bad field's problem. */
export type ErrorAnswer = {
  status: number
  message: string
  fields?: Readonly<Record<string, string>>
}

function errorAnswer(error: unknown): ErrorAnswer {
  const status = statusOf(error)
  const type = (error as { type?: unknown })?.type
  // an HttpError's message was written for the visitor, a 5xx's too (503: send it again later)
  const message =
    error instanceof HttpError
      ? error.message
      : status >= 500
        ? SERVER_ERROR
        : (typeof type === 'string' && BODY_ERRORS[type]) || 'Bad request'
  return error instanceof ValidationError
    ? { status, message, fields: error.fields }
    : { status, message }
}

const pageAnswers = new WeakMap<Response, (answer: ErrorAnswer) => void>()

/**
 * Has the error handler answer this response's error with a page instead of JSON: a browser
 * that posted a form itself shows what it gets.
 */
export function answerErrorsWithPage(res: Response, page: (answer: ErrorAnswer) => void): void {
  pageAnswers.set(res, page)
}

/**
 * The one error handler, last: every error becomes `{ message }` JSON with the right status, and
 * a validation error also says which field is wrong (`fields`); a page where one was asked for.
 */
export const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const answer = errorAnswer(error)
  // an HttpError is an answer chosen on purpose; anything else that ends in 5xx is a fault
  if (answer.status >= 500 && !(error instanceof HttpError)) console.error(error)
  if (res.headersSent) return
  if (error instanceof HttpError) res.set(error.headers)
  // the answer is written here, as it is: not the precompressed file an encoding was set for
  res.removeHeader('Content-Encoding')
  const page = pageAnswers.get(res)
  try {
    if (page) return page(answer)
  } catch (pageError) {
    // the page could not be made: the answer is still said, as JSON
    console.error(pageError)
  }
  const { status, ...body } = answer
  res.status(status).json(body)
}
