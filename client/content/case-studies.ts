import type { CaseStudyContent } from './types'

export const caseStudyContent = [
  {
    slug: 'scarsdale-kitchen-remodel-white-shaker-marble-quartz',
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
    overview:
      'A Colonial Revival house in Scarsdale with a kitchen last redone in the early 1990s. We ' +
      'replaced honey-oak cabinets and speckled granite with white shaker cabinets and ' +
      'marble-look quartz, traded the peninsula for an island and moved the range to a ' +
      'outside wall, all in 6 weeks on site within a $75k–95k budget. Design, the permit and ' +
      'the cabinet order were finished before demolition began.',
    challenge: [
      'The kitchen had a window over the sink onto the back yard, but everything else ' +
        'worked against the family. Honey-oak raised-panel cabinets and ' +
        'speckled brown granite made the room dark, a fluorescent box light hummed overhead, ' +
        'and the range sat so close to the refrigerator that their doors collided.',
      'A peninsula cut the kitchen off from the breakfast area, so whoever cooked had their ' +
        'back to everyone else. The owners wanted a bright, classic kitchen that suited the ' +
        'house, a place for the children to do homework while dinner was made, and more ' +
        'counter to work on, without moving walls.',
      'At the site visit we found what we expect in a house of that age: plaster walls and ' +
        'ceiling, ungrounded outlets on shared circuits and a cast-iron drain that was rusting ' +
        'through below the sink. We priced replacing them from the start.',
    ],
    solution: [
      'The peninsula came out and a freestanding island took its place, with seating on the ' +
        'breakfast-room side and open floor all around it. The sink stayed under the window. ' +
        'The range moved to the outside wall so its hood could be ducted straight out, and the ' +
        'refrigerator went to the end of the run beside a tall pantry cabinet.',
      'Semi-custom white painted shaker cabinets run to the ceiling, finished with crown ' +
        'moulding that hides the dips of an old plaster ceiling. Marble-look quartz with an ' +
        'eased edge covers the perimeter and island, under a handmade-look white subway ' +
        'backsplash and polished nickel cup pulls and knobs.',
      'With the walls open, new circuits went to the island and counters with GFCI ' +
        'protection, the rusted cast-iron drain was replaced, and recessed LEDs, island ' +
        'pendants and under-cabinet lighting replaced the box light. The oak floor was ' +
        'patched where the peninsula stood and refinished through the whole room.',
    ],
    scope: [
      'Layout drawings, permit filing and inspections',
      'Floor protection, dust walls and demolition of cabinets, counters and peninsula',
      'Gas line extended to the range on the outside wall, with a ducted hood',
      'New kitchen circuits, GFCI protection, recessed, pendant and under-cabinet lighting',
      'Cast-iron drain section and supply lines replaced',
      'Plaster repairs and new drywall where walls were opened',
      'Oak floor patched and refinished',
      'Cabinet and island installation',
      'Quartz templating, fabrication and installation',
      'Backsplash tile, paint, hardware and appliance hookup',
    ],
    selections: [
      {
        item: 'Cabinets',
        choice: 'Semi-custom white painted shaker, full overlay, run to the ceiling',
      },
      { item: 'Island', choice: 'White shaker to match, with counter seating' },
      { item: 'Countertops', choice: 'Marble-look quartz with an eased edge' },
      { item: 'Backsplash', choice: 'White handmade-look subway tile' },
      { item: 'Hardware', choice: 'Polished nickel cup pulls and knobs' },
      {
        item: 'Sink and faucet',
        choice: 'Undermount stainless single-bowl sink, polished nickel bridge faucet',
      },
      { item: 'Range and hood', choice: 'Gas range under a stainless hood ducted outside' },
      {
        item: 'Lighting',
        choice: 'Recessed LEDs, two glass pendants over the island, under-cabinet strips',
      },
      { item: 'Flooring', choice: 'Existing oak, patched and refinished in a natural tone' },
    ],
    timeline: [
      {
        name: 'Week 1',
        text:
          'Protection and dust walls up, old kitchen and peninsula removed, new layout marked ' +
          'on the floor, rough plumbing started.',
      },
      {
        name: 'Week 2',
        text:
          'Gas line, new circuits and hood duct run; cast-iron drain replaced; rough ' +
          'inspections passed.',
      },
      {
        name: 'Week 3',
        text:
          'Plaster repaired and drywall finished, oak floor patched, sanded and finished; ' +
          'cabinets delivered at the end of the week.',
      },
      {
        name: 'Week 4',
        text: 'Cabinets and island installed and scribed; countertops templated.',
      },
      {
        name: 'Week 5',
        text: 'Quartz installed, sink and faucet connected, backsplash tiled and grouted.',
      },
      {
        name: 'Week 6',
        text:
          'Appliances, pendants and hardware installed, paint touched up, final inspection ' +
          'passed and walkthrough with the family.',
      },
    ],
    quote: {
      text:
        'They warned us about the old drain pipe before we signed, and it was the only ' +
        'surprise we had. The children do their homework at the island every night now.',
      attribution: 'Homeowner, Scarsdale',
      sample: true,
    },
  },
  {
    slug: 'chappaqua-kitchen-remodel-navy-island-open-concept',
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
    overview:
      'A center-hall colonial in Chappaqua, a short drive from our Memorial Dr showroom, where ' +
      'a bearing wall kept the kitchen apart from the family room. We replaced the wall with a ' +
      'beam hidden in the ceiling and built an open-concept kitchen around a navy-painted ' +
      'island with seating, in 8 weeks for $90k–115k.',
    challenge: [
      'The kitchen sat behind a wall with one doorway into the family room. Cherry cabinets, ' +
        'laminate counters and a dropped ceiling with fluorescent panels dated it, and from ' +
        'the sink the parents could not see their children in the next room.',
      'The family wanted one open room with an island for eating and homework, a color that ' +
        'felt like theirs rather than all white, and enough storage to make up for the wall ' +
        'cabinets that would go with the wall.',
      'That wall carried the second-floor joists, and a heating duct and a plumbing vent ran ' +
        'up inside it. Taking it out meant an engineered beam, a permit with stamped ' +
        'drawings, and new routes for both.',
    ],
    solution: [
      'An engineer sized a flush beam that sits within the ceiling, so no soffit drops into ' +
        'the open room, with posts carrying the load down to the foundation. We rerouted the ' +
        'heating duct through the basement and the vent into a new chase beside the pantry ' +
        'wall, and the building department inspected the framing before it was closed.',
      'The island is the center of the room: shaker cabinets painted navy, a sink and ' +
        'dishwasher facing the family room, and stools on the far side. Perimeter cabinets ' +
        'are soft white shaker, with a wall of tall pantry cabinets around the refrigerator ' +
        'replacing the lost uppers.',
      'The dropped ceiling came down for a flat drywall ceiling with recessed LEDs and brass ' +
        'pendants over the island. New white oak was laced into the family room floor so one ' +
        'floor runs through, and white quartz, zellige-style tile and brushed brass hardware ' +
        'tie the two rooms together.',
    ],
    scope: [
      'Structural drawings by an engineer, permit filing and inspections',
      'Demolition of the kitchen, the dropped ceiling and the bearing wall, with shoring',
      'Flush beam and posts to the foundation',
      'Heating duct and plumbing vent rerouted',
      'Island sink and dishwasher plumbing, range hood ducted outside',
      'New circuits, recessed lighting and island pendants',
      'Flat drywall ceiling and wall repairs',
      'White oak flooring laced into the family room and finished to match',
      'Cabinet, island and pantry wall installation',
      'Quartz countertops, backsplash, paint and appliance hookup',
    ],
    selections: [
      { item: 'Island', choice: 'Navy-painted shaker island with sink and counter seating' },
      { item: 'Perimeter cabinets', choice: 'Semi-custom soft white painted shaker' },
      { item: 'Pantry wall', choice: 'Floor-to-ceiling pantry cabinets around the refrigerator' },
      { item: 'Countertops', choice: 'White quartz with a soft gray vein' },
      { item: 'Backsplash', choice: 'White zellige-style tile' },
      { item: 'Hardware', choice: 'Brushed brass pulls and knobs' },
      { item: 'Sink and faucet', choice: 'Undermount stainless sink, brushed brass faucet' },
      { item: 'Lighting', choice: 'Recessed LEDs and brass pendants over the island' },
      { item: 'Flooring', choice: 'Site-finished white oak laced into the existing oak' },
    ],
    timeline: [
      {
        name: 'Week 1',
        text:
          'Protection up, kitchen and dropped ceiling removed, temporary shoring walls built ' +
          'on both sides of the bearing wall.',
      },
      {
        name: 'Week 2',
        text:
          'Wall removed, beam and posts installed, heating duct and vent rerouted; framing ' +
          'inspected.',
      },
      {
        name: 'Week 3',
        text: 'Island plumbing, gas, new circuits and hood duct run; rough inspections passed.',
      },
      {
        name: 'Week 4',
        text: 'Insulation, flat drywall ceiling and wall repairs, taped and primed.',
      },
      {
        name: 'Week 5',
        text: 'White oak laced in, sanded and finished across both rooms; cabinets delivered.',
      },
      {
        name: 'Week 6',
        text: 'Perimeter cabinets, pantry wall and island installed; countertops templated.',
      },
      {
        name: 'Week 7',
        text: 'Quartz installed, island sink and dishwasher connected, backsplash tiled.',
      },
      {
        name: 'Week 8',
        text:
          'Pendants, appliances and hardware installed, paint finished, final inspection ' +
          'passed and walkthrough.',
      },
    ],
    quote: {
      text:
        'We can finally see the kids from the sink. Being able to drop into the showroom on ' +
        'the way home made choosing the navy much less nerve-racking.',
      attribution: 'Homeowner, Chappaqua',
      sample: true,
    },
  },
  {
    slug: 'larchmont-kitchen-remodel-gourmet-custom-cabinets-professional',
    before: {
      id: 'larchmont-kitchen-before',
      alt:
        'Before: a Larchmont kitchen with dark-stained 1970s cabinets, short counters broken ' +
        'up by a radiator, an electric coil range and a microwave hood above it',
    },
    after: {
      id: 'larchmont-kitchen-after',
      alt:
        'After: warm white inset cabinets, a professional range under a plaster-finish hood, ' +
        'a quartzite slab backsplash and a white oak island with a prep sink',
    },
    overview:
      'A Tudor in Larchmont whose owners cook most nights and entertain often. We built a ' +
      "cook's kitchen with custom inset cabinets, a professional range under a ducted hood " +
      'with makeup air, two sinks and long runs of prep space, in 9 weeks at $110k–140k.',
    challenge: [
      'The kitchen dated from a 1970s update: dark-stained cabinets, an electric coil range ' +
        'under a microwave that only recirculated the air, and counters broken into short ' +
        'pieces by a radiator and the back door. Two people could not work at once.',
      'The owners wanted a professional gas range with real ventilation, a prep sink apart ' +
        'from the cleanup sink, storage sized for sheet pans, stockpots and spices, and ' +
        "cabinetry that looked as if it belonged with the house's original woodwork.",
      'Behind that wish list sat the hard parts. The gas line was too small for a ' +
        'professional range, there was no duct route, a hood that size needs makeup air ' +
        'under the residential code, and the plaster walls were far from plumb.',
    ],
    solution: [
      'We kept the cleanup sink under the window and centered the range on the outside wall, ' +
        'where its hood ducts straight out and a makeup-air damper opens whenever the hood ' +
        'runs. The radiator gave way to a toe-kick heater on the same heating loop, which ' +
        'freed a continuous counter run. An island with the prep sink faces the range.',
      'A custom shop built painted inset cabinets with beaded face frames to match the ' +
        'house, scribed to the walls on site, with a stained white oak island, panel-ready ' +
        'refrigerator and freezer columns and deep drawers for pots. Honed quartzite covers ' +
        'the counters and runs up the wall behind the range.',
      'A larger gas line was run from the meter, the kitchen got new dedicated circuits, and ' +
        'white oak went down in herringbone before the cabinets arrived. Lead-safe practices ' +
        'were followed through demolition because of the age of the paint.',
    ],
    scope: [
      'Design, hood and makeup-air sizing, permit filing and inspections',
      'Lead-safe demolition to plaster, lath and subfloor',
      'Larger gas line from the meter to the range',
      'Hood duct and makeup-air duct through the exterior wall',
      'Radiator removed and toe-kick heater connected to the heating loop',
      'Plumbing for cleanup and prep sinks; new circuits and lighting',
      'Insulation, drywall and plaster repair',
      'White oak herringbone floor installed and finished',
      'Custom inset cabinet and island installation',
      'Quartzite countertops and backsplash, appliances and hardware',
    ],
    selections: [
      {
        item: 'Cabinets',
        choice: 'Custom painted inset cabinets in warm white, beaded face frames',
      },
      { item: 'Island', choice: 'Stained white oak with a prep sink' },
      { item: 'Range', choice: 'Professional dual-fuel range' },
      { item: 'Hood', choice: 'Custom plaster-finish hood, ducted outside, with makeup air' },
      { item: 'Countertops', choice: 'Honed quartzite' },
      {
        item: 'Backsplash',
        choice: 'Quartzite slab behind the range, cream handmade tile elsewhere',
      },
      {
        item: 'Sinks',
        choice: 'Fireclay apron-front cleanup sink, stainless prep sink in the island',
      },
      { item: 'Refrigeration', choice: 'Panel-ready refrigerator and freezer columns' },
      { item: 'Hardware', choice: 'Unlacquered brass bin pulls and latches' },
      { item: 'Flooring', choice: 'White oak laid in herringbone' },
    ],
    timeline: [
      {
        name: 'Week 1',
        text: 'Lead-safe setup and protection, demolition to plaster, lath and subfloor.',
      },
      {
        name: 'Week 2',
        text:
          'Framing corrections, radiator removed, rough plumbing for both sinks and the ' +
          'toe-kick heater.',
      },
      {
        name: 'Week 3',
        text: 'New gas line, circuits, hood duct and makeup-air duct run through the wall.',
      },
      {
        name: 'Week 4',
        text: 'Rough inspections passed, insulation, drywall and plaster repairs.',
      },
      {
        name: 'Week 5',
        text: 'Herringbone floor installed, sanded and finished.',
      },
      {
        name: 'Week 6',
        text: 'Custom cabinets delivered and installation begun on the range wall.',
      },
      {
        name: 'Week 7',
        text: 'Cabinets and island finished and scribed; quartzite templated.',
      },
      {
        name: 'Week 8',
        text: 'Quartzite counters and backsplash set, sinks connected, tile installed.',
      },
      {
        name: 'Week 9',
        text:
          'Range, hood and refrigeration installed, hardware fitted, final inspections passed ' +
          'and walkthrough.',
      },
    ],
    quote: {
      text:
        'We both cook, and for the first time we can do it at the same time without tripping ' +
        'over each other. The hood actually pulls the smoke out.',
      attribution: 'Homeowner, Larchmont',
      sample: true,
    },
  },
  {
    slug: 'rye-primary-bathroom-remodel-curbless-shower-heated-floor',
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
    overview:
      'A primary bathroom in a shingle-style house in Rye, rebuilt around a curbless walk-in ' +
      'shower with a linear drain and electric radiant heat under porcelain tile. The work ' +
      'took 6 weeks on site and came in within a $50k–65k budget.',
    challenge: [
      'The bath had last been remodeled in the 1980s. An almond whirlpool on a tiled platform ' +
        'took up most of the room and had not been used in years, while the stall shower ' +
        'beside it was cramped, had a curb to step over and a brass-framed door.',
      'The owners wanted a large shower they could walk straight into now and in later ' +
        'years, a floor that was warm in winter, two sinks, and surfaces that were easy to ' +
        'keep clean. The exhaust fan was ducted into the attic rather than outside.',
      'A curbless shower needs its floor lower than the rest of the room, so the floor ' +
        'framing decided what was possible. We cut a small opening in the ceiling below to ' +
        'see the joists before quoting, and patched it as part of the job.',
    ],
    solution: [
      'The whirlpool, platform and old stall came out, and the shower took their place along ' +
        'the outside wall. We reinforced the joists and lowered the subfloor within the ' +
        'shower area, so the sloped pan meets the bathroom floor without a step, draining to ' +
        'a linear drain along the back wall.',
      'A waterproof membrane covers the shower walls and the whole floor. An electric ' +
        'radiant mat on its own GFCI circuit and programmable thermostat runs under ' +
        'large-format marble-look porcelain, which continues up the shower walls around a ' +
        'tiled niche. A fixed glass panel keeps the spray in without a door.',
      'A floating white oak double vanity with a quartz top and lighted mirrors fills the ' +
        'wall where the old vanity stood. The new fan has a humidity sensor and is ducted ' +
        'through the roof, and the ceiling below was patched and painted.',
    ],
    scope: [
      'Design, permit filing and inspections',
      'Demolition of the whirlpool, platform, stall shower, tile and vanity',
      'Joists reinforced and shower subfloor recessed',
      'Drain, supply lines and thermostatic valve relocated',
      'Dedicated circuit for the heated floor; new lighting and GFCI outlets',
      'Exhaust fan ducted through the roof',
      'Backer board, waterproof membrane and flood test',
      'Heated floor mat, porcelain floor and wall tile',
      'Double vanity, toilet, fixtures and fixed glass panel',
      'Ceiling below patched and painted',
    ],
    selections: [
      { item: 'Shower', choice: 'Curbless walk-in shower with a fixed glass panel' },
      { item: 'Drain', choice: 'Brushed nickel linear drain along the back wall' },
      {
        item: 'Floor',
        choice: 'Electric radiant heat under large-format marble-look porcelain tile',
      },
      { item: 'Walls', choice: 'Matching marble-look porcelain with a tiled niche' },
      {
        item: 'Shower fittings',
        choice: 'Thermostatic valve, rain head and handheld on a slide bar, brushed nickel',
      },
      { item: 'Vanity', choice: 'Floating white oak double vanity with a white quartz top' },
      { item: 'Mirrors', choice: 'Lighted mirrors above each sink' },
      { item: 'Ventilation', choice: 'Quiet exhaust fan with a humidity sensor, ducted outside' },
    ],
    timeline: [
      {
        name: 'Week 1',
        text: 'Protection up; whirlpool, platform, stall shower, tile and vanity removed.',
      },
      {
        name: 'Week 2',
        text:
          'Joists reinforced, shower subfloor recessed, drain and valve moved, circuits and ' +
          'fan duct run; rough inspections passed.',
      },
      {
        name: 'Week 3',
        text:
          'Backer board and membrane installed, pan sloped to the linear drain and ' +
          'flood-tested.',
      },
      {
        name: 'Week 4',
        text:
          'Heated mat tested and set in thinset, floor and wall tile installed; glass ' +
          'measured once the tile was set.',
      },
      {
        name: 'Week 5',
        text: 'Grout and sealing, vanity and top, toilet and shower trim installed.',
      },
      {
        name: 'Week 6',
        text:
          'Glass panel and mirrors installed, ceiling below finished, final inspection passed ' +
          'and walkthrough.',
      },
    ],
    quote: {
      text:
        'No step into the shower and a warm floor in February. We should have done this years ' +
        'ago instead of keeping a tub nobody used.',
      attribution: 'Homeowner, Rye',
      sample: true,
    },
  },
  {
    slug: 'white-plains-hall-bathroom-remodel-tub-to-shower',
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
    overview:
      'The hall bathroom of a 1940s colonial in White Plains, used by two teenagers and ' +
      'guests. We replaced the tub with a walk-in shower behind a glass panel, added a tiled ' +
      'niche and a new vanity, and finished in 4 weeks on a $25k–35k budget.',
    challenge: [
      'The bathroom still had its original tub, by then worn through the finish, with ' +
        'sliding glass doors whose track never came clean. Pink wall tile, a small vanity ' +
        'with a cultured marble top and a window as the only ventilation completed the ' +
        'picture.',
      'Nobody in the house took baths, and the primary bath upstairs already had a tub, so ' +
        'a shower made sense for resale as well as daily use. The owners wanted it easy to ' +
        'clean, with somewhere to put bottles and more storage at the sink.',
      'Under the tile we expected a thick mortar bed and galvanized supply pipe, and found ' +
        'both. The drain had to move from the end of the tub to the center of the new shower ' +
        'floor.',
    ],
    solution: [
      'The tub came out and the drain was moved to the center of the shower. The pan is a ' +
        'mortar bed sloped to the drain over a waterproof liner with a low curb, which kept ' +
        'the framing as it was and the budget where the owners wanted it. It held water ' +
        'overnight in the flood test before tile.',
      'Cement board and a liquid waterproof membrane cover the shower walls, finished in ' +
        'white subway tile with a niche framed between the studs. A matte gray porcelain ' +
        'hexagon mosaic runs across the floor and into the shower, and a fixed glass panel ' +
        'replaced the sliding doors.',
      'The galvanized pipe was replaced, a pressure-balancing valve with a handheld was ' +
        'installed, and an exhaust fan on a timer switch now vents outside. A wider navy ' +
        'vanity with drawers and a quartz top, and sconces beside the mirror, finish the room.',
    ],
    scope: [
      'Permit filing and inspections',
      'Demolition of the tub, wall tile, mortar-bed floor and vanity',
      'Drain moved to the center of the shower; galvanized supply lines replaced',
      'Pressure-balancing shower valve installed',
      'Exhaust fan ducted outside, new GFCI outlet and sconces',
      'Cement board, waterproof membrane, mortar-bed shower pan and flood test',
      'Wall, niche and floor tile',
      'Vanity, toilet, fixtures and fixed glass panel',
    ],
    selections: [
      { item: 'Shower', choice: 'Walk-in shower with a low curb and a fixed glass panel' },
      { item: 'Wall tile', choice: 'White subway tile' },
      { item: 'Floor tile', choice: 'Matte gray porcelain hexagon mosaic' },
      { item: 'Niche', choice: 'Tiled niche framed between the studs' },
      {
        item: 'Shower fittings',
        choice: 'Pressure-balancing valve with showerhead and handheld, chrome',
      },
      { item: 'Vanity', choice: 'Navy painted single vanity with drawers and a quartz top' },
      { item: 'Lighting', choice: 'Sconces on either side of the mirror' },
      { item: 'Ventilation', choice: 'Exhaust fan on a timer switch, ducted outside' },
    ],
    timeline: [
      {
        name: 'Week 1',
        text:
          'Protection up, tub, tile and mortar bed removed, drain moved and supply lines ' +
          'replaced, fan duct run; rough inspections passed.',
      },
      {
        name: 'Week 2',
        text: 'Cement board and membrane installed, shower pan built and flood-tested overnight.',
      },
      {
        name: 'Week 3',
        text: 'Floor, wall and niche tile set and grouted; glass measured.',
      },
      {
        name: 'Week 4',
        text:
          'Vanity, toilet and fixtures installed, paint finished, glass panel set, final ' +
          'inspection passed and walkthrough.',
      },
    ],
    quote: {
      text:
        'Four weeks, start to finish, and the crew cleaned up every day. The kids actually ' +
        'keep the bathroom tidy now that there is a drawer for everything.',
      attribution: 'Homeowner, White Plains',
      sample: true,
    },
  },
] satisfies CaseStudyContent[]
