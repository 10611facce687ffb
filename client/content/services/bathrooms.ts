import type { ServicePageContent } from '../types'

export const bathroomsPage = {
  slug: 'bathrooms',
  hero: {
    eyebrow: 'Primary baths, hall baths and powder rooms',
    intro:
      'A bathroom packs plumbing, wiring, venting and waterproofing into a few square feet, and ' +
      'most of what matters ends up behind the tile. We build it in the right order, test it ' +
      'before it is covered, and help you choose the tile, vanity and fixtures at our ' +
      'Chappaqua showroom.',
    image: {
      id: 'bathroom-service-hero',
      alt:
        'A remodeled primary bathroom with a floating walnut double vanity under brass-framed ' +
        'mirrors and sconces, a freestanding tub below a window, a glass walk-in shower with a ' +
        'rain head and niche, large-format tile and a heated towel ladder',
    },
  },
  services: [
    {
      title: 'Primary bath remodels',
      text:
        'Larger showers, double vanities, heated floors and a layout rethought from the drain ' +
        'lines up. When a whirlpool tub is no longer used, its space usually becomes the shower.',
    },
    {
      title: "Hall and kids' baths",
      text:
        'Durable tile, a tub or shower that is easy to clean, storage for several people and ' +
        'a fan that actually clears the steam. Tub-to-shower conversions are our most common ' +
        'hall bath job.',
    },
    {
      title: 'Powder rooms',
      text:
        'Small rooms where a wall-mounted or console sink, a bold wallcovering and good light ' +
        'change a lot. They are quick projects, but they still get a proper toilet flange, ' +
        'shutoffs and level floor.',
    },
    {
      title: 'Walk-in and curbless showers',
      text:
        'Showers with a low curb or none at all, linear or center drains, tiled niches, ' +
        'benches and fixed glass panels. Going curbless means recessing the floor, which we ' +
        'check against the framing before promising it.',
    },
    {
      title: 'Heated floors and ventilation',
      text:
        'Electric radiant mats under tile on their own circuit and thermostat, and exhaust ' +
        'fans ducted to the outside, never into the attic, with a humidity sensor or timer so ' +
        'they run long enough.',
    },
    {
      title: 'Vanities, storage and lighting',
      text:
        'Vanities sized to the room, medicine cabinets recessed between studs, linen storage ' +
        'and lighting at face height beside the mirror rather than only overhead.',
    },
  ],
  sliders: [
    {
      title: 'Rye: curbless shower and heated floor',
      before: {
        id: 'rye-bathroom-before',
        alt:
          'Before: a Rye primary bathroom with an almond whirlpool tub on a tiled platform, a ' +
          'small curbed stall shower with a brass-framed door and an oak vanity',
      },
      after: {
        id: 'rye-bathroom-after',
        alt:
          'After: a curbless walk-in shower behind a fixed glass panel, with a linear drain, ' +
          'large marble-look porcelain tile and a white oak double vanity',
      },
      caseStudy: 'rye-primary-bathroom-remodel-curbless-shower-heated-floor',
    },
    {
      title: 'White Plains: tub-to-shower conversion',
      before: {
        id: 'white-plains-bathroom-before',
        alt:
          'Before: a White Plains hall bathroom with a worn tub behind sliding glass doors, ' +
          'pink wall tile and a small vanity with a cultured marble top',
      },
      after: {
        id: 'white-plains-bathroom-after',
        alt:
          'After: a walk-in shower with a fixed glass panel, white subway tile, a tiled niche, ' +
          'a gray hexagon floor and a new navy vanity',
      },
      caseStudy: 'white-plains-hall-bathroom-remodel-tub-to-shower',
    },
  ],
  costGuide: {
    title: 'What a Westchester bathroom costs',
    intro:
      'A bathroom costs more per square foot than any other room in the house because the ' +
      'trades are stacked into a small space. These are the four ranges our projects fall into.',
    tiers: [
      {
        name: 'Refresh',
        range: '$10k–20k',
        includes:
          'Fixtures stay where they are: new vanity and top, toilet, faucets, lighting, mirror ' +
          'and paint. Most powder rooms fall here.',
      },
      {
        name: 'Full Hall Bath',
        range: '$25k–45k',
        includes:
          'Gutted to the studs: new tub or tub-to-shower conversion, waterproofing, wall and ' +
          'floor tile, vanity, ducted exhaust fan and updated wiring.',
      },
      {
        name: 'Primary Bath Remodel',
        range: '$50k–80k',
        includes:
          'A larger walk-in shower with glass, a double vanity, heated floor, niches and ' +
          'better lighting, often with the layout adjusted.',
      },
      {
        name: 'Luxury Primary Suite',
        range: '$85k+',
        includes:
          'Plumbing moved to a new layout, a curbless shower, freestanding tub, custom vanity, ' +
          'natural stone and features such as a steam shower.',
      },
    ],
    notes: [
      'Moving the toilet or the main drain costs more than any finish upgrade. Keeping them in ' +
        'place is the single best way to hold a bathroom budget.',
      'Tile choice drives labor as well as material: large porcelain panels, mosaics and ' +
        'patterned layouts take longer to set than standard sizes.',
      'In older houses we often find a cast-iron tub, a mortar-bed floor or galvanized supply ' +
        'pipe. Removing them is in our estimate when we can see them at the site visit.',
    ],
  },
  statistics: [
    { value: '$37,500', label: 'Average project' },
    { value: '$325 per sq ft', label: 'Typical cost by bathroom floor area' },
    {
      value: '68%',
      label: 'Return on investment',
      note: 'Share of the project cost typically recovered at resale',
    },
    { value: '3–6 weeks', label: 'Timeline on site for most bathrooms' },
  ],
  styles: {
    title: 'Bathroom styles our clients choose',
    intro:
      'A bathroom should feel like it belongs to the house around it. These are the directions ' +
      'we are asked for most, with the materials that make them work.',
    items: [
      {
        title: 'Classic white and marble',
        text:
          'White subway or marble-look tile, a marble or quartz vanity top and polished nickel ' +
          'fittings. The safe choice for resale, and never out of place.',
      },
      {
        title: 'Spa modern',
        text:
          'Large-format porcelain, a curbless shower with a linear drain, a floating vanity and ' +
          'warm light. Few grout lines and little to clean.',
      },
      {
        title: 'Vintage-inspired',
        text:
          'Hexagon or penny-tile floors, subway walls with a cap rail and a console sink, for ' +
          'the 1920s and 1930s houses of Bronxville, Pelham and Scarsdale.',
      },
      {
        title: 'Coastal',
        text:
          'Soft whites, light oak and sea-glass tones, with slip-resistant floors. Popular in ' +
          'Rye, Mamaroneck and Larchmont houses near the Sound.',
      },
      {
        title: 'Warm minimal',
        text:
          'Wood vanities, plaster-look or zellige-style tile and matte black or brushed brass ' +
          'trim. Simple lines without the chill of an all-white room.',
      },
    ],
  },
  process: {
    title: 'Our 12-step bathroom process',
    intro:
      'A leak behind tile is the most expensive mistake in remodeling. Half of these steps ' +
      'happen before a single tile is set, and each is checked before the next covers it.',
    steps: [
      {
        name: 'First call',
        text:
          'We talk through which bathroom, how it is used, what bothers you about it and the ' +
          'budget, then book a visit.',
      },
      {
        name: 'Measuring and assessment',
        text:
          'We measure the room, check the floor for level and bounce, find the joist direction, ' +
          'the drain and vent locations and where a fan can be ducted outside.',
      },
      {
        name: 'Design and selections',
        text:
          'A floor plan and wall elevations set the shower size, niche and vanity. At the ' +
          'showroom you choose tile, vanity, fixtures, glass and lighting.',
      },
      {
        name: 'Permit and ordering',
        text:
          'We file for the permit when plumbing, wiring or framing changes, and order the ' +
          'vanity, valve and fixtures early so they are on site before demolition.',
      },
      {
        name: 'Protection and demolition',
        text:
          'Dust walls, floor runners and a sealed doorway come first. Old tile set in a thick ' +
          'mortar bed and cast-iron tubs come out in pieces, carefully.',
      },
      {
        name: 'Framing and rough plumbing',
        text:
          'We level and stiffen the floor, frame niches, add blocking for grab bars and glass, ' +
          'and set the drain, supply lines and the shower valve at the right depth.',
      },
      {
        name: 'Electrical and ventilation',
        text:
          'GFCI-protected circuits, vanity and shower lighting, the heated floor circuit and ' +
          'the exhaust fan, with its duct run to an exterior wall or roof cap.',
      },
      {
        name: 'Rough inspections',
        text:
          'The plumbing and electrical work is inspected with the walls open. Nothing is ' +
          'covered until it passes.',
      },
      {
        name: 'Backer board and waterproofing',
        text:
          'Cement or foam board goes on the shower walls, and a waterproof membrane covers ' +
          'every seam, screw, corner and pipe penetration, up past the showerhead.',
      },
      {
        name: 'Shower pan and flood test',
        text:
          'The pan is sloped to the drain and waterproofed, then plugged and filled with water ' +
          'overnight. We check for any drop in level before tile goes on.',
      },
      {
        name: 'Tile and grout',
        text:
          'Floor and walls are laid out from the center lines so cuts are even, heated floor ' +
          'mats are tested before and after tiling, and the joints are grouted and sealed.',
      },
      {
        name: 'Fixtures, glass and final walkthrough',
        text:
          'Vanity, toilet, trim and accessories go in, the glass is measured and installed, ' +
          'the final inspection is passed and we walk the finished room with you.',
      },
    ],
  },
  faqs: [
    {
      question: 'How much does a bathroom remodel cost in Westchester?',
      answer:
        'From $10k–20k for a powder room or refresh to $85k+ for a primary suite with a new ' +
        'layout; the average project is $37,500. Moving the toilet or drain and the tile you ' +
        'choose affect the price most.',
    },
    {
      question: 'How long does a bathroom take?',
      answer:
        'Most bathrooms take 3–6 weeks on site. A powder room is quicker and a primary bath ' +
        'with a curbless shower takes longer; the room timelines below give both.',
    },
    {
      question: 'We only have one full bathroom. How do we manage?',
      answer:
        'Tell us at the first visit. Every fixture is ordered and on site before demolition, ' +
        'so no day is lost waiting for parts, and we keep the toilet working until the floor ' +
        'comes up. Most families use a powder room and borrow a shower for the weeks between.',
    },
    {
      question: 'Will removing our only tub hurt resale?',
      answer:
        'Buyers with young children often look for at least one tub in the house. If the hall ' +
        'bath has the only one, we talk it through with you; many clients keep a tub elsewhere ' +
        'or convert the primary bath instead.',
    },
    {
      question: 'Can our bathroom have a curbless shower?',
      answer:
        'Often, but it depends on the floor framing. The shower floor has to drop below the ' +
        'rest of the room, so we look at joist size and direction at the site visit. A linear ' +
        'drain makes the slope simpler and the entry flush.',
    },
    {
      question: 'Is a heated floor worth it?',
      answer:
        'Under tile, yes for most primary baths. An electric mat is thin, runs on its own ' +
        'circuit with a programmable thermostat and costs little to run when set to a schedule.',
    },
    {
      question: 'Do we need a permit for a bathroom remodel?',
      answer:
        'Replacing a vanity or toilet in place usually does not. Moving plumbing, adding ' +
        'circuits, changing framing or adding an exhaust fan generally does. We check the ' +
        'rules with your building department and handle the filing and inspections.',
    },
    {
      question: 'What warranty comes with the work?',
      answer:
        'Our labor is warranted for 2 years. Vanity and cabinet manufacturers typically warrant ' +
        "their products for 5–10 years, and fixtures carry their makers' warranties.",
    },
  ],
  towns: [
    'rye',
    'white-plains',
    'scarsdale',
    'chappaqua',
    'bronxville',
    'armonk',
    'larchmont',
    'new-rochelle',
    'hastings-on-hudson',
    'ossining',
  ],
  related: [
    '/services/flooring',
    '/services/cabinets',
    '/guides/topics/bathrooms',
    '/learning/bathrooms/layouts',
    '/rockland/bathrooms',
    '/gallery',
  ],
  cta: {
    title: 'Get a free bathroom estimate',
    text:
      'Send us a few details and photos of the room. We will visit to measure, look at the ' +
      'framing and plumbing, and give you a written estimate for the bathroom you want.',
  },
  extras: {
    title: 'Vanity sizes and room timelines',
    intro:
      'Vanity sizes: single 24–48 in, double 60–72 in. Room timelines: powder room 2–3 weeks, ' +
      'hall bath within the usual 3–6 weeks, master 6–8 weeks.',
    items: [
      {
        title: 'Single vanity, 24–48 in',
        text:
          'A single 24–48 in vanity fits hall baths and most powder rooms. Wider models free ' +
          'counter space on either side of the sink and add a bank of drawers.',
      },
      {
        title: 'Double vanity, 60–72 in',
        text:
          'A double 60–72 in vanity gives two people their own sink and mirror. Below that ' +
          'width we usually suggest one sink with more counter instead.',
      },
      {
        title: 'Powder room, 2–3 weeks',
        text:
          'No shower and no waterproofing, so a powder room 2–3 weeks from demolition to ' +
          'walkthrough is typical, depending on tile and wallcovering.',
      },
      {
        title: 'Primary bath, 6–8 weeks',
        text:
          'A primary (master) bath with a walk-in shower, heated floor and double vanity takes ' +
          'longer to waterproof, tile and fit glass; plan on a master 6–8 weeks on site.',
      },
    ],
  },
} satisfies ServicePageContent
