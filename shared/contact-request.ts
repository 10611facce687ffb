/**
 * The one contact request: the modal, the contact page and the server all
 * validate with these schemas, so a message the browser shows is the message the server sends.
 */
import { z } from 'zod'
import { multiLine, singleLine } from './plain-text'
import { SOURCE_FIELD, VISIT_LIMITS } from './visit-source'

// zod compiles object parsers with `new Function` where it may; our CSP forbids eval in the
// browser (a blocked attempt is a reported CSP violation), and these schemas are small
z.config({ jitless: true })

export const PHONE_MIN_DIGITS = 10
export const NAME_MAX = 80
export const EMAIL_MAX = 254
export const PHONE_MAX = 30
export const DETAILS_MAX = 5000
/** What a message over DETAILS_MAX is told, by the forms and by the server alike. */
export const DETAILS_TOO_LONG = `Please keep your message under ${DETAILS_MAX} characters`
/** A person needs longer than this to fill the form; a script does not. */
export const MIN_FILL_MS = 3000
/** The JSON body limit of POST /api/contact. */
export const BODY_LIMIT_BYTES = 16 * 1024

export const serviceTypes = [
  { value: 'kitchen', label: 'Kitchen Remodeling' },
  { value: 'bathroom', label: 'Bathroom Remodeling' },
  { value: 'cabinets', label: 'Custom Cabinets' },
  { value: 'countertops', label: 'Countertops' },
  { value: 'other', label: 'Other' },
] as const

export type ServiceType = (typeof serviceTypes)[number]['value']

const serviceValues = serviceTypes.map((s) => s.value) as [ServiceType, ...ServiceType[]]

/** The label of a service type, as the forms show it and the owner's e-mail names it. */
export function serviceLabel(value: ServiceType | undefined): string {
  return serviceTypes.find((s) => s.value === value)?.label ?? 'Not specified'
}

/**
 * Digits and the marks people write around them: +1 (914) 555-0199, 914.555.0199,
 * 914 555 0199 ext. 12. Nothing else, so a phone cannot carry a formula or a sentence.
 */
const PHONE_CHARACTERS = /^\+?[\d\s()./-]+(?:(?:x|ext\.?|#)\s*\d{1,6})?$/i

/**
 * A page address as a browser writes it: a slash, then URL characters only (RFC 3986 path
 * characters, percent escapes included). The server keeps it only when it is one of our pages.
 */
const PAGE_PATH = /^\/[\w\-.~%!$&'()*+,;=:@/]*$/

function digitCount(text: string): number {
  return text.replace(/\D/g, '').length
}

/** '' from an untouched select or textarea means "not given". */
const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

/** A one-line field: control characters removed, line breaks made spaces, then trimmed. */
const oneLine = (message: string) => z.string(message).overwrite(singleLine).trim()

const requiredName = (message: string) =>
  oneLine(message).min(1, message).max(NAME_MAX, `Please keep it under ${NAME_MAX} characters`)

/** The modal's reading: serviceType and projectDetails optional. */
export const contactRequest = z.object({
  firstName: requiredName('First name is required'),
  lastName: requiredName('Last name is required'),
  phone: oneLine('Valid phone number is required')
    .max(PHONE_MAX, 'Valid phone number is required')
    .regex(PHONE_CHARACTERS, 'Valid phone number is required')
    .refine((phone) => digitCount(phone) >= PHONE_MIN_DIGITS, 'Valid phone number is required'),
  email: oneLine('Valid email is required')
    .max(EMAIL_MAX, 'Valid email is required')
    .pipe(z.email('Valid email is required')),
  serviceType: z.preprocess(emptyToUndefined, z.enum(serviceValues, 'Invalid input').optional()),
  projectDetails: z.preprocess(
    emptyToUndefined,
    z
      .string('Invalid input')
      .overwrite(multiLine)
      .trim()
      .max(DETAILS_MAX, DETAILS_TOO_LONG)
      .optional(),
  ),
})

export type ContactRequest = z.infer<typeof contactRequest>
/** What a form holds before validation: each field of the request, as a string. */
export type ContactFormValues = { [Field in keyof z.input<typeof contactRequest>]-?: string }

/** The contact page's reading: the message box is required too. */
export const contactPageRequest = contactRequest.extend({
  projectDetails: z
    .string('Required')
    .overwrite(multiLine)
    .trim()
    .min(1, 'Required')
    .max(DETAILS_MAX, DETAILS_TOO_LONG),
})

export const formIds = ['modal', 'contact-page', 'estimate'] as const
export type FormId = (typeof formIds)[number]

/**
 * What the browser posts: the request plus the anti-spam fields and where it was sent from.
 * `website` is the honeypot (hidden from people), `fillMs` the time the form was open.
 */
export const contactSubmission = contactRequest.extend({
  website: z.string().max(500).optional(),
  fillMs: z.number().int().nonnegative().optional(),
  formId: z.enum(formIds).optional(),
  pagePath: z.string().max(300).regex(PAGE_PATH, 'Not a page address of this site').optional(),
  /** where the visit came from (shared/visit-source.ts); one that cannot be read is dropped */
  [SOURCE_FIELD]: z.string().max(VISIT_LIMITS.field).optional().catch(undefined),
})

export type ContactSubmission = z.infer<typeof contactSubmission>

/** The 2xx answer to a stored (or silently dropped) request. */
export type ContactResponse = {
  ok: true
  id: string
  /** the request's private page for booking the free consultation */
  bookingUrl?: string
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
/** Set by the service worker on a request it saved on the device to send once it can: `1`. */
export const SENT_OFFLINE_HEADER = 'Sent-Offline'

/**
 * Whether a request kept on the device stays kept after this answer, to be sent again later:
 * the server or a proxy was busy or down. Any other answer is final (a 4xx says what is wrong).
 */
export function sendAgainLater(status: number): boolean {
  return status >= 500 || status === 408 || status === 429
}
/** A UUID or any 8 to 128 URL-safe characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/
