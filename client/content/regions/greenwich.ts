import type { RegionHubContent } from '../types'

export const greenwichHub = {
  slug: 'greenwich',
  hero: {
    eyebrow: 'Greenwich, Connecticut',
    intro:
      'Greenwich starts just over the state line from Port Chester and Rye Brook, and we ' +
      'have worked here for 20+ years since 2003. The houses run from shingled cottages ' +
      'near the water in Old Greenwich and Riverside to stone and clapboard houses on ' +
      'large lots in the back country. Projects here tend to involve custom cabinetry, ' +
      'longer design and permit schedules, and Connecticut rules on coastal flooding and ' +
      'septic systems.',
    image: {
      id: 'greenwich-hub',
      alt:
        'Custom kitchen in a Greenwich home with painted inset cabinetry and a ' +
        'marble-topped island',
    },
  },
  typicalRequests: {
    title: 'What Greenwich homeowners ask us for',
    intro:
      'Greenwich projects are usually larger and more custom than elsewhere in our area, ' +
      'and they take more planning before anyone picks up a hammer.',
    items: [
      {
        topic: 'Materials',
        text:
          'Custom inset cabinetry, often a painted perimeter with a stained walnut or oak ' +
          'island; quartzite and marble slabs chosen in person at the stone yard; ' +
          'unlacquered brass and polished nickel; professional ranges and paneled ' +
          'refrigeration. In primary baths: marble, heated floors, steam showers and ' +
          'furniture-style vanities.',
      },
      {
        topic: 'Styles',
        text:
          'Classic more than fashionable. Colonials and shingle-style houses in Riverside ' +
          'and Old Greenwich get kitchens with glass-front uppers, beadboard and a working ' +
          'pantry; back-country houses often have room for a separate prep kitchen or ' +
          'scullery. Newer houses in Cos Cob and Glenville lean toward slim shaker or slab ' +
          'doors, rift oak and simpler trim.',
      },
      {
        topic: 'Permits',
        text:
          "Building permits come from the town's building division, and review takes " +
          '3–5 weeks for most kitchen and bath work. Houses near the shore may sit in a FEMA ' +
          'flood zone, where a large renovation can bring flood-resistant construction rules ' +
          'into play. A house in a local historic district needs the Historic District ' +
          'Commission to approve exterior changes, and in the back country, an addition or a ' +
          'new bedroom on a septic system goes to the Department of Health for review.',
      },
      {
        topic: 'Timelines',
        text:
          'Design takes 2–3 weeks, since most Greenwich projects include custom pieces, and ' +
          'custom cabinets take 8–10 weeks to build. The permit review, 3–5 weeks, runs ' +
          'alongside them. On site, a kitchen takes 8–12 weeks and a bathroom 4–6 weeks.',
      },
    ],
  },
  services: [
    {
      title: 'Kitchen Remodeling',
      text:
        'Custom kitchens with working pantries, paneled appliances and professional ' +
        'ranges, scheduled around the longer design and cabinet lead times Greenwich ' +
        'projects need.',
      href: '/services/kitchens',
    },
    {
      title: 'Bathroom Remodeling',
      text:
        'Primary suites with steam showers, heated marble floors and separate water ' +
        'closets, and powder rooms finished to match the rest of the house.',
      href: '/services/bathrooms',
    },
    {
      title: 'Cabinets',
      text:
        'Custom inset and beaded face-frame cabinetry, including furniture-style islands ' +
        "and built-in hutches for pantries and butler's pantries.",
      href: '/services/cabinets',
    },
    {
      title: 'Countertops',
      text:
        'Quartzite, marble and soapstone chosen slab by slab, with seams and veining laid ' +
        'out before any cutting starts.',
      href: '/services/countertops',
    },
    {
      title: 'Closets & Built-ins',
      text:
        'Dressing rooms and walk-in closets with drawers and lighting, and mudrooms with ' +
        'lockers for houses entered from the garage or a side door.',
      href: '/services/closets',
    },
    {
      title: 'Fireplaces & Media Walls',
      text:
        'Stone and paneled fireplace surrounds, mantels in painted or stained hardwood, ' +
        'and media walls built into family rooms and libraries.',
      href: '/services/fireplaces-media-walls',
    },
    {
      title: 'Windows & Doors',
      text:
        'Replacement windows and doors for houses near the Sound, chosen and flashed for ' +
        'salt air and wind-driven rain.',
      href: '/services/windows-doors',
    },
    {
      title: 'Exterior Cleaning',
      text:
        'Soft washing that lifts mildew and algae from cedar shingles, clapboard and stone ' +
        'without forcing water behind the siding.',
      href: '/services/exterior-cleaning',
    },
  ],
  projects: [
    {
      town: 'Old Greenwich',
      title: 'Cottage kitchen near the shore',
      summary:
        'A shingled cottage in Old Greenwich had a closed-off kitchen at the back of the ' +
        'house. We opened it to the family room facing the yard, built painted inset ' +
        'cabinets with a soapstone top at the sink, and set the range on the inside wall ' +
        'under a ducted hood. The house is in a flood zone, so we confirmed the scope with ' +
        'the town before the permit application went in.',
      quote: {
        text:
          'We spend the whole day in that room now. They understood the flood rules better ' +
          'than we did and kept the project within them.',
        attribution: 'Homeowner, Old Greenwich',
        sample: true,
      },
    },
    {
      town: 'Riverside',
      title: 'Primary bath with a steam shower',
      summary:
        'In a Riverside colonial, a small primary bath and the closet beside it became one ' +
        'room: a steam shower with a marble bench, a double vanity in painted cabinetry, ' +
        'heated marble floors and a separate water closet. The steam shower has a ' +
        'vapor-proof membrane and a sloped ceiling so condensation runs down the walls ' +
        'instead of dripping.',
      quote: {
        text:
          'Every detail we asked about had already been thought through, down to the slope ' +
          'of the shower ceiling.',
        attribution: 'Homeowner, Riverside',
        sample: true,
      },
    },
    {
      town: 'Cos Cob',
      title: 'Open kitchen in a mid-century ranch',
      summary:
        'We took down the wall between the kitchen and living room of a Cos Cob ranch, ' +
        'carrying the roof load on a new beam, and laid out a long island facing the ' +
        'windows. Rift-cut white oak cabinets, a quartzite top and new oak flooring across ' +
        'the main level tie the rooms together. Permit and inspections went through the ' +
        "town's building division.",
      quote: {
        text:
          'It is still a ranch, but it finally feels like one open house instead of small ' +
          'rooms.',
        attribution: 'Homeowner, Cos Cob',
        sample: true,
      },
    },
  ],
  faqs: [
    {
      question: 'What does a kitchen remodel cost in Greenwich?',
      answer:
        'Most Greenwich kitchens we build cost $50,000–$150,000+. Custom inset cabinetry, ' +
        'stone slabs, professional ranges and paneled refrigeration account for much of ' +
        'that, and so does work on older houses whose wiring, plumbing and framing have ' +
        'been altered many times over the years.',
    },
    {
      question: 'How long does a Greenwich kitchen remodel take?',
      answer:
        'Plan on 2–3 weeks of design, then 8–10 weeks for custom cabinets to be built; the ' +
        'permit takes 3–5 weeks and runs in parallel. Construction itself takes ' +
        '8–12 weeks. Because of the cabinet lead time, it pays to start design a season ' +
        'before you want the work to begin.',
    },
    {
      question: 'How long does a bathroom remodel take?',
      answer:
        'A bathroom takes 4–6 weeks on site. Steam showers, marble that has to be sealed ' +
        'and set with care, and custom glass measured after the tile is in push a job ' +
        'toward the longer end.',
    },
    {
      question: 'Who issues building permits in Greenwich?',
      answer:
        'Greenwich is a single town, so every neighborhood from Byram to the back country ' +
        'files with the same building division. Plan on 3–5 weeks for a permit. Work that ' +
        'changes the outside of the house can also need zoning review, and a house in a ' +
        'local historic district needs Historic District Commission approval for exterior ' +
        'changes. We prepare the drawings and file for you.',
    },
    {
      question: 'Our house is near the water. Does the flood zone matter?',
      answer:
        'It can. Parts of Old Greenwich, Riverside, Cos Cob, Byram and Belle Haven lie in ' +
        'FEMA flood zones. Interior work on upper floors is usually unaffected, but when a ' +
        "renovation's cost is large compared with the value of the building, the " +
        'substantial-improvement rule can require the whole house to meet current flood ' +
        'standards. We look up the flood map for your address before design so there are ' +
        'no surprises at permit time.',
    },
    {
      question: 'We have a well and septic in the back country. What changes?',
      answer:
        "Under Connecticut's public health code, an addition or an extra bedroom on a " +
        'house served by septic needs review by the Greenwich Department of Health to ' +
        'confirm the system and the well setbacks still work. A kitchen or bath renovation ' +
        'inside the existing house usually does not, but we check before design, and we ' +
        'plan space for water treatment equipment where the well needs it.',
    },
  ],
  places: {
    title: 'Greenwich neighborhoods we serve',
    names: [
      'Greenwich (Central)',
      'Byram',
      'Cos Cob',
      'Glenville',
      'Greenwich Back Country',
      'Old Greenwich',
      'Riverside',
      'Belle Haven',
      'Chickahominy',
      'Pemberwick',
    ],
  },
  trust: [
    'Licensed in CT and NY',
    '20+ years since 2003',
    'Family-owned',
    'Free in-home consultations',
    '2-year labor warranty',
  ],
  cta: {
    title: 'Plan your Greenwich project early',
    text:
      'With design, custom cabinets and permits all taking longer here, the best time to ' +
      'call is a season before you want work to start. We will visit the house, go ' +
      'through any flood, septic or historic-district questions, and lay out a realistic ' +
      'schedule.',
  },
} satisfies RegionHubContent
