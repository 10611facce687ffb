import type { CatalogPage } from './types'

export const topicGuides = [
  {
    slug: 'kitchens',
    label: 'Kitchen Remodeling Guide',
    title: 'Kitchen Remodeling Guide for Westchester Homes',
    heading: 'The Kitchen Remodeling Guide',
    description:
      'From first measurements to final inspection: layout choices, cabinet and countertop ' +
      'selections, permit steps, and the $45k–$85k range for a full remodel.',
  },
  {
    slug: 'bathrooms',
    label: 'Bathroom Remodeling Guide',
    title: 'Bathroom Remodeling Guide: Plan, Budget, Build',
    heading: 'The Bathroom Remodeling Guide',
    description:
      'Shower or tub, waterproofing, ventilation and fixture choices for a bathroom that works ' +
      'for years, with realistic timing of 3–6 weeks for most projects.',
  },
  {
    slug: 'cabinets',
    label: 'Cabinet Buying Guide',
    title: 'Cabinet Buying Guide: Styles, Boxes & Budgets',
    heading: 'The Cabinet Buying Guide',
    description:
      'Shaker, slab and inset doors, stock to custom lines, box construction and finishes, and ' +
      'why custom cabinets need 6–8 weeks of lead time in Westchester.',
  },
  {
    slug: 'countertops',
    label: 'Countertop Guide',
    title: 'Countertop Guide: Choosing a Slab That Fits',
    heading: 'The Countertop Guide',
    description:
      'Visiting the slab yard, choosing a thickness and edge, planning overhangs and seams, and ' +
      'matching the stone to how hard your household is on its counters.',
  },
  {
    slug: 'flooring',
    label: 'Flooring Guide',
    title: 'Flooring Guide: Hardwood, Tile & Vinyl Plank',
    heading: 'The Flooring Guide',
    description:
      'Which floors suit kitchens, baths, basements and mudrooms, how subfloor flatness affects ' +
      'large tile, and where radiant heat mats can go under the finish floor.',
  },
  {
    slug: 'closets',
    label: 'Closet Design Guide',
    title: 'Closet Design Guide: Walk-In & Reach-In Plans',
    heading: 'The Closet Design Guide',
    description:
      'Measure hanging and folded clothes before drawing shelves: rod heights, shoe storage, ' +
      'drawer stacks, walk-in islands and lighting that shows true color.',
  },
  {
    slug: 'media-walls',
    label: 'Media Wall Guide',
    title: 'Media Wall Guide: TV Built-Ins & Fireplaces',
    heading: 'The Media Wall and Fireplace Guide',
    description:
      'Set TV height from the seating, plan conduit and ventilation for components, weigh an ' +
      'electric insert against a gas fireplace, and size the flanking cabinets.',
  },
] as const satisfies readonly CatalogPage[]

export type TownGuide = CatalogPage & { placeSlug: string; zip: string }

export const townGuides = [
  {
    slug: 'scarsdale-10583',
    placeSlug: 'scarsdale',
    zip: '10583',
    label: 'Scarsdale 10583',
    title: 'Scarsdale, NY 10583 Remodeling Guide',
    heading: 'Remodeling Your Home in Scarsdale, NY 10583',
    description:
      "Scarsdale's Tudors and center-hall Colonials often hide plaster walls and old wiring; " +
      'plan for village permits and kitchens in the $40k–$100k+ Westchester range.',
  },
  {
    slug: 'armonk-10504',
    placeSlug: 'armonk',
    zip: '10504',
    label: 'Armonk 10504',
    title: 'Armonk, NY 10504 Remodeling Guide',
    heading: 'Remodeling Your Home in Armonk, NY 10504',
    description:
      'Armonk is part of the Town of North Castle, whose building department issues permits; ' +
      'homes on well and septic need extra planning before adding a bathroom.',
  },
  {
    slug: 'bronxville-10708',
    placeSlug: 'bronxville',
    zip: '10708',
    label: 'Bronxville 10708',
    title: 'Bronxville, NY 10708 Remodeling Guide',
    heading: 'Remodeling Your Home in Bronxville, NY 10708',
    description:
      'Tudor and stucco houses and prewar co-op apartments in Bronxville bring tight kitchens, ' +
      'plaster walls and building rules on work hours that shape every plan.',
  },
  {
    slug: 'chappaqua-10514',
    placeSlug: 'chappaqua',
    zip: '10514',
    label: 'Chappaqua 10514',
    title: 'Chappaqua, NY 10514 Remodeling Guide',
    heading: 'Remodeling Your Home in Chappaqua, NY 10514',
    description:
      'Chappaqua is a hamlet of New Castle, so the town building department handles permits; our ' +
      'showroom on Memorial Dr is close by for choosing cabinets and tile.',
  },
  {
    slug: 'rye-10580',
    placeSlug: 'rye',
    zip: '10580',
    label: 'Rye 10580',
    title: 'Rye, NY 10580 Remodeling Guide',
    heading: 'Remodeling Your Home in Rye, NY 10580',
    description:
      'Some Rye homes near Long Island Sound sit in flood zones where substantial-improvement ' +
      'rules can apply; permits run through the City of Rye building department.',
  },
  {
    slug: 'white-plains-10601',
    placeSlug: 'white-plains',
    zip: '10601',
    label: 'White Plains 10601',
    title: 'White Plains, NY 10601 Remodeling Guide',
    heading: 'Remodeling Your Home in White Plains, NY 10601',
    description:
      'Condo and co-op boards in White Plains usually want an alteration agreement and insurance ' +
      'certificates before work starts, on top of city plumbing permits.',
  },
] as const satisfies readonly TownGuide[]
