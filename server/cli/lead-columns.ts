/** The columns of a lead, in the order the listing and the CSV export show them. */
import { serviceLabel, type ServiceType } from '../../shared/contact-request'
import type { StoredLead } from '../db/leads'

export type LeadColumn = {
  key: keyof StoredLead
  title: string
  /** the visitor's message: its line breaks are kept */
  multiLine?: true
}

export const LEAD_COLUMNS: readonly LeadColumn[] = [
  { key: 'createdAt', title: 'Received' },
  { key: 'firstName', title: 'First name' },
  { key: 'lastName', title: 'Last name' },
  { key: 'phone', title: 'Phone' },
  { key: 'email', title: 'E-mail' },
  { key: 'serviceType', title: 'Service' },
  { key: 'projectDetails', title: 'Project details', multiLine: true },
  { key: 'formId', title: 'Form' },
  { key: 'pagePath', title: 'Page' },
  { key: 'id', title: 'Lead id' },
]

/** A lead's value in one column, as text; the service as its label. */
export function cellText(lead: StoredLead, key: keyof StoredLead): string {
  if (key === 'serviceType') return serviceLabel((lead.serviceType ?? undefined) as ServiceType)
  return lead[key] ?? ''
}
