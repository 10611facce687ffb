/** The alert a new lead sends to the team's phones, and the test alert's. */
import { serviceLabel, type ServiceType } from '../../shared/contact-request'
import { paths } from '../../shared/paths'
import { deskLeadUrl, type TeamAlert } from '../../shared/team-alert'
import type { StoredLead } from '../db/lead-fields'
import { leadTown } from './lead-town'

/** "no photos", "1 photo attached", "3 photos attached" */
function photoNote(count: number): string {
  if (count === 0) return 'no photos'
  return `${count} photo${count === 1 ? '' : 's'} attached`
}

/**
 * "New request: Kitchen Remodeling" over "Chappaqua · 2 photos attached": the service, the town
 * when the lead names one, and the photos. Never the name, phone, e-mail or message: a lock
 * screen is seen by whoever is near the phone.
 */
export function leadAlert(lead: StoredLead, photos: number, newCount: number): TeamAlert {
  const service = lead.serviceType ? serviceLabel(lead.serviceType as ServiceType) : undefined
  const town = leadTown(lead.pagePath, lead.projectDetails)
  const note = photoNote(photos)
  return {
    title: service ? `New request: ${service}` : 'New request',
    body: town ? `${town} · ${note}` : note.charAt(0).toUpperCase() + note.slice(1),
    url: deskLeadUrl(lead.id),
    leadId: lead.id,
    newCount,
  }
}

/** What "send a test alert" shows on a member's devices. */
export function testAlert(newCount: number): TeamAlert {
  return {
    title: 'Test alert',
    body: 'Alerts for new requests will look like this.',
    url: paths.ownerDesk,
    newCount,
  }
}
