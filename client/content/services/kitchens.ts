import type { ServicePageContent } from '../types'

export const kitchensPage = {
  slug: 'kitchens',
  hero: {
    eyebrow: 'Kitchen remodeling in Westchester since 2003',
    intro:
      'We plan kitchens with you at our showroom at 7 Memorial Dr in Chappaqua, then build them ' +
      'with our own crew and the trades we have worked beside for years: plumbers, ' +
      'electricians, fabricators and tile setters. One project lead runs the job from ' +
      'measuring day to the final walkthrough, so you always know who to ask.',
    image: {
      id: 'kitchen-service-hero',
      alt:
        'A remodeled kitchen with white shaker cabinets and brass hardware, a navy range under ' +
        'a plaster hood, open oak shelves, and a wood island with a white waterfall quartz top, ' +
        'three stools and brass pendants above it',
    },
  },
  services: [
    {
      title: 'Full kitchen remodels',
      text:
        'Down to the studs and back: new cabinets, counters, lighting, flooring and appliances, ' +
        'with the wiring and plumbing brought up to code while the walls are open. We handle the ' +
        'permit, schedule every trade and keep one crew on the job.',
    },
    {
      title: 'Layout changes and wall removal',
      text:
        'Opening a kitchen to the family room, adding an island or moving the sink means ' +
        'checking what the wall carries and where the drains can run. When a wall is ' +
        'load-bearing, an engineer sizes the beam and the building department reviews it ' +
        'before we cut.',
    },
    {
      title: 'Cabinetry',
      text:
        'Stock, semi-custom and custom lines in shaker, flat-panel and inset doors, painted or ' +
        'stained. We lay out drawers, pull-outs and pantry storage around how you cook, then ' +
        'level, shim and scribe every box so doors line up on walls that are rarely straight.',
    },
    {
      title: 'Countertops',
      text:
        'Quartz, granite, marble and quartzite, chosen from full slabs where possible. Tops ' +
        'are templated digitally after the cabinets are set, with seams, overhangs and sink ' +
        'cutouts agreed with you before the fabricator cuts.',
    },
    {
      title: 'Lighting and electrical',
      text:
        'Recessed lights on their own dimmers, pendants over the island, under-cabinet strips ' +
        'for work surfaces, and the dedicated appliance circuits and GFCI protection the ' +
        'electrical code calls for. Older panels are checked before we add load.',
    },
    {
      title: 'Flooring and backsplash',
      text:
        'Hardwood woven into the existing floors, porcelain tile or luxury vinyl plank over a ' +
        'flattened subfloor, and backsplashes from simple subway tile to full-height slab. ' +
        'We plan the tile layout so cuts land at the edges, not at eye level.',
    },
  ],
  sliders: [
    {
      title: 'Scarsdale: white shaker cabinets and marble-look quartz',
      before: {
        id: 'scarsdale-kitchen-before',
        alt:
          'Before: a Scarsdale kitchen with honey-oak raised-panel cabinets, speckled brown ' +
          'granite counters, a peninsula closing off the breakfast area and a fluorescent ' +
          'ceiling box light',
      },
      after: {
        id: 'scarsdale-kitchen-after',
        alt:
          'After: white shaker cabinets with polished nickel hardware, marble-look quartz ' +
          'counters, a white subway tile backsplash and a new island where the peninsula stood',
      },
      caseStudy: 'scarsdale-kitchen-remodel-white-shaker-marble-quartz',
    },
    {
      title: 'Chappaqua: navy island in an open-concept kitchen',
      before: {
        id: 'chappaqua-kitchen-before',
        alt:
          'Before: a closed-in Chappaqua kitchen with cherry cabinets, laminate counters, a ' +
          'dropped ceiling and a wall with a doorway separating it from the family room',
      },
      after: {
        id: 'chappaqua-kitchen-after',
        alt:
          'After: the wall removed and the kitchen open to the family room, with a navy-painted ' +
          'island with counter stools, white perimeter cabinets and brass pendants',
      },
      caseStudy: 'chappaqua-kitchen-remodel-navy-island-open-concept',
    },
  ],
  costGuide: {
    title: 'What a Westchester kitchen costs',
    intro:
      'Four ranges we see on real Westchester jobs. Where your kitchen falls depends less on ' +
      'its size than on what moves: walls, plumbing, gas lines and the grade of cabinetry.',
    tiers: [
      {
        name: 'Refresh',
        range: '$15k–30k',
        includes:
          'The layout and cabinet boxes stay. New counters, backsplash, sink and faucet, ' +
          'painted or refaced doors, new hardware and updated lighting.',
      },
      {
        name: 'Mid-Range Remodel',
        range: '$40k–70k',
        includes:
          'New semi-custom cabinets in the same footprint, quartz counters, tile backsplash, ' +
          'new flooring, recessed and under-cabinet lighting, and appliances swapped in place.',
      },
      {
        name: 'Upscale Remodel',
        range: '$75k–120k',
        includes:
          'A reworked layout with an island, plumbing and gas moved, new circuits, higher-grade ' +
          'semi-custom or custom cabinets, stone counters and a vented range hood.',
      },
      {
        name: 'Luxury Custom',
        range: '$125k+',
        includes:
          'Custom or inset cabinetry, a professional range with a ducted hood and makeup air, ' +
          'natural stone, structural changes such as a beam, and pantry or bar additions.',
      },
    ],
    notes: [
      'Ranges cover design, materials and installation. Appliances vary the most: a ' +
        'professional range and panel-ready refrigerator can move a project up a tier on ' +
        'their own.',
      'Prewar houses in Scarsdale, Bronxville and Larchmont often hide plaster over wood lath, ' +
        'old cast-iron drains and wiring that must be replaced once exposed. We point out ' +
        'what we expect at the site visit and price it in writing.',
      'You get a written estimate after we measure, with cabinets, counters and allowances ' +
        'listed line by line, so two bids can be compared item for item.',
    ],
  },
  statistics: [
    { value: '$67,500', label: 'Average project' },
    { value: '$225 per sq ft', label: 'Typical cost by kitchen floor area' },
    {
      value: '71%',
      label: 'Return on investment',
      note: 'Share of the project cost typically recovered at resale',
    },
    { value: '6–12 weeks', label: 'Timeline on site, demolition to walkthrough' },
  ],
  styles: {
    title: 'Kitchen styles we build across Westchester',
    intro:
      'Most of our clients bring a few photos and a feel rather than a style name. These are ' +
      'the looks that come up most often, and the houses they suit.',
    items: [
      {
        title: 'Transitional',
        text:
          'Simple recessed-panel doors, quiet hardware and one warm wood or stone accent. It ' +
          'sits comfortably in a center-hall colonial and ages well, which is why it is our ' +
          'most requested look.',
      },
      {
        title: 'White shaker',
        text:
          'Painted five-piece doors with a square inner edge, paired with white or marble-look ' +
          'counters. Easy to live with, easy to touch up, and at home in a Scarsdale Tudor as ' +
          'much as a newer house.',
      },
      {
        title: 'Modern farmhouse',
        text:
          'An apron-front sink, open shelves or glass uppers, wood beams or a wood island, and ' +
          'matte black or aged brass fittings. It suits the larger lots of Bedford, Armonk and ' +
          'North Salem.',
      },
      {
        title: 'Contemporary flat-panel',
        text:
          'Slab doors in lacquer or wood veneer, integrated pulls and thin counter edges. It ' +
          'fits the mid-century ranches and contemporaries of northern Westchester and ' +
          'condos in White Plains.',
      },
      {
        title: 'Classic inset',
        text:
          'Doors set flush inside a face frame, with exposed or concealed hinges and bin pulls. ' +
          'Built by custom shops and worth the wait in a 1920s house whose original pantry ' +
          'cabinets were made the same way.',
      },
      {
        title: 'Two-tone with a painted island',
        text:
          'Light perimeter cabinets and an island in navy, green or stained oak. The island ' +
          'becomes the piece of furniture in an open plan, as in our Chappaqua project.',
      },
    ],
  },
  process: {
    title: 'Our 12-step kitchen process',
    intro:
      'Every kitchen runs through the same steps. The order matters: most delays on a kitchen ' +
      'come from ordering cabinets before the layout is settled or closing walls too early.',
    steps: [
      {
        name: 'First call',
        text:
          'You tell us about the kitchen, what is not working and the budget you have in mind. ' +
          'We book a home visit or a showroom appointment, whichever suits you.',
      },
      {
        name: 'Measuring and site survey',
        text:
          'We measure every wall, window and ceiling height, look at the panel, find where the ' +
          'drains and vent stack run, and check the basement or crawl space below the kitchen.',
      },
      {
        name: 'Design and layout',
        text:
          'Floor plans and elevations show the work zones, aisle widths, island size and where ' +
          'every appliance goes. We revise until the layout works before anything is priced in ' +
          'detail.',
      },
      {
        name: 'Showroom selections',
        text:
          'At the Chappaqua showroom you choose door style, finish, counters, tile, sink, ' +
          'faucet, hardware and lighting, with samples side by side under real light.',
      },
      {
        name: 'Permit filing and cabinet order',
        text:
          'We file drawings with your building department, where permits take 2–4 weeks, and ' +
          'order cabinets the same week. Custom cabinet lead times run 6–8 weeks, so demolition ' +
          'is timed to their delivery.',
      },
      {
        name: 'Protection and demolition',
        text:
          'Floor protection, zip walls and a covered path to the door go up first. Then the old ' +
          'kitchen comes out, with lead-safe work practices in older houses that call for them.',
      },
      {
        name: 'Rough plumbing, gas and electrical',
        text:
          'Drains, supply lines and gas are moved or replaced, new circuits are pulled from the ' +
          'panel, and the range hood duct is run to the outside.',
      },
      {
        name: 'Rough inspections',
        text:
          'The building inspector and electrical inspector see the open walls before anything ' +
          'is covered. We schedule the visits and meet the inspectors on site.',
      },
      {
        name: 'Insulation, drywall and flooring',
        text:
          'Exterior walls get insulation, then drywall is hung, taped and primed. New flooring ' +
          'goes in before the cabinets so it runs under them.',
      },
      {
        name: 'Cabinet installation',
        text:
          'Cabinets are set level to a laser line, shimmed, screwed to the studs and scribed to ' +
          'the walls. Fillers and panels are fitted so doors and drawers clear each other.',
      },
      {
        name: 'Templating and countertops',
        text:
          'The fabricator templates the set cabinets, you approve seam placement and overhangs, ' +
          'and the tops are installed with the sink undermounted in the shop.',
      },
      {
        name: 'Finishes, punch list and final walkthrough',
        text:
          'Backsplash, paint, hardware, appliances and trim go in, the final inspection is ' +
          'passed, and we walk the room with you, list anything left and finish it.',
      },
    ],
  },
  faqs: [
    {
      question: 'How much does a kitchen remodel cost in Westchester?',
      answer:
        'Our projects run from $15k–30k for a refresh that keeps the layout to $125k+ for ' +
        'custom work with structural changes; the average project is $67,500. Cabinets, ' +
        'appliances and whether plumbing or walls move decide where yours lands.',
    },
    {
      question: 'How long will our kitchen be out of service?',
      answer:
        'The build itself takes 6–12 weeks. Design, the permit and the cabinet lead time come ' +
        'first and overlap, so the kitchen stays usable until demolition day.',
    },
    {
      question: 'Do we need a permit?',
      answer:
        'Work that moves plumbing, gas or walls or adds circuits needs a building permit, and ' +
        'rules for smaller jobs vary from village to village. We prepare the drawings, file ' +
        'them, schedule the inspections and close the permit out when the work is done.',
    },
    {
      question: 'Can we live at home during the remodel?',
      answer:
        'Most families do. We seal the work area with zip walls, keep a clean path in and out, ' +
        'and help you set up a temporary kitchen with the refrigerator and a microwave in ' +
        'another room.',
    },
    {
      question: 'Can you take down the wall between the kitchen and family room?',
      answer:
        'Usually, yes. If the wall carries the floor or roof above, an engineer designs a beam ' +
        'and posts that carry the load to the foundation, and the building department approves ' +
        'the plan before we open the wall. Pipes or ducts inside it may need rerouting.',
    },
    {
      question: 'Should we choose stock, semi-custom or custom cabinets?',
      answer:
        'Stock lines come in fixed sizes and fewer finishes. Semi-custom adds sizes, finishes ' +
        'and modifications and suits most of our kitchens. Custom is built to the inch, allows ' +
        'inset doors and odd spaces, and has the longest lead time.',
    },
    {
      question: 'What warranty do we get?',
      answer:
        'We warrant our labor for 2 years. Cabinet manufacturer warranties typically run 5–10 ' +
        "years, and appliances and fixtures carry their makers' warranties, which we register " +
        'with you at handover.',
    },
  ],
  towns: [
    'scarsdale',
    'chappaqua',
    'larchmont',
    'rye',
    'white-plains',
    'armonk',
    'bronxville',
    'bedford',
    'katonah',
    'mount-kisco',
    'pleasantville',
    'briarcliff-manor',
    'irvington',
    'mamaroneck',
    'harrison',
    'pelham',
    'edgemont',
  ],
  related: [
    '/services/cabinets',
    '/services/countertops',
    '/services/flooring',
    '/guides/topics/kitchens',
    '/westchester/kitchens',
    '/gallery',
  ],
  cta: {
    title: 'Start with a free estimate',
    text:
      'Tell us about your kitchen and we will set up a visit to measure and talk through ' +
      'layout and budget, or meet you at the Chappaqua showroom to look at cabinets and ' +
      'stone in person.',
  },
} satisfies ServicePageContent
