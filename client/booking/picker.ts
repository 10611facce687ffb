/**
 * The picker over the booking page's plain form (server/booking/pick-time-markup.ts): the days
 * become a strip of buttons that shows one day's times at a time, and booking goes through
 * POST /api/bookings, so a time taken a moment earlier is answered in place with the next free
 * times. Without this script the form posts itself and the server answers with pages.
 */
import { localDateKey, localDay, localTime, shortDay } from '../../shared/new-york-time'
import { paths } from '../../shared/paths'

type Slot = { start: string; end: string }

const OFFLINE =
  'Booking a time needs a connection. Your request itself is saved: try again when you are back online, or use the link in the e-mail we send you.'

/** Turns the day fieldsets of `times` into a strip of day buttons over one visible day. */
function dayStrip(times: HTMLElement) {
  times.querySelector('[data-day-strip]')?.remove()
  const days = [...times.querySelectorAll<HTMLFieldSetElement>('fieldset[data-day]')]
  if (days.length < 2) return
  const strip = document.createElement('div')
  strip.dataset.dayStrip = ''
  strip.setAttribute('role', 'group')
  strip.setAttribute('aria-label', 'Days with free times')
  strip.className = 'flex flex-wrap gap-2'
  const show = (chosen: HTMLFieldSetElement) => {
    for (const day of days) day.hidden = day !== chosen
    for (const button of strip.querySelectorAll('button')) {
      button.setAttribute('aria-pressed', String(button.dataset.for === chosen.dataset.day))
    }
  }
  for (const day of days) {
    const button = document.createElement('button')
    button.type = 'button'
    button.dataset.for = day.dataset.day
    const first = day.querySelector<HTMLInputElement>('input[name="start"]')
    button.textContent = first ? shortDay(first.value) : (day.dataset.day ?? '')
    button.className =
      'min-h-12 shrink-0 rounded border-2 border-line bg-white px-3 font-semibold text-brand aria-pressed:border-brand aria-pressed:bg-brand-light'
    button.addEventListener('click', () => show(day))
    strip.append(button)
  }
  days[0]!.before(strip)
  const checked = days.find((day) => day.querySelector('input:checked'))
  show(checked ?? days[0]!)
}

/** The radio buttons of `slots`, a fieldset per day, as the server writes them. */
function renderSlots(times: HTMLElement, slots: readonly Slot[]) {
  for (const day of times.querySelectorAll('fieldset[data-day], [data-no-times]')) day.remove()
  const byDay = new Map<string, Slot[]>()
  for (const slot of slots) {
    const key = localDateKey(slot.start)
    byDay.set(key, [...(byDay.get(key) ?? []), slot])
  }
  for (const [key, daySlots] of byDay) {
    const fieldset = document.createElement('fieldset')
    fieldset.dataset.day = key
    fieldset.className = 'grid gap-2'
    const legend = document.createElement('legend')
    legend.className = 'mb-2 font-semibold'
    legend.textContent = localDay(daySlots[0]!.start)
    const grid = document.createElement('div')
    grid.className = 'grid grid-cols-3 gap-2 sm:grid-cols-4'
    for (const slot of daySlots) {
      const label = document.createElement('label')
      label.className =
        'flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded border border-line bg-white px-2 has-checked:border-brand has-checked:bg-brand-light'
      const input = document.createElement('input')
      Object.assign(input, { type: 'radio', name: 'start', value: slot.start, required: true })
      input.className = 'accent-brand'
      label.append(input, ` ${localTime(slot.start)}`)
      grid.append(label)
    }
    fieldset.append(legend, grid)
    times.append(fieldset)
  }
  dayStrip(times)
}

/** Books through the API; a refusal or a lost connection is said in the form. */
function bookInPlace(form: HTMLFormElement) {
  const message = form.querySelector<HTMLElement>('[data-picker-message]')
  const times = form.querySelector<HTMLElement>('[data-times]')
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const say = (text: string) => {
    if (message) message.textContent = text
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (!form.reportValidity()) return
    const data = new FormData(form)
    const field = (name: string) => {
      const value = data.get(name)
      return typeof value === 'string' && value !== '' ? value : undefined
    }
    if (!navigator.onLine) return say(OFFLINE)
    if (button) button.disabled = true
    say('Booking…')
    const body = {
      token: form.dataset.token,
      kind: field('kind'),
      start: field('start'),
      ...(field('town') ? { town: field('town') } : {}),
      ...(field('address') ? { address: field('address') } : {}),
    }
    fetch(paths.bookingApi, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': field('key') ?? crypto.randomUUID(),
      },
      body: JSON.stringify(body),
    })
      .then(async (res) => {
        const answer = (await res.json().catch(() => ({}))) as {
          message?: string
          manageUrl?: string
          slots?: Slot[]
        }
        // booked (or booked already): this same page now shows the visit
        if (res.ok || answer.manageUrl) {
          location.assign(location.pathname)
          return
        }
        if (res.status === 409 && answer.slots && times) renderSlots(times, answer.slots)
        say(answer.message ?? `Booking failed (${res.status}). Please try again or call us.`)
        if (button) button.disabled = false
      })
      .catch(() => {
        say(OFFLINE)
        if (button) button.disabled = false
      })
  })
}

for (const times of document.querySelectorAll<HTMLElement>('[data-times]')) dayStrip(times)
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-booking-form="book"]')) {
  bookInPlace(form)
}
