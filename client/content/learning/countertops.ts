import type { DocContent } from '../types'

export const countertopLearning = [
  {
    id: 'countertops/comparison',
    sections: [
      {
        heading: 'Six materials, side by side',
        blocks: [
          {
            kind: 'p',
            text:
              'Most of the kitchens we build end up with one of six countertop ' +
              'materials. They differ less in looks than in how they react to a hot ' +
              'pan, a glass of red wine or a squeeze of lemon, and in how much care ' +
              'they ask for. The table gives the short version; the sections below ' +
              'explain what lies behind each row.',
          },
          {
            kind: 'table',
            caption: 'Countertop materials compared',
            columns: ['Material', 'Heat', 'Stains', 'Etching by acids', 'Sealing', 'Look'],
            rows: [
              [
                'Quartz',
                'Resin can scorch; use trivets',
                'Very resistant',
                'No',
                'Never',
                'Even color or marble-look veining, consistent slab to slab',
              ],
              [
                'Granite',
                'Very resistant',
                'Resistant once sealed',
                'Rarely',
                'Depends on the stone',
                'Speckled or moving patterns; every slab different',
              ],
              [
                'Marble',
                'Resistant',
                'Absorbs oil and wine if unsealed',
                'Yes, easily',
                'Yes',
                'Soft veining; polished or honed',
              ],
              [
                'Quartzite',
                'Very resistant',
                'Resistant once sealed',
                'True quartzite no; some stones sold as quartzite do',
                'Yes',
                'Marble-like veining with more depth',
              ],
              [
                'Soapstone',
                'Very resistant',
                'Resists; oil darkens it',
                'No',
                'No; oil is optional',
                'Matte gray to charcoal, darkening over time',
              ],
              [
                'Butcher block',
                'Scorches',
                'Absorbs unless oiled or sealed',
                'No',
                'Oil or a varnish finish',
                'Warm wood; edge grain or end grain',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Quartz and granite',
        blocks: [
          {
            kind: 'p',
            text:
              'Quartz countertops are engineered: crushed quartz bound with polymer ' +
              'resin and pigment, pressed into slabs. They are non-porous, so they ' +
              'never need sealing and shrug off coffee and wine. The resin is the weak ' +
              'spot. A pan straight from the oven, or a slow cooker or griddle left ' +
              'running on the surface, can scorch or discolor it, and strong sunlight ' +
              'can yellow some colors over time, which is why quartz is not used ' +
              'outdoors.',
          },
          {
            kind: 'p',
            text:
              'Granite is an igneous stone, hard and very tolerant of heat. Its ' +
              'porosity varies from slab to slab: dense dark granites may never need ' +
              'sealing, while lighter, more open ones absorb oil unless they are ' +
              'sealed. Each slab is different, which is why we ask you to see the ' +
              'actual slabs at the stone yard.',
          },
        ],
      },
      {
        heading: 'Marble and quartzite',
        blocks: [
          {
            kind: 'p',
            text:
              'Marble is mostly calcite, which reacts with acid. Lemon juice, vinegar, ' +
              'tomato sauce and wine leave dull, slightly rough spots called etches, ' +
              'and sealing does not prevent them; sealer only slows stains. A honed, ' +
              'matte finish makes etches much harder to see than a polished one. People ' +
              'who choose marble usually accept that it will look used, the way it does ' +
              'in old bakeries and pastry shops.',
          },
          {
            kind: 'p',
            text:
              'True quartzite is sandstone transformed by heat and pressure: harder ' +
              'than granite, heat-resistant and untroubled by acids. The trouble is ' +
              'naming. Some stones sold as quartzite are really marble or dolomite and ' +
              'will etch. Before you commit, ask for an offcut from the same block and ' +
              'test it: a drop of lemon juice left for a few minutes, and a try at ' +
              'scratching it with the edge of a glass bottle. Real quartzite shows ' +
              'neither.',
          },
        ],
      },
      {
        heading: 'Soapstone and butcher block',
        blocks: [
          {
            kind: 'p',
            text:
              'Soapstone is a soft, dense stone rich in talc. Acids do not etch it and ' +
              'stains sit on the surface, but it scratches and dents easily. Fine ' +
              'scratches sand out with fine sandpaper, and mineral oil deepens the ' +
              'color to an even charcoal. It suits farmhouse kitchens and older houses, ' +
              'and it is one of the few tops you can repair yourself.',
          },
          {
            kind: 'p',
            text:
              'Butcher block is wood, glued up from strips. Edge grain is the common ' +
              'countertop style; end grain, with the ends of the fibers facing up, is ' +
              'kinder to knives and used for chopping blocks. An oiled top can be cut ' +
              'on and sanded back, while a top sealed with a varnish finish resists ' +
              'water better but should not be cut on. Around a sink, wood needs the ' +
              'most attention, so many kitchens pair stone at the sink with a wood ' +
              'island.',
          },
        ],
      },
      {
        heading: 'Choosing for the way you cook',
        blocks: [
          {
            kind: 'list',
            items: [
              'Heavy home cooking with hot pans and acids: granite, true quartzite or ' +
                'soapstone.',
              'Low maintenance and consistent color: quartz, used with trivets.',
              'The softness of natural veining, and patience with patina: honed marble.',
              'Warmth on an island or a baking station: butcher block.',
            ],
          },
          {
            kind: 'p',
            text:
              'Slab thickness also matters: 3 cm, about 1 1/4 in, is standard in most ' +
              'kitchens and needs no plywood underneath. Thinner 2 cm slabs are common ' +
              'in bathrooms and on backsplashes, and can be given a thicker mitered ' +
              'edge.',
          },
          {
            kind: 'tip',
            title: 'Bring your samples home',
            text:
              'Take samples of the stone, cabinet door and floor home and look at them ' +
              'together in morning and evening light. Stones that look alike under ' +
              'showroom lights can read warm or cold in your kitchen.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Which countertop needs the least maintenance?',
        answer:
          'Quartz: it never needs sealing and resists stains. It does need trivets ' +
          'under hot pans and appliances that run for a long time.',
      },
      {
        question: 'Can I put a hot pan on granite?',
        answer:
          'Granite tolerates heat well, but a trivet is still wise. Sudden heat on ' +
          'a seam or a fissure can stress the stone, and hot pans can mark the ' +
          'sealer.',
      },
      {
        question: 'Does sealing marble stop etching?',
        answer:
          'No. Sealer slows staining by filling the pores. Etching is a chemical ' +
          'reaction with the stone itself, so only avoiding acids, or choosing a ' +
          'honed finish, helps.',
      },
      {
        question: 'Is quartzite the same as quartz?',
        answer:
          'No. Quartzite is a natural stone cut from a quarry; quartz countertops ' +
          'are engineered from crushed quartz and resin.',
      },
    ],
    related: [
      '/learning/countertops/maintenance',
      '/learning/countertops/fabrication',
      '/blog/quartz-vs-granite-countertops',
      '/services/countertops',
      '/guides/topics/countertops',
      '/showroom',
    ],
  },
  {
    id: 'countertops/fabrication',
    sections: [
      {
        heading: 'From slab to countertop',
        blocks: [
          {
            kind: 'p',
            text:
              'A stone countertop is made twice: once on paper, when the layout is ' +
              'drawn and the slab chosen, and once in the fabrication shop, where saws ' +
              'and routers turn a raw slab into finished pieces. Almost all of it ' +
              'happens in the shop rather than in your kitchen. Cutting stone throws ' +
              'off crystalline silica dust, so fabricators cut wet, with water at the ' +
              'blade, in a shop set up to control it.',
          },
          {
            kind: 'list',
            items: [
              'Slab selection at the stone yard, with the slabs you choose tagged for ' +
                'your job.',
              'Cabinets installed and leveled in your kitchen.',
              'Digital template of the cabinet tops, walls and appliance openings.',
              'Layout: the template pieces placed on a photo of your slabs, seams agreed.',
              'Cutting, edge profiling, sink cutout and polishing in the shop.',
              'Installation, covered on our countertop installation page.',
            ],
            ordered: true,
          },
        ],
      },
      {
        heading: 'The digital template',
        blocks: [
          {
            kind: 'p',
            text:
              'Templating happens after the cabinets are set, never from the plans. ' +
              'Walls in older houses are rarely square, and the top has to follow the ' +
              'real ones. The templater uses a laser or a digitizing arm to record each ' +
              'wall, corner, cabinet edge and appliance opening, and produces a drawing ' +
              'accurate to a fraction of an inch. Older shops still make hard templates ' +
              'from thin strips of wood hot-glued together, which works too.',
          },
          {
            kind: 'checklist',
            title: 'Ready for templating',
            items: [
              'All base cabinets installed, leveled and fastened, including the island.',
              'The sink on site, or its exact model and cutout template.',
              'The faucet chosen, with the number and position of holes decided.',
              'Cooktop, slide-in range and any downdraft model confirmed, with cutout specs.',
              'Overhang depths and seating areas agreed.',
              'Backsplash height decided: a 4 in stone splash, full height, or tile.',
            ],
          },
        ],
      },
      {
        heading: 'Seams and book-matched veining',
        blocks: [
          {
            kind: 'p',
            text:
              'A slab has a fixed size, so long runs, L-shapes and big islands often ' +
              'need a seam. Placing it is a trade-off between hiding it, supporting it ' +
              'and using the stone well. The fabricator lays the template pieces over a ' +
              'photograph of your actual slabs so you can see, before anything is cut, ' +
              'where each seam falls and how the veins run across it.',
          },
          {
            kind: 'table',
            caption: 'Where seams go and where they do not',
            columns: ['Good places', 'Places to avoid'],
            rows: [
              ['Over a cabinet wall, fully supported', 'Over the dishwasher, with nothing below'],
              ['Where the pattern changes naturally', 'Through a sink or cooktop cutout'],
              ['At an inside corner of an L, when needed', 'In a narrow strip beside a cutout'],
              ['Away from the main sight line', 'In the middle of a prep area used daily'],
            ],
          },
          {
            kind: 'p',
            text:
              'Book-matching uses two consecutive slabs cut from the same block and ' +
              'polished on facing sides, so the veining mirrors itself across the seam ' +
              'like the pages of an open book. It is common on marble and quartzite ' +
              'islands and full-height backsplashes. On a waterfall island, the ' +
              'fabricator cuts the end panel from the same slab so the veins flow over ' +
              'the edge and down to the floor.',
          },
        ],
      },
      {
        heading: 'Cutouts, edges and overhangs',
        blocks: [
          {
            kind: 'p',
            text:
              'The bridge saw cuts each piece to shape, and a CNC router cuts the sink ' +
              'opening, drills the faucet holes and shapes the edges. An undermount ' +
              'sink needs a cutout with polished edges, because the edge shows. You can ' +
              'choose a positive reveal, where a little of the sink rim shows; a ' +
              'negative reveal, where the stone overhangs the bowl; or a flush edge. ' +
              'Faucet holes are typically 1 3/8 in across.',
          },
          {
            kind: 'table',
            caption: 'Common edge profiles',
            columns: ['Edge', 'Shape', 'Good to know'],
            rows: [
              ['Eased', 'Square with softened corners', 'Clean and modern; the most common'],
              ['Bevel', 'An angled cut along the top', 'Crisp; chips less than a sharp corner'],
              ['Half bullnose', 'Rounded top, flat bottom', 'Soft to lean on; drips fall clear'],
              ['Ogee', 'An S-shaped curve', 'Traditional; collects crumbs'],
              [
                'Mitered',
                'A strip joined at 45 degrees to look thicker',
                'Makes a 2 cm or 3 cm slab look like a thick solid block',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Overhangs need support. Seating at a 36 in high counter calls for about ' +
              'a 12 in overhang for comfortable knees, and most fabricators want steel ' +
              'brackets or a hidden flat bar under stone cantilevered more than about ' +
              '10–12 in. We install the supports before templating so they are measured ' +
              'with the cabinets.',
          },
        ],
      },
      {
        heading: 'Your part at the shop',
        blocks: [
          {
            kind: 'p',
            text:
              'Many fabricators invite you to the shop or send a layout for approval ' +
              'before cutting. Look at seam locations, vein direction at the sink and ' +
              'cooktop, and where any natural fissures or mineral spots fall. Once a ' +
              'slab is cut there is no undo, so this is the moment to ask for a change.',
          },
          {
            kind: 'tip',
            title: 'Check the slab for fissures',
            text:
              'Natural stone can have fissures, fine lines that are part of the stone ' +
              'and not cracks. A good fabricator points them out and keeps them away ' +
              'from cutouts and narrow strips, where the stone is weakest.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Why can the template not be made from the drawings?',
        answer:
          'Cabinets and walls are never exactly where the drawings put them, ' +
          'especially in older houses. A template of the installed cabinets lets ' +
          'the top fit tight.',
      },
      {
        question: 'Can we avoid seams completely?',
        answer:
          'Sometimes, with a jumbo slab or a layout that breaks at the range. On ' +
          'long runs and large islands a seam is often unavoidable, so we place it ' +
          'where it is supported and out of the way.',
      },
      {
        question: 'Is the sink mounted in the shop or on site?',
        answer:
          'Either. Many fabricators attach undermount sinks in the shop; heavy ' +
          'fireclay and cast-iron sinks are often set on cabinet supports at the ' +
          'house instead.',
      },
    ],
    related: [
      '/learning/countertops/installation',
      '/learning/countertops/comparison',
      '/services/countertops',
      '/guides/topics/countertops',
      '/learning/kitchens/layouts',
    ],
  },
  {
    id: 'countertops/installation',
    sections: [
      {
        heading: 'Before templating: level cabinets',
        blocks: [
          {
            kind: 'p',
            text:
              'A stone top is only as flat as the cabinets beneath it. Stone does not ' +
              'bend to follow a sagging floor, so the cabinets must be set level and in ' +
              'plane before anyone measures. Fabricators typically want the tops within ' +
              'about 1/8 in over 10 ft, with no cabinet higher than its neighbor. Our ' +
              'installers shim and fasten every box to a laser line, which is the first ' +
              'thing the templater checks.',
          },
          {
            kind: 'checklist',
            title: 'Before the templater arrives',
            items: [
              'Cabinets set, leveled, screwed together and fastened to the studs.',
              'Brackets or steel supports for overhangs and any knee wall in place.',
              'Sink, faucet and cooktop on site or specified with cutout drawings.',
              'Dishwasher and range openings confirmed to the appliance specs.',
              'Old countertops removed, or a plan for removing them on install day.',
            ],
          },
        ],
      },
      {
        heading: 'Getting ready for install day',
        blocks: [
          {
            kind: 'p',
            text:
              'Stone is heavy: a 3 cm slab weighs close to 20 lb per square foot, so an ' +
              'island top can take several installers and a cart. The crew carries ' +
              'pieces upright on A-frames, so they need a clear path from the driveway ' +
              'to the kitchen.',
          },
          {
            kind: 'list',
            items: [
              'Clear the path: move furniture, rugs and anything on the walls of narrow ' +
                'halls.',
              'Protect floors and door jambs along the route; we lay protection down first.',
              'Empty the base cabinets, or at least the top drawers and the sink base.',
              'Keep children and pets away from the kitchen and the route while slabs move.',
              'Have the water shut-off under the sink accessible for the plumber afterward.',
            ],
          },
        ],
      },
      {
        heading: 'Install day, step by step',
        blocks: [
          {
            kind: 'list',
            items: [
              'The crew dry-fits each piece and checks it against the wall, the ' +
                'cabinets and the appliance openings, grinding small adjustments on site ' +
                'if needed.',
              'Shims go under low spots, and the top is bedded on dabs of silicone so ' +
                'it stays put without being glued permanently to the cabinets.',
              'At each seam, the edges are cleaned and filled with color-matched epoxy. ' +
                'A seam setter with suction cups pulls the pieces tight and level with ' +
                'each other.',
              'Once the epoxy sets, the excess is scraped and the seam polished flush.',
              'An undermount sink is held with clips or brackets anchored into the ' +
                'underside of the stone and sealed with silicone; heavy sinks rest on ' +
                'supports in the cabinet as well.',
              'A stone backsplash, if there is one, is set and the joint against the ' +
                'wall caulked.',
              'Natural stone is sealed if it needs it, and the surfaces are cleaned.',
            ],
            ordered: true,
          },
          {
            kind: 'tip',
            title: 'Give the adhesive time',
            text:
              'Epoxy and silicone need time to cure. Follow the installer about when ' +
              'the sink can be filled and loaded and when the seams can take weight.',
          },
        ],
      },
      {
        heading: 'After the top is set: reconnections',
        blocks: [
          {
            kind: 'p',
            text:
              'Countertop installers set stone; they do not connect plumbing, gas or ' +
              'wiring. On our jobs the plumber returns to mount the faucet, connect the ' +
              'drain, trap and disposal, and hook up the dishwasher, which is fastened ' +
              'to the cabinet sides with side brackets because screws cannot go into ' +
              'stone. A cooktop is set into its cutout and connected to its circuit or ' +
              'gas line by the electrician or plumber, and the gas connection is ' +
              'leak-tested.',
          },
          {
            kind: 'table',
            caption: 'Who does what after the countertop goes in',
            columns: ['Task', 'Trade'],
            rows: [
              ['Faucet, drain, trap and disposal', 'Plumber'],
              ['Dishwasher connection and side-mount brackets', 'Plumber or installer'],
              ['Gas cooktop or range connection and leak test', 'Licensed plumber'],
              ['Electric cooktop or induction hookup', 'Electrician'],
              ['Backsplash tile', 'Tile setter'],
              ['Caulk at the wall and backsplash', 'Installer or tile setter'],
            ],
          },
        ],
      },
      {
        heading: 'Checking the finished countertop',
        blocks: [
          {
            kind: 'checklist',
            title: 'Countertop walkthrough',
            items: [
              'Seams are flush to the touch and the color match is close.',
              'The edge profile is consistent along every run, with no chips.',
              'The overhang is even where it meets cabinet doors and seating.',
              'The sink cutout is smooth and the reveal is even all around.',
              'Nothing rocks or sounds hollow when you press on an overhang.',
              'The gap at the wall is caulked neatly, ready for backsplash tile.',
            ],
          },
          {
            kind: 'p',
            text:
              'Anything that is not right goes on the punch list and the fabricator ' +
              'returns to fix it. Small chips are filled with color-matched epoxy and ' +
              'polished; a seam that is not flush is reset.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can we use the kitchen on install day?',
        answer:
          'Not the sink or cooktop until they are reconnected. A temporary kitchen ' +
          'with the refrigerator, microwave and a small table bridges the gap.',
      },
      {
        question: 'Why does the top sit on silicone instead of being screwed down?',
        answer:
          'Stone cannot take screws, and its own weight holds it in place. Silicone ' +
          'keeps it from shifting and lets it be removed one day without damaging ' +
          'the cabinets.',
      },
      {
        question: 'What if our floors or walls are out of level?',
        answer:
          'The cabinets are shimmed level to a laser line before templating, and ' +
          'the top is cut to the real walls. Wider gaps at the wall are closed by ' +
          'the backsplash.',
      },
    ],
    related: [
      '/learning/countertops/fabrication',
      '/learning/countertops/maintenance',
      '/learning/process/workflow',
      '/services/countertops',
      '/guides/topics/countertops',
    ],
  },
  {
    id: 'countertops/maintenance',
    sections: [
      {
        heading: 'Daily cleaning for every top',
        blocks: [
          {
            kind: 'p',
            text:
              'Much countertop damage comes from the wrong cleaner, not from food. Warm ' +
              'water with a few drops of dish soap, a soft cloth and a dry towel are ' +
              'all any of these surfaces need day to day. A pH-neutral cleaner made for ' +
              'stone is fine for natural stone and quartz alike.',
          },
          {
            kind: 'table',
            caption: 'What to use and what to avoid',
            columns: ['Material', 'Safe for daily use', 'Avoid'],
            rows: [
              [
                'Quartz',
                'Dish soap and water, non-abrasive cleaners',
                'Oven cleaner, paint strippers, bleach left on the surface',
              ],
              [
                'Granite and quartzite',
                'Dish soap and water, stone cleaner',
                'Vinegar, ammonia and abrasive powders, which wear the sealer',
              ],
              [
                'Marble',
                'Stone cleaner, water, a soft cloth',
                'Vinegar, lemon and any acidic or abrasive cleaner',
              ],
              ['Soapstone', 'Dish soap and water', 'Cutting directly on it; scouring pads'],
              [
                'Butcher block',
                'Mild soap and a damp cloth, then dry',
                'Standing water, soaking, harsh cleaners',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Sealing granite, quartzite and marble',
        blocks: [
          {
            kind: 'p',
            text:
              'Sealer soaks into the pores of natural stone and slows the absorption of ' +
              'oil, wine and coffee. How often a top needs it depends on the stone, so ' +
              'rather than follow a calendar, test it. Drip a little water in a few ' +
              'places, especially around the sink and cooktop. If the stone darkens ' +
              'within a few minutes, it is time to reseal; if the water beads or sits ' +
              'without darkening it, the sealer is still working.',
          },
          {
            kind: 'list',
            items: [
              'Clean the top and let it dry completely.',
              'Apply an impregnating sealer made for stone, following its label.',
              'Leave it for the time the label gives, keeping the surface wet.',
              'Wipe off every trace of the excess before it dries to a haze.',
              'Let it cure as directed before putting wet things on the top.',
            ],
            ordered: true,
          },
          {
            kind: 'p',
            text:
              'Quartz and soapstone do not need sealing. Some dense granites do not ' +
              'either; the water test will tell you.',
          },
        ],
      },
      {
        heading: 'Etch marks and stains on marble',
        blocks: [
          {
            kind: 'p',
            text:
              'An etch is a dull spot where acid has reacted with the stone; a stain is ' +
              'a dark spot where something has soaked in. They need different fixes.',
          },
          {
            kind: 'list',
            items: [
              'Light etches on polished marble can be buffed out with a marble ' +
                'polishing powder and a damp cloth. Deeper etches need a stone restorer ' +
                'to hone and repolish.',
              'On honed marble, etches blend in as the top ages, and an even patina forms.',
              'Oil stains lift with a poultice of baking soda and water, covered and ' +
                'left to draw the oil out as it dries.',
              'Coffee, tea and wine stains on light stone often lift with a hydrogen ' +
                'peroxide poultice; test it first in a hidden spot.',
            ],
          },
        ],
      },
      {
        heading: 'Heat and quartz',
        blocks: [
          {
            kind: 'p',
            text:
              'The resin in quartz softens and discolors at high heat. The damage shows ' +
              'as a pale or yellowed ring or a fine crack, and it cannot be polished ' +
              'out. The usual culprits are not the quick pot set down but appliances ' +
              'left running on the top: slow cookers, electric griddles, air fryers and ' +
              'toaster ovens. A trivet or a wooden board under each of them, and under ' +
              'pans straight from the oven, prevents it.',
          },
          {
            kind: 'tip',
            title: 'Chips on stone edges',
            text:
              'A chip on any stone edge can be filled with color-matched epoxy and ' +
              'polished. Save the piece if you find it; a fabricator can sometimes glue ' +
              'it back.',
          },
        ],
      },
      {
        heading: 'Oiling butcher block and soapstone over the years',
        blocks: [
          {
            kind: 'p',
            text:
              'An oiled wood top needs food-safe mineral oil or a board butter of oil ' +
              'and wax whenever it looks dry or water stops beading. Knife marks and ' +
              'light stains sand out with fine sandpaper, followed by a fresh coat of ' +
              'oil. Keep the area around a sink dry and never let water stand at the ' +
              'seams. A wood top finished with varnish is cleaned like furniture and, ' +
              'when it wears, lightly sanded and recoated.',
          },
          {
            kind: 'p',
            text:
              'Soapstone needs no oil to protect it; oil only evens out the darkening ' +
              'that happens naturally where hands and pans touch. Once oiled, it ' +
              'darkens evenly over the years and needs oiling less often. Scratches ' +
              'sand out with fine sandpaper, followed by a little oil.',
          },
          {
            kind: 'checklist',
            title: 'Yearly countertop check',
            items: [
              'Water test on granite, quartzite and marble near the sink and cooktop.',
              'Silicone around the undermount sink intact, with no gaps.',
              'Caulk at the backsplash sound and free of mildew.',
              'Butcher block oiled, with no dark spots near the sink.',
              'Any chips noted for repair.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'How often should granite be resealed?',
        answer:
          'Only when the water test shows it is absorbing. Some granites need it ' +
          'regularly, some dense ones never do, and the area by the sink usually ' +
          'needs it first.',
      },
      {
        question: 'Can etch marks on marble be removed?',
        answer:
          'Light ones on polished marble buff out with polishing powder. Deep ones ' +
          'need a stone restorer, and on honed marble they blend into the patina.',
      },
      {
        question: 'Is it safe to cut on stone?',
        answer:
          'It will not hurt granite or quartz much, but it dulls knives quickly. ' +
          'Marble and soapstone scratch, so use a cutting board on every stone.',
      },
    ],
    related: [
      '/learning/countertops/comparison',
      '/learning/countertops/installation',
      '/blog/quartz-vs-granite-countertops',
      '/services/countertops',
      '/guides/topics/countertops',
    ],
  },
] satisfies DocContent[]
