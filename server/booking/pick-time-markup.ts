/**
 * The form of free times: a plain HTML form (radio buttons by day) that books with no script at
 * all; client/booking/picker.ts turns the days into a strip when its script arrives. The same
 * list serves moving a booked visit.
 */
import type { AppointmentKind } from '../../shared/booking-rules'
import { paths } from '../../shared/paths'
import { escapeHtml } from '../../shared/escape-html'
import { BUTTON } from './booking-page'
import { localDateKey, localDay, localTime } from './local-time'
import { servedTowns } from './served-towns'
import type { Slot } from './slots'

/** How many days of free times a page lists before "Show later times". */
export const DAYS_SHOWN = 7

/** "60 minutes", "1 hour 30 minutes" */
export function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const parts = [
    hours ? `${hours} hour${hours === 1 ? '' : 's'}` : '',
    rest ? `${rest} minutes` : '',
  ]
  return `about ${parts.filter(Boolean).join(' ')}`
}

/** The free times grouped by local day, the first `days` days (all with `days` undefined). */
export function slotsByDay(slots: readonly Slot[], days?: number) {
  const groups = new Map<string, Slot[]>()
  for (const slot of slots) {
    const key = localDateKey(slot.start)
    if (!groups.has(key) && days !== undefined && groups.size >= days) break
    groups.set(key, [...(groups.get(key) ?? []), slot])
  }
  return [...groups.entries()]
}

/** The radio buttons of the free times, a fieldset per day. */
export function timeChoices(slots: readonly Slot[], days: number | undefined, chosen?: string) {
  if (slots.length === 0) {
    return '<p data-no-times>No free times are left in the weeks we book. Please call us: we will find one.</p>'
  }
  return slotsByDay(slots, days)
    .map(
      ([day, times]) => `<fieldset data-day="${day}" class="grid gap-2">
<legend class="mb-2 font-semibold">${escapeHtml(localDay(times[0]!.start))}</legend>
<div class="grid grid-cols-3 gap-2 sm:grid-cols-4">${times
        .map(
          (
            slot,
          ) => `<label class="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded border border-line bg-white px-2 has-checked:border-brand has-checked:bg-brand-light">
<input type="radio" name="start" value="${escapeHtml(slot.start)}" required${slot.start === chosen ? ' checked' : ''} class="accent-brand"> ${escapeHtml(localTime(slot.start))}</label>`,
        )
        .join('\n')}</div></fieldset>`,
    )
    .join('\n')
}

/** The town and street of an in-home visit. */
function homeFields(values: { town?: string | undefined; address?: string | undefined }) {
  const regions = [...new Set(servedTowns.map((town) => town.region))]
  const options = regions
    .map(
      (region) =>
        `<optgroup label="${escapeHtml(region)}">${servedTowns
          .filter((town) => town.region === region)
          .map(
            (town) =>
              `<option${town.name === values.town ? ' selected' : ''}>${escapeHtml(town.name)}</option>`,
          )
          .join('')}</optgroup>`,
    )
    .join('')
  return `<div class="grid gap-4 sm:grid-cols-2 sm:items-end">
<label class="grid gap-1 font-semibold">Your town
<select name="town" required class="min-h-12 rounded border border-line bg-white px-3 font-normal">
<option value="">Choose your town</option>${options}</select></label>
<label class="grid gap-1 font-semibold">Street address <span class="font-normal text-muted">(optional, we confirm it when we call)</span>
<input name="address" maxlength="120" autocomplete="street-address" value="${escapeHtml(values.address ?? '')}" class="min-h-12 rounded border border-line bg-white px-3 font-normal"></label>
</div>`
}

/** A kind's card in the chooser: its name, length and place. */
function kindChoice(kind: AppointmentKind, current: boolean, token: string) {
  const href = `${paths.booking}/${token}?kind=${encodeURIComponent(kind.id)}`
  return `<li><a href="${href}"${current ? ' aria-current="page"' : ''} class="block min-h-12 rounded border-2 p-3 ${
    current ? 'border-brand bg-brand-light' : 'border-line bg-white'
  }"><span class="block font-semibold text-brand">${escapeHtml(kind.name)}</span>
<span class="block text-sm">${escapeHtml(duration(kind.minutes))} · ${escapeHtml(kind.where)}</span></a></li>`
}

export type PickTimeView = {
  token: string
  kinds: readonly AppointmentKind[]
  kind: AppointmentKind
  slots: readonly Slot[]
  /** list every free time, not only the first DAYS_SHOWN days */
  all: boolean
  /** an idempotency key for this form: sent twice, it books once */
  key: string
  values?: { start?: string | undefined; town?: string | undefined; address?: string | undefined }
}

/** The kind chooser and the form that books a time of the chosen kind. */
export function pickTimeForm(view: PickTimeView): string {
  const { token, kind, slots, values = {} } = view
  const days = view.all ? undefined : DAYS_SHOWN
  const more =
    !view.all && slotsByDay(slots).length > DAYS_SHOWN
      ? `<p><a class="text-brand underline" href="${paths.booking}/${token}?kind=${encodeURIComponent(kind.id)}&amp;all=1">Show later times</a></p>`
      : ''
  return `<nav aria-label="Kind of visit"><ul class="grid gap-2 sm:grid-cols-3">${view.kinds
    .map((k) => kindChoice(k, k.id === kind.id, token))
    .join('')}</ul></nav>
<section aria-labelledby="kind-title" class="grid gap-2">
<h2 id="kind-title" class="font-serif text-2xl font-bold text-brand">${escapeHtml(kind.name)}, ${escapeHtml(duration(kind.minutes))}</h2>
<p>${escapeHtml(kind.about)}</p>
</section>
<form method="post" action="${paths.booking}/${token}" data-booking-form="book" data-token="${token}" class="grid gap-5">
<input type="hidden" name="kind" value="${escapeHtml(kind.id)}">
<input type="hidden" name="key" value="${escapeHtml(view.key)}">
${kind.place === 'home' ? homeFields(values) : ''}
<div class="grid gap-5" data-times><h2 class="font-serif text-xl font-bold text-brand">Free times (New York time)</h2>
${timeChoices(slots, days, values.start)}</div>
${more}
<p data-picker-message role="status" class="empty:hidden font-semibold text-accent-dark"></p>
<button type="submit" class="${BUTTON}">Book this time</button>
</form>`
}
