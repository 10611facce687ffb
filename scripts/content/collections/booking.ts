/**
 * content/booking.yaml: the kinds of appointment a homeowner can book, their weekly hours, and
 * the limits every booking keeps to. Only the server reads them (server/booking/slots.ts), which
 * adds the showroom's address and the working days from the business facts.
 */
import { z } from 'zod'
import {
  VISIT_PLACES,
  type AppointmentKind,
  type BookingRules,
} from '../../../shared/booking-rules'
import { moduleText, readYamlFile, type Collection, type CollectionOutput } from '../collection'
import { text } from '../fields'
import { hours, roomForOneVisit, visitMinutes, whole } from './booking-hours'

const BOOKING_FILE = 'content/booking.yaml'

export const KIND_ID = /^[a-z]+(-[a-z]+)*$/
export const STEP_MINUTES = [10, 15, 20, 30, 60] as const
export const MAX_KINDS = 6

const kind = z
  .object({
    id: z
      .string('must be text')
      .regex(KIND_ID, 'must be lower-case words joined by hyphens, like in-home')
      .meta({
        title: 'Id',
        description:
          'Names the kind in the booking address, like in-home: lower-case words joined by hyphens. Changing it breaks links to the old one.',
      }),
    name: text(3, 40).meta({ title: 'Name', description: 'Like In-home consultation.' }),
    minutes: visitMinutes.meta({
      title: 'Length in minutes',
      description: 'How long the visit takes, 15 to 240.',
    }),
    place: z.enum(VISIT_PLACES, `must be one of ${VISIT_PLACES.join(', ')}`).meta({
      title: 'Place',
      description:
        'home: we drive to the homeowner and keep the driving gap; showroom: the site adds our address; video: a call.',
    }),
    where: text(3, 40).meta({
      title: 'Where, in words',
      description: 'Like At your home, Our showroom or A video call.',
    }),
    about: text(20, 400).meta({
      title: 'What happens at it',
      description: 'One or two sentences the homeowner reads before booking.',
    }),
    haveReady: z
      .array(text(5, 120), 'must be a list of things to have ready')
      .min(1, 'must list 1 to 6 things')
      .max(6, 'must list 1 to 6 things')
      .meta({ title: 'What to have ready' }),
    hours: hours.meta({
      title: 'Weekly hours',
      description:
        'The stretches of each day in which this kind may be booked; a visit ends by the end of its stretch.',
    }),
  })
  .superRefine(roomForOneVisit, {
    when: ({ value }) => typeof value === 'object',
  }) satisfies z.ZodType<AppointmentKind>

/** Two kinds with one id would share an address. */
function uniqueIds(kinds: readonly unknown[], ctx: z.RefinementCtx) {
  const ids = kinds.map((item) => (item as { id?: unknown } | null)?.id)
  ids.forEach((id, index) => {
    if (typeof id === 'string' && ids.indexOf(id) < index) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'id'],
        message: 'is already the id of a kind above: give each kind its own id',
      })
    }
  })
}

const noticeField = whole(0, 10)
const horizonField = whole(1, 90)

export const bookingSchema = z
  .object({
    noticeWorkingDays: noticeField.meta({
      title: 'Notice, in working days',
      description:
        'The least time between booking and visit: 1 means a booking on Friday afternoon can be for the next working day at the same time. 0 to 10.',
    }),
    horizonDays: horizonField.meta({
      title: 'Booking ahead, in days',
      description: 'How far ahead a homeowner may book, counted from today. 1 to 90.',
    }),
    drivingGapMinutes: whole(0, 180).meta({
      title: 'Driving gap, in minutes',
      description: 'Kept free before and after every in-home visit. 0 to 180.',
    }),
    maxVisitsPerDay: whole(1, 20).meta({
      title: 'Most visits in a day',
      description: 'Of all kinds together. 1 to 20.',
    }),
    stepMinutes: whole(Math.min(...STEP_MINUTES), Math.max(...STEP_MINUTES))
      .refine((step) => (STEP_MINUTES as readonly number[]).includes(step), {
        message: `must be one of ${STEP_MINUTES.join(', ')}`,
      })
      .meta({
        title: 'Start times every, in minutes',
        description: `Visits start this many minutes apart from the start of each stretch: ${STEP_MINUTES.join(', ')}.`,
      }),
    kinds: z
      .array(kind, 'must be a list of kinds of appointment')
      .min(1, `must list 1 to ${MAX_KINDS} kinds of appointment`)
      .max(MAX_KINDS, `must list 1 to ${MAX_KINDS} kinds of appointment`)
      .superRefine(uniqueIds, { when: ({ value }) => Array.isArray(value) })
      .meta({ title: 'Kinds of appointment', description: 'In the order the site offers them.' }),
  })
  .superRefine(
    ({ noticeWorkingDays, horizonDays }, ctx) => {
      if (horizonDays > noticeWorkingDays) return
      ctx.addIssue({
        code: 'custom',
        path: ['horizonDays'],
        message: `must be more than the notice (noticeWorkingDays, ${noticeWorkingDays}): no day could be booked`,
      })
    },
    {
      when: ({ value }) => {
        const { noticeWorkingDays: notice, horizonDays: horizon } = value as Record<string, unknown>
        // each out of its own range is reported on its own
        return noticeField.safeParse(notice).success && horizonField.safeParse(horizon).success
      },
    },
  ) satisfies z.ZodType<BookingRules>

/** The booking rules, as a module only the server imports. */
export const booking: Collection = {
  name: 'booking',
  compile(contentDir, problems): CollectionOutput {
    const rules = readYamlFile(contentDir, BOOKING_FILE, bookingSchema, problems)
    if (!rules) return { modules: {}, links: [] }
    return {
      modules: {
        'booking.ts': moduleText("import type { BookingRules } from '../shared/booking-rules'\n", {
          bookingRules: { type: 'BookingRules', value: rules },
        }),
      },
      links: [],
    }
  },
}
