import type { RegionHubContent } from '../types'

export const rocklandHub = {
  slug: 'rockland',
  hero: {
    eyebrow: 'Rockland County, NY',
    intro:
      'Rockland is just across the Hudson from our Chappaqua showroom, over the Cuomo ' +
      'Bridge, and we have remodeled kitchens and baths here for 15+ years. The work ' +
      'ranges from Victorian and early 1900s houses in Nyack and Piermont to postwar ' +
      'capes in Pearl River and the high ranches and split-levels of New City, Nanuet ' +
      'and Valley Cottage. Most of it starts with a room that has not changed much since ' +
      'the house was built.',
    image: {
      id: 'rockland-hub',
      alt: 'Updated kitchen in a Rockland County split-level, opened to the dining area',
    },
  },
  typicalRequests: {
    title: 'What Rockland homeowners ask us for',
    intro:
      'Much of Rockland was built after the Tappan Zee Bridge opened in the 1950s, so ' +
      'many kitchens and baths we see are still close to original.',
    items: [
      {
        topic: 'Materials',
        text:
          'Quartz counters with undermount sinks in place of the old laminate and drop-ins, ' +
          'semi-custom painted cabinets, and porcelain tile or luxury vinyl plank on ' +
          'split-level entries and lower levels where solid hardwood does not belong. In ' +
          'baths: porcelain tile, a glass panel instead of a curtain, and an exhaust fan ' +
          'ducted outdoors rather than into the attic.',
      },
      {
        topic: 'Styles',
        text:
          'In high ranches and split-levels, the wall between kitchen and dining room ' +
          'usually comes down so the upper level reads as one space. In Nyack and Piermont, ' +
          'owners more often want the period feel kept: plain shaker doors, a farmhouse ' +
          'sink, subway or handmade-look tile and fixtures that suit an older house.',
      },
      {
        topic: 'Permits',
        text:
          'Permits come from the town (Clarkstown, Orangetown, Ramapo, Haverstraw or Stony ' +
          'Point) or, inside an incorporated village such as Nyack, Suffern, Spring Valley ' +
          'or Pomona, from the village. A kitchen or bath that moves plumbing, gas lines or ' +
          'walls needs one, and approval typically takes 2–3 weeks. Some villages also ' +
          'review exterior changes such as new windows or doors.',
      },
      {
        topic: 'Timelines',
        text:
          'After the 2–3 weeks a permit usually takes, a kitchen needs 5–9 weeks of ' +
          'construction and a full bathroom 3–5 weeks. Cabinet lead time depends on the line ' +
          'you choose, so we order as soon as the design is final and let it run alongside ' +
          'the permit.',
      },
    ],
  },
  services: [
    {
      title: 'Kitchen Remodeling',
      text:
        'Opening high-ranch and split-level kitchens to the dining room, with the beam, ' +
        'permit and inspections that removing a bearing wall requires.',
      href: '/services/kitchens',
    },
    {
      title: 'Bathroom Remodeling',
      text:
        'Hall baths, primary baths and the lower-level half bath of a split-level, rebuilt ' +
        'with sound waterproofing and real ventilation.',
      href: '/services/bathrooms',
    },
    {
      title: 'Cabinets',
      text:
        'Semi-custom and custom cabinetry chosen at the showroom and sized for the short ' +
        'walls, soffits and corner windows of 1960s and 1970s kitchens.',
      href: '/services/cabinets',
    },
    {
      title: 'Countertops',
      text:
        'Quartz, granite and quartzite cut from a digital template, with undermount sinks ' +
        'replacing the drop-ins most original kitchens had.',
      href: '/services/countertops',
    },
    {
      title: 'Flooring',
      text:
        'Hardwood for the main level, and porcelain or luxury vinyl plank for lower levels ' +
        'and entries that see wet boots all winter.',
      href: '/services/flooring',
    },
    {
      title: 'Closets & Built-ins',
      text:
        'Reach-in closets refitted with double hang rods and drawers, and pantry cabinets ' +
        'for kitchens with no room for a walk-in.',
      href: '/services/closets',
    },
    {
      title: 'Windows & Doors',
      text:
        'Replacement windows and sliding or French doors to the deck, often added when a ' +
        'high-ranch kitchen is redone.',
      href: '/services/windows-doors',
    },
    {
      title: 'Garage Systems',
      text:
        'Coated floors that stand up to road salt, wall cabinets and overhead racks for ' +
        'the attached garages of Pearl River, Nanuet and New City.',
      href: '/services/garage-systems',
    },
  ],
  projects: [
    {
      town: 'Nyack',
      title: 'Kitchen in a Victorian near the river',
      summary:
        'The kitchen of a Nyack Victorian had been changed piecemeal for decades. We ' +
        'opened the exterior wall to the studs, replaced the knob-and-tube wiring we found ' +
        'and insulated the cavity, then installed inset shaker cabinets, a soapstone-look ' +
        'quartz top and a range hood ducted through the side wall, all under a Village ' +
        'permit.',
      quote: {
        text:
          'When they found the old wiring they showed us before doing anything about it. We ' +
          'always knew what was happening and why.',
        attribution: 'Homeowner, Nyack',
        sample: true,
      },
    },
    {
      town: 'Pearl River',
      title: 'A second full bath in a postwar cape',
      summary:
        'A Pearl River cape had one full bath for a family of five. We turned unused ' +
        'upstairs eave space into a second bath with a shower, vanity and an exhaust fan ' +
        'vented outdoors, running the new supply and drain lines down through a closet ' +
        'below. The Town of Orangetown permit covered the plumbing and electrical work.',
      quote: {
        text:
          'Mornings are calmer now. It is a small room, but it was planned down to where the ' +
          'towel bar goes.',
        attribution: 'Homeowner, Pearl River',
        sample: true,
      },
    },
    {
      town: 'New City',
      title: 'Open kitchen in a 1970s high ranch',
      summary:
        'In a New City high ranch we took out the wall between kitchen and dining room and ' +
        'carried the load on a flush beam so the ceiling stays flat. An island with ' +
        'seating now stands where the wall was, with white cabinets, quartz counters and ' +
        'oak flooring woven into the existing floor. Permits and inspections went through ' +
        'the Town of Clarkstown.',
      quote: {
        text:
          'We can cook and still talk to everyone at the table. You cannot tell there was ' +
          'ever a wall there.',
        attribution: 'Homeowner, New City',
        sample: true,
      },
    },
  ],
  faqs: [
    {
      question: 'What does a kitchen remodel cost in Rockland County?',
      answer:
        'Most Rockland kitchens we build cost $35k–$90k. A basic refresh that keeps the ' +
        'layout runs $18k–$30k, and luxury kitchens with custom cabinetry and structural ' +
        'changes go over $120k. Taking out a bearing wall and moving the sink into an ' +
        'island are the two changes that move a budget the most.',
    },
    {
      question: 'How long does a kitchen remodel take?',
      answer:
        'Construction runs 5–9 weeks. A kitchen that keeps its layout finishes toward the ' +
        'short end; removing walls, relocating the gas line or rerouting ductwork pushes ' +
        'it toward the long end. The permit comes first and usually takes 2–3 weeks.',
    },
    {
      question: 'How long does a bathroom remodel take?',
      answer:
        'A full bathroom takes 3–5 weeks on site. A tub-to-shower conversion that keeps ' +
        'the drain in place is at the quicker end; moving fixtures, adding a heated floor ' +
        'or rebuilding a rotted subfloor adds time.',
    },
    {
      question: 'Which building department issues my permit?',
      answer:
        'It depends on whether you live in an incorporated village. Pearl River and New ' +
        'City are hamlets, so they file with the Towns of Orangetown and Clarkstown. ' +
        'Nyack, Suffern, Spring Valley, Piermont and the other villages have their own ' +
        'building departments. Either way, approval typically takes 2–3 weeks, and we file ' +
        'and meet the inspectors for you.',
    },
    {
      question: 'Do you work on the older houses in Nyack and Piermont?',
      answer:
        'Yes. Houses from the 1800s and early 1900s in the river villages often have ' +
        'plaster walls, balloon framing, old wiring and floors that are far from level. We ' +
        'check what is behind the walls early, protect the plaster in adjoining rooms, and ' +
        'use lead-safe work practices in any house built before 1978.',
    },
    {
      question: 'Is Rockland too far from your showroom?',
      answer:
        'No. The showroom in Chappaqua is a short drive across the Cuomo Bridge, and most ' +
        'Rockland clients visit once or twice to choose cabinets, counters and tile. The ' +
        'first consultation and the measuring happen at your house, and once construction ' +
        'starts the crew comes to you.',
    },
  ],
  places: {
    title: 'Rockland towns and villages we serve',
    names: [
      'Airmont',
      'Bardonia',
      'Blauvelt',
      'Chestnut Ridge',
      'Congers',
      'Garnerville',
      'Haverstraw',
      'Hillburn',
      'Monsey',
      'Montebello',
      'Nanuet',
      'New City',
      'New Hempstead',
      'Nyack',
      'Orangeburg',
      'Palisades',
      'Pearl River',
      'Piermont',
      'Pomona',
      'Sloatsburg',
      'South Nyack',
      'Sparkill',
      'Spring Valley',
      'Stony Point',
      'Suffern',
      'Tappan',
      'Thiells',
      'Upper Nyack',
      'Valley Cottage',
      'West Nyack',
    ],
  },
  trust: [
    'Licensed in NY & NJ',
    '15+ years',
    'Family-owned',
    'Free in-home consultations',
    '2-year labor warranty',
  ],
  cta: {
    title: 'Talk to us about your Rockland project',
    text:
      'We measure and talk the job through at your house first; then you choose finishes ' +
      'at the Chappaqua showroom. Tell us your town or village and we will tell you ' +
      'which building department the permit goes to and what it will ask for.',
  },
} satisfies RegionHubContent
