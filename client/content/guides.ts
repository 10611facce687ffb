import type { DocContent } from './types'

/** Bodies of the topic guides (/guides/topics/…) and town guides (/guides/towns/…). */
export const guideBodies = [
  {
    id: 'kitchens',
    sections: [
      {
        heading: 'Begin with the room and its limits',
        blocks: [
          {
            kind: 'p',
            text:
              'A good kitchen plan begins with a tape measure and a flashlight, not a catalog. ' +
              'Measure every wall at counter height and again at the floor, because older ' +
              'Westchester houses are rarely square, and note the ceiling height, the window ' +
              'sills and the swing of every door. Then look for the things that decide what ' +
              'can move: the main drain stack, the gas line, the electrical panel and the ' +
              'route a range hood duct could take to the outside.',
          },
          {
            kind: 'p',
            text:
              'Those four items shape the budget more than any finish. A sink that stays ' +
              'on its wall keeps the plumbing simple; a sink moved to a new island needs ' +
              'a drain with proper slope and a vent, which can mean opening the ceiling ' +
              'below. An older 100-amp service may not carry an induction cooktop, a double ' +
              'wall oven and new lighting circuits without an upgrade. A hood on an interior ' +
              'wall may need a long duct run through a ceiling or a soffit.',
          },
          {
            kind: 'checklist',
            title: 'Bring to the first design meeting',
            items: [
              'A sketch with wall lengths, window and door positions and the ceiling height',
              'Photos of the electrical panel label and of the basement ceiling under the kitchen',
              'Model numbers of any appliances you plan to keep',
              'A list of what you store now: small appliances, pots, baking sheets, pantry goods',
              'How many people cook at once, and who sits in the kitchen while they do',
              'Pictures of kitchens you like, with a note on what you like in each one',
              'The year the house was built; paint from before ' +
                '1978 calls for lead-safe work practices',
              'A budget ceiling and any dates by which the kitchen must be working again',
            ],
          },
        ],
      },
      {
        heading: 'Choosing a layout',
        blocks: [
          {
            kind: 'p',
            text:
              'Most kitchens fall into a handful of shapes, and the right one follows from ' +
              "the room's doors and windows and from how many people work in it at once. " +
              'Keep walkways at least 36 inches clear, size the aisles between facing counters ' +
              'at about 42 inches for a single cook and 48 for a two-cook kitchen, and ' +
              'give each seat at an island roughly 24 inches of width.',
          },
          {
            kind: 'table',
            caption: 'Common kitchen layouts compared',
            columns: ['Layout', 'Works well when', 'Watch for'],
            rows: [
              [
                'Galley',
                'The room is long and narrow and one person does most of the cooking',
                'Through traffic between the two runs of cabinets',
              ],
              [
                'L-shape',
                'The kitchen opens onto a family or breakfast room',
                'The inside corner; plan a blind-corner pull-out or drawers there',
              ],
              [
                'U-shape',
                'Three walls are usable and storage matters most',
                'The aisle between the arms must stay 42 in or wider',
              ],
              [
                'L with island',
                'The room can hold counters, an island and two clear aisles',
                'An oversized island that turns into a barrier',
              ],
              [
                'Peninsula',
                'There is no room for a full island but you want seats',
                'A peninsula can block the main path into the kitchen',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'For seating at a 36-inch counter, plan a 15-inch overhang for knee room; at a ' +
              '42-inch bar height, 12 inches is enough. Leave at least 15 inches of landing ' +
              'counter on the handle side of the refrigerator, and 12 inches on one side of the ' +
              'cooktop with 15 on the other, so hot pans and grocery bags always have somewhere ' +
              'to go.',
          },
        ],
      },
      {
        heading: 'Selections, in the order that avoids rework',
        blocks: [
          {
            kind: 'p',
            text:
              'Kitchen choices depend on one another, so the order matters. Cabinet drawings ' +
              'cannot be finished until the appliances are chosen, and the counter fabricator ' +
              'cannot template until the cabinets, sink and cooktop are fixed.',
          },
          {
            kind: 'list',
            items: [
              'Appliances: sizes, panel-ready or not, the range fuel ' +
                'and the hood capacity in cubic feet per minute (CFM).',
              'Cabinets: the line, door style, finish and interior ' +
                'fittings, drawn around the appliance specifications.',
              'Counters: material, thickness, edge profile and where any seams will fall.',
              'Sink and faucet: an undermount sink has to ' +
                'be on site when the counter is templated.',
              'Backsplash: tile or a full-height slab, chosen against the counter it meets.',
              'Lighting: recessed, under-cabinet and pendant ' +
                'lights, each on its own switch or dimmer.',
              'Hardware, paint and window treatments come last.',
            ],
            ordered: true,
          },
          {
            kind: 'tip',
            title: 'Lock in long-lead items early',
            text:
              'Custom cabinets take 6–8 weeks to arrive once the drawings are signed, and ' +
              'some panel-ready appliances and imported tiles take a while too. We settle ' +
              'those items before demolition so nothing stalls halfway through.',
          },
        ],
      },
      {
        heading: 'Code items every plan should cover',
        blocks: [
          {
            kind: 'p',
            text:
              'A permit brings inspections, and inspectors look for the same things on every ' +
              'kitchen. Putting them in the drawings avoids changes after the walls are closed.',
          },
          {
            kind: 'list',
            items: [
              'Receptacles serving the counter need GFCI protection and at least ' +
                'two 20-amp small-appliance circuits. Place them so no point along ' +
                'the counter wall is more than 24 inches from an outlet, and give ' +
                'any counter section 12 inches or wider its own.',
              'Current electrical code also calls for arc-fault (AFCI) protection ' +
                'on kitchen circuits. The dishwasher, disposal, microwave and ' +
                'refrigerator usually get dedicated circuits.',
              'A range hood should vent outdoors through rigid metal duct. Under the ' +
                'residential code, a hood that exhausts more than 400 CFM needs makeup ' +
                'air, usually a motorized damper wired to open when the hood runs.',
              'Leave 30 inches between the cooking surface and unprotected ' +
                'combustible cabinets above it, unless the hood or microwave ' +
                'manufacturer lists a different clearance.',
              'Gas piping needs an accessible shutoff valve near the appliance, ' +
                'and new piping is pressure-tested before the walls close.',
              'Dishwasher drains need an air gap or a high ' +
                'loop, depending on the local plumbing rules.',
            ],
          },
        ],
      },
      {
        heading: 'What a kitchen costs',
        blocks: [
          {
            kind: 'p',
            text:
              'We price kitchens in four tiers. Where yours lands depends less on square footage ' +
              'than on what moves: walls, plumbing, gas and the grade of the cabinetry.',
          },
          {
            kind: 'table',
            caption: 'Westchester kitchen remodel tiers',
            columns: ['Tier', 'Range', 'Typically includes'],
            rows: [
              [
                'Refresh',
                '$15k–30k',
                'Layout and cabinet boxes kept; new counters, backsplash, sink, ' +
                  'faucet, refaced or painted doors, hardware and lighting',
              ],
              [
                'Mid-Range Remodel',
                '$40k–70k',
                'Semi-custom cabinets replaced within the existing footprint, quartz tops, ' +
                  'a tiled backsplash, new flooring and lighting; appliances swapped in place',
              ],
              [
                'Upscale Remodel',
                '$75k–120k',
                'Layout reworked around an island, plumbing and gas relocated, added circuits, ' +
                  'better semi-custom or custom cabinets, stone counters, vented hood',
              ],
              [
                'Luxury Custom',
                '$125k+',
                'Inset or fully custom cabinets, a pro-style range under a ducted hood ' +
                  'with makeup air, natural stone, structural changes, a pantry or bar',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Across the kitchens we build, the average project is $67,500, and costs run about ' +
              '$225 per sq ft of kitchen floor. Our home-page price guide puts a full remodel, ' +
              'meaning new cabinets, counters, floor and lighting without major structural work, ' +
              'at $45k–$85k. A kitchen remodel typically recovers about 71% of its cost at ' +
              'resale, so plan it around the years you will cook in it rather than around a ' +
              'sale.',
          },
          {
            kind: 'tip',
            title: 'Keep a contingency',
            text:
              'Opening walls in an older house can expose a rotted sill, undersized wiring or ' +
              'a drain that must be replaced. Set money aside for what nobody can see before ' +
              'demolition, and decide in advance which upgrade you would drop if you need it.',
          },
        ],
      },
      {
        heading: 'Permits, inspections and the schedule',
        blocks: [
          {
            kind: 'p',
            text:
              'In Westchester, permits are issued locally by the city, town or village where ' +
              'the house stands; the county does not issue them. Structural changes need ' +
              'drawings from an architect or engineer, and many building departments ask ' +
              'for stamped drawings even for interior work. Design and selections take 1–2 ' +
              'weeks, permit review usually 2–4 weeks, and custom cabinets 6–8 weeks; these ' +
              'run side by side, so demolition starts only when the cabinets are close to ' +
              'delivery. Construction then takes 6–12 weeks on site.',
          },
          {
            kind: 'list',
            items: [
              'Floor protection, a sealed dust barrier, then demolition.',
              'Framing changes, then rough plumbing, gas, electrical and duct work.',
              'Rough inspections before anything is covered; insulation ' +
                'is inspected where exterior walls were opened.',
              'Drywall or plaster repair, primer, and the ' +
                'finish floor if it runs under the cabinets.',
              'Cabinet installation, then templating of the counters.',
              'Counter installation, sink and faucet hookup, then the backsplash.',
              'Appliances, trim, paint and the last electrical and plumbing connections.',
              'Final inspections, the punch list and the sign-off that closes the permit.',
            ],
            ordered: true,
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can we keep the layout and still get a new kitchen?',
        answer:
          'Yes, and it is the surest way to hold the budget. Leaving the sink, range ' +
          'and refrigerator where they are avoids new drain, gas and duct routes, ' +
          'so the money goes into cabinets, counters and lighting instead. Most ' +
          'Refresh and Mid-Range Remodel kitchens keep their footprint.',
      },
      {
        question: 'How much room does an island need?',
        answer:
          'Add up the depths across the room. Base cabinets on the back wall (24 inches), ' +
          'a 42-inch aisle, a 36-inch-deep island and another 42-inch aisle come to ' +
          'about 12 feet before the nearest wall or table on the far side. A narrower ' +
          'island, or a peninsula, fits where that space is not available.',
      },
      {
        question: 'Gas range or induction?',
        answer:
          'Both cook well. Induction heats quickly, is easy to wipe down and needs a 240-volt ' +
          'circuit of the size the manufacturer specifies, plus pans a magnet sticks to. Gas ' +
          'needs a gas line and a strong ducted hood. Either way, plan the ventilation first, ' +
          'because the hood decides the duct route and sometimes the need for makeup air.',
      },
      {
        question: 'Do we need an architect?',
        answer:
          'Not always. Whether interior work needs stamped drawings depends on the ' +
          'building department. Removing a bearing wall, adding a window or enlarging ' +
          'the house always needs an architect or engineer to size the structure, and ' +
          'we work alongside them so the drawings and the cabinet plan agree.',
      },
    ],
    related: [
      '/services/kitchens',
      '/learning/kitchens/layouts',
      '/learning/kitchens/plumbing-electrical-ventilation',
      '/blog/kitchen-remodel-timeline',
      '/gallery/chappaqua-kitchen-remodel-navy-island-open-concept',
      '/estimate',
    ],
  },
  {
    id: 'bathrooms',
    sections: [
      {
        heading: 'Shower, tub or both',
        blocks: [
          {
            kind: 'p',
            text:
              'The first decision is how the room will be used. A hall bath shared ' +
              'by children usually keeps a tub; a primary bath used by two adults ' +
              'often works better with a generous shower and no tub at all. If yours ' +
              'is the only tub in the house, think about bathing small children, visiting ' +
              'grandchildren and future buyers before taking it out.',
          },
          {
            kind: 'table',
            caption: 'Bathing options compared',
            columns: ['Option', 'Space it needs', 'Good for', 'Watch for'],
            rows: [
              [
                'Alcove tub with shower',
                'A 60-in alcove between two side walls',
                'Children, small rooms, resale',
                'A high step-in for older users',
              ],
              [
                'Tub-to-shower conversion',
                'The same 60-in alcove',
                'Adults who never bathe; easy entry',
                'The drain moves and a new waterproof base is needed',
              ],
              [
                'Walk-in shower with curb',
                '36 × 36 in inside at the least; 36 × 48 in or more feels right',
                'Most primary and hall baths',
                'Door swing, and glass that needs a squeegee',
              ],
              [
                'Curbless shower',
                'A floor recessed or built up so it slopes to a linear drain',
                'Aging in place and an open look',
                'Floor framing changes and water control at the entry',
              ],
              [
                'Freestanding tub',
                'Clear floor around it for cleaning',
                'Long soaks and a focal point',
                'Weight when full and a filler plumbed from below',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'The residential code sets a minimum shower interior of 900 square inches with ' +
              'no side under 30 inches, and asks for 24 inches of clear floor in front of the ' +
              'shower opening. Those are minimums, and they feel tight in a primary bath.',
          },
        ],
      },
      {
        heading: 'Waterproofing: the layer you never see',
        blocks: [
          {
            kind: 'p',
            text:
              'Tile and grout are not waterproof. Behind them a shower needs a continuous ' +
              'waterproofing layer, either a sheet membrane or a liquid-applied one, ' +
              'over cement board or foam board, carried into every niche, over the bench ' +
              'and up past the shower head. The shower floor gets a sloped base so water ' +
              'runs to the drain instead of sitting under the tile.',
          },
          {
            kind: 'list',
            items: [
              'Slope the shower floor toward the drain at the ' +
                'rate the membrane and drain makers specify.',
              'Flood-test the shower pan before any tile goes ' +
                'down and confirm the water level holds.',
              'Put niches in interior walls; a niche in an exterior wall ' +
                'leaves less room for insulation and invites condensation.',
              'Add solid blocking in the framing now for grab ' +
                'bars, a hand-shower bar and the glass hardware.',
              'A steam shower needs a vapor-tight enclosure, a sloped ceiling so condensation ' +
                'runs down the walls, and a generator in a spot you can reach for service.',
            ],
          },
        ],
      },
      {
        heading: 'Ventilation that actually clears the mirror',
        blocks: [
          {
            kind: 'p',
            text:
              'A bathroom without an openable window needs an exhaust fan under the residential ' +
              'code, rated at least 50 CFM if it runs on demand or 20 CFM if it runs ' +
              'continuously. For rooms up to about 100 square feet, size the fan at roughly ' +
              'one CFM for each square foot of floor, and go larger for a steam shower or ' +
              'a tall ceiling. The fan must discharge outdoors, never into the attic, through ' +
              'smooth duct on the shortest, straightest path the framing permits.',
          },
          {
            kind: 'p',
            text:
              'Quiet fans, rated at about 1 sone or less, get used; noisy ones get switched ' +
              'off. A humidity-sensing control or a timer keeps the fan running after the shower ' +
              'ends, and an undercut door gives the fan a path for replacement air.',
          },
        ],
      },
      {
        heading: 'Fixtures, clearances and wiring',
        blocks: [
          {
            kind: 'list',
            items: [
              'Toilet: the code asks for at least 15 inches from its centerline ' +
                'to a side wall or fixture and 21 inches of clear floor in front; ' +
                'we aim for 18 and 30 inches where the room allows.',
              'Vanity: single 24–48 in, double 60–72 in. Under 60 inches, one sink with ' +
                'more counter beside it is usually more useful than two cramped bowls.',
              'Vanity height: 32–36 inches; the taller comfort-height cabinets suit most adults.',
              'Shower valves must be pressure-balancing or thermostatic to guard against scalding.',
              'Glass in a shower or tub enclosure must be safety glazing, and ' +
                'so must a window beside the tub when its bottom edge sits low.',
              'Bathroom receptacles need GFCI protection and a 20-amp ' +
                'circuit; a heated floor mat needs GFCI protection too.',
              'Lights on both sides of the mirror at face height ' +
                'give even light without shadows under the eyes.',
            ],
          },
          {
            kind: 'checklist',
            title: 'Decide before demolition',
            items: [
              'Shower valve, trim finish and whether you want a hand shower',
              'Vanity width, top material, sink type and faucet spread',
              'Toilet rough-in distance (measure from the ' +
                'wall to the floor bolts), height and style',
              'Floor, wall and niche tile, plus how tile edges will be finished',
              'Glass: hinged door, sliding door or fixed panel',
              'Exhaust fan model and its control',
              'Heated floor or not, and where its thermostat goes',
              'Recessed or surface medicine cabinet; a recessed one needs a stud bay free of pipes',
              'Light fixtures and switch locations',
              'Grab bar, towel bar and hook locations, so blocking goes in the right place',
            ],
          },
        ],
      },
      {
        heading: 'What a bathroom costs',
        blocks: [
          {
            kind: 'p',
            text:
              'Square foot for square foot, a bathroom is the most expensive room in the house ' +
              'to remodel, because plumbers, electricians, tile setters and glaziers all work ' +
              'in a few dozen square feet. Our bathroom projects fall into four ranges.',
          },
          {
            kind: 'table',
            caption: 'Westchester bathroom remodel tiers',
            columns: ['Tier', 'Range', 'What it usually covers'],
            rows: [
              [
                'Refresh',
                '$10k–20k',
                'Nothing moves: a new vanity and top, toilet, faucets, ' +
                  'lights, mirror and paint; most powder rooms land here',
              ],
              [
                'Full Hall Bath',
                '$25k–45k',
                'Stripped to the framing, with a new tub or a tub-to-shower conversion, ' +
                  'waterproofing, tile, a vanity, a ducted fan and updated wiring',
              ],
              [
                'Primary Bath Remodel',
                '$50k–80k',
                'A roomier glass-enclosed shower, two sinks, a heated floor, ' +
                  'niches and layered lighting, often with the plan adjusted',
              ],
              [
                'Luxury Primary Suite',
                '$85k+',
                'A new floor plan with relocated plumbing, a curbless shower, ' +
                  'a freestanding tub, a custom vanity, natural stone and steam',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Our average bathroom project is $37,500, costs run about $325 per sq ft of floor, ' +
              'and a bathroom remodel typically recovers about 68% of its cost at resale. The ' +
              'biggest lever on price is the plumbing plan: shifting a toilet or shower drain ' +
              'across the floor framing can cost more than the step up to better tile.',
          },
        ],
      },
      {
        heading: 'Timing on site',
        blocks: [
          {
            kind: 'p',
            text:
              'On site, the typical bathroom runs 3–6 weeks from demolition to walkthrough. ' +
              'A powder room takes 2–3 weeks because it has no shower to waterproof; a master ' +
              'bath takes 6–8 weeks because of the shower, glass and heated floor. Before ' +
              'demolition, allow for design, the permit and any special-order fixtures.',
          },
          {
            kind: 'list',
            items: [
              'Tear-out to the framing and subfloor, with ' +
                'the rest of the house sealed off from dust.',
              'Framing repairs, then rough plumbing, wiring and fan duct.',
              'Rough inspections.',
              'Backer board, waterproofing and the flood test.',
              'Tile on the floor and walls, followed by grout and any sealer the stone needs.',
              'Vanity, top, toilet and trim; the glass is measured once the tile is done.',
              'Glass installation, paint, accessories and the final inspection.',
            ],
            ordered: true,
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can we use the bathroom during the remodel?',
        answer:
          'No. Once the water is off and the floor is open, the room is out of service ' +
          'until the fixtures are back. Most families use another bathroom in the ' +
          'house; in a one-bath house, we sequence the job to get a working toilet ' +
          'back in the room quickly and agree a plan for showers elsewhere.',
      },
      {
        question: 'Is a curbless shower possible on an upper floor?',
        answer:
          'Often, yes. The floor has to drop toward the drain, so we either ' +
          'recess the shower area between the joists, where the framing allows ' +
          'it, or build up the rest of the bathroom floor. We look at the joists ' +
          'from below or through an opening before promising it.',
      },
      {
        question: 'Do we need a permit to replace a vanity and tile?',
        answer:
          'It depends on the municipality and on what else changes. Moving or ' +
          'adding plumbing or wiring needs permits everywhere in Westchester, ' +
          'and some villages also want one for like-for-like bathroom work. We ' +
          'check with your building department before the work is scheduled.',
      },
      {
        question: 'Which tile is easiest to keep clean?',
        answer:
          'Large porcelain tiles have fewer grout lines to scrub, and a high-performance ' +
          'or epoxy grout resists stains. Polished marble looks beautiful but etches and ' +
          'needs sealing; a honed finish hides wear better, especially on a floor.',
      },
    ],
    related: [
      '/services/bathrooms',
      '/learning/bathrooms/materials',
      '/learning/bathrooms/plumbing-electrical-ventilation',
      '/blog/bathroom-remodel-cost-westchester-2025',
      '/gallery/rye-primary-bathroom-remodel-curbless-shower-heated-floor',
      '/gallery/white-plains-hall-bathroom-remodel-tub-to-shower',
    ],
  },
  {
    id: 'cabinets',
    sections: [
      {
        heading: 'Door styles and how they live',
        blocks: [
          {
            kind: 'p',
            text:
              'The door is the part you see every day, and its construction affects ' +
              'both price and upkeep. The frame-and-panel Shaker door suits most Westchester ' +
              'houses from Colonial to contemporary. Slab doors read modern. Inset ' +
              'doors, which sit flush inside the cabinet frame, belong in prewar houses ' +
              'and cost more to build and to keep aligned.',
          },
          {
            kind: 'table',
            caption: 'Cabinet door styles',
            columns: ['Style', 'What it looks like', 'Cost position', 'Living with it'],
            rows: [
              [
                'Shaker',
                'Five-piece door with a flat recessed panel',
                'Standard in most lines',
                'Dust settles on the bottom rail, but it wipes off easily',
              ],
              [
                'Slab',
                'One flat panel, often wood veneer or laminate',
                'Low to high, by material',
                'No ledges to clean; painted edges show chips',
              ],
              [
                'Raised panel',
                'Center panel shaped and raised',
                'Standard',
                'Traditional look; the profile catches grime',
              ],
              [
                'Inset',
                'Door set flush inside the face frame',
                'Among the highest',
                'Tight, even gaps; humidity swings can mean small adjustments',
              ],
              [
                'Beaded inset',
                'Inset with a bead around each frame opening',
                'Highest',
                'Suits Tudors and other prewar houses',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Overlay describes how much of the cabinet frame the door covers. Full overlay ' +
              'shows almost no frame and gives the widest openings; partial overlay leaves ' +
              'a band of frame around each door and is common in older stock lines.',
          },
        ],
      },
      {
        heading: 'Stock, semi-custom and custom',
        blocks: [
          {
            kind: 'p',
            text:
              'Stock cabinets come in fixed sizes, usually in 3-inch width steps, with a short ' +
              'list of finishes; fillers close the gaps at walls. Semi-custom lines start from ' +
              'the same standard boxes but accept changes such as reduced depth, extra height, ' +
              'finished ends and a wider range of colors. Custom cabinets are built to any ' +
              'dimension, in any species and finish, which makes them the choice for inset ' +
              'doors, odd ceiling heights and kitchens that must match existing millwork.',
          },
          {
            kind: 'p',
            text:
              'In Westchester, custom cabinets need 6–8 weeks of lead time from signed ' +
              'drawings to delivery. The shop builds each box to your measurements, finishes ' +
              'it and ships it with its doors and moldings, and a change after sign-off ' +
              'reopens part of that work. That is why we settle the appliances and measure ' +
              'the room before the order goes in, and why demolition is scheduled against ' +
              'the delivery date rather than the signing date.',
          },
        ],
      },
      {
        heading: 'What is inside the box',
        blocks: [
          {
            kind: 'list',
            items: [
              'Sides and bottoms: 3/4-inch plywood holds screws well and shrugs off minor ' +
                'leaks; good particleboard is dense and flat but swells if water soaks it.',
              'Face-frame or frameless: a face frame stiffens the box and makes inset doors ' +
                'possible; frameless, or European, boxes give wider openings and more drawer ' +
                'room.',
              'Drawer boxes: dovetailed solid wood or metal-sided boxes outlast stapled ones.',
              'Slides: full-extension, soft-close undermount slides reach the back ' +
                'of the drawer; check their rated load for deep pot drawers.',
              'Hinges: concealed soft-close hinges adjust in three directions, ' +
                'which is how installers line up every door.',
              'Backs and toe kicks: a full back panel gives wall cabinets something solid ' +
                'to hang from; a separate toe kick makes floor-height corrections simple.',
            ],
          },
          {
            kind: 'checklist',
            title: 'Checking a cabinet in the showroom',
            items: [
              'Pull a drawer all the way out and press down on it; it should not sag or rack',
              'Look at how the drawer corners are joined',
              'Check the side panel thickness at the front edge of the box',
              'Open a door and see whether the interior is finished or raw',
              'Look closely at a painted door joint for a clean, even seam',
              'Ask to see the finish sample on the actual species and door style you want',
              'Ask what the manufacturer warranty covers and for how long',
            ],
          },
        ],
      },
      {
        heading: 'Finishes',
        blocks: [
          {
            kind: 'p',
            text:
              'Painted cabinets are usually maple or MDF. MDF center panels stay flat, while on ' +
              'a painted five-piece wood door a fine line often opens at the joints in winter as ' +
              'the rails and stiles shrink; that is a property of painted wood rather than a ' +
              'defect, and it is worth knowing before you choose. Stains show the grain: rift or ' +
              'quarter-sawn white oak gives straight, even lines, walnut is dark and warm, and ' +
              'cherry darkens noticeably as it is exposed to light. Maple can look blotchy under ' +
              'a dark stain. Thermally fused laminate is durable and budget-friendly, while ' +
              'thermofoil wraps can peel near an oven or toaster that runs hot against them.',
          },
        ],
      },
      {
        heading: 'Sizes and storage planning',
        blocks: [
          {
            kind: 'p',
            text:
              'Base cabinets are 34.5 inches tall and 24 inches deep, which with a 1.5-inch top ' +
              'gives the standard 36-inch counter. Wall cabinets are about 12 inches deep and ' +
              'usually start 18 inches above the counter, in 30-, 36- or 42-inch heights or ' +
              'stacked to the ceiling. Tall pantry and oven cabinets run from 84 to 96 inches.',
          },
          {
            kind: 'list',
            items: [
              'Choose drawers instead of doors in most base cabinets; ' +
                'you see everything without kneeling.',
              'Put a pull-out trash and recycling cabinet beside ' +
                'the sink, on the side away from the dishwasher.',
              'Use vertical tray dividers above the oven or beside ' +
                'the range for sheet pans and cutting boards.',
              'Plan corner storage deliberately: a blind-corner pull-out, ' +
                'a lazy Susan or simply drawers in an L-shaped run.',
              'Give small appliances a home, such as an appliance ' +
                'garage or a tall cabinet with an outlet inside.',
              'Decide early on panel-ready dishwashers and refrigerators, ' +
                'since the panels come with the cabinet order.',
            ],
          },
        ],
      },
      {
        heading: 'Budget and warranty',
        blocks: [
          {
            kind: 'p',
            text:
              'In most kitchens the cabinet order is the biggest single cost. What moves it ' +
              'is construction, species, finish, door style and the number of interior fittings: ' +
              'inset doors and painted finishes cost more than full-overlay stained ones, and ' +
              'every pull-out adds up. Manufacturer warranties on cabinets typically run 5–10 ' +
              'years, and our labor warranty covers the installation for 2 years.',
          },
          {
            kind: 'tip',
            title: 'Spend where the hands go',
            text:
              'Slides, hinges and drawer boxes get used thousands of times. If the budget ' +
              'is tight, keep good hardware and simplify the door style or finish instead.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Is refacing worth considering?',
        answer:
          'It can be, when the cabinet boxes are solid, the plan already works and the ' +
          'interiors are clean and dry. New doors, drawer fronts and frame veneer change ' +
          'the look for less money, but they do nothing for a cramped layout, tired drawer ' +
          'boxes or a sink base damaged by leaks, so we inspect those first.',
      },
      {
        question: 'Painted or stained: which holds up better?',
        answer:
          'A stained finish hides small dings because the color goes into the wood, ' +
          'and touch-ups blend easily. Painted cabinets show chips at edges and hairline ' +
          'lines at door joints, but they can be touched up too. Households with young ' +
          'children or pets often lean toward stain or a mid-tone paint.',
      },
      {
        question: 'Should wall cabinets go to the ceiling?',
        answer:
          'In most kitchens, yes. Cabinets to the ceiling, or a stacked upper row with glass, ' +
          'add storage for rarely used items and leave no dusty gap on top. With very tall ' +
          'ceilings we sometimes stop short and finish with a crown that ties into the room.',
      },
      {
        question: 'Frameless or face-frame for an older house?',
        answer:
          'Face-frame cabinets, especially inset, suit most prewar Westchester houses and ' +
          'match their built-ins. Frameless boxes make sense in a modern kitchen or where ' +
          'every inch of drawer width counts; both can be built to the same quality.',
      },
    ],
    related: [
      '/services/cabinets',
      '/blog/stock-vs-semi-custom-vs-custom-cabinets',
      '/learning/cabinetry/construction',
      '/learning/cabinetry/finishes',
      '/learning/cabinetry/storage',
      '/showroom',
    ],
  },
  {
    id: 'countertops',
    sections: [
      {
        heading: 'Match the surface to the household',
        blocks: [
          {
            kind: 'p',
            text:
              'Before you visit a slab yard, be honest about how the kitchen is used. ' +
              'A family that cooks every night, leaves lemon halves and wine glasses ' +
              'on the counter and sets hot pans down without thinking needs a different ' +
              'surface from a couple who cook on weekends and wipe up as they go.',
          },
          {
            kind: 'table',
            caption: 'How countertop materials behave',
            columns: ['Material', 'Heat, scratches and stains', 'Upkeep', 'Suits'],
            rows: [
              [
                'Quartz',
                'Resists stains and scratches; the resin can scorch under a hot pan',
                'No sealing; keep trivets handy',
                'Busy households wanting a consistent look',
              ],
              [
                'Granite',
                'Handles heat and knives well; some light stones absorb oil if unsealed',
                'Seal as the fabricator advises',
                'Hard-working family kitchens',
              ],
              [
                'Quartzite',
                'Very hard and heat-tolerant; some stones sold under the name are softer',
                'Seal; test a sample first',
                'A marble look with more durability',
              ],
              [
                'Marble',
                'Etches from lemon, wine and vinegar; scratches more easily',
                'Seal and accept a patina',
                'Bakers and cooks who like a worn-in look',
              ],
              [
                'Soapstone',
                'Unbothered by heat and acids; scratches and dents easily',
                'Optional mineral oil to even the color',
                'Traditional and old-house kitchens',
              ],
              [
                'Porcelain slab',
                'Resists heat, stains and sunlight; edges and corners can chip',
                'Very low',
                'Modern kitchens and outdoor counters',
              ],
              [
                'Butcher block',
                'Warm and forgiving; marks and burns but can be sanded',
                'Oil it regularly; keep standing water off',
                'Islands and baking stations',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Visiting the slab yard',
        blocks: [
          {
            kind: 'p',
            text:
              'Natural stone varies from slab to slab, even within one shipment, so choose the ' +
              'actual slabs rather than a sample chip. Go when the light is good, and ask which ' +
              'slabs are book-matched pairs, cut consecutively from the block so that one is the ' +
              'mirror image of the other across a seam. Ask too whether the lot holds enough ' +
              'stone for the whole kitchen, including the backsplash if it will be slab.',
          },
          {
            kind: 'checklist',
            title: 'Slab yard checklist',
            items: [
              'Bring a cabinet door or finish sample, a paint chip and the backsplash tile',
              'Know the length and depth of your island and your longest counter run',
              'Look over the whole slab, front and back, for ' +
                'cracks, resin-filled pits and color changes',
              'Tell natural fissures, which a fingernail does ' +
                'not catch on, from cracks, which it does',
              'For stone sold as quartzite, ask for an offcut ' +
                'to test with lemon juice and a knife tip',
              'Photograph the slab tags and ask the yard to hold your slabs',
              'Ask where the fabricator would put seams on these particular slabs',
            ],
          },
        ],
      },
      {
        heading: 'Thickness and edges',
        blocks: [
          {
            kind: 'p',
            text:
              'Most slabs come 2 cm (about 3/4 inch) or 3 cm (about 1 1/4 inch) thick. ' +
              'On kitchen cabinets, 3 cm is the usual choice because it spans the cabinet ' +
              'boxes on its own; 2 cm usually sits on a plywood subtop, and its front ' +
              'edge is often built up with a laminated strip so it looks thicker.',
          },
          {
            kind: 'p',
            text:
              'A sharp, square edge chips most easily, and even a slight ease or small ' +
              'radius makes a real difference. Quarter-round and bevel edges are kind ' +
              'to hips and elbows, bullnose and ogee read traditional, and a mitered ' +
              'edge joins a strip at 45 degrees so the slab looks several inches thick, ' +
              'often continuing down the side of an island as a waterfall.',
          },
        ],
      },
      {
        heading: 'Overhangs, supports and seams',
        blocks: [
          {
            kind: 'p',
            text:
              'A standard counter projects about an inch past the cabinet doors, enough ' +
              'to keep drips off them. Seating needs more: 15 inches of knee room at ' +
              'a 36-inch counter and 12 inches at a 42-inch bar. Stone is strong when ' +
              'it rests on cabinets and weak when it cantilevers, so beyond a modest ' +
              'overhang it needs hidden steel supports or visible corbels. The fabricator ' +
              'sets that limit for the material and thickness you choose.',
          },
          {
            kind: 'p',
            text:
              'Slabs come in limited sizes, so long runs and big islands can need a seam. ' +
              'A good layout puts seams over a cabinet, away from the sink and the cooktop ' +
              'where heat and water stress the joint, and never above the dishwasher. ' +
              'With veined stone, ask how the pattern will carry across the joint and ' +
              'ask to see the seam positions marked on the slab or the template before ' +
              'anything is cut. A well-made seam is tight, flush and filled with color-matched ' +
              'epoxy: visible up close, quiet from across the room.',
          },
        ],
      },
      {
        heading: 'Templating and installation',
        blocks: [
          {
            kind: 'list',
            items: [
              'Base cabinets are installed, level and fastened.',
              'The sink, faucet and cooktop or range specifications, ' +
                'and an undermount sink itself, are on site.',
              'The fabricator templates the counters, marking ' +
                'overhangs, seams, cutouts and the sink reveal.',
              'Slabs are cut and their edges finished in the shop.',
              'Counters are set, seams joined and leveled, and ' +
                'an undermount sink is fastened to the stone.',
              'The plumber reconnects the sink, dishwasher ' +
                'and disposal, and the backsplash follows.',
            ],
            ordered: true,
          },
          {
            kind: 'p',
            text:
              'Choose the sink reveal at the template: a positive reveal leaves a thin ' +
              'ledge of sink showing, a negative reveal lets the stone overhang the bowl ' +
              'slightly, and a flush reveal lines the two up exactly. If the backsplash ' +
              'will be a full-height slab, decide the outlet positions before templating, ' +
              'or plan plug strips under the wall cabinets instead.',
          },
        ],
      },
      {
        heading: 'Care and maintenance',
        blocks: [
          {
            kind: 'list',
            items: [
              'Quartz: warm water and mild soap; trivets by the range; ' +
                'no oven cleaner or harsh solvents on the surface.',
              'Granite and quartzite: reseal when water stops ' +
                'beading and starts darkening the stone.',
              'Marble: wipe acids up quickly, keep it sealed, and let etching grow into a patina.',
              'Soapstone: wipe with mineral oil to even out ' +
                'darkening, and sand out light scratches.',
              'Every stone: do not stand on counters, and keep ' +
                'heavy pots off unsupported edges and corners.',
            ],
          },
          {
            kind: 'tip',
            title: 'Test before you trust',
            text:
              'Ask the fabricator for a small offcut of your actual slab. A week of lemon, ' +
              'oil, coffee and a hot mug on it tells you more than any brochure.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can a large island be done without a seam?',
        answer:
          'Sometimes. It depends on the island size and the largest slab available in your ' +
          'chosen material; some quartz and porcelain lines come in oversized slabs. If a seam ' +
          'is unavoidable, we place it where it is least noticeable and match the pattern across ' +
          'it.',
      },
      {
        question: 'Is quartz a good choice beside a range or outdoors?',
        answer:
          'Beside a range it works well if hot pans go on trivets, since the resin can discolor ' +
          'from direct heat. Most quartz is not rated for outdoor use because sunlight can ' +
          'change its color over time; porcelain slab or granite is the better outdoor choice.',
      },
      {
        question: 'Can new counters go on our existing cabinets?',
        answer:
          'If the cabinets are level, sound and strong enough for stone, yes. We check ' +
          'the sink base for water damage, the frame for racking, and whether removing ' +
          'the old tops will damage the cabinets before recommending it.',
      },
      {
        question: 'Is marble practical in a working kitchen?',
        answer:
          'It is for people who like a surface that records its history: lemon and wine ' +
          'leave dull etch marks, knives leave fine scratches, and the top soon looks used. ' +
          'A honed finish hides etching better than a polished one, and many of our clients ' +
          'put marble on a baking island and something tougher around the sink.',
      },
    ],
    related: [
      '/services/countertops',
      '/learning/countertops/comparison',
      '/learning/countertops/fabrication',
      '/learning/countertops/maintenance',
      '/blog/quartz-vs-granite-countertops',
    ],
  },
  {
    id: 'flooring',
    sections: [
      {
        heading: 'Which floor goes where',
        blocks: [
          {
            kind: 'p',
            text:
              'Each room asks different things of a floor: water at the sink and the tub, grit ' +
              'and salt at the back door, moisture rising through a basement slab. Pick the ' +
              'material for the worst day the room will see, then the color and pattern.',
          },
          {
            kind: 'table',
            caption: 'Floors by room',
            columns: ['Room', 'Good choices', 'Think twice about'],
            rows: [
              [
                'Kitchen',
                'Hardwood, porcelain tile, rigid-core vinyl plank',
                'Soft woods at the sink; polished stone that shows every spill',
              ],
              [
                'Bathroom',
                'Porcelain or ceramic tile, sealed natural stone',
                'Solid hardwood; floating floors around the toilet',
              ],
              [
                'Basement',
                'Rigid-core vinyl plank, porcelain tile, engineered wood rated for below grade',
                'Solid hardwood, which moves with slab moisture',
              ],
              [
                'Mudroom',
                'Porcelain, slate, heavy-duty vinyl plank',
                'Soft stone and light grout that show road salt',
              ],
              [
                'Living rooms and bedrooms',
                'Solid or engineered hardwood',
                'Tile without underfloor heat in cold rooms',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Hardwood: solid or engineered',
        blocks: [
          {
            kind: 'p',
            text:
              'Solid 3/4-inch hardwood can be sanded and refinished many times and is ' +
              'nailed to a wood subfloor. Engineered wood has a hardwood wear layer over ' +
              'a layered core, so it moves less with humidity, can be glued over concrete ' +
              'and is the usual choice over radiant heat; how often it can be refinished ' +
              'depends on the thickness of that wear layer. Site-finished floors can be ' +
              'stained to match existing rooms and have tight, flat joints, while prefinished ' +
              'boards go down faster with no finishing smell.',
          },
          {
            kind: 'p',
            text:
              'Wood swells in humid summers and shrinks in dry winters, so small gaps between ' +
              "boards in January are normal. Follow the manufacturer's acclimation instructions, " +
              'check the moisture content of both the boards and the subfloor with a meter ' +
              'before installation, and keep indoor humidity steady if you can.',
          },
        ],
      },
      {
        heading: 'Tile, and the flat floor large tile needs',
        blocks: [
          {
            kind: 'p',
            text:
              'Porcelain is denser and absorbs less water than ordinary ceramic, which makes it ' +
              'the usual choice for floors. For a bathroom or mudroom, check the slip rating: ' +
              'look for a wet dynamic coefficient of friction (DCOF) of 0.42 or higher, the ' +
              'minimum the tile standard sets for level indoor floors expected to be walked on ' +
              'wet.',
          },
          {
            kind: 'p',
            text:
              'Tile with any side 15 inches or longer counts as large format, and it needs ' +
              'a flatter floor than small tile. The industry standard for those tiles allows ' +
              'no more than 1/8 inch of variation in 10 feet and 1/16 inch in 24 inches. A ' +
              'floor that was fine for 12-inch tile can leave lippage, where edges stand proud ' +
              'of their neighbors, under 24 × 48 panels. Long tiles also have a slight ' +
              'manufacturing bow, which is why rectangles longer than 18 inches are usually ' +
              'offset by no more than a third of their length rather than half.',
          },
          {
            kind: 'p',
            text:
              'The framing must be stiff as well: ceramic and porcelain tile need framing ' +
              'stiff enough to keep deflection within L/360 under load, and natural ' +
              'stone within L/720. Over older joists we often add plywood or sister ' +
              'the joists; an uncoupling membrane helps tile cope with movement in ' +
              'the layers below but does not make a bouncy floor stiff.',
          },
        ],
      },
      {
        heading: 'Luxury vinyl plank',
        blocks: [
          {
            kind: 'p',
            text:
              'Rigid-core vinyl plank clicks together and floats over the subfloor. The ' +
              'planks themselves are waterproof, but water can still reach the subfloor ' +
              'through the perimeter and the joints, so a leak under a dishwasher needs ' +
              'attention either way. Because it floats, it needs an expansion gap at walls ' +
              'and should not be pinned under heavy fixed cabinets unless the manufacturer ' +
              'allows it. Compare wear-layer thickness between products, and ask about heat: ' +
              'some planks expand or fade in front of large, sunny windows.',
          },
        ],
      },
      {
        heading: 'Radiant heat under the finish floor',
        blocks: [
          {
            kind: 'p',
            text:
              'Electric radiant mats or cables set in thinset or a thin leveling layer ' +
              'under tile or stone make a bathroom or kitchen floor warm underfoot. They ' +
              'need their own circuit, GFCI protection and a thermostat with a floor sensor. ' +
              'Keep them out from under the vanity, toilet, tub and cabinets, where heat ' +
              "would be trapped and fasteners could damage the wire, and test the cable's " +
              'resistance before, during and after the tile goes down.',
          },
          {
            kind: 'p',
            text:
              'Hydronic systems run warm water through tubing in a slab or under the ' +
              'subfloor and work with engineered wood when the flooring maker approves ' +
              'it. Vinyl plank goes over radiant heat only when its manufacturer rates ' +
              'it for that. A heated floor takes the chill off; if it is meant to be ' +
              "a room's main heat, have it sized from a heat-loss calculation.",
          },
        ],
      },
      {
        heading: 'Sequencing and details',
        blocks: [
          {
            kind: 'list',
            items: [
              'Decide whether the finish floor runs under the cabinets. ' +
                'If it stops at the cabinets, raise the dishwasher opening ' +
                'so the machine can slide out over the new floor later.',
              'Check door clearances; tile plus a heat mat can ' +
                'raise the floor enough that doors need trimming.',
              'Plan transitions at every doorway before ordering, ' +
                'so heights meet or a reducer strip fits.',
              'Order extra material from the same production lot for cuts and future repairs.',
              'Remember that thicker floors shorten baseboards and cabinet toe kicks.',
            ],
          },
          {
            kind: 'checklist',
            title: 'Before the new floor goes in',
            items: [
              'Old flooring removed to a sound subfloor, or confirmed suitable to stay',
              'Subfloor checked for flatness with a long straightedge',
              'Squeaks and soft spots screwed down or repaired',
              'Moisture tested in the wood and in any concrete',
              'Radiant mat tested and its floor sensor placed',
              'Transitions and thresholds chosen',
              'Furniture and appliances out, with a place to store them',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can new tile go over the old floor?',
        answer:
          'Occasionally, over old tile that is flat, firmly bonded and crack-free, with the ' +
          'right bonding primer. It raises the floor, adds weight and keeps any flatness ' +
          'problems, so in most kitchens and baths we remove the old floor down to the subfloor.',
      },
      {
        question: 'Is vinyl plank a good choice for a bathroom?',
        answer:
          'In a powder room it works well. In a full bath with splashing around the tub, ' +
          'tile lasts longer and handles water at the edges better. If you choose vinyl ' +
          'plank, seal the perimeter at the tub and toilet as the manufacturer directs.',
      },
      {
        question: 'Will a heated floor heat the whole room?',
        answer:
          'It warms the floor and takes the chill off a bathroom, but most mats are ' +
          "sized as comfort heat, not as the room's only source. If you want to remove " +
          "a radiator, have the system sized for the room's heat loss first.",
      },
      {
        question: 'Is hardwood sensible in a kitchen?',
        answer:
          'Yes, with a durable finish and a habit of wiping spills quickly. Put a ' +
          'washable mat at the sink and a leak sensor under the dishwasher; engineered ' +
          'wood moves less than solid if the kitchen sees humidity swings.',
      },
    ],
    related: [
      '/services/flooring',
      '/blog/large-format-tile-floors',
      '/learning/bathrooms/materials',
      '/guides/topics/bathrooms',
      '/showroom',
    ],
  },
  {
    id: 'closets',
    sections: [
      {
        heading: 'Measure the wardrobe before the closet',
        blocks: [
          {
            kind: 'p',
            text:
              'A closet plan starts with what goes into it. Empty one rod at a time and measure ' +
              'in inches how much you have of long dresses and coats, of shirts and jackets, and ' +
              'of trousers hung full length or folded over a hanger. Count folded stacks, pairs ' +
              'of shoes and bags. Then add room to grow, because closets fill to their limits.',
          },
          {
            kind: 'table',
            caption: 'Typical space for clothes and accessories',
            columns: ['Item', 'Typical space', 'Notes'],
            rows: [
              [
                'Long hang: dresses, coats',
                'Rod about 66–72 in from the floor',
                'Measure your longest piece on its hanger',
              ],
              [
                'Double hang: shirts, jackets, folded trousers',
                'Upper rod about 80–84 in, lower rod about 40–42 in',
                'Doubles the hanging in the same width',
              ],
              ['Hanging depth', 'About 24 in', 'Any shallower and hangers turn sideways'],
              ['Folded shelves', '12–14 in deep, 10–12 in apart', 'Dividers keep stacks upright'],
              [
                'Shoes',
                '12–14 in deep; 7–8 in apart for flats and sneakers',
                'More height for heels and boots',
              ],
              [
                'Drawers',
                '4–6 in deep for accessories, 10–12 in for sweaters',
                'Full-extension slides let you see the back',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Reach-in closets',
        blocks: [
          {
            kind: 'p',
            text:
              'A reach-in needs about 24 inches of inside depth for hangers to hang ' +
              'square. The most useful bedroom layout is usually double hang on one ' +
              'side, shelves or drawers in the middle and a short run of long hang ' +
              'on the other side. The corners behind the door jambs are hard to reach, ' +
              'so put out-of-season things there on a high shelf.',
          },
          {
            kind: 'p',
            text:
              'The doors matter as much as the inside. Hinged doors open the whole width, ' +
              'bypass doors only ever show half the closet, and bi-folds open most of ' +
              'it but take floor space in the room. Where the opening is narrow, widening ' +
              'it during a remodel often does more than any fitting inside.',
          },
        ],
      },
      {
        heading: 'Walk-in closets and dressing rooms',
        blocks: [
          {
            kind: 'p',
            text:
              'Allow a clear aisle of about 36 inches. With 24-inch hanging on one wall, ' +
              'a walk-in needs to be roughly 5 feet wide; with hanging on both long walls, ' +
              'about 7 feet. An island needs 36 inches of clear floor on each working side, ' +
              'so with hanging on both walls the room has to be about 12 feet wide before ' +
              'an island makes sense. Where two rods meet in a corner, the inside of the ' +
              'corner is wasted; a shelf tower or drawers there keeps it useful.',
          },
          {
            kind: 'p',
            text:
              'Give each person their own zone rather than splitting every section, ' +
              'and put the things used daily between shoulder and knee height. ' +
              'Seasonal clothes and luggage go up high; a pull-down rod can bring ' +
              'a high rod within reach where ceilings are tall.',
          },
        ],
      },
      {
        heading: 'Materials, hardware and accessories',
        blocks: [
          {
            kind: 'list',
            items: [
              '3/4-inch thermally fused laminate panels with banded edges are the standard; ' +
                'wood veneer or painted wood suit a dressing room meant to look like furniture.',
              'Keep adjustable shelf spans to about 30 inches so loaded shelves do not sag.',
              'Floor-based systems stand on their own panels and look built in; wall-hung ' +
                'systems leave the floor clear for cleaning and work around baseboard heat.',
              'Drawers need full-extension slides; soft-close ' +
                'keeps them quiet in a bedroom at 6 a.m.',
              'Useful extras: a valet rod, belt and tie racks, a pull-out hamper, a jewelry ' +
                'drawer with a divided insert, a full-length mirror and an outlet for a steamer.',
            ],
          },
        ],
      },
      {
        heading: 'Lighting that shows true color',
        blocks: [
          {
            kind: 'p',
            text:
              'Good light is what makes a walk-in usable before sunrise. Choose LED fixtures ' +
              'with a color rendering index of 90 or higher, so navy and black look different, ' +
              'in a color temperature around 2700–3500 K to match the bedroom. Light the clothes ' +
              'rather than the floor: strips along the front edge of shelves or inside the top ' +
              'of each hanging section, switched by the door or by a motion sensor.',
          },
          {
            kind: 'p',
            text:
              'The electrical code restricts fixtures with exposed bulbs in clothes ' +
              'closets and sets minimum distances between fixtures and the storage space, ' +
              'so we use enclosed LED fixtures or strips listed for the location. A ' +
              'closet on an exterior wall, or in a humid house, also benefits from some ' +
              'air movement, such as a supply register or a louvered door; stagnant, ' +
              'damp air is what leaves leather mildewed and wool musty.',
          },
        ],
      },
      {
        heading: 'Pantries, entries and linen closets',
        blocks: [
          {
            kind: 'p',
            text:
              'The same rules apply elsewhere in the house. A walk-in pantry is most useful with ' +
              'shelves 12–16 inches deep, because deeper shelves hide cans behind cans; a ' +
              'shallow rack of 4–6 inches on the back of the door holds spices and jars. An ' +
              'entry closet wants hooks at two heights, a boot tray and a shelf for hats and ' +
              'gloves. A linen closet is more useful with pull-out shelves than fixed ones.',
          },
          {
            kind: 'checklist',
            title: 'Closet measuring checklist',
            items: [
              'Wall lengths, ceiling height and any slope',
              'Door width, swing and trim',
              'Windows, vents, switches, attic hatches and radiators',
              'Inches of long hang, double hang and full-length trousers',
              'Folded stacks and the drawers you use now',
              'Pairs of shoes, sorted into flats, heels and boots',
              'Bags, hats, belts, ties and jewelry',
              "Who shares the closet, and how each person's side should be laid out",
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can a closet work under a sloped ceiling?',
        answer:
          'Yes. Put short hanging or drawers under the low side and long hanging ' +
          'where the ceiling is full height. Knee walls make good homes for shoe ' +
          'shelves, and we scribe the panels to the slope so there are no gaps.',
      },
      {
        question: 'Can we add a walk-in while remodeling the primary bath?',
        answer:
          'Often, and it is a popular pairing. Keep the closet separated from the ' +
          'bathroom by a door, make sure the bathroom fan clears steam well, and avoid ' +
          'placing the closet where shower humidity drifts straight into it.',
      },
      {
        question: 'Is a window in a closet a good idea?',
        answer:
          'Daylight is pleasant, but direct sun fades fabric and leather over ' +
          'time. If the closet has a window, add a shade or UV-filtering film, ' +
          'and keep the most delicate clothes out of the sunlit wall.',
      },
    ],
    related: [
      '/services/closets',
      '/learning/cabinetry/storage',
      '/learning/cabinetry/hardware',
      '/showroom',
      '/estimate',
    ],
  },
  {
    id: 'media-walls',
    sections: [
      {
        heading: 'Set the TV height from the seats',
        blocks: [
          {
            kind: 'p',
            text:
              'Start with the sofa, not the wall. Sit where you will watch, measure from ' +
              'the floor to your eyes, and aim the center of the screen close to that ' +
              'height; for most sofas that comes to around 40–42 inches from the floor. ' +
              'A little higher is fine with a slight downward tilt, but a screen whose ' +
              'center sits far above eye level strains necks over a two-hour film, which ' +
              'is the common problem with a TV mounted over a tall mantel.',
          },
          {
            kind: 'p',
            text:
              'For 4K sets, a common rule of thumb puts the seats about 1 to 1.5 times the ' +
              'screen diagonal away. A pull-down mount can bring a screen over a fireplace ' +
              'down to viewing height when you watch and back up when you do not.',
          },
          {
            kind: 'table',
            caption: 'Screen sizes at a glance (16:9 screens, without the frame)',
            columns: ['Diagonal', 'Screen width', 'Screen height', 'Seats at 1–1.5 × diagonal'],
            rows: [
              ['55 in', 'about 48 in', 'about 27 in', 'about 4.5–7 ft'],
              ['65 in', 'about 57 in', 'about 32 in', 'about 5.5–8 ft'],
              ['75 in', 'about 65 in', 'about 37 in', 'about 6–9.5 ft'],
              ['85 in', 'about 74 in', 'about 42 in', 'about 7–10.5 ft'],
            ],
          },
          {
            kind: 'p',
            text:
              'Check the exact dimensions on the spec sheet of the set you will ' +
              'buy, since frames and stands vary, and build the cabinetry around ' +
              'that number with some room for a larger screen later.',
          },
        ],
      },
      {
        heading: 'Power, conduit and backing',
        blocks: [
          {
            kind: 'list',
            items: [
              'A recessed power and low-voltage box behind the screen ' +
                'keeps plugs flush, so the TV can sit close to the wall.',
              'Power reaches the TV through a new receptacle or a listed in-wall ' +
                'power kit; an ordinary power cord may not be run inside the wall.',
              'Run a 2-inch flexible conduit from behind the TV to the equipment ' +
                'cabinet, so HDMI and other cables can be pulled or replaced later.',
              'Add a network cable to the TV and to the equipment ' +
                'location, even if you stream over Wi-Fi.',
              'Put plywood backing or solid blocking where the mount goes, ' +
                'sized for the mount and for a larger screen later.',
              'Fix the soundbar or center speaker position now: ' +
                'under the screen, on a shelf or in the wall.',
            ],
          },
        ],
      },
      {
        heading: 'Keep the components cool',
        blocks: [
          {
            kind: 'p',
            text:
              'Receivers, game consoles and streaming boxes give off heat, and a closed ' +
              'cabinet traps it. Give equipment cabinets open or perforated backs, leave ' +
              'space above each component, and for a busy rack add a quiet, ' +
              'thermostat-controlled fan that moves air out of the cabinet. Doors with ' +
              'cane, mesh or perforated panels let infrared remotes work; solid doors ' +
              'need an IR repeater or remotes that work over radio or the network.',
          },
        ],
      },
      {
        heading: 'Electric insert or gas fireplace',
        blocks: [
          {
            kind: 'table',
            caption: 'Electric insert versus direct-vent gas fireplace',
            columns: ['Consideration', 'Electric insert', 'Direct-vent gas'],
            rows: [
              ['Venting', 'None', 'A sealed vent through an exterior wall or the roof'],
              [
                'Utilities',
                'A receptacle; heater models often want their own circuit',
                'A gas line, and usually power for ignition or a blower',
              ],
              [
                'Heat',
                'Optional supplemental heat; the flame effect runs without it',
                'Real heat; some models send it up the wall above',
              ],
              ['Placement', 'Almost any wall', 'Limited by the vent route and required clearances'],
              [
                'Permits',
                'Electrical permit for a new circuit',
                'Gas piping, venting and electrical work, all inspected',
              ],
              [
                'Flame',
                'LED imagery, more convincing every year',
                'Real flame over ceramic logs, stones or glass',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'A gas fireplace under a TV is possible, but the wall above it gets warm. Follow ' +
              "the fireplace manufacturer's clearances to the mantel and to combustible " +
              "materials, check the TV's own operating temperature limit, and choose a model " +
              'designed to keep the wall above it cool if the screen goes directly overhead. ' +
              'A mantel or projecting shelf deflects heat away from the screen. Any fuel-burning ' +
              'fireplace should have a carbon monoxide alarm nearby.',
          },
        ],
      },
      {
        heading: 'Sizing the flanking cabinets',
        blocks: [
          {
            kind: 'p',
            text:
              'Built-ins on each side of the screen frame it and hold what the room needs. Let ' +
              'the TV or the fireplace, whichever is wider, set the center section, then make ' +
              'the side sections wide enough to look intentional; narrow towers beside a big ' +
              'screen look squeezed. Base cabinets 16–24 inches deep take components, records ' +
              'and games, and open shelves above at 12–14 inches deep suit books and objects.',
          },
          {
            kind: 'p',
            text:
              'Line up the cabinet tops and shelf lines with the mantel or with the bottom ' +
              'of the screen so the wall reads as one piece. Paint-grade cabinetry matched ' +
              "to the room's trim makes a built-in look original to the house; a stained " +
              "wood wall makes it the room's focal point. Lighting inside the shelves, " +
              'on a dimmer, does more for the evening look than any finish.',
          },
          {
            kind: 'checklist',
            title: 'Information to gather before design',
            items: [
              'The TV model or its planned size, with the spec sheet',
              'Seating positions and seated eye height',
              'Every component: receiver, console, cable box, turntable, subwoofer',
              'The speaker plan: soundbar, in-wall or freestanding',
              'The fireplace choice and where a gas vent could leave the house',
              'Windows and glare at the times you usually watch',
              'What you want to store and what you want to display',
            ],
          },
        ],
      },
      {
        heading: 'Permits and order of work',
        blocks: [
          {
            kind: 'p',
            text:
              'A new circuit or receptacle is electrical work done under a permit, ' +
              'and a gas fireplace adds gas piping, a pressure test and the vent, ' +
              'all inspected. The usual order on a media wall is framing and blocking, ' +
              'rough electrical, low-voltage cabling and gas, inspection, drywall, ' +
              'then cabinetry, paint and lighting, with the TV hung last.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can a TV be mounted on a plaster wall?',
        answer:
          'Yes, with care. Plaster over wood lath cracks if drilled carelessly, and hollow-wall ' +
          'anchors alone are not enough for a large set. We locate the studs or open the ' +
          'wall to add plywood backing, then patch the plaster before paint.',
      },
      {
        question: 'Will an electric fireplace heat the room?',
        answer:
          'Heater models give supplemental heat that takes the chill off a room on a ' +
          "cool evening. They are not a replacement for the house's heating system, " +
          'and many people run the flame effect with the heat off most of the year.',
      },
      {
        question: 'How do we hide the cable box and other equipment?',
        answer:
          'Put it in a ventilated base cabinet with a door that passes remote signals, ' +
          'or in a nearby closet connected by conduit. For long runs, active or fiber ' +
          'HDMI cables carry the signal reliably where ordinary cables fall short.',
      },
      {
        question: 'Can the wall be built before we choose the TV?',
        answer:
          'It can. We design the center section for a range of sizes, place ' +
          'the backing to suit several mounts, and keep the conduit and ' +
          'recessed box where any of those screens will cover them.',
      },
    ],
    related: [
      '/services/fireplaces-media-walls',
      '/guides/topics/cabinets',
      '/learning/cabinetry/finishes',
      '/showroom',
      '/estimate',
    ],
  },
  {
    id: 'scarsdale-10583',
    sections: [
      {
        heading: 'Where Scarsdale is, and what 10583 covers',
        blocks: [
          {
            kind: 'p',
            text:
              'Scarsdale sits in south-central Westchester, with White Plains to the north, ' +
              'Greenburgh to the west, Eastchester to the southwest, New Rochelle to the ' +
              'southeast and Mamaroneck to the east. The Bronx River Parkway and the Harlem ' +
              'Line run along its western edge, and the train station anchors a small ' +
              'village center of Tudor-style shops. Scarsdale is both a town and a village ' +
              'with the same boundary and one government, so inside that line the Village ' +
              'of Scarsdale issues every building permit.',
          },
          {
            kind: 'p',
            text:
              'The 10583 ZIP reaches well past the village. Edgemont, which has a Scarsdale ' +
              'mailing address, belongs to the Town of Greenburgh, and some other addresses ' +
              'at the edges of the ZIP also lie outside the village; their permits come from ' +
              "those municipalities' building departments, under their own rules. Before anyone " +
              'draws a plan, check the municipality printed on your tax bill.',
          },
        ],
      },
      {
        heading: 'Scarsdale houses',
        blocks: [
          {
            kind: 'p',
            text:
              'Much of the village was built between the First World War and the end of the ' +
              '1930s. Tudor Revival houses with half-timbering, stucco, slate roofs and leaded ' +
              'casements stand beside brick and clapboard Colonial Revivals, with some ' +
              'Mediterranean and Norman-inspired houses mixed in. Fox Meadow, Greenacres, ' +
              'Heathcote, Quaker Ridge and Edgewood each have their own character, and post-war ' +
              'Colonials, ranches and split-levels filled the remaining lots. Parcels range from ' +
              'compact lots close to the village center to an acre or more in the larger-lot ' +
              'sections, and apartments and condominiums are few, most of them near the station.',
          },
          {
            kind: 'p',
            text:
              'Open the walls of a house from that era and you usually find plaster ' +
              'on wood or metal lath, cast-iron drain stacks, galvanized supply lines, ' +
              'steam or hot-water radiators and wiring added in layers over the decades, ' +
              'occasionally including knob-and-tube. Many kitchens were redone once ' +
              'already, often in the 1980s or 1990s, on top of the original service-kitchen ' +
              'layout with a back door, a pantry and small windows.',
          },
        ],
      },
      {
        heading: 'Permits in the Village of Scarsdale',
        blocks: [
          {
            kind: 'p',
            text:
              'The village Building Department takes in every land-use application, reviews ' +
              'plans against the village code and the New York State Uniform Code, and issues ' +
              'the building permit along with the separate plumbing, electrical and gas permits ' +
              'a kitchen or bath needs. Interior work goes through plan review and inspections ' +
              'at rough-in and final. Exterior changes, such as a new window, a door to the ' +
              'terrace, a bump-out or an addition, go to the Board of Architectural Review, ' +
              'which looks at the design and can ask for revisions before the permit is issued. ' +
              'Larger projects can also come before the Zoning Board of Appeals or the Planning ' +
              'Board, and removing a substantial part of an older house can bring a review ' +
              'by the Committee for Historic Preservation.',
          },
          {
            kind: 'p',
            text:
              'Permit approval across Westchester generally takes 2–4 weeks. An application ' +
              "that needs the Board of Architectural Review also has to fit the board's " +
              'meeting calendar, so we file exterior work as soon as the drawings are ' +
              'ready and order cabinets against the expected approval date.',
          },
          {
            kind: 'checklist',
            title: 'Before filing in Scarsdale',
            items: [
              'Confirm the house is inside the village rather ' +
                'than in Edgemont or another part of 10583',
              'Ask the Building Department for earlier permits and plans on file for the address',
              'Decide whether the job changes anything outside: windows, doors, vents or additions',
              'Plan the range hood duct route, which can affect both the interior and the exterior',
              'Plan lead-safe work practices for any painted surface from before 1978',
              'Agree on where trade vehicles park and where the dumpster sits on a narrow lot',
            ],
          },
        ],
      },
      {
        heading: 'Projects we see most in Scarsdale',
        blocks: [
          {
            kind: 'list',
            items: [
              'Opening a 1930s kitchen to the breakfast room or family ' +
                'room, usually with a beam sized by an engineer',
              'Replacing a kitchen from the 1980s or 1990s that ' +
                'works but looks tired, keeping the layout',
              'Inset or beaded face-frame cabinets and tile ' +
                'chosen to suit a Tudor or Colonial Revival',
              'Primary baths carved from a dressing room or a small bedroom',
              'Hall baths with original mortar-bed tile floors ' +
                'and cast-iron tubs, taken down to the joists',
              'Powder rooms fitted under a stair, where the slope ' +
                'of the ceiling decides where the toilet goes',
            ],
          },
          {
            kind: 'p',
            text:
              'Our Scarsdale white shaker kitchen shows the pattern: a Colonial Revival ' +
              'kitchen last redone in the early 1990s, rebuilt with an island in place of ' +
              'a peninsula and marble-look quartz, completed in 6 weeks for $75k–95k.',
          },
        ],
      },
      {
        heading: 'What Scarsdale projects cost and how long they take',
        blocks: [
          {
            kind: 'p',
            text:
              'Kitchens here fall inside the Westchester range of $40k–$100k+, and when a ' +
              'project calls for custom cabinetry, stone and ventilation for a professional ' +
              'range, it moves toward the top of it; luxury kitchens pass $150k. A basic ' +
              'refresh that keeps the layout and cabinet boxes runs $20k–$35k. On the calendar, ' +
              'count on 1–2 weeks for design and selections, 2–4 weeks for the permit with ' +
              '6–8 weeks of custom cabinet lead time running alongside, then 6–10 weeks of ' +
              'construction for a kitchen or 3–5 weeks for a bathroom.',
          },
          {
            kind: 'tip',
            title: 'Budget for what plaster hides',
            text:
              'In a house of this age we price replacement of the drain line and ' +
              'any ungrounded circuits in the work area from the start, so finding ' +
              'them after demolition is expected rather than a surprise.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Does the Board of Architectural Review look at kitchen remodels?',
        answer:
          'Generally not when the work stays inside. The board reviews what changes ' +
          'on the outside of the house, so a kitchen that adds a window or a door to ' +
          'the garden goes before it, while new cabinets, counters and plumbing within ' +
          'the existing walls are handled by the Building Department alone.',
      },
      {
        question: 'Should we keep the plaster walls?',
        answer:
          'Where plaster is sound, we keep it and patch only what the work disturbs; ' +
          'it is solid and quiet. Where a wall is opened for plumbing or wiring, ' +
          'we close it with drywall skimmed to match, and we contain the dust ' +
          'carefully because old plaster and paint can contain lead.',
      },
    ],
    related: [
      '/westchester/scarsdale/kitchen-bath-remodeling',
      '/westchester/scarsdale/kitchen-remodeling',
      '/westchester/scarsdale/bathroom-remodeling',
      '/gallery/scarsdale-kitchen-remodel-white-shaker-marble-quartz',
      '/blog/scarsdale-kitchen-remodel-cost-guide',
    ],
  },
  {
    id: 'armonk-10504',
    sections: [
      {
        heading: 'Armonk and the Town of North Castle',
        blocks: [
          {
            kind: 'p',
            text:
              'Armonk, ZIP 10504, is the commercial center of North Castle, a town in ' +
              'north-central Westchester. Route 22 and Route 128 meet near its small business ' +
              'district, I-684 runs through the town, and the Kensico Reservoir and Byram Lake ' +
              'are close by. New Castle lies to the west, Bedford to the north, Harrison and ' +
              'Purchase to the south, and the Connecticut line beyond Banksville to the east. ' +
              'There is no train station in Armonk itself; commuters drive to stations on the ' +
              'Harlem Line.',
          },
          {
            kind: 'p',
            text:
              'Armonk has no village government, so the Town of North Castle is ' +
              'the authority for everything from zoning to building permits. A ' +
              'North Castle address outside Armonk, such as Banksville or North ' +
              'White Plains, goes through the same town building department.',
          },
        ],
      },
      {
        heading: 'The houses of Armonk',
        blocks: [
          {
            kind: 'p',
            text:
              'Most Armonk houses are post-war. Colonials, split-levels and contemporaries ' +
              'went up from the 1950s through the 1970s, larger colonials and custom ' +
              'houses followed from the 1980s on, and a few farmhouses survive from the ' +
              "area's agricultural past. Away from the hamlet center, lots of an acre " +
              'or more are common, often wooded, sloping and interrupted by rock ledge, ' +
              'with long driveways and detached or side-entry garages.',
          },
          {
            kind: 'p',
            text:
              'Because so many houses sit beyond the reach of town sewers and water ' +
              'mains, the utilities are part of every remodel here: a septic tank and ' +
              'leach field in the yard, a private well in the basement or the lawn, ' +
              'and, on many streets, propane or oil instead of natural gas.',
          },
        ],
      },
      {
        heading: 'Permits: the town, and sometimes the county',
        blocks: [
          {
            kind: 'p',
            text:
              "North Castle's building department issues building, plumbing and electrical " +
              "permits for Armonk homes. Changes to a house's exterior can also need the town's " +
              'Architectural Review Board, and work close to wetlands or a watercourse can need ' +
              'a separate town wetlands review before the building permit follows. Westchester ' +
              'permits generally take 2–4 weeks; board reviews add their meeting schedules to ' +
              'that.',
          },
          {
            kind: 'p',
            text:
              'Septic systems bring in the Westchester County Department of Health. New York ' +
              'sizes residential septic systems by the number of bedrooms, and the county treats ' +
              'a project that adds a bedroom, or substantially enlarges the house, as a major ' +
              'expansion whose septic system must be approved, or upgraded, before the work ' +
              'can go ahead. A bathroom added within the existing bedroom count is simpler, ' +
              'but we still locate the tank and field before routing new drains, and we keep ' +
              'excavators, dumpsters and material deliveries off the leach field.',
          },
          {
            kind: 'p',
            text:
              'Wells need planning of their own. A new primary shower with a rain head and body ' +
              'sprays, or a large soaking tub, can ask more than an older pump and pressure ' +
              'tank can deliver, and hard or iron-rich water spots glass and marks new fixtures ' +
              "if it is not treated. Test the water and the pump's flow before choosing shower " +
              'fittings, and leave room in the basement for a softener or filter.',
          },
          {
            kind: 'checklist',
            title: 'Armonk planning checklist',
            items: [
              'Find the approved septic plan and the bedroom count it was designed for',
              'Mark the septic tank, distribution box and leach field on a survey',
              'Have the well water tested and the pump flow checked',
              'Confirm whether the house has natural gas, propane or oil',
              'Note any wetlands, streams or steep slopes near exterior work',
              'Decide early whether the project adds a bedroom, even by renaming a room',
            ],
          },
        ],
      },
      {
        heading: 'Projects we build in Armonk',
        blocks: [
          {
            kind: 'list',
            items: [
              'Large family kitchens with an island, a walk-in ' +
                'pantry and a second sink or beverage area',
              'Mudrooms off the garage with lockers, a bench, a tiled floor and a laundry',
              'Primary suites with a walk-in shower, double ' +
                'vanity and a closet carved from a spare room',
              'Basement bathrooms below the level of the ' +
                'outgoing drain, which need an ejector pump',
              "Ranges switched to propane with the manufacturer's conversion " +
                'kit, or to induction where the panel allows',
            ],
          },
          {
            kind: 'p',
            text:
              'A short drive west, our Chappaqua kitchen shows the open-plan work common ' +
              'in colonials of this era: a bearing wall replaced by a beam and a navy ' +
              'island with seating, finished in 8 weeks on a $90k–115k budget.',
          },
        ],
      },
      {
        heading: 'Budget and schedule for an Armonk remodel',
        blocks: [
          {
            kind: 'p',
            text:
              'Armonk kitchens follow the Westchester range of $40k–$100k+. Large rooms, long ' +
              'runs of cabinetry and professional appliances push many toward the luxury end, ' +
              'which here means over $150k, while a basic refresh runs $20k–$35k. Design takes ' +
              '1–2 weeks, custom cabinets 6–8 weeks from signed drawings, and the permit 2–4 ' +
              'weeks, with any county septic review added before construction. Once the crew ' +
              'starts, kitchens here run 6–10 weeks and bathrooms 3–5.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can we add a bathroom if the house is on septic?',
        answer:
          'Usually. The county septic review applies when a project adds a bedroom or ' +
          'substantially enlarges the house, so a bathroom added within the existing bedroom ' +
          'count is the simpler case. The new drain has to reach the tank by gravity or through ' +
          "an ejector pump, and we check the tank's location and condition before promising a " +
          'layout.',
      },
      {
        question: 'Does a home office with a closet count as a bedroom?',
        answer:
          'It can. Reviewers may look at whether a room could be used as a bedroom, not only ' +
          'at its label on the plan. If the septic system is already at its design bedroom ' +
          "count, we discuss the room's layout with you before drawings are filed.",
      },
    ],
    related: [
      '/westchester/armonk/kitchen-bath-remodeling',
      '/westchester/armonk/kitchen-remodeling',
      '/westchester/armonk/bathroom-remodeling',
      '/gallery/chappaqua-kitchen-remodel-navy-island-open-concept',
      '/gallery/white-plains-hall-bathroom-remodel-tub-to-shower',
    ],
  },
  {
    id: 'bronxville-10708',
    sections: [
      {
        heading: 'Bronxville, the village and the ZIP',
        blocks: [
          {
            kind: 'p',
            text:
              'Bronxville is a compact village inside the Town of Eastchester in southern ' +
              'Westchester, with Yonkers to the west and Tuckahoe to the north. Its Harlem Line ' +
              'station and shopping streets sit at the center, the Bronx River Parkway runs ' +
              'along the western side, and most of the village is within walking distance of the ' +
              'train.',
          },
          {
            kind: 'p',
            text:
              'The 10708 ZIP is larger than the village. Some 10708 addresses lie outside ' +
              'the village line, for example in the City of Yonkers, and a municipality other ' +
              'than the village means a different building department, permit process and ' +
              'inspectors, so we confirm the municipality before any drawing is made.',
          },
        ],
      },
      {
        heading: 'Bronxville houses and apartments',
        blocks: [
          {
            kind: 'p',
            text:
              'Bronxville grew quickly in the early twentieth century as a commuter village, ' +
              'and its houses show it. Lawrence Park, a hillside neighborhood that began ' +
              "as an artists' colony, keeps shingled and Arts and Crafts houses on winding " +
              'lanes; elsewhere, Tudor Revival and stucco houses with slate or clay tile ' +
              'roofs sit on small, often sloping lots with rock close to the surface. Prewar ' +
              'apartment houses stand near the station and along the main streets; the ' +
              'majority are cooperatives, with a few condominiums.',
          },
          {
            kind: 'p',
            text:
              'Kitchens in the larger houses were often planned as service rooms at the ' +
              "back, with a butler's pantry, a back stair and a small window over the " +
              'sink. Bathrooms of the period have mortar-bed tile floors, wall tile set ' +
              'in thick plaster and cast-iron tubs. Steel casement windows, radiators ' +
              'in every room and narrow driveways are part of the picture.',
          },
        ],
      },
      {
        heading: 'Permits in the Village of Bronxville',
        blocks: [
          {
            kind: 'p',
            text:
              "Bronxville's building department issues permits for work inside the village and " +
              'expects one for most kitchen and bathroom projects, including new cabinets, ' +
              'counters, fixtures and tile, with separate plumbing, electrical and mechanical ' +
              'permits where that work is involved. Exterior changes and additions can go to ' +
              "the village's Design Review Committee and Planning Board, and additions now carry " +
              'drainage requirements because parts of the village have flooded. A dumpster on ' +
              'the street needs a village permit; one in your own driveway does not.',
          },
          {
            kind: 'p',
            text:
              'Across Westchester, permit approval usually takes 2–4 weeks, and we encourage ' +
              'filing the plumbing and electrical applications while the building permit ' +
              'is in review so that nothing waits on paperwork once it is issued.',
          },
        ],
      },
      {
        heading: 'Co-op and condominium apartments',
        blocks: [
          {
            kind: 'p',
            text:
              'In a Bronxville co-op, the board and the managing agent approve the work before ' +
              'the village does. Expect an alteration agreement describing the scope, review ' +
              "of the drawings by the building's architect or engineer, insurance certificates " +
              'naming the corporation and the managing agent, and rules on work days, hours, ' +
              'elevator use and deliveries. Many prewar buildings restrict where kitchens and ' +
              "bathrooms can go, often refusing a wet room over a neighbor's living space, and " +
              'some require a sound-rated underlayment beneath new hard floors.',
          },
          {
            kind: 'p',
            text:
              'Plumbing in these buildings runs through shared risers. Shutting one off to ' +
              'replace a valve is done by the superintendent at a scheduled time, so the ' +
              'plumbing rough-in is planned around that window, and old galvanized or brass ' +
              'branch lines are replaced back to the riser while the wall is open.',
          },
          {
            kind: 'checklist',
            title: 'For a Bronxville co-op project',
            items: [
              'Get the alteration agreement and house rules from the managing agent',
              'Ask whether the building limits wet-over-dry layouts or washing machines',
              'Confirm permitted work days, hours and elevator bookings',
              'Arrange insurance certificates in the exact names the building requires',
              'Schedule riser shutdowns with the superintendent',
              'Plan material storage inside the apartment; hallways are rarely allowed',
            ],
          },
        ],
      },
      {
        heading: 'Typical Bronxville projects, costs and timing',
        blocks: [
          {
            kind: 'list',
            items: [
              'Opening a closed service kitchen to the dining ' +
                "room, or combining it with the butler's pantry",
              'Galley kitchens in co-ops rebuilt within the footprint the board allows',
              'Prewar bathrooms rebuilt with period-appropriate tile and modern waterproofing',
              'Venting a new range hood through masonry walls, planned with the exterior in mind',
            ],
          },
          {
            kind: 'p',
            text:
              'House kitchens follow the Westchester range of $40k–$100k+, with luxury work ' +
              'above $150k. A co-op galley that keeps its plumbing in place can sometimes be ' +
              'done as a basic refresh, which runs $20k–$35k in Westchester. Plan on 1–2 weeks ' +
              'of design, 2–4 weeks for the permit, board approval time in a co-op, 6–8 weeks ' +
              'for custom cabinets, then 6–10 weeks on site for a kitchen and 3–5 weeks for a ' +
              'bath.',
          },
          {
            kind: 'p',
            text:
              'Our Larchmont kitchen, in a Tudor much like many in Bronxville, ' +
              'shows how custom inset cabinets and a ducted hood with makeup air ' +
              'fit an older house; it was built in 9 weeks at $110k–140k.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Does a co-op bathroom that keeps its layout still need board approval?',
        answer:
          'Almost always. Boards want to know who is working, when the risers ' +
          'will be shut off and how the waterproofing is done, even when no ' +
          'fixture moves. Keeping the layout does make the review simpler.',
      },
      {
        question: 'Can a Bronxville Tudor kitchen take a professional range?',
        answer:
          'Usually, if the hood can vent outdoors by a reasonable route. Thick masonry ' +
          'walls and finished rooms above make the duct the hard part, and a large hood ' +
          'may also need makeup air. We plan that route before choosing the range.',
      },
    ],
    related: [
      '/westchester/bronxville/kitchen-bath-remodeling',
      '/westchester/bronxville/kitchen-remodeling',
      '/westchester/bronxville/bathroom-remodeling',
      '/gallery/larchmont-kitchen-remodel-gourmet-custom-cabinets-professional',
      '/gallery/scarsdale-kitchen-remodel-white-shaker-marble-quartz',
    ],
  },
  {
    id: 'chappaqua-10514',
    sections: [
      {
        heading: 'Chappaqua, our home town',
        blocks: [
          {
            kind: 'p',
            text:
              'Chappaqua, ZIP 10514, belongs to the Town of New Castle in northern Westchester; ' +
              'it is a hamlet, not a village. The Saw Mill River Parkway runs through it, ' +
              'the Harlem Line stops at the station in the center of the hamlet, and its ' +
              'neighbors include Pleasantville, Mount Kisco, Armonk and Ossining; Millwood ' +
              "is New Castle's other hamlet. Our showroom is here, at 7 Memorial Dr, so " +
              'Chappaqua homeowners can stop in during a project to hold a cabinet door ' +
              'against a tile or compare counter samples in daylight.',
          },
          {
            kind: 'p',
            text:
              'Without a village government, Chappaqua has no building department of its ' +
              "own. The Town of New Castle's Building Division, part of the town's Development " +
              'Department, handles permits for every address in the town.',
          },
        ],
      },
      {
        heading: 'Chappaqua houses',
        blocks: [
          {
            kind: 'p',
            text:
              'New Castle grew mostly after the Second World War, and its houses show each ' +
              'decade. Center-hall colonials, split-levels and 1950s ranches make up a large ' +
              'share, contemporaries with clerestory windows and low-pitched roofs arrived in ' +
              'the 1960s and 1970s, and larger colonials have been built since. Close to the ' +
              'hamlet and along the older roads stand Victorian and farmhouse-era homes, and the ' +
              "town's Quaker beginnings survive in a few early buildings. Lots run from small " +
              'parcels near the train to several acres on the outlying roads, often with rock ' +
              'and slope.',
          },
          {
            kind: 'p',
            text:
              'Not every street has sewer service. Many houses outside the hamlet ' +
              'center are on septic systems, which brings the Westchester County ' +
              'Department of Health into any project that adds a bedroom.',
          },
        ],
      },
      {
        heading: 'What the New Castle permit process involves',
        blocks: [
          {
            kind: 'p',
            text:
              'New Castle requires a building permit for alterations and additions, with ' +
              'separate plumbing and electrical permits. Plumbers and electricians must ' +
              'hold Westchester County licenses, and electrical work is inspected by one ' +
              'of the independent inspection agencies the town accepts. Building permit ' +
              'applications are filed with stamped drawings, and many projects, especially ' +
              "those that change the outside of the house, go before the town's Architectural " +
              'Review Board before the permit is issued. When the work passes final inspection, ' +
              'the town issues a certificate of compliance.',
          },
          {
            kind: 'p',
            text:
              'Two local details are worth knowing. New Castle has adopted the NYStretch ' +
              'energy code, which raises the insulation and air-sealing bar when exterior ' +
              'walls are opened or windows added, and taking down a tree for an addition ' +
              'or a wider driveway needs a town tree-removal permit.',
          },
          {
            kind: 'checklist',
            title: 'Chappaqua planning checklist',
            items: [
              'Confirm whether the house is on sewer or septic, and find the septic plan if needed',
              'Bring cabinet, counter and tile choices to the showroom to see them together',
              'Ask early whether the work needs Architectural Review Board approval',
              'Plan insulation to the stretch energy code wherever exterior walls open',
              'Identify bearing walls before settling on a layout, especially in a split-level',
              'Check whether any trees would have to come down for the work',
            ],
          },
        ],
      },
      {
        heading: 'Projects we build in Chappaqua',
        blocks: [
          {
            kind: 'list',
            items: [
              'Opening a colonial kitchen to the family room, often ' +
                'by replacing a bearing wall with a flush beam',
              'Split-level kitchens on the middle level, where ' +
                'the stairs and a bearing wall shape the plan',
              'Ranch bathrooms reworked for the long term, with ' +
                'a curbless shower and blocking for grab bars',
              'Contemporaries with low roofs, where the hood ' +
                'duct and new lighting need careful routing',
              'Finished lower levels with a full bath and a laundry',
            ],
          },
          {
            kind: 'p',
            text:
              'Our Chappaqua navy-island kitchen, in a center-hall colonial close to the ' +
              'showroom, shows the pattern: the wall between kitchen and family room came down, ' +
              'a beam went into the ceiling, and the open kitchen took 8 weeks and $90k–115k.',
          },
        ],
      },
      {
        heading: 'Costs and timing in Chappaqua',
        blocks: [
          {
            kind: 'table',
            caption: 'Westchester figures that apply in Chappaqua',
            columns: ['Item', 'Typical figure'],
            rows: [
              ['Kitchen remodel', '$40k–$100k+'],
              ['Basic kitchen refresh', '$20k–$35k'],
              ['Luxury kitchen', 'over $150k'],
              ['Design and selections', '1–2 weeks'],
              ['Permit approval', '2–4 weeks'],
              ['Custom cabinet lead time', '6–8 weeks'],
              ['Kitchen construction', '6–10 weeks'],
              ['Bathroom construction', '3–5 weeks'],
            ],
          },
          {
            kind: 'p',
            text:
              'Architectural Review Board approval, when a project needs it, and ' +
              'a county septic review, when one applies, come before construction ' +
              'and are planned into the schedule from the first meeting.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can we visit the showroom during our project?',
        answer:
          'Yes. The showroom at 7 Memorial Dr is open Monday to Saturday, 8:00 ' +
          'AM–6:00 PM, and on Sunday by appointment. Many Chappaqua clients come ' +
          'back several times to finalize tile, hardware and lighting.',
      },
      {
        question: 'Are split-level kitchens harder to open up?',
        answer:
          'They take more planning. The kitchen usually shares a bearing wall with the living ' +
          'room and sits beside a half-flight of stairs, so opening it often means a beam and ' +
          'a new railing. The result can be very good, with sightlines across two levels.',
      },
    ],
    related: [
      '/westchester/chappaqua/kitchen-bath-remodeling',
      '/westchester/chappaqua/kitchen-remodeling',
      '/westchester/chappaqua/bathroom-remodeling',
      '/gallery/chappaqua-kitchen-remodel-navy-island-open-concept',
      '/blog/chappaqua-kitchen-remodel-case-study',
      '/showroom',
    ],
  },
  {
    id: 'rye-10580',
    sections: [
      {
        heading: 'Rye on Long Island Sound',
        blocks: [
          {
            kind: 'p',
            text:
              "Rye, ZIP 10580, is one of Westchester's cities, set on Long Island Sound " +
              'in the southeast of the county and bordered by Harrison, Mamaroneck, ' +
              'Rye Brook and Port Chester. I-95 and I-287 both pass through, the New ' +
              'Haven Line stops at Rye station, and the shoreline runs from the beaches ' +
              'and marshes near Playland to the harbors around Milton Point. Blind ' +
              'Brook flows through the city on its way to the Sound.',
          },
          {
            kind: 'p',
            text:
              'The City of Rye is its own municipality and should not be confused ' +
              'with the Town of Rye, a separate town that covers Rye Brook, ' +
              'Port Chester and part of Mamaroneck. For a house in the city, ' +
              'permits come from the City of Rye Building Department.',
          },
        ],
      },
      {
        heading: 'Rye houses',
        blocks: [
          {
            kind: 'p',
            text:
              "Rye's housing is older and more varied than its size suggests. Shingle-style and " +
              'Colonial Revival houses from the late nineteenth and early twentieth centuries ' +
              'stand near the water and around the center, Tudors and stucco houses date from ' +
              'the 1920s, and post-war colonials and capes fill the streets further inland. Lots ' +
              'near the Sound and on former estates can be generous, while those close to ' +
              'downtown are tighter, and there is a smaller number of condominiums and ' +
              'townhouses.',
          },
          {
            kind: 'p',
            text:
              'Salt air is hard on exterior metal. Near the water, vent caps, hose bibs, ' +
              'exterior lights and door hardware last longer in stainless steel, solid brass or ' +
              'coated aluminum, and we choose them that way when a remodel touches the outside.',
          },
        ],
      },
      {
        heading: 'Flood zones and the substantial-improvement rule',
        blocks: [
          {
            kind: 'p',
            text:
              'Some Rye neighborhoods lie in FEMA special flood hazard areas, both along the ' +
              'shoreline and beside Blind Brook, which has flooded low-lying streets in heavy ' +
              'storms. If your house is in a mapped zone, look up the base flood elevation ' +
              'before design, because the rules limit what can be built below it.',
          },
          {
            kind: 'p',
            text:
              "Under the flood regulations, a project whose cost reaches half of the building's " +
              'market value counts as a substantial improvement, and the whole house must ' +
              'then meet current flood requirements, which can mean elevating it or filling ' +
              'a basement. Below that threshold, work below the base flood elevation still ' +
              'has to use flood-resistant materials, and new electrical panels, water heaters ' +
              'and HVAC equipment belong above it. We ask for an elevation certificate early ' +
              'and price the project with the threshold in view.',
          },
          {
            kind: 'p',
            text:
              'Even outside a mapped zone, a basement bathroom near the Sound ' +
              'benefits from a backwater valve, and a basement laundry or ' +
              'mechanical room from a sump pump with battery backup.',
          },
          {
            kind: 'checklist',
            title: 'Rye planning checklist',
            items: [
              'Look up the address on the FEMA flood map and note the base flood elevation',
              'Get an elevation certificate if the house is in a flood zone',
              'Have a current market value for the building, ' +
                'not the land, to compare with the project cost',
              'Keep new panels, water heaters and HVAC equipment above flood level',
              'Choose corrosion-resistant exterior vents and fixtures near the water',
              'Check for historic-district or protected-site status before any exterior change',
            ],
          },
        ],
      },
      {
        heading: 'Permits in the City of Rye',
        blocks: [
          {
            kind: 'p',
            text:
              "Rye's Building Department reviews the plans and issues the permits for " +
              'construction, plumbing and electrical work, and flood-zone rules are part of ' +
              "that review for houses in mapped zones. Exterior changes go to the city's Board " +
              'of Architectural Review, and houses in a designated preservation district, or ' +
              'listed as protected sites, need a certificate of appropriateness from that board ' +
              'for exterior work. Projects near wetlands or watercourses can also need a ' +
              'wetlands permit from the Planning Commission. Permit approval across Westchester ' +
              'usually takes 2–4 weeks, longer when a board has to meet first.',
          },
        ],
      },
      {
        heading: 'Projects, costs and timing in Rye',
        blocks: [
          {
            kind: 'list',
            items: [
              'Primary baths with curbless showers and heated ' +
                'floors in shingle-style and colonial houses',
              'Kitchens opened to a family room or a porch converted years ago',
              'Basement work planned around flood rules, backwater valves and sump pumps',
              'Mudrooms and outdoor showers for beach days',
            ],
          },
          {
            kind: 'p',
            text:
              'Our Rye primary bath shows the first of these: a 1980s bath in a shingle-style ' +
              'house, rebuilt around a curbless walk-in shower that empties into a linear ' +
              'drain, with an electric heating mat beneath the porcelain floor.',
          },
          {
            kind: 'p',
            text:
              'In Rye, kitchens run $40k–$100k+ like the rest of Westchester; luxury kitchens ' +
              'go over $150k and basic refreshes cost $20k–$35k. Allow 1–2 weeks for design, ' +
              '2–4 weeks for the permit and 6–8 weeks for custom cabinets before 6–10 weeks ' +
              'of kitchen construction; bathrooms take 3–5 weeks on site.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'What counts toward the substantial-improvement threshold?',
        answer:
          'Generally the full construction cost of the work, finishes included, with items such ' +
          'as plans, surveys and permit fees left out. The building department decides what is ' +
          'counted, so we review the budget with it in mind before construction starts.',
      },
      {
        question: 'Can we put a bathroom in a Rye basement?',
        answer:
          'Often, outside a flood zone. A basement bath below the sewer line needs an ejector ' +
          'pump, and near the Sound a backwater valve is wise. Inside a mapped flood zone, what ' +
          'can be finished below the base flood elevation is limited, so we check the map first.',
      },
    ],
    related: [
      '/westchester/rye/kitchen-bath-remodeling',
      '/westchester/rye/kitchen-remodeling',
      '/westchester/rye/bathroom-remodeling',
      '/gallery/rye-primary-bathroom-remodel-curbless-shower-heated-floor',
      '/gallery/larchmont-kitchen-remodel-gourmet-custom-cabinets-professional',
    ],
  },
  {
    id: 'white-plains-10601',
    sections: [
      {
        heading: 'White Plains and the 10601 ZIP',
        blocks: [
          {
            kind: 'p',
            text:
              'White Plains is a city and the county seat of Westchester, in the middle of the ' +
              'county, served by I-287, the Bronx River Parkway and a busy Harlem Line station ' +
              'downtown. The 10601 ZIP covers the downtown: condominium and rental towers, ' +
              'mid-rise co-op buildings and offices around the station, Main Street and ' +
              "Mamaroneck Avenue, with streets of older houses at its edges. The city's other " +
              'ZIP codes, 10603, 10604, 10605 and 10606, hold most of its single-family ' +
              'neighborhoods.',
          },
          {
            kind: 'p',
            text:
              'Whatever the ZIP, a single building department serves the entire city, so ' +
              'the permit rules are the same downtown and in the outer neighborhoods.',
          },
        ],
      },
      {
        heading: 'Homes in and around downtown',
        blocks: [
          {
            kind: 'p',
            text:
              'Downtown housing ranges from recent high-rise condominiums with concrete floors ' +
              'and central building systems to mid-century co-ops with plaster walls, cast-iron ' +
              'risers and radiators. Beyond downtown, neighborhoods such as Battle Hill, Fisher ' +
              'Hill and Gedney Farms have many single-family houses from the 1920s–1950s: ' +
              'colonials, Tudors, capes and some larger houses on the hills, on modest suburban ' +
              'lots.',
          },
          {
            kind: 'p',
            text:
              'In a high-rise, the limits come from the building: a concrete slab that cannot ' +
              'be cored without approval, sprinkler heads in the ceiling, fan-coil units ' +
              'or through-wall air conditioners, and shared exhaust shafts. In a house, ' +
              'the limits come from age: small kitchens, one full bathroom upstairs and ' +
              'electrical service that may not be sized for a modern kitchen.',
          },
        ],
      },
      {
        heading: 'Permits in White Plains',
        blocks: [
          {
            kind: 'p',
            text:
              "The city's Department of Building issues building, plumbing and electrical " +
              'permits, inspects the work and closes each permit with a certificate of ' +
              'compliance after the final inspection. Plumbing changes in a kitchen or bath run ' +
              'under a city plumbing permit. Westchester permit reviews generally take 2–4 ' +
              'weeks. For an apartment, the city permit is only half of the approval: the ' +
              "board's consent is the other half, and many buildings want to see the city permit " +
              'before work begins.',
          },
        ],
      },
      {
        heading: 'Working with condo and co-op boards',
        blocks: [
          {
            kind: 'p',
            text:
              'Both condominium and co-op boards usually ask for an alteration agreement and ' +
              'insurance certificates before work starts. In a co-op you own shares and lease ' +
              "the apartment, so the board's control over alterations is broad; in a condominium " +
              'you own the unit, but the bylaws still govern changes to plumbing, floors and ' +
              'anything shared. Expect the board or managing agent to review drawings, set work ' +
              'hours and delivery times, require elevator protection and a booked service ' +
              'elevator, and sometimes hold a deposit against damage to common areas.',
          },
          {
            kind: 'list',
            items: [
              'Kitchen hoods in many towers must recirculate or tie into a building ' +
                'exhaust; a new hole in the facade is rarely allowed.',
              'Moving a kitchen or bath away from its risers may ' +
                "be refused, especially over a neighbor's bedroom.",
              'Hard flooring usually needs a sound-rated underlayment approved by the building.',
              'Ceiling work that moves a sprinkler head needs a licensed ' +
                "sprinkler contractor and the building's sign-off.",
              'Water shutoffs for valve and riser connections are scheduled ' +
                'with the superintendent or building engineer.',
            ],
          },
          {
            kind: 'checklist',
            title: 'White Plains apartment checklist',
            items: [
              'Obtain the alteration agreement, house rules and insurance requirements',
              'Find out which walls, floors and pipes belong to the unit and which to the building',
              'Ask how the kitchen exhaust is handled in the building',
              'Book the service elevator and loading area for delivery and debris days',
              'Confirm permitted work hours, including any quiet-hour limits on noisy work',
              'Get board approval and the city permit in hand before demolition',
            ],
          },
        ],
      },
      {
        heading: 'Projects, costs and timing in White Plains',
        blocks: [
          {
            kind: 'list',
            items: [
              'Condo kitchens refreshed within the existing footprint, ' +
                'with new cabinets, quartz and lighting',
              'Co-op bathrooms rebuilt from the studs, keeping the tub or toilet at its riser',
              'Hall baths in 1940s colonials converted from tub to walk-in shower',
              'House kitchens opened to the dining room, with ' +
                'an electrical service upgrade where needed',
            ],
          },
          {
            kind: 'p',
            text:
              'The tub-to-shower bath in our gallery comes from the house side ' +
              'of the city: a 1940s colonial bathroom whose worn tub gave way to ' +
              'a walk-in shower with a glass panel, a tiled niche and a new vanity, ' +
              'in a bathroom shared by two teenagers and their guests.',
          },
          {
            kind: 'p',
            text:
              'White Plains projects follow the Westchester figures: kitchens $40k–$100k+, ' +
              'luxury kitchens over $150k and a basic refresh at $20k–$35k. Before construction, ' +
              "count on 1–2 weeks of design, a city permit review of 2–4 weeks, the board's " +
              'review for an apartment and 6–8 weeks when custom cabinets are ordered. On ' +
              'site, kitchens take 6–10 weeks and bathrooms 3–5 weeks, and limited apartment ' +
              'work hours can push a job toward the longer end.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can we move the kitchen in our condo?',
        answer:
          'Sometimes a short distance, if the new sink and dishwasher can still drain to the ' +
          'riser with proper slope and the board agrees. Moving a kitchen across the apartment ' +
          'is rarely practical, so most condo kitchens are redesigned within their existing ' +
          'walls.',
      },
      {
        question: 'Can we install a range hood that vents outside?',
        answer:
          'In a house, yes, and we plan the duct route with the layout. In most ' +
          'apartment buildings a new exterior vent is not allowed, so the choice ' +
          'is a good recirculating hood with charcoal filters, or a connection ' +
          "to the building's exhaust if the board permits it.",
      },
    ],
    related: [
      '/westchester/white-plains/kitchen-bath-remodeling',
      '/westchester/white-plains/kitchen-remodeling',
      '/westchester/white-plains/bathroom-remodeling',
      '/gallery/white-plains-hall-bathroom-remodel-tub-to-shower',
      '/gallery/scarsdale-kitchen-remodel-white-shaker-marble-quartz',
    ],
  },
] satisfies DocContent[]
