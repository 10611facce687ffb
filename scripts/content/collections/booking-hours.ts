/**
 * The weekly hours of a kind of visit in content/booking.yaml: stretches of a day on the 24-hour
 * clock, in order and apart, each with room for one visit; a day spelled wrong is refused rather
 * than dropped with its hours.
 */
import { Temporal } from 'temporal-polyfill'
import { z } from 'zod'
import { WEEKDAYS, type DayHours, type Weekday } from '../../../shared/booking-rules'

/** A whole number from `min` to `max`. */
export const whole = (min: number, max: number) =>
  z
    .number('must be a number')
    .int('must be a whole number')
    .min(min, `must be ${min} to ${max}`)
    .max(max, `must be ${min} to ${max}`)

/** A time of day on the 24-hour clock; two digits each, so times compare as text. */
const time = z
  .string('must be a time like 09:00 or 17:30')
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time on the 24-hour clock, like 09:00 or 17:30')

/** The minutes from `from` to `to` of a stretch, both checked times. */
const stretchMinutes = ({ from, to }: DayHours) =>
  Temporal.PlainTime.from(from).until(Temporal.PlainTime.from(to)).total('minutes')

const isTime = (value: unknown): value is string =>
  typeof value === 'string' && time.safeParse(value).success

/** Only the stretches whose times are both readable: the others are reported on their own. */
function readableStretches(value: unknown): { stretch: DayHours; index: number }[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item: unknown, index) => {
    const { from, to } = (item ?? {}) as Record<string, unknown>
    return isTime(from) && isTime(to) ? [{ stretch: { from, to }, index }] : []
  })
}

const stretch = z
  .object({
    from: time.meta({
      title: 'From',
      description: 'The earliest start, on the 24-hour clock, like 09:00.',
    }),
    to: time.meta({
      title: 'To',
      description: 'The latest end, on the 24-hour clock, like 17:00.',
    }),
  })
  .refine(({ from, to }) => from < to, {
    path: ['to'],
    message: 'must be later than the stretch’s start (from)',
    when: ({ value }) => readableStretches([value]).length === 1,
  })

/** Two stretches of one day sharing a minute would offer the same times twice. */
function noOverlap(day: readonly unknown[], ctx: z.RefinementCtx) {
  const sorted = readableStretches(day).sort((a, b) => (a.stretch.from < b.stretch.from ? -1 : 1))
  sorted.forEach(({ stretch: { from }, index }, at) => {
    const before = sorted[at - 1]?.stretch
    if (before && from < before.to) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'from'],
        message: `overlaps the stretch from ${before.from} to ${before.to}: the stretches of a day must not overlap`,
      })
    }
  })
}

const dayHours = (day: Weekday) =>
  z
    .array(stretch, 'must be a list of stretches, each with a from and a to time')
    .superRefine(noOverlap, { when: ({ value }) => Array.isArray(value) })
    .optional()
    .meta({ title: day, description: `Leave ${day} out, or empty, to offer no visits then.` })

// strict: a day spelled "Mon" would otherwise vanish, and with it the hours the owner meant
export const hours = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours(day)])) as Record<
    Weekday,
    ReturnType<typeof dayHours>
  >,
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `names a day it does not know (${issue.keys.join(', ')}): write days in full, like Monday`
        : 'must list days such as Monday, each with its stretches of hours',
  },
)

export const visitMinutes = whole(15, 240)

/** Each stretch must leave room for at least one visit of the kind. */
export function roomForOneVisit(kind: unknown, ctx: z.RefinementCtx) {
  const { minutes, hours } = (kind ?? {}) as Record<string, unknown>
  if (!visitMinutes.safeParse(minutes).success || !hours || typeof hours !== 'object') return
  const length = minutes as number
  for (const day of WEEKDAYS) {
    for (const { stretch, index } of readableStretches((hours as Record<string, unknown>)[day])) {
      const room = stretchMinutes(stretch)
      if (room > 0 && room < length) {
        ctx.addIssue({
          code: 'custom',
          path: ['hours', day, index, 'to'],
          message: `must leave room for one visit of ${length} minutes after ${stretch.from}`,
        })
      }
    }
  }
}
