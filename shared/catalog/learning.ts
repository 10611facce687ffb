import type { CatalogPage } from './types'

export type LearningSection = { slug: string; label: string; pages: readonly CatalogPage[] }

export const learningSections = [
  {
    slug: 'kitchens',
    label: 'Kitchens',
    pages: [
      {
        slug: 'layouts',
        label: 'Kitchen Layouts',
        title: 'Kitchen Layouts: Galley, L, U & Island Plans',
        heading: 'Kitchen Layouts: Galley, L-Shape, U-Shape and Island Plans',
        description:
          'How galley, L-shaped, U-shaped and island kitchens work, with the aisle widths, ' +
          'corner solutions and seating overhangs that decide which plan fits your room.',
      },
      {
        slug: 'materials-finishes',
        label: 'Kitchen Materials & Finishes',
        title: 'Kitchen Materials & Finishes Explained',
        heading: 'Kitchen Materials and Finishes',
        description:
          'Finishes for a working kitchen: painted or stained doors, honed or polished stone, ' +
          'porcelain or zellige backsplash, and hardware finishes that hold up to daily use.',
      },
      {
        slug: 'appliances-technology',
        label: 'Kitchen Appliances & Technology',
        title: 'Kitchen Appliances: Ranges, Hoods & Smart Tech',
        heading: 'Kitchen Appliances and Technology',
        description:
          'Before cabinets are ordered, settle induction or gas, panel-ready or freestanding ' +
          'refrigerators and drawer microwaves, then confirm cutout sizes and circuits.',
      },
      {
        slug: 'plumbing-electrical-ventilation',
        label: 'Kitchen Plumbing, Electrical & Venting',
        title: 'Kitchen Plumbing, Electrical & Ventilation Basics',
        heading: 'Kitchen Plumbing, Electrical and Ventilation',
        description:
          'Dedicated appliance circuits, GFCI countertop outlets, sink and gas line moves, and ' +
          'range hoods ducted outdoors, with makeup air where the code calls for it.',
      },
      {
        slug: 'workflow',
        label: 'Kitchen Workflow & Zones',
        title: 'Kitchen Workflow: Work Triangle & Prep Zones',
        heading: 'Kitchen Workflow: The Work Triangle and Work Zones',
        description:
          'Arrange sink, range and refrigerator in a work triangle, then add prep, cleanup, ' +
          'baking and coffee zones so two cooks can move without crossing paths.',
      },
    ],
  },
  {
    slug: 'bathrooms',
    label: 'Bathrooms',
    pages: [
      {
        slug: 'layouts',
        label: 'Bathroom Layouts',
        title: 'Bathroom Layouts: Primary, Hall & Powder Rooms',
        heading: 'Bathroom Layouts for Primary Baths, Hall Baths and Powder Rooms',
        description:
          'Clearances in front of the toilet and vanity, door swings, shower and tub ' +
          'arrangements, and when moving the toilet flange is worth the extra plumbing work.',
      },
      {
        slug: 'materials',
        label: 'Bathroom Materials',
        title: 'Bathroom Tile, Stone & Waterproofing Materials',
        heading: 'Bathroom Materials: Tile, Stone and Waterproofing',
        description:
          'Porcelain versus ceramic tile, slip resistance on shower floors, marble care, cement ' +
          'board versus foam board, and sheet or liquid membranes behind the tile.',
      },
      {
        slug: 'fixtures',
        label: 'Bathroom Fixtures',
        title: 'Bathroom Fixtures: Toilets, Vanities & Showers',
        heading: 'Bathroom Fixtures: Toilets, Vanities, Showers and Tubs',
        description:
          'Wall-hung or floor-mount toilets, single vanities 24–48 in and doubles 60–72 in wide, ' +
          'thermostatic shower valves, and freestanding or alcove tubs.',
      },
      {
        slug: 'plumbing-electrical-ventilation',
        label: 'Bath Plumbing, Electrical & Venting',
        title: 'Bathroom Plumbing, Electrical & Exhaust Fans',
        heading: 'Bathroom Plumbing, Electrical and Ventilation',
        description:
          'Drain slope for curbless showers, GFCI-protected outlets, heated floor circuits, and ' +
          'exhaust fans sized to the room and ducted outside rather than into the attic.',
      },
      {
        slug: 'workflow',
        label: 'Bathroom Workflow',
        title: 'Bathroom Workflow: Planning for Daily Routines',
        heading: 'Bathroom Workflow and Daily Use',
        description:
          'Plan a bath around who uses it each morning: separate vanity stations, a toilet ' +
          'alcove, towel hooks within reach of the shower, and storage at the point of use.',
      },
    ],
  },
  {
    slug: 'cabinetry',
    label: 'Cabinetry',
    pages: [
      {
        slug: 'construction',
        label: 'Cabinet Construction',
        title: 'Cabinet Construction: Face-Frame vs Frameless',
        heading: 'Cabinet Construction: Boxes, Drawers and Doors',
        description:
          'What separates cabinets that last: face-frame vs frameless boxes, plywood or ' +
          'particleboard sides, dovetail drawer boxes and soft-close undermount slides.',
      },
      {
        slug: 'finishes',
        label: 'Cabinet Finishes',
        title: 'Cabinet Finishes: Paint, Stain, Veneer & Laminate',
        heading: 'Cabinet Finishes',
        description:
          'Catalyzed paint, stained maple and oak, rift-cut white oak veneer and slab laminates ' +
          'compared for durability, touch-up, and how each ages near a sink or range.',
      },
      {
        slug: 'hardware',
        label: 'Cabinet Hardware',
        title: 'Cabinet Hardware: Pulls, Knobs, Hinges & Slides',
        heading: 'Cabinet Hardware: Pulls, Knobs, Hinges and Slides',
        description:
          'Pull lengths and placement, knobs or pulls by door size, concealed soft-close hinges, ' +
          'and full-extension slides rated for heavy pots and loaded pantry drawers.',
      },
      {
        slug: 'storage',
        label: 'Cabinet Storage Solutions',
        title: 'Cabinet Storage: Pull-Outs, Drawers & Pantries',
        heading: 'Cabinet Storage Solutions',
        description:
          'Deep drawers for pots, blind-corner pull-outs, tray dividers over the range, roll-out ' +
          'pantry shelves and trash pull-outs that make every cabinet reachable.',
      },
    ],
  },
  {
    slug: 'countertops',
    label: 'Countertops',
    pages: [
      {
        slug: 'comparison',
        label: 'Countertop Materials Compared',
        title: 'Countertop Comparison: Quartz, Granite, Marble',
        heading: 'Countertop Materials Compared',
        description:
          'Quartz, granite, marble, quartzite, soapstone and butcher block side by side on heat, ' +
          'stains, etching, sealing needs and the look each gives a kitchen.',
      },
      {
        slug: 'fabrication',
        label: 'Countertop Fabrication',
        title: 'Countertop Fabrication: Templates, Seams & Edges',
        heading: 'How Countertops Are Fabricated',
        description:
          'From digital template to CNC-cut slab: seam placement, book-matched veining, ' +
          'undermount sink cutouts, mitered edges and what happens at the fabrication shop.',
      },
      {
        slug: 'installation',
        label: 'Countertop Installation',
        title: 'Countertop Installation: What to Expect',
        heading: 'Countertop Installation Day, Step by Step',
        description:
          'Cabinets must be level before templating; on install day the slabs are set, seams ' +
          'epoxied, the sink clipped in, and the faucet and cooktop reconnected afterward.',
      },
      {
        slug: 'maintenance',
        label: 'Countertop Care',
        title: 'Countertop Care, Cleaning & Sealing',
        heading: 'Countertop Maintenance and Care',
        description:
          'Daily cleaning, when to reseal granite and marble, removing etch marks, avoiding heat ' +
          'damage on quartz, and oiling butcher block and soapstone over the years.',
      },
    ],
  },
  {
    slug: 'process',
    label: 'Remodeling Process',
    pages: [
      {
        slug: 'costs-budgets',
        label: 'Costs & Budgets',
        title: 'Remodeling Costs & Budgets: How to Plan',
        heading: 'Remodeling Costs and Budgets',
        description:
          'On our price guide a full kitchen remodel runs $45k–$85k and a full bath renovation ' +
          '$20k–$35k; see how labor, cabinets and hidden conditions shape a budget.',
      },
      {
        slug: 'permits-codes',
        label: 'Permits & Codes',
        title: 'Remodeling Permits & Building Codes',
        heading: 'Permits and Building Codes for Remodels',
        description:
          'Which work needs a building permit, what drawings the local building department asks ' +
          'for, and how plumbing, electrical and framing inspections fit in.',
      },
      {
        slug: 'scheduling',
        label: 'Scheduling',
        title: 'Remodel Scheduling: Lead Times & Milestones',
        heading: 'Scheduling a Remodel: Lead Times and Milestones',
        description:
          'Design 1–2 weeks, permits 2–4 weeks and custom cabinets 6–8 weeks before demolition: ' +
          'how a Westchester remodel is sequenced so crews are never left idle.',
      },
      {
        slug: 'quality-punch',
        label: 'Quality Checks & Punch List',
        title: 'Remodel Quality Checks & the Punch List',
        heading: 'Quality Checks and the Punch List',
        description:
          'What gets checked at rough-in, before drywall and before final payment, and how a ' +
          'punch list of paint touch-ups, door adjustments and caulk joints is closed out.',
      },
      {
        slug: 'workflow',
        label: 'Order of the Trades',
        title: 'Remodel Workflow: The Order Trades Work In',
        heading: 'Remodel Workflow: The Order of the Trades',
        description:
          'Demo, framing, rough plumbing and electrical, insulation, drywall, cabinets, ' +
          'counters, tile and trim: the order trades follow, and why jumping ahead costs time.',
      },
    ],
  },
  {
    slug: 'resources',
    label: 'Resources',
    pages: [
      {
        slug: 'glossary',
        label: 'Remodeling Glossary',
        title: 'Remodeling Glossary: Kitchen & Bath Terms',
        heading: 'Kitchen and Bath Remodeling Glossary',
        description:
          'Plain definitions of soffit, scribe, rough-in, toe kick, reveal, lippage, backer ' +
          "board, GFCI and other words you'll hear from contractors and designers.",
      },
      {
        slug: 'worksheets',
        label: 'Planning Worksheets',
        title: 'Remodel Planning Worksheets & Checklists',
        heading: 'Remodel Planning Worksheets',
        description:
          'Printable worksheets for measuring your room, listing must-haves, tracking selections ' +
          'and allowances, and comparing contractor bids line by line.',
      },
      {
        slug: 'faq',
        label: 'Remodeling FAQ',
        title: 'Kitchen & Bathroom Remodeling FAQ',
        heading: 'Frequently Asked Remodeling Questions',
        description:
          'Answers on how long a kitchen or bath takes, whether you can stay home during the ' +
          'work, who pulls the permits, and what the 2-year labor warranty covers.',
      },
    ],
  },
] as const satisfies readonly LearningSection[]
