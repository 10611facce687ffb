import type { RegionHubContent } from '../types'

export const bergenHub = {
  slug: 'bergen',
  hero: {
    eyebrow: 'Bergen County, NJ',
    intro:
      'We have built kitchens and baths in Bergen County for 20+ years, since 2003: ' +
      'Colonial Revivals and Tudors in Ridgewood and Glen Rock, family houses on the ' +
      'East Hill in Tenafly, capes and ranches in Paramus and Fair Lawn, and high-rise ' +
      'co-ops and condos along the Palisades in Fort Lee and Edgewater. Every borough ' +
      'and township here has its own construction office, and New Jersey has its own ' +
      'rules for permits and trades, so we plan the paperwork with the same care as the ' +
      'room.',
    image: {
      id: 'bergen-hub',
      alt: 'Kitchen in a Bergen County colonial with inset cabinets and a large island',
    },
  },
  typicalRequests: {
    title: 'What Bergen County homeowners ask us for',
    intro:
      'Bergen housing runs from early 1900s village houses to 1970s high-rises, and New ' +
      'Jersey handles permits and licensed trades its own way.',
    items: [
      {
        topic: 'Materials',
        text:
          'Quartz and quartzite counters, painted or rift-cut white oak cabinets, and ' +
          'large-format porcelain for kitchens that open to a family room. Many high-rise ' +
          'buildings in Fort Lee and Edgewater require sound-control underlayment under hard ' +
          'flooring, so we read the house rules before anyone chooses a tile.',
      },
      {
        topic: 'Styles',
        text:
          'Ridgewood and Glen Rock owners usually want a kitchen that suits a 1920s house: ' +
          'inset or beaded cabinets, a range alcove, unlacquered brass. Newer houses in ' +
          'Tenafly, Alpine and Franklin Lakes lean toward big islands, paneled appliances ' +
          'and a walk-in pantry. Condo kitchens are about storage and light: flat-panel ' +
          'doors, under-cabinet lighting and an opening to the living room where the ' +
          'building allows.',
      },
      {
        topic: 'Permits',
        text:
          "New Jersey's Uniform Construction Code applies statewide, but the permit comes " +
          "from your municipality's construction office, with building, plumbing and " +
          'electrical subcode reviews and inspections. Plumbing work is done under a ' +
          'licensed New Jersey master plumber and electrical work by a licensed electrical ' +
          "contractor. Approval usually takes 2–4 weeks, after the board's review in a condo " +
          'or co-op.',
      },
      {
        topic: 'Timelines',
        text:
          'A kitchen takes 6–10 weeks of construction once the permit is issued, and the ' +
          'permit usually takes 2–4 weeks. In condos and co-ops, board review, limited work ' +
          'hours and elevator bookings stretch the calendar even when the work itself is the ' +
          'same.',
      },
    ],
  },
  services: [
    {
      title: 'Kitchen Remodeling',
      text:
        'Kitchens for Bergen colonials, Tudors and high-rise condos, planned around the ' +
        'New Jersey subcode inspections from rough-in to final.',
      href: '/services/kitchens',
    },
    {
      title: 'Bathroom Remodeling',
      text:
        'Primary baths, hall baths and condo baths, with every shower pan flood-tested ' +
        'before the tile goes on.',
      href: '/services/bathrooms',
    },
    {
      title: 'Cabinets',
      text:
        'Inset, beaded and full-overlay cabinets chosen at the showroom, with high-rise ' +
        "deliveries booked through the building's freight elevator.",
      href: '/services/cabinets',
    },
    {
      title: 'Countertops',
      text:
        'Quartz, granite, marble and quartzite, digitally templated; for high-rises we ' +
        'plan slab lengths and seams around what fits in the elevator.',
      href: '/services/countertops',
    },
    {
      title: 'Closets & Built-ins',
      text:
        'Walk-in closets and pantries for larger houses, and storage fitted into tight ' +
        'condo entries and bedrooms.',
      href: '/services/closets',
    },
    {
      title: 'Flooring',
      text:
        'Hardwood, porcelain tile and luxury vinyl plank, over the acoustic underlayment ' +
        'many condo buildings require under hard floors.',
      href: '/services/flooring',
    },
    {
      title: 'Fireplaces & Media Walls',
      text:
        'Media walls with concealed wiring and flanking cabinets, and new surrounds for ' +
        'the family-room fireplaces of 1950s to 1970s houses.',
      href: '/services/fireplaces-media-walls',
    },
    {
      title: 'Garage Systems',
      text:
        'Coated floors, wall cabinets and overhead storage for attached garages in ' +
        'Wyckoff, Mahwah, Paramus and the other suburban towns of the county.',
      href: '/services/garage-systems',
    },
  ],
  projects: [
    {
      town: 'Ridgewood',
      title: 'Period kitchen with a walk-in pantry',
      summary:
        "In a Ridgewood Colonial Revival we joined the kitchen and the old butler's pantry " +
        'to make room for an island, kept the original window casings, and built a walk-in ' +
        'pantry where the back hall had been. Inset cabinets, honed quartzite and a ' +
        'plaster-finish hood keep the room in step with the rest of the house.',
      quote: {
        text:
          'It looks like it has always belonged to the house, but it works like a new ' +
          'kitchen.',
        attribution: 'Homeowner, Ridgewood',
        sample: true,
      },
    },
    {
      town: 'Tenafly',
      title: 'Primary bath with a walk-in shower',
      summary:
        'A Tenafly primary bath lost its corner whirlpool tub to a walk-in shower with two ' +
        'shower heads and a bench. A double vanity, radiant heat under porcelain tile and ' +
        'a separate water closet completed the room, with plumbing and electrical ' +
        "inspected under the borough's construction permit.",
      quote: {
        text:
          'We had not used that tub in years. The shower is what we actually wanted, and the ' +
          'heated floor is the part we would never give up.',
        attribution: 'Homeowner, Tenafly',
        sample: true,
      },
    },
    {
      town: 'Fort Lee',
      title: 'High-rise co-op kitchen and bath',
      summary:
        'For a Fort Lee co-op overlooking the Hudson, we prepared the alteration package ' +
        'for the board, booked the freight elevator and worked within the building hours. ' +
        'The galley kitchen opened to the living room with a peninsula, and the bath got a ' +
        'tub-to-shower conversion with sound-control underlayment beneath the new tile.',
      quote: {
        text:
          'The board paperwork was the part we dreaded, and they handled all of it. The ' +
          'neighbors never had a reason to complain.',
        attribution: 'Homeowner, Fort Lee',
        sample: true,
      },
    },
  ],
  faqs: [
    {
      question: 'What does a kitchen remodel cost in Bergen County?',
      answer:
        'About the same as in Westchester. Most kitchens we build fall in the $40k–$100k+ ' +
        'range, a basic refresh that keeps the layout runs $20k–$35k, and luxury kitchens ' +
        'with custom cabinetry and professional appliances go over $150k. Condo kitchens ' +
        'may be smaller, but building requirements such as insurance certificates, ' +
        'protection of common areas and limited work hours add cost.',
    },
    {
      question: 'How long does a kitchen remodel take in Bergen County?',
      answer:
        'Construction takes 6–10 weeks. Before that, the construction permit usually takes ' +
        '2–4 weeks, and we use that time to order cabinets and confirm every appliance and ' +
        'fixture so nothing holds up the crew.',
    },
    {
      question: 'How do New Jersey construction permits work?',
      answer:
        "Your municipality's construction office issues the permit under the Uniform " +
        'Construction Code. Building, plumbing and electrical subcode officials each ' +
        'review their part of the plans and inspect it: rough-in before the walls close, ' +
        'then final. When the final inspections pass, the town issues a certificate of ' +
        'approval. Getting the permit usually takes 2–4 weeks.',
    },
    {
      question: 'Can you remodel a condo or co-op in Fort Lee or Edgewater?',
      answer:
        'Yes. Buildings generally want an alteration agreement or renovation application, ' +
        'drawings, and a certificate of insurance naming the association or co-op and its ' +
        'managing agent, and many limit noisy work to weekday hours. We assemble the ' +
        'package, book elevators and deliveries through management, and protect the halls ' +
        'between the apartment and the service elevator.',
    },
    {
      question: 'Does a flood zone affect a remodel?',
      answer:
        'It can. Parts of the county along the Hackensack, Saddle and Passaic rivers, and ' +
        'low ground near the Hudson in Edgewater, lie in mapped flood hazard areas. ' +
        'Interior work on upper floors is rarely affected, but a large renovation of a ' +
        'house in a flood zone can count as a substantial improvement, which brings the ' +
        'whole house under flood-resistant construction rules. We check the flood map for ' +
        'your address before design starts.',
    },
  ],
  places: {
    title: 'Bergen County municipalities we serve',
    names: [
      'Alpine',
      'Bergenfield',
      'Bogota',
      'Cliffside Park',
      'Closter',
      'Cresskill',
      'Demarest',
      'Dumont',
      'East Rutherford',
      'Edgewater',
      'Elmwood Park',
      'Emerson',
      'Englewood',
      'Englewood Cliffs',
      'Fair Lawn',
      'Fairview',
      'Fort Lee',
      'Franklin Lakes',
      'Garfield',
      'Glen Rock',
      'Hackensack',
      'Harrington Park',
      'Hasbrouck Heights',
      'Haworth',
      'Hillsdale',
      'Ho-Ho-Kus',
      'Leonia',
      'Lodi',
      'Lyndhurst',
      'Mahwah',
      'Maywood',
      'Midland Park',
      'Montvale',
      'New Milford',
      'North Arlington',
      'Northvale',
      'Norwood',
      'Oakland',
      'Old Tappan',
      'Oradell',
      'Palisades Park',
      'Paramus',
      'Park Ridge',
      'Ramsey',
      'Ridgefield',
      'Ridgefield Park',
      'Ridgewood',
      'River Edge',
      'River Vale',
      'Rochelle Park',
      'Rutherford',
      'Saddle Brook',
      'Saddle River',
      'Teaneck',
      'Tenafly',
      'Upper Saddle River',
      'Waldwick',
      'Washington Township',
      'Westwood',
      'Wood-Ridge',
      'Woodcliff Lake',
      'Wyckoff',
    ],
  },
  trust: [
    'NJ & NY licensed',
    '20+ years, since 2003',
    'Family-owned',
    'Free in-home consultations',
    '2-year labor warranty',
  ],
  cta: {
    title: 'Start your Bergen County remodel',
    text:
      'We meet you at the house or the apartment, look at what your town and, if you ' +
      'have one, your board will require, and give you a written estimate. Selections ' +
      'happen at our Chappaqua showroom, open Mon–Sat 8:00 AM–6:00 PM and ' +
      'Sunday by appointment.',
  },
} satisfies RegionHubContent
