/**
 * The optional webhook (LEAD_WEBHOOK_URL): each new lead POSTed as JSON to a URL the owner
 * chose (a chat bridge, a CRM, ntfy), through its own outbox rows ('webhook'), signed so the
 * receiver can tell it came from this server and was not replayed later.
 */
import { createHmac } from 'node:crypto'
import { serviceLabel, type ServiceType } from '../../shared/contact-request'
import { channelOf, sourceLine, type Channel, type LeadSource } from '../../shared/lead-source'
import { requestReference } from '../../shared/request-reference'
import { absoluteUrl } from '../../shared/site-url'
import { deskLeadUrl } from '../../shared/team-alert'
import type { Db } from '../db/database'
import { leadStore, type StoredLead } from '../db/leads'
import type { Attempt, OutboxHandler } from '../outbox/worker'

export type WebhookSettings = {
  url: string
  secret: string
  /** SITE_URL, for the link to the lead on the desk */
  siteUrl: string
}

/** What the receiver gets: what the lead is about, not who sent it nor their message. */
export type LeadWebhookBody = {
  id: string
  createdAt: string
  /** the service's value (kitchen, bathroom ...) or null */
  service: string | null
  serviceLabel: string
  /** the site's page the request was sent from, or null */
  page: string | null
  /** the kind of source the request came from (ads, search, listings ...), as the desk sorts it */
  channel: Channel
  /** where it came from in one line, as the desk's card says it ("Ads · google / cpc · phone") */
  source: string
  photos: number
  /** the reference the visitor was shown */
  reference: string
  /** the lead on the owner's desk */
  url: string
}

/** The header carrying the signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = 'X-Signature'

/** HMAC-SHA256 of `${timestamp}.${body}` with the shared secret, hex. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
}

export function leadWebhookBody(
  lead: StoredLead,
  { photos, source }: { photos: number; source: LeadSource | undefined },
  siteUrl: string,
): LeadWebhookBody {
  return {
    id: lead.id,
    createdAt: lead.createdAt,
    service: lead.serviceType,
    serviceLabel: serviceLabel((lead.serviceType ?? undefined) as ServiceType),
    page: lead.pagePath,
    channel: channelOf(source),
    source: sourceLine(source),
    photos,
    reference: requestReference(lead.id),
    url: absoluteUrl(siteUrl, deskLeadUrl(lead.id)),
  }
}

const TIMEOUT_MS = 10_000

/** POSTs one body, signed now; an answer other than 2xx is a failure. */
async function post(settings: WebhookSettings, body: string): Promise<Attempt> {
  const timestamp = Math.floor(Date.now() / 1000)
  try {
    const response = await fetch(settings.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [SIGNATURE_HEADER]: `t=${timestamp},v1=${webhookSignature(settings.secret, timestamp, body)}`,
      },
      body,
      // a redirect would carry the lead somewhere the owner did not name
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    await response.arrayBuffer()
    if (response.ok) return { done: true }
    return { done: false, error: `${response.status} ${response.statusText}`.trim() }
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause
    return { done: false, error: cause?.code ?? (error as Error).message }
  }
}

/** The handler of the 'webhook' rows. */
export function leadWebhookHandler(db: Db, settings: WebhookSettings): OutboxHandler {
  const leads = leadStore(db)
  return {
    kind: 'webhook',
    label: 'webhook: lead',
    async send(row) {
      const lead = leads.byId(row.id)
      if (!lead) return { done: true, note: 'not posted: the lead was deleted' }
      const body = leadWebhookBody(
        lead,
        { photos: leads.photosOf(lead.id).length, source: leads.sourceOf(lead.id) },
        settings.siteUrl,
      )
      return post(settings, JSON.stringify(body))
    },
  }
}
