/**
 * `npm run bench -- --only=booking`: booking the free consultation. In process, how long the
 * free times of the whole horizon take over a realistic calendar (booking-calendar.ts); then
 * POST /api/bookings against the built server, racing for the same few times (booking-race.ts).
 */
import { calendarBench, formatCalendar, type CalendarFigures } from './booking-calendar'
import { formatRace, raceBench, type RaceFigures } from './booking-race'

export type BookingFigures = { calendar: CalendarFigures; race: RaceFigures }

/** Both measurements; `port` for the built server of the race. */
export async function bookingBench(port: number): Promise<BookingFigures> {
  return { calendar: calendarBench(), race: await raceBench(port) }
}

export function formatBooking({ calendar, race }: BookingFigures): string {
  return `${formatCalendar(calendar)}\n\n${formatRace(race)}`
}
