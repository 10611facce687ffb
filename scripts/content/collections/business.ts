/**
 * content/business.yaml: the business facts, written once. Header, footer, contact cards,
 * structured data, the owner's e-mails and the server all read them.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import type { BusinessFacts } from '../../../shared/business-facts'
import { moduleText, reportIssues } from '../collection'
import { isoDate, text } from '../fields'
import { readYaml } from '../front-matter'
import type { Problems } from '../problems'

/** A US phone number as people write it; the dialling form (+1…) is derived from its digits. */
const phone = z
  .string('must be a phone number such as (914) 555-0142')
  .refine(
    (value) =>
      /^[\d\s().+-]+$/.test(value) && value.replace(/\D/g, '').replace(/^1/, '').length === 10,
    'must be a US phone number with 10 digits, such as (914) 555-0142',
  )
  .transform((display) => ({ display, e164: `+1${display.replace(/\D/g, '').replace(/^1/, '')}` }))

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 08:00 or 18:00')
const url = z.url('must be a full web address starting with https://')
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

export const businessSchema = z.object({
  name: text(2, 60),
  legalName: text(2, 80),
  shortName: text(2, 30),
  tagline: text(10, 120),
  blurb: text(40, 400),
  phone,
  textPhone: phone,
  email: z.email('must be an e-mail address'),
  address: z.object({
    street: text(2, 80),
    city: text(2, 40),
    region: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state such as NY'),
    postalCode: z
      .string('must be a 5-digit ZIP code in quotes, such as "10514"')
      .regex(/^\d{5}$/, 'must be a 5-digit ZIP code in quotes, such as "10514"'),
    country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as US'),
  }),
  geo: z.object({
    latitude: z.number('must be a number').min(-90).max(90),
    longitude: z.number('must be a number').min(-180).max(180),
  }),
  hours: z.object({
    days: z.array(z.enum(DAYS, `must be days such as ${DAYS[0]}`)).min(1),
    opens: time,
    closes: time,
    summary: text(5, 60),
    sunday: text(2, 60),
  }),
  parking: text(2, 60),
  experience: z.object({
    pages: text(2, 40),
    since: z.number().int().min(1900).max(2100),
    rockland: text(2, 40),
  }),
  foundingYear: z.number('must be a year').int().min(1900).max(2100),
  homePagePublished: isoDate,
  priceRange: text(1, 10),
  organisationPriceRange: text(1, 20),
  laborWarrantyYears: z.number('must be a number of years').int().min(0).max(50),
  leadRetentionMonths: z
    .number('must be a number of months')
    .int()
    .min(1, 'must be at least 1 month')
    .max(120, 'must be at most 120 months'),
  photoRetentionDays: z
    .number('must be a number of days')
    .int()
    .min(1, 'must be at least 1 day')
    .max(3650, 'must be at most 3650 days'),
  areaServed: text(2, 80),
  regionsServed: z.array(text(2, 60)).min(1),
  profiles: z.object({
    reviews: z.object({ label: text(2, 40), url }),
    homeDesign: z.object({ label: text(2, 40), url }),
  }),
  licences: z
    .array(
      z.object({
        name: text(5, 80),
        number: z
          .string(
            'must be the number as it is printed on the licence, in quotes, such as "WC-12345-H07"',
          )
          .trim()
          .regex(
            /^[A-Za-z0-9][A-Za-z0-9 ./-]{0,29}$/,
            'must be the number as printed on the licence: letters, digits, dashes, dots or slashes, such as "WC-12345-H07"',
          ),
      }),
      'must be a list of licences, each with a name and a number, or [] for none',
    )
    .max(8),
})

export const BUSINESS_FILE = 'content/business.yaml'

/** Reads and checks the business facts; undefined when they have problems (reported). */
export function compileBusiness(
  contentDir: string,
  problems: Problems,
): { facts?: BusinessFacts; module?: string } {
  const { data, lineOf, readable } = readYaml(
    readFileSync(join(contentDir, 'business.yaml'), 'utf8'),
    BUSINESS_FILE,
    problems,
  )
  const parsed = businessSchema.safeParse(data)
  if (!parsed.success) {
    if (readable)
      reportIssues(
        { file: BUSINESS_FILE, data, body: '', bodyLine: 1, lineOf, readable },
        parsed.error,
        problems,
      )
    return {}
  }
  const facts: BusinessFacts = parsed.data
  return {
    facts,
    module: moduleText("import type { BusinessFacts } from '../../shared/business-facts'\n", {
      businessFacts: { type: 'BusinessFacts', value: facts },
    }),
  }
}
