/**
 * The VTIMEZONE block a calendar file carries so a calendar app resolves `TZID=America/New_York`
 * to the owner's wall clock without a time-zone database of its own. ical-generator has no
 * time-zone data, and the only zone the business uses is New York, so its rules are written here
 * once: Eastern Daylight Time from the second Sunday of March at 02:00, Eastern Standard Time from
 * the first Sunday of November at 02:00, as in force since 2007. The test checks them against the
 * time-zone database Temporal reads, so a change of the law shows up as a failing test.
 */

const NEW_YORK = 'America/New_York'

// DTSTART of each rule is the first change under it (2007), in the wall time before the change.
const NEW_YORK_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${NEW_YORK}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n')

/** The VTIMEZONE of `timeZone`; throws for a zone other than New York rather than omit it. */
export function vtimezone(timeZone: string): string {
  if (timeZone !== NEW_YORK) {
    throw new Error(`No VTIMEZONE is written for ${timeZone}: only ${NEW_YORK} is`)
  }
  return NEW_YORK_VTIMEZONE
}
