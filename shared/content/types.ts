/**
 * The shapes of the page copy: the content compiler (scripts/content/) writes the modules of
 * .content/ typed by these, the pages and the build read them, and components only lay them out.
 */
import type { RegionSlug } from '../catalog/region-types'
import type { PagePath } from '../routes'

/** An image by its id: the file name without extension in images/ (see scripts/content/images.ts). */
export type ImageRef = { id: string; alt: string }

export type Faq = { question: string; answer: string }

export type Card = { title: string; text: string }

export type LinkCard = Card & { href: PagePath }

/** A figure shown large with its label, e.g. { value: '$67,500', label: 'Average project' }. */
export type Statistic = { value: string; label: string; note?: string }

export type PriceTier = { name: string; range: string; includes: string }

export type ProcessStep = { name: string; text: string }

/**
 * Words attributed to a homeowner. Until the owner supplies real ones, every quote written here
 * is `sample: true`; the build lists them and a strict build refuses them.
 */
export type Quote = { text: string; attribution: string; sample: boolean }

export type Section = { title: string; intro?: string }

/** Before/after pair, linking to the case study it comes from. */
export type BeforeAfter = {
  title: string
  before: ImageRef
  after: ImageRef
  /** slug of the gallery case study */
  caseStudy: string
}

export type HomeFrame = {
  hero: { tagline: string; intro: string; image: ImageRef }
  faqs: Faq[]
  finalCta: Section & { text: string }
}

export type HomeContent = {
  welcome: Section & { paragraphs: string[] }
  history: Section & { paragraphs: string[] }
  mission: Section & { paragraphs: string[] }
  showroomCard: Section & { text: string; image: ImageRef }
  /** four: Design-Driven, Local Expertise, Clean Installs, Clear Pricing */
  features: Card[]
  reviews: Section & { text: string }
  showroomVisit: Section & { text: string }
  investmentGuide: Section & {
    groups: { project: 'Bathroom' | 'Kitchen' | 'Kitchen + Bath'; tiers: PriceTier[] }[]
    note: string
  }
  premiumBrands: Section & { brands: { name: string; category: string }[] }
  explore: { towns: Card; encyclopedia: Card }
  pricesDiffer: Section & { points: Card[] }
  promise: Section & { points: Card[] }
  /** exactly five steps, from the first call to the final walkthrough */
  process: Section & { steps: ProcessStep[] }
  /** exactly: Licensed, Bonded, Workers' Comp, Disability Insurance */
  compliance: Section & { badges: Card[] }
}

export type RegionHubContent = {
  slug: RegionSlug
  hero: { eyebrow: string; intro: string; image: ImageRef }
  typicalRequests: Section & {
    items: { topic: 'Materials' | 'Styles' | 'Permits' | 'Timelines'; text: string }[]
  }
  /** 8 services, each linking to its page */
  services: LinkCard[]
  /** 3 featured projects with an anonymous homeowner quote */
  projects: { town: string; title: string; summary: string; quote: Quote }[]
  faqs: Faq[]
  /** the static town or neighbourhood list (Westchester's comes from GET /api/towns) */
  places?: Section & { names: string[] }
  /** short facts, e.g. '20+ years, since 2003' */
  trust: string[]
  cta: Section & { text: string }
}

export type ServicePageContent = {
  /** the file name in content/services, e.g. kitchens */
  slug: string
  hero: { eyebrow: string; intro: string; image: ImageRef }
  /** six service cards */
  services: Card[]
  /** two before/after pairs */
  sliders: BeforeAfter[]
  costGuide: Section & { tiers: PriceTier[]; notes: string[] }
  statistics: Statistic[]
  styles: Section & { items: Card[] }
  /** twelve steps */
  process: Section & { steps: ProcessStep[] }
  faqs: Faq[]
  /** place slugs of the town links (17 for kitchens, 10 for bathrooms) */
  towns: string[]
  related: PagePath[]
  cta: Section & { text: string }
  /** bathroom only: vanity sizes and room timelines */
  extras?: Section & { items: Card[] }
}

export type CaseStudyContent = {
  slug: string
  before: ImageRef
  after: ImageRef
  overview: string
  /** what the homeowners had and wanted */
  challenge: RichText[]
  /** what we designed and built */
  solution: RichText[]
  scope: RichText[]
  selections: { item: string; choice: string }[]
  timeline: ProcessStep[]
  quote: Quote
}

export type RegionalServiceContent = {
  /** 'westchester/kitchens' and so on */
  id: string
  intro: string[]
  highlights: Card[]
  faqs: Faq[]
  related: PagePath[]
}

export type TrustBadgesContent = {
  title: 'Trusted by Westchester Homeowners'
  subtitle: 'Licensed, insured, and committed to excellence'
  badges: { name: string; detail: string; href?: string }[]
  notes: Card[]
}

/**
 * A stretch of running text: plain words, a link (a page of this site by its path, or a full
 * https:// address elsewhere) or words in emphasis.
 */
export type TextRun =
  string | { text: string; href: string } | { text: string; emphasis: 'em' | 'strong' }

/** Running text: a plain string when it has no link or emphasis, which is most of it. */
export type RichText = string | TextRun[]

/** One block of running text in a written page. */
export type Block =
  | { kind: 'p'; text: RichText }
  | { kind: 'list'; items: RichText[]; ordered?: boolean }
  | { kind: 'table'; caption: string; columns: string[]; rows: string[][] }
  | { kind: 'checklist'; title: string; items: RichText[] }
  | { kind: 'tip'; title: string; text: RichText }
  /** a picture from images/ across the text column, with its caption if it has one */
  | { kind: 'image'; image: ImageRef; caption?: string }

export type DocSection = { heading: string; blocks: Block[] }

/**
 * The body of a written page (learning, guides, blog, services beyond kitchens and baths,
 * showroom, legal, news): sections of blocks, optional FAQs, related pages.
 */
export type DocContent = {
  /** the route's contentId, e.g. 'kitchens/layouts' for /learning/kitchens/layouts */
  id: string
  sections: DocSection[]
  faqs?: Faq[]
  /** 3–6 registered paths */
  related: PagePath[]
}

/** What a one-of-a-kind page lays out besides its text: its picture, numbered steps. */
export type PageParts = { image?: ImageRef; steps?: string[] }

/** A glossary entry of the renovation encyclopedia. */
export type GlossaryTerm = { term: string; definition: string }

/** A worksheet the visitor fills on screen or prints. */
export type Worksheet = {
  id: string
  title: string
  intro: string
  fields: { label: string; kind: 'check' | 'text' | 'number' | 'money'; hint?: string }[]
}

/** What belongs to one Westchester place alone (its town page). */
export type TownContent = {
  slug: string
  /** approximate centre, for the distance from the showroom */
  lat: number
  lng: number
  /** where it is: roads, rivers, neighbours, train line */
  setting: RichText
  /** its houses: eras, styles, lot sizes, condos */
  homes: RichText
  /** what remodels there usually involve */
  projects: RichText
  /** who issues permits and what to expect, without fees, phone numbers or addresses */
  permits: RichText
  /** one practical local tip */
  tip: RichText
  /** slugs of 2–4 neighbouring places (file names in content/towns) */
  nearby: string[]
}
