/**
 * How a browser's own form submission is answered: with pages, never JSON. A stored request
 * goes on to the thank-you page with its reference (303, so a reload does not post again); any
 * other answer is the form's page with what went wrong and the fields as they were typed.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Request, Response } from 'express'
import { formIds, type FormId } from '../shared/contact-request'
import { pageFile } from '../shared/page-file'
import { paths } from '../shared/paths'
import { thankYouAddress } from '../shared/request-reference'
import type { ErrorAnswer } from './errors'
import { fallbackFormPage } from './html/fallback-form-page'
import { formPage } from './html/form-page'
import { allowPageStyle } from './content-security-policy'
import { pageStyleSource } from './html/page-style'
import type { SentForm } from './routes/contact-intake'

/** The page each form is on; the modal's, which no page holds, is answered on the estimate's. */
const FORM_PAGES: Record<FormId, { path: string; form: FormId }> = {
  'contact-page': { path: paths.contact, form: 'contact-page' },
  estimate: { path: paths.estimate, form: 'estimate' },
  modal: { path: paths.estimate, form: 'estimate' },
}

/**
 * Whether the sender wants a page: a browser posting a form itself asks for text/html; the
 * app's fetch asks for JSON, and `*` or no Accept at all gets JSON as it always has.
 */
export function wantsPage(req: Request): boolean {
  return req.accepts(['application/json', 'text/html']) === 'text/html'
}

const isFormId = (id: string | undefined): id is FormId => formIds.some((f) => f === id)

/**
 * The answers to a browser's own submission, from the built site's pages in `distDir`;
 * `bookingToken` makes the token of a request's booking link, shown on the thank-you page.
 */
export function formAnswers(
  distDir: string | undefined,
  bookingToken?: (leadId: string) => string,
) {
  const built = new Map<string, string | undefined>()
  /** A built page, read once; undefined without a built site or that page. */
  function builtPage(path: string): string | undefined {
    if (!built.has(path)) {
      let html: string | undefined
      try {
        html = distDir ? readFileSync(join(distDir, pageFile(path)), 'utf8') : undefined
      } catch {
        html = undefined
      }
      built.set(path, html)
    }
    return built.get(path)
  }

  return {
    /** A stored request (or a repeat, or a bot's decoy): on to the thank-you page. */
    sent(res: Response, leadId: string) {
      res
        .set('Cache-Control', 'no-store')
        .redirect(303, thankYouAddress(leadId, bookingToken?.(leadId)))
    },
    /** Anything else: the form's page, saying what went wrong. */
    problem(res: Response, { status, message, fields }: ErrorAnswer, sent?: SentForm) {
      const { path, form } = FORM_PAGES[isFormId(sent?.formId) ? sent.formId : 'estimate']
      const answer = { message, fields, values: sent?.values, photos: sent?.photos }
      const page = builtPage(path)
      const html =
        (page === undefined ? undefined : formPage(page, form, answer)) ??
        formPage(fallbackFormPage(form), form, answer)!
      allowPageStyle(res, pageStyleSource(html))
      res
        .status(status)
        .set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' })
        .type('html')
        .send(html)
    },
  }
}

export type FormAnswers = ReturnType<typeof formAnswers>
