/**
 * The inbox's API, for a signed-in person only (mounted behind requireMember, routes.ts):
 * the leads, a lead's state and notes, its photos, the CSV export and erasure on request. Each
 * view, change, export and deletion is written to the audit log.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import express, { Router } from 'express'
import { z } from 'zod'
import { serviceLabel, type ServiceType } from '../../shared/contact-request'
import { sourceLine, type LeadSource } from '../../shared/lead-source'
import {
  isLeadStatus,
  LEAD_STATUSES,
  NOTES_MAX_CHARS,
  NOTES_TOO_LONG,
  STATUS_LABELS,
  type DeskLead,
  type LeadsAnswer,
} from '../../shared/owner-api'
import { leadsCsv } from '../cli/leads-csv'
import type { Db } from '../db/database'
import { leadStore } from '../db/leads'
import { bookingRules } from '../../.content/booking'
import { bookingStore } from '../booking/booking-store'
import { zonedIso } from '../booking/local-time'
import { reminderAt } from '../booking/reminder-time'
import { eraseLeads } from '../db/retention'
import { HttpError } from '../errors'
import { leadPhotoDir, removeLeadPhotos } from '../photos/photo-files'
import { audit } from './audit-log'
import { inbox, type InboxLead } from './inbox'
import { signedInMember } from './require-member'

const LEAD_ID = /^[0-9a-f-]{36}$/
const NO_SUCH_LEAD = 'No such request: it may have been deleted.'

const change = z
  .object({
    status: z
      .enum(LEAD_STATUSES, `the state must be one of ${LEAD_STATUSES.join(', ')}`)
      .optional(),
    // each check with its own message: a check without one would say the type's ("must be text")
    notes: z.string('notes must be text').max(NOTES_MAX_CHARS, NOTES_TOO_LONG).optional(),
  })
  .strict()
  .refine((patch) => patch.status !== undefined || patch.notes !== undefined, 'nothing to change')

const listQuery = z.object({
  status: z.string().optional(),
  q: z.string().max(200).optional(),
  before: z.iso.datetime().optional(),
})

function deskLead(
  lead: InboxLead,
  visit: DeskLead['visit'],
  source: LeadSource | undefined,
): DeskLead {
  return {
    id: lead.id,
    reference: lead.reference,
    createdAt: lead.createdAt,
    firstName: lead.firstName,
    lastName: lead.lastName,
    phone: lead.phone,
    email: lead.email,
    serviceType: lead.serviceType,
    service: serviceLabel((lead.serviceType ?? undefined) as ServiceType),
    projectDetails: lead.projectDetails,
    pagePath: lead.pagePath,
    sentWithoutScript: lead.sentWithoutScript,
    status: lead.status,
    firstContactAt: lead.firstContactAt,
    notes: lead.notes,
    photos: lead.photos,
    source: sourceLine(source),
    visit,
  }
}

/** A lead id from the address, or a 404 that says so. */
function leadId(raw: string | undefined): string {
  if (!raw || !LEAD_ID.test(raw)) throw new HttpError(404, NO_SUCH_LEAD)
  return raw
}

/** GET /leads, PATCH and DELETE /leads/:id, GET /leads.csv, GET /leads/:id/photos/:position. */
export function inboxRoutes(db: Db, dataDir: string): Router {
  const desk = inbox(db)
  const store = leadStore(db)
  const bookings = bookingStore(db, reminderAt)
  /** The lead's visit not cancelled, as the card shows it. */
  const visitOf = (leadId: string): DeskLead['visit'] => {
    const visit = bookings.activeOf(leadId)
    if (!visit || visit.status === 'cancelled') return null
    const kind = bookingRules.kinds.find((k) => k.id === visit.kind)?.name ?? visit.kind
    return { kind, start: zonedIso(visit.start), status: visit.status }
  }
  const withVisit = (lead: InboxLead) => deskLead(lead, visitOf(lead.id), store.sourceOf(lead.id))
  const router = Router()
  router.use((_req, res, next) => {
    // a person's data: never kept by a browser's or a proxy's cache
    res.set('Cache-Control', 'no-store')
    next()
  })

  /** Records a view of each lead at most once a day per person: the list is read often. */
  const viewedToday = db.prepare<[string, string, string], { n: number }>(
    "SELECT COUNT(*) AS n FROM audit_log WHERE member_id = ? AND lead_id = ? AND action = 'viewed' AND at >= ?",
  )
  const viewed = (memberId: string, leads: readonly InboxLead[]) => {
    const since = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString()
    for (const lead of leads) {
      if ((viewedToday.get(memberId, lead.id, since)?.n ?? 0) === 0) {
        audit(db, memberId, 'viewed', lead.id)
      }
    }
  }

  router.get('/leads', (req, res) => {
    const query = listQuery.safeParse(req.query)
    if (!query.success) throw new HttpError(400, 'The search could not be read.')
    const { status, q, before } = query.data
    if (status !== undefined && !isLeadStatus(status)) {
      throw new HttpError(400, `The state must be one of ${LEAD_STATUSES.join(', ')}.`)
    }
    const leads = desk.list({ status, words: q, before })
    viewed(signedInMember(res).id, leads)
    const { medianMinutes, leads: contacted } = desk.firstContact()
    const answer: LeadsAnswer = {
      leads: leads.map(withVisit),
      newCount: desk.newCount(),
      firstContact: { medianMinutes: medianMinutes ?? null, leads: contacted },
    }
    res.json(answer)
  })

  router.patch('/leads/:id', express.json({ limit: '16kb' }), (req, res) => {
    const id = leadId(req.params.id)
    const patch = change.safeParse(req.body)
    if (!patch.success) {
      throw new HttpError(400, `The change was not saved: ${patch.error.issues[0]?.message}.`)
    }
    const before = desk.byId(id)
    if (!before) throw new HttpError(404, NO_SUCH_LEAD)
    const member = signedInMember(res)
    const { status, notes } = patch.data
    if (status !== undefined && status !== before.status) {
      desk.setStatus(id, status)
      audit(
        db,
        member.id,
        'changed-status',
        id,
        `${STATUS_LABELS[before.status]} → ${STATUS_LABELS[status]}`,
      )
    }
    if (notes !== undefined && notes !== before.notes) {
      desk.setNotes(id, notes)
      audit(db, member.id, 'changed-notes', id)
    }
    res.json({ lead: withVisit(desk.byId(id)!) })
  })

  router.delete('/leads/:id', (req, res) => {
    const id = leadId(req.params.id)
    const erased = eraseLeads(db, id)
    if (erased.leads === 0) throw new HttpError(404, NO_SUCH_LEAD)
    for (const gone of erased.ids) removeLeadPhotos(dataDir, gone)
    audit(db, signedInMember(res).id, 'deleted', id)
    res.json({ deleted: erased.leads })
  })

  router.get('/leads.csv', (_req, res) => {
    const leads = store.all()
    const sources = store.sources()
    audit(db, signedInMember(res).id, 'exported', undefined, `${leads.length} leads`)
    const day = new Date().toISOString().slice(0, 10)
    res
      .type('text/csv; charset=utf-8')
      .attachment(`leads-${day}.csv`)
      .send(
        leadsCsv(
          leads,
          (id) => store.photosOf(id).map((p) => p.file),
          (id) => sources.get(id),
        ),
      )
  })

  router.get('/leads/:id/photos/:position', (req, res) => {
    const id = leadId(req.params.id)
    const position = Number(req.params.position)
    const photo = store.photosOf(id).find((p) => p.position === position)
    const file = photo && join(leadPhotoDir(dataDir, id), photo.file)
    if (!file || !existsSync(file)) throw new HttpError(404, 'No such photo.')
    res.type('image/jpeg').sendFile(file)
  })

  return router
}
