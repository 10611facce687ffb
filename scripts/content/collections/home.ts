/**
 * content/home.yaml: the home page's text, section by section as it shows, and
 * content/trust-badges.yaml: the badges and notes several pages show. The home page's hero,
 * questions and closing call go into the page's code (they are hydrated with their text); the
 * rest is fetched only when the page is reached by navigating in the app.
 */
import { z } from 'zod'
import type { HomeContent, HomeFrame, TrustBadgesContent } from '../../../shared/content/types'
import { moduleText, readYamlFile, type Collection, type CollectionOutput } from '../collection'
import { text } from '../fields'
import {
  card,
  exactly,
  faq,
  imageRef,
  paragraph,
  priceTier,
  processStep,
  section,
} from '../page-parts'

const HOME_FILE = 'content/home.yaml'
const BADGES_FILE = 'content/trust-badges.yaml'

const paragraphs = section.extend({ paragraphs: z.array(paragraph).min(1) })
const titledText = section.extend({ text: paragraph })
const points = section.extend({ points: z.array(card).min(1) })

export const homeSchema = z.object({
  hero: z.object({ tagline: text(5, 80), intro: paragraph, image: imageRef }),
  welcome: paragraphs,
  history: paragraphs,
  mission: paragraphs,
  showroomCard: titledText.extend({ image: imageRef }),
  features: exactly(card, 4, 'features'),
  reviews: titledText,
  showroomVisit: titledText,
  investmentGuide: section.extend({
    groups: z.array(
      z.object({
        project: z.enum(
          ['Bathroom', 'Kitchen', 'Kitchen + Bath'],
          'must be Bathroom, Kitchen or Kitchen + Bath',
        ),
        tiers: z.array(priceTier).min(1),
      }),
    ),
    note: paragraph,
  }),
  premiumBrands: section.extend({
    brands: z.array(z.object({ name: text(2, 40), category: text(2, 60) })).min(1),
  }),
  explore: z.object({ towns: card, encyclopedia: card }),
  pricesDiffer: points,
  promise: points,
  process: section.extend({ steps: exactly(processStep, 5, 'process steps') }),
  compliance: section.extend({ badges: exactly(card, 4, 'compliance badges') }),
  faqs: z.array(faq).min(1),
  finalCta: titledText,
})

export const trustBadgesSchema = z.object({
  title: z.literal('Trusted by Westchester Homeowners', {
    error: 'must be "Trusted by Westchester Homeowners", the heading the section is known by',
  }),
  subtitle: z.literal('Licensed, insured, and committed to excellence', {
    error: 'must be "Licensed, insured, and committed to excellence"',
  }),
  badges: z
    .array(z.object({ name: text(2, 40), detail: text(2, 80) }))
    .min(1)
    .max(6),
  notes: z.array(card).min(1).max(3),
}) satisfies z.ZodType<TrustBadgesContent>

/** The home page's frame and text, and the trust badges. */
export const home: Collection = {
  name: 'home',
  compile(contentDir, problems): CollectionOutput {
    const page = readYamlFile(contentDir, HOME_FILE, homeSchema, problems)
    const badges = readYamlFile(contentDir, BADGES_FILE, trustBadgesSchema, problems)
    if (!page || !badges) return { modules: {}, links: [] }
    const { hero, faqs, finalCta, ...rest } = page
    const frame: HomeFrame = { hero, faqs, finalCta }
    const body: HomeContent = rest
    return {
      modules: {
        'frame/home.ts': moduleText(
          "import type { HomeFrame } from '../../shared/content/types'\n",
          {
            homeFrame: { type: 'HomeFrame', value: frame },
          },
        ),
        'bodies/home.ts': moduleText(
          "import type { HomeContent } from '../../shared/content/types'\n",
          { home: { type: 'HomeContent', value: body } },
        ),
        'frame/trust-badges.ts': moduleText(
          "import type { TrustBadgesContent } from '../../shared/content/types'\n",
          { trustBadges: { type: 'TrustBadgesContent', value: badges } },
        ),
      },
      links: [],
    }
  },
}
