import type { DocContent } from '../types'

export const articleBodiesPart2 = [
  {
    id: 'kitchen-design-trends',
    sections: [
      {
        heading: 'What Westchester homeowners are asking us for',
        blocks: [
          {
            kind: 'p',
            text:
              'After more than a decade in which nearly every kitchen we built was white from ' +
              'floor to ceiling, the photos people bring to our Chappaqua showroom have changed. ' +
              'Wood is back on cabinet doors, islands come in colors, counters are natural stone ' +
              'again, and more clients ask whether they should give up gas. None of this is new ' +
              'invention. Most of it is a return to materials that older Westchester houses were ' +
              'built with in the first place.',
          },
          {
            kind: 'p',
            text:
              'We judge a trend by two questions. Does it suit the house it is going into, and ' +
              'will it still look deliberate long after the work is done, when the next owner ' +
              'walks through? A rift oak island in a 1920s Scarsdale Tudor passes both tests. ' +
              'The same island in a 1960s split-level can too, if the rest of the room is ' +
              'simpler. The table below sums up the six ideas we are discussing most this ' +
              'winter.',
          },
          {
            kind: 'table',
            caption: 'Six kitchen trends and where they fit',
            columns: ['Trend', 'What it is', 'Suits', 'Watch for'],
            rows: [
              [
                'Warm wood tones',
                'Stained or clear-finished oak, walnut or cherry on doors and islands',
                'Tudors, Arts and Crafts houses, mid-century ranches',
                'Oak ambers under clear finish; matching an existing floor is hard',
              ],
              [
                'Two-tone cabinets',
                'Painted perimeter with a wood or colored island, or dark lowers and light uppers',
                'Center-hall colonials and open plans',
                'More than two colors starts to look busy',
              ],
              [
                'Quartzite slabs',
                'Natural metamorphic stone with marble-like veining',
                'Almost any house; honed finishes suit older ones',
                'Some stones sold as quartzite etch like marble',
              ],
              [
                'Hidden pantries',
                'Walk-in or cabinet pantries behind doors that match the cabinetry',
                "Houses with an old butler's pantry or back hall",
                'Outlets and ventilation inside appliance cabinets',
              ],
              [
                'Induction cooktops',
                'Magnetic cooking that heats the pan, not the glass',
                'Any kitchen with the electrical capacity',
                'Needs a dedicated 240-volt circuit and magnetic cookware',
              ],
              [
                'Plaster hoods',
                'A framed hood finished in lime or Venetian plaster over a fan insert',
                'Tudors, Mediterranean and farmhouse kitchens',
                'Must still be ducted outside and sized to the range',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Warm wood and two-tone cabinets',
        blocks: [
          {
            kind: 'p',
            text:
              'The most common request we hear is for warmth. In practice that means rift-sawn ' +
              'white oak with a straight, quiet grain, walnut for a flat-panel modern look, or a ' +
              'stained island in an otherwise painted kitchen. Rift oak is cut so the grain runs ' +
              'in tight parallel lines without the flame figure of plain-sawn oak, which is why ' +
              'it reads as calm rather than rustic. It costs more than plain-sawn stock because ' +
              'less of each log yields it.',
          },
          {
            kind: 'p',
            text:
              'Two things catch people out. First, white oak under a clear finish ambers as it ' +
              'ages, so a sample that looks pale in the showroom will look warmer a few years ' +
              'on, especially near a south window. Second, wood cabinets set against a wood ' +
              'floor need a decision: either a clear contrast in tone or a close, intentional ' +
              'match. Two oaks that are almost the same color look like a mistake. We put a door ' +
              'sample on your actual floor before anything is ordered.',
          },
          {
            kind: 'p',
            text:
              'Two-tone kitchens pair a painted perimeter with a wood or colored island, or put ' +
              'a deeper color on the base cabinets and keep the wall cabinets light. Navy, deep ' +
              'green and greige islands are all in our recent work. A few rules keep the result ' +
              'from looking patched together: keep tall pantry and refrigerator cabinets the ' +
              'same color as the run they belong to, limit the room to two cabinet finishes plus ' +
              'one counter, and carry one metal through hardware, faucet and light fittings.',
          },
          {
            kind: 'tip',
            title: 'Finish matters as much as color',
            text:
              'Ask what finish goes over the paint or stain. Factory catalyzed finishes stand up ' +
              'to steam from a dishwasher and hand lotion on door edges far better than a ' +
              'brushed-on coat, and they can be touched up by the finisher if a door is chipped.',
          },
        ],
      },
      {
        heading: 'Quartzite and natural stone',
        blocks: [
          {
            kind: 'p',
            text:
              'Quartzite has become the stone people ask for when they like the look of marble ' +
              'but not its upkeep. True quartzite is sandstone that heat and pressure have fused ' +
              'into a very hard rock. It takes heat well, resists scratches from knives and ' +
              'stays put under lemon juice or wine far better than marble. It is porous, so it ' +
              'needs a penetrating sealer, and it is hard enough that fabrication takes longer ' +
              'and costs more than granite.',
          },
          {
            kind: 'p',
            text:
              'The stone trade is not consistent with names. Some slabs sold as quartzite, or as ' +
              '"soft quartzite", are really marble or dolomite, which etch when acid touches ' +
              'them. Before a client commits, we ask the yard for a sample and test it at our ' +
              'table: drag the corner of a glass bottle across it (quartzite scratches glass, ' +
              'marble does not) and leave a few drops of lemon juice for ten minutes to see ' +
              'whether the polish dulls.',
          },
          {
            kind: 'checklist',
            title: 'At the slab yard',
            items: [
              'See the actual slabs you will get, not a sample from a different block',
              'Ask for the slab numbers and have them held in your name',
              'Look at the slab in daylight as well as under the warehouse lights',
              'Ask whether the finish is polished, honed or leathered; honed shows etching less',
              'Lay out where the seams and the sink cut-out fall before fabrication',
              'Confirm which sealer the fabricator applies and how often to reseal',
            ],
          },
        ],
      },
      {
        heading: 'Hidden pantries and appliance garages',
        blocks: [
          {
            kind: 'p',
            text:
              'Clear counters photograph well, and the way to get them is to give the toaster, ' +
              'coffee maker and mixer a home of their own. An appliance garage is a ' +
              'counter-height cabinet with doors that lift or slide back into the sides, with an ' +
              'outlet inside so things can be used where they sit. We wire these on their own ' +
              'countertop receptacle with GFCI protection, like any outlet near the sink, and ' +
              'leave room above a coffee maker for the steam to clear.',
          },
          {
            kind: 'p',
            text:
              'A hidden pantry goes a step further: a walk-in room or a bank of tall cabinets ' +
              'behind doors that match the rest of the kitchen. Many older Westchester houses ' +
              "already have the space for one in a butler's pantry, a back hall or an unused " +
              'side entry. Shelves 12 to 16 inches deep keep cans and jars visible; deeper ' +
              'shelves turn into places where things are forgotten. If a refrigerator, a second ' +
              'dishwasher or a coffee machine goes inside, the pantry needs ventilation and the ' +
              'right circuits, which we plan at the same time as the kitchen.',
          },
        ],
      },
      {
        heading: 'Induction cooktops and plaster hoods',
        blocks: [
          {
            kind: 'p',
            text:
              'Induction cooktops heat the pan directly through a magnetic field. Water comes to ' +
              'a boil quickly, low settings hold steady enough to melt chocolate without a ' +
              'double boiler, and the glass stays cool enough to wipe up a spill mid-cook. ' +
              'Cookware has to be magnetic: if a fridge magnet sticks firmly to the bottom of a ' +
              'pan, it will work. Most stainless-clad and cast-iron pans qualify; aluminum and ' +
              'copper pans without a steel base do not.',
          },
          {
            kind: 'p',
            text:
              'The wiring is where older houses need a look. An induction range or cooktop runs ' +
              "on a dedicated 240-volt circuit sized to the appliance's nameplate, often 40 or " +
              '50 amps for a full-size range, and the installation manual sets the exact breaker ' +
              'and wire. A house still on a small electrical service may need a load ' +
              'calculation, and sometimes a service upgrade, before it can add one. We check the ' +
              'panel at the first visit so nobody buys a range the house cannot feed. Switching ' +
              'from gas also means capping the old gas line properly, which we do under the ' +
              'plumbing permit.',
          },
          {
            kind: 'p',
            text:
              'Plaster hoods are a framed shell finished in lime or Venetian plaster, built ' +
              'around a metal insert that holds the fan, filters and lights. They suit Tudors ' +
              'and stucco houses especially well. A plaster hood is still a range hood, so the ' +
              'insert must be sized for the cooktop, mounted at the height its manual calls for, ' +
              'and ducted outside rather than into a cabinet or attic. Where a hood can exhaust ' +
              'more than 400 cubic feet per minute, the residential code requires makeup air, a ' +
              'ducted supply that opens when the fan runs so the house is not starved of air.',
          },
        ],
      },
      {
        heading: 'Matching a trend to an older house',
        blocks: [
          {
            kind: 'p',
            text:
              'Most of the houses we work in were built between the 1910s and the 1970s, and ' +
              'each era has its own logic. These pairings have worked well for our clients:',
          },
          {
            kind: 'list',
            items: [
              'Tudor and stucco houses: stained wood, inset doors, a plaster hood and honed ' +
                'stone, which echo the original trim and plaster walls.',
              'Center-hall colonials: painted shaker perimeters with a colored or wood island ' +
                'and quartzite or quartz counters, often with a pantry wall replacing lost wall ' +
                'cabinets.',
              'Victorians in the river villages: painted inset cabinets and a pantry rebuilt ' +
                'where the original one stood, with hardware in unlacquered brass or nickel.',
              'Mid-century ranches and split-levels: flat-panel walnut or oak, simple slab ' +
                'counters and an induction cooktop set into a long run of drawers.',
            ],
          },
          {
            kind: 'p',
            text:
              'A few ideas we raise cautions about. Open shelving in place of every wall cabinet ' +
              'collects grease near the range and dust everywhere else, so we suggest a short ' +
              'run of shelves away from the cooktop. Unlacquered brass darkens and spots with ' +
              'use; some people love the patina and some clean it weekly. And very dark, fully ' +
              'matte kitchens can show every fingerprint. None of these is wrong, but each is ' +
              'easier to live with if you know what to expect.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Is a white kitchen going to look dated?',
        answer:
          'A white shaker kitchen with simple hardware has stayed in steady demand for decades ' +
          'and still suits most colonials. What dates a kitchen faster is a cluster of ' +
          'fashionable details at once. If you want white, add warmth with a wood island, a ' +
          'natural stone or wood floor.',
      },
      {
        question: 'Can we switch from a gas range to induction without rewiring?',
        answer:
          'Only if a suitable 240-volt circuit is already at the range location, which is rare ' +
          'in a kitchen that had gas. Usually we run a new dedicated circuit from the panel and ' +
          'confirm the service can carry the load.',
      },
      {
        question: 'Does a plaster hood crack?',
        answer:
          'Hairline cracks can appear as the house moves with the seasons, which many owners ' +
          'accept as part of the look. A stable, well-fastened frame and a flexible lime finish ' +
          'keep them small, and a plasterer can blend repairs in.',
      },
    ],
    related: [
      '/services/kitchens',
      '/blog/quartz-vs-granite-countertops',
      '/learning/kitchens/appliances-technology',
      '/learning/cabinetry/finishes',
      '/gallery/larchmont-kitchen-remodel-gourmet-custom-cabinets-professional',
      '/showroom',
    ],
  },
  {
    id: 'kitchen-remodel-cost-westchester-2025',
    sections: [
      {
        heading: 'Four price ranges for a Westchester kitchen',
        blocks: [
          {
            kind: 'p',
            text:
              'Every year we are asked the same first question: what will our kitchen cost? The ' +
              'honest answer depends on what changes, but the kitchens we build fall into four ' +
              'ranges. They cover design, materials and installation for a Westchester house, ' +
              'and they are the same ranges we use when we talk a budget through with you at the ' +
              'showroom or at your kitchen table.',
          },
          {
            kind: 'table',
            caption: 'Westchester kitchen remodel tiers, 2025',
            columns: ['Tier', 'Range', 'What usually changes'],
            rows: [
              [
                'Refresh',
                '$15k–30k',
                'Layout and cabinet boxes stay. New counters, backsplash, sink and faucet, ' +
                  'painted or refaced doors, hardware and lighting.',
              ],
              [
                'Mid-Range Remodel',
                '$40k–70k',
                'New semi-custom cabinets in the same footprint, quartz counters, tile ' +
                  'backsplash, new flooring, recessed and under-cabinet lighting, appliances ' +
                  'swapped in place.',
              ],
              [
                'Upscale Remodel',
                '$75k–120k',
                'A reworked layout with an island, plumbing and gas moved, new circuits, ' +
                  'higher-grade cabinets, stone counters and a vented hood.',
              ],
              [
                'Luxury Custom',
                '$125k+',
                'Custom or inset cabinetry, a professional range with a ducted hood and makeup ' +
                  'air, natural stone, structural work such as a beam, pantry or bar additions.',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Across all of them, our average Westchester kitchen comes to $67,500, or about ' +
              '$225 per square foot of kitchen floor. Use those two figures as a sanity check ' +
              'against the first numbers you hear, not as a quote. The per-foot figure in ' +
              'particular misleads in small rooms, because a sink, a range hood, a permit and a ' +
              'set of drawings cost about the same whether the kitchen is a galley or a great ' +
              'room.',
          },
        ],
      },
      {
        heading: 'Why two kitchens the same size land in different tiers',
        blocks: [
          {
            kind: 'p',
            text:
              'Size matters less than what moves. Keeping the sink, range and refrigerator where ' +
              'they are limits the plumber, the gas fitter and the electrician to reconnecting ' +
              'what is already there. Moving the sink to an island means a new drain and vent ' +
              'through the floor, new supply lines and often a rerouted heating run in the ' +
              'basement below. Taking out a wall brings in an engineer, a beam and a framing ' +
              'inspection. Each of those decisions can carry a kitchen from one tier to the next ' +
              'on its own.',
          },
          {
            kind: 'p',
            text:
              'The second driver is cabinetry. Stock cabinets come in fixed widths and finishes, ' +
              'semi-custom lines add sizes, depths and paint colors, and custom shops build to ' +
              'the inch, including inset doors that sit flush in a face frame. Cabinets and ' +
              'their installation are usually the largest single line in our kitchen estimates, ' +
              'so the grade you choose shapes the whole budget. Counters, appliances and ' +
              'lighting follow.',
          },
          {
            kind: 'p',
            text:
              'The third driver is the house itself. Westchester has a lot of housing built ' +
              'before the Second World War, and older kitchens hide things that cost money once ' +
              'the walls are open:',
          },
          {
            kind: 'list',
            items: [
              'Plaster over wood lath, which takes longer to remove and to patch than drywall',
              'Ungrounded outlets, shared circuits or knob-and-tube wiring that must be replaced',
              'Cast-iron or galvanized drains rusting from the inside',
              'Gas lines too small for a larger range',
              'Lead paint in houses built before 1978, which calls for lead-safe work practices',
              'Radiators in the way of a continuous counter run',
            ],
          },
          {
            kind: 'p',
            text:
              'We look for these at the site visit, with a flashlight in the basement and a ' +
              'tester at the outlets, and price what we can see into the estimate rather than ' +
              'leaving it for a change order later.',
          },
        ],
      },
      {
        heading: 'Three kitchens and what they cost',
        blocks: [
          {
            kind: 'p',
            text:
              'Three kitchens from our gallery show how the tiers work in real houses. All three ' +
              'included design, the permit and inspections, and all three had their cabinets ' +
              'ordered before demolition so the crew never waited on deliveries.',
          },
          {
            kind: 'table',
            caption: 'Budgets and time on site for three Westchester kitchens',
            columns: ['Project', 'What changed', 'Budget', 'On site'],
            rows: [
              [
                'Scarsdale white shaker',
                'Peninsula replaced by an island, range moved to an outside wall, semi-custom ' +
                  'cabinets, quartz',
                '$75k–95k',
                '6 weeks',
              ],
              [
                'Chappaqua navy island',
                'Bearing wall replaced by a flush beam, island with sink, pantry wall, new ' +
                  'ceiling and floor',
                '$90k–115k',
                '8 weeks',
              ],
              [
                'Larchmont gourmet kitchen',
                'Custom inset cabinets, professional range with makeup air, larger gas line, ' +
                  'quartzite, herringbone floor',
                '$110k–140k',
                '9 weeks',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'The Scarsdale kitchen moved fixtures but no walls, which kept it at the lower ' +
              "edge of the upscale range. Chappaqua's structural work and new ceiling pushed it " +
              'higher. In Larchmont, custom cabinetry, a professional range and everything that ' +
              'range needed behind the walls carried the project into the Luxury Custom range. ' +
              'In each case the owners knew which decisions drove the number before they signed.',
          },
        ],
      },
      {
        heading: 'Time is part of the budget',
        blocks: [
          {
            kind: 'p',
            text:
              'Construction on our kitchens takes 6–12 weeks from demolition to the final ' +
              'walkthrough. Before that, design and selections usually take 1–2 weeks, building ' +
              'permits 2–4 weeks, and custom cabinets have a lead time of 6–8 weeks. We order ' +
              'cabinets as soon as the design is signed and file the permit while they are being ' +
              'built, so the waiting happens before your kitchen is torn out rather than after.',
          },
          {
            kind: 'p',
            text:
              'While the kitchen is closed, you will be cooking somewhere else. We help set up a ' +
              'temporary kitchen with the refrigerator, a microwave and a countertop induction ' +
              'burner, usually in a dining room or garage, and we tell you which weeks the water ' +
              'will be off. Planning for that time, and for a few more takeout dinners than ' +
              'usual, is part of budgeting a kitchen too.',
          },
          {
            kind: 'tip',
            title: 'Hold a contingency',
            text:
              'Even with a careful site visit, some things only show once walls and floors are ' +
              'open. Set aside a contingency you will not touch for finishes, and decide in ' +
              'advance which upgrades you would add if it is not needed.',
          },
        ],
      },
      {
        heading: 'What you get back, and how to set your number',
        blocks: [
          {
            kind: 'p',
            text:
              'A Westchester kitchen remodel recovers about 71% of its cost at resale. That ' +
              'figure matters if you plan to sell within a few years; if you plan to stay, the ' +
              'return is mostly in daily use. The choices that hold value are the ones buyers ' +
              'see as infrastructure: updated wiring and plumbing, a hood that vents outside, ' +
              'good cabinet boxes and durable counters. Very personal choices, such as a bold ' +
              'stone or an unusual color, are worth it if you will enjoy them, but do not expect ' +
              'a buyer to pay for them.',
          },
          {
            kind: 'checklist',
            title: 'Before you ask for an estimate',
            items: [
              'Measure the kitchen and note ceiling height, windows and doors',
              'List what must change and what could stay, such as the floor or the sink location',
              'Decide whether any walls, windows or doors are on the table',
              'Write down the appliances you want, with sizes if you know them',
              'Collect photos of kitchens you like and note what you like about each',
              'Settle the total you are comfortable spending, including a contingency',
              'Think about how you will pay: cash, a home equity line or a loan',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Is $225 per square foot a quote?',
        answer:
          'No. It is an average across the kitchens we build and a useful check on a first ' +
          'number. Your estimate comes from a site visit, a layout and your selections, and a ' +
          'small kitchen often costs more per square foot than a large one.',
      },
      {
        question: 'Why is the average close to the top of the mid-range tier?',
        answer:
          'Because many of our clients change something structural or move at least one fixture, ' +
          'and those projects pull the average up from the refresh and mid-range jobs.',
      },
      {
        question: 'Can we remodel in phases to spread the cost?',
        answer:
          'Sometimes. Replacing counters now and cabinets later rarely saves money, because the ' +
          'counters must come off again. Phasing works better by room: the kitchen this year, ' +
          'the bathroom next, with wiring and plumbing planned for both from the start.',
      },
    ],
    related: [
      '/services/kitchens',
      '/blog/kitchen-bath-remodel-return-on-investment',
      '/blog/financing-a-home-remodel',
      '/blog/stock-vs-semi-custom-vs-custom-cabinets',
      '/learning/process/costs-budgets',
      '/estimate',
    ],
  },
  {
    id: 'bathroom-remodel-cost-westchester-2025',
    sections: [
      {
        heading: 'Four ranges for a Westchester bathroom',
        blocks: [
          {
            kind: 'p',
            text:
              'Bathrooms are small rooms with large budgets, and homeowners are often surprised ' +
              'by how close a full bath comes to a modest kitchen. The bathrooms we build fall ' +
              'into four ranges. They include design, demolition, the trades, materials and ' +
              'installation, and they assume the kind of house most of our clients live in: a ' +
              'Westchester colonial, Tudor, ranch or split-level with a few decades behind it.',
          },
          {
            kind: 'table',
            caption: 'Westchester bathroom remodel tiers, 2025',
            columns: ['Tier', 'Range', 'Typical scope'],
            rows: [
              [
                'Refresh',
                '$10k–20k',
                'Fixtures stay put: new vanity and top, toilet, faucets, lighting, mirror and ' +
                  'paint. Most powder rooms fall here.',
              ],
              [
                'Full Hall Bath',
                '$25k–45k',
                'Gutted to the studs: new tub or a tub-to-shower conversion, waterproofing, ' +
                  'wall and floor tile, vanity, a fan ducted outside and updated wiring.',
              ],
              [
                'Primary Bath Remodel',
                '$50k–80k',
                'A larger walk-in shower with glass, a double vanity, heated floor, niches and ' +
                  'better lighting, often with the layout adjusted.',
              ],
              [
                'Luxury Primary Suite',
                '$85k+',
                'Plumbing moved to a new layout, a curbless shower, freestanding tub, custom ' +
                  'vanity, natural stone and features such as a steam shower.',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Our average Westchester bathroom comes to $37,500, or about $325 per square foot ' +
              'of floor. Use the average to check whether a first figure is in the right ' +
              'neighborhood, and the per-foot number with care: a five-by-eight hall bath still ' +
              'needs a plumber, an electrician, a tile setter, a glass fabricator and a painter, ' +
              'whatever its size.',
          },
        ],
      },
      {
        heading: 'Why a bathroom costs more per foot than a kitchen',
        blocks: [
          {
            kind: 'p',
            text:
              'Our kitchens average about $225 per square foot; our bathrooms about $325. The ' +
              'difference comes from how many trades are stacked into a small floor. In a few ' +
              'dozen square feet we rough in drains, supplies, a shower valve, circuits and a ' +
              'fan duct, then build a waterproof shower, tile floor and walls, set a vanity and ' +
              'toilet, and finish with glass measured to the tile. Every one of those steps has ' +
              'a setup cost and a sequence, and most cannot overlap.',
          },
          {
            kind: 'p',
            text:
              'Waterproofing is the part nobody sees and the part we will not shortcut. Shower ' +
              'walls get cement board or foam board with a bonded membrane, or a liquid membrane ' +
              'at the thickness the manufacturer specifies. The shower pan is sloped to the ' +
              'drain and flood-tested before any tile goes on. A leak that shows up in the ' +
              'ceiling below years later costs far more than the membrane ever did.',
          },
        ],
      },
      {
        heading: 'The choices that move the number',
        blocks: [
          {
            kind: 'table',
            caption: 'Where a bathroom budget goes up or holds',
            columns: ['Decision', 'Holds the budget', 'Raises it'],
            rows: [
              [
                'Toilet and drain',
                'Toilet stays on its existing flange',
                'Toilet or main drain moved, joists cut or headered',
              ],
              [
                'Shower',
                'Tub-to-shower in the same footprint, low curb',
                'Curbless entry with a recessed subfloor and linear drain',
              ],
              [
                'Tile',
                'Standard porcelain in a straight or offset lay',
                'Large panels, small mosaics, herringbone or natural stone',
              ],
              [
                'Glass',
                'A fixed panel or a framed door',
                'Frameless hinged doors or enclosures with several panels',
              ],
              [
                'Vanity',
                'A standard-width vanity with a quartz top',
                'A custom vanity, stone top or integrated lighting',
              ],
              [
                'Comfort',
                'A quiet fan on a timer switch',
                'Heated floor, steam shower, body sprays',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Moving the toilet is the single biggest lever. Its 3-inch drain has to slope to ' +
              'the stack, and in an older house the joists often run the wrong way for the new ' +
              'location. Keeping it where it is frees money for tile and fixtures you will see ' +
              'every day.',
          },
          {
            kind: 'p',
            text:
              'Older houses add their own line items. We often find a cast-iron tub that has to ' +
              'be broken up to leave the room, a thick mortar-bed floor under the tile, or ' +
              'galvanized supply pipe that has closed up inside. When we can see them at the ' +
              'site visit, their removal is in our estimate.',
          },
        ],
      },
      {
        heading: 'Sizes and code items that shape the plan',
        blocks: [
          {
            kind: 'p',
            text:
              "Some of a bathroom's cost is fixed by dimensions and code rather than taste. " +
              'These are the numbers we design around:',
          },
          {
            kind: 'list',
            items: [
              'Single vanities run 24–48 inches wide; double vanities 60–72 inches.',
              'The residential code requires at least 15 inches from the center of a toilet to ' +
                'a wall or other fixture on either side, and at least 21 inches of clear space ' +
                'in front of it.',
              'A shower needs at least 900 square inches of floor inside, and no side shorter ' +
                'than 30 inches.',
              'Bathroom receptacles need GFCI protection, and the code calls for at least one ' +
                '20-amp circuit to serve them.',
              'An exhaust fan must move at least 50 cubic feet per minute when switched on, or ' +
                '20 continuously, and it must vent outdoors, not into the attic.',
              'Glass in a shower enclosure must be safety glazing, which in practice means ' +
                'tempered.',
            ],
          },
          {
            kind: 'tip',
            title: 'A fan that actually runs',
            text:
              'Most mold we see comes from a fan that is too loud to use or is switched off as ' +
              'you leave. A quiet fan on a timer or humidity sensor costs little more and does ' +
              'its job.',
          },
        ],
      },
      {
        heading: 'How long it takes',
        blocks: [
          {
            kind: 'p',
            text:
              'Most bathrooms take 3–6 weeks on site. A powder room is usually done in 2–3 ' +
              'weeks, and a primary (master) bath with a reworked layout takes 6–8. The sequence ' +
              'is always the same: protection and demolition, rough plumbing and electrical, ' +
              'rough inspections, waterproofing and a flood test, tile, then vanity, toilet and ' +
              'trim. Glass comes last, because it is measured only after the tile is set and ' +
              'then made to order.',
          },
          {
            kind: 'p',
            text:
              'If the bathroom is your only full bath, tell us at the first visit. We can plan ' +
              'the sequence so the toilet works for as much of the job as possible and let you ' +
              'know which days the water will be off.',
          },
        ],
      },
      {
        heading: 'Two bathrooms from our gallery, and what you get back',
        blocks: [
          {
            kind: 'p',
            text:
              'Our White Plains hall bath is a typical Full Hall Bath: the tub came out for a ' +
              'walk-in shower with a low curb and a glass panel, the drain moved to the center ' +
              'of the new shower floor, galvanized pipe was replaced and a fan was ducted ' +
              'outside. Its budget sat inside that tier. Our Rye primary bath shows the next ' +
              'step up. A curbless shower meant reinforcing joists and recessing the subfloor, ' +
              'and an electric heated floor went under large porcelain tile; it landed within ' +
              'the Primary Bath Remodel range.',
          },
          {
            kind: 'p',
            text:
              'At resale, a Westchester bathroom remodel recovers about 68% of its cost. Buyers ' +
              'notice a dry, well-ventilated room with sound tile, good light and storage more ' +
              'than they notice a particular faucet, so put money into what is behind the tile ' +
              'first.',
          },
          {
            kind: 'checklist',
            title: 'Before you ask for a bathroom estimate',
            items: [
              'Note who uses the room and whether anyone needs a step-free shower now or later',
              'Decide whether the tub stays, and whether another bathroom in the house has one',
              'Measure the room and the current vanity width',
              'Check whether the fan vents outdoors or into the attic',
              'Collect photos of tile and fixtures you like',
              'Settle a total budget with a contingency for what the walls may hide',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Does converting a tub to a shower save money?',
        answer:
          'Usually not by itself. Removing the tub, moving the drain and building a waterproof ' +
          'pan take about as much work as setting a new tub. People choose the conversion for ' +
          'daily use and safety; keep a tub somewhere in the house if young children or resale ' +
          'matter.',
      },
      {
        question: 'Can we stay in the house during a bathroom remodel?',
        answer:
          'Yes, nearly all of our clients do. We seal the room with dust walls, protect the path ' +
          'to it and clean up at the end of each day. The main planning point is which bathroom ' +
          'everyone uses in the meantime.',
      },
      {
        question: 'Is a heated floor worth adding?',
        answer:
          'For a tile floor on an outside wall or over a garage, most of our clients think so. ' +
          'An electric mat goes under the tile on its own GFCI circuit with a programmable ' +
          'thermostat, and it adds little to the schedule when planned from the start.',
      },
    ],
    related: [
      '/services/bathrooms',
      '/gallery/white-plains-hall-bathroom-remodel-tub-to-shower',
      '/gallery/rye-primary-bathroom-remodel-curbless-shower-heated-floor',
      '/learning/bathrooms/fixtures',
      '/learning/bathrooms/plumbing-electrical-ventilation',
      '/estimate',
    ],
  },
  {
    id: 'permit-and-inspection-guide',
    sections: [
      {
        heading: 'Step 1: The application package',
        blocks: [
          {
            kind: 'p',
            text:
              'Once you know your project needs a permit, the work of getting one starts well ' +
              'before anyone visits the building department. In Westchester the permit comes ' +
              'from your own city, town or village, and each has its own forms, but the package ' +
              'they want looks much the same everywhere. On our projects we prepare and file it; ' +
              'the owner signs the application because the permit is issued for the property.',
          },
          {
            kind: 'checklist',
            title: 'What usually goes in with the application',
            items: [
              'The signed application form, with the owner named and the work described',
              'Drawings of the existing and proposed layout, with dimensions',
              'An electrical plan showing new circuits, outlets, lights and the range hood',
              'Plumbing and gas details when fixtures or lines move',
              'Structural drawings stamped by a New York licensed engineer or architect when a ' +
                'wall, beam or opening changes',
              "The contractor's Westchester County home improvement license",
              "Certificates of liability insurance, workers' compensation and disability " +
                'coverage, which New York requires before a building permit is issued',
              "For older houses, an asbestos survey or the department's exemption form, since " +
                'state rules call for one before renovation work disturbs old materials',
            ],
          },
          {
            kind: 'p',
            text:
              'Some departments also want product sheets for the range hood and its makeup air, ' +
              'window specifications or an energy code compliance form. We ask the examiner at ' +
              'the start rather than find out from a rejection letter.',
          },
        ],
      },
      {
        heading: 'Step 2: Plan review and the permit card',
        blocks: [
          {
            kind: 'p',
            text:
              'A plans examiner reads the drawings against the residential, plumbing, ' +
              'mechanical, energy and electrical codes that apply in New York. Simple kitchen ' +
              'and bath permits often go through with no questions; larger ones come back with ' +
              'comments, such as a request for a beam calculation, a hood duct route or a detail ' +
              'of the shower waterproofing. We answer them and resubmit. Across Westchester, ' +
              'approval usually takes 2–4 weeks, which is why we file while cabinets are in ' +
              'production.',
          },
          {
            kind: 'p',
            text:
              'A project that changes the outside of the house, such as a new window, a wider ' +
              'door or a hood vent on a street-facing wall, can also need sign-off from an ' +
              'architectural review board or, in a historic district, a landmarks commission. ' +
              'Those boards meet on their own calendars, so we raise them at the first meeting.',
          },
          {
            kind: 'p',
            text:
              'When the permit is issued and the fees are paid, you receive a permit card. It ' +
              'must be posted where an inspector can see it, usually in a front window facing ' +
              'the street, and stay there until the final inspection. The approved drawings stay ' +
              'on site too. If the design changes during construction, for example the sink ' +
              'moves to the island after all, the change goes back to the department as an ' +
              'amendment before that work is built.',
          },
        ],
      },
      {
        heading: 'Step 3: Rough inspections, before anything is covered',
        blocks: [
          {
            kind: 'p',
            text:
              'Rough inspections happen once framing, pipes and wires are in place but still ' +
              'exposed. The rule on site is simple: nothing gets closed until it has passed. The ' +
              'table shows the usual order on a kitchen or bathroom.',
          },
          {
            kind: 'table',
            caption: 'Rough inspections on a typical kitchen or bath',
            columns: ['Inspection', 'When', 'What the inspector checks'],
            rows: [
              [
                'Framing',
                'After walls, beams, posts and headers are built',
                'Beam and post sizes against the stamped drawings, bearing down to the ' +
                  'foundation, hangers, nailing, fireblocking',
              ],
              [
                'Rough plumbing',
                'Drains, vents and supplies in, under test',
                'Pipe sizes, a quarter inch per foot of fall on small drains, venting, and a ' +
                  'water or air test holding on the new drain and vent piping',
              ],
              [
                'Gas piping',
                'New or extended gas line installed, before it is concealed',
                'Pipe size and material, shut-off valves, a pressure test holding on a gauge',
              ],
              [
                'Rough electrical',
                'Boxes mounted, cables pulled, no devices yet',
                'Circuit sizes, two 20-amp small-appliance circuits for kitchen counters, AFCI ' +
                  'and GFCI planning, box fill, cable support',
              ],
              [
                'Mechanical',
                'Hood duct, makeup air and bath fan ducts run',
                'Duct material and route to the outside, dampers, makeup air where required',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'In many Westchester municipalities the electrical inspections are done by an ' +
              'independent inspection agency approved by the building department rather than by ' +
              "the department's own staff. The agency inspects the rough wiring and the finished " +
              'work, then issues a certificate that the building department needs before it will ' +
              "close the permit. We book those visits along with the town's own.",
          },
        ],
      },
      {
        heading: 'Step 4: Insulation, waterproofing and closing the walls',
        blocks: [
          {
            kind: 'p',
            text:
              'Where exterior walls or ceilings under an attic were opened, the insulation and ' +
              'air sealing go in next, and many departments inspect them before drywall so they ' +
              'can see the depth and the sealed gaps around pipes and wires. In bathrooms, the ' +
              'shower pan is flood-tested. The plumbing code calls for a liner test with water ' +
              'at least 2 inches deep at the threshold; we hold ours overnight before any tile ' +
              'is set, and some inspectors ask to see it.',
          },
          {
            kind: 'p',
            text:
              'After these sign-offs the walls close, and the job looks like a room again. From ' +
              'here on, most of what is inspected is visible at the finish: fixtures, devices, ' +
              'ventilation and safety items.',
          },
          {
            kind: 'tip',
            title: 'Photograph the open walls',
            text:
              'Before drywall goes up we photograph every wall with a tape measure in the shot. ' +
              'Years later, those photos tell you where to hang a heavy shelf and where the ' +
              'pipes run.',
          },
        ],
      },
      {
        heading: 'Step 5: Final inspection and closing the file',
        blocks: [
          {
            kind: 'p',
            text:
              'The final inspection happens when the work is complete and the room can be used. ' +
              'The inspector will usually want to see:',
          },
          {
            kind: 'list',
            items: [
              'Every plumbing fixture connected, with no leaks and hot water on the left',
              'GFCI and AFCI devices working when tested',
              'The range hood and bath fan exhausting outdoors, with makeup air operating if ' +
                'required',
              'Smoke and carbon monoxide alarms present and working where the code requires them',
              'Tempered glass labels on shower glass, and handrails or guards where the work ' +
                'added stairs',
              'The electrical agency certificate and any plumbing or gas sign-offs',
            ],
          },
          {
            kind: 'p',
            text:
              'When the final passes, the department closes the permit and issues a certificate ' +
              'of completion for the work; when a new living space is created, some issue a ' +
              'certificate of occupancy instead. Keep that paper with your house records. When ' +
              "you sell, the buyer's attorney will search for open permits, and an unclosed one " +
              'can hold up a closing while it is sorted out.',
          },
        ],
      },
      {
        heading: 'If an inspection does not pass',
        blocks: [
          {
            kind: 'p',
            text:
              'A failed inspection is not a disaster. The inspector leaves a written correction ' +
              'list, we fix the items and book a re-inspection. The cost is time, since work in ' +
              'that area stops until it passes, so we do our own walkthrough before every ' +
              'inspection with the approved drawings in hand.',
          },
          {
            kind: 'list',
            items: [
              'Read the correction notice with us and agree who fixes each item',
              'Make the corrections and photograph them',
              'Book the re-inspection and keep the area open until it passes',
              'Add the signed-off inspection to the permit record',
            ],
            ordered: true,
          },
          {
            kind: 'p',
            text:
              'You do not need to be home for inspections, but the inspector needs access. Let ' +
              'us know about pets, alarm codes and anyone working from home, and leave the ' +
              'permit card where it is until we tell you the file is closed.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'What if the previous owner left an open permit?',
        answer:
          'It is worth clearing it before you start new work, since some departments will not ' +
          'issue a new permit with an old one open. Often it only needs a final inspection; ' +
          'sometimes the old work must be opened up or documented first.',
      },
      {
        question: 'Can work continue while we wait for an inspection?',
        answer:
          'Yes, in other parts of the job. A crew can build cabinets into a finished wall or ' +
          'tile the bathroom floor while the kitchen waits for its electrical rough, but nothing ' +
          'that covers uninspected work goes in.',
      },
      {
        question: 'Who schedules the inspections?',
        answer:
          'On our projects we do, and we are there when the inspector arrives. That way ' +
          'questions get answered on the spot and any correction is understood the first time.',
      },
    ],
    related: [
      '/blog/westchester-remodeling-permits',
      '/learning/process/permits-codes',
      '/learning/process/scheduling',
      '/learning/process/quality-punch',
      '/gallery/chappaqua-kitchen-remodel-navy-island-open-concept',
      '/contact',
    ],
  },
  {
    id: 'large-format-tile-floors',
    sections: [
      {
        heading: 'What counts as large format',
        blocks: [
          {
            kind: 'p',
            text:
              'In the tile trade, any tile with at least one edge 15 inches or longer is large ' +
              'format. That takes in the 12x24 porcelain that has been common for years as well ' +
              'as the 24x24, 24x48 and 48x48 sizes our clients increasingly pick at the ' +
              'showroom, and the thin porcelain panels that can cover a wall in a few pieces. ' +
              'Most large-format floor tile is rectified, meaning its edges are ground square ' +
              'after firing so it can be set with a narrow grout joint.',
          },
          {
            kind: 'p',
            text:
              'The appeal is easy to see. Fewer grout lines make a floor calmer and easier to ' +
              'clean, a small bathroom looks bigger when the floor reads as one surface, and a ' +
              'marble-look or concrete-look porcelain can run from a kitchen into a family room ' +
              'without a visual break. The catch is that big tile is far less forgiving of the ' +
              'floor underneath and of the person setting it.',
          },
          {
            kind: 'table',
            caption: 'Large-format tile at a glance',
            columns: ['Aspect', 'Advantages', 'Drawbacks'],
            rows: [
              [
                'Look',
                'Few grout lines, calm surface, makes small rooms feel larger',
                'Shows any lippage (one edge higher than the next) in raking light',
              ],
              [
                'Upkeep',
                'Less grout to clean and seal',
                'A cracked tile is a bigger, more visible repair',
              ],
              [
                'Installation',
                'Fewer pieces to set per square foot',
                'Needs a very flat subfloor, more mortar, two setters and careful cutting',
              ],
              [
                'Layout',
                'Continuous runs through open plans',
                'Cannot follow the multi-way slope of a shower floor with a center drain',
              ],
            ],
          },
        ],
      },
      {
        heading: 'The subfloor decides the result',
        blocks: [
          {
            kind: 'p',
            text:
              'A 24x48 tile bridges every dip and hump beneath it. If the floor is not flat, the ' +
              'tile either rocks on a high spot and cracks later or sits proud of its neighbor. ' +
              'The industry installation standard sets a tighter flatness tolerance for tile ' +
              'with any edge 15 inches or longer: the floor may vary by no more than 1/8 inch in ' +
              '10 feet and no more than 1/16 inch in 24 inches. Many floors in older Westchester ' +
              'houses miss that by a wide margin, especially where a kitchen sits over a ' +
              'basement with a center girder that has settled.',
          },
          {
            kind: 'p',
            text:
              'Stiffness matters as much as flatness. Tile industry guidance calls for a floor ' +
              'that deflects no more than its span divided by 360 under load for porcelain and ' +
              'ceramic, and twice as stiff for natural stone. Old joists that have been notched ' +
              'for pipes, or an addition built on lighter framing, may need sistering or ' +
              'blocking before tile goes down.',
          },
          {
            kind: 'checklist',
            title: 'Subfloor checks before large tile',
            items: [
              'Run a 10-foot straightedge across the floor in several directions and mark low ' +
                'spots',
              'Check joist size, spacing and span from the basement, and look for notched joists',
              'Confirm the plywood subfloor thickness and that it is screwed, not just nailed',
              'Decide between patching, a self-leveling underlayment or a new layer of plywood',
              'Plan an uncoupling membrane where the floor may move or a slab has hairline cracks',
              'Work out the finished height where the tile meets a wood floor or a dishwasher',
            ],
          },
        ],
      },
      {
        heading: 'Setting big tile: mortar, back-buttering and leveling clips',
        blocks: [
          {
            kind: 'p',
            text:
              'Large tile is set in a mortar made for large and heavy tile, which holds its ' +
              'ridges without slumping so the tile does not sink unevenly. The setter combs the ' +
              'mortar in straight lines in one direction, then back-butters the tile, spreading ' +
              'a thin skim coat across its back. When the tile is pressed and slid into place, ' +
              'the ridges collapse into a solid bed with no hollow corners. The installation ' +
              "standard sets a minimum area of each tile's back that must be in solid contact " +
              'with mortar, stricter in showers and other wet areas than in dry rooms, and we ' +
              'lift a freshly set tile now and then to check the coverage.',
          },
          {
            kind: 'p',
            text:
              'Leveling clips sit under the edges of neighboring tiles, and a wedge or cap pulls ' +
              'the faces flush while the mortar cures. They do not fix a bad subfloor, but they ' +
              'control the small differences that come from the tile itself. Long rectangular ' +
              'porcelain is often slightly crowned in the middle, so the standard limits the ' +
              'offset of tiles with a side longer than 18 inches to one-third of their length ' +
              'unless the maker allows more. A half-offset brick pattern puts the high center of ' +
              'one tile next to the low end of the next, which is exactly where lippage shows.',
          },
          {
            kind: 'list',
            items: [
              'Grout joints: rectified tile can go tighter than pressed tile, but on floors we ' +
                'usually set a 1/8 inch joint so the tile has room for its own size variation.',
              'Movement joints: tile needs a gap at every wall and column, hidden under the ' +
                'base, and soft joints in the field of large floors, closer together where sun ' +
                'hits the floor.',
              'Curing: keep foot traffic off until the mortar has set, and grout only when the ' +
                "setting material's instructions allow.",
            ],
          },
        ],
      },
      {
        heading: 'Where large tile shines and where it struggles',
        blocks: [
          {
            kind: 'table',
            caption: 'Large-format tile by location',
            columns: ['Location', 'Fit', 'What to plan'],
            rows: [
              [
                'Open kitchen and family room',
                'Good',
                'One tile through both rooms; plan the height against appliances and wood floors',
              ],
              [
                'Bathroom floor',
                'Good',
                'Works well with a curbless shower draining to a linear drain',
              ],
              [
                'Shower floor with center drain',
                'Poor',
                'Use a mosaic or smaller tile that can follow the four-way slope',
              ],
              [
                'Over radiant heat',
                'Good',
                'Porcelain conducts heat well; set the mat in mortar before tiling',
              ],
              [
                'Basement slab',
                'Good if dry',
                'Test for moisture and grind or level high spots first',
              ],
              [
                'Old floor that slopes',
                'Struggles',
                'Level the floor first or choose a smaller tile',
              ],
              [
                'Mudroom or entry',
                'Fair',
                'Pick a textured or matte finish rated for wet level floors',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'For floors that get wet, such as entries, bathrooms and the area in front of a ' +
              "kitchen sink, look at the tile's slip rating rather than its finish name. The " +
              'American standard asks for a wet dynamic coefficient of friction of at least 0.42 ' +
              'for level interior floors expected to be walked on when wet, and manufacturers ' +
              'print the figure on the specification sheet. Polished large tile often falls ' +
              'short of that.',
          },
        ],
      },
      {
        heading: 'Ordering, handling and care',
        blocks: [
          {
            kind: 'p',
            text:
              'Order all of the tile at once, from one production lot, so shade and size match, ' +
              'plus enough extra for cuts, breakage and a box or two to keep for future repairs. ' +
              'Big tile is heavy and flexes when carried flat, so setters move it on edge or ' +
              'with suction handles and cut it on a rail cutter or a large wet saw set up ' +
              'outside or in the garage. Narrow stairs and tight turns into an upstairs bath are ' +
              'worth checking before a 48-inch tile arrives.',
          },
          {
            kind: 'p',
            text:
              'Care is simple: sweep grit, which scratches polished finishes, and clean with a ' +
              'pH-neutral cleaner. Cement grout benefits from a penetrating sealer; epoxy and ' +
              'some premixed urethane grouts do not need one. If a tile ever cracks, the spare ' +
              'you kept can be cut out and replaced by a setter without disturbing the rest.',
          },
          {
            kind: 'tip',
            title: 'See it full size',
            text:
              'A 24x48 sample looks very different on a showroom board than across a whole room. ' +
              'We lay out several tiles on the floor at the showroom so you can judge the joint ' +
              'lines and the veining at full scale.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can large tile go over our existing tile floor?',
        answer:
          'Occasionally, if the old tile is flat, sound and firmly bonded and the added height ' +
          'works at doors and appliances. More often we remove it, because the extra thickness ' +
          'and any hidden cracks cause problems later.',
      },
      {
        question: 'Are large tiles slippery?',
        answer:
          'The size does not make tile slippery; the finish does. Choose a matte or textured ' +
          'porcelain with a suitable wet friction rating for bathrooms, entries and kitchens.',
      },
      {
        question: 'Does large-format tile work with radiant floor heat?',
        answer:
          'Yes. Porcelain holds and passes heat well. The heating mat or cable is set in mortar ' +
          'or self-leveling underlayment first, tested, and then tiled over with the same ' +
          'flatness rules as any large tile.',
      },
    ],
    related: [
      '/services/flooring',
      '/guides/topics/flooring',
      '/learning/bathrooms/materials',
      '/gallery/rye-primary-bathroom-remodel-curbless-shower-heated-floor',
      '/blog/choosing-remodeling-materials',
      '/showroom',
    ],
  },
  {
    id: 'scarsdale-kitchen-remodel-cost-guide',
    sections: [
      {
        heading: 'Where Scarsdale kitchens fall in the Westchester range',
        blocks: [
          {
            kind: 'p',
            text:
              'Scarsdale is a short drive south of our Chappaqua showroom, and we have built ' +
              'kitchens in its Tudors, stucco houses and center-hall Colonials for years. Most ' +
              'Westchester kitchens we build fall in the $40k–$100k+ range, and Scarsdale ' +
              'kitchens are no exception. What decides where a particular kitchen lands is less ' +
              'the zip code than the age of the house, what the walls hide and the cabinetry you ' +
              'choose.',
          },
          {
            kind: 'table',
            caption: 'Three bands of Westchester kitchen cost, seen in a Scarsdale house',
            columns: ['Band', 'Range', 'What it looks like in Scarsdale'],
            rows: [
              [
                'Basic refresh',
                '$20k–$35k',
                'Layout and plumbing stay. New counters, backsplash, sink, faucet and ' +
                  'lighting, with cabinets painted or refaced; plaster walls left mostly closed.',
              ],
              [
                'Most kitchens',
                '$40k–$100k+',
                'New cabinets, stone or quartz counters, rewiring where walls open, often an ' +
                  'island in place of a peninsula and a range hood ducted outside.',
              ],
              [
                'Luxury',
                'over $150k',
                'Custom inset cabinetry, professional appliances with makeup air, natural ' +
                  'stone, structural changes and a pantry or breakfast room folded into the ' +
                  'kitchen.',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Those ranges cover design, materials and installation. The sections below explain ' +
              'what pushes a Scarsdale kitchen toward one end or the other, so you can read an ' +
              'estimate and see where the money is going.',
          },
        ],
      },
      {
        heading: 'Plaster, old wiring and what the walls hide',
        blocks: [
          {
            kind: 'p',
            text:
              'Much of Scarsdale was built between the world wars, and those houses were built ' +
              'well. They also come with conditions a newer house does not have, and each one ' +
              'has a price that belongs in the estimate from the start:',
          },
          {
            kind: 'list',
            items: [
              'Plaster on wood or metal lath. Removing it is slower and dustier than drywall, ' +
                'and patching it where it meets new work takes a plasterer or careful skim ' +
                'coating.',
              'Wiring from several eras: ungrounded outlets, circuits shared with other rooms ' +
                'and, now and then, knob-and-tube. Once a kitchen wall is open, new work must ' +
                'meet the current electrical code.',
              'Cast-iron drains and galvanized supply pipe, which rust from the inside and ' +
                'often need a section replaced under the sink.',
              'Possible lead paint on trim, windows and walls in any house built before 1978. ' +
                'Demolition follows lead-safe work practices, with containment and cleanup to ' +
                'match.',
              'Steam or hot-water radiators that interrupt counter runs. A toe-kick heater on ' +
                'the same heating loop can free the wall.',
              'Gas lines sized for an ordinary range. A professional range usually needs a ' +
                'larger line from the meter.',
            ],
          },
          {
            kind: 'p',
            text:
              'At the site visit we go to the basement to look at the drains, the panel and the ' +
              'joists under the kitchen, test a few outlets and look behind the refrigerator. ' +
              'When we can see a condition, we price it. When we cannot, we tell you what we ' +
              'suspect and what it would cost if we find it, so nothing arrives as a surprise ' +
              'halfway through.',
          },
        ],
      },
      {
        heading: 'Cabinetry and stone: the largest choices',
        blocks: [
          {
            kind: 'p',
            text:
              'After the house itself, cabinets make the biggest difference to a Scarsdale ' +
              'budget. Semi-custom cabinets come in a wide range of sizes and painted finishes ' +
              'and suit most Colonials well. Custom cabinetry, often with inset doors and beaded ' +
              'face frames, is what many owners of Tudors want so the kitchen matches the ' +
              'original woodwork. It costs more, and custom shops quote a lead time of 6–8 ' +
              'weeks, which we fit into the schedule by ordering as soon as the design is ' +
              'signed.',
          },
          {
            kind: 'p',
            text:
              'Older walls are rarely plumb or square, so either grade needs scribing: fillers ' +
              'and end panels trimmed on site to follow the wall. Ceiling heights matter too. ' +
              'Running cabinets to the ceiling with crown moulding looks right in these houses ' +
              'and hides an uneven ceiling line, but it adds boxes, moulding and installation ' +
              'time.',
          },
          {
            kind: 'p',
            text:
              'Counters follow the same logic. Quartz is predictable in price and needs no ' +
              'sealing. Natural quartzite, marble and soapstone vary slab to slab, and a ' +
              'full-height slab backsplash behind the range adds material and fabrication. ' +
              'Choosing a slab you love is reasonable; knowing that it can move a kitchen within ' +
              'the range is part of the decision.',
          },
        ],
      },
      {
        heading: 'Village permit steps',
        blocks: [
          {
            kind: 'p',
            text:
              'Scarsdale is a village, and its own building department issues permits and ' +
              'carries out inspections. A kitchen that moves plumbing or gas, adds circuits or ' +
              'changes a wall needs a building permit. We prepare the drawings, file the ' +
              "application with our license and insurance certificates and answer the examiner's " +
              'questions. Permit approval in Westchester usually takes 2–4 weeks.',
          },
          {
            kind: 'p',
            text:
              'Interior kitchen work rarely goes beyond the building department. Changes to the ' +
              'outside of the house, such as a new or enlarged window over the sink, a new door ' +
              'to the yard or a hood vent on a visible wall, can also need the approval of the ' +
              "village's Board of Architectural Review, which meets on its own schedule. We " +
              'raise that at the first meeting, because it can set the start date.',
          },
          {
            kind: 'tip',
            title: 'Plan the dumpster and the parking',
            text:
              'Curb space on many residential streets is tight, and a dumpster blocks more than ' +
              'you expect. We confirm where the dumpster and the trucks can stand before the job ' +
              'starts, so neighbors are not surprised on day one.',
          },
        ],
      },
      {
        heading: 'A Scarsdale kitchen we built',
        blocks: [
          {
            kind: 'p',
            text:
              'One recent project shows how these factors add up. The house was a Colonial ' +
              'Revival with a kitchen last redone in the early 1990s: honey-oak cabinets, ' +
              'speckled brown granite, a peninsula that cut the cook off from the breakfast area ' +
              'and a range so close to the refrigerator that their doors collided. At the site ' +
              'visit we found plaster walls and ceiling, ungrounded outlets on shared circuits ' +
              'and a cast-iron drain rusting through below the sink, and we priced replacing ' +
              'them from the start.',
          },
          {
            kind: 'p',
            text:
              'We replaced the peninsula with an island, kept the sink under the window and ' +
              'moved the range to the outside wall so its hood could be ducted straight out. ' +
              'Semi-custom white shaker cabinets run to the ceiling, with marble-look quartz ' +
              'counters and polished nickel hardware. No walls moved and the cabinets were ' +
              'semi-custom, which is why the project stayed within a $75k–95k budget and took 6 ' +
              'weeks on site.',
          },
        ],
      },
      {
        heading: 'Setting your own number',
        blocks: [
          {
            kind: 'p',
            text:
              'Add the waiting time to the building time when you plan. Design and selections ' +
              'usually take 1–2 weeks, the permit 2–4 weeks and custom cabinets 6–8 weeks, ' +
              'mostly running in parallel. Construction then takes 6–10 weeks from demolition to ' +
              'the final walkthrough.',
          },
          {
            kind: 'checklist',
            title: 'Questions to settle before your estimate',
            items: [
              'Which walls, windows or doors might change, and does any change show from outside?',
              'Semi-custom or custom cabinets, and painted, stained or inset?',
              'Quartz or natural stone, and is a slab backsplash on the list?',
              'Which appliances, and does the range need a larger gas line or makeup air?',
              'Is the house older than 1978, and are there radiators in the kitchen?',
              'Where will you cook while the kitchen is closed?',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Does a kitchen cost more in Scarsdale than elsewhere in Westchester?',
        answer:
          'We price by the work, not the town. Many Scarsdale kitchens land in the middle or ' +
          'upper part of the Westchester range because of the age of the houses and the ' +
          'cabinetry people choose for them, not because of the address.',
      },
      {
        question: 'Does an interior kitchen remodel need architectural review in Scarsdale?',
        answer:
          'Usually not. The building department handles interior work. Review comes in when the ' +
          'outside of the house changes, such as a new window or door, and we check before we ' +
          'finalize the design.',
      },
      {
        question: 'Can we keep our original plaster walls?',
        answer:
          'Often, yes. We open only the walls that need new wiring or plumbing, patch the edges ' +
          'to match, and skim coat where needed. Keeping plaster saves demolition and keeps the ' +
          'sound and feel of the house.',
      },
    ],
    related: [
      '/gallery/scarsdale-kitchen-remodel-white-shaker-marble-quartz',
      '/guides/towns/scarsdale-10583',
      '/westchester/scarsdale/kitchen-bath-remodeling',
      '/blog/kitchen-remodel-cost-westchester-2025',
      '/services/kitchens',
      '/estimate',
    ],
  },
  {
    id: 'five-westchester-kitchen-remodels',
    sections: [
      {
        heading: 'Five houses, five different problems',
        blocks: [
          {
            kind: 'p',
            text:
              'A kitchen remodel starts with the house, not with a style. The five kitchens ' +
              'below sit in very different buildings: a Colonial Revival in Scarsdale, a prewar ' +
              'co-op apartment in Bronxville, a split-level in Yorktown Heights, a Tudor in ' +
              'Larchmont and a center-hall colonial in Chappaqua. Each owner came to us with a ' +
              'different complaint, and each kitchen turned on one or two decisions about layout ' +
              'and materials. Three of them are in our gallery with full before-and-after ' +
              'photos, scope and timelines.',
          },
          {
            kind: 'table',
            caption: 'The five kitchens at a glance',
            columns: ['Town', 'House', 'Key layout move', 'In our gallery'],
            rows: [
              [
                'Scarsdale',
                'Colonial Revival',
                'Peninsula replaced by an island; range to an outside wall',
                'Yes: $75k–95k, 6 weeks',
              ],
              [
                'Bronxville',
                'Prewar co-op apartment',
                'Galley kept; every inch of wall used for storage',
                'Not yet',
              ],
              [
                'Yorktown Heights',
                'Split-level',
                'Wider window over the sink; peninsula kept as a breakfast bar',
                'Not yet',
              ],
              [
                'Larchmont',
                'Tudor',
                'Radiator removed for a continuous run; prep sink in the island',
                'Yes: $110k–140k, 9 weeks',
              ],
              [
                'Chappaqua',
                'Center-hall colonial',
                'Bearing wall replaced by a flush beam; navy island',
                'Yes: $90k–115k, 8 weeks',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Scarsdale: a white shaker kitchen without moving walls',
        blocks: [
          {
            kind: 'p',
            text:
              'The owners of this Colonial Revival lived with a kitchen from the early 1990s: ' +
              'honey-oak raised-panel cabinets, speckled brown granite, a fluorescent box light ' +
              'and a peninsula that left the cook facing away from the breakfast area. The range ' +
              'and the refrigerator were so close that their doors collided. They wanted a ' +
              'bright, classic kitchen and a place for the children to do homework, without ' +
              'taking down walls.',
          },
          {
            kind: 'p',
            text:
              'The layout decision was to pull out the peninsula and set a freestanding island ' +
              'in its place, with stools on the breakfast-room side. The sink stayed under the ' +
              'window; the range moved to the outside wall, where its hood could vent straight ' +
              'out, and the refrigerator went to the end of the run next to a tall pantry ' +
              'cabinet. Semi-custom white shaker cabinets run to the ceiling, and crown moulding ' +
              'hides the dips in the old plaster ceiling. Marble-look quartz with an eased edge, ' +
              'a handmade-look white subway backsplash and polished nickel hardware finish it. ' +
              'The rusted cast-iron drain and the ungrounded outlets we found at the site visit ' +
              'were replaced while the walls were open.',
          },
        ],
      },
      {
        heading: 'Bronxville: a galley kitchen in a prewar co-op',
        blocks: [
          {
            kind: 'p',
            text:
              "In a prewar co-op building, the board's rules shape a kitchen as much as the " +
              "owner's wishes. This galley had a window at one end, plaster walls, a gas range " +
              'where the line came up from below, and storage so short that pots lived in the ' +
              'oven. The building did not allow plumbing or gas to move, limited work to set ' +
              'weekday hours and required an alteration agreement, drawings and insurance ' +
              'certificates before we could start.',
          },
          {
            kind: 'p',
            text:
              'So the layout stayed, and the design went into storage and light. Rift white oak ' +
              'base cabinets with deep drawers replaced the old doors and shelves, and white ' +
              'wall cabinets go to the ceiling, with the top row for things used once a year. A ' +
              'narrow pull-out pantry fits beside the range, and an 18-inch dishwasher freed ' +
              'cabinet width. With no way to add an opening in the masonry wall, the hood ' +
              'recirculates through a charcoal filter, and we explained to the owner that it ' +
              'traps grease and odors but not moisture. Honed white quartz and under-cabinet ' +
              'lighting make the narrow room feel wider. We planned deliveries around the ' +
              'service elevator with the superintendent.',
          },
        ],
      },
      {
        heading: 'Yorktown Heights: light for a split-level kitchen',
        blocks: [
          {
            kind: 'p',
            text:
              "This split-level's kitchen sat in the middle of the upper floor with one small " +
              'window, dark laminate cabinets and a peninsula the family actually liked for ' +
              'breakfast. The house was all-electric, and the owners wanted to replace an old ' +
              'coil range with induction.',
          },
          {
            kind: 'p',
            text:
              'The biggest change was a wider window over the sink. The opening needed a new ' +
              'header, which the building permit covered, and it now lights most of the room. ' +
              'The peninsula stayed but was rebuilt deeper, with a 15-inch overhang so knees fit ' +
              'under the counter at the stools. Sage-green lower cabinets and white uppers give ' +
              'the room color without darkening it. For the floor, we leveled the subfloor and ' +
              'set 12x24 porcelain. Our electrician checked the existing range circuit against ' +
              "the induction range's nameplate before it was ordered, and quartz counters with a " +
              'simple square edge keep the look clean.',
          },
        ],
      },
      {
        heading: "Larchmont: a cook's kitchen in a Tudor",
        blocks: [
          {
            kind: 'p',
            text:
              'Two serious cooks owned this Tudor, and its 1970s kitchen defeated them: ' +
              'dark-stained cabinets, an electric coil range under a recirculating microwave, ' +
              'and counters chopped into short pieces by a radiator and the back door. They ' +
              'wanted a professional gas range with real ventilation, a prep sink separate from ' +
              'the cleanup sink, and cabinets that looked as if they came with the house.',
          },
          {
            kind: 'p',
            text:
              'We centered the range on the outside wall under a plaster-finish hood that ducts ' +
              'straight out, with a makeup-air damper that opens whenever it runs, as the ' +
              'residential code requires for a hood that size. The radiator gave way to a ' +
              'toe-kick heater on the same loop, which freed a continuous counter, and an island ' +
              'with the prep sink faces the range. A custom shop built painted inset cabinets ' +
              'with beaded face frames, scribed to walls that were far from plumb, plus a ' +
              'stained white oak island and panel-ready refrigerator and freezer columns. Honed ' +
              'quartzite covers the counters and climbs the wall behind the range; white oak ' +
              'herringbone runs underfoot. A larger gas line from the meter made the range ' +
              'possible.',
          },
        ],
      },
      {
        heading: 'Chappaqua: a navy island in an open great room',
        blocks: [
          {
            kind: 'p',
            text:
              'A short drive from our showroom, this center-hall colonial had its kitchen behind ' +
              'a bearing wall with one doorway into the family room. Cherry cabinets, laminate ' +
              'counters and a dropped ceiling with fluorescent panels dated it, and the parents ' +
              'could not see their children from the sink. The wall carried the second-floor ' +
              'joists and hid a heating duct and a plumbing vent.',
          },
          {
            kind: 'p',
            text:
              'An engineer sized a flush beam that sits inside the ceiling, with posts carrying ' +
              'the load to the foundation, so no soffit drops into the new room. We rerouted the ' +
              'duct through the basement and the vent into a chase beside the pantry wall. The ' +
              'island, in navy-painted shaker, holds the sink and dishwasher facing the family ' +
              'room, with stools on the far side. Soft white shaker cabinets line the perimeter, ' +
              'and a wall of floor-to-ceiling pantry cabinets around the refrigerator makes up ' +
              'for the wall cabinets lost with the wall. White quartz with a soft gray vein, ' +
              'zellige-style tile, brushed brass hardware and pendants, and white oak laced ' +
              'through both rooms tie it together.',
          },
        ],
      },
      {
        heading: 'What the five have in common',
        blocks: [
          {
            kind: 'p',
            text:
              'Different as they are, these kitchens were planned the same way, and the same ' +
              'habits kept each one on budget and on schedule.',
          },
          {
            kind: 'checklist',
            title: 'Decisions we made in every one of these kitchens',
            items: [
              'Looked behind walls, under floors and at the panel before quoting',
              'Fixed the layout first, then chose cabinets, then stone, then tile',
              'Vented the range outdoors wherever the building allowed it',
              'Ordered cabinets before demolition and filed the permit while they were built',
              'Replaced old wiring and drains while the walls were open',
              'Chose finishes at the showroom, in daylight, with samples side by side',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Why are only three of these kitchens in the gallery?',
        answer:
          'We add a project to the gallery once we have full before-and-after photos and the ' +
          "owners' permission. The Bronxville and Yorktown Heights kitchens are described here " +
          'from our project notes.',
      },
      {
        question: 'Which of these kitchens is closest to ours?',
        answer:
          'If you are keeping your walls, start with Scarsdale or Yorktown Heights. If a wall is ' +
          'in the way, read the Chappaqua case study. If you cook seriously, Larchmont shows ' +
          'what a professional range needs behind the walls.',
      },
    ],
    related: [
      '/gallery/scarsdale-kitchen-remodel-white-shaker-marble-quartz',
      '/gallery/larchmont-kitchen-remodel-gourmet-custom-cabinets-professional',
      '/gallery/chappaqua-kitchen-remodel-navy-island-open-concept',
      '/guides/topics/kitchens',
      '/learning/kitchens/layouts',
      '/services/kitchens',
    ],
  },
  {
    id: 'chappaqua-kitchen-remodel-case-study',
    sections: [
      {
        heading: 'The house and what the family wanted',
        blocks: [
          {
            kind: 'p',
            text:
              'This project is a center-hall colonial a short drive from our showroom on ' +
              'Memorial Dr, and the family who live there became regular visitors while we ' +
              'planned it. Their kitchen sat behind a wall with a single doorway into the family ' +
              'room. Cherry cabinets, laminate counters and a dropped ceiling full of ' +
              'fluorescent panels made it feel older than the rest of the house, and from the ' +
              'sink the parents could not see their children playing next door.',
          },
          {
            kind: 'p',
            text:
              'They asked for three things. One open room, with an island where the family could ' +
              'eat and the children could do homework while dinner was made. A color that felt ' +
              'like theirs rather than an all-white kitchen. And enough storage to make up for ' +
              'the wall cabinets that would disappear with the wall. The finished kitchen took 8 ' +
              'weeks on site and came in within a $90k–115k budget.',
          },
        ],
      },
      {
        heading: 'The wall that came down',
        blocks: [
          {
            kind: 'p',
            text:
              'Before we drew anything, we went to the basement and the second floor to see what ' +
              'the wall was doing. It carried the second-floor joists, so it was a bearing wall, ' +
              'and it also hid a heating duct and a plumbing vent running up to the floors ' +
              'above. Taking it out meant three problems to solve, not one.',
          },
          {
            kind: 'list',
            items: [
              'The load. An engineer sized a flush beam that sits within the depth of the ' +
                'ceiling, with the joists hung from it on metal hangers, and posts at each end ' +
                'carrying the load down to the foundation. A dropped beam would have been ' +
                'simpler, but it would have left a soffit across the middle of the new room.',
              'The heating duct. We rerouted it through the basement, clear of the new opening.',
              'The vent. Plumbing vents cannot simply end, so we carried it up through a new ' +
                'chase built beside the pantry wall.',
            ],
          },
          {
            kind: 'p',
            text:
              'During the first week, before the wall came out, we built temporary shoring walls ' +
              'on both sides of it to hold the second floor while the old studs were removed and ' +
              'the beam went in. The dropped ceiling and the old kitchen were removed first so ' +
              'the framers had clear access.',
          },
          {
            kind: 'tip',
            title: 'Is your wall bearing?',
            text:
              'Joists that rest on top of the wall or lap over it, a wall stacked directly under ' +
              'another wall, or a girder or wall in the basement right below are all signs. Only ' +
              'an engineer should size what replaces it.',
          },
        ],
      },
      {
        heading: 'The permit it needed',
        blocks: [
          {
            kind: 'p',
            text:
              'Chappaqua is a hamlet of the Town of New Castle, so the permit came from the ' +
              "town's building department. Because the project changed the structure, the " +
              "application included the engineer's stamped drawings of the beam, posts and " +
              'connections, as well as our floor and electrical plans and our license and ' +
              'insurance certificates. We filed while the cabinets were being built, which is ' +
              'how we usually absorb the 2–4 weeks a Westchester permit takes to come through.',
          },
          {
            kind: 'p',
            text:
              'The inspections followed the order the work did. In week 2, with the beam, posts ' +
              'and rerouted duct in place and everything still exposed, the building department ' +
              'inspected the framing before anything was closed. In week 3 came the rough ' +
              'inspections for the island plumbing, the gas line, the new circuits and the hood ' +
              'duct. The final inspection passed in week 8, just before our walkthrough with the ' +
              'family.',
          },
        ],
      },
      {
        heading: 'Designing around a navy island',
        blocks: [
          {
            kind: 'p',
            text:
              'The island is the center of the room. Its shaker cabinets are painted navy, with ' +
              'an undermount stainless sink and a dishwasher on the side facing the family room, ' +
              'so whoever is at the sink looks out at the rest of the house. Stools line the far ' +
              'side. The family chose the navy at our showroom, holding door samples against the ' +
              'white quartz and the floor, and came back more than once before deciding.',
          },
          {
            kind: 'p',
            text:
              'The perimeter is semi-custom soft white shaker. On one wall, floor-to-ceiling ' +
              'pantry cabinets wrap the refrigerator and hold what the old wall cabinets used ' +
              'to, plus more. The range hood is ducted outside. White quartz with a soft gray ' +
              'vein covers the counters, under white zellige-style tile, and brushed brass ' +
              'pulls, knobs and faucet match the brass pendants over the island.',
          },
          {
            kind: 'table',
            caption: 'Selections in the Chappaqua kitchen',
            columns: ['Item', 'Choice'],
            rows: [
              ['Island', 'Navy-painted shaker island with sink and counter seating'],
              ['Perimeter cabinets', 'Semi-custom soft white painted shaker'],
              ['Pantry wall', 'Floor-to-ceiling pantry cabinets around the refrigerator'],
              ['Countertops', 'White quartz with a soft gray vein'],
              ['Backsplash', 'White zellige-style tile'],
              ['Hardware', 'Brushed brass pulls and knobs'],
              ['Sink and faucet', 'Undermount stainless sink, brushed brass faucet'],
              ['Lighting', 'Recessed LEDs and brass pendants over the island'],
              ['Flooring', 'Site-finished white oak laced into the existing oak'],
            ],
          },
          {
            kind: 'p',
            text:
              'Overhead, the dropped ceiling gave way to flat drywall with recessed LEDs. ' +
              "Underfoot, we laced new white oak into the family room's existing oak, weaving " +
              'boards of varied length into the old floor instead of leaving a straight seam, ' +
              'then sanded and finished both rooms together so one floor runs through.',
          },
        ],
      },
      {
        heading: 'Eight weeks on site',
        blocks: [
          {
            kind: 'table',
            caption: 'The build, week by week',
            columns: ['Week', 'Work'],
            rows: [
              [
                'Week 1',
                'Protection up, kitchen and dropped ceiling removed, temporary shoring walls ' +
                  'built on both sides of the bearing wall',
              ],
              [
                'Week 2',
                'Wall removed, beam and posts installed, heating duct and vent rerouted; ' +
                  'framing inspected',
              ],
              [
                'Week 3',
                'Island plumbing, gas, new circuits and hood duct run; rough inspections passed',
              ],
              ['Week 4', 'Insulation, flat drywall ceiling and wall repairs, taped and primed'],
              [
                'Week 5',
                'White oak laced in, sanded and finished across both rooms; cabinets delivered',
              ],
              [
                'Week 6',
                'Perimeter cabinets, pantry wall and island installed; countertops templated',
              ],
              [
                'Week 7',
                'Quartz installed, island sink and dishwasher connected, backsplash tiled',
              ],
              [
                'Week 8',
                'Pendants, appliances and hardware installed, paint finished, final inspection ' +
                  'passed and walkthrough',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Finishing the floor before the cabinets arrived meant the oak runs continuously ' +
              'under the island and the pantry wall, and nobody had to sand around new ' +
              'cabinetry. Templating the quartz only after every cabinet was set and level kept ' +
              'the measurements exact.',
          },
        ],
      },
      {
        heading: 'If you are thinking of opening a wall',
        blocks: [
          {
            kind: 'p',
            text:
              'Plenty of Chappaqua houses from the same era have the same closed kitchen. If ' +
              'yours does, these are the steps that made this one go smoothly.',
          },
          {
            kind: 'checklist',
            title: 'Before you open a wall',
            items: [
              'Find out what the wall carries and what runs inside it: ducts, vents, pipes, wires',
              'Have an engineer size the beam, and decide between a flush and a dropped beam',
              'Plan where lost wall cabinets will go, such as a pantry wall',
              'Decide how the floors of the two rooms will meet',
              'Budget for a new ceiling if the old one is dropped or uneven',
              'File the permit with stamped drawings while the cabinets are in production',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can a family live at home while a bearing wall comes out?',
        answer:
          'Usually, yes. The shoring holds the floor above safely, and dust walls close off the ' +
          'work area from the rest of the house. The harder part is the weeks without a kitchen, ' +
          'which we plan for with a temporary setup around the refrigerator and a microwave.',
      },
      {
        question: 'Why a flush beam rather than a dropped one?',
        answer:
          'A flush beam sits within the ceiling, so the two rooms read as one space. It takes ' +
          'more framing work, because the joists are cut back and hung from the beam, but it ' +
          'avoids a soffit across the middle of the room.',
      },
      {
        question: 'How did the owners choose the navy?',
        answer:
          'At our Chappaqua showroom, with door samples, the quartz and a piece of the floor ' +
          'side by side. Being nearby meant they could stop in after work and look again in ' +
          'different light.',
      },
    ],
    related: [
      '/gallery/chappaqua-kitchen-remodel-navy-island-open-concept',
      '/guides/towns/chappaqua-10514',
      '/westchester/chappaqua/kitchen-bath-remodeling',
      '/blog/permit-and-inspection-guide',
      '/blog/five-westchester-kitchen-remodels',
      '/showroom',
    ],
  },
] satisfies DocContent[]
