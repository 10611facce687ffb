import type { DocContent } from './types'

/**
 * Bodies of the town service landing pages (/westchester/{place}/{service}), keyed by route
 * contentId. (The location pages outside Westchester are content/locations.)
 */
export const localPageBodies = [
  {
    id: 'scarsdale/kitchen-remodeling',
    sections: [
      {
        heading: 'A service kitchen built for a cook, not a family',
        blocks: [
          {
            kind: 'p',
            text:
              'Most Scarsdale houses from the 1920s and 1930s were planned around a ' +
              'kitchen that guests never saw. It sits at the back corner behind a ' +
              "swinging door, shares a wall with a butler's pantry, borrows light " +
              'from one or two small windows and often has a back stair and a ' +
              "servants' entry cutting through it. Families today use that same " +
              'corner as the center of the house, so the work usually starts with a ' +
              'question of space rather than finishes: which of the small rooms ' +
              'around the kitchen can join it?',
          },
          {
            kind: 'p',
            text:
              'The usual answers are the pantry, a breakfast room and sometimes a ' +
              'rear porch that was enclosed decades ago. Taking down the partition ' +
              'between kitchen and breakfast room gives room for an island; keeping ' +
              'the pantry as a separate scullery, with a second sink, a dishwasher ' +
              'drawer and glass-front uppers, hides the mess while preserving one ' +
              'of the features buyers in the village still look for.',
          },
        ],
      },
      {
        heading: 'Proportions and materials that respect the house',
        blocks: [
          {
            kind: 'p',
            text:
              'Tudor and Colonial Revival interiors have thick casings, plaster ' +
              'crown and ceilings between 8 and 9 feet high. Cabinets that suit ' +
              'them are usually inset or beaded face-frame boxes in a painted ' +
              'finish, carried to the ceiling with a simple crown rather than ' +
              'stopping short with a gap above. Full-overlay slab doors can look ' +
              'thin against heavy trim unless the whole room is being taken in a ' +
              'modern direction.',
          },
          {
            kind: 'list',
            items: [
              'Counters: honed marble for owners who accept etching, or a ' +
                'marble-look quartz for those who would rather not seal and fuss',
              'Floors: oak strip woven into the existing floor at the old wall ' +
                'lines, sanded and finished as one room',
              'Backsplash: handmade-look ceramic or a full-height slab behind the ' + 'range',
              'Lighting: surface fixtures and pendants where plaster ceilings make ' +
                'recessed cans awkward',
              'Windows: leaded or steel casements repaired in place rather than ' +
                'replaced, when the budget allows',
            ],
          },
          {
            kind: 'p',
            text:
              'Our white shaker kitchen in the village followed this path: a ' +
              'peninsula gave way to an island, the cabinets went to the ceiling, ' +
              'and the quartz reads as marble from across the room.',
          },
        ],
      },
      {
        heading: 'What the walls hide',
        blocks: [
          {
            kind: 'table',
            caption: 'Conditions we often uncover in prewar Scarsdale kitchens',
            columns: ['Finding', 'Effect on the plan'],
            rows: [
              [
                'Knob-and-tube or ungrounded circuits',
                'Rewire the room; new counters need two 20-amp small-appliance ' +
                  'circuits with GFCI protection',
              ],
              [
                'Galvanized supply pipe',
                'Replace back to a sound fitting, since low pressure at the new ' +
                  'faucet usually traces to it',
              ],
              [
                'Cast-iron drain with cracked hubs',
                'Cut back and transition to PVC where the inspector and the stack ' + 'allow',
              ],
              [
                'Plaster on metal lath or clay tile',
                'Extra demolition time and dust control; patching in plaster where ' +
                  'new meets old',
              ],
              [
                'Paint from before 1978',
                'Lead-safe practices under the EPA renovation rule, with containment ' +
                  'and cleaning verification',
              ],
              [
                'Undersized gas line',
                'A new run sized for a professional range, tested before the ' +
                  'appliance is connected',
              ],
            ],
          },
        ],
      },
      {
        heading: 'One village office, and a review board for the outside',
        blocks: [
          {
            kind: 'p',
            text:
              'Scarsdale is one of the few places in the county where town and ' +
              'village share a boundary, so the village Building Department handles ' +
              'the whole application: plan review, the building permit and the ' +
              'plumbing and electrical sign-offs. An interior kitchen rarely needs ' +
              'more than that. It changes when a new window, a bay, or a hood vent ' +
              'on a street-facing wall alters the outside; then the Board of ' +
              'Architectural Review sees the drawings, which adds a meeting to the ' +
              'calendar.',
          },
          {
            kind: 'p',
            text:
              'Taking down the wall to a breakfast room usually means a beam. We ' +
              'have an engineer size it and show the posts down to the foundation ' +
              'so the plan reviewer has what they need the first time. Inspections ' +
              'follow the normal order: framing and rough plumbing and electrical ' +
              'while the walls are open, insulation where exterior walls were ' +
              'stripped, then final.',
          },
        ],
      },
      {
        heading: 'Money and weeks for a prewar kitchen',
        blocks: [
          {
            kind: 'p',
            text:
              'Custom cabinetry and the repairs hiding behind the plaster push most ' +
              'village kitchens into the upper half of what we see countywide, ' +
              '$40k–$100k+. On our kitchen service page the tiers are $15k–30k for ' +
              'a cosmetic update, $40k–70k for a mid-range remodel, $75k–120k ' +
              'upscale and $125k+ luxury. The white shaker kitchen, with its new ' +
              'island and ceiling-height cabinets, came in at $75k–95k and took 6 ' +
              'weeks on site.',
          },
          {
            kind: 'p',
            text:
              'The calendar runs in overlapping pieces. Drawings and selections ' +
              'take 1–2 weeks; the village permit then takes 2–4, while the cabinet ' +
              'shop spends 6–8 weeks building the boxes. Demolition is timed so the ' +
              'rough work finishes as cabinets arrive, and the build itself lasts ' +
              '6–10 weeks, longer when a beam or a rewire is involved.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: "Can we keep our butler's pantry and still get an island?",
        answer:
          'Often yes. The island space usually comes from the breakfast room or ' +
          'a hall, and the pantry stays as a scullery with its own sink and ' +
          'storage. We measure both rooms before deciding, because an island ' +
          'needs about 42 inches of clear aisle on every working side.',
      },
      {
        question: 'Does an interior kitchen go before the Board of Architectural ' + 'Review?',
        answer:
          'Not usually. The board reviews exterior appearance, so it matters ' +
          'when the kitchen project also changes a window, a door or a visible ' +
          'vent. Purely interior work goes through the Building Department ' +
          'alone.',
      },
      {
        question: 'Marble or quartz in a Tudor kitchen?',
        answer:
          'Both suit the house. Honed marble develops a patina and etches from ' +
          'lemon or wine; quartz stays uniform and needs no sealing. Many ' +
          'owners split it: marble on the island, quartz on the working ' +
          'perimeter.',
      },
      {
        question: 'Where can the range hood vent in a stucco Tudor?',
        answer:
          'Usually through a side or rear wall with a low-profile cap, which ' +
          'avoids cutting into a slate roof. A vent on a street-facing wall may ' +
          "need the architectural board's approval, and a hood above 400 cfm " +
          'needs make-up air.',
      },
    ],
    related: [
      '/westchester/scarsdale/kitchen-bath-remodeling',
      '/guides/towns/scarsdale-10583',
      '/services/kitchens',
      '/gallery/scarsdale-kitchen-remodel-white-shaker-marble-quartz',
      '/blog/scarsdale-kitchen-remodel-cost-guide',
      '/learning/kitchens/layouts',
    ],
  },
  {
    id: 'armonk/kitchen-remodeling',
    sections: [
      {
        heading: 'Big rooms, long runs of cabinetry',
        blocks: [
          {
            kind: 'p',
            text:
              'North Castle zoning keeps most Armonk lots at an acre or more, and ' +
              'the houses on them are generous: center-hall colonials from the ' +
              '1980s and 1990s with a kitchen opening to a family room, and ' +
              'contemporaries with cathedral ceilings, clerestory glass and a ' +
              'kitchen tucked under a balcony. The problem in these houses is ' +
              'seldom a lack of space. It is space that was never organized, with ' +
              'an island too far from the sink, a desk nobody uses and a walk-in ' +
              'pantry that became a storeroom.',
          },
          {
            kind: 'p',
            text:
              'A remodel here tends to reorganize the room into zones that several ' +
              'people can use at once: a cooking zone around the range, a clean-up ' +
              'zone with the main sink and dishwasher, a prep sink on the island, ' +
              'and a coffee or beverage station near the family room so guests stay ' +
              "out of the cook's path. When two people cook, we hold the aisles at " +
              '48 inches.',
          },
          {
            kind: 'table',
            caption: 'How we zone a large Armonk kitchen',
            columns: ['Zone', 'What it holds', 'Planning note'],
            rows: [
              [
                'Cooking',
                'Range or cooktop, wall ovens, spice pull-outs',
                'Landing space on both sides of the cooktop',
              ],
              [
                'Clean-up',
                'Main sink, dishwasher, trash pull-out',
                'Dishwasher beside the sink, dish drawers within a step',
              ],
              [
                'Prep',
                'Island sink, cutting boards, knives',
                'Keep it off the main traffic line to the family room',
              ],
              [
                'Beverage',
                'Coffee machine, undercounter refrigerator',
                'Near the breakfast table, away from the range',
              ],
              [
                'Pantry',
                'Dry goods, small appliances, second freezer',
                'Outlets inside so appliances can live there plugged in',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Well water, septic and the sink wall',
        blocks: [
          {
            kind: 'p',
            text:
              'Almost every house outside the hamlet center draws water from a ' +
              'private well and sends waste to a septic system, and both affect ' +
              'kitchen choices. Before picking faucets and a refrigerator with an ' +
              'ice maker, have the water tested. Hardness and iron decide whether a ' +
              'softener or iron filter belongs in the basement, and whether an ' +
              'undersink reverse-osmosis unit for drinking water is worth the ' +
              'cabinet space.',
          },
          {
            kind: 'p',
            text:
              'Garbage disposals are the other question. A disposal sends ground ' +
              'food solids into the septic tank, which fills it faster, so many ' +
              'septic designers either discourage one or expect the tank to be ' +
              'pumped more often. We ask owners to check with whoever services ' +
              'their system before we plan one in.',
          },
        ],
      },
      {
        heading: 'Fuel, power and backup',
        blocks: [
          {
            kind: 'p',
            text:
              'Some Armonk houses cook on natural gas, others on propane from a ' +
              'buried or outdoor tank, and some are all-electric. A propane range ' +
              'needs its LP conversion and a properly sized line; induction avoids ' +
              'the fuel question altogether but needs a 240-volt circuit, often 40 ' +
              'or 50 amps, and enough capacity in the panel. Many houses here have ' +
              'a standby generator, and a remodel is the time to decide which new ' +
              'kitchen circuits belong on it: the refrigerator, the freezer, a few ' +
              'counter outlets and some lighting are the usual picks.',
          },
          {
            kind: 'p',
            text:
              'Contemporaries bring one more issue: a range hood under a tall ' +
              'sloped ceiling. The duct has to run up through the roof or out a ' +
              'side wall, and a hood rated above 400 cfm brings a make-up air ' +
              'requirement under the residential code, which in a tight newer house ' +
              'matters.',
          },
        ],
      },
      {
        heading: "North Castle's review of an interior kitchen",
        blocks: [
          {
            kind: 'p',
            text:
              "Armonk has no village government of its own, so North Castle's " +
              'building department reviews the plans and issues the permit. A ' +
              'kitchen that stays inside the existing walls is reviewed like any ' +
              'interior alteration, with rough and final inspections. The county ' +
              'health department enters only when the septic system itself changes ' +
              "or the house gains bedrooms, which a kitchen rarely does; the town's " +
              'architectural review applies if the project alters the outside, for ' +
              'instance a new window wall toward the yard.',
          },
        ],
      },
      {
        heading: 'Sizing the budget for a large kitchen',
        blocks: [
          {
            kind: 'p',
            text:
              'Size drives the price here more than anywhere else we work. ' +
              'Countywide, our kitchens range over $40k–$100k+, and an Armonk ' +
              'kitchen with custom cabinetry, paneled appliances and a second ' +
              'island regularly goes past $150k. At the other end, owners of a ' +
              '1990s kitchen whose layout still works can keep it and replace ' +
              'cabinets, counters and appliances for $20k–$35k. The $67,500 average ' +
              'and $225 per sq ft guide from our service page are starting points ' +
              'only, because a 400-square-foot room with a walk-in pantry does not ' +
              'scale in a straight line.',
          },
          {
            kind: 'p',
            text:
              'Expect 1–2 weeks to settle the design, a North Castle permit in 2–4, ' +
              'and 6–8 weeks of cabinet production in parallel. Construction ' +
              'follows at 6–10 weeks; the well and septic checks happen during ' +
              'design so they never hold up the start.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can we have a garbage disposal on septic?',
        answer:
          'Many owners do, but it adds solids to the tank. Ask your septic ' +
          'service first; if they agree, plan on more frequent pumping, and ' +
          'consider a compost bin as the alternative.',
      },
      {
        question: 'Should we switch from propane to induction?',
        answer:
          'If the panel has room for a 240-volt circuit, induction is fast, ' +
          'easy to clean and needs no fuel delivery. Owners who want a flame ' +
          'often keep propane. We check both the panel and the gas line before ' +
          'you decide.',
      },
      {
        question: 'Will the new kitchen run on our generator?',
        answer:
          "It can, within the generator's capacity. We list the circuits you " +
          'want backed up, and the electrician moves them to the generator ' +
          'panel during rough wiring.',
      },
    ],
    related: [
      '/westchester/armonk/kitchen-bath-remodeling',
      '/guides/towns/armonk-10504',
      '/services/kitchens',
      '/learning/kitchens/appliances-technology',
      '/learning/kitchens/workflow',
    ],
  },
  {
    id: 'bronxville/kitchen-remodeling',
    sections: [
      {
        heading: 'Two kinds of Bronxville kitchen',
        blocks: [
          {
            kind: 'p',
            text:
              'Bronxville asks us for two very different projects. On the hillside ' +
              'streets, owners of stucco Tudors and the shingled Arts and Crafts ' +
              'houses of Lawrence Park want a kitchen that works like a new one ' +
              'without losing the woodwork, beams and leaded glass that make the ' +
              'house. Near the station, owners of prewar co-op apartments want more ' +
              'counter and storage in a galley that has not moved since the ' +
              "building went up, and they have to win their board's approval before " +
              'any of it happens.',
          },
        ],
      },
      {
        heading: 'Houses on small, sloping lots',
        blocks: [
          {
            kind: 'p',
            text:
              'The village is compact and its houses sit close together, often with ' +
              'a kitchen half a level above or below the garden because of the ' +
              'grade. That rules out bump-outs on many lots and puts the design ' +
              'effort into the existing footprint: borrowing a pantry or a back ' +
              'hall, moving a door, trading a wall of uppers for a tall pantry ' +
              'cabinet, or building a window seat into a bay.',
          },
          {
            kind: 'p',
            text:
              'Arts and Crafts rooms suit quarter-sawn oak or painted flat-panel ' +
              'doors, simple iron or bronze hardware and soapstone counters, which ' +
              'darken with oil and wear softly. Tudors take painted inset cabinets ' +
              'well, and beamed ceilings can carry pendant lights if the ' +
              'electrician fishes the wiring from the floor above. When a leaded ' +
              'casement sits over the sink, we keep it and fit a faucet with a ' +
              'lower spout so the sash can still open.',
          },
        ],
      },
      {
        heading: 'Prewar co-op kitchens',
        blocks: [
          {
            kind: 'p',
            text:
              'Apartment kitchens are bound by the building as much as by the ' +
              'budget. Most boards keep the kitchen where it is, because moving a ' +
              "sink over a neighbor's living room raises the risk of water damage " +
              'below, and many forbid new gas work or limit it to a licensed ' +
              "plumber under the building's supervision. Few allow a new duct " +
              'through an exterior wall, so a recirculating hood with a good ' +
              'charcoal filter is the usual answer.',
          },
          {
            kind: 'table',
            caption: 'Bronxville house kitchen and co-op kitchen compared',
            columns: ['Question', 'House', 'Co-op apartment'],
            rows: [
              [
                'Who approves the plan',
                'Village of Bronxville building department',
                'Board and managing agent first, then the village',
              ],
              [
                'Can the layout move',
                'Yes, within structure and plumbing',
                'Usually only within the existing kitchen area',
              ],
              ['Range ventilation', 'Ducted hood to the outside', 'Usually recirculating'],
              ['Work hours', 'Village noise rules', 'Building rules, often weekdays only'],
              [
                'Deliveries',
                'Driveway or street, often shared',
                'Service entrance and elevator by reservation',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Electrical capacity is the other co-op constraint. An older ' +
              'apartment may have a small panel, and adding a dishwasher, microwave ' +
              "drawer and induction range can exceed it; the building's engineer " +
              'sometimes has to confirm what the riser can carry.',
          },
        ],
      },
      {
        heading: 'Board first, village second',
        blocks: [
          {
            kind: 'p',
            text:
              'For a house, the Village of Bronxville building department issues ' +
              'the permit; the Town of Eastchester does not handle permits inside ' +
              'the village. Exterior changes in Lawrence Park, a listed historic ' +
              'district, or elsewhere in view of the street can go to design ' +
              "review. For an apartment, the board's alteration agreement comes " +
              'first: drawings, a scope of work, our certificate of insurance ' +
              'naming the corporation and the agent, and usually a deposit against ' +
              'damage. Only once the board signs do we file with the village.',
          },
          {
            kind: 'checklist',
            title: 'What a co-op board package usually includes',
            items: [
              'Floor plan and elevations of the new kitchen',
              'Appliance list with electrical loads',
              'Plumbing scope showing that fixtures stay in place',
              "Contractor's license and certificate of insurance",
              'Proposed schedule and work hours',
              'Signed alteration agreement and deposit',
            ],
          },
        ],
      },
      {
        heading: 'Pricing a galley or a Tudor kitchen',
        blocks: [
          {
            kind: 'p',
            text:
              'A co-op galley that keeps its plumbing in place usually sits in the ' +
              'lower half of our Westchester range of $40k–$100k+, while a Tudor ' +
              'kitchen that takes in a pantry and gets custom inset cabinets can ' +
              'reach the top of it. The clock has one more piece than elsewhere: ' +
              "after 1–2 weeks of design comes the board's review, which varies by " +
              'building, then 2–4 weeks for the village permit. Once work begins, ' +
              '6–10 weeks is typical, and building work hours in apartments stretch ' +
              'the calendar a little.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can we move our co-op kitchen into the living room?',
        answer:
          "Few Bronxville boards allow it, because a kitchen over a neighbor's " +
          'bedroom or living room puts them at risk of leaks. Opening the ' +
          'kitchen wall to the living room is more often approved than moving ' +
          'the plumbing.',
      },
      {
        question: 'Do we need an architect for the board?',
        answer:
          'Some buildings require stamped drawings for any alteration, others ' +
          'accept contractor drawings when nothing structural or mechanical ' +
          'moves. Your managing agent will tell you which applies.',
      },
      {
        question: 'Can our Tudor kitchen keep its beamed ceiling?',
        answer:
          'Usually. We run new wiring from above or along the beams and fit ' +
          'surface or pendant fixtures, so the beams and plaster panels stay ' +
          'intact.',
      },
    ],
    related: [
      '/westchester/bronxville/kitchen-bath-remodeling',
      '/guides/towns/bronxville-10708',
      '/services/kitchens',
      '/learning/cabinetry/construction',
      '/learning/process/permits-codes',
    ],
  },
  {
    id: 'chappaqua/kitchen-remodeling',
    sections: [
      {
        heading: "Our own town's three house types",
        blocks: [
          {
            kind: 'p',
            text:
              'Our showroom is on Memorial Drive, so Chappaqua kitchens are the ' +
              'ones we see most, and they come in three recognizable families. ' +
              'Center-hall colonials put the kitchen at the back with a family room ' +
              'beside it, separated by a wall that carries part of the second ' +
              'floor. Split-levels set the kitchen on the middle level, looking ' +
              'across a half-wall or a closed partition toward the living room and ' +
              'the stair. Ranches from the 1950s keep the kitchen in the middle of ' +
              'one long floor under a low flat ceiling with an attic overhead. Each ' +
              'one opens up differently.',
          },
          {
            kind: 'table',
            caption: 'Opening the kitchen in each Chappaqua house type',
            columns: ['House', 'What usually comes out', 'What it takes'],
            rows: [
              [
                'Center-hall colonial',
                'Wall between kitchen and family room',
                'A beam, often flush in the ceiling, with posts carried to the ' + 'foundation',
              ],
              [
                'Split-level',
                'Partition toward the living or dining room',
                'Shorter spans; the stair railing and level change shape the island',
              ],
              [
                '1950s ranch',
                'Wall to the living room, sometimes the ceiling',
                'Ceiling joists and roof framing checked before any vault is ' + 'considered',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Structure first, then the island',
        blocks: [
          {
            kind: 'p',
            text:
              'Most owners come in asking for an island, and the island decides how ' +
              'much wall has to go. In a colonial, removing the family-room wall ' +
              'typically means a beam hidden in the ceiling so the two rooms read ' +
              'as one. An engineer sizes it, and the plan shows where the load ' +
              'travels down through the first floor to the basement. Split-levels ' +
              'are simpler because the spans are shorter, though the half-level ' +
              'stair limits where seating can go. Ranches invite a cathedral ' +
              'ceiling, but ceiling joists also tie the rafters together, so a ' +
              'vault needs a ridge beam or collar ties designed in.',
          },
          {
            kind: 'p',
            text:
              'Once the wall is planned, we set the island: 42 inches of aisle on ' +
              'the working side, 36 on a walkway side, seats at 24 inches each with ' +
              'a 15-inch overhang at counter height. In the navy island kitchen we ' +
              'built in town, that arithmetic gave four stools, a prep sink and a ' +
              'run of deep drawers facing the range.',
          },
        ],
      },
      {
        heading: 'Choosing finishes at the showroom',
        blocks: [
          {
            kind: 'p',
            text:
              'The advantage of a local showroom is that decisions happen in ' +
              'daylight with the real samples. Owners here lean toward painted ' +
              'cabinets in white or a deep color for the island, quartz or a ' +
              'quartzite with movement, and brass or nickel hardware. Bring a ' +
              'cabinet door or a floor board from your house if you are keeping the ' +
              "adjoining floors, because matching the oak in a colonial's hallway " +
              'is easier when we can hold the sample against it.',
          },
          {
            kind: 'checklist',
            title: 'Bring to your first Memorial Drive visit',
            items: [
              'A sketch of the kitchen with the family room or dining room beside ' + 'it',
              'Photos of the basement ceiling under the kitchen',
              'The electrical panel label',
              'Appliance model numbers you want to keep',
              'A note of who cooks and how many people eat at the counter',
            ],
          },
        ],
      },
      {
        heading: 'Filing with New Castle',
        blocks: [
          {
            kind: 'p',
            text:
              'The Town of New Castle, which also covers Millwood, runs the ' +
              'building department that reviews Chappaqua kitchen plans and sends ' +
              "the inspectors. A kitchen with a wall removal needs the engineer's " +
              "beam detail; a new window or door to a deck brings the town's " +
              'architectural review board into it. Parts of town are on septic, but ' +
              'the county health department normally becomes involved only when ' +
              'bedrooms are added, not for a kitchen.',
          },
        ],
      },
      {
        heading: 'What the navy island kitchen tells you about cost',
        blocks: [
          {
            kind: 'p',
            text:
              'The navy island kitchen cost $90k–115k and took 8 weeks of ' +
              'construction, which is typical of an open-concept project with a ' +
              'beam. That sits within the $75k–120k upscale tier on our kitchen ' +
              'service page, well above the $67,500 average, because the beam, the ' +
              'relocated sink and the seating island all added work. Kitchens ' +
              'return about 71% of their cost at resale by the industry figure we ' +
              'use on our service page, which is a reason to invest in layout ' +
              'before finishes.',
          },
          {
            kind: 'p',
            text:
              'Because we are in town, design meetings move quickly, typically 1–2 ' +
              'weeks, and a New Castle permit follows in 2–4. Custom cabinets need ' +
              '6–8 weeks, ordered as soon as the drawings are final. The service ' +
              'page quotes 6–12 weeks of construction across all kitchen sizes; a ' +
              'colonial with a new beam usually lands near the middle of that span.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'How do we know whether the wall is load-bearing?',
        answer:
          'We look at the joist direction in the basement and attic and what ' +
          'sits above the wall. If it carries load, an engineer specifies the ' +
          'beam and posts before anything comes down.',
      },
      {
        question: "Can we see the navy island kitchen's finishes?",
        answer:
          'Samples of the door style, paint and quartz family are at the ' +
          'showroom, and the case study has photos and the full selection list.',
      },
      {
        question: 'Can we live at home during the work?',
        answer:
          'Most families do. We seal the kitchen with plastic walls and a ' +
          'zipper door, keep a path to the rest of the house and set up a ' +
          'temporary sink and microwave elsewhere.',
      },
    ],
    related: [
      '/westchester/chappaqua/kitchen-bath-remodeling',
      '/guides/towns/chappaqua-10514',
      '/services/kitchens',
      '/gallery/chappaqua-kitchen-remodel-navy-island-open-concept',
      '/blog/chappaqua-kitchen-remodel-case-study',
      '/showroom',
    ],
  },
  {
    id: 'rye/kitchen-remodeling',
    sections: [
      {
        heading: 'Kitchens that look toward the yard and the water',
        blocks: [
          {
            kind: 'p',
            text:
              "Rye's shingle-style and Colonial Revival houses were built with " +
              'porches, bays and a lot of windows, yet their kitchens usually face ' +
              'the service side of the lot. Owners today want the opposite: a ' +
              'kitchen that opens to the garden, a terrace, or on the streets near ' +
              'the Sound, a water view. That often means reorganizing the back of ' +
              'the house, moving the kitchen into a former dining room or sunporch, ' +
              'or replacing a small window with French doors or a wide slider to ' +
              'the deck.',
          },
          {
            kind: 'p',
            text:
              'In the shingle houses, the back of the first floor is often a warren ' +
              'of pantry, back hall and enclosed porch at slightly different floor ' +
              'heights. Leveling those floors, sistering tired joists and ' +
              'rebuilding the porch walls to current energy standards is part of ' +
              'turning them into one kitchen.',
          },
        ],
      },
      {
        heading: 'Materials for salt air and summer humidity',
        blocks: [
          {
            kind: 'p',
            text:
              'Inside the house, salt matters less than humidity. Solid-wood doors ' +
              'and wide plank floors move with the seasons near the water, so we ' +
              'let cabinets and flooring acclimate in the house before installation ' +
              'and recommend keeping the air conditioning or a dehumidifier running ' +
              'through the summer. Painted MDF panels in door centers resist ' +
              'seasonal cracking better than solid wood. For anything exposed ' +
              'outside, such as door hardware, an outdoor grill station or exterior ' +
              'lights, marine-grade 316 stainless or solid brass holds up where ' +
              'lesser metals pit.',
          },
          {
            kind: 'table',
            caption: 'Kitchen materials near the Sound',
            columns: ['Material', 'Holds up well', 'Watch for'],
            rows: [
              [
                'Quartz',
                'Stain resistance, no sealing',
                'Direct sun through a new window wall can fade some colors over years',
              ],
              [
                'Soapstone',
                'Unaffected by heat and acids',
                'Scratches and darkens, which many owners like',
              ],
              [
                'Painted cabinets',
                'Clean look in shingle interiors',
                'Hairline cracks at joints in very humid summers',
              ],
              [
                'White oak flooring',
                'Matches existing floors',
                'Needs acclimation and stable indoor humidity',
              ],
              [
                'Porcelain tile',
                'Mudroom and back-door traffic',
                'Grout color; sand and salt wear light grout quickly',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Flood zones and the 50 percent rule',
        blocks: [
          {
            kind: 'p',
            text:
              "Much of Rye's shoreline and the land along Blind Brook lies in FEMA " +
              'flood zones. For a kitchen on the first floor of a house in one of ' +
              'those zones, the rule that matters is substantial improvement: if ' +
              'the cost of the work reaches half the market value of the building, ' +
              'the whole house must be brought up to the flood standards, which can ' +
              'mean raising it or its lowest floor. Kitchens are expensive rooms, ' +
              'so on a modest house near the water a full remodel can approach that ' +
              'line on its own.',
          },
          {
            kind: 'p',
            text:
              'We ask for the flood zone and, if there is one, the elevation ' +
              'certificate early. Where a house sits below the base flood ' +
              'elevation, we keep the project under the threshold or plan it with ' +
              'an architect who can show compliance, and we set electrical and ' +
              'mechanical equipment as high as the rules require.',
          },
        ],
      },
      {
        heading: 'City review and the architectural board',
        blocks: [
          {
            kind: 'p',
            text:
              "The City of Rye's own building department handles plan review, the " +
              'permit and every inspection. New windows, doors and other exterior ' +
              'changes also go to the Board of Architectural Review, which adds a ' +
              'meeting to the schedule. A wall taken down to join the kitchen to a ' +
              "porch or dining room needs an engineer's beam detail.",
          },
        ],
      },
      {
        heading: 'Shoreline kitchen budgets and timing',
        blocks: [
          {
            kind: 'p',
            text:
              'Shoreline houses with new openings to the yard and work on old porch ' +
              'framing tend to sit in the upper part of our $40k–$100k+ countywide ' +
              'range, and a kitchen that moves into a former sunporch with custom ' +
              'cabinetry and a wall of doors can exceed $150k. Owners happy with ' +
              'their layout can refresh cabinets, counters and appliances for ' +
              "$20k–$35k. Timing in Rye depends partly on the architectural board's " +
              'meeting dates: design takes 1–2 weeks, the permit 2–4, custom ' +
              'cabinets 6–8, and the build 6–10.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Will a kitchen remodel trigger the flood rules?',
        answer:
          'Only if the house is in a mapped flood zone and the cost of the work ' +
          "reaches half of the building's market value. We check the zone first " +
          'and price the project against that threshold.',
      },
      {
        question: 'Can we add a wall of glass toward the Sound?',
        answer:
          'Usually, with a header sized by an engineer and approval from the ' +
          'Board of Architectural Review. Coastal wind and water exposure also ' +
          'affect the door and window ratings we specify.',
      },
      {
        question: 'How do we keep a wood floor from cupping near the water?',
        answer:
          'Acclimate it in the house, install it over a proper vapor retarder ' +
          'and keep indoor humidity steady in summer with air conditioning or a ' +
          'dehumidifier.',
      },
    ],
    related: [
      '/westchester/rye/kitchen-bath-remodeling',
      '/guides/towns/rye-10580',
      '/services/kitchens',
      '/learning/kitchens/materials-finishes',
      '/learning/process/permits-codes',
    ],
  },
  {
    id: 'white-plains/kitchen-remodeling',
    sections: [
      {
        heading: 'Condos downtown, older houses in the neighborhoods',
        blocks: [
          {
            kind: 'p',
            text:
              'White Plains kitchens split by address. In the downtown towers near ' +
              'the station, owners replace builder kitchens that were installed ' +
              'when the building opened, usually keeping the sink and range where ' +
              'they are because the plumbing and ventilation run through concrete. ' +
              'In Gedney Farms, the Highlands, Fisher Hill and the other ' +
              'neighborhoods, owners of Tudors, colonials and capes built between ' +
              'the 1920s and the 1950s want their small, closed kitchens to open ' +
              'toward the dining room or a family room added later.',
          },
        ],
      },
      {
        heading: 'Working inside a high-rise',
        blocks: [
          {
            kind: 'p',
            text:
              'A condo kitchen remodel is mostly about logistics. Materials arrive ' +
              'through the loading dock and service elevator on reserved days; work ' +
              'runs during the hours the building sets; the water is shut off only ' +
              'when the superintendent closes the riser valves. Before we order a ' +
              'countertop, we measure the service elevator cab and the hallway ' +
              'turns, because a 10-foot quartz slab that does not fit the cab has ' +
              'to be seamed.',
          },
          {
            kind: 'list',
            items: [
              'Plumbing stays within reach of the existing risers; a sink can shift ' +
                'a few feet, not across the room',
              'Ventilation is often a recirculating hood, since most towers allow ' +
                'no new exterior ducts',
              'Many buildings are all-electric, which makes induction the natural ' +
                'choice for the cooktop',
              'Hard floors often need an acoustic underlayment that meets the ' +
                "building's sound rules",
              'Drilling or anchoring into the concrete slab may require the ' +
                "building's approval",
            ],
          },
        ],
      },
      {
        heading: 'Opening up a 1920s–1950s house',
        blocks: [
          {
            kind: 'p',
            text:
              'The single-family neighborhoods need different work. A 1940s cape ' +
              'often has a kitchen of about 10 by 12 feet with a door to the dining ' +
              'room and one to the back hall. Widening that doorway into a cased ' +
              'opening, or removing the wall and carrying the load on a beam, gives ' +
              'a view across the two rooms and space for a peninsula with stools. ' +
              "In the Tudors of the Highlands, a butler's pantry can become a " +
              'coffee bar or a place for a second refrigerator.',
          },
          {
            kind: 'p',
            text:
              'Older houses bring older systems. Services of 60 or 100 amps still ' +
              'turn up in houses that were never updated, and they usually need ' +
              'upgrading for an induction range, a dishwasher and two 20-amp ' +
              'counter circuits. Cast-iron drains and galvanized water lines ' +
              'usually get replaced in the kitchen walls while they are open.',
          },
          {
            kind: 'table',
            caption: 'Condo kitchen and house kitchen in White Plains',
            columns: ['Topic', 'Downtown condo', '1920s–1950s house'],
            rows: [
              [
                'Approval',
                'Condo board and management, then the city',
                'City of White Plains Department of Building',
              ],
              [
                'Layout change',
                'Limited by risers and slab',
                "Walls can move with an engineer's beam",
              ],
              ['Cooking fuel', 'Often electric only', 'Gas or electric'],
              [
                'Delivery',
                'Service elevator by reservation',
                'Driveway, sometimes a street permit for a dumpster',
              ],
              ['Noise', 'Building work hours', 'City noise rules'],
            ],
          },
        ],
      },
      {
        heading: 'City permits and building sign-offs',
        blocks: [
          {
            kind: 'p',
            text:
              'The City of White Plains Department of Building issues permits for ' +
              'kitchens throughout the city, houses and apartments alike. In a ' +
              'condo or co-op, the board or managing agent approves the plans ' +
              'first, usually with our certificate of insurance, a schedule and ' +
              'sometimes a deposit, and the building may want its own engineer to ' +
              'review anything touching the slab or risers. After that we file with ' +
              'the city, and inspections follow the usual order.',
          },
        ],
      },
      {
        heading: 'Two budgets for two kinds of kitchen',
        blocks: [
          {
            kind: 'p',
            text:
              'Downtown, a condo kitchen that keeps its footprint and swaps ' +
              'cabinets, counters and appliances often fits the $20k–$35k refresh ' +
              'bracket or the $40k–70k mid-range tier on our service page. In ' +
              'Gedney Farms or the Highlands, a house kitchen that loses a wall and ' +
              'gains a peninsula is more often in the $75k–120k upscale tier. Board ' +
              'approval for apartments adds its own weeks on top of 1–2 weeks of ' +
              'design and 2–4 for the city permit; construction then runs 6–10 ' +
              'weeks, with elevator bookings and building hours pushing condo jobs ' +
              'toward the longer end.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can we put a gas range in our downtown condo?',
        answer:
          'Only if the building has gas to your unit and allows it. Many towers ' +
          'are electric only, in which case induction gives the quickest ' +
          'response and the easiest cleanup.',
      },
      {
        question: 'Will the countertop fit in the elevator?',
        answer:
          'We measure the cab before ordering. If a single piece will not fit, ' +
          'the fabricator plans a seam where it is least visible, often at the ' +
          'sink or cooktop.',
      },
      {
        question: 'How long does our condo board take to approve a kitchen?',
        answer:
          'It varies by building. We assemble the package as soon as the design ' +
          'is set so the board review and the city permit can run back to back.',
      },
    ],
    related: [
      '/westchester/white-plains/kitchen-bath-remodeling',
      '/guides/towns/white-plains-10601',
      '/services/kitchens',
      '/learning/countertops/installation',
      '/learning/kitchens/layouts',
    ],
  },
  {
    id: 'scarsdale/bathroom-remodeling',
    sections: [
      {
        heading: 'The prewar bath, inch by inch',
        blocks: [
          {
            kind: 'p',
            text:
              'A typical second-floor bath in a Scarsdale Tudor or Colonial Revival ' +
              'measures roughly five by seven or eight feet. Its floor is small ' +
              'white hexagon or basketweave mosaic set in a thick mortar bed, the ' +
              'walls carry glazed wainscot with a cap, a cast-iron tub fills the ' +
              'end wall and a radiator sits under the window. The bones are good; ' +
              'what has failed is the plumbing behind them and the decades of ' +
              'patches. A remodel here means deciding, room by room, whether to ' +
              'restore that character or replace it.',
          },
          {
            kind: 'table',
            caption: 'Keep, match or replace in a 1920s–1930s bath',
            columns: ['Element', 'When to keep', 'When to replace'],
            rows: [
              [
                'Mosaic floor',
                'Intact, level, no cracked tiles around the toilet',
                'Cracks show the mortar bed or joists have moved',
              ],
              [
                'Wainscot tile',
                'Firmly bonded, no hollow sound when tapped',
                'Walls are being opened for new plumbing anyway',
              ],
              [
                'Cast-iron tub',
                'Enamel sound; can be reglazed',
                'Owner wants a walk-in shower instead',
              ],
              [
                'Radiator',
                'Heats well; can be refinished',
                'Space is needed; a towel warmer or floor heat takes over',
              ],
              [
                'Pedestal sink',
                'Storage is not a concern',
                'A vanity of 24–48 in is needed for storage',
              ],
            ],
          },
        ],
      },
      {
        heading: 'What happens when the floor comes up',
        blocks: [
          {
            kind: 'p',
            text:
              'Those mortar beds are often two inches thick or more and very heavy, ' +
              'and removing them often shows the shortcuts of earlier plumbers: ' +
              'joists notched deeply for a drain, or cut through entirely. We ' +
              'sister or head off any damaged joists before building a new ' +
              'subfloor, because a tile floor needs a stiff base to stay ' +
              'crack-free. This is also the moment to replace galvanized supply ' +
              'lines and the cast-iron branch drain, and to add blocking in the ' +
              'walls for grab bars and a glass door.',
          },
          {
            kind: 'p',
            text:
              'For showers we use a bonded waterproofing membrane over the walls ' +
              'and pan and flood-test it for 24 hours before tile goes on. The ' +
              'shower valve will be pressure-balancing or thermostatic, with its ' +
              'limit stop set so the water cannot leave the spout hotter than ' +
              '120°F, which matters in houses with old, hot-running boilers.',
          },
        ],
      },
      {
        heading: 'Primary baths under the roof',
        blocks: [
          {
            kind: 'p',
            text:
              'Many Scarsdale owners want a primary bath that the house never had, ' +
              'and the space often comes from a dressing room, a sleeping porch or ' +
              'a small bedroom under the slate roof. Sloped ceilings decide the ' +
              'plan: the toilet and vanity can go where the ceiling is lower, while ' +
              'the shower needs full headroom at the point where you stand. Dormers ' +
              'help. Double vanities of 60–72 inches fit along the long wall of a ' +
              'former bedroom, and a water closet with its own door gives privacy ' +
              'without extra square footage.',
          },
          {
            kind: 'list',
            items: [
              'Toilet: at least 15 inches from its centerline to any side wall, ' +
                'with 21 inches clear in front; we aim for 30 where the room allows',
              'Shower: a 22-inch clear door opening as a minimum, wider for comfort',
              'Ventilation: a fan ducted outdoors, never into the attic, sized at ' +
                '50 cfm or more for intermittent use',
              'Power: GFCI protection for every receptacle and a dedicated 20-amp ' +
                'circuit for the bath outlets',
            ],
          },
        ],
      },
      {
        heading: 'Inspections a village bath goes through',
        blocks: [
          {
            kind: 'p',
            text:
              'The Village of Scarsdale building department reviews bath remodels ' +
              'that move plumbing, add fixtures or change wiring, with rough ' +
              'plumbing, rough electrical and final inspections. A new bath in an ' +
              'attic or over a porch needs framing and insulation inspections as ' +
              'well. The Board of Architectural Review only becomes involved when ' +
              'something changes outside, such as a new dormer or window, or a fan ' +
              'vent through a prominent wall.',
          },
        ],
      },
      {
        heading: 'Where a prewar bath lands on price',
        blocks: [
          {
            kind: 'p',
            text:
              'A prewar hall bath rebuilt with new plumbing behind period-style ' +
              'tile usually lands in the $25k–45k mid-range tier; the mortar bed ' +
              'and joist repair are why these rooms seldom fit the $10k–20k update ' +
              'tier. A new primary bath under the roof, with a double vanity and ' +
              'custom glass, is more often a $50k–80k project. On site, the hall ' +
              'bath takes 3–5 weeks, the primary bath built from other rooms 6–8. ' +
              'Lead-safe practices apply to painted trim from before 1978, and ' +
              'their time is in the schedule.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can the original hex floor be saved?',
        answer:
          'If it is intact and level, yes, with a deep cleaning and new grout. ' +
          'If the bed has cracked, we match the pattern with new unglazed ' +
          'porcelain mosaic, which is still made in the classic sizes.',
      },
      {
        question: 'Is a steam shower possible in a 1920s bath?',
        answer:
          'Yes, with a sealed enclosure, a sloped ceiling to shed condensation, ' +
          'a dedicated circuit for the generator and a spot for it in a nearby ' +
          'closet or vanity, with access for service.',
      },
      {
        question: 'Should we keep the radiator?',
        answer:
          'If it heats the room well, yes; it can be refinished or moved ' +
          'slightly by the heating contractor. Electric floor heat or a ' +
          'hydronic towel warmer can take its place if the wall space is ' +
          'needed.',
      },
    ],
    related: [
      '/westchester/scarsdale/kitchen-bath-remodeling',
      '/guides/towns/scarsdale-10583',
      '/services/bathrooms',
      '/learning/bathrooms/materials',
      '/blog/bathroom-remodel-cost-westchester-2025',
    ],
  },
  {
    id: 'armonk/bathroom-remodeling',
    sections: [
      {
        heading: 'The primary bath of a 1990s North Castle colonial',
        blocks: [
          {
            kind: 'p',
            text:
              'Many Armonk primary baths were built in the late 1980s and 1990s to ' +
              'the taste of the time: a jetted tub on a tiled platform under a ' +
              'window, a corner shower with a framed glass door, a long ' +
              'single-level vanity and wall-to-wall mirror. Owners now ask for the ' +
              'opposite balance. The platform comes out, a freestanding soaking tub ' +
              'takes a smaller footprint, and the shower grows into a walk-in with ' +
              'a bench, a handheld and sometimes steam.',
          },
          {
            kind: 'p',
            text:
              'In the older ranches and split-levels around town, the request is ' +
              'different: a second full bath where the house has one and a half, ' +
              'carved from a hall closet, a laundry alcove or part of an oversized ' +
              'bedroom.',
          },
        ],
      },
      {
        heading: 'Planning fixtures around a well',
        blocks: [
          {
            kind: 'p',
            text:
              'Private wells set limits that a city bath never faces. A large ' +
              'soaking tub, a rain head and body sprays all want volume, and a well ' +
              'pump and pressure tank deliver a set flow. Before specifying ' +
              "multiple shower outlets, we check the pump's output and the pressure " +
              'switch setting so the shower does not falter when someone runs the ' +
              'kitchen tap. The water heater matters just as much: filling a big ' +
              'tub can empty a standard tank, so a larger or faster-recovery heater ' +
              'may belong in the budget.',
          },
          {
            kind: 'checklist',
            title: 'Questions to settle in a well-and-septic house before choosing ' + 'fixtures',
            items: [
              'What do the latest water test results show for hardness and iron?',
              'Is there a softener or filter, and does the new plan leave room to ' + 'service it?',
              'What flow can the pump and pressure tank sustain?',
              'How many gallons does the water heater hold, and how fast does it ' + 'recover?',
              'Where is the septic tank, and when was it last pumped?',
              'Will the work add a bedroom, which would bring county health review?',
            ],
          },
          {
            kind: 'p',
            text:
              'Hard or iron-rich water leaves scale and orange stains on glass and ' +
              'grout. Factory-coated shower glass, mid-tone grout and fixtures with ' +
              'easy-clean finishes reduce the upkeep; a softener, if you do not ' +
              'already have one, prevents most of it.',
          },
        ],
      },
      {
        heading: 'Steam showers and heated floors',
        blocks: [
          {
            kind: 'p',
            text:
              "Steam is a common request in this town's larger houses. The " +
              'enclosure needs a vapor-tight door, tile on every surface including ' +
              'the ceiling, which should slope so condensation runs to the wall ' +
              'rather than dripping, and a steam generator located in an accessible ' +
              'closet or vanity within the distance the maker allows. The generator ' +
              'takes its own dedicated circuit, as does an electric radiant floor ' +
              'mat, and the radiant mat needs GFCI protection. If the house has a ' +
              'standby generator, decide whether the bath heat should be on it.',
          },
        ],
      },
      {
        heading: 'Town and county reviews',
        blocks: [
          {
            kind: 'p',
            text:
              "North Castle's inspectors see a bath three times: with the drains " +
              'and supplies roughed in, with the wiring roughed in, and finished. ' +
              'The Westchester County health department reviews septic capacity ' +
              'when bedrooms are added, so a bath that is part of finishing a ' +
              'basement into a guest suite may need that review too; a bath remodel ' +
              'alone usually does not.',
          },
        ],
      },
      {
        heading: 'Spending on steam, stone and space',
        blocks: [
          {
            kind: 'p',
            text:
              'Baths here often sit in our upscale tier, $50k–80k, or luxury, ' +
              '$85k+, because of steam, stone and larger rooms; mid-range work runs ' +
              '$25k–45k. A primary bath with a changed layout takes 6–8 weeks on ' +
              'site; a second bath added inside an existing floor plan takes about ' +
              '3–5 weeks of construction once the permit is in hand.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Will a tankless water heater work on well water?',
        answer:
          'It can, but hard water scales its heat exchanger, so it needs a ' +
          'softener or regular descaling, and the well must supply enough flow ' +
          'to keep the heater firing.',
      },
      {
        question: 'Can our septic handle a big soaking tub?',
        answer:
          'A tub sends its full volume to the tank at once. Most systems handle ' +
          'an occasional soak; if your system is older or undersized, ask your ' +
          'septic service before choosing a very large tub.',
      },
      {
        question: 'Should the freestanding tub have a floor-mounted filler?',
        answer:
          'A floor-mounted filler looks clean in a large room, but its supply ' +
          'lines must come up through the floor, which is easiest when the ' +
          'subfloor is already open.',
      },
    ],
    related: [
      '/westchester/armonk/kitchen-bath-remodeling',
      '/guides/towns/armonk-10504',
      '/services/bathrooms',
      '/learning/bathrooms/fixtures',
      '/learning/bathrooms/plumbing-electrical-ventilation',
    ],
  },
  {
    id: 'bronxville/bathroom-remodeling',
    sections: [
      {
        heading: 'Bathrooms in prewar apartments',
        blocks: [
          {
            kind: 'p',
            text:
              'The co-op buildings around the Bronxville station were built with ' +
              'small, solid bathrooms: cast-iron tubs, walls of glazed tile on ' +
              'thick mortar, a pedestal sink and a recessed medicine cabinet. ' +
              'Behind the tub wall, the supply and drain lines connect to vertical ' +
              'risers that serve every apartment above and below. That single fact ' +
              'shapes every apartment bath we build in the village, because any ' +
              "work on the risers involves the building's superintendent and " +
              'plumber and a water shutdown for the whole line.',
          },
          {
            kind: 'p',
            text:
              'Boards want to see that the new bath will not leak into the unit ' +
              'below. Expect the alteration agreement to specify waterproofing ' +
              'under the whole floor, not just the shower, and to require that ' +
              'shut-off valves be installed at the fixtures. Some buildings require ' +
              'their own plumber to make the riser connections; others accept ours ' +
              'with the super present.',
          },
          {
            kind: 'checklist',
            title: 'Typical co-op bath approval package',
            items: [
              'Drawings showing fixture locations before and after',
              'Waterproofing product and the extent of the membrane',
              'Confirmation that the toilet and tub drains stay in place',
              'Schedule for any riser shutdown, agreed with the super',
              'Certificate of insurance naming the cooperative and the managing ' + 'agent',
              'The alteration agreement, signed, with the damage deposit',
            ],
          },
        ],
      },
      {
        heading: 'Tub or shower in an apartment',
        blocks: [
          {
            kind: 'p',
            text:
              'Many owners want to replace the tub with a walk-in shower. It is ' +
              'often possible, but the old tub drain sits low and the shower pan ' +
              'needs slope, so the new shower usually gets a small curb rather than ' +
              'a curbless entry. The plumbing code requires the shower floor to ' +
              'slope toward the drain at a quarter inch per foot or more, up to ' +
              'half an inch, and the pan has to fit above the slab. Some boards ' +
              'prefer the tub to stay in at least one bath per apartment; check ' +
              'before designing.',
          },
        ],
      },
      {
        heading: 'Tudor and Arts and Crafts house baths',
        blocks: [
          {
            kind: 'p',
            text:
              'On the hillside streets, houses from 1900 to 1940 have baths ' +
              'finished in the style of their day, and some of that tile is worth ' +
              'keeping. Where it is not, we can recreate the look with unglazed ' +
              'porcelain hex, three-by-six glazed subway with a bullnose cap and ' +
              'base, and a nickel-finish exposed shower riser. Small lots and close ' +
              'neighbors mean a new bath is rarely an addition, so we find space ' +
              'inside: a powder room under the main stair, a second-floor bath ' +
              'borrowed from a deep linen closet, an attic bath under the slope.',
          },
          {
            kind: 'p',
            text:
              'The residential code sets the minimums for those tight spaces: a ' +
              'toilet needs 15 inches from its centerline to the side wall and 21 ' +
              'inches clear in front, and a shower at least 30 inches across in ' +
              'every direction with 900 square inches of floor. With a compact ' +
              'wall-hung sink, a powder room can meet those numbers in very little ' +
              'floor space, which is why the space under a stair so often works.',
          },
        ],
      },
      {
        heading: 'Village inspections after the board signs',
        blocks: [
          {
            kind: 'p',
            text:
              'The Village of Bronxville building department issues bath permits, ' +
              'whether the bath is in a house or an apartment. For a co-op, the ' +
              "board's signed approval comes first. Plumbing must be done by a " +
              'licensed plumber, and the village inspects rough plumbing and ' +
              'electrical before walls close.',
          },
        ],
      },
      {
        heading: 'Apartment and house bath budgets',
        blocks: [
          {
            kind: 'p',
            text:
              'Apartment baths whose fixtures stay put are usually mid-range work, ' +
              '$25k–45k, while a house bath with restored or reproduced period tile ' +
              'and new plumbing can reach the $50k–80k tier. A powder room under ' +
              'the stair takes 2–3 weeks of work and a full bath 3–5, counted from ' +
              'the day the board and village approvals are in hand.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can we add a second bath to our co-op apartment?',
        answer:
          'Sometimes, if a riser is close enough and the board accepts a wet ' +
          'room over a dry one below. Many boards refuse new wet areas over a ' +
          "neighbor's living space.",
      },
      {
        question: 'Can the original tile in our Tudor bath be repaired?',
        answer:
          'Often. Loose tiles can be reset and cracked ones replaced with ' +
          'salvaged or closely matched pieces. Hollow-sounding walls usually ' +
          'mean the mortar has let go, and then replacement is better.',
      },
      {
        question: "What happens if the building's riser needs replacing?",
        answer:
          "That is the building's work. We coordinate our schedule with it, " +
          'since it is often cheaper and cleaner to renovate the bath while the ' +
          'riser wall is open.',
      },
    ],
    related: [
      '/westchester/bronxville/kitchen-bath-remodeling',
      '/guides/towns/bronxville-10708',
      '/services/bathrooms',
      '/learning/bathrooms/layouts',
      '/learning/process/scheduling',
    ],
  },
  {
    id: 'chappaqua/bathroom-remodeling',
    sections: [
      {
        heading: 'From jetted tub to walk-in shower',
        blocks: [
          {
            kind: 'p',
            text:
              'The project we build most often in Chappaqua is the primary bath of ' +
              'a 1980s or 1990s colonial: a jetted tub on a platform that nobody ' +
              'fills, a narrow shower stall beside it, and a single long vanity. ' +
              'Taking out the tub and platform frees five or six feet of wall, ' +
              'enough for a walk-in shower with a bench, a niche and a handheld on ' +
              'a slide bar, plus a double vanity of 60–72 inches facing it.',
          },
          {
            kind: 'table',
            caption: 'What changes when a jetted tub becomes a shower',
            columns: ['Item', 'Before', 'After'],
            rows: [
              [
                'Drain',
                'Tub drain under the platform',
                'Linear or center shower drain with new slope and trap',
              ],
              [
                'Electrical',
                'Dedicated circuit for the whirlpool pump',
                'Circuit reused for a heated floor or removed',
              ],
              ['Waterproofing', 'Tub surround only', 'Membrane over shower walls, floor and bench'],
              ['Glass', 'Framed door', 'Fixed panel or hinged door in safety glass'],
              [
                'Light',
                'Fixture over the tub',
                'Damp-rated light in the shower plus a humidity-sensing fan',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Hall baths in split-levels and ranches',
        blocks: [
          {
            kind: 'p',
            text:
              'Split-levels from the 1960s tend to have one hall bath on the ' +
              'bedroom level, often still with its colored tile and steel tub. A ' +
              'full remodel replaces everything down to the studs, including the ' +
              'galvanized lines that commonly feed it, and keeps the tub if ' +
              'children use it. Ranches from the 1950s may have only one full bath; ' +
              'we often add a second as a primary bath by taking part of a bedroom ' +
              'and a closet, with the drain connected to the main line in the ' +
              'basement or crawlspace.',
          },
          {
            kind: 'p',
            text:
              "Kids' baths earn practical choices: a tub with a wide deck and a " +
              'tiled wall niche low enough for shampoo bottles, a quartz vanity top ' +
              'that shrugs off toothpaste, and a 34-inch vanity height that suits ' +
              'both children and adults.',
          },
        ],
      },
      {
        heading: 'Details we settle at the showroom',
        blocks: [
          {
            kind: 'p',
            text:
              'At Memorial Drive you can stand in a shower mock-up, compare tile ' +
              'sizes, and feel the difference between a pressure-balancing and a ' +
              'thermostatic valve. Large-format porcelain on the walls means fewer ' +
              'grout lines to clean; a small mosaic on the shower floor gives grip ' +
              'and follows the slope to the drain. We walk through the storage: ' +
              'drawers in the vanity, a tall linen tower, a recessed medicine ' +
              'cabinet if the wall framing allows.',
          },
        ],
      },
      {
        heading: 'The New Castle permit path',
        blocks: [
          {
            kind: 'p',
            text:
              'A bath permit in Chappaqua comes from New Castle, and the inspector ' +
              'visits once the drain, supply and wiring are roughed in and again ' +
              'when the room is done. Parts of town run on septic: adding a fixture ' +
              'to an existing bath does not change much, but if a new bath comes ' +
              'with a new bedroom, the county health department reviews the ' +
              "system's capacity. Exhaust fans must vent outdoors, and every " +
              'receptacle in the room needs GFCI protection.',
          },
        ],
      },
      {
        heading: 'Conversion costs and weeks on site',
        blocks: [
          {
            kind: 'p',
            text:
              'A jetted-tub conversion with a bench shower, double vanity and ' +
              'frameless glass typically falls between our $25k–45k and $50k–80k ' +
              'tiers, with tile and glass choices deciding which. Split-level hall ' +
              'baths that keep a tub are often closer to the $37,500 average. ' +
              'Construction usually runs 3–5 weeks for a hall bath and 6–8 for a ' +
              'primary suite with a new layout; a new powder room in an older house ' +
              'near the station can be done in 2–3.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Should we keep one tub in the house?',
        answer:
          'If there are young children or you may sell in a few years, keeping ' +
          'a tub in the hall bath is wise. The primary bath can then be all ' +
          'shower.',
      },
      {
        question: 'Is a curbless shower possible in our colonial?',
        answer:
          'Often, by recessing the subfloor between the joists or using a thin ' +
          'sloped system. We check the joist direction and depth first.',
      },
      {
        question: 'How big should the exhaust fan be?',
        answer:
          'At least 50 cfm for intermittent use by code, and more for a large ' +
          'shower. A humidity-sensing control runs it until the mirror clears.',
      },
    ],
    related: [
      '/westchester/chappaqua/kitchen-bath-remodeling',
      '/guides/towns/chappaqua-10514',
      '/services/bathrooms',
      '/learning/bathrooms/workflow',
      '/blog/large-format-tile-floors',
    ],
  },
  {
    id: 'rye/bathroom-remodeling',
    sections: [
      {
        heading: 'Baths in shingle-style and shore houses',
        blocks: [
          {
            kind: 'p',
            text:
              "Rye's older houses hide their baths under roof slopes and behind " +
              'dormers, and owners now want one generous primary bath rather than ' +
              'two cramped ones. We often combine a small bath with an adjoining ' +
              'closet or sleeping porch, then lay out the shower where the roof is ' +
              'highest. In the shoreline houses, a second kind of bath matters as ' +
              'much: the ground-floor bath by the back door where people rinse off ' +
              'after the beach, the pool or the boat.',
          },
        ],
      },
      {
        heading: 'Curbless showers and heated floors',
        blocks: [
          {
            kind: 'p',
            text:
              'Our Rye primary bath case study shows what owners ask for: a walk-in ' +
              'shower with no curb, a linear drain along the back wall and electric ' +
              'radiant heat under porcelain tile. A curbless floor needs the ' +
              'subfloor lowered in the shower area so the tile can slope to the ' +
              'drain without a step, which in older framing means cutting down ' +
              'between joists or adding new ones. The floor slopes to the drain at ' +
              'a quarter inch per foot, and the waterproofing membrane extends past ' +
              'the shower area, since there is no curb to hold water back.',
          },
          {
            kind: 'list',
            items: [
              'Radiant mats run on their own circuit with GFCI protection and a ' +
                'programmable thermostat',
              'Large-format porcelain is cut into the slope with a linear drain, ' +
                'avoiding the four-way cuts of a center drain',
              'A fixed panel of tempered safety glass replaces the door',
              'Grab-bar blocking goes in before the walls close',
            ],
          },
        ],
      },
      {
        heading: 'Humidity and ventilation near the water',
        blocks: [
          {
            kind: 'p',
            text:
              'Salt air and summer humidity make ventilation important in this ' +
              'town. A fan ducted through the wall or roof, never the attic, with a ' +
              'humidity sensor or timer does most of the work. The code minimum is ' +
              '50 cfm for intermittent use, and we size above it for large ' +
              'steam-filled showers. Solid-brass or good-quality stainless fittings ' +
              'resist corrosion; cheap chrome over zinc pits quickly in a house by ' +
              'the Sound.',
          },
        ],
      },
      {
        heading: 'Ground-floor baths and the flood map',
        blocks: [
          {
            kind: 'p',
            text:
              "Rye's flood maps cover the beach streets and the low ground beside " +
              'Blind Brook. In a house that is substantially improved, meaning the ' +
              "cost of work reaches half the building's market value, space below " +
              'the base flood elevation generally may be used only for parking, ' +
              'access and storage, so a finished bath there may not be allowed. For ' +
              'smaller projects on lower floors, flood-resistant materials make ' +
              'sense anyway: porcelain tile, cement board, PVC trim and a vanity on ' +
              'legs rather than a particleboard box.',
          },
        ],
      },
      {
        heading: "Rye's building department and review board",
        blocks: [
          {
            kind: 'p',
            text:
              "Rye's building department issues the bath permit; where exterior " +
              'walls were opened, an insulation inspection joins the plumbing and ' +
              'electrical ones. A new dormer, window or exterior vent can take the ' +
              'project to the Board of Architectural Review. In a flood zone, the ' +
              'department may ask for an elevation certificate and a cost estimate ' +
              "to compare against the building's value.",
          },
        ],
      },
      {
        heading: 'Pricing a curbless or beach bath',
        blocks: [
          {
            kind: 'p',
            text:
              'A curbless primary bath with radiant heat belongs in our $50k–80k ' +
              'upscale tier, and adding steam or stone slab walls moves it to ' +
              '$85k+. A back-door beach bath with porcelain and a simple shower is ' +
              'a much smaller job. Allow 6–8 weeks on site for a primary bath with ' +
              'a new layout, and 2–3 weeks for a powder room or rinse-off bath.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Is a curbless shower worth it?',
        answer:
          'It is easier to step into now and in later years, and it makes the ' +
          'bath look larger. It costs more because of the framing work and the ' +
          'extended waterproofing.',
      },
      {
        question: 'Can we add an outdoor shower as well?',
        answer:
          'Often yes; it needs a freeze-proof valve or a way to drain the lines ' +
          'in winter, and the drain must go where the building department ' +
          'allows.',
      },
      {
        question: 'What tile suits a beach bath?',
        answer:
          'Porcelain with a textured or matte finish for grip, and a mid-tone ' +
          'grout that hides sand. Avoid polished stone on a floor that will be ' +
          'wet.',
      },
    ],
    related: [
      '/westchester/rye/kitchen-bath-remodeling',
      '/guides/towns/rye-10580',
      '/services/bathrooms',
      '/gallery/rye-primary-bathroom-remodel-curbless-shower-heated-floor',
      '/learning/bathrooms/materials',
    ],
  },
  {
    id: 'white-plains/bathroom-remodeling',
    sections: [
      {
        heading: 'Tub-to-shower conversions in hall baths',
        blocks: [
          {
            kind: 'p',
            text:
              'The hall bath in a White Plains colonial or cape is typically a ' +
              'five-foot alcove tub with a tiled surround, a vanity and a toilet ' +
              'side by side. When no one in the house takes baths, converting that ' +
              'alcove into a walk-in shower is the quickest way to a better room. ' +
              'Our case study in the city did just that: the tub came out, a ' +
              'walk-in shower with a glass panel and a tiled niche went in, and a ' +
              'new vanity finished the room in 4 weeks.',
          },
          {
            kind: 'list',
            items: [
              'Demolish the tub, surround and floor down to the studs and subfloor',
              'Move the drain to the shower location and add a new trap and vent ' + 'connection',
              'Install a pressure-balancing valve, a fixed head and a handheld on a ' + 'bar',
              'Build the pan and walls with a waterproofing membrane, then ' +
                'flood-test for 24 hours',
              'Tile, install glass, set the vanity and fixtures, then the final ' + 'inspection',
            ],
            ordered: true,
          },
          {
            kind: 'p',
            text:
              'A 60-by-30-inch shower leaves room for a bench at one end or a ' +
              'generous niche. A glass panel rather than a door gives a 22-inch or ' +
              'wider opening as the code requires, and keeps the shower feeling ' +
              'open.',
          },
        ],
      },
      {
        heading: 'Condo and co-op baths downtown',
        blocks: [
          {
            kind: 'p',
            text:
              'In the high-rise condos near the station, the bath is built around ' +
              'concrete. The toilet and tub drains go through the slab to the unit ' +
              'below, so fixtures stay where they are. Replacing a builder-grade ' +
              'vanity with a wall-hung one, swapping the tub for a shower with a ' +
              'low curb, and adding a new fan with a proper backdraft damper are ' +
              'the typical changes. Water is shut off at riser valves by the ' +
              "building's staff, and debris goes down in the service elevator at " +
              'set times.',
          },
          {
            kind: 'p',
            text:
              'The prewar co-ops along the avenues have small, tiled baths with ' +
              'recessed radiators and original cast-iron drains. Boards usually ' +
              'require waterproofing under the entire floor and new shut-off ' +
              "valves, and a licensed plumber for any work on the building's lines.",
          },
        ],
      },
      {
        heading: 'Adding a second bath to a cape or colonial',
        blocks: [
          {
            kind: 'p',
            text:
              'Capes from the 1940s and 1950s often have one bath on the first ' +
              'floor and bedrooms upstairs under the roof. A new upstairs bath in a ' +
              'dormer, or a primary bath carved from two small bedrooms in a ' +
              "colonial, is one of the most useful projects in the city's " +
              'single-family neighborhoods. The drain must connect to the stack ' +
              'with proper slope, so where the stack sits often decides where the ' +
              'new bath can go.',
          },
        ],
      },
      {
        heading: 'What the city inspects in a new bath',
        blocks: [
          {
            kind: 'p',
            text:
              'Bath work anywhere in the city, from a Gedney Farms colonial to a ' +
              'tower apartment, is permitted by the Department of Building. In a ' +
              'condo or co-op, nothing is filed with the city until management has ' +
              'signed off. Inspections cover rough plumbing and electrical and the ' +
              'finished room. A new bath must have GFCI-protected outlets on a ' +
              '20-amp circuit and an exhaust fan ducted to the outside.',
          },
        ],
      },
      {
        heading: 'From a 4-week conversion to a dormer bath',
        blocks: [
          {
            kind: 'p',
            text:
              'Tub-to-shower conversions like our case study usually fall in the ' +
              '$25k–45k mid-range tier, and so do most condo bath updates. An ' +
              'upstairs bath added to a cape costs more because of new framing, ' +
              'drains and a dormer. The conversion took 4 weeks on site, which is ' +
              'typical of the 3–5 weeks a full bath needs; a new bath under a ' +
              'dormer runs longer.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Glass panel or glass door for the new shower?',
        answer:
          'A fixed panel has no hinges to adjust and is easier to clean, but it ' +
          'lets a little spray out at the open end of a short shower. A hinged ' +
          'door keeps the water in and must swing out of the shower, so check ' +
          'that it clears the toilet and vanity.',
      },
      {
        question: 'How high should the shower curb be?',
        answer:
          'A low curb of a few inches is typical in a condo, where the slab ' +
          'limits how far the pan can drop. In a house with wood framing, a ' +
          'curbless entry is often possible.',
      },
      {
        question: 'Can we add a bath in our attic?',
        answer:
          'If the headroom, stair and structure allow, yes. An engineer checks ' +
          'the floor joists, and the drain must reach the stack with proper ' +
          'slope.',
      },
    ],
    related: [
      '/westchester/white-plains/kitchen-bath-remodeling',
      '/guides/towns/white-plains-10601',
      '/services/bathrooms',
      '/gallery/white-plains-hall-bathroom-remodel-tub-to-shower',
      '/learning/bathrooms/fixtures',
    ],
  },
] satisfies DocContent[]
