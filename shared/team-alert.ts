/**
 * What a push to the team's phones carries: the server writes it (server/alerts/lead-alert.ts),
 * the desk's service worker (sw/owner-sw.ts) shows it. A lock screen is public, so it names the
 * service, the town and the photos, never the person or their message.
 */
import { paths } from './paths'

export type TeamAlert = {
  title: string
  body: string
  /** the desk's page the notification opens */
  url: string
  /** the lead it is about; absent for a test alert */
  leadId?: string
  /** how many leads are still new: the app icon’s badge (the desk's worker sets it) */
  newCount: number
}

/** The desk's page of one lead. */
export const deskLeadUrl = (leadId: string) => `${paths.ownerDesk}#lead/${leadId}`

/** The lead an address of deskLeadUrl names, from its hash; undefined for any other. */
export function leadInHash(hash: string): string | undefined {
  return /^#lead\/([0-9a-f-]{36})$/.exec(hash)?.[1]
}
