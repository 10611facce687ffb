import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CONTENT_DIR } from '../compile'
import { Problems } from '../problems'
import { booking, MAX_KINDS } from './booking'

const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** Compiles content/booking.yaml from `contentDir`, or a folder holding only `text` as it. */
function compile(source: { contentDir: string } | { text: string }) {
  let contentDir: string
  if ('text' in source) {
    contentDir = mkdtempSync(join(tmpdir(), 'booking-test-'))
    dirs.push(contentDir)
    writeFileSync(join(contentDir, 'booking.yaml'), source.text)
  } else {
    contentDir = source.contentDir
  }
  const problems = new Problems()
  const { modules } = booking.compile(contentDir, problems)
  return { problems: problems.format().split('\n'), module: modules['booking.ts'] }
}

/** A kind of appointment as the file writes it, its hours given as YAML lines under `hours:`. */
const kind = (id: string, minutes: number, hours: string) => `  - id: ${id}
    name: A visit called ${id}
    minutes: ${minutes}
    place: video
    where: A video call
    about: A first conversation about the room and what you have in mind.
    haveReady:
      - Photos of the room
    hours:
${hours}`

const WEEKDAY = `      Monday:
        - from: "09:00"
          to: "12:00"
        - from: "13:00"
          to: "17:00"
`

/** A correct file with `rules` in place of the default limits and `kinds` as its kinds. */
const file = ({
  rules = {},
  kinds = [kind('video', 30, WEEKDAY)],
}: { rules?: Record<string, number>; kinds?: string[] } = {}) => {
  const limits = {
    noticeWorkingDays: 1,
    horizonDays: 21,
    drivingGapMinutes: 30,
    maxVisitsPerDay: 4,
    stepMinutes: 30,
    ...rules,
  }
  return `# fixture
${Object.entries(limits)
  .map(([name, value]) => `${name}: ${String(value)}`)
  .join('\n')}
kinds:
${kinds.join('')}`
}

/** The one problem of a file, without the file name and line. */
const problemOf = (text: string) => {
  const { problems, module } = compile({ text })
  expect(module).toBeUndefined()
  expect(problems).toHaveLength(1)
  return problems[0]?.replace(/^content\/booking\.yaml:\d+: /, '')
}

describe('content/booking.yaml', () => {
  it('becomes the module the server books from', () => {
    const { problems, module } = compile({ contentDir: CONTENT_DIR })
    expect(problems).toEqual([''])
    expect(module).toContain("import type { BookingRules } from '../shared/booking-rules'")
    expect(module).toContain('export const bookingRules: BookingRules')
  })

  it('keeps the hours as written, and days left out stay out', () => {
    const { problems, module } = compile({ text: file() })
    expect(problems).toEqual([''])
    const rules = JSON.parse(module!.slice(module!.indexOf('= ') + 2)) as {
      kinds: { hours: unknown }[]
    }
    expect(rules.kinds[0]?.hours).toEqual({
      Monday: [
        { from: '09:00', to: '12:00' },
        { from: '13:00', to: '17:00' },
      ],
    })
  })

  it('names the line of the problem', () => {
    const text = file({ kinds: [kind('video', 30, WEEKDAY.replace('"13:00"', '"1pm"'))] })
    const line = text.split('\n').findIndex((l) => l.includes('"1pm"')) + 1
    expect(compile({ text }).problems).toEqual([
      `content/booking.yaml:${line}: 'kinds.0.hours.Monday.1.from' must be a time on the 24-hour clock, like 09:00 or 17:30, found "1pm"`,
    ])
  })

  it('refuses an id used twice or not written as lower-case words and hyphens', () => {
    expect(
      problemOf(file({ kinds: [kind('video', 30, WEEKDAY), kind('video', 30, WEEKDAY)] })),
    ).toBe(
      `'kinds.1.id' is already the id of a kind above: give each kind its own id, found "video"`,
    )
    for (const id of ['Video', 'video-', 'in_home', 'call-2']) {
      expect(problemOf(file({ kinds: [kind(id, 30, WEEKDAY)] }))).toBe(
        `'kinds.0.id' must be lower-case words joined by hyphens, like in-home, found "${id}"`,
      )
    }
  })

  it('refuses a time not written as HH:MM on the 24-hour clock', () => {
    for (const time of ['9:00', '24:00', '12:60', '5 pm']) {
      expect(
        problemOf(file({ kinds: [kind('video', 30, WEEKDAY.replace('"12:00"', `"${time}"`))] })),
      ).toBe(
        `'kinds.0.hours.Monday.0.to' must be a time on the 24-hour clock, like 09:00 or 17:30, found "${time}"`,
      )
    }
  })

  it('refuses a stretch that ends before it starts, or at its start', () => {
    for (const to of ['08:00', '09:00']) {
      expect(
        problemOf(file({ kinds: [kind('video', 30, WEEKDAY.replace('"12:00"', `"${to}"`))] })),
      ).toBe(
        `'kinds.0.hours.Monday.0.to' must be later than the stretch’s start (from), found "${to}"`,
      )
    }
  })

  it('refuses stretches of a day that overlap, in whatever order they are written', () => {
    const overlapping = `      Friday:
        - from: "13:00"
          to: "17:00"
        - from: "09:00"
          to: "13:30"
`
    expect(problemOf(file({ kinds: [kind('video', 30, overlapping)] }))).toBe(
      `'kinds.0.hours.Friday.0.from' overlaps the stretch from 09:00 to 13:30: the stretches of a day must not overlap, found "13:00"`,
    )
  })

  it('refuses a stretch shorter than one visit', () => {
    expect(problemOf(file({ kinds: [kind('video', 240, WEEKDAY)] }))).toBe(
      `'kinds.0.hours.Monday.0.to' must leave room for one visit of 240 minutes after 09:00, found "12:00"`,
    )
  })

  it('refuses a visit shorter than 15 minutes or longer than 240', () => {
    for (const minutes of [14, 241]) {
      expect(problemOf(file({ kinds: [kind('video', minutes, WEEKDAY)] }))).toBe(
        `'kinds.0.minutes' must be 15 to 240, found "${minutes}"`,
      )
    }
  })

  it.each([
    ['noticeWorkingDays', -1, 'must be 0 to 10'],
    ['noticeWorkingDays', 11, 'must be 0 to 10'],
    ['horizonDays', 0, 'must be 1 to 90'],
    ['horizonDays', 91, 'must be 1 to 90'],
    ['drivingGapMinutes', 181, 'must be 0 to 180'],
    ['maxVisitsPerDay', 0, 'must be 1 to 20'],
    ['maxVisitsPerDay', 21, 'must be 1 to 20'],
    ['stepMinutes', 25, 'must be one of 10, 15, 20, 30, 60'],
    ['stepMinutes', 45, 'must be one of 10, 15, 20, 30, 60'],
    ['maxVisitsPerDay', 2.5, 'must be a whole number'],
  ])('refuses %s: %s', (name, value, message) => {
    expect(problemOf(file({ rules: { [name]: value } }))).toBe(
      `'${name}' ${message}, found "${value}"`,
    )
  })

  it('refuses a horizon that does not reach past the notice', () => {
    expect(problemOf(file({ rules: { noticeWorkingDays: 3, horizonDays: 3 } }))).toBe(
      `'horizonDays' must be more than the notice (noticeWorkingDays, 3): no day could be booked, found "3"`,
    )
  })

  it(`refuses no kinds at all, and more than ${MAX_KINDS}`, () => {
    const ids = ['one', 'two', 'three', 'four', 'five', 'six', 'seven'].slice(0, MAX_KINDS + 1)
    const many = ids.map((id) => kind(id, 30, WEEKDAY))
    const tooMany = `'kinds' must list 1 to ${MAX_KINDS} kinds of appointment`
    expect(problemOf(file({ kinds: many }))).toMatch(tooMany)
    expect(problemOf(file({ kinds: [] }).replace(/^kinds:$/m, 'kinds: []'))).toBe(
      `${tooMany}, found "[]"`,
    )
    expect(compile({ text: file({ kinds: many.slice(0, MAX_KINDS) }) }).problems).toEqual([''])
  })

  it('refuses a day it does not know, which would otherwise drop its hours', () => {
    expect(
      problemOf(file({ kinds: [kind('video', 30, WEEKDAY.replace('Monday', 'Mon'))] })),
    ).toMatch(
      /^'kinds\.0\.hours' names a day it does not know \(Mon\): write days in full, like Monday/,
    )
  })
})
