import type { DocContent } from '../types'

/** The renovation encyclopedia: bathroom pages (/learning/bathrooms/...). */
export const bathroomLearning = [
  {
    id: 'bathrooms/layouts',
    sections: [
      {
        heading: 'Clearances: the code minimum and what feels right',
        blocks: [
          {
            kind: 'p',
            text:
              'A bathroom plan starts with the space each fixture needs around it. The ' +
              'residential code sets minimums; they keep a room legal but can feel tight, so ' +
              'where the room allows we plan a few inches more. These distances are measured ' +
              'to finished surfaces, so tile and a vanity side panel count.',
          },
          {
            kind: 'table',
            caption: 'Bathroom clearances',
            columns: ['Item', 'Residential code minimum', 'What we aim for'],
            rows: [
              ['Toilet center to a side wall or fixture', '15 in', '16–18 in'],
              ['Clear space in front of the toilet', '21 in', '30 in or more'],
              ['Clear space in front of a sink or vanity', '21 in', '30 in or more'],
              ['Shower interior', '30 x 30 in (900 sq in)', '36 x 48 in or larger'],
              ['Clear space in front of the shower entry', '24 in', '30 in or more'],
              ['Between sink centers on a double vanity', '—', '30 in or more'],
              ['Toilet room width', '30 in (15 in each side)', '36 in'],
            ],
          },
          {
            kind: 'p',
            text:
              'Headroom also matters. Bathrooms tucked under stairs or eaves need enough ' +
              'ceiling height over the toilet, in front of it and at the showerhead, so a ' +
              'sloped ceiling is measured before the fixtures are placed.',
          },
        ],
      },
      {
        heading: 'Primary baths, hall baths and powder rooms',
        blocks: [
          {
            kind: 'p',
            text:
              'A primary bath usually wants two sinks, a shower large enough for a bench, good ' +
              'storage and, where space allows, a toilet in its own room. Whether to keep a ' +
              'tub is a household decision; many couples give up a rarely used tub for a ' +
              'larger shower, while families with young children keep one somewhere in the ' +
              'house.',
          },
          {
            kind: 'p',
            text:
              'The hall bath in many houses is the familiar room of about 5 by 8 feet: a ' +
              '60-inch tub across the back wall, with the toilet and vanity side by side along ' +
              'one long wall. It serves children and guests, so durable surfaces and a tub ' +
              'with a shower above still suit it. Converting that tub to a walk-in shower uses ' +
              'the same footprint and plumbing wall.',
          },
          {
            kind: 'p',
            text:
              'A powder room needs only a toilet and a small sink. A wall-hung sink or a ' +
              'compact vanity leaves room to stand, and a powder room can often fit into a ' +
              'former coat closet or the space under a stair if the clearances and headroom ' +
              'work. Place it off a hall rather than opening straight into the kitchen or ' +
              'dining room.',
          },
        ],
      },
      {
        heading: 'Door swings and the first view',
        blocks: [
          {
            kind: 'p',
            text:
              'A door that hits the toilet or the vanity, or traps you between the door and ' +
              'the tub, makes any bathroom feel smaller. We draw the swing on every plan. ' +
              'Where a door cannot swing in, it can swing out into a wide enough hall, or ' +
              'slide into a pocket in a wall that has no pipes or wires in it. Barn doors save ' +
              'space but leave gaps at the edges, which matters for privacy and sound.',
          },
          {
            kind: 'p',
            text:
              'Hinged shower doors must open outward, into the bathroom, so someone who falls ' +
              'inside can still be reached; that swing needs its own clear space. Think about ' +
              'what you see when the door opens: a vanity or a window is a better first view ' +
              'than the toilet.',
          },
        ],
      },
      {
        heading: 'Shower and tub arrangements',
        blocks: [
          {
            kind: 'list',
            items: [
              'Tub and shower combination in a 60-inch alcove: the most compact way to have ' +
                'both.',
              'Walk-in shower with a fixed glass panel and no door: easy to clean, but it ' +
                'needs enough length, often 60 inches or more, for the spray to stay behind ' +
                'the panel.',
              'Separate tub and shower: the classic primary bath, and the one that needs the ' +
                'most floor space.',
              'Wet room: the shower and a freestanding tub share one waterproofed area ' +
                'behind glass, which saves floor space in a primary bath.',
              'Tub on a tiled platform: space for bath products and a seat, but the deck ' +
                'must be waterproofed and the tub motor or drain reachable.',
            ],
          },
          {
            kind: 'p',
            text:
              'Wherever the shower goes, put the valve where you can reach it from outside the ' +
              'spray, so the water can warm up before you step in.',
          },
        ],
      },
      {
        heading: 'When moving the toilet is worth it',
        blocks: [
          {
            kind: 'p',
            text:
              'The toilet is the hardest fixture to move. Its 3-inch drain must keep its slope ' +
              'all the way to the stack, must be vented, and has to run with the floor joists ' +
              'or through them within strict notching and boring limits. On an upper floor, ' +
              'the ceiling below is opened; on a slab, the concrete is cut. A move of an inch ' +
              'or two can sometimes be made with an offset flange, but anything larger is real ' +
              'plumbing work.',
          },
          {
            kind: 'p',
            text:
              'It is usually worth it when the move creates a toilet room, brings a cramped ' +
              'toilet up to comfortable clearance, or frees a wall for a double vanity. It is ' +
              'rarely worth it to gain a few inches of counter. In condominiums and co-ops, ' +
              "moving a wet fixture may also need the board's approval.",
          },
          {
            kind: 'checklist',
            title: 'Before you move a fixture',
            items: [
              'Which way do the floor joists run under the bathroom?',
              'Where is the main stack, and can a new drain reach it with slope?',
              'Is the ceiling below finished, and can it be opened and patched?',
              'Does the new spot still meet every clearance in the table above?',
              'Does the building or association have rules about moving plumbing?',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can our hall bath tub become a walk-in shower?',
        answer:
          'In most cases, yes. The drain moves a short distance and the shower can reuse the ' +
          "tub's wall and plumbing. Keep at least one tub in the house if young children live " +
          'there or resale to families matters to you.',
      },
      {
        question: 'Does a separate toilet room need its own fan?',
        answer:
          'Yes. An enclosed toilet room needs its own ventilation, either an exhaust fan ' +
          'ducted outdoors or an operable window, and it still needs 30 inches of width and ' +
          'space in front of the toilet.',
      },
      {
        question: 'Is a pocket door a good idea for a small bathroom?',
        answer:
          'It frees the swing space, which helps in tight rooms. The wall must be free of ' +
          'pipes and wiring where the door slides in, and a quality frame with soft-close ' +
          'hardware makes daily use far better.',
      },
    ],
    related: [
      '/learning/bathrooms/fixtures',
      '/learning/bathrooms/plumbing-electrical-ventilation',
      '/guides/topics/bathrooms',
      '/services/bathrooms',
      '/learning/process/costs-budgets',
      '/gallery/white-plains-hall-bathroom-remodel-tub-to-shower',
    ],
  },
  {
    id: 'bathrooms/materials',
    sections: [
      {
        heading: 'What a bathroom asks of its materials',
        blocks: [
          {
            kind: 'p',
            text:
              'A bathroom is a wet room that is heated, steamed and cleaned every day. Its ' +
              'surfaces work as a system: a backer board fastened to the framing, a waterproof ' +
              'membrane, the thinset mortar, the tile, the grout and, at every inside corner ' +
              'and change of plane, a flexible sealant instead of grout. Each layer has to ' +
              'suit the next. Beautiful tile over the wrong backer board or an untested ' +
              'membrane is where most bathroom failures start, and they rarely show until ' +
              'water has been getting into the wall for months.',
          },
        ],
      },
      {
        heading: 'Porcelain, ceramic and natural stone',
        blocks: [
          {
            kind: 'p',
            text:
              'Porcelain is made from finer clay fired hotter than ceramic, so it is denser ' +
              'and absorbs 0.5 percent or less of its weight in water. It works on floors, ' +
              'walls and shower floors and comes in large formats. Ceramic is softer and ' +
              'easier to cut, and its glazed face is ideal on walls. Natural stone brings real ' +
              'variation, but each stone behaves differently.',
          },
          {
            kind: 'table',
            caption: 'Bathroom tile and stone',
            columns: ['Material', 'Where it suits', 'Strengths', 'Watch for'],
            rows: [
              [
                'Porcelain',
                'Floors, walls, shower floors',
                'Dense, stain-resistant, no sealing',
                'Hard to cut; large tiles need a very flat substrate',
              ],
              [
                'Glazed ceramic',
                'Walls and wainscot',
                'Wide color range, easy to cut',
                'Softer body; check the floor rating before use underfoot',
              ],
              [
                'Marble',
                'Walls, vanity tops, floors',
                'Depth and veining',
                'Etches and stains; needs sealing',
              ],
              [
                'Limestone, travertine',
                'Floors and walls',
                'Soft, natural texture',
                'Porous; filled travertine can open up over time',
              ],
              [
                'Glass mosaic',
                'Accents, niches',
                'Does not absorb water',
                'Shows thinset behind it; needs white mortar',
              ],
            ],
          },
          {
            kind: 'tip',
            title: 'Flat walls for large tile',
            text:
              'Tiles with any side of 15 inches or more need a flatter substrate than small ' +
              'tile does. We check walls and floors with a long straightedge and correct them ' +
              'before tile, because lippage, one edge standing proud of the next, cannot be ' +
              'fixed afterward.',
          },
        ],
      },
      {
        heading: 'Slip resistance on shower floors',
        blocks: [
          {
            kind: 'p',
            text:
              'Wet floors are where falls happen. The tile industry measures grip with a wet ' +
              'dynamic coefficient of friction (DCOF), and the American tile standard calls ' +
              'for at least 0.42 for level interior floors expected to be walked on wet. A ' +
              'shower floor needs more than a passing number. Small mosaics of about 2 inches ' +
              'give grip through their many grout joints and follow the slope to a center ' +
              'drain. Larger tiles on a shower floor suit a linear drain, which lets the floor ' +
              'slope in one direction, and with a textured or matte surface. Polished marble ' +
              'on a shower floor is a poor choice however beautiful it looks in the showroom.',
          },
        ],
      },
      {
        heading: 'Marble care',
        blocks: [
          {
            kind: 'p',
            text:
              'Marble is mostly calcite, which reacts with acid. Lemon, vinegar, many bathroom ' +
              'cleaners and some cosmetics leave dull etch marks on a polished surface; a ' +
              'honed finish shows them less. A penetrating sealer slows stains but does not ' +
              'stop etching. Test the sealer by dripping water on the stone: if it darkens ' +
              'within a few minutes, it is time to reseal. Clean with a pH-neutral stone ' +
              'cleaner, wipe up hair dye and cosmetics quickly, and keep glass bottles off the ' +
              'counter where they leave rings.',
          },
        ],
      },
      {
        heading: 'Backer boards and waterproof membranes',
        blocks: [
          {
            kind: 'p',
            text:
              'Cement board is heavy and durable but not waterproof; water passes through it, ' +
              'so a membrane goes over it in wet areas. Foam boards are light, cut with a ' +
              'knife, and waterproof in themselves once their seams and screw heads are sealed ' +
              "with the maker's banding. Moisture-resistant drywall is fine on bathroom walls " +
              'outside the shower, but it does not belong inside one.',
          },
          {
            kind: 'table',
            caption: 'Shower substrates and membranes',
            columns: ['System', 'How it works', 'Notes'],
            rows: [
              [
                'Cement board with liquid membrane',
                'Two coats rolled on to a set wet thickness',
                'Familiar and flexible; coat thickness must be checked',
              ],
              [
                'Cement board with sheet membrane',
                'Fabric-faced sheet set in thinset',
                'Even thickness; many seams to overlap',
              ],
              [
                'Foam board system',
                'Waterproof boards with sealed seams',
                "Light and fast; use one maker's parts throughout",
              ],
              [
                'Traditional mortar bed and liner',
                'Sloped mortar over a liner with weep holes',
                'Proven; slower, and the liner must not be punctured',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Two waterproof layers in the same wall, such as plastic sheeting behind a board ' +
              'with a membrane on its face, can trap moisture between them, so we follow one ' +
              "maker's instructions for the whole assembly. Steam showers need a membrane " +
              'rated for vapor as well as water. Before any tile is set, we plug the drain and ' +
              'flood the shower pan for 24 hours, and many building departments inspect it too.',
          },
          {
            kind: 'checklist',
            title: 'Ask your contractor about waterproofing',
            items: [
              'Which board and membrane go behind the shower tile?',
              'Are the niche, bench and window returns waterproofed too?',
              'Will the shower pan be flood-tested before tile?',
              'Where will flexible sealant be used instead of grout?',
              'Is the grout cement, epoxy or urethane, and does it need sealing?',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Is porcelain better than ceramic?',
        answer:
          'For floors and showers, usually, because it is denser and absorbs less water. For ' +
          'walls, glazed ceramic performs just as well, costs less to cut and set, and offers ' +
          'colors and handmade looks porcelain does not.',
      },
      {
        question: 'Does porcelain tile need sealing?',
        answer:
          'Porcelain itself does not. Cement grout between the tiles does, both when it is new ' +
          'and again every year or two in a busy shower; epoxy grout does not need sealing.',
      },
      {
        question: 'Can we use marble on the shower floor?',
        answer:
          'Honed marble mosaics can work on a shower floor with regular sealing and gentle ' +
          'cleaners, and they will change with time. Polished marble is too slippery for a wet ' +
          'floor.',
      },
    ],
    related: [
      '/learning/bathrooms/plumbing-electrical-ventilation',
      '/blog/large-format-tile-floors',
      '/blog/choosing-remodeling-materials',
      '/services/bathrooms',
      '/learning/process/costs-budgets',
    ],
  },
  {
    id: 'bathrooms/fixtures',
    sections: [
      {
        heading: 'Toilets: floor-mount or wall-hung',
        blocks: [
          {
            kind: 'p',
            text:
              'Most toilets bolt to a flange in the floor. One-piece models have no seam ' +
              'between tank and bowl to clean; skirted models hide the trapway behind smooth ' +
              'sides. Elongated bowls are about 2 inches longer than round ones and more ' +
              'comfortable for most adults, though round bowls still suit tight powder rooms. ' +
              'Comfort-height toilets put the seat at 17 to 19 inches, close to chair height. ' +
              'Measure the rough-in, the distance from the finished wall to the center of the ' +
              'flange: 12 inches is standard, but older houses sometimes have 10 or 14.',
          },
          {
            kind: 'p',
            text:
              'Federal rules cap toilets at 1.6 gallons per flush, and WaterSense models use ' +
              '1.28 or less. A bidet seat needs a GFCI-protected outlet beside the toilet, ' +
              'which is easy to add during rough-in and awkward afterward.',
          },
          {
            kind: 'table',
            caption: 'Floor-mount and wall-hung toilets',
            columns: ['', 'Floor-mount', 'Wall-hung'],
            rows: [
              ['Tank', 'Visible on the bowl', 'Inside the wall on a steel carrier'],
              ['Wall needed', 'Any', 'Deeper wall or a framed chase'],
              ['Seat height', 'Fixed by the model', 'Set during installation'],
              ['Cleaning', 'Around the base', 'Open floor underneath'],
              ['Service', 'Parts at the tank', 'Through the flush plate opening'],
              ['When to decide', 'Any time', 'Before framing'],
            ],
          },
        ],
      },
      {
        heading: 'Vanities and sinks',
        blocks: [
          {
            kind: 'p',
            text:
              'Single vanities run 24 to 48 inches wide and doubles 60 to 72 inches. Below 60 ' +
              'inches, two sinks leave too little counter between them; a single sink on a ' +
              '48-inch vanity often serves two people better than two sinks crowded together. ' +
              'Standard depth is about 21 inches, with 18-inch models for narrow rooms. Vanity ' +
              'heights range from about 30 to 36 inches, and many adults prefer 34 to 36 ' +
              'inches. A vessel sink adds its own height, so it goes on a lower cabinet.',
          },
          {
            kind: 'list',
            items: [
              'Floating vanities leave the floor open, make the room look larger and need ' +
                'solid blocking in the wall.',
              'Furniture-style vanities on legs suit older houses and are easy to clean ' +
                'under.',
              'Drawers beat doors for storage; an outlet inside a drawer keeps a hair dryer ' +
                'plugged in and out of sight.',
              'Faucets come for single-hole, 4-inch centerset or 8-inch widespread drilling; ' +
                'wall-mount faucets need their valve set in the wall before drywall, with a ' +
                'spout long enough to reach the drain.',
            ],
          },
        ],
      },
      {
        heading: 'Shower valves, heads and glass',
        blocks: [
          {
            kind: 'p',
            text:
              'The plumbing code requires every shower valve to protect against scalding, ' +
              'either by balancing pressure or by controlling temperature, with the maximum ' +
              'set no higher than 120°F. The valve body sits in the wall and ties you to that ' +
              "maker's trim, so choose it before rough-in.",
          },
          {
            kind: 'table',
            caption: 'Shower valve types',
            columns: ['Valve', 'How it works', 'Good for'],
            rows: [
              [
                'Pressure-balance',
                'Keeps the hot and cold ratio steady when pressure drops',
                'Most showers; one handle sets temperature',
              ],
              [
                'Thermostatic',
                'Holds the set temperature; volume is a separate control',
                'Larger showers with several outlets',
              ],
              [
                'Thermostatic with diverter',
                'Sends water to a head, handheld or body sprays',
                'Primary baths with more than one outlet',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Federal rules limit showerheads to 2.5 gallons per minute, and WaterSense heads ' +
              'use 2.0 or less. Running a rain head, handheld and body sprays at once can ' +
              'outrun the supply pipes and the water heater, so we check both before designing ' +
              'a spa shower. A handheld on a slide bar is useful for cleaning and for sitting ' +
              'on a bench, but a slide bar is not a grab bar unless it is rated as one. ' +
              'Frameless glass is tempered, usually 3/8 or 1/2 inch thick, and a hinged door ' +
              'swings outward.',
          },
        ],
      },
      {
        heading: 'Tubs: alcove, drop-in and freestanding',
        blocks: [
          {
            kind: 'table',
            caption: 'Bathtub types',
            columns: ['Type', 'Typical size', 'Considerations'],
            rows: [
              [
                'Alcove',
                '60 in long, 30–32 in wide',
                'Fits between three walls; takes a shower above',
              ],
              [
                'Drop-in',
                'Set into a tiled deck',
                'Deck adds storage and a seat; needs waterproofing',
              ],
              [
                'Freestanding',
                '55–72 in long',
                'Needs space around it to clean; filler from floor or wall',
              ],
              [
                'Soaking or deep',
                'Shorter and deeper',
                'Uses more hot water; check water heater size',
              ],
              [
                'Whirlpool or air',
                'Alcove or drop-in sizes',
                'Dedicated GFCI circuit and an access panel to the pump',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Acrylic tubs are light and hold heat reasonably well. Cast iron and stone-resin ' +
              'tubs are very heavy once filled with water and a bather, so we check the floor ' +
              'framing before one goes on an upper floor. A floor-mounted filler for a ' +
              'freestanding tub needs its supply lines roughed into the floor, which fixes the ' +
              "tub's position early.",
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Is a wall-hung toilet strong enough?',
        answer:
          'Yes. The bowl hangs on a steel carrier bolted to the floor and framing inside the ' +
          "wall, built to carry far more than an adult's weight. The carrier must be planned " +
          'before framing, and the wall gets deeper where it sits.',
      },
      {
        question: 'Should everyone get a comfort-height toilet?',
        answer:
          'Most adults find 17 to 19 inches easier to sit on and stand up from. Small children ' +
          'and some shorter adults prefer the standard height, so a hall bath for young ' +
          'children may keep a standard bowl.',
      },
      {
        question: 'Is a thermostatic valve worth the extra cost?',
        answer:
          'For a single showerhead, a good pressure-balance valve works well. With a rain ' +
          'head, a handheld and sprays, a thermostatic valve holds the temperature steadier ' +
          'and lets you set volume separately.',
      },
      {
        question: 'How much room does a freestanding tub need?',
        answer:
          'Leave space to reach around it with a cloth, usually at least several inches ' +
          'between tub and wall, and more if you want to step in from either side. Tight gaps ' +
          'collect dust and water.',
      },
    ],
    related: [
      '/learning/bathrooms/layouts',
      '/learning/bathrooms/workflow',
      '/guides/topics/bathrooms',
      '/services/bathrooms',
      '/learning/process/costs-budgets',
    ],
  },
  {
    id: 'bathrooms/plumbing-electrical-ventilation',
    sections: [
      {
        heading: 'Supply lines, drains and vents',
        blocks: [
          {
            kind: 'p',
            text:
              "Once the walls are open, the bathroom's piping is easy to see and easy to " +
              'replace. We replace galvanized steel supply pipe and worn cast-iron drains ' +
              'while we can reach them, and run new supply lines in PEX or copper with ' +
              'shutoffs at every fixture. Toilets drain through a 3-inch line, and most ' +
              'showers through a 2-inch drain, while a sink takes a smaller line. Drains slope ' +
              'at least a quarter inch per foot for the smaller pipes; 3-inch pipe may run at ' +
              'an eighth of an inch per foot. Every fixture needs a vent so the trap keeps its ' +
              'water seal; a gurgling drain or a sewer smell usually means a vent problem.',
          },
          {
            kind: 'tip',
            title: 'Access you will thank us for',
            text:
              'A thermostatic valve, a whirlpool pump and a wall-hung toilet tank all need ' +
              'service one day. We plan an access panel in a closet behind the valve or ' +
              'through the flush plate, never a tile wall that must be broken open.',
          },
        ],
      },
      {
        heading: 'Curbless showers and drain slope',
        blocks: [
          {
            kind: 'p',
            text:
              'A shower floor slopes toward the drain, typically about a quarter inch per ' +
              'foot. In a curbed shower the curb holds the water in; in a curbless shower the ' +
              'slope alone does, so the shower floor has to start at or below the bathroom ' +
              'floor and fall from there. On wood framing that means recessing the shower ' +
              'area: lowering the subfloor between the joists or, where the joists have to be ' +
              'cut down or replaced, a design from an engineer. Raising the rest of the ' +
              'bathroom floor is an alternative, at the cost of a step at the doorway.',
          },
          {
            kind: 'table',
            caption: 'Linear and center drains',
            columns: ['', 'Linear drain', 'Center drain'],
            rows: [
              ['Floor slope', 'One plane, toward one wall', 'Four planes, toward the middle'],
              ['Tile size', 'Large tiles possible', 'Small tiles or mosaics follow the slope'],
              [
                'Curbless fit',
                'Very good, often at the back wall or entry',
                'Possible, but harder to keep water in',
              ],
              ['Cleaning', 'Long grate to lift and rinse', 'Small grate'],
            ],
          },
          {
            kind: 'p',
            text:
              'Whether curbed or curbless, the whole wet area sits on a bonded membrane tied ' +
              'into the drain, and in a curbless bath we often waterproof the entire floor.',
          },
        ],
      },
      {
        heading: 'Electrical: GFCI, outlets and lighting',
        blocks: [
          {
            kind: 'list',
            items: [
              'Every bathroom outlet needs GFCI protection.',
              'Bathroom outlets are fed by at least one 20-amp circuit, and an outlet goes ' +
                'within 36 inches of the edge of each sink.',
              'Outlets are kept out of the zone within 3 feet horizontally and 8 feet ' +
                'vertically of a tub rim or shower threshold.',
              'No pendants, chandeliers or ceiling fans hang in that same zone over a tub; ' +
                'lights in or over a shower must be rated for wet or damp locations.',
              'Electric heated floor mats run on their own circuit with a GFCI thermostat; ' +
                'larger mats may need a 240-volt circuit.',
              'Heated towel bars, bidet seats and outlets inside vanity drawers are wired at ' +
                'rough-in, with the boxes placed to match the fixture drawings.',
            ],
          },
          {
            kind: 'p',
            text:
              'Good lighting at the mirror is the one people notice every day. Fixtures on ' +
              'each side of the mirror, or one above it and another light source nearby, light ' +
              'the face evenly without the shadows of a single recessed light overhead.',
          },
        ],
      },
      {
        heading: 'Exhaust fans sized to the room',
        blocks: [
          {
            kind: 'p',
            text:
              'The residential code requires a bathroom without an operable window of enough ' +
              'size to have an exhaust fan of at least 50 cfm running on demand, or 20 cfm ' +
              'running continuously, ducted to the outdoors. That is a minimum. A common ' +
              'sizing rule is 1 cfm per square foot of floor for bathrooms up to 100 square ' +
              'feet; for larger rooms, add about 50 cfm for each toilet, shower and tub, and ' +
              '100 cfm for a jetted tub.',
          },
          {
            kind: 'p',
            text:
              'The duct ends at a roof or wall cap with a damper, never in the attic, a soffit ' +
              'or a gable vent, where warm moist air condenses on the roof sheathing. In a ' +
              'cold attic, insulated duct keeps condensation from running back into the fan. A ' +
              'quiet fan, rated at about 1 sone or less, is one people actually run. A ' +
              'humidity sensor or timer switch lets it keep running for 20 minutes or so after ' +
              'the shower ends, and a gap under the door lets replacement air in.',
          },
        ],
      },
      {
        heading: 'Before the walls close',
        blocks: [
          {
            kind: 'checklist',
            title: 'Rough-in checks',
            items: [
              'Valve bodies set at the right depth for the tile and trim',
              'Showerhead, handheld and tub filler heights marked and agreed',
              'Blocking in place for grab bars, glass, floating vanity and towel bars',
              'Drain locations checked against the vanity and tub drawings',
              'Outlets, switches and lights placed to match the mirror and vanity',
              'Fan duct run to its exterior cap and sealed',
              'Heated floor mat tested before and after tile',
              'Rough plumbing and electrical inspected',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can the bathroom fan vent into the attic?',
        answer:
          'No. Moist air dumped into an attic condenses on the cold roof sheathing and leads ' +
          'to mold and rot. The duct must reach a roof or wall cap outdoors.',
      },
      {
        question: 'Do we need a new water heater for a larger shower?',
        answer:
          'Sometimes. A rain head, a handheld and body sprays running together, or a large ' +
          "soaking tub, can use more hot water than an older tank holds. We check the heater's " +
          'size and recovery against the fixtures before finalizing the design.',
      },
      {
        question: 'How does a heated floor work?',
        answer:
          'A thin electric mat or cable is set in the thinset under the tile and controlled by ' +
          'a programmable thermostat with a floor sensor. It warms the tile itself, so it ' +
          'feels comfortable even when the room air is cool.',
      },
    ],
    related: [
      '/learning/process/permits-codes',
      '/gallery/rye-primary-bathroom-remodel-curbless-shower-heated-floor',
      '/learning/bathrooms/materials',
      '/services/bathrooms',
      '/learning/process/costs-budgets',
    ],
  },
  {
    id: 'bathrooms/workflow',
    sections: [
      {
        heading: 'Start with who uses the room, and when',
        blocks: [
          {
            kind: 'p',
            text:
              'Two bathrooms with the same fixtures can work very differently. Before drawing ' +
              'anything, we ask who uses the room, at what time of day, and what each person ' +
              'does there. A primary bath shared by two people who leave for work at the same ' +
              'hour needs a different plan than one used by a retired couple or a teenager who ' +
              'takes long showers. A hall bath used by three children before school is its own ' +
              'planning problem.',
          },
          {
            kind: 'checklist',
            title: 'Questions about your routine',
            items: [
              'How many people use the room each morning, and do their times overlap?',
              'Who showers, who bathes, and who needs a tub for small children?',
              'What lives on the counter now, and what would you rather hide?',
              'Who uses a hair dryer, straightener or electric razor every day?',
              'Will anyone in the house need more support in the coming years?',
              'Where do clean towels and spare supplies live today?',
            ],
          },
        ],
      },
      {
        heading: 'Morning routines and separate stations',
        blocks: [
          {
            kind: 'p',
            text:
              'When two people get ready at once, give each a station: a sink, a mirror, an ' +
              'outlet, good light at face level and a drawer of their own. Sconces beside the ' +
              'mirror at about eye height light both sides of the face. A toilet in its own ' +
              'room, or at least behind a half wall, lets one person use it while the other is ' +
              'at the sink or in the shower.',
          },
          {
            kind: 'p',
            text:
              'Put the things used in the shower within reach of it. The valve should be ' +
              'reachable from outside the spray, a niche or shelf at a comfortable height ' +
              'holds bottles, and a towel hook sits where you can grab it before stepping out ' +
              'onto the floor. A robe hook on the back of the door and a hook for a squeegee ' +
              'by the glass complete the routine.',
          },
        ],
      },
      {
        heading: 'Shared hall baths and children',
        blocks: [
          {
            kind: 'p',
            text:
              'Children hang towels on hooks far more reliably than on bars, so we install ' +
              'hooks at a height they can reach. A tub with a handheld shower makes bathing ' +
              'small children and rinsing the tub easy. A toe-kick drawer can hold a step ' +
              'stool, and each child gets a drawer or a bin of their own. Where several people ' +
              'share one bath, a split layout helps: a vanity area outside, with the toilet ' +
              'and tub behind a second door, so one person can brush their teeth while another ' +
              'showers.',
          },
          {
            kind: 'p',
            text:
              'Choose surfaces that forgive: mid-tone grout rather than bright white on the ' +
              'floor, a counter that shrugs off toothpaste and makeup, and a wall-mounted ' +
              'paper holder sturdy enough to be pulled on. Guests use the same room, so keep a ' +
              'clear stretch of counter and fresh towels easy to find.',
          },
        ],
      },
      {
        heading: 'Aging in place, planned ahead',
        blocks: [
          {
            kind: 'p',
            text:
              'Planning for later years costs little during a remodel and a great deal ' +
              'afterward. Most of it is invisible until it is needed. Blocking in the walls ' +
              'now lets grab bars go up later, at the usual 33 to 36 inches above the floor, ' +
              'without opening the tile. A curbless or low-threshold shower, a bench 17 to 19 ' +
              'inches high and a handheld shower reachable from the bench make bathing safe ' +
              'with or without a helper.',
          },
          {
            kind: 'checklist',
            title: 'Aging-in-place details to add now',
            items: [
              'Solid blocking behind the toilet, in the shower and beside the tub',
              'A curbless or low-threshold shower entry',
              'A shower bench and a handheld shower on a slide bar',
              'Lever handles on faucets, valves and the door',
              'A comfort-height toilet',
              'A door with at least 32 inches of clear opening',
              'About 60 inches of turning space if a wheelchair may be used',
              'Night lighting at low level and slip-resistant floor tile',
            ],
          },
        ],
      },
      {
        heading: 'Storage at the point of use',
        blocks: [
          {
            kind: 'p',
            text:
              'Store each item where it is used. The bathroom then stays tidy with little ' +
              'effort, because putting something away takes no extra step.',
          },
          {
            kind: 'table',
            caption: 'Bathroom storage zones',
            columns: ['Zone', 'What goes there', 'How we build it'],
            rows: [
              [
                'Vanity top drawer',
                'Toothbrushes, skin care, daily items',
                'Shallow drawer with dividers, one per person',
              ],
              [
                'Medicine cabinet',
                'Medicines, small bottles, razors',
                'Recessed in an interior wall about 3.5 in deep',
              ],
              [
                'Shower niche',
                'Shampoo, soap, razors',
                'Sized to the tallest bottle, on an interior wall, sloped sill',
              ],
              [
                'Toilet zone',
                'Paper and a spare roll',
                'Holder about 26 in high, just in front of the bowl',
              ],
              [
                'Linen cabinet or closet',
                'Towels, spare supplies',
                'Tower or closet near the door',
              ],
              ['Low or locked cabinet', 'Cleaning products', 'Child latch or a high shelf'],
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Do we need two sinks?',
        answer:
          'If two people use the room at the same time each morning, two sinks save waiting ' +
          'and arguments. If your schedules do not overlap, a single sink on a 48-inch vanity ' +
          'gives more counter and drawer space.',
      },
      {
        question: 'Towel bars or hooks?',
        answer:
          'Hooks take less wall and are easier to use, especially for children. Towels dry ' +
          'faster spread on a bar, so many primary baths have a bar or heated towel rail near ' +
          'the shower and hooks elsewhere.',
      },
      {
        question: 'Why add grab-bar blocking if we do not need grab bars yet?',
        answer:
          'It costs very little while the walls are open and lets bars be added in an ' +
          'afternoon later. Without it, adding bars means anchors in tile or opening the wall.',
      },
    ],
    related: [
      '/learning/bathrooms/layouts',
      '/learning/bathrooms/fixtures',
      '/guides/topics/bathrooms',
      '/services/bathrooms',
      '/learning/process/costs-budgets',
    ],
  },
] satisfies DocContent[]
