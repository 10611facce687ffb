import type { DocContent } from '../types'

/** The renovation encyclopedia: kitchen pages (/learning/kitchens/...). */
export const kitchenLearning = [
  {
    id: 'kitchens/layouts',
    sections: [
      {
        heading: 'Start with the room you have',
        blocks: [
          {
            kind: 'p',
            text:
              'A kitchen plan is decided less by a photo you like than by the walls, windows ' +
              'and doors you already have. Before we talk about islands, we measure every wall ' +
              'at counter height, note where the windows start and stop, mark which doorways ' +
              'carry traffic to the back door, the garage or the family room, and find where ' +
              'the drain, the gas line and the nearest exterior wall for a hood duct sit. ' +
              'Those fixed points usually rule out one or two plans on the first visit and ' +
              'make the choice between the others much easier.',
          },
          {
            kind: 'p',
            text:
              'The most useful number in kitchen planning is the aisle width. Widely used ' +
              'kitchen planning guidelines call for about 42 inches between a counter and the ' +
              'opposite counter or island where one person cooks, and 48 inches where two ' +
              'people work at once. A walkway that only carries people past the kitchen can be ' +
              '36 inches. Narrower than that and dishwasher and oven doors block the room; ' +
              'much wider than about 54 inches and you take extra steps every time you turn ' +
              'from sink to counter.',
          },
        ],
      },
      {
        heading: 'The common plans side by side',
        blocks: [
          {
            kind: 'p',
            text:
              'Almost every kitchen we build is one of these plans or a mix of two. The widths ' +
              'below assume standard 24-inch-deep base cabinets with a counter of about 25 ' +
              'inches, on both sides where the plan has two runs.',
          },
          {
            kind: 'table',
            caption: 'Kitchen layouts compared',
            columns: ['Plan', 'Typical fit', 'Works well when', 'Watch for'],
            rows: [
              [
                'One-wall',
                'Apartments, lofts, open rooms',
                'Space is tight and the room must stay open',
                'Little counter; add an island if width allows',
              ],
              [
                'Galley',
                'About 8 ft between walls or more',
                'One main cook; efficient short steps',
                'Through-traffic down the aisle; dead-end galleys feel closed',
              ],
              [
                'L-shape',
                'Corner rooms, open plans',
                'You want an open side for a table or island',
                'The corner cabinet; long legs stretch the work triangle',
              ],
              [
                'U-shape',
                'Rooms about 10 ft wide or more',
                'Lots of counter and storage around one cook',
                'Two corners to solve; a narrow U feels boxed in',
              ],
              [
                'L or U with island',
                'About 13 ft wide or more with an island',
                'Two cooks, seating, a second sink',
                'Needs 42–48 in aisles on every working side',
              ],
              [
                'Peninsula',
                'Rooms too narrow for an island',
                'You want seating and a divider without a walk-around',
                'The end can trap a cook in the corner',
              ],
            ],
          },
          {
            kind: 'tip',
            title: 'Measure the room you really have',
            text:
              'Older Westchester houses rarely have square walls. We measure at floor, counter ' +
              'and ceiling height, because a wall that leans half an inch decides whether a ' +
              '36-inch range or a built-in refrigerator fits.',
          },
        ],
      },
      {
        heading: 'Corners: where storage goes to hide',
        blocks: [
          {
            kind: 'p',
            text:
              'Every L and U plan creates a corner where two cabinet runs meet, and a plain ' +
              'corner cabinet leaves a deep space that is hard to reach. The right fix depends ' +
              'on how much you will pay for hardware and what you would store there.',
          },
          {
            kind: 'list',
            items: [
              'Blind-corner pull-outs swing or slide shelves out of the dead space; they ' +
                'suit heavy pots and cost more than shelves.',
              'A lazy Susan in a diagonal or pie-cut corner cabinet is simple and durable, ' +
                'good for canisters and small appliances.',
              'Corner drawers meet at a mitred front and use most of the depth, but they ' +
                'need a custom or semi-custom line.',
              'Closing off the corner entirely is honest and cheap when the rest of the plan ' +
                'already has enough storage.',
              'Moving the range or sink out of the corner avoids the awkward angled counter ' +
                'that wastes space on both sides.',
            ],
          },
        ],
      },
      {
        heading: 'Islands and seating overhangs',
        blocks: [
          {
            kind: 'p',
            text:
              'An island earns its place when it has clearance on every side. With cabinets on ' +
              'both facing walls, a room needs about 13 feet between walls for 25-inch ' +
              'counters, a 2-foot-deep island and two 42-inch aisles; a deeper island with ' +
              'seating needs more. A working island under about 24 inches deep or 4 feet long ' +
              'tends to become a landing spot for mail rather than a prep surface. If a sink ' +
              'or cooktop goes in the island, plan at least 12 inches of counter behind it so ' +
              'water and splatter stay on the counter.',
          },
          {
            kind: 'p',
            text:
              'Seating needs knee space under the counter and room behind the stools. Plan ' +
              'about 24 inches of counter length per person, and leave 36 inches behind stools ' +
              'where nobody passes or about 44 inches where people walk behind someone seated.',
          },
          {
            kind: 'table',
            caption: 'Seating height and knee space',
            columns: ['Counter height', 'Seat height', 'Knee space (overhang)'],
            rows: [
              ['30 in (table height)', '18 in chair', '18 in'],
              ['36 in (standard counter)', '24–26 in counter stool', '15 in'],
              ['42 in (bar height)', '28–30 in bar stool', '12 in'],
            ],
          },
          {
            kind: 'p',
            text:
              'Stone overhangs beyond what the fabricator allows for the material and ' +
              'thickness need support. We add corbels, concealed steel flat bars or a ' +
              'furniture-style leg, decided before the cabinets are ordered so the brackets ' +
              'can be let into the cabinet tops.',
          },
        ],
      },
      {
        heading: 'Opening walls and moving the big items',
        blocks: [
          {
            kind: 'p',
            text:
              'Changing the plan often means taking down a wall or moving the sink, range or ' +
              'refrigerator. A load-bearing wall needs an engineer to size the beam and a ' +
              'building permit before anything is cut; a flush beam hidden in the ceiling ' +
              'costs more than a dropped one but keeps the ceiling flat. Moving a sink to an ' +
              'island means a new drain with proper slope and a vent solution under the floor, ' +
              'and moving a gas range means a new gas line and a larger, more visible hood. ' +
              'None of these is unusual, but each adds trades, inspections and days, which is ' +
              'why we price them separately.',
          },
          {
            kind: 'checklist',
            title: 'Measure before you choose a plan',
            items: [
              'Wall lengths at floor, counter and ceiling height',
              'Window and door openings, including trim and swing',
              'Location of the sink drain, gas line and main stack',
              'Nearest exterior wall or roof path for a hood duct',
              'Which walls carry load from the floor or roof above',
              'Radiators, registers and returns that must stay or move',
              'Where people walk through to other rooms',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'How small can a kitchen be and still have an island?',
        answer:
          'Count the width between walls: with cabinets on both sides, you need roughly 13 ' +
          'feet for two 42-inch aisles and a compact island. Below that, a peninsula or a ' +
          'movable table usually works better than an island that pinches the aisles.',
      },
      {
        question: 'Is a galley kitchen a bad layout?',
        answer:
          'No. A galley with about 42 to 48 inches between counters is one of the most ' +
          'efficient plans for one cook, because sink, range and refrigerator are a step or ' +
          'two apart. It struggles when it doubles as the hallway to the back door.',
      },
      {
        question: 'Does changing the layout cost much more than keeping it?',
        answer:
          'Usually yes, because moving plumbing, gas, ducts and walls adds trades and ' +
          'inspections. Keeping the sink and range where they are leaves more of the budget ' +
          'for cabinets and counters; our costs and budgets page shows how those choices add ' +
          'up.',
      },
    ],
    related: [
      '/learning/kitchens/workflow',
      '/learning/cabinetry/storage',
      '/guides/topics/kitchens',
      '/services/kitchens',
      '/learning/process/costs-budgets',
      '/gallery/chappaqua-kitchen-remodel-navy-island-open-concept',
    ],
  },
  {
    id: 'kitchens/materials-finishes',
    sections: [
      {
        heading: 'Finishes for a kitchen that gets used',
        blocks: [
          {
            kind: 'p',
            text:
              'Every surface in a kitchen is touched, splashed and wiped several times a day, ' +
              'so the finish matters as much as the material under it. A painted door, a honed ' +
              'counter and an unlacquered brass pull can all be good choices, but each wears ' +
              'in its own way. The sections below describe how the common finishes behave ' +
              'after a few years of family cooking, so you can pick the ones whose aging you ' +
              'will enjoy rather than fight.',
          },
        ],
      },
      {
        heading: 'Cabinet doors: painted or stained',
        blocks: [
          {
            kind: 'p',
            text:
              'Painted doors are usually MDF or maple. On a five-piece door made of solid ' +
              'wood, the joint where rail meets stile can show a fine hairline in the paint as ' +
              'the wood moves with the seasons; that is normal and not a defect, and MDF ' +
              'center panels or a one-piece MDF door reduce it. Factory finishes such as ' +
              'catalyzed lacquer or conversion varnish are much harder than paint brushed on ' +
              'site, and a touch-up kit from the maker handles chips at the dishwasher and ' +
              'trash pull-out.',
          },
          {
            kind: 'p',
            text:
              'Stained doors in oak, walnut, cherry or maple hide everyday dings because the ' +
              'color runs through the grain. Rift-sawn white oak has a straight, even grain ' +
              'that suits flat-panel doors. Cherry and some stains darken with sunlight, so a ' +
              'door left in a sunny window can look different from one in a pantry after a ' +
              'year.',
          },
          {
            kind: 'table',
            caption: 'Cabinet door finishes',
            columns: ['Finish', 'Look', 'How it wears', 'Care'],
            rows: [
              [
                'Painted MDF',
                'Smooth, crisp color',
                'Stable; chips show on edges',
                'Mild soap; touch-up pen',
              ],
              [
                'Painted maple',
                'Smooth with faint grain',
                'Hairlines at joints are normal',
                'Mild soap; touch-up pen',
              ],
              [
                'Stained oak or walnut',
                'Visible grain, warm',
                'Hides dings and wear well',
                'Damp cloth; avoid oily cleaners',
              ],
              [
                'Wood veneer slab',
                'Book-matched grain',
                'Edges need care near sinks',
                'Wipe dry; avoid standing water',
              ],
              [
                'Laminate or matte slab',
                'Flat, modern, even color',
                'Resists stains; edges can lift if soaked',
                'Any mild cleaner',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Stone surfaces: polished, honed or leathered',
        blocks: [
          {
            kind: 'p',
            text:
              'The same slab can be finished three ways, and the finish changes how it lives. ' +
              'A polished surface closes the pores, so oil and wine soak in more slowly, but ' +
              'on marble an acid leaves a dull etch mark that shows against the shine. A ' +
              'honed, matte surface shows etching less but can hold a darker ring from water ' +
              'or oil until it dries or is cleaned, and it needs sealing more faithfully. A ' +
              'leathered finish has a soft texture that hides fingerprints and water spots; ' +
              'crumbs need a brush rather than a single wipe.',
          },
          {
            kind: 'p',
            text:
              'Quartz does not etch or need sealing. Matte and concrete-look quartz can show ' +
              'grey marks from pots and utensils; these are metal rubbed onto the surface, and ' +
              'a mild cream cleanser takes them off. None of these surfaces like a hot pan set ' +
              'straight down, quartz least of all, so plan a trivet spot beside the range.',
          },
        ],
      },
      {
        heading: 'Backsplash: porcelain, ceramic, zellige or slab',
        blocks: [
          {
            kind: 'table',
            caption: 'Backsplash choices',
            columns: ['Material', 'Character', 'Practical notes'],
            rows: [
              [
                'Glazed ceramic',
                'Classic subway and handmade looks',
                'Easy to cut around outlets; glaze cleans easily',
              ],
              [
                'Porcelain',
                'Dense, large formats possible',
                'Fewer grout lines; harder to cut, needs a flat wall',
              ],
              [
                'Zellige',
                'Handmade, uneven, glossy, color shifts',
                'Chips and variation are the look; often sealed before grouting',
              ],
              [
                'Stone slab',
                'Continuous with the counter',
                'No grout to clean; outlets must be laid out on the slab',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Behind a range, grease finds every grout joint, so a slab or large tile is ' +
              'easier to keep clean there. Cement grout should be sealed; epoxy and urethane ' +
              'grouts resist stains without sealing but are less forgiving to install. With ' +
              'zellige, ask to see a full box laid out, because the variation between tiles is ' +
              'the whole point and some homeowners find it more than they expected.',
          },
        ],
      },
      {
        heading: 'Hardware, sink and faucet finishes',
        blocks: [
          {
            kind: 'p',
            text:
              'Pulls, faucets and lighting are handled constantly. PVD (physical vapor ' +
              'deposition) finishes bond the color to the metal and resist wear better than ' +
              'older plated finishes. Unlacquered brass darkens and spots with use, which some ' +
              'people love and others polish away. Polished nickel has a warm shine that shows ' +
              'water spots; satin nickel and stainless hide them; matte black shows ' +
              'fingerprints and hard-water marks more than people expect. Finishes need not ' +
              'match exactly, but keep them in one or two families so the room reads as ' +
              'planned.',
          },
          {
            kind: 'p',
            text:
              'A stainless sink in 16 gauge is thicker and quieter than 18 gauge. Fireclay ' +
              'holds its glaze well but can chip if a cast-iron pan is dropped into it; ' +
              'granite composite sinks hide scratches and come in dark colors.',
          },
          {
            kind: 'checklist',
            title: 'Bring these to your showroom visit',
            items: [
              'Photos of the room in daylight and at night',
              'A cabinet door or drawer front if any are staying',
              'Flooring samples or a photo of the adjacent floors',
              'Your cookware habits: cast iron, wine, lemons, a lot of oil',
              'Any finishes already in the house you want to echo',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Will painted cabinets chip?',
        answer:
          'Factory-finished painted doors hold up well, but edges near the sink, dishwasher ' +
          "and trash pull-out take knocks. Small chips are touched up with the maker's color; " +
          'a stained wood door hides the same wear more easily.',
      },
      {
        question: 'Is marble a bad idea for a kitchen counter?',
        answer:
          'Not if you accept that it will etch and change. Honed marble shows etching less ' +
          'than polished, and sealing limits stains. If you want counters that look the same ' +
          'in ten years, quartz or quartzite is the calmer choice.',
      },
      {
        question: 'Do my faucet and cabinet hardware have to match?',
        answer:
          'No. Many kitchens pair a stainless or nickel faucet with brass pulls. Keep the ' +
          'metals to two, repeat each at least twice in the room, and check the finishes side ' +
          'by side under your own lighting.',
      },
      {
        question: 'Does zellige need special care?',
        answer:
          'Once sealed and grouted, zellige wipes clean like other glazed tile. Its surface is ' +
          'uneven, so grease along a rough edge needs a soft brush, and small chips along the ' +
          'edges are part of the material.',
      },
    ],
    related: [
      '/learning/countertops/comparison',
      '/learning/cabinetry/finishes',
      '/blog/choosing-remodeling-materials',
      '/services/kitchens',
      '/learning/process/costs-budgets',
    ],
  },
  {
    id: 'kitchens/appliances-technology',
    sections: [
      {
        heading: 'Appliances come before cabinets',
        blocks: [
          {
            kind: 'p',
            text:
              'Cabinets are built around appliance openings, so the appliances have to be ' +
              'chosen, with model numbers, before the cabinet order is placed. A refrigerator ' +
              'that turns out to be an inch wider, or a range that needs a different gas ' +
              'connection, can mean a new cabinet box, a re-cut countertop or a second trip by ' +
              "the electrician. We work from each manufacturer's installation guide, not the " +
              'brochure, because the guide gives the cutout size, the clearances, the circuit ' +
              'and where the gas, water and power must come through the wall.',
          },
        ],
      },
      {
        heading: 'Cooking: induction, gas or dual fuel',
        blocks: [
          {
            kind: 'p',
            text:
              'The cooking choice shapes the electrical panel, the gas line and the hood, so ' +
              'it comes first. Induction heats the pan directly through a magnetic field; the ' +
              'glass stays cooler, a spill does not bake on, and boiling is fast. Gas gives a ' +
              'visible flame and suits woks and charring. Dual-fuel ranges pair gas burners ' +
              'with an electric oven for even baking, and need both a gas line and a 240-volt ' +
              'circuit.',
          },
          {
            kind: 'table',
            caption: 'Induction, gas and dual fuel',
            columns: ['', 'Induction', 'Gas', 'Dual fuel'],
            rows: [
              [
                'Power or fuel',
                '240-volt circuit, often 40–50 A',
                'Gas line plus a 120-volt outlet',
                'Gas line plus a 240-volt circuit',
              ],
              [
                'Cookware',
                'Magnetic only: a magnet must stick',
                'Anything',
                'Anything on the burners',
              ],
              [
                'Ventilation',
                'Still needs a hood for smoke and grease',
                'Needs a hood for combustion gases too',
                'Same as gas',
              ],
              [
                'Cleaning',
                'Flat glass wipes clean',
                'Grates and burner caps',
                'Grates and burner caps',
              ],
              [
                'Sizes',
                '30 and 36 in common',
                '30, 36 and 48 in and up',
                '30, 36 and 48 in and up',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'A separate cooktop and wall oven let you put the oven at a comfortable height ' +
              'and free the space below the cooktop for deep pot drawers. A range keeps ' +
              'everything in one opening and usually costs less to install.',
          },
        ],
      },
      {
        heading: 'Refrigeration and the rest of the line-up',
        blocks: [
          {
            kind: 'p',
            text:
              'A standard-depth freestanding refrigerator sticks out several inches past the ' +
              'counters; a counter-depth model sits nearly flush but holds less. Built-in ' +
              'units are taller, about 84 inches, and sit flush with cabinets; panel-ready or ' +
              'integrated models take a cabinet door panel so the refrigerator disappears into ' +
              'the run, and column units let you choose separate refrigerator and freezer ' +
              'widths. Check the hinge side: a door set tight against a wall may not open far ' +
              'enough to pull out the crisper drawers.',
          },
          {
            kind: 'list',
            items: [
              'Drawer microwaves sit below the counter, often in an island, and are easy for ' +
                'children to reach; they need a specific cabinet opening.',
              'Over-the-range microwaves save space but vent poorly compared with a real ' +
                'hood.',
              'Speed ovens combine microwave and convection and fit a wall-oven stack.',
              'Dishwashers are 24 inches wide as standard and 18 inches in compact models; ' +
                'panel-ready versions hide behind a cabinet front.',
              'Some plumbed steam ovens and coffee machines need a water line, and a few ' +
                'need a drain; decide before the plumber roughs in.',
              'Beverage and wine refrigerators belong outside the main work area so guests ' +
                'and children do not cross the cook.',
            ],
          },
        ],
      },
      {
        heading: 'Technology that earns its place',
        blocks: [
          {
            kind: 'p',
            text:
              'Useful kitchen technology tends to be quiet and practical. Under-cabinet ' +
              'lighting on its own dimmer does more for cooking than most connected gadgets. ' +
              'Leak sensors under the sink, dishwasher and refrigerator can be tied to an ' +
              'automatic shutoff valve on the main water line. Outlets with USB-C ports, a ' +
              'charging drawer and pop-up or cabinet-side outlets in an island keep phones and ' +
              'tablets off the prep counter. Some hoods now start automatically when the ' +
              'cooktop turns on, and many ovens can be preheated or monitored from a phone. If ' +
              'you plan to use Wi-Fi appliances, check that the kitchen gets a strong signal; ' +
              'a metal hood and stone walls can block it.',
          },
          {
            kind: 'tip',
            title: 'Keep the manuals',
            text:
              'We leave every installation guide and warranty card in a folder on site. ' +
              'Register the appliances soon after delivery: the warranty clock usually starts ' +
              'at purchase or delivery, not on the day you first cook.',
          },
        ],
      },
      {
        heading: 'Settle these before the cabinet order',
        blocks: [
          {
            kind: 'checklist',
            title: 'Appliance decisions',
            items: [
              'Cooking fuel: induction, gas or dual fuel',
              'Range, or cooktop with separate wall ovens',
              'Refrigerator type: freestanding, counter-depth, built-in or panel-ready',
              'Microwave location: drawer, wall stack or over the range',
              'Dishwasher width and whether it takes a panel',
              'Hood type, width and blower, chosen with the cooking choice',
              'Sink size and model, which the fabricator needs at templating',
              'Extra items: warming drawer, beverage fridge, steam oven, pot filler',
              'Model numbers and installation guides for every item',
            ],
          },
          {
            kind: 'p',
            text:
              'Appliance delivery is usually timed after the cabinets and counters are in, but ' +
              'the fabricator needs the sink and the cooktop, or their exact templates, when ' +
              'the counters are measured.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Do induction cooktops need special pots?',
        answer:
          'They need cookware a magnet sticks to: cast iron, enameled cast iron and most ' +
          'stainless steel work. Aluminum, copper and glass do not, unless they have a ' +
          'magnetic base.',
      },
      {
        question: 'Can we keep our current refrigerator?',
        answer:
          'Often, yes. We build the opening to its measurements plus the clearance the ' +
          'manufacturer asks for. If you expect to replace it soon, choose the new model now ' +
          'so the opening fits it.',
      },
      {
        question: 'Is a panel-ready refrigerator worth it?',
        answer:
          'It makes the refrigerator look like cabinetry, which suits open plans. It costs ' +
          'more than a stainless model with the same features, the panel adds cabinet work, ' +
          'and replacing it later means finding a unit that fits the same opening.',
      },
    ],
    related: [
      '/learning/kitchens/plumbing-electrical-ventilation',
      '/learning/process/scheduling',
      '/guides/topics/kitchens',
      '/services/kitchens',
      '/learning/process/costs-budgets',
    ],
  },
  {
    id: 'kitchens/plumbing-electrical-ventilation',
    sections: [
      {
        heading: 'What lives behind the walls',
        blocks: [
          {
            kind: 'p',
            text:
              'Cabinets and counters are what you see, but a kitchen depends on the wiring, ' +
              'piping and ductwork behind them. Demolition is the one chance to find and fix ' +
              'what is there: ungrounded outlets, old knob-and-tube wiring, galvanized water ' +
              'pipes narrowed by rust, cast-iron drains with cracked hubs, or a 100-amp panel ' +
              'already near its limit. We look at these at the first visit and again the day ' +
              'the walls open, and the rough plumbing and electrical are inspected before ' +
              'insulation and drywall go up.',
          },
        ],
      },
      {
        heading: 'Electrical circuits and outlets',
        blocks: [
          {
            kind: 'p',
            text:
              'The electrical code sets clear rules for a kitchen. Countertop outlets are fed ' +
              'by at least two 20-amp small-appliance circuits, which serve no lighting. ' +
              'Outlets are spaced so that no point along the counter wall is more than 24 ' +
              'inches from one, and any counter section 12 inches or wider gets its own. ' +
              'Countertop outlets need GFCI protection, recent code editions extend GFCI to ' +
              'other kitchen outlets including the dishwasher, and kitchen circuits need ' +
              'arc-fault protection as well. Island outlet rules changed in recent editions, ' +
              'so your electrician follows the edition your town enforces.',
          },
          {
            kind: 'table',
            caption: 'Typical kitchen circuits (confirm on each installation guide)',
            columns: ['Appliance or use', 'Typical circuit'],
            rows: [
              ['Countertop outlets', 'Two or more 20 A, 120 V small-appliance circuits'],
              ['Induction or electric range, cooktop', '240 V, often 40–50 A'],
              ['Wall oven or double oven', '240 V, sized to the oven'],
              ['Dishwasher', 'Dedicated 120 V circuit'],
              ['Disposal', 'Dedicated 120 V circuit, or shared where allowed'],
              ['Built-in or drawer microwave', 'Dedicated 120 V circuit'],
              ['Refrigerator', 'Dedicated 120 V circuit recommended'],
              ['Range hood', 'Per the blower; remote and inline blowers may need their own'],
              ['Lighting', 'Separate circuits; under-cabinet and pendants on dimmers'],
            ],
          },
          {
            kind: 'p',
            text:
              'Adding induction, a second oven and a larger hood can push an older service ' +
              'past its capacity. The electrician runs a load calculation before we commit, ' +
              'and if the panel needs replacing, that is scheduled with the utility early.',
          },
        ],
      },
      {
        heading: 'Plumbing and gas lines',
        blocks: [
          {
            kind: 'p',
            text:
              'A sink can move a few feet along the same wall with little fuss. Moving it ' +
              'farther, or into an island, means a new drain that keeps its slope, usually a ' +
              'quarter inch per foot for the smaller pipes, and a vent. Island sinks have no ' +
              'wall to carry a vent pipe up, so they use a loop vent or, where the local ' +
              'plumbing code permits it, an air admittance valve in the sink cabinet. The ' +
              'dishwasher drains through an air gap at the sink or a high loop, depending on ' +
              'local code.',
          },
          {
            kind: 'list',
            items: [
              'Refrigerator water lines get their own shutoff valve, reachable without ' +
                'pulling the refrigerator out.',
              'A pot filler needs a supply line in the wall behind the range, secured to ' +
                'blocking before the wall is closed.',
              'Quarter-turn shutoffs under the sink are easier to close in a hurry than old ' +
                'multi-turn stops.',
              'Gas lines are extended by a licensed plumber, pressure-tested, and finished ' +
                'with a shutoff valve you can reach.',
            ],
          },
        ],
      },
      {
        heading: 'Range hoods, ducts and make-up air',
        blocks: [
          {
            kind: 'p',
            text:
              'A hood only works if it moves air outdoors. Ducts run in smooth metal, as short ' +
              'and straight as the house allows, at the diameter the hood maker specifies, and ' +
              'end at a wall or roof cap with a backdraft damper; they never end in an attic, ' +
              'soffit or wall cavity, where grease and moisture collect. A recirculating hood ' +
              'filters some grease and odor but removes no heat, moisture or combustion gases, ' +
              'so we use it only where ducting outdoors is not possible.',
          },
          {
            kind: 'p',
            text:
              'The residential code requires make-up air for a hood able to exhaust more than ' +
              '400 cubic feet per minute: a duct from outdoors with a damper that opens ' +
              'automatically when the hood runs. Without it, a powerful hood in a tight house ' +
              'pulls air back down the fireplace or the water heater flue. Common rules of ' +
              'thumb for sizing are about 100 cfm for every 10,000 BTU of a gas range, or ' +
              'about 100 cfm per foot of cooktop width for electric and induction against a ' +
              'wall. A hood as wide as the cooktop, or a few inches wider on each side over an ' +
              'island or a powerful gas range, catches far more smoke than a bigger blower.',
          },
          {
            kind: 'tip',
            title: 'Quiet hoods',
            text:
              'Blower noise is rated in sones. A remote blower mounted on the roof or an ' +
              'outside wall moves the motor away from the kitchen and is noticeably quieter at ' +
              'the same airflow.',
          },
        ],
      },
      {
        heading: 'Inspections from rough-in to final',
        blocks: [
          {
            kind: 'checklist',
            title: 'Inspection milestones',
            items: [
              'Building permit issued and posted before work starts',
              'Rough plumbing inspected, with the drain and supply lines tested',
              'Gas line pressure test witnessed where the gas line changed',
              'Rough electrical inspected before insulation and drywall',
              'Insulation checked where exterior walls were opened',
              'Final plumbing, electrical and building inspections after fixtures and ' +
                'appliances are set',
              'Certificate of completion or sign-off kept with your house records',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Do we need make-up air for our new hood?',
        answer:
          'If the hood can move more than 400 cfm, the residential code requires it. Many ' +
          'homeowners choose a hood just under that figure; for a powerful gas range, we plan ' +
          'the make-up air duct and damper instead of under-sizing the hood.',
      },
      {
        question: 'Can the hood vent into the attic?',
        answer:
          'No. Grease and moisture belong outside, so the duct has to end at a roof or wall ' +
          'cap with a damper. An attic discharge collects grease, feeds mold and fails ' +
          'inspection.',
      },
      {
        question: 'Will we need a bigger electrical panel?',
        answer:
          'Not always. It depends on the existing service, what else the house runs, and ' +
          "whether you add induction, ovens or an electric car charger. The electrician's load " +
          'calculation answers it before the contract is signed.',
      },
      {
        question: 'Can we put the sink in the island?',
        answer:
          'Usually, yes, if the floor below lets the drain run with proper slope and there is ' +
          'a way to vent it. Over a finished basement, part of the ceiling below is opened and ' +
          'then patched.',
      },
    ],
    related: [
      '/learning/process/permits-codes',
      '/blog/permit-and-inspection-guide',
      '/learning/kitchens/appliances-technology',
      '/services/kitchens',
      '/learning/process/costs-budgets',
    ],
  },
  {
    id: 'kitchens/workflow',
    sections: [
      {
        heading: 'The work triangle and where it still helps',
        blocks: [
          {
            kind: 'p',
            text:
              'The work triangle joins the sink, the cooktop and the refrigerator, the three ' +
              'places a cook walks between most. The classic planning rule keeps each leg ' +
              'between 4 and 9 feet and the three legs together at no more than 26 feet, with ' +
              'no island or tall cabinet cutting into a leg by more than about a foot and no ' +
              'household traffic crossing it. Under 4 feet and there is no counter to work on; ' +
              'over 9 and you carry dripping pasta across the room.',
          },
          {
            kind: 'p',
            text:
              'The triangle still works for one cook in a compact kitchen. In larger, open ' +
              'kitchens with two cooks, a pantry and an island, it helps to think in zones ' +
              'instead, each with its own counter, storage and appliance, and then check that ' +
              'the main triangle is not broken by the island or the walkway.',
          },
        ],
      },
      {
        heading: 'Work zones and what belongs in each',
        blocks: [
          {
            kind: 'table',
            caption: 'Kitchen work zones',
            columns: ['Zone', 'Anchored by', 'Store here', 'Planning note'],
            rows: [
              [
                'Prep',
                'Counter between sink and range',
                'Knives, boards, bowls, spices',
                'At least 36 in of clear counter near the sink',
              ],
              [
                'Cooking',
                'Range or cooktop',
                'Pots, pans, utensils, oils',
                'Landing counter on both sides of the burners',
              ],
              [
                'Cleanup',
                'Sink, dishwasher, trash',
                'Dishes, glasses, flatware',
                'Dish storage within reach of the open dishwasher',
              ],
              [
                'Cold storage',
                'Refrigerator',
                'Groceries, leftovers, containers',
                'A landing counter of about 15 in beside the handle side',
              ],
              [
                'Baking',
                'Oven and a clear counter',
                'Mixer, sheet pans, flour, sugar',
                'A mixer lift or appliance garage saves counter',
              ],
              [
                'Coffee and drinks',
                'Coffee maker, beverage fridge',
                'Mugs, glasses, snacks',
                'Outside the main triangle so others stay clear',
              ],
              [
                'Drop zone',
                'Near the entry from the garage',
                'Mail, keys, charging, backpacks',
                'Keep it off the prep counter',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Two cooks, one kitchen',
        blocks: [
          {
            kind: 'p',
            text:
              'When two people cook together, most collisions happen at the sink. A second, ' +
              'smaller prep sink on the island or at the far end of a long run gives the ' +
              'second cook a place to rinse vegetables without waiting. Aisles of 48 inches ' +
              'let one person pass behind another at the range. The refrigerator belongs at ' +
              'the edge of the work area, where someone can grab milk without stepping into ' +
              'the cooking zone, and the trash and recycling pull-out should sit beside the ' +
              'main prep counter rather than under the cleanup sink alone.',
          },
          {
            kind: 'p',
            text:
              'Mind the doors. An open dishwasher door drops about 2 feet into the aisle, and ' +
              'a wall oven or refrigerator door swinging across a walkway stops traffic. We ' +
              'draw every door open on the plan to see where they block each other.',
          },
        ],
      },
      {
        heading: 'How a family uses the room day to day',
        blocks: [
          {
            kind: 'p',
            text:
              'Most kitchens serve several routines in a day, and the plan should fit each of ' +
              'them. In the morning, coffee, breakfast and packed lunches happen at once; a ' +
              'beverage station with its own water line and mugs above it keeps that traffic ' +
              'away from the range. Plates, cups and snacks in lower drawers let children set ' +
              'the table and help themselves. After school, the island becomes a homework ' +
              'desk, so outlets and good task lighting there matter. At dinner, one person ' +
              'cooks, another preps, and guests gather at the island, ideally facing the cook ' +
              'across a counter rather than standing beside the burners.',
          },
          {
            kind: 'p',
            text:
              'Weekly chores count too. Groceries come in from the garage or side door, so a ' +
              'landing counter and the pantry should be on that path. A large recycling bin ' +
              'near the back door saves trips. Dish storage within reach of the dishwasher ' +
              'means unloading takes a few minutes rather than a walk around the island.',
          },
          {
            kind: 'tip',
            title: 'Plan for the spills',
            text:
              'Keep the microwave away from the cooktop so a child heating a snack is never ' +
              'reaching past a hot pan. Drawer microwaves at counter height or just below suit ' +
              'most families.',
          },
        ],
      },
      {
        heading: 'Watch a week in your kitchen',
        blocks: [
          {
            kind: 'p',
            text:
              'Before the design meeting, spend a week noticing how the room really works. The ' +
              'answers shape the plan more than any style photo.',
          },
          {
            kind: 'checklist',
            title: 'Questions to answer before design',
            items: [
              'Who cooks, and how often do two people cook at once?',
              'Where do groceries land when they come in?',
              'Where do bags, mail and phones end up by evening?',
              'What small appliances live on the counter every day?',
              'Where do children eat breakfast or do homework?',
              'How many people sit to eat, and how often?',
              'What do you reach for most, and where is it now?',
              'What do you store that you have not used in a year?',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Is the work triangle still relevant in an open kitchen with an island?',
        answer:
          'Yes, as a check rather than a rule. We plan zones first, then make sure the sink, ' +
          'cooktop and refrigerator are a few steps apart and that the island does not force a ' +
          'walk around it between them.',
      },
      {
        question: 'Where should the dishwasher go?',
        answer:
          'Next to the main sink, on either side, within about 3 feet of its edge, and close ' +
          'to where dishes and glasses are stored. Right- or left-handedness and where you ' +
          'stand to rinse usually decide the side.',
      },
      {
        question: 'Do we need a prep sink?',
        answer:
          'If two people cook together often, or the main sink sits far from the main prep ' +
          'counter, a prep sink saves many steps. In a compact kitchen with one cook, the ' +
          'counter space is usually worth more.',
      },
    ],
    related: [
      '/learning/kitchens/layouts',
      '/learning/cabinetry/storage',
      '/blog/remodeling-mistakes-to-avoid',
      '/services/kitchens',
      '/learning/process/costs-budgets',
    ],
  },
] satisfies DocContent[]
