/**
 * The booked visit, as its homeowner sees it on their private page: what, when, how long,
 * where and what to have ready; the calendar file; and the forms that move or cancel it.
 */
import type { AppointmentKind } from '../../shared/booking-rules'
import { addressLine, business, links } from '../../shared/business'
import { paths } from '../../shared/paths'
import { escapeHtml } from '../../shared/escape-html'
import { BUTTON, QUIET_BUTTON } from './booking-page'
import type { Booking } from './booking-store'
import { HOMEOWNER_MOVES_MAX } from './booking-service'
import { localDay, localTime } from './local-time'
import { DAYS_SHOWN, duration, timeChoices } from './pick-time-markup'
import type { Slot } from './slots'

/** The reason a homeowner may give for cancelling, at most this long. */
export const CANCEL_REASON_MAX = 300

/** Where a visit happens, in words. */
export function visitPlace(
  booking: Pick<Booking, 'place' | 'town' | 'address'>,
  kind: AppointmentKind,
) {
  if (booking.place === 'showroom') return `${kind.where}, ${addressLine}`
  if (booking.place === 'home') {
    const home = [booking.address, booking.town].filter(Boolean).join(', ')
    return home ? `${kind.where}: ${home}` : kind.where
  }
  return kind.where
}

const STATUS_WORDS: Record<Booking['status'], string> = {
  booked: 'Booked. We confirm it by e-mail, or call you if anything needs settling.',
  confirmed: 'Confirmed by our team.',
  cancelled: 'Cancelled.',
}

/** The facts of a visit as a description list. */
export function visitFacts(booking: Booking, kind: AppointmentKind): string {
  const rows: [string, string][] = [
    ['What', kind.name],
    ['When', `${localDay(booking.start)}, ${localTime(booking.start)} (New York time)`],
    ['How long', duration(kind.minutes)],
    ['Where', visitPlace(booking, kind)],
    ['Status', STATUS_WORDS[booking.status]],
  ]
  return `<dl class="grid gap-x-4 gap-y-1 rounded border border-line bg-white p-4 sm:grid-cols-[8rem_1fr] sm:gap-y-3">${rows
    .map(
      ([term, value]) =>
        `<dt class="font-semibold text-brand">${escapeHtml(term)}</dt><dd class="mb-2 sm:mb-0">${escapeHtml(value)}</dd>`,
    )
    .join('')}</dl>`
}

function haveReady(kind: AppointmentKind): string {
  return `<section aria-labelledby="ready-title" class="grid gap-2">
<h2 id="ready-title" class="font-serif text-xl font-bold text-brand">What to have ready</h2>
<ul class="list-disc grid gap-1 pl-6">${kind.haveReady.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
</section>`
}

export type VisitView = {
  token: string
  booking: Booking
  kind: AppointmentKind
  icsUrl: string
  /** the free times it could move to */
  moveSlots: readonly Slot[]
  /** whether the homeowner may still move it themselves */
  canMove: boolean
}

/** The booked visit, with the calendar file and the move and cancel forms. */
export function visitDetails(view: VisitView): string {
  const { token, booking, kind } = view
  const base = `${paths.booking}/${token}`
  const move = view.canMove
    ? `<details class="rounded border border-line bg-white p-4"><summary class="cursor-pointer font-semibold text-brand">Move it to another time</summary>
<form method="post" action="${base}/move" data-booking-form="move" class="mt-4 grid gap-5">
<div class="grid gap-5" data-times>${timeChoices(view.moveSlots, DAYS_SHOWN)}</div>
<button type="submit" class="${BUTTON}">Move my visit</button></form></details>`
    : `<p>This visit was moved ${HOMEOWNER_MOVES_MAX} times already. To move it again, please call us at <a class="text-brand underline" href="${links.call}">${escapeHtml(business.phone.display)}</a>.</p>`
  return `${visitFacts(booking, kind)}
<p><a href="${escapeHtml(view.icsUrl)}" class="${QUIET_BUTTON}" download="consultation.ics">Add to my calendar</a></p>
${haveReady(kind)}
<section aria-labelledby="change-title" class="grid gap-3">
<h2 id="change-title" class="font-serif text-xl font-bold text-brand">Need another time?</h2>
${move}
<details class="rounded border border-line bg-white p-4"><summary class="cursor-pointer font-semibold text-brand">Cancel the visit</summary>
<form method="post" action="${base}/cancel" class="mt-4 grid gap-4">
<label class="grid gap-1 font-semibold">Reason <span class="font-normal text-muted">(optional)</span>
<textarea name="reason" maxlength="${CANCEL_REASON_MAX}" rows="3" class="rounded border border-line bg-white p-2 font-normal"></textarea></label>
<p class="text-sm">Once cancelled, this link no longer books. To book again, call us.</p>
<button type="submit" class="${QUIET_BUTTON}">Cancel my visit</button></form></details>
</section>`
}

/** A visit that was cancelled, by whom and why when the team said. */
export function cancelledDetails(booking: Booking, kind: AppointmentKind, reason: string | null) {
  return `${visitFacts(booking, kind)}${
    reason ? `<p><strong>Reason:</strong> ${escapeHtml(reason)}</p>` : ''
  }`
}
