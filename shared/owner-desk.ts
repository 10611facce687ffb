/**
 * What the owner's lead desk and its API agree on: a lead's states and the shapes the desk
 * reads. The server (server/owner/) answers with these; the desk (client/owner/) shows them.
 */

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

/** A lead as the desk shows it. */
export type DeskLead = {
  id: string
  /** as the homeowner's thank-you page and e-mail show it */
  reference: string
  createdAt: string
  firstName: string
  lastName: string
  phone: string
  email: string
  serviceType: string | null
  /** the service as the homeowner chose it, in words */
  service: string
  projectDetails: string | null
  pagePath: string | null
  sentWithoutScript: 0 | 1
  status: LeadStatus
  /** when the lead first left New */
  firstContactAt: string | null
  notes: string
  photos: number
}

/** GET /api/owner/leads */
export type LeadsAnswer = {
  leads: DeskLead[]
  /** the leads still New: the app's badge */
  newCount: number
  /** the median minutes to first contact over 30 days, over `leads` contacted leads */
  firstContact: { medianMinutes: number | null; leads: number }
}
