/**
 * A lead as it is stored: what the homeowner sent, and where from. The server's table, listing,
 * CSV and e-mail (server/db/lead-fields.ts) and the desk's view of a lead (shared/owner-api.ts)
 * are both made from it.
 */
export type StoredLead = {
  id: string
  createdAt: string
  firstName: string
  lastName: string
  phone: string
  email: string
  serviceType: string | null
  projectDetails: string | null
  formId: string | null
  pagePath: string | null
  /** 1 when the browser sent the form itself, without the page's script: no bot time check */
  sentWithoutScript: 0 | 1
}
