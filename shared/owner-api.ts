/**
 * The owner's desk API (/api/owner): the invite link, what each request sends and what each
 * answer holds. The desk's page and the server both read it, so the two cannot drift.
 */
import { z } from 'zod'
import { paths } from './paths'
import { singleLine } from './plain-text'
import type { StoredLead } from './stored-lead'

// as in contact-request.ts: the page's CSP forbids eval, and these schemas are small
z.config({ jitless: true })

/** The desk's page. */
export const OWNER_PATH = paths.ownerDesk

/** The API's prefix. */
export const OWNER_API = paths.ownerApi

/** 32 random bytes, base64url: an invite, a session cookie, a ceremony id. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/**
 * The invite travels in the link's fragment: a browser never sends a fragment to a server, so the
 * token stays out of request lines, server and proxy logs and Referer headers. The page reads it
 * and posts it.
 */
const INVITE_FRAGMENT = 'invite'

/** The link a new team member opens to create a passkey. */
export function inviteLink(siteUrl: string, token: string): string {
  return `${siteUrl}${OWNER_PATH}#${INVITE_FRAGMENT}=${token}`
}

/** The invite token in a page's `location.hash`, if it carries one. */
export function inviteTokenFromHash(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(INVITE_FRAGMENT)
  return token && TOKEN_PATTERN.test(token) ? token : undefined
}

/** A team member's name, as the desk and the invite show it. */
export const MEMBER_NAME_MAX = 60

/** A name: one line, no hidden characters, 1 to MEMBER_NAME_MAX characters. */
export const memberName = z
  .string('Please give a name')
  .overwrite(singleLine)
  .trim()
  .min(1, 'Please give a name')
  .max(MEMBER_NAME_MAX, `Please keep the name under ${MEMBER_NAME_MAX} characters`)

/** POST /invites/check and /register/options. */
export const inviteRequest = z.object({
  token: z
    .string('The invite link is incomplete')
    .regex(TOKEN_PATTERN, 'The invite link is incomplete'),
})

/** POST /team/invites. */
export const newInviteRequest = z.object({ name: memberName })

/**
 * What makes two names the same person's to the desk: letter case, spaces at either end or
 * doubled inside, and the look-alike forms Unicode gives a letter (NFKC) do not count.
 */
export function memberNameKey(name: string): string {
  return name.normalize('NFKC').replace(/\s+/gu, ' ').trim().toLowerCase()
}

/** Binary data the browser sends as base64url, within a size any real authenticator keeps to. */
const base64url = (maxChars: number) =>
  z
    .string()
    .max(maxChars)
    .regex(/^[A-Za-z0-9_-]*$/)

/** The one-use id of a passkey ceremony, handed out with its options. */
const ceremony = z.string().regex(TOKEN_PATTERN, 'The passkey request is incomplete')

/** The credential parts both ceremonies send (PublicKeyCredential.toJSON()). */
const credential = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  // the extensions' outputs are not used: an empty object stands for them
  clientExtensionResults: z.object({}).default({}),
}

/** POST /register/verify: navigator.credentials.create()'s answer. */
export const registerRequest = z.object({
  ceremony,
  response: z.object({
    ...credential,
    response: z.object({
      clientDataJSON: base64url(4000),
      attestationObject: base64url(8000),
      transports: z.array(z.string().max(32)).max(10).optional(),
    }),
  }),
})

/** POST /signin/verify: navigator.credentials.get()'s answer. */
export const signInRequest = z.object({
  ceremony,
  response: z.object({
    ...credential,
    response: z.object({
      clientDataJSON: base64url(4000),
      authenticatorData: base64url(4000),
      signature: base64url(1000),
      userHandle: base64url(200).optional(),
    }),
  }),
})

/** A person on the team. */
/** POST /push-test: what each of the member's devices' push services made of the test alert. */
export type PushTestAnswer = {
  results: { outcome: 'delivered' | 'gone' | 'failed'; error?: string }[]
}

export type Member = { id: string; name: string }

/** GET /team: each person, with their passkeys and when they last signed in. */
export type TeamMember = Member & {
  createdAt: string
  passkeys: number
  lastSignInAt: string | null
}

/** POST /invites/check: the invite is valid, for this person, until then. */
export type InviteCheck = { name: string; expiresAt: string }

/** POST /team/invites: the link to send to the new member. */
export type NewInvite = { id: string; name: string; link: string; expiresAt: string }

/**
 * GET /team/invites: an invite not yet used, withdrawn or expired (DELETE /team/invites/:id
 * withdraws it). It stops working when the member who made it is taken off the team or signs
 * out everywhere.
 */
export type PendingInvite = {
  id: string
  /** who it is for: the name they join under */
  name: string
  /** who made it; null: made from the server's command line (`npm run owner -- --invite`) */
  invitedBy: Member | null
  createdAt: string
  expiresAt: string
}

/**
 * POST /register/options and /signin/options: the options for the browser's passkey call and
 * the ceremony id to post back with its answer (once, within 5 minutes).
 */
export type CeremonyOptions<Options> = { ceremony: string; options: Options }

/* The inbox: a lead's states and what the desk shows of a lead. */

export const LEAD_STATUSES = ['new', 'contacted', 'visit-booked', 'won', 'lost'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** What the desk shows for each state. */
export const STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  'visit-booked': 'Visit booked',
  won: 'Won',
  lost: 'Lost',
}

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value)
}

/** The longest note kept on a lead: a page of text. */
export const NOTES_MAX_CHARS = 4000
/** What notes over NOTES_MAX_CHARS are told: the desk's toast, after "The change was not saved:". */
export const NOTES_TOO_LONG = `notes can be at most ${NOTES_MAX_CHARS} characters`

/** A lead as the desk shows it: as stored (but the form's id), and what the desk adds. */
export type DeskLead = Omit<StoredLead, 'formId'> & {
  /** as the homeowner's thank-you page and e-mail show it */
  reference: string
  /** the service as the homeowner chose it, in words */
  service: string
  status: LeadStatus
  /** when the lead first left New */
  firstContactAt: string | null
  notes: string
  photos: number
  /** where it came from, in one line (shared/lead-source.ts `sourceLine`) */
  source: string
  /** the visit the homeowner booked, not cancelled: its kind in words, start (with offset), state */
  visit: { kind: string; start: string; status: 'booked' | 'confirmed' } | null
}

/** GET /api/owner/leads */
export type LeadsAnswer = {
  leads: DeskLead[]
  /** the leads still New: the app's badge */
  newCount: number
  /** the median minutes to first contact over 30 days, over `leads` contacted leads */
  firstContact: { medianMinutes: number | null; leads: number }
}
