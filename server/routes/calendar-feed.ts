/**
 * GET /calendar/{token}.ics: the owner's calendar feed, every visit from a month back to the end
 * of the booking horizon, with the homeowner's name, phone, town and reference. The token is the
 * only key: calendar apps cannot sign in. The desk revokes it by moving to a new address.
 */
import { Router } from 'express'
import { paths } from '../../shared/paths'
import type { Db } from '../db/database'
import type { BookingLinks } from '../booking/booking-links'
import type { BookingService } from '../booking/booking-service'
import { CALENDAR_TYPE } from '../booking/calendar-file'
import { calendarFeedGeneration } from '../booking/calendar-feed-generation'
import { ownerCalendar } from '../booking/visit-calendar'
import { HttpError } from '../errors'

const DAY_MS = 86_400_000
/** how far back the feed reaches */
const PAST_DAYS = 31

export function calendarFeedRoute(
  db: Db,
  service: BookingService,
  links: BookingLinks,
  siteUrl: string,
) {
  const generation = calendarFeedGeneration(db)
  return Router().get(`${paths.calendarFeed}/:file`, (req, res) => {
    const token = /^([A-Za-z0-9_-]{22})\.ics$/.exec(String(req.params.file))?.[1]
    if (!token || !links.isFeedToken(token, generation.current())) {
      throw new HttpError(404, 'No such calendar: the address may have been replaced in the desk.')
    }
    const now = service.now()
    const from = new Date(now.getTime() - PAST_DAYS * DAY_MS)
    const to = new Date(now.getTime() + (service.rules.horizonDays + 1) * DAY_MS)
    const visits = service.bookings.between(from, to).flatMap((booking) => {
      const lead = service.leads.byId(booking.leadId)
      return lead ? [{ booking, lead }] : []
    })
    res
      .set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' })
      .type(CALENDAR_TYPE)
      .send(ownerCalendar(visits, service, siteUrl))
  })
}
