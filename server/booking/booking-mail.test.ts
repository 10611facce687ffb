/**
 * A booked visit's e-mails as they arrive at a real SMTP server: the homeowner's with its
 * calendar file (read back by ical.js), the owner's, the reminder sent once on the day before
 * (the clock is the test's, nothing sleeps), and the news of the team's changes.
 */
import ICAL from 'ical.js'
import type { ParsedMail } from 'mailparser'
import nodemailer from 'nodemailer'
import { afterEach, describe, expect, it } from 'vitest'
import { startMailSender } from '../mail/mail-sender'
import { startTestSmtp } from '../testing/smtp-server'
import { lead, SITE } from '../testing/contact'
import { bookingService } from './booking-service'
import { bookingSetup, FIXTURE_RULES, testClock } from '../testing/booking'

const OWNER = 'owner@example.com'
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  ICAL.TimezoneService.reset()
})

/** The app, a real SMTP server and the mail sender, all on the test's clock. */
async function mailSetup(start: string) {
  const clock = testClock(start)
  const t = bookingSetup({ now: clock.now })
  const smtp = await startTestSmtp()
  cleanups.push(smtp.close)
  const transport = nodemailer.createTransport(smtp.url)
  const booking = { db: t.db, links: t.links, siteUrl: SITE, rules: FIXTURE_RULES }
  const sender = startMailSender(
    t.db,
    { transport, from: '"Website" <leads@example.com>', to: [OWNER], booking },
    { pollMs: 60_000, now: clock.now },
  )
  cleanups.push(() => sender.stop())
  const service = bookingService({ ...booking, now: clock.now })
  const mailTo = (address: string, subject: RegExp) =>
    smtp.to(address).filter((mail) => subject.test(mail.subject ?? ''))
  return { ...t, clock, smtp, send: () => sender.wake(), service, mailTo }
}

/** The calendar attachment's one event, as a calendar app reads it. */
function calendarEvent(mail: ParsedMail) {
  const file = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))
  expect(file).toBeDefined()
  const calendar = new ICAL.Component(ICAL.parse(file!.content.toString('utf8')))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  return { event, status: calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status') }
}

describe('the e-mails of a booked visit', () => {
  it('tell the homeowner with a calendar file and the owner with the person, once each', async () => {
    // Wednesday 2 December 2026, 10:00 in New York
    const m = await mailSetup('2026-12-02T15:00:00Z')
    const { token } = await m.newLead()
    const start = '2026-12-04T10:00:00-05:00'
    await m.book({ token, kind: 'showroom', start }).expect(201)
    // the lead came in on the test's clock, so its confirmation is not too late to send
    m.db.prepare('UPDATE leads SET created_at = ?').run(m.clock.now().toISOString())
    await m.send()

    // the confirmation of the request offers the private link to pick a time
    const [confirmation] = m.mailTo(lead.email, /We received your request/)
    expect(confirmation!.text).toContain(
      `Pick a time for your free consultation: ${SITE}/book/${token}`,
    )
    expect(confirmation!.html).toContain(`href="${SITE}/book/${token}"`)

    const [homeowner, ...more] = m.mailTo(lead.email, /booked/)
    expect(more).toHaveLength(0)
    expect(homeowner!.subject).toContain('Friday, December 4, 10:00 AM')
    expect(homeowner!.text).toContain(`${SITE}/book/${token}`)
    // nothing the visitor typed goes to the address they typed
    expect(homeowner!.text).not.toContain(lead.lastName)
    const { event } = calendarEvent(homeowner!)
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-04T15:00:00.000Z')
    expect(event.startDate.hour).toBe(10)
    expect(event.startDate.zone?.tzid).toBe('America/New_York')

    const [owner] = m.mailTo(OWNER, /Visit booked/)
    expect(owner!.text).toContain(`${lead.firstName} ${lead.lastName}`)
    expect(owner!.text).toContain(lead.phone)
  })

  it('remind the day before at 10:00, once, and not before', async () => {
    const m = await mailSetup('2026-12-02T15:00:00Z')
    const { token } = await m.newLead()
    await m.book({ token, kind: 'video', start: '2026-12-04T14:00:00-05:00' }).expect(201)
    await m.send()
    const reminders = () => m.mailTo(lead.email, /^Reminder/)

    m.clock.set('2026-12-03T14:59:59Z')
    await m.send()
    expect(reminders()).toHaveLength(0)

    m.clock.set('2026-12-03T15:00:00Z')
    await m.send()
    m.clock.set('2026-12-03T18:00:00Z')
    await m.send()
    expect(reminders()).toHaveLength(1)
    expect(reminders()[0]!.subject).toContain('Friday, December 4, 2:00 PM')
  })

  it('send no reminder for a cancelled visit, and a cancelled calendar file', async () => {
    const m = await mailSetup('2026-12-02T15:00:00Z')
    const { id, token } = await m.newLead()
    await m.book({ token, kind: 'video', start: '2026-12-07T11:00:00-05:00' }).expect(201)
    m.service.cancel(m.service.bookings.activeOf(id)!, null, 'Plans changed')
    m.clock.set('2026-12-06T16:00:00Z')
    await m.send()
    expect(m.mailTo(lead.email, /^Reminder/)).toHaveLength(0)
    const [cancelled] = m.mailTo(lead.email, /cancelled/)
    const { status } = calendarEvent(cancelled!)
    expect(status).toBe('CANCELLED')
    expect(m.mailTo(OWNER, /cancelled by the homeowner/)).toHaveLength(1)
  })

  it('tell the homeowner of the team’s confirmation and move, with the reason, and remind of the new time', async () => {
    const m = await mailSetup('2026-12-02T15:00:00Z')
    const { id, token } = await m.newLead()
    await m.book({ token, kind: 'showroom', start: '2026-12-04T10:00:00-05:00' }).expect(201)
    const booking = m.service.bookings.activeOf(id)!
    m.service.confirm(booking, 'member-1')
    m.service.moveByOwner(
      m.service.bookings.byId(booking.id)!,
      new Date('2026-12-08T16:00:00Z'),
      'member-1',
      'Our designer is on a job site that Friday',
    )
    await m.send()
    expect(m.mailTo(lead.email, /confirmed/)).toHaveLength(1)
    const [moved] = m.mailTo(lead.email, /new time/)
    expect(moved!.subject).toContain('Tuesday, December 8, 11:00 AM')
    expect(moved!.text).toContain('Our designer is on a job site that Friday')
    expect(calendarEvent(moved!).event.sequence).toBe(2)

    // the old time's reminder is dropped; the new one comes the day before the new time
    m.clock.set('2026-12-03T16:00:00Z')
    await m.send()
    expect(m.mailTo(lead.email, /^Reminder/)).toHaveLength(0)
    m.clock.set('2026-12-07T15:00:00Z')
    await m.send()
    expect(m.mailTo(lead.email, /^Reminder/)).toHaveLength(1)
  })
})

describe('a visit on a day the clocks change', () => {
  it.each([
    // daylight time begins on Sunday 8 March: the Monday after, 09:00 is 13:00Z
    [
      '2026-03-05T15:00:00Z',
      '2026-03-09T09:00:00-04:00',
      '2026-03-09T13:00:00.000Z',
      '2026-03-08T14:00:00.000Z',
    ],
    // standard time comes back on Sunday 1 November: the Monday after, 09:00 is 14:00Z
    [
      '2026-10-29T15:00:00Z',
      '2026-11-02T09:00:00-05:00',
      '2026-11-02T14:00:00.000Z',
      '2026-11-01T15:00:00.000Z',
    ],
  ])('booked from %s is at 09:00 New York time', async (now, start, instant, reminder) => {
    const m = await mailSetup(now)
    const { id, token } = await m.newLead()
    const slots = await m.slots('in-home')
    expect(slots.map((s) => s.start)).toContain(start)
    await m.book({ token, kind: 'in-home', start, town: 'Chappaqua' }).expect(201)
    expect(m.service.bookings.activeOf(id)!.start).toBe(instant)
    await m.send()
    const { event } = calendarEvent(m.mailTo(lead.email, /booked/)[0]!)
    expect(event.startDate.toJSDate().toISOString()).toBe(instant)
    expect(event.startDate.hour).toBe(9)
    // the reminder: 10:00 on the Sunday of the change, in that day's offset
    const row = m.db
      .prepare("SELECT next_attempt_at AS at FROM outbox WHERE kind = 'booking-reminder'")
      .get() as { at: string }
    expect(row.at).toBe(reminder)
  })
})
