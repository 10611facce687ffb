import type { RegionHubContent } from '../types'

export const westchesterHub = {
  slug: 'westchester',
  hero: {
    eyebrow: 'Westchester County, NY',
    intro:
      'Our showroom is at 7 Memorial Dr in Chappaqua, and Westchester is where we have ' +
      'done most of our work since 2003: Tudors in Scarsdale and Bronxville, ' +
      'shingle-style houses near the Sound in Rye, center-hall colonials and ' +
      'split-levels along the Saw Mill and the Taconic, and condos and co-ops in White ' +
      'Plains. We design the room with you, file the permit with your own town, village ' +
      'or city, and build it with one crew from demolition to the final walkthrough.',
    image: {
      id: 'westchester-hub',
      alt:
        'Remodeled kitchen in a Westchester colonial with painted cabinets and a ' +
        'stone-topped island',
    },
  },
  typicalRequests: {
    title: 'What Westchester homeowners ask us for',
    intro:
      'The same four subjects come up at almost every first visit. The answers depend on ' +
      'the age of the house and on the municipality it sits in.',
    items: [
      {
        topic: 'Materials',
        text:
          'Painted shaker and inset cabinets, quartz that reads as marble, and honed ' +
          'quartzite or marble for owners who are happy to seal it. In prewar houses we ' +
          'usually weave new oak strips into the existing floor where a wall comes out ' +
          'instead of covering it with tile. In baths: large-format porcelain, heated floors ' +
          'and frameless glass.',
      },
      {
        topic: 'Styles',
        text:
          'Transitional kitchens lead: a light perimeter, a painted or stained island, and ' +
          'hardware in unlacquered brass or polished nickel. Owners of 1920s houses in ' +
          'Scarsdale, Bronxville and Larchmont want the millwork and proportions kept in ' +
          'character; the 1960s split-levels of the northern towns are more often opened up ' +
          'and given cleaner lines.',
      },
      {
        topic: 'Permits',
        text:
          'Westchester has no county building department. Each city, town and village issues ' +
          'its own permits, so a house in Chappaqua files with the Town of New Castle and ' +
          'one in Scarsdale with the Village. Moving walls, plumbing, gas or wiring needs a ' +
          'permit, and some places, Scarsdale and Rye among them, send exterior changes to a ' +
          'board of architectural review. On well and septic in the northern towns, adding a ' +
          'bedroom or bathroom can also involve the Westchester County Department of Health.',
      },
      {
        topic: 'Timelines',
        text:
          'Plan on 1–2 weeks of design and selections, then 2–4 weeks for the permit, which ' +
          'we overlap with the lead time of 6–8 weeks on custom cabinets. Once work starts, ' +
          'a kitchen takes 6–10 weeks and a full bathroom 3–5 weeks. In a co-op or condo, ' +
          "the board's review comes before any of that.",
      },
    ],
  },
  services: [
    {
      title: 'Kitchen Remodeling',
      text:
        'Whole kitchens, from galley kitchens in White Plains condos to open plans in ' +
        'Armonk colonials, with layout, permits and construction under one contract.',
      href: '/services/kitchens',
    },
    {
      title: 'Bathroom Remodeling',
      text:
        'Primary baths, hall baths and powder rooms, including tub-to-shower conversions ' +
        'in the small hall baths of 1950s capes and ranches.',
      href: '/services/bathrooms',
    },
    {
      title: 'Cabinets',
      text:
        'Stock, semi-custom and custom lines side by side in the Chappaqua showroom, with ' +
        'inset and beaded face frames for the older houses that call for them.',
      href: '/services/cabinets',
    },
    {
      title: 'Countertops',
      text:
        'Quartz, granite, marble and quartzite, templated after the cabinets are set so ' +
        'the tops follow walls that are rarely straight in an older house.',
      href: '/services/countertops',
    },
    {
      title: 'Closets & Built-ins',
      text:
        'Walk-in and reach-in closets, pantries and mudroom lockers, useful in center-hall ' +
        'colonials where the back door opens straight into the kitchen.',
      href: '/services/closets',
    },
    {
      title: 'Flooring',
      text:
        'Oak refinished or patched in where walls come out, porcelain tile for baths and ' +
        'mudrooms, and engineered wood for lower levels over concrete.',
      href: '/services/flooring',
    },
    {
      title: 'Fireplaces & Media Walls',
      text:
        'New surrounds and mantels for the wood-burning fireplaces many older Westchester ' +
        'houses still have, and built-in media walls for family rooms.',
      href: '/services/fireplaces-media-walls',
    },
    {
      title: 'Windows & Doors',
      text:
        'Replacement windows and patio doors that keep the divided-light proportions of ' +
        'colonials and Tudors, flashed and sealed against wind-driven rain.',
      href: '/services/windows-doors',
    },
  ],
  projects: [
    {
      town: 'Scarsdale',
      title: 'White shaker kitchen with marble-look quartz',
      summary:
        'We reworked the layout of a dated Scarsdale kitchen so the path from the back ' +
        'door no longer cut between the sink and the range, then installed white shaker ' +
        'cabinets, marble-look quartz counters and a tile backsplash. The Village building ' +
        'permit covered the relocated plumbing and the new circuits for the appliances.',
      quote: {
        text:
          'We had put it off for years because we worried about living through it. They told ' +
          'us which week each trade would be in the house and kept to it.',
        attribution: 'Homeowner, Scarsdale',
        sample: true,
      },
    },
    {
      town: 'Rye',
      title: 'Curbless primary shower with a heated floor',
      summary:
        'In a Rye primary bath, the old tub and the separate shower stall came out for one ' +
        'curbless walk-in shower with a linear drain. We reworked the floor framing so the ' +
        'tile runs level from the vanity into the shower, and laid electric radiant heat ' +
        'under the porcelain before it was set.',
      quote: {
        text:
          'No step into the shower and a warm floor in February. We planned it so we could ' +
          'stay in the house as we get older, and it became the room we like best.',
        attribution: 'Homeowner, Rye',
        sample: true,
      },
    },
    {
      town: 'White Plains',
      title: 'Hall bath tub-to-shower conversion',
      summary:
        'A White Plains hall bath traded its worn tub for a walk-in shower with a fixed ' +
        'glass panel, a tiled niche tall enough for full-size bottles and a new vanity ' +
        'with drawers. The house predates 1978, so demolition followed lead-safe work ' +
        'practices.',
      quote: {
        text:
          'It used to be the room we apologized for when guests stayed. Now it is the nicest ' +
          'bathroom in the house.',
        attribution: 'Homeowner, White Plains',
        sample: true,
      },
    },
  ],
  faqs: [
    {
      question: 'How much does a kitchen remodel cost in Westchester?',
      answer:
        'Most Westchester kitchens we build fall in the $40k–$100k+ range. A basic refresh ' +
        'that keeps the layout and the plumbing where they are runs $20k–$35k. Luxury ' +
        'kitchens with custom cabinetry, professional appliances and structural changes go ' +
        'over $150k. Older houses cost more when opened walls show wiring or plumbing that ' +
        'has to be brought up to code.',
    },
    {
      question: 'How long does a kitchen remodel take?',
      answer:
        'Construction takes 6–10 weeks from demolition to the final walkthrough. Before ' +
        'that, design and selections take 1–2 weeks, and custom cabinets have a lead time ' +
        'of 6–8 weeks, so we order them as soon as the design is signed and file the ' +
        'permit while they are being built.',
    },
    {
      question: 'How long will our bathroom be out of use?',
      answer:
        'A full bathroom takes 3–5 weeks on site. Waterproofing sets the pace: the shower ' +
        'pan and membrane are tested before any tile goes on. If it is your only full ' +
        'bath, tell us at the first visit and we will plan the sequence to keep the toilet ' +
        'in service for as much of the job as possible.',
    },
    {
      question: 'Do I need a permit, and who issues it?',
      answer:
        'Any kitchen or bath that moves walls, plumbing, gas lines or wiring needs a ' +
        'building permit. In Westchester it comes from your own city, town or village, not ' +
        'the county, and each has its own forms and inspectors: Chappaqua files with the ' +
        'Town of New Castle, Bronxville with the Village. We draw the plans, file the ' +
        'application and meet the inspectors. Approval usually takes 2–4 weeks.',
    },
    {
      question: 'We live in a co-op. Can you work with our board?',
      answer:
        'Yes. Co-ops and condos in Bronxville, Hartsdale, White Plains and Yonkers usually ' +
        'ask for an alteration agreement, drawings and a certificate of insurance naming ' +
        'the building, and they set the hours when work is allowed. We put the package ' +
        'together for the managing agent and plan deliveries around the elevator and the ' +
        'superintendent.',
    },
    {
      question: 'Our house has a well and a septic system. Does that change anything?',
      answer:
        'It can. Many houses in Bedford, Pound Ridge, North Salem, Lewisboro and Somers ' +
        'have private wells and septic systems. Moving a kitchen sink rarely matters, but ' +
        'adding a bathroom or a bedroom can call for review by the Westchester County ' +
        'Department of Health, and water treatment equipment needs room we plan for in the ' +
        'basement. Much of northern Westchester also lies in the New York City watershed, ' +
        'which has its own rules for septic work. We look at all of this on the first ' +
        'visit.',
    },
  ],
  trust: [
    '20+ years, since 2003',
    'Family-owned',
    'Showroom in Chappaqua',
    'Free in-home consultations',
    '2-year labor warranty',
  ],
  cta: {
    title: 'Plan your Westchester remodel',
    text:
      'Bring photos and rough measurements to the showroom at 7 Memorial Dr in ' +
      'Chappaqua, open Mon–Sat 8:00 AM–6:00 PM and Sunday by appointment, or ask us to ' +
      'come to the house. Before you commit to anything, we will tell you what your ' +
      'building department will need to see.',
  },
} satisfies RegionHubContent
