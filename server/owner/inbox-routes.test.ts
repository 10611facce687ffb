/**
 * The inbox through the real app: a lead sent through the public form reaches a signed-in
 * person, who answers it; and nobody else, from nowhere else, sees or changes it.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { NOTES_MAX_CHARS, type LeadsAnswer } from '../../shared/owner-api'
import { requestReference } from '../../shared/request-reference'
import { encodeVisit } from '../../shared/visit-source'
import { leadPhotoDir } from '../photos/photo-files'
import { lead as sentLead } from '../testing/contact'
import { ownerSetup } from '../testing/owner-desk'

const desk = ownerSetup()

/** A lead with a photo, sent through the public form as a phone sends it. */
async function sendLead(fields: Partial<typeof sentLead> = {}) {
  const photo = await sharp({
    create: { width: 300, height: 200, channels: 3, background: '#b98' },
  })
    .jpeg()
    .toBuffer()
  const req = request(desk.app).post('/api/contact').set('Sec-Fetch-Site', 'same-origin')
  for (const [name, value] of Object.entries({ ...sentLead, ...fields }))
    req.field(name, String(value))
  const answer = await req.attach('photos', photo, 'sink.jpg')
  expect(answer.status).toBe(201)
  return answer.body.id as string
}

const audited = (action: string, leadId?: string) =>
  desk.count(
    'audit_log',
    leadId ? 'action = ? AND lead_id = ?' : 'action = ?',
    action,
    ...(leadId ? [leadId] : []),
  )

describe('the inbox', () => {
  it('shows a new lead to a signed-in person, who marks it Contacted; it stays after a reload', async () => {
    const { session, member } = await desk.join('Maria')
    const id = await sendLead({ firstName: 'Ann' })
    const listed = await desk.call('get', '/leads', { session }).expect(200)
    expect(listed.headers['cache-control']).toBe('no-store')
    const answer = listed.body as LeadsAnswer
    const shown = answer.leads.find((l) => l.id === id)!
    expect(shown).toMatchObject({
      firstName: 'Ann',
      status: 'new',
      photos: 1,
      reference: requestReference(id),
    })
    expect(answer.newCount).toBeGreaterThanOrEqual(1)

    const changed = await desk.call('patch', `/leads/${id}`, {
      session,
      body: { status: 'contacted', notes: 'Called, visit Tue' },
    })
    expect(changed.status).toBe(200)
    const again = (await desk.call('get', '/leads', { session })).body as LeadsAnswer
    expect(again.leads.find((l) => l.id === id)).toMatchObject({
      status: 'contacted',
      notes: 'Called, visit Tue',
    })
    expect(again.leads.find((l) => l.id === id)!.firstContactAt).not.toBeNull()
    expect(again.firstContact.leads).toBeGreaterThanOrEqual(1)
    expect(
      desk.count(
        'audit_log',
        'member_id = ? AND action = ? AND lead_id = ?',
        member.id,
        'viewed',
        id,
      ),
    ).toBe(1)
    expect(audited('changed-status', id)).toBe(1)
    expect(audited('changed-notes', id)).toBe(1)
  })

  it('finds by a word and a state, and refuses a state it does not know', async () => {
    const { session } = await desk.join('Luis')
    const id = await sendLead({ firstName: 'Zelda', email: 'zelda@example.net' })
    const found = (await desk.call('get', '/leads?q=zelda', { session })).body as LeadsAnswer
    expect(found.leads.map((l) => l.id)).toEqual([id])
    const won = (await desk.call('get', '/leads?status=won', { session })).body as LeadsAnswer
    expect(won.leads.map((l) => l.id)).not.toContain(id)
    await desk.call('get', '/leads?status=maybe', { session }).expect(400)
    const bad = await desk.call('patch', `/leads/${id}`, { session, body: { status: 'maybe' } })
    expect(bad.status).toBe(400)
  })

  it('says where each request came from, on its card and in the export', async () => {
    const { session } = await desk.join('Wes')
    const source = encodeVisit({
      firstPage: '/',
      referrerHost: 'houzz.com',
      utmSource: 'houzz',
      utmMedium: 'listing',
      device: 'phone',
    })
    const id = await sendLead({ email: 'wes.source@example.net', source } as Partial<
      typeof sentLead
    >)
    const found = (await desk.call('get', '/leads?q=wes.source', { session })).body as LeadsAnswer
    expect(found.leads.find((l) => l.id === id)?.source).toBe(
      'Listings · from houzz.com · houzz / listing · first page / · phone',
    )
    const csv = await desk.call('get', '/leads.csv', { session }).expect(200)
    const row = csv.text.split('\r\n').find((line) => line.includes(id))!
    expect(row).toMatch(/,"Listings","\/","houzz\.com","houzz","listing","","","phone","",""$/)
  })

  it('names the notes’ limit when they are over it, and keeps the notes it had', async () => {
    const { session } = await desk.join('Nadia')
    const id = await sendLead()
    await desk.call('patch', `/leads/${id}`, { session, body: { notes: 'Called Tue' } }).expect(200)
    const long = await desk.call('patch', `/leads/${id}`, {
      session,
      body: { notes: 'x'.repeat(NOTES_MAX_CHARS + 1) },
    })
    expect(long.status).toBe(400)
    expect(long.body.message).toBe(
      `The change was not saved: notes can be at most ${NOTES_MAX_CHARS} characters.`,
    )
    const notText = await desk.call('patch', `/leads/${id}`, { session, body: { notes: 7 } })
    expect(notText.body.message).toBe('The change was not saved: notes must be text.')
    const kept = (await desk.call('get', '/leads', { session })).body as LeadsAnswer
    expect(kept.leads.find((l) => l.id === id)!.notes).toBe('Called Tue')
    await desk
      .call('patch', `/leads/${id}`, { session, body: { notes: 'y'.repeat(NOTES_MAX_CHARS) } })
      .expect(200)
  })

  it('serves a lead’s photos and its export to a signed-in person only', async () => {
    const { session } = await desk.join('Rosa')
    const id = await sendLead()
    const photo = await desk.call('get', `/leads/${id}/photos/1`, { session }).expect(200)
    expect(photo.headers['content-type']).toBe('image/jpeg')
    expect(photo.headers['cache-control']).toBe('no-store')
    await desk.call('get', `/leads/${id}/photos/1`).expect(401)
    await desk.call('get', `/leads/${id}/photos/9`, { session }).expect(404)
    // no public address serves them
    expect((await request(desk.app).get(`/photos/${id}/1.jpg`)).status).not.toBe(200)

    const csv = await desk.call('get', '/leads.csv', { session }).expect(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="?leads-\d{4}-\d{2}-\d{2}\.csv"?$/,
    )
    expect(csv.text).toContain(id)
    expect(audited('exported')).toBeGreaterThanOrEqual(1)
    await desk.call('get', '/leads.csv').expect(401)
  })

  it('deletes a lead on request, its photos with it, and says who did', async () => {
    const { session } = await desk.join('Tom')
    const id = await sendLead()
    expect(existsSync(leadPhotoDir(desk.dir, id))).toBe(true)
    await desk.call('delete', `/leads/${id}`, { session }).expect(200)
    expect(desk.count('leads', 'id = ?', id)).toBe(0)
    expect(existsSync(join(leadPhotoDir(desk.dir, id)))).toBe(false)
    expect(audited('deleted', id)).toBe(1)
    await desk.call('delete', `/leads/${id}`, { session }).expect(404)
  })

  it('changes nothing for a request from another site, or from a removed person', async () => {
    const { session } = await desk.join('Ines')
    const other = await desk.join('Eve')
    const id = await sendLead()
    const foreign = await desk.call('patch', `/leads/${id}`, {
      session,
      body: { status: 'lost' },
      headers: { Origin: 'https://evil.example' },
    })
    expect(foreign.status).toBe(403)
    const removed = desk.people.list().find((m) => m.id === other.member.id)!
    await desk.call('delete', `/team/${removed.id}`, { session }).expect(204)
    await desk.call('get', '/leads', { session: other.session }).expect(401)
    await desk
      .call('patch', `/leads/${id}`, { session: other.session, body: { status: 'lost' } })
      .expect(401)
    const still = (await desk.call('get', '/leads', { session })).body as LeadsAnswer
    expect(still.leads.find((l) => l.id === id)!.status).toBe('new')
  })
})
