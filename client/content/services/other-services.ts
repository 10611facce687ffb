import type { DocContent } from '../types'

/** Bodies of the service pages beyond kitchens and bathrooms, by service slug. */
export const otherServiceBodies = [
  {
    id: 'cabinets',
    sections: [
      {
        heading: 'What we do with cabinets',
        blocks: [
          {
            kind: 'p',
            text:
              'We design, order and install kitchen cabinets, bathroom vanities and the ' +
              'built-ins around them: laundry-room uppers, mudroom benches, bar and coffee ' +
              'stations. At our Chappaqua showroom you can open doors, pull drawers fully ' +
              'loaded, and see face-frame and frameless boxes side by side, painted and ' +
              'stained, inset and full-overlay, before you commit to anything.',
          },
          {
            kind: 'p',
            text:
              'We measure the room ourselves rather than working from an old plan: every wall ' +
              'at counter and ceiling height, the ceiling at several points, window and door ' +
              'casings, radiators, the drain and supply lines, gas, and the electrical panel ' +
              'location. Those numbers become a floor plan and wall elevations showing every ' +
              'box, filler and panel, and they are what the order is built from.',
          },
          {
            kind: 'p',
            text:
              'Installation is where a cabinet job is won or lost. We find the high point of ' +
              'the floor and snap a level line from it, shim each base cabinet to that line, ' +
              'clamp and screw neighboring boxes together, and fasten them to studs, not to ' +
              'drywall alone. Base boxes are 34 1/2 in tall so a 1 1/2 in top lands the ' +
              'counter at the standard 36 in; wall cabinets usually start 18 in above the ' +
              'counter. Fillers and end panels are scribed to walls that are rarely plumb, ' +
              'crown molding is scribed to the ceiling, and every door and drawer is adjusted ' +
              'until the reveals run even.',
          },
        ],
      },
      {
        heading: 'Stock, semi-custom and custom lines',
        blocks: [
          {
            kind: 'p',
            text:
              'Cabinet lines fall into three broad groups, and the right one depends on the ' +
              'room and the schedule more than on taste. We sell and install all three, and ' +
              'many kitchens mix them, for example semi-custom perimeter cabinets with a ' +
              'custom island.',
          },
          {
            kind: 'table',
            caption: 'Stock, semi-custom and custom cabinets compared',
            columns: ['Feature', 'Stock', 'Semi-custom', 'Custom'],
            rows: [
              [
                'Sizes',
                'Fixed widths in 3 in steps, standard depths and heights',
                'Standard sizes plus changes to depth, height and end panels',
                'Built to the dimension the room needs',
              ],
              [
                'Doors and finishes',
                'A short list of door styles and colors',
                'A wide catalog of doors, paints, stains and glazes',
                'Any profile, species, paint match or inset detail',
              ],
              [
                'Boxes',
                'Often particleboard, sometimes with a plywood upgrade',
                'Plywood boxes commonly offered',
                'Chosen for the job, plywood in most cases',
              ],
              [
                'Lead time',
                'The shortest, sometimes from warehouse stock',
                'Made to order; varies by maker',
                'Typically 6–8 weeks in Westchester, 8–10 weeks for Greenwich jobs',
              ],
              [
                'Where it fits',
                'Laundry rooms, basements, tight schedules',
                'Most family kitchens and baths',
                'Older houses with odd walls, inset doors, furniture-style pieces',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Door style is the next choice. Full-overlay doors cover nearly the whole face ' +
              'and give a modern, even grid. Partial overlay leaves a band of frame showing ' +
              'around each door. Inset doors sit flush inside a face frame, which suits older ' +
              'Westchester houses, but they need a careful installer and slightly larger gaps ' +
              'so the doors do not rub when humid summer air swells the wood. Frameless boxes ' +
              'give more usable drawer width; face frames are stiffer and easier to scribe to ' +
              'crooked walls.',
          },
          {
            kind: 'p',
            text:
              'Painted doors are usually made with MDF center panels or as MDF slabs because ' +
              'MDF does not move with the seasons. Painted solid-wood frames can show a ' +
              'hairline at the joints in dry winter air; that is wood movement, not a defect. ' +
              'Stained doors show the grain: rift-sawn white oak reads quiet and linear, ' +
              'cherry darkens with light over the years, and maple can blotch under a dark ' +
              'stain, so we show you finished samples rather than a chip.',
          },
        ],
      },
      {
        heading: 'How a cabinet project runs',
        blocks: [
          {
            kind: 'list',
            items: [
              'Showroom visit to compare lines, door styles and finishes, and to set priorities.',
              'Site measure of walls, ceiling, openings, plumbing, gas and electrical.',
              'Floor plan and elevations, revised with you until every box and panel is right.',
              'Selections signed off: door, finish, box material, hardware, interior fittings.',
              'Final check measure after demolition if walls were opened, then the order.',
              'Delivery, with every carton counted and inspected for damage before install day.',
              'Installation: level line, base cabinets, tall cabinets, wall cabinets, ' +
                'panels, fillers, crown and light rail.',
              'Countertop template once the bases are fixed and the sink is on site.',
              'Hardware, door and drawer adjustment, punch list, and the manufacturer ' +
                'warranty registered in your name.',
            ],
            ordered: true,
          },
          {
            kind: 'checklist',
            title: 'Have these ready before the order is placed',
            items: [
              'Model numbers and spec sheets for every appliance, including the hood',
              'The sink model and whether it mounts under or on top of the counter',
              'The faucet, soap dispenser and any filtered-water tap',
              'How many trash and recycling bins you want in the pull-out',
              'Where outlets, under-cabinet lights and switches should go',
              'Tall items that need a home: trays, sheet pans, brooms, a stand mixer',
            ],
          },
        ],
      },
      {
        heading: 'What affects the price',
        blocks: [
          {
            kind: 'p',
            text:
              'Without seeing your room we will not put a number on cabinets, but the cost ' +
              'follows a handful of choices you control and a few site conditions you do not.',
          },
          {
            kind: 'list',
            items: [
              'The line: stock, semi-custom or custom, and the box material within it.',
              'How many boxes and how many are drawers; drawer stacks cost more than door ' +
                'cabinets.',
              'Door style, with inset and applied moldings at the higher end.',
              'Species and finish: paint, stain, glaze or a hand-applied finish.',
              'Interior fittings such as pull-outs, spice and utensil inserts, and pantry ' +
                'roll-outs.',
              'Panels: appliance fronts, decorative ends, furniture toe kicks, crown and ' +
                'light rail.',
              'Site conditions: sloping floors, out-of-plumb plaster walls, soffits to ' +
                'remove, and plumbing or wiring that has to move.',
            ],
          },
          {
            kind: 'tip',
            title: 'Where the money works hardest',
            text:
              'Spend on deep drawers in the base cabinets and on sturdy boxes and slides; ' +
              'those are used every day and are hard to change later. Decorative glass doors ' +
              'and extra crown can be scaled back without changing how the kitchen works.',
          },
          {
            kind: 'p',
            text:
              "Our labor is covered for 2 years, and cabinet manufacturers' warranties " +
              'typically run 5–10 years on the boxes, doors and hardware.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'How long do custom cabinets take to arrive?',
        answer:
          'Custom lines for Westchester projects typically need 6–8 weeks of lead time, and ' +
          'we plan on 8–10 weeks for Greenwich jobs. Stock and semi-custom timing depends on ' +
          'the maker, and we confirm it when the order is placed, which is only after the ' +
          'final measurements.',
      },
      {
        question: 'Should I choose face-frame or frameless cabinets?',
        answer:
          'Choose frameless if you want the most drawer width and a clean modern grid. Choose ' +
          'face-frame for inset doors, a traditional look, or walls that need a lot of ' +
          'scribing. Both last for decades when the boxes are well built and properly ' +
          'fastened.',
      },
      {
        question: 'Can the bathroom vanity match the kitchen?',
        answer:
          'Yes. Most lines offer vanity-height boxes in the same doors and finishes. Single ' +
          'vanities commonly run 24–48 in wide and doubles 60–72 in, and you can choose a ' +
          'standard height or a taller comfort height.',
      },
      {
        question: 'My floor slopes. Will the cabinets look crooked?',
        answer:
          'No. We set the cabinets level from the highest point of the floor and shim up ' +
          'everywhere else, then cover the shims with the toe kick. On a badly sloping floor ' +
          'we may raise the subfloor first so the toe kick does not taper visibly.',
      },
      {
        question: 'Can you keep my cabinet boxes and replace only the doors?',
        answer:
          'Sometimes. If the boxes are sound and the layout already works, new doors, drawer ' +
          'fronts and hardware can be an option. We open the boxes and check the sides, ' +
          'bottoms and hinge mounting before recommending it.',
      },
    ],
    related: [
      '/learning/cabinetry/construction',
      '/learning/cabinetry/finishes',
      '/blog/stock-vs-semi-custom-vs-custom-cabinets',
      '/guides/topics/cabinets',
      '/gallery/larchmont-kitchen-remodel-gourmet-custom-cabinets-professional',
      '/showroom',
    ],
  },
  {
    id: 'countertops',
    sections: [
      {
        heading: 'What we do with countertops',
        blocks: [
          {
            kind: 'p',
            text:
              'We help you choose the material and the slab, plan where seams and edges go, ' +
              'arrange the digital template, and coordinate fabrication and installation with ' +
              'the rest of your kitchen or bath. Most of our tops are quartz, granite, marble ' +
              'or quartzite, and most go onto cabinets we have just installed, which means we ' +
              'control the surface the stone sits on.',
          },
          {
            kind: 'p',
            text:
              'Sample chips in the showroom narrow the choice; natural stone is then picked ' +
              'at the slab yard, because two slabs of the same granite name can differ a ' +
              'great deal in color and movement. Once you find the slabs you like, the yard ' +
              'tags them as held for your job so the ones you saw are the ones that get cut.',
          },
        ],
      },
      {
        heading: 'Quartz, granite, marble and quartzite',
        blocks: [
          {
            kind: 'table',
            caption: 'The four common countertop materials',
            columns: ['Material', 'What it is', 'Strengths', 'Watch for'],
            rows: [
              [
                'Quartz',
                'Engineered: ground quartz bound with resin and pigment',
                'Even color, non-porous, no sealing needed',
                'Resin can scorch under a hot pan and fade in strong sun; not for outdoor use',
              ],
              [
                'Granite',
                'Natural igneous stone cut from quarried blocks',
                'Takes heat well, hard to scratch, each slab unique',
                'Some slabs are porous and need sealing; busy patterns can hide seams or not',
              ],
              [
                'Marble',
                'Natural metamorphic stone made mostly of calcite',
                'Soft veining and light color that few other materials match',
                'Etches from lemon, vinegar and tomato; scratches more easily; honed hides wear',
              ],
              [
                'Quartzite',
                'Natural metamorphic stone formed from sandstone',
                'Very hard, with a marble-like look in many slabs',
                'Some stones sold as quartzite behave like marble; we test a sample for etching',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Slabs come in two common thicknesses, 2 cm (about 3/4 in) and 3 cm (about 1 ' +
              '1/4 in). Three centimeters is the usual choice on cabinets; 2 cm tops are ' +
              'often given a mitered front edge to look thicker. Edge profiles range from a ' +
              'crisp eased edge to a bevel, a half bullnose or an ogee. A mitered apron, ' +
              'where a strip of the same slab turns down the front, makes a thick-looking ' +
              'edge with the veining wrapping around.',
          },
          {
            kind: 'p',
            text:
              'A standard top overhangs the cabinet doors by about 1 1/2 in. Seating needs ' +
              'more: about 12 in of knee space at counter height and about 15 in at bar ' +
              'height. Longer overhangs need concealed steel supports, and the fabricator ' +
              'sets the limit for each stone and thickness.',
          },
        ],
      },
      {
        heading: 'From slab to installed top',
        blocks: [
          {
            kind: 'list',
            items: [
              'Choose the material from samples and shortlist colors at the showroom.',
              'Visit the slab yard and hold the specific slabs for your project.',
              'Set the cabinets, level and fastened, with the sink, faucet and cooktop on site.',
              'Digital template: the fabricator measures the cabinets with a laser, so the ' +
                'top follows the real walls rather than the drawing.',
              'Approve the layout, with the template laid over photos of your slabs to ' +
                'place seams and veining.',
              'Fabrication at the shop, where the cutting and polishing are done wet to ' +
                'control the silica dust stone gives off.',
              'Installation: tops leveled on the cabinets, seams bonded with color-matched ' +
                'epoxy, undermount sink fixed in place, joints to the wall caulked.',
              'Plumbing reconnected, natural stone sealed where the fabricator recommends ' +
                'it, and a care sheet left with you.',
            ],
            ordered: true,
          },
          {
            kind: 'tip',
            title: 'Why the template waits for the cabinets',
            text:
              'Walls are never perfectly straight, and cabinets shift slightly as they are ' +
              'leveled. Templating the installed bases is what lets a top sit tight to the ' +
              'wall with a thin caulk line instead of a gap that needs a thick bead to hide ' +
              'it.',
          },
          {
            kind: 'p',
            text:
              'We keep seams away from the sink and cooktop, land them over cabinet sides ' +
              'rather than over a dishwasher, and on veined stone try to match the pattern ' +
              'across the joint. A large island may fit on one slab; an L-shaped run usually ' +
              'needs at least one seam.',
          },
        ],
      },
      {
        heading: 'What affects the price',
        blocks: [
          {
            kind: 'list',
            items: [
              'The material and the price group the slab falls in; rare colors cost more.',
              'How many slabs the layout needs, including extra for matching veins across seams.',
              'Thickness, and edge details such as mitered aprons.',
              'Cutouts and finishing: undermount sinks, cooktops, faucet and dispenser ' +
                'holes, and drainboard grooves cut into the stone.',
              'A full-height slab backsplash instead of tile.',
              'Steel supports for long seating overhangs.',
              'Removing and disposing of the old tops, and access: stairs, tight turns and ' +
                'long carries add crew time.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Does quartz need sealing?',
        answer:
          'No. Quartz is non-porous and needs only mild soap and water. Granite, marble and ' +
          'quartzite are natural stones; whether and how often they need sealing depends on ' +
          'the slab, and a simple test is whether a few drops of water darken the stone.',
      },
      {
        question: 'Can I set a hot pan on my countertop?',
        answer:
          'On granite and most quartzite, a hot pan is rarely a problem. On quartz the resin ' +
          'can scorch or discolor, and with marble the risk is mostly etching from what is in ' +
          'the pan, so use a trivet on all of them as a habit.',
      },
      {
        question: 'Can my island be seamless?',
        answer:
          'Often, if it fits within one slab with room to spare for the edges. Slab sizes ' +
          'vary by material and quarry, so we measure your island against the actual slabs ' +
          'you hold before promising it.',
      },
      {
        question: 'Can the template be made before the cabinets are installed?',
        answer:
          'We do not recommend it. The tops are templated from the installed, leveled ' +
          'cabinets so they follow your real walls. The sink and faucet also need to be on ' +
          'site, because the cutouts are made to those exact models.',
      },
      {
        question: 'How do I know a quartzite is really quartzite?',
        answer:
          'Ask for a sample from the same slab and test it: a true quartzite resists ' +
          'scratching by a glass bottle and does not dull under a drop of lemon juice. Stones ' +
          'that fail are marble or dolomite and should be treated that way.',
      },
    ],
    related: [
      '/learning/countertops/comparison',
      '/learning/countertops/fabrication',
      '/learning/countertops/maintenance',
      '/blog/quartz-vs-granite-countertops',
      '/guides/topics/countertops',
      '/services/cabinets',
    ],
  },
  {
    id: 'closets',
    sections: [
      {
        heading: 'What we build',
        blocks: [
          {
            kind: 'p',
            text:
              'We design and install closet systems for walk-in and reach-in closets, kitchen ' +
              'pantries and mudrooms. A good closet starts with what you own, not with a ' +
              'catalog layout. Before drawing anything we ask you to measure and count: feet ' +
              'of long-hanging dresses and coats, feet of shirts and jackets, stacks of ' +
              'folded sweaters, pairs of shoes, and the things that never have a place, such ' +
              'as belts, ties, handbags and luggage.',
          },
          {
            kind: 'p',
            text:
              'Then we measure the room: wall lengths, ceiling height, the door swing and ' +
              'trim, outlets and switches, heating registers, and any attic hatch in the ' +
              'closet ceiling that must stay reachable. The design is drawn as elevations so ' +
              'you can see every rod, shelf and drawer before anything is cut.',
          },
        ],
      },
      {
        heading: 'Materials and typical dimensions',
        blocks: [
          {
            kind: 'table',
            caption: 'Closet system materials',
            columns: ['Material', 'Look', 'Durability', 'Good for'],
            rows: [
              [
                'Thermofused melamine panels',
                'Solid colors and wood-grain prints',
                'Hard, wipeable surface; shelves sag if spans are too long',
                'Most reach-ins, walk-ins and pantries',
              ],
              [
                'Painted MDF',
                'Smooth painted finish to match trim or cabinetry',
                'Smooth and stable, but paint can chip on edges',
                'Dressing rooms and closets meant to look like furniture',
              ],
              [
                'Wood veneer',
                'Real wood grain, stained or clear',
                'Stable core with a thin veneer face',
                'Walk-ins that open off a primary bedroom',
              ],
              [
                'Ventilated wire',
                'Utilitarian',
                'Light duty; items tip and leave marks through the gaps',
                'Linen or utility closets on a tight budget',
              ],
            ],
          },
          {
            kind: 'table',
            caption: 'Dimensions we start from and adjust to you',
            columns: ['Element', 'Typical dimension'],
            rows: [
              ['Reach-in closet depth for hanging', 'At least 24 in, so hangers clear the door'],
              ['Double-hang rods', 'Upper rod about 80–84 in, lower rod about 40–42 in'],
              ['Long-hang rod for coats and dresses', 'About 66–72 in high'],
              ['Shelves for folded clothes', '12–14 in deep'],
              ['Walk-in aisle', 'At least 36 in clear; more if there is an island'],
              ['Mudroom bench seat', 'About 18 in high'],
            ],
          },
          {
            kind: 'p',
            text:
              'Pantry shelves are most useful when shallow, 12–16 in, so nothing hides behind ' +
              'another can; the lowest level often gets pull-out trays. Mudroom lockers get ' +
              'hooks at adult and child heights, a bench with boot trays below, open cubbies ' +
              'or vented doors above so wet coats can dry, and finishes that shrug off sports ' +
              'bags and road salt.',
          },
          {
            kind: 'p',
            text:
              'Lighting makes a closet usable. We use LED strip lights under shelves or ' +
              'inside lighted rods, switched by a door switch or a motion sensor, with a high ' +
              'color rendering index so navy and black look different. The electrical code ' +
              'limits the type of fixture allowed in a clothes closet and how close it may ' +
              'sit to stored items, so fixtures are enclosed LEDs placed with those ' +
              'clearances in mind, and a licensed electrician handles any new wiring.',
          },
        ],
      },
      {
        heading: 'How a closet project runs',
        blocks: [
          {
            kind: 'list',
            items: [
              'Inventory of what you store, done by you with our checklist.',
              'Site measure of walls, ceiling, door, outlets, vents and hatches.',
              'Design drawings and elevations, revised until every section has a purpose.',
              'Material, finish, hardware and lighting choices at the showroom.',
              'Fabrication or order of the components.',
              'Removal of old wire shelving, patching and painting the walls.',
              'Installation: a hanging rail or cleats screwed into studs, leveled panels, ' +
                'then shelves, rods, drawers and doors.',
              'Lighting connected and tested, drawers and doors adjusted, walkthrough with you.',
            ],
            ordered: true,
          },
          {
            kind: 'checklist',
            title: 'Count these before the design meeting',
            items: [
              'Feet of long-hanging clothes, measured along the rod',
              'Feet of short-hanging shirts, jackets and trousers',
              'Stacks of folded sweaters and jeans',
              'Pairs of shoes and boots, with tall boots counted separately',
              'Bags, belts, ties, jewelry and watches',
              'Luggage and out-of-season items that could go up high',
            ],
          },
        ],
      },
      {
        heading: 'What affects the price',
        blocks: [
          {
            kind: 'list',
            items: [
              'The size of the system, measured in linear feet of wall covered.',
              'Drawers and doors; each drawer costs more than the shelf it replaces.',
              'The finish: melamine, painted MDF or veneer.',
              'Accessories such as pull-down rods, valet rods, jewelry inserts and hampers.',
              'Lighting and any electrical work it needs.',
              'Wall repair and painting, and removing the old shelving.',
              'Ceiling height, since tall walls need taller panels and more of them.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can a small reach-in closet really hold more?',
        answer:
          'Usually a lot more. Double hanging doubles the rod length wherever it replaces a ' +
          'single rod, and a drawer stack and shelves up to the ceiling use space a lone ' +
          'shelf wastes. Swapping narrow bifold doors for wider doors also lets you reach the ' +
          'corners.',
      },
      {
        question: 'Do closet lights need an electrician?',
        answer:
          'Hardwired lights do, and they are the most reliable. Battery or plug-in motion ' +
          'lights are an option where no wiring is practical, but they need charging and are ' +
          'dimmer.',
      },
      {
        question: 'Can the shelves be moved later?',
        answer:
          'Yes. Most panels are drilled with a row of holes so shelves and many rods can ' +
          'move. Drawers and fixed shelves that stiffen the unit stay where they are built.',
      },
      {
        question: 'Will the shelves sag?',
        answer:
          'Not if the spans suit the load. We keep shelves for books, shoes and heavy folded ' +
          'stacks shorter, and add a fixed rail or divider where a long run would otherwise ' +
          'bow.',
      },
      {
        question: 'Can you build a closet in a basement?',
        answer:
          'Yes, once we know the space stays dry. We check for dampness on the walls and ' +
          'floor, keep the system off the slab where possible, and leave air space behind it.',
      },
    ],
    related: [
      '/guides/topics/closets',
      '/learning/cabinetry/storage',
      '/services/cabinets',
      '/services/garage-systems/cabinets-storage',
      '/showroom',
    ],
  },
  {
    id: 'flooring',
    sections: [
      {
        heading: 'What we do with floors',
        blocks: [
          {
            kind: 'p',
            text:
              'We install solid hardwood, engineered wood, porcelain tile and luxury vinyl ' +
              'plank in kitchens, bathrooms, mudrooms, basements and living areas, most often ' +
              'as part of a kitchen or bath remodel and sometimes on their own. The finish ' +
              'floor is only as good as what is under it, so a large share of our flooring ' +
              'work is preparation you never see.',
          },
          {
            kind: 'p',
            text:
              'Preparation starts with the subfloor. We re-screw loose plywood to stop ' +
              'squeaks, replace water-damaged sections, add underlayment where the old floor ' +
              'was thin, and grind high spots or pour self-leveling compound into low ones ' +
              'until the surface meets the flatness the product needs. Large-format tile is ' +
              'the most demanding: for tiles with an edge of 15 in or more, the tile standard ' +
              'allows about 1/8 in of variation over 10 ft. Tile also needs a stiff floor, ' +
              'and natural stone a stiffer one than porcelain.',
          },
          {
            kind: 'p',
            text:
              'In houses built before the 1980s we also ask what is under the current floor. ' +
              'Old 9 in vinyl tiles, sheet vinyl backing and black adhesive can contain ' +
              "asbestos, and New York's asbestos rules generally require a survey before a " +
              'contractor disturbs suspect material in an older building. We have it tested ' +
              'first and, if needed, removed by a licensed abatement firm.',
          },
        ],
      },
      {
        heading: 'Comparing the four floors we install',
        blocks: [
          {
            kind: 'table',
            caption: 'Hardwood, engineered wood, porcelain tile and luxury vinyl plank',
            columns: ['Floor', 'Where it works', 'Strengths', 'Limits'],
            rows: [
              [
                'Solid hardwood (3/4 in)',
                'Living areas, bedrooms, kitchens above grade',
                'Can be sanded and refinished many times; matches older oak floors',
                'Not below grade; moves with humidity; standing water damages it',
              ],
              [
                'Engineered wood',
                'Everywhere hardwood goes, plus over concrete and in basements',
                'Plywood core is more stable; wide planks behave better',
                'Wear layer allows fewer refinishings; thin ones cannot be sanded',
              ],
              [
                'Porcelain tile',
                'Baths, mudrooms, laundry rooms, kitchens',
                'Waterproof surface, very hard, works with radiant heat mats',
                'Hard underfoot and on dropped glasses; needs a flat, stiff base',
              ],
              [
                'Luxury vinyl plank',
                'Basements, rentals, busy kitchens and mudrooms',
                'Water-resistant core, warm and quiet, quick to install',
                'Cannot be refinished; floating floors need expansion gaps and no heavy pinning',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'For wood we check moisture in the boards and the subfloor with a meter and ' +
              "wait until both are within the manufacturer's limits before installing. " +
              'Site-finished floors are sanded, stained and coated with polyurethane in your ' +
              'home, which allows an exact color match; prefinished boards arrive with a ' +
              'factory finish and skip the dust and fumes.',
          },
          {
            kind: 'p',
            text:
              'For tile in wet areas we choose porcelain rated for slip resistance on wet, ' +
              'level floors, and for heated floors we lay an electric radiant mat in thin-set ' +
              'under the tile, test its resistance before and after tiling, and connect it to ' +
              'a GFCI-protected circuit with a floor-sensing thermostat.',
          },
        ],
      },
      {
        heading: 'How a flooring job runs',
        blocks: [
          {
            kind: 'list',
            items: [
              'Measure the rooms and look at the subfloor from below where we can.',
              'Test old flooring for asbestos if the house is old enough to warrant it.',
              'Choose the product and finish, and plan transitions between rooms.',
              'Deliver and acclimate wood; check moisture readings.',
              'Remove the old floor, baseboard and shoe molding; move appliances and the toilet.',
              'Repair, fasten and flatten the subfloor.',
              'Install the new floor, with underlayment or membrane as the product requires.',
              'Undercut door casings, fit transitions and thresholds, reinstall baseboard.',
              'Reset appliances and the toilet on a new wax ring, and clean up.',
            ],
            ordered: true,
          },
          {
            kind: 'p',
            text:
              'Transitions need planning, not improvisation. A new floor can be thicker than ' +
              'the old one, so we check that a dishwasher can still slide out under the ' +
              'counter, that doors clear, and that a tile-to-wood change lands under a door ' +
              'rather than in the middle of a room. Floating floors go around kitchen islands ' +
              'and fixed cabinets, never under them, because a pinned floating floor buckles.',
          },
        ],
      },
      {
        heading: 'What affects the price',
        blocks: [
          {
            kind: 'list',
            items: [
              'The material and its grade, species or wear layer.',
              'Square footage, and how many rooms, closets and stairs are involved.',
              'Removing the old floor, especially tile on a mortar bed or glued-down layers.',
              'Subfloor repair and leveling, which varies more than anything else.',
              'Pattern: herringbone, diagonal or large-format tile takes more labor and waste.',
              'Site finishing versus prefinished wood.',
              'Radiant heat, thresholds, stair nosings and new baseboard.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Is hardwood a good idea in a kitchen?',
        answer:
          'It can be, with a few habits. Wipe spills promptly, use mats at the sink and keep ' +
          'felt pads on chairs. If anyone in the house leaves a leaking dishwasher unnoticed, ' +
          'tile or vinyl plank is the safer choice.',
      },
      {
        question: 'Can you match my existing oak floors?',
        answer:
          'We can weave new boards into the old ones, then sand and refinish the whole area ' +
          'so the color is even. Matching only the new section rarely looks right, because ' +
          'old finish has aged differently.',
      },
      {
        question: 'Can new tile go over my old tile?',
        answer:
          'Sometimes, if the old tile is firmly bonded, flat and the extra height works at ' +
          'doors and appliances. More often we remove it so we can inspect the subfloor and ' +
          'keep the floor height down.',
      },
      {
        question: 'Which floor suits a basement?',
        answer:
          'Luxury vinyl plank, porcelain tile or engineered wood rated for concrete, each ' +
          'over a slab that has been checked for moisture. Solid hardwood does not belong ' +
          'below grade.',
      },
      {
        question: 'Do I need to move out while the floors are done?',
        answer:
          'Usually not for tile or vinyl plank. Site-finished hardwood is different: while ' +
          'the floors are sanded and coated you cannot walk on them, and we will plan with ' +
          'you which rooms stay usable and in what order.',
      },
    ],
    related: [
      '/guides/topics/flooring',
      '/blog/large-format-tile-floors',
      '/learning/bathrooms/materials',
      '/learning/kitchens/materials-finishes',
      '/gallery/rye-primary-bathroom-remodel-curbless-shower-heated-floor',
      '/showroom',
    ],
  },
  {
    id: 'fireplaces-media-walls',
    sections: [
      {
        heading: 'What we build',
        blocks: [
          {
            kind: 'p',
            text:
              'We build media walls around a television: a framed wall or bump-out with a ' +
              'recessed niche sized to the TV, concealed power and signal wiring, and ' +
              'cabinets or open shelves on either side. We also rebuild fireplaces from the ' +
              'firebox out, with new surrounds, mantels and hearths in stone, tile or painted ' +
              'millwork, and we can convert an old wood-burning fireplace to gas or add an ' +
              'electric unit where there is no chimney.',
          },
          {
            kind: 'p',
            text:
              'The two often meet on one wall, which is where the planning matters most. A ' +
              'fireplace brings heat, code clearances and venting; a television brings ' +
              'weight, cables and its own heat. We design the wall so the framing, the ' +
              'fireplace listing and the electronics all agree before anything is covered.',
          },
        ],
      },
      {
        heading: 'Fireplace options',
        blocks: [
          {
            kind: 'table',
            caption: 'Choosing a firebox',
            columns: ['Type', 'How it works', 'Good for', 'Keep in mind'],
            rows: [
              [
                'Existing wood-burning masonry',
                'Open fire venting up a masonry chimney',
                'Houses with a sound chimney and owners who like real wood',
                'Chimney inspection first; new trim must respect code clearances',
              ],
              [
                'Gas insert',
                'A sealed gas firebox set into the old masonry opening, vented through new ' +
                  'liners run up the chimney',
                'Converting a drafty wood fireplace to push-button heat',
                'Needs a gas line, a licensed plumber and a permit',
              ],
              [
                'Direct-vent gas fireplace',
                'A factory-built sealed unit that draws outside air and vents through a ' +
                  'wall or roof',
                'New fireplaces on walls with no chimney',
                "Framing, vent run and clearances follow the maker's listing",
              ],
              [
                'Electric fireplace',
                'LED flame effect with an optional fan heater; no venting',
                'Media walls, condos, rooms with no gas',
                'Often needs its own circuit; the heat is modest',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'When a fireplace changes from wood to gas, or a new appliance is connected to ' +
              'an old chimney, a chimney sweep should inspect the full flue first, including ' +
              'the parts you cannot see from the hearth. A direct-vent unit is sealed from ' +
              'the room: the glass front stays closed, and combustion air comes from outside ' +
              'through one half of a coaxial vent pipe while exhaust leaves through the ' +
              'other. That is why we install direct-vent units rather than vent-free models ' +
              'that exhaust into the room.',
          },
          {
            kind: 'p',
            text:
              'Clearances to combustibles are the rule we never bend. For a masonry ' +
              'fireplace, the residential code keeps wood trim at least 6 in from the ' +
              'opening, and within 12 in of the opening it may project only 1/8 in for each ' +
              'inch of distance. The hearth extension must reach at least 16 in in front of ' +
              'the opening and 8 in past each side, or 20 in and 12 in when the opening is 6 ' +
              'sq ft or larger. Factory-built and gas units come with their own clearance ' +
              'tables for mantels, side walls and ceilings, and the inspector checks them ' +
              'against the manual.',
          },
          {
            kind: 'p',
            text:
              'Surround materials include honed limestone, marble slabs, thin natural stone ' +
              'veneer, porcelain tile, and painted millwork mantels. Stone and tile can run ' +
              'right to the opening; a wood mantel shelf sits higher and projects according ' +
              'to its clearance.',
          },
        ],
      },
      {
        heading: 'Television placement and wiring',
        blocks: [
          {
            kind: 'p',
            text:
              'The most comfortable place for a screen is with its center near seated eye ' +
              'level, around 42 in from the floor. Over a fireplace it ends up higher, so we ' +
              'check the viewing angle from the sofa and sometimes suggest a pull-down mount. ' +
              'Heat is the other question: warm air rises off the fireplace face, and ' +
              'televisions have a maximum operating temperature. Many gas fireplaces now list ' +
              'a heat-release or cool-wall kit that sends hot air out through a vent above ' +
              'the unit, and their manuals say where a TV may go. If the fireplace manual ' +
              'does not allow a TV above, we do not put one there.',
          },
          {
            kind: 'p',
            text:
              'Behind the screen we frame a niche a little deeper than the TV and mount so it ' +
              'sits close to flush, with blocking or plywood in the wall for the bracket. ' +
              'Power comes from a recessed outlet behind the TV, not a cord pushed through ' +
              'the drywall, using an in-wall power kit made for the purpose. Signal cables ' +
              "run in a flexible conduit from the TV to the equipment cabinet so tomorrow's " +
              'cables can be pulled through without opening the wall. Low-voltage cable is ' +
              'kept apart from line-voltage wiring and rated for in-wall use.',
          },
          {
            kind: 'checklist',
            title: 'Decide before the wall is framed',
            items: [
              'The exact TV model, so the niche fits it',
              'Where the cable box, receiver and game console will live',
              'Soundbar, in-wall speakers or both, and where the subwoofer goes',
              'Whether remotes need to work through closed cabinet doors',
              'Ventilation for equipment cabinets: vented backs, gaps or a quiet fan',
              'Dimmable lighting in the shelves and over the mantel',
            ],
          },
        ],
      },
      {
        heading: 'How the project runs',
        blocks: [
          {
            kind: 'list',
            items: [
              'Look at the room, the chimney or vent route, the gas supply and the ' +
                'electrical panel.',
              'Choose the firebox and the TV, then draw the wall with clearances marked.',
              'Chimney inspection and any liner work for inserts.',
              'Permits for gas and electrical work.',
              'Framing, blocking, niches and vent runs; gas line and wiring roughed in.',
              'Rough inspections before the wall is closed.',
              'Drywall, stone or tile surround, mantel, cabinetry and shelving.',
              'Fireplace startup, final inspection, TV mounting and a walkthrough of the ' +
                'controls.',
            ],
            ordered: true,
          },
          {
            kind: 'tip',
            title: 'Carbon monoxide alarms',
            text:
              'New York requires carbon monoxide alarms in homes with fuel-burning ' +
              'appliances. When we add or convert a gas fireplace we check that your alarms ' +
              'are in place and working.',
          },
        ],
      },
      {
        heading: 'What affects the price',
        blocks: [
          {
            kind: 'list',
            items: [
              'The firebox: electric, insert or direct-vent, and the model.',
              'Venting: a chimney liner, or the length and route of a new vent.',
              'Running a gas line and new circuits, with the permits they need.',
              'The surround: tile, stone veneer, slab stone or millwork.',
              'Cabinet and shelf count on either side, doors versus open shelves.',
              'Audio-visual extras such as in-wall speakers and lighting.',
              'Repairs the chimney inspection turns up.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can I put a TV over my fireplace?',
        answer:
          'Often yes, if the fireplace manual allows it and the mantel or heat-release system ' +
          'keeps the TV within its temperature limit. The other question is comfort: the ' +
          'screen will be higher than ideal, so we check the viewing angle from where you ' +
          'sit.',
      },
      {
        question: 'Can my wood-burning fireplace be converted to gas?',
        answer:
          'In most cases, with a gas insert set into the existing opening and new liners run ' +
          'up the chimney. The chimney has to be inspected first, and a licensed plumber runs ' +
          'the gas line under a permit.',
      },
      {
        question: 'Do I need a permit for a media wall?',
        answer:
          'Built-in cabinets and drywall alone usually do not. New circuits, gas lines and ' +
          "fireplace installations do, and we file those with your town's building " +
          'department.',
      },
      {
        question: 'Will my electronics overheat in a closed cabinet?',
        answer:
          'They can. We give equipment cabinets vented backs or a gap behind them, and add a ' +
          'quiet thermostatic fan when a receiver or console runs warm.',
      },
      {
        question: 'Is an electric fireplace worth it?',
        answer:
          'For a media wall it is often the simplest choice: no venting, a realistic flame, ' +
          'and no heat restrictions on the TV above in most models. It gives modest heat, not ' +
          'the warmth of a gas unit.',
      },
    ],
    related: [
      '/guides/topics/media-walls',
      '/services/cabinets',
      '/learning/cabinetry/finishes',
      '/learning/process/permits-codes',
      '/showroom',
      '/estimate',
    ],
  },
  {
    id: 'windows-doors',
    sections: [
      {
        heading: 'What we replace',
        blocks: [
          {
            kind: 'p',
            text:
              'We replace windows, patio sliders, French doors and entry doors, on their own ' +
              'or as part of a kitchen or bath remodel where a new window over the sink or a ' +
              'door to the deck changes the room. Every unit is measured on site, ordered to ' +
              'size, and installed so water that gets past the outer surface is caught and ' +
              'sent back outside.',
          },
          {
            kind: 'p',
            text:
              'Before recommending a method we open up a little: we check the sills for rot ' +
              'with an awl, look at the interior trim and plaster, note the siding type, and ' +
              'measure the opening at several points, because older houses are rarely square.',
          },
        ],
      },
      {
        heading: 'Full-frame or insert replacement',
        blocks: [
          {
            kind: 'table',
            caption: 'Two ways to replace a window',
            columns: ['Feature', 'Full-frame replacement', 'Insert (pocket) replacement'],
            rows: [
              [
                'What comes out',
                'The whole window down to the rough opening, and usually the exterior trim',
                'Only the sashes and parting stops; the old frame stays',
              ],
              [
                'Glass area',
                'Keeps or enlarges the glass',
                'Loses some glass, because a new frame sits inside the old one',
              ],
              [
                'Water protection',
                "New sill pan and flashing tied into the wall's weather barrier",
                'Relies on the old frame and its flashing, so both must be sound',
              ],
              [
                'Hidden problems',
                'Rot in the framing and sill is found and repaired',
                'Stays hidden behind the old frame',
              ],
              [
                'Disturbance',
                'More: interior and exterior trim are removed and replaced',
                'Less: interior trim and siding usually stay',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Insert replacement is a fair choice when the old frames are dry, square and ' +
              'solid. Full-frame is the right choice when there are signs of leaks, when the ' +
              'sill is soft, or when the window must meet egress rules.',
          },
          {
            kind: 'p',
            text:
              'For the new units we compare vinyl, fiberglass, and wood with aluminum or ' +
              'vinyl cladding, and look at the NFRC label: U-factor for heat loss, solar heat ' +
              'gain for summer sun, and low-E coatings with argon-filled double or triple ' +
              'glazing.',
          },
        ],
      },
      {
        heading: 'Keeping water and drafts out',
        blocks: [
          {
            kind: 'list',
            items: [
              'Install a sloped or preformed sill pan so any water that gets in drains outward.',
              'Set the unit plumb, level and square on shims, and fasten it as the maker ' +
                'specifies.',
              'Apply flashing tape in shingle order: sides over the sill, head over the sides.',
              'Tie the head flashing or drip cap into the weather barrier above.',
              'Fill the gap around the frame with low-expansion foam, which seals without ' +
                'bowing the jambs the way ordinary foam can.',
              "Finish with backer rod and sealant at the exterior trim, leaving the sill's " +
                'weep path open.',
            ],
            ordered: true,
          },
          {
            kind: 'p',
            text:
              'Doors get the same care and more, because a door sill sits low and takes ' +
              'splash and snowmelt. We put a pan under every exterior door, and for French ' +
              'doors we discuss outswing units, which press against their weatherstrip when ' +
              'wind pushes on them. Entry doors come in fiberglass, steel and wood; ' +
              'fiberglass resists dents and moisture, steel is economical and secure, and ' +
              'wood suits a period house that will be kept painted.',
          },
        ],
      },
      {
        heading: 'Code items and older houses',
        blocks: [
          {
            kind: 'p',
            text:
              'A bedroom window that serves as an emergency exit must give a net clear ' +
              'opening of 5.7 sq ft (5.0 sq ft at grade level), at least 24 in high and 20 in ' +
              'wide, with the sill no more than 44 in above the floor. An insert can shrink ' +
              'the opening below those numbers, so in bedrooms we check the clear opening of ' +
              'the new unit before ordering. Safety glazing is required near doors, in large ' +
              'panes close to the floor, and near tubs and showers, and we order tempered ' +
              'glass where the code calls for it.',
          },
          {
            kind: 'p',
            text:
              'In homes built before 1978, old window sashes and trim are among the most ' +
              "common sources of lead paint dust. The EPA's Renovation, Repair and Painting " +
              'rule requires a certified firm to give you the Renovate Right pamphlet, ' +
              'contain the work area with plastic, avoid dry sanding and open-flame burning, ' +
              'clean with HEPA vacuums and verify the cleanup. We follow those practices on ' +
              'every job in an older house.',
          },
          {
            kind: 'p',
            text:
              'Same-size replacements often need no building permit, but widening an opening, ' +
              'adding a door or changing a header does, and several Westchester villages have ' +
              'review boards for visible exterior changes. We check with your building ' +
              'department first.',
          },
        ],
      },
      {
        heading: 'How a replacement project runs',
        blocks: [
          {
            kind: 'list',
            items: [
              'Walk through the house, window by window, noting condition and egress rooms.',
              'Choose full-frame or insert for each opening, then product, color and hardware.',
              'Precise measurements and the order; units are built to size.',
              'Permits and lead-safe setup where needed.',
              'Remove, repair rot, flash and install, a few openings at a time so the house ' +
                'is closed up each night.',
              'Interior and exterior trim, sealant, and adjustment of sashes and locks.',
              'Final cleanup, inspection where required, and the warranty papers.',
            ],
            ordered: true,
          },
        ],
      },
      {
        heading: 'What affects the price',
        blocks: [
          {
            kind: 'list',
            items: [
              'Full-frame versus insert, and the amount of trim and siding that has to be ' +
                'rebuilt.',
              'Frame material, glass package and special shapes such as arches.',
              'The size and number of openings, and how many floors up they are.',
              'Rot repair in sills, framing and sheathing.',
              'Lead-safe work in houses built before 1978.',
              'For doors: the material, glass, multi-point locks and new hardware.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Should I choose insert or full-frame replacement?',
        answer:
          'Insert replacement suits frames that are dry, square and solid, and it disturbs ' +
          'less trim. Choose full-frame where you see leaks, soft sills or peeling paint from ' +
          'trapped moisture, or where a bedroom window has to meet egress rules.',
      },
      {
        question: 'Will new windows stop the condensation on my glass?',
        answer:
          'They reduce it on the glass, but condensation comes from indoor humidity. A ' +
          'tighter house can hold more moisture, so running bath and kitchen exhaust fans ' +
          'matters more after new windows go in.',
      },
      {
        question: 'My house is from the 1920s. Is lead paint a concern?',
        answer:
          'It is likely. Old window sashes rub against their frames and turn lead paint into ' +
          "dust. That is why work in houses built before 1978 follows the EPA's lead-safe " +
          'rules, from containment to cleaning verification.',
      },
      {
        question: 'Do I need a permit to replace windows?',
        answer:
          'For the same size in the same opening, often not, though towns differ. For a ' +
          'larger opening, a new door or a changed header, yes. We confirm with your town ' +
          'before work begins.',
      },
      {
        question: 'Can you replace a sliding patio door with French doors?',
        answer:
          'Usually, if the opening is the right width or can be adjusted. French doors need ' +
          'room for the door swing, and a wider opening needs a properly sized header and a ' +
          'permit.',
      },
    ],
    related: [
      '/learning/process/permits-codes',
      '/blog/westchester-remodeling-permits',
      '/blog/permit-and-inspection-guide',
      '/westchester/bronxville/kitchen-bath-remodeling',
      '/estimate',
    ],
  },
  {
    id: 'garage-systems',
    sections: [
      {
        heading: 'What we do in a garage',
        blocks: [
          {
            kind: 'p',
            text:
              'We turn a garage that holds everything except a car into a room that works for ' +
              'both. A garage project usually combines a coated concrete floor, wall-hung ' +
              'cabinets, slatwall for tools and sports gear, overhead racks for seasonal ' +
              'totes, a workbench with good light, and enough outlets that nothing runs on an ' +
              'extension cord.',
          },
          {
            kind: 'p',
            text:
              'Planning starts with the cars. We measure each one, mark where doors swing ' +
              'open and where people walk from the car to the house door, and keep storage ' +
              'outside those zones. We also note the things that must stay clear: the garage ' +
              'door tracks and opener, the water heater and furnace, the sump pit, and the 36 ' +
              'in of working space the electrical code requires in front of the panel.',
          },
        ],
      },
      {
        heading: 'Floors, walls, ceiling and workspace',
        blocks: [
          {
            kind: 'table',
            caption: 'What goes where in an organized garage',
            columns: ['Zone', 'What we install', 'Why it works'],
            rows: [
              [
                'Floor',
                'Diamond-ground concrete with an epoxy base, flake and polyaspartic topcoat',
                'Resists road salt, oil and hot tires, and cleans with a squeegee',
              ],
              [
                'Lower walls',
                'Cabinets hung on the wall or raised on legs',
                'Keeps storage off a wet slab and lets you clean underneath',
              ],
              [
                'Mid walls',
                'Slatwall panels with hooks, baskets and bike holders',
                'Everything visible and movable as needs change',
              ],
              [
                'Ceiling',
                'Steel overhead racks fastened to the framing',
                'Uses space above the car for things reached a few times a year',
              ],
              [
                'Workspace',
                'A sturdy bench, task lighting and GFCI-protected outlets',
                'Room for projects without taking over a parking space',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'The wall between an attached garage and the house is a fire separation. The ' +
              'residential code requires gypsum board on the garage side and a solid or ' +
              'fire-rated door into the house, and we fasten cabinets and racks without ' +
              'cutting into that protection. Receptacles in a garage must be GFCI protected, ' +
              'and an EV charger or a new circuit is installed by a licensed electrician ' +
              'under a permit.',
          },
          {
            kind: 'p',
            text:
              'Light is the upgrade people notice first. A single bulb by the opener leaves ' +
              'the corners dark, so we plan LED fixtures over each bay and along the storage ' +
              'walls, with task light under the cabinets above the workbench. Switches go by ' +
              'the house door and the side door, so nobody crosses a dark garage to reach ' +
              'one.',
          },
        ],
      },
      {
        heading: 'How a garage project runs',
        blocks: [
          {
            kind: 'list',
            items: [
              'Walk through the garage with you and list what has to be stored.',
              'Measure cars, door swings, tracks, mechanicals and the electrical panel.',
              'Draw a plan with zones for cars, daily gear, tools and seasonal storage.',
              'Choose the floor finish, cabinet line and accessories.',
              'Clear the garage; you or a hauler remove what is not coming back.',
              'Test and prepare the slab, then coat the floor.',
              'After the coating has cured, hang cabinets, slatwall and racks, and build ' +
                'the bench.',
              'Electrical work, lighting and a final walkthrough.',
            ],
            ordered: true,
          },
          {
            kind: 'tip',
            title: 'Floor first, then walls',
            text:
              'Coating an empty garage gives a continuous floor with no edges to lift around ' +
              'cabinet legs. That is why we schedule the floor before anything is hung.',
          },
        ],
      },
      {
        heading: 'What affects the price',
        blocks: [
          {
            kind: 'list',
            items: [
              'Garage size and the condition of the concrete.',
              'The floor system, from a basic coating to full flake with a polyaspartic topcoat.',
              'Cabinet material and count, and whether they are wall-hung or on legs.',
              'Linear feet of slatwall and the accessories on it.',
              'Number of overhead racks and the ceiling framing they attach to.',
              'New lighting, outlets or an EV circuit.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'How do I decide what goes on the walls and what goes overhead?',
        answer:
          'Store by how often you reach for it. Daily gear such as bags, boots and the dog ' +
          'leash belongs near the house door at arm height. Tools and sports equipment go on ' +
          'slatwall or in cabinets, and holiday decorations, camping gear and off-season ' +
          'tires go overhead.',
      },
      {
        question: 'Can we use the garage during the project?',
        answer:
          'Not while the floor is being prepared and coated. The garage has to be empty, and ' +
          'cars stay out until the coating has cured enough to drive on; we tell you when for ' +
          'the product and the temperature on your job.',
      },
      {
        question: 'Can garage work be done in winter?',
        answer:
          'Cabinets and racks, yes. Floor coatings have minimum temperatures for the slab and ' +
          'the air, so in an unheated garage we schedule the floor for milder weather or use ' +
          'a polyaspartic system suited to cooler conditions.',
      },
      {
        question: 'Will overhead racks interfere with the garage door?',
        answer:
          "Not if they are placed correctly. We measure the door's travel, the track and the " +
          'opener rail, and set the racks beside or behind them with clearance to spare.',
      },
      {
        question: 'Can you add outlets or an EV charger?',
        answer:
          'Yes, through a licensed electrician with a permit. Garage outlets must be GFCI ' +
          "protected, and a charger needs its own circuit sized to the charger's rating.",
      },
    ],
    related: [
      '/services/garage-systems/epoxy-flooring',
      '/services/garage-systems/cabinets-storage',
      '/services/closets',
      '/learning/cabinetry/storage',
      '/estimate',
    ],
  },
  {
    id: 'epoxy-flooring',
    sections: [
      {
        heading: 'What an epoxy garage floor is',
        blocks: [
          {
            kind: 'p',
            text:
              'A coated garage floor is a system of layers bonded to the concrete, not a coat ' +
              'of paint. We diamond-grind the slab, repair cracks and spalls, apply an epoxy ' +
              'base coat, broadcast decorative vinyl flake into it, and seal everything with ' +
              'a clear polyaspartic topcoat. Done that way, the floor shrugs off road salt, ' +
              'oil drips and the hot-tire lift that peels cheaper coatings.',
          },
          {
            kind: 'p',
            text:
              'Hot-tire lift happens when warm tires soften a thin coating and then pull it ' +
              'up as they cool and grip. One-part epoxy paints from a kit are thin and sit on ' +
              'a surface that was only washed or etched, so they are the usual victims. A ' +
              'thick coating on a ground slab has the bond to resist it.',
          },
        ],
      },
      {
        heading: 'Testing and preparing the slab',
        blocks: [
          {
            kind: 'p',
            text:
              'Before we quote a coating we test the concrete. Moisture rising through a slab ' +
              'without a vapor barrier underneath is the most common reason coatings blister ' +
              'and fail. We start with a simple taped plastic sheet test and, where it ' +
              'matters, measure with calcium chloride kits or in-slab relative humidity ' +
              'probes. We check for old sealers by seeing whether water beads or soaks in, ' +
              'and look for oil-soaked areas that need degreasing or grinding out.',
          },
          {
            kind: 'list',
            items: [
              'Diamond grinding opens the surface to a profile the coating can grip; acid ' +
                'etching is inconsistent and leaves residue, so we do not rely on it.',
              'Cracks are cut open and filled with a repair material; spalled areas are rebuilt.',
              'Control joints are either filled or kept open and honored, depending on ' +
                'whether the slab is still moving.',
              'Dust is removed with an industrial vacuum before any coating goes down.',
              'New concrete has to finish curing before it can be coated.',
            ],
          },
        ],
      },
      {
        heading: 'Coating options compared',
        blocks: [
          {
            kind: 'table',
            caption: 'Garage floor coatings',
            columns: ['System', 'Build and bond', 'Durability', 'Notes'],
            rows: [
              [
                'One-part epoxy paint (DIY kit)',
                'Thin film over a washed or etched slab',
                'Prone to hot-tire lift and peeling',
                'Not a system we install',
              ],
              [
                'Epoxy base, flake and polyaspartic topcoat',
                'Thick base bonded to ground concrete',
                'Hard-wearing, hides dust and small flaws',
                'Our usual recommendation',
              ],
              [
                'Full polyaspartic or polyurea system',
                'Fast-curing layers from base to top',
                'Very abrasion resistant, UV stable',
                'Works in cooler weather; less working time for the crew',
              ],
              [
                'Solid-color epoxy with clear topcoat',
                'Thick pigmented base, no flake',
                'Durable, but shows dust and tire marks',
                'Suits workshops where a plain color is wanted',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Polyaspartic topcoats are our choice over plain epoxy tops because epoxy ' +
              'yellows in sunlight coming through an open garage door, while polyaspartic ' +
              'stays clear. We add a fine anti-slip grit to the topcoat; a full flake ' +
              'broadcast also gives texture, which helps when the floor is wet with snowmelt. ' +
              'Coatings can continue up the first few inches of the foundation wall as a ' +
              'cove, so water and salt do not stain the joint.',
          },
        ],
      },
      {
        heading: 'How the floor is installed',
        blocks: [
          {
            kind: 'list',
            items: [
              'Moisture and sealer tests, and a look at cracks, joints and drainage.',
              'Choose flake blend, density and topcoat texture from samples.',
              'Empty the garage and protect walls, doors and the door seal.',
              'Grind the slab, repair cracks and spalls, and vacuum.',
              'Apply the base coat and broadcast the flake.',
              'Scrape and vacuum loose flake, then roll on the topcoat.',
              'Cure: we tell you when you can walk on it and when you can park on it, which ' +
                'depends on the product and the temperature.',
            ],
            ordered: true,
          },
          {
            kind: 'checklist',
            title: 'Caring for a coated floor',
            items: [
              'Rinse road salt off with water and a squeegee through the winter',
              'Wipe oil and brake fluid promptly; use a pH-neutral cleaner',
              'Put plywood under jack stands and motorcycle kickstands',
              'Lift heavy tool chests instead of dragging them',
              'Skip harsh solvents and acid cleaners',
            ],
          },
        ],
      },
      {
        heading: 'What affects the price',
        blocks: [
          {
            kind: 'list',
            items: [
              'Floor area, steps and any stem walls or coves coated.',
              "The slab's condition: cracks, spalls, oil contamination, old coatings to remove.",
              'Moisture mitigation if testing shows it is needed.',
              'The system chosen, the number of coats and the flake density.',
              'Temperature: unheated garages may need scheduling around the season.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Why did my DIY epoxy kit peel?',
        answer:
          'Most kits are thin, and the slab under them was only washed or etched. Hot tires ' +
          'soften the film and pull it off where the bond is weakest. Grinding the concrete ' +
          'and building a thicker system is what prevents it.',
      },
      {
        question: 'Is a coated floor slippery?',
        answer:
          'Smooth coatings can be when wet. We broadcast flake for texture and add anti-slip ' +
          'grit to the topcoat, and you can choose a coarser grit near the house door.',
      },
      {
        question: 'Will cracks show through the new floor?',
        answer:
          'Repaired static cracks disappear under the coating. Cracks that are still moving ' +
          'may show again as a fine line, and we tell you which ones we think are active ' +
          'before starting.',
      },
      {
        question: 'Can the same coating go in a basement?',
        answer:
          'Yes, if moisture testing allows it. Basement slabs are more likely to be damp, so ' +
          'the test decides whether we coat, add a moisture-mitigating primer, or recommend ' +
          'another floor.',
      },
      {
        question: 'How soon can I park on it?',
        answer:
          'Foot traffic comes first and cars later. The exact times depend on the product and ' +
          'the slab temperature, and we give them to you on the day the topcoat goes down.',
      },
    ],
    related: [
      '/services/garage-systems',
      '/services/garage-systems/cabinets-storage',
      '/services/flooring',
      '/guides/topics/flooring',
      '/estimate',
    ],
  },
  {
    id: 'cabinets-storage',
    sections: [
      {
        heading: 'What we install',
        blocks: [
          {
            kind: 'p',
            text:
              'We fit garages with wall-mounted cabinets, slatwall panels, ceiling storage ' +
              'racks and a workbench, laid out around the cars and the way your household ' +
              'comes and goes. Everything is fastened to framing, not just to drywall, and ' +
              'planned so nothing sits in the path of car doors, the garage door or the walk ' +
              'to the house.',
          },
          {
            kind: 'p',
            text:
              'Garage cabinets are built differently from kitchen cabinets. They sit on a ' +
              'slab that gets wet from melting snow and salty slush, so we hang them on a ' +
              'steel rail or raise them on adjustable legs. Either way the bottoms stay dry, ' +
              'and you can sweep or squeegee underneath. Tall cabinets for brooms, ladders ' +
              'and long-handled tools stand on legs and are tied back to the wall so they ' +
              'cannot tip.',
          },
        ],
      },
      {
        heading: 'Cabinet materials',
        blocks: [
          {
            kind: 'table',
            caption: 'Garage cabinet materials compared',
            columns: ['Material', 'Moisture and salt', 'Strength', 'Look'],
            rows: [
              [
                'Powder-coated steel',
                'Good if the coating is intact; scratches can rust',
                'Very strong shelves and doors; takes locks well',
                'Industrial, many colors',
              ],
              [
                'Thermofused melamine on particleboard or MDF',
                'Fine when raised off the floor; swells if soaked',
                'Good for general storage; keep shelf spans short',
                'Clean, furniture-like, matches many interiors',
              ],
              [
                'Solid polymer (plastic) panels',
                'Unaffected by water and salt',
                'Good; cannot dent or rust',
                'Plain, usually limited colors',
              ],
              [
                'Aluminum-framed systems',
                'Resist corrosion well',
                'Light and rigid',
                'Modern, premium finish',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Slatwall comes as PVC or aluminum panels screwed to studs across the wall, ' +
              'with grooves that take hooks, baskets, shelves and bike holders. Its holding ' +
              'power comes from the fasteners into framing, which is why we install it ' +
              'ourselves rather than hanging it on anchors. Overhead racks are steel ' +
              'platforms hung on adjustable drops and fastened into ceiling joists. Where the ' +
              'ceiling is framed with engineered trusses we check before loading them, ' +
              "because trusses are designed for specific loads. Each rack carries the maker's " +
              'weight rating and sits clear of the garage door, its track and the opener.',
          },
          {
            kind: 'p',
            text:
              'A workbench is usually 34–38 in high, depending on your height and whether you ' +
              'stand or sit, with a butcher-block, laminate or steel top. We put bright LED ' +
              'shop lights over the car bays, under-cabinet task light over the bench, and ' +
              'GFCI-protected outlets along the bench wall; a licensed electrician adds any ' +
              'new circuits.',
          },
        ],
      },
      {
        heading: 'How the installation runs',
        blocks: [
          {
            kind: 'list',
            items: [
              'Sort what you store into daily, weekly and seasonal, and measure the awkward ' +
                'items.',
              'Measure the garage, the cars, their door swings, and all tracks, vents and ' +
                'mechanical equipment.',
              'Draw the wall elevations and ceiling plan; choose the cabinet line and finish.',
              'Coat the floor first if it is part of the project.',
              'Find and mark studs and joists; mount rails, slatwall and the first cabinets.',
              'Install tall units, the workbench, overhead racks and accessories.',
              'Lighting and outlets, door and drawer adjustment, and a walkthrough with you.',
            ],
            ordered: true,
          },
          {
            kind: 'checklist',
            title: 'Things people forget to plan for',
            items: [
              "Bikes, including a child's bike that will grow",
              'Lawn and pool chemicals that belong in a locked cabinet',
              'Recycling and trash bins near the house door',
              'A spot for boots and a mat where wet gear drips',
              'Ladders, leaf blowers and snow shovels',
              'Room to open every car door fully',
            ],
          },
          {
            kind: 'tip',
            title: 'Keep the fire separation intact',
            text:
              'The wall between an attached garage and the house is covered in gypsum board ' +
              'for fire protection. We screw through it into studs but never cut it away to ' +
              'recess a cabinet, and any penetrations we make are sealed.',
          },
        ],
      },
      {
        heading: 'What affects the price',
        blocks: [
          {
            kind: 'list',
            items: [
              'Cabinet material, count and size, and wall-hung versus leg-mounted.',
              'Linear feet of slatwall and the accessories you choose.',
              'Number and size of overhead racks.',
              'The workbench top and any built-in drawers under it.',
              'Lighting and electrical work.',
              'Wall prep: patching, painting or moving existing shelves out.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Why raise garage cabinets off the floor?',
        answer:
          'Slabs get wet from snowmelt, salt and spills, and cabinet bottoms sitting in water ' +
          'rust or swell. Raised cabinets stay dry, and you can clean the floor right to the ' +
          'wall.',
      },
      {
        question: 'Can the cabinets lock?',
        answer:
          'Most lines offer keyed locks on doors, and we recommend at least one locking ' +
          'cabinet for pool and lawn chemicals, pesticides and sharp tools if there are ' +
          'children in the house.',
      },
      {
        question: 'How much can an overhead rack hold?',
        answer:
          'Each rack has a rating from its maker, and your ceiling framing also sets a limit. ' +
          'We check both and tell you what is sensible to store up there, which is usually ' +
          'light seasonal items rather than heavy tools.',
      },
      {
        question: 'Can slatwall hold a bike?',
        answer:
          'Yes, with a bike hook or vertical bike holder made for slatwall, and with the ' +
          'panel screwed into studs. Heavy e-bikes are better on a floor stand.',
      },
      {
        question: 'Will the cabinets fit around my water heater and panel?',
        answer:
          'We plan around them. Water heaters and furnaces need clearance for service and ' +
          'combustion air, and the electrical panel needs a clear working space in front, so ' +
          'those areas stay open.',
      },
    ],
    related: [
      '/services/garage-systems',
      '/services/garage-systems/epoxy-flooring',
      '/services/closets',
      '/learning/cabinetry/storage',
      '/learning/cabinetry/hardware',
      '/contact',
    ],
  },
  {
    id: 'exterior-cleaning',
    sections: [
      {
        heading: 'What we clean',
        blocks: [
          {
            kind: 'p',
            text:
              'We clean the outside of the house and the hard surfaces around it: siding, ' +
              "trim, gutters' outer faces, roofs, front walks, steps, patios and driveways. " +
              'The green film on the north wall, the black streaks running down the roof, and ' +
              'the gray driveway with an oil spot in each parking space are organic growth ' +
              'and grime, and each comes off a different way.',
          },
          {
            kind: 'p',
            text:
              'Two methods cover almost everything. Soft washing uses low pressure and a ' +
              'cleaning solution that kills algae, mildew and lichen on siding and roofs. ' +
              'Pressure washing with a rotary surface cleaner suits concrete and pavers that ' +
              'can take the force. Matching the method to the material is the whole job; the ' +
              'wrong one damages what it was meant to clean.',
          },
        ],
      },
      {
        heading: 'Matching the method to the surface',
        blocks: [
          {
            kind: 'table',
            caption: 'How we clean each surface',
            columns: ['Surface', 'Method', 'Why'],
            rows: [
              [
                'Vinyl and aluminum siding',
                'Soft wash',
                'High pressure drives water behind the laps and can scar the face',
              ],
              [
                'Fiber cement and painted wood',
                'Soft wash, gentle rinse',
                'Keeps water out of joints and protects the paint',
              ],
              [
                'Stucco',
                'Soft wash',
                'Pressure can open hairline cracks and erode the finish coat',
              ],
              [
                'Cedar shingles and clapboard',
                'Soft wash with a milder mix',
                'Pressure raises the grain and leaves fuzzy, furred wood',
              ],
              [
                'Asphalt shingle roof',
                'Soft wash from ladders and roof edge',
                'Pressure strips the protective granules from the shingles',
              ],
              [
                'Brick and stone walls',
                'Soft wash; low pressure rinse',
                'Old mortar joints erode under a tight spray',
              ],
              [
                'Concrete drives and walks',
                'Surface cleaner, with pre-treatment',
                'Even pressure gives even color without stripes',
              ],
              [
                'Pavers and patios',
                'Surface cleaner at lower pressure; re-sand and seal if wanted',
                'Protects the joint sand that locks the pavers',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Protecting the house and garden',
        blocks: [
          {
            kind: 'p',
            text:
              'The cleaning solution that kills mildew can also scorch plants, so we wet the ' +
              'beds and shrubs before we start, cover delicate plants, and rinse them again ' +
              'afterwards. We close windows and dryer vents, cover exterior outlets and light ' +
              'fixtures, and keep wash water away from storm drains where we can. Cars, ' +
              'furniture and grills come away from the walls, and you leave us an outdoor ' +
              'spigot that works.',
          },
          {
            kind: 'checklist',
            title: 'Before we arrive',
            items: [
              'Close all windows and doors',
              'Move cars out of the driveway if it is being washed',
              'Bring in or move patio furniture, planters and grills',
              'Turn off irrigation for the day',
              'Make sure an outdoor spigot works and tell us if it is on a shut-off inside',
              'Keep pets inside until the rinse is finished',
            ],
          },
        ],
      },
      {
        heading: 'How a cleaning visit runs',
        blocks: [
          {
            kind: 'list',
            items: [
              'Walk around the house with you and note siding, roof, stains and fragile areas.',
              'Agree which surfaces are soft washed and which are pressure cleaned.',
              'Wet and cover plants, close up openings and protect fixtures.',
              'Soft wash siding and roof from the top down, letting the solution work.',
              'Rinse walls, windows and trim; rinse plants again.',
              'Pre-treat stains, surface-clean driveways and walks, then post-treat and rinse.',
              'Walk the property with you and point out anything cleaning cannot fix.',
            ],
            ordered: true,
          },
          {
            kind: 'tip',
            title: 'What cleaning cannot do',
            text:
              'Chalky, faded siding, peeling paint, rust stains from irrigation water and the ' +
              'white mineral bloom on brick are not dirt. We point them out before we start ' +
              'and tell you which need a different cleaner and which need repair or paint.',
          },
        ],
      },
      {
        heading: 'What affects the price',
        blocks: [
          {
            kind: 'list',
            items: [
              'The size and height of the house, and how many stories need ladders.',
              'Roof pitch and area if the roof is included.',
              'How heavy the growth is, and whether lichen or moss is present.',
              'Square footage of driveway, walks and patios, and the stains on them.',
              'Paver re-sanding and sealing, if you add them.',
              'Access: steep lots, fenced yards, and dense plantings against the walls.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Will the cleaning solution hurt my plants?',
        answer:
          'Not when the plants are protected. We soak them before and rinse them after, cover ' +
          'sensitive ones, and keep the mix no stronger than the surface needs.',
      },
      {
        question: 'Why not just pressure wash the whole house?',
        answer:
          'High pressure forces water behind siding, strips roof granules, and gouges wood. ' +
          'Low pressure with a solution kills the growth at the root, so the house stays ' +
          'clean longer as well.',
      },
      {
        question: 'What time of year suits exterior cleaning?',
        answer:
          'Spring through fall, whenever temperatures stay above freezing. Spring suits many ' +
          'houses, after winter has left its grime, and so does the week before a party at ' +
          'home.',
      },
      {
        question: 'How often should a house be cleaned?',
        answer:
          'It depends on shade, trees and moisture. A shaded north wall near woods turns ' +
          'green sooner than a sunny one. We show you where growth starts so you can judge ' +
          'when the next visit is due.',
      },
      {
        question: 'Do I need to be home?',
        answer:
          'Not for the whole visit, but we like to walk around with you at the start and the ' +
          'end, and we need access to water and to any gates.',
      },
    ],
    related: [
      '/services/exterior-cleaning/soft-wash',
      '/services/exterior-cleaning/house-driveway',
      '/services/windows-doors',
      '/contact',
      '/estimate',
    ],
  },
  {
    id: 'soft-wash',
    sections: [
      {
        heading: 'What soft washing is',
        blocks: [
          {
            kind: 'p',
            text:
              'Soft washing cleans siding and roofs with a cleaning solution rather than ' +
              'force. We mix water with sodium hypochlorite, the active ingredient in bleach, ' +
              'at a strength set for each surface, plus a surfactant that helps it cling to ' +
              'vertical walls. A pump delivers it at roughly garden-hose pressure. The ' +
              'solution kills the algae, mildew, mold and lichen living on the surface; a ' +
              'gentle rinse then carries them away.',
          },
          {
            kind: 'p',
            text:
              'Because the growth is killed rather than blasted off the top, it does not grow ' +
              'back from the roots left in the pores of the siding. And because the pressure ' +
              'is low, water is not driven behind vinyl laps, into the weep holes of brick ' +
              'walls, or under the tabs of shingles. The asphalt roofing industry advises ' +
              'against pressure washing shingles and points to low-pressure cleaning with a ' +
              'bleach-based solution instead.',
          },
        ],
      },
      {
        heading: 'Siding and roofs, surface by surface',
        blocks: [
          {
            kind: 'table',
            caption: 'Soft washing by surface',
            columns: ['Surface', 'Mix strength', 'What we watch'],
            rows: [
              [
                'Vinyl siding',
                'Low to moderate',
                'Soffits and the undersides of laps, where mildew hides',
              ],
              [
                'Stucco',
                'Moderate',
                'Hairline cracks; dwell time so the porous surface releases stains',
              ],
              [
                'Cedar shingles and clapboard',
                'Low',
                'Too strong a mix can bleach wood unevenly; stained cedar may need touch-up',
              ],
              [
                'Painted wood and fiber cement',
                'Low',
                'Loose paint, which any rinse can lift further',
              ],
              [
                'Asphalt shingle roof',
                'Stronger',
                'Gutters, downspouts and plants below, which take the runoff',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'The black streaks on many roofs are a blue-green algae that feeds on the ' +
              'limestone filler in shingles. Soft washing kills it and the streaks fade as it ' +
              'is carried away. Moss and lichen die too, but their dead growth can hold on ' +
              'for a while before the rain loosens it; we do not scrape it, because scraping ' +
              'tears shingles. Strips of zinc or copper along the ridge help slow regrowth, ' +
              'since rain washes metal ions down the roof. We work from ladders and the roof ' +
              'edge, and we do not walk on steep or fragile roofs.',
          },
          {
            kind: 'p',
            text:
              'Metal needs care: the solution can spot aluminum and darken copper, so we ' +
              'rinse gutters, flashings and copper roofs or bay caps thoroughly, or keep the ' +
              'solution off them altogether.',
          },
        ],
      },
      {
        heading: 'Protecting plants and the house',
        blocks: [
          {
            kind: 'checklist',
            title: 'How we protect the property',
            items: [
              'Soak beds, shrubs and lawn edges before any solution is applied',
              'Cover delicate plants, vegetable beds and koi or fish ponds',
              'Rinse plants again during and after the wash',
              'Direct downspout runoff away from beds where we can',
              'Cover outlets, light fixtures and doorbell cameras',
              'Close windows and check that screens are seated',
            ],
          },
          {
            kind: 'p',
            text:
              'Soft washing removes organic growth. It will not remove the chalky oxidation ' +
              'on old vinyl or aluminum siding, which may show after cleaning; rust stains ' +
              'from iron in well or irrigation water, which need a rust remover; ' +
              'efflorescence, the white mineral bloom on brick and stone; or hard-water spots ' +
              'on glass. We point these out before starting.',
          },
        ],
      },
      {
        heading: 'How a soft wash visit runs',
        blocks: [
          {
            kind: 'list',
            items: [
              'Walk the house, note siding types, roof condition, metals and plantings.',
              'Set the mix for each surface and test it on an inconspicuous area.',
              'Protect plants, openings and fixtures.',
              'Apply from the bottom up on walls so the solution does not streak clean ' +
                'areas, and let it work.',
              'Rinse from the top down with low pressure, including windows and trim.',
              'Treat the roof, keeping gutters and plants below wet.',
              'Final rinse of plants and hardscape, and a walk around with you.',
            ],
            ordered: true,
          },
        ],
      },
      {
        heading: 'What affects the price',
        blocks: [
          {
            kind: 'list',
            items: [
              'Siding area and the height of the walls.',
              'Roof area, pitch and the amount of moss or lichen.',
              'How many delicate plantings, ponds and metals need protection.',
              'Access for ladders on steep grades or tight side yards.',
              'Extra treatments such as rust or efflorescence removal.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Is soft washing safe for my roof?',
        answer:
          'Yes, that is its purpose. Low pressure leaves the granules on the shingles, and ' +
          'the solution kills the algae that causes black streaks. Pressure washing a shingle ' +
          'roof is what shortens its life.',
      },
      {
        question: 'Will the moss come off right away?',
        answer:
          'Algae streaks fade quickly, but moss and lichen die first and release later, as ' +
          'rain works them loose. Scraping them off to speed things up damages shingles.',
      },
      {
        question: 'Can soft washing clean my cedar shingles?',
        answer:
          'Yes, with a milder mix and careful rinsing. Natural cedar may lighten slightly and ' +
          'look more even; stained cedar should be checked first on a hidden spot.',
      },
      {
        question: 'Why is my siding still chalky after cleaning?',
        answer:
          'Chalking is the surface of the siding or paint breaking down in sunlight, not ' +
          'dirt. Cleaning can reduce it but not reverse it; painting or replacement is the ' +
          'fix.',
      },
      {
        question: 'Is the solution dangerous for pets?',
        answer:
          'Keep pets indoors until the rinse is done and surfaces are dry. Once diluted and ' +
          'rinsed, the solution breaks down, and we rinse lawn edges and beds again before ' +
          'leaving.',
      },
    ],
    related: [
      '/services/exterior-cleaning',
      '/services/exterior-cleaning/house-driveway',
      '/services/windows-doors',
      '/contact',
      '/estimate',
    ],
  },
  {
    id: 'house-driveway',
    sections: [
      {
        heading: 'What we wash',
        blocks: [
          {
            kind: 'p',
            text:
              'We wash concrete driveways, walkways, front steps, patios, paver drives and ' +
              'the siding of the house. Hard surfaces are cleaned with a rotary surface ' +
              'cleaner: a round hood with a spinning bar of nozzles inside, which rides at a ' +
              'fixed height above the ground. Every square foot gets the same distance and ' +
              'the same pressure, so the surface dries one even color instead of showing the ' +
              'stripes and swirls of a handheld wand.',
          },
          {
            kind: 'p',
            text:
              'Siding gets a different treatment. House washing uses the same low-pressure ' +
              'approach as our soft wash, with a solution suited to dirt and mildew on vinyl, ' +
              'aluminum, fiber cement and painted trim, and a gentle rinse. Only the ground ' +
              'surfaces see real pressure.',
          },
        ],
      },
      {
        heading: 'Each surface at the right pressure',
        blocks: [
          {
            kind: 'table',
            caption: 'Surfaces and how we wash them',
            columns: ['Surface', 'Approach', 'Watch for'],
            rows: [
              [
                'Broom-finished concrete',
                'Surface cleaner, degreaser on oil spots, brightening post-treat',
                'Old oil stains lighten but may leave a shadow',
              ],
              [
                'Exposed-aggregate concrete',
                'Surface cleaner at moderate pressure',
                'Too much pressure loosens stones in a weak surface',
              ],
              [
                'Concrete pavers',
                'Surface cleaner at lower pressure, then re-sanding',
                'Blowing out the joint sand lets pavers shift',
              ],
              [
                'Bluestone and flagstone',
                'Low pressure and a stone-safe cleaner',
                'Bluestone can flake along its layers under a tight spray',
              ],
              [
                'Brick walks and steps',
                'Low to moderate pressure',
                'Soft older mortar and brick faces erode',
              ],
              [
                'Asphalt driveway',
                'Low pressure and degreaser on spots',
                'High pressure loosens the surface aggregate',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Oil, tire marks and leaf stains are pre-treated with a degreaser or cleaner ' +
              'before the surface cleaner passes over them, and hot water helps where oil has ' +
              'soaked in. Rust stains from fertilizer or sprinkler water need an acid-based ' +
              'rust remover, used with care because it can etch some surfaces.',
          },
        ],
      },
      {
        heading: 'Pavers: re-sanding and sealing',
        blocks: [
          {
            kind: 'p',
            text:
              'Washing pavers always removes some joint sand. Once the pavers are dry, we ' +
              'sweep polymeric sand into the joints, compact it, blow every grain off the ' +
              'paver faces, and mist it so it hardens. Sand left on the surface leaves a haze ' +
              'that is hard to remove, which is why the blowing step matters.',
          },
          {
            kind: 'p',
            text:
              'Sealing is optional. A sealer deepens color, slows staining and helps lock the ' +
              'joint sand. Water-based sealers look natural; solvent-based ones give a darker ' +
              'wet look and can be slicker when wet. Pavers must be fully dry and free of ' +
              'efflorescence, the white mineral haze new pavers often show, before sealing, ' +
              'or the sealer traps it. Sealers wear and are renewed from time to time.',
          },
          {
            kind: 'p',
            text:
              'For concrete driveways and walks that see road salt, we can apply a ' +
              'penetrating silane or siloxane sealer after washing. It soaks in rather than ' +
              'forming a film, helps the concrete shed water and reduces scaling from ' +
              'freeze-thaw and de-icers.',
          },
        ],
      },
      {
        heading: 'How a washing visit runs',
        blocks: [
          {
            kind: 'list',
            items: [
              'Walk the property, note surfaces, stains and loose pavers or cracks.',
              'Move cars and furniture, protect doors, plants and siding near the drive.',
              'Pre-treat oil, rust and organic stains.',
              'Clean flat surfaces with the surface cleaner, then edges and steps with a wand.',
              'Post-treat and rinse the debris off toward the lawn, not into the street drain.',
              'Wash the siding at low pressure if included.',
              'On a later dry day, re-sand and seal pavers or seal concrete if you chose it.',
            ],
            ordered: true,
          },
          {
            kind: 'checklist',
            title: 'Winter care for clean concrete and pavers',
            items: [
              'Shovel before salting, so less de-icer is needed',
              'Avoid de-icers containing ammonium nitrate or ammonium sulfate',
              'Use sand for traction on steep walks',
              'Do not use metal-edged shovels on sealed pavers',
              'Rinse salt residue off in spring before it stains',
            ],
          },
        ],
      },
      {
        heading: 'What affects the price',
        blocks: [
          {
            kind: 'list',
            items: [
              'Square footage of driveway, walks, patios and steps.',
              'The surface: pavers and stone take longer than plain concrete.',
              'Stain treatment for oil, rust or leaves.',
              'Re-sanding and sealing pavers, or sealing concrete.',
              'Siding area and height if the house is washed too.',
              'Water access and how far hoses must run.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can you get oil stains out completely?',
        answer:
          'Fresh stains often come out. Old stains that have soaked deep usually lighten but ' +
          'can leave a faint shadow, and we tell you which is which before we begin.',
      },
      {
        question: 'Will washing damage my pavers?',
        answer:
          'Not at the pressure we use with a surface cleaner. Some joint sand does wash out, ' +
          'which is why we recommend re-sanding with polymeric sand afterwards.',
      },
      {
        question: 'Why does my new paver patio have a white haze?',
        answer:
          'That is efflorescence, mineral salts carried to the surface as the pavers dry. It ' +
          'often fades on its own and can be removed with an efflorescence cleaner, but it ' +
          'should be gone before sealing.',
      },
      {
        question: 'Should I seal my concrete driveway?',
        answer:
          'A penetrating silane or siloxane sealer is worthwhile on concrete exposed to road ' +
          'salt. It does not change the look much, but it reduces water absorption and ' +
          'surface scaling.',
      },
      {
        question: 'Do you use a pressure washer on siding?',
        answer:
          'No. Siding is washed at low pressure with a cleaning solution and rinsed gently. ' +
          'High pressure is kept for hard, flat ground surfaces.',
      },
    ],
    related: [
      '/services/exterior-cleaning',
      '/services/exterior-cleaning/soft-wash',
      '/services/garage-systems/epoxy-flooring',
      '/contact',
      '/estimate',
    ],
  },
] satisfies DocContent[]
