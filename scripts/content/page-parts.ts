/**
 * The parts the laid-out pages are made of (home, regional hubs, kitchens and bathrooms), as
 * zod schemas with messages an owner can act on. Each yields the type its component takes.
 */
import { z } from 'zod'
import type {
  BeforeAfter,
  Card,
  Faq,
  ImageRef,
  PriceTier,
  ProcessStep,
  Quote,
  Section,
  Statistic,
} from '../../shared/content/types'
import { pictureName, sitePath, SLUG, text } from './fields'
import { imageNames } from './images'

const pictures = imageNames()

/** A picture by its file name in images/, described for people who cannot see it. */
export const imageRef = z.object({
  id: pictureName('must be a picture in images/, such as /images/kitchen-island.jpg')
    .refine(
      (id) => pictures.has(id),
      'must be a picture in images/, such as /images/kitchen-island.jpg',
    )
    .meta({ title: 'Photo', description: 'Upload a photo or choose one already in the library.' }),
  alt: text(10, 300).meta({
    title: 'Description of the photo',
    description: 'What the photo shows, for visitors who cannot see it and for search engines.',
  }),
}) satisfies z.ZodType<ImageRef>

/** One paragraph of running text. */
export const paragraph = text(20, 1200)

export const faq = z.object({
  question: text(8, 160).meta({ title: 'Question', description: 'As a homeowner would ask it.' }),
  answer: text(20, 1500).meta({
    title: 'Answer',
    description: 'Plain text: no links or emphasis.',
  }),
}) satisfies z.ZodType<Faq>

export const card = z.object({ title: text(2, 80), text: text(10, 700) }) satisfies z.ZodType<Card>

/** A card that links to a page of this site (checked once every page is known). */
export const linkCard = card.extend({ href: sitePath })

export const statistic = z.object({
  value: text(1, 40).meta({
    title: 'Figure',
    description: 'Shown large, e.g. 6–12 weeks; a price by its name, e.g. {{kitchenPage.average}}.',
  }),
  label: text(2, 80).meta({ title: 'What it measures' }),
  note: text(2, 160).optional().meta({ title: 'Small print' }),
}) satisfies z.ZodType<Statistic>

export const priceTier = z.object({
  name: text(2, 40).meta({ title: 'Tier' }),
  range: text(2, 40).meta({
    title: 'Price range',
    description: 'By its name from Price figures, e.g. {{kitchenPage.midRange}}.',
  }),
  includes: text(10, 400).meta({ title: 'What it includes' }),
}) satisfies z.ZodType<PriceTier>

export const processStep = z.object({
  name: text(2, 60).meta({ title: 'Step' }),
  text: text(10, 600).meta({ title: 'What happens' }),
}) satisfies z.ZodType<ProcessStep>

/** Words attributed to a homeowner: `sample: true` until they are a real client's own words. */
export const quote = z.object({
  text: text(10, 600).meta({ title: 'Their words' }),
  attribution: text(2, 80).meta({ title: 'Who said it', description: 'e.g. Homeowner, Rye' }),
  sample: z.boolean('must be true (written as an example) or false (a client’s own words)').meta({
    title: 'Written by us as an example',
    description: 'Switch off only for a real client’s own words, given with their permission.',
  }),
}) satisfies z.ZodType<Quote>

export const section = z.object({
  title: text(2, 90).meta({ title: 'Section heading' }),
  intro: text(10, 800).optional().meta({ title: 'Introduction' }),
}) satisfies z.ZodType<Section>

/** A before/after pair from a finished project (a file name in content/gallery). */
export const beforeAfter = z.object({
  title: text(2, 80),
  before: imageRef,
  after: imageRef,
  caseStudy: z.string().regex(SLUG, 'must be the file name of a project in content/gallery').meta({
    title: 'Project it links to',
    description:
      'The file name of a gallery project, e.g. rye-primary-bathroom-remodel-curbless-shower-heated-floor.',
  }),
}) satisfies z.ZodType<BeforeAfter>

/** A list of exactly `count` items, saying how many the page lays out. */
export const exactly = <T extends z.ZodType>(item: T, count: number, what: string) =>
  z.array(item).length(count, `must list exactly ${count} ${what}: the page lays out ${count}`)
