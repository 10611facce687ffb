import type { CatalogPage } from './types'

export type CaseStudy = CatalogPage & {
  room: 'kitchen' | 'bathroom'
  placeSlug: string
  townName: string
  budget: string
  duration: string
}

export const caseStudies = [
  {
    slug: 'scarsdale-kitchen-remodel-white-shaker-marble-quartz',
    label: 'Scarsdale White Shaker Kitchen',
    title: 'Scarsdale Kitchen Remodel: White Shaker & Quartz',
    heading: 'Scarsdale Kitchen Remodel: White Shaker Cabinets and Marble-Look Quartz',
    description:
      'White shaker cabinets, marble-look quartz counters and a reworked layout brought this ' +
      'Scarsdale kitchen up to date in 6 weeks within a $75k–95k budget.',
    room: 'kitchen',
    placeSlug: 'scarsdale',
    townName: 'Scarsdale',
    budget: '$75k–95k',
    duration: '6 weeks',
  },
  {
    slug: 'chappaqua-kitchen-remodel-navy-island-open-concept',
    label: 'Chappaqua Navy Island Kitchen',
    title: 'Chappaqua Kitchen Remodel: Navy Island, Open Plan',
    heading: 'Chappaqua Kitchen Remodel: Navy Island and Open-Concept Layout',
    description:
      'An open-concept Chappaqua kitchen built around a navy-painted island with seating, ' +
      'finished in 8 weeks for $90k–115k, near our Memorial Dr showroom.',
    room: 'kitchen',
    placeSlug: 'chappaqua',
    townName: 'Chappaqua',
    budget: '$90k–115k',
    duration: '8 weeks',
  },
  {
    slug: 'larchmont-kitchen-remodel-gourmet-custom-cabinets-professional',
    label: 'Larchmont Gourmet Kitchen',
    title: 'Larchmont Gourmet Kitchen with Custom Cabinets',
    heading: 'Larchmont Kitchen Remodel: Custom Cabinetry and Professional Appliances',
    description:
      "A cook's kitchen in Larchmont with custom cabinets, a professional range under a ducted " +
      'hood and generous prep space, delivered in 9 weeks at $110k–140k.',
    room: 'kitchen',
    placeSlug: 'larchmont',
    townName: 'Larchmont',
    budget: '$110k–140k',
    duration: '9 weeks',
  },
  {
    slug: 'rye-primary-bathroom-remodel-curbless-shower-heated-floor',
    label: 'Rye Curbless Primary Bath',
    title: 'Rye Primary Bath: Curbless Shower & Heated Floor',
    heading: 'Rye Primary Bathroom Remodel: Curbless Shower and Heated Floor',
    description:
      'A Rye primary bath rebuilt with a curbless walk-in shower, linear drain and electric ' +
      'radiant heat under porcelain tile, completed in 6 weeks for $50k–65k.',
    room: 'bathroom',
    placeSlug: 'rye',
    townName: 'Rye',
    budget: '$50k–65k',
    duration: '6 weeks',
  },
  {
    slug: 'white-plains-hall-bathroom-remodel-tub-to-shower',
    label: 'White Plains Tub-to-Shower Bath',
    title: 'White Plains Hall Bath: Tub-to-Shower Conversion',
    heading: 'White Plains Hall Bathroom Remodel: Tub-to-Shower Conversion',
    description:
      'The old tub in a White Plains hall bath gave way to a walk-in shower with a glass panel, ' +
      'tiled niche and new vanity, finished in 4 weeks on a $25k–35k budget.',
    room: 'bathroom',
    placeSlug: 'white-plains',
    townName: 'White Plains',
    budget: '$25k–35k',
    duration: '4 weeks',
  },
] as const satisfies readonly CaseStudy[]
