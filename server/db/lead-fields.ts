import { serviceLabel, type ServiceType } from '../../shared/contact-request'
import type { StoredLead } from '../../shared/stored-lead'

export type { StoredLead }

type LeadField = {
  /** its column in the leads table */
  column: string
  /** what the owner reads it as, in the listing, the CSV export and the e-mail */
  title: string
  /** the visitor's message: its line breaks are kept, and the e-mail shows it below the rows */
  multiLine?: true
}

/**
 * Each field of a stored lead, in the order the owner reads them. The table's reads and insert,
 * the listing, the CSV export and the e-mail are all made from this list: a field added to
 * StoredLead does not compile until it has its line here.
 */
export const LEAD_FIELDS = {
  createdAt: { column: 'created_at', title: 'Received' },
  firstName: { column: 'first_name', title: 'First name' },
  lastName: { column: 'last_name', title: 'Last name' },
  phone: { column: 'phone', title: 'Phone' },
  email: { column: 'email', title: 'E-mail' },
  serviceType: { column: 'service_type', title: 'Service' },
  projectDetails: { column: 'project_details', title: 'Project details', multiLine: true },
  formId: { column: 'form_id', title: 'Form' },
  pagePath: { column: 'page_path', title: 'Page' },
  sentWithoutScript: { column: 'sent_without_script', title: 'Sent without script' },
  id: { column: 'id', title: 'Lead id' },
} as const satisfies Record<keyof StoredLead, LeadField>

export type LeadColumn = LeadField & { key: keyof StoredLead }

/** The fields as a list, in the owner's order. */
export const LEAD_COLUMNS: readonly LeadColumn[] = Object.entries(LEAD_FIELDS).map(
  ([key, field]) => ({ key: key as keyof StoredLead, ...field }),
)

/** What the owner reads for a lead sent without the page's script. */
export const WITHOUT_SCRIPT_TEXT = 'yes — the bot time check could not run'

/** A lead's value in one field, as text; the service as its label. */
export function cellText(lead: StoredLead, key: keyof StoredLead): string {
  if (key === 'serviceType') return serviceLabel((lead.serviceType ?? undefined) as ServiceType)
  if (key === 'sentWithoutScript') return lead.sentWithoutScript ? WITHOUT_SCRIPT_TEXT : ''
  return lead[key] ?? ''
}
