import type { DocContent } from '../types'

export const cabinetryLearning = [
  {
    id: 'cabinetry/construction',
    sections: [
      {
        heading: 'Two ways to build a cabinet box',
        blocks: [
          {
            kind: 'p',
            text:
              'Every kitchen cabinet is a box with a door or a drawer front on it, and ' +
              'the first choice is how that box is built. A face-frame cabinet has a ' +
              'frame of solid hardwood, usually about 1 1/2 in wide, glued and fastened ' +
              'to the front edges of the box. The frame stiffens the box, gives the ' +
              'installer something to scribe to an uneven wall, and lets the doors sit ' +
              'three ways: partial overlay with frame showing around each door, full ' +
              'overlay covering most of the frame, or inset, where the door sits flush ' +
              'inside the frame.',
          },
          {
            kind: 'p',
            text:
              'A frameless cabinet, also called European or full-access, has no frame ' +
              'at all. The box sides are thicker panels, usually 3/4 in, with banded ' +
              'edges; the doors cover the whole front and the hinges screw to the ' +
              'inside of the box sides. Frameless boxes are built on the 32 mm system, ' +
              'a row of holes drilled at 32 mm spacing that takes shelf pins, hinge ' +
              'plates and pull-out hardware.',
          },
          {
            kind: 'table',
            caption: 'Face-frame and frameless cabinets compared',
            columns: ['Feature', 'Face-frame', 'Frameless'],
            rows: [
              [
                'Opening',
                'The frame narrows each opening by the width of its stiles',
                'The whole interior is open, with no frame to reach around',
              ],
              [
                'Drawers',
                'Drawer boxes are narrower to clear the frame',
                'Drawer boxes run almost the full width of the cabinet',
              ],
              [
                'Door styles',
                'Partial overlay, full overlay or inset',
                'Full overlay; inset is rare',
              ],
              [
                'Look',
                'Traditional, shaker and inset kitchens in older houses',
                'A clean grid of narrow, even gaps; contemporary or shaker',
              ],
              [
                'Installation',
                'The frame can be scribed and the boxes clamped face to face',
                'Boxes must be set dead level; fillers close gaps at walls',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Neither one is better in itself, and we install both. Inset doors need a ' +
              'face frame, so a 1920s Bronxville kitchen with inset cabinetry is almost ' +
              'always face-frame. In a small galley where every inch of drawer width ' +
              'counts, frameless boxes hold noticeably more.',
          },
        ],
      },
      {
        heading: 'Box materials: plywood, particleboard and MDF',
        blocks: [
          {
            kind: 'p',
            text:
              'The sides, bottom and back of the box are the part you never see and the ' +
              'part that decides how the cabinet survives a leak. Cabinet-grade plywood ' +
              'is made of thin wood veneers glued with the grain crossing, which makes ' +
              'it light, strong and good at holding screws. If water reaches an edge it ' +
              'swells less than particleboard and usually dries back close to flat.',
          },
          {
            kind: 'p',
            text:
              'Industrial particleboard, faced with melamine, is flat, stable and ' +
              'uniform, and it is what many good frameless lines use. Its weakness is ' +
              'water: once an unsealed edge soaks up a leak, it swells and does not go ' +
              'back. MDF, a denser fiberboard, is smooth enough to paint without grain ' +
              'showing, so it appears in painted door panels, end panels and moldings ' +
              'more than in boxes.',
          },
          {
            kind: 'p',
            text:
              'The box that matters most is the sink base, followed by the cabinets ' +
              'either side of the dishwasher and every bathroom vanity. Many lines ' +
              'offer a plywood sink base as an option, and a molded sink-base mat ' +
              'catches a slow drip before it reaches the cabinet floor. Beyond the ' +
              'panel material, look at these details:',
          },
          {
            kind: 'list',
            items: [
              'Side thickness: 1/2 in sides flex more than 5/8 in or 3/4 in sides.',
              'Backs: a full back of 1/2 in material is stiffer than a thin back panel ' +
                'with hanging rails behind it.',
              'Joinery: sides set into grooves and glued hold square better than boxes ' +
                'held only by staples or cam fittings.',
              'Toe kick: some lines build it into the box; others set boxes on a ' +
                'separate base that can be leveled before the cabinets go on.',
            ],
          },
          {
            kind: 'tip',
            title: 'Look for the KCMA seal',
            text:
              'Cabinets certified by the Kitchen Cabinet Manufacturers Association have ' +
              'passed the ANSI/KCMA A161.1 tests for structure, doors, drawers and ' +
              'finish. The seal is usually inside a sink base or a drawer.',
          },
        ],
      },
      {
        heading: 'Drawer boxes that stay square',
        blocks: [
          {
            kind: 'p',
            text:
              'A drawer is opened thousands of times a year and the deep ones carry ' +
              'cast iron, so drawer construction shows quality sooner than anything ' +
              'else. The drawer box is separate from the front you see, and these are ' +
              'the types you will meet:',
          },
          {
            kind: 'table',
            caption: 'Drawer box types',
            columns: ['Type', 'How it is built', 'What to watch for'],
            rows: [
              [
                'Dovetailed solid wood',
                'Maple or birch sides about 5/8 in thick, dovetailed at the corners, ' +
                  'bottom set in a groove on all four sides',
                'A thin bottom stapled underneath instead of captured in the groove',
              ],
              [
                'Doweled plywood',
                'Plywood sides joined with dowels and glue',
                'Exposed plywood edges; fine if they are sealed',
              ],
              [
                'Metal-sided system',
                'Thin steel sides that lock onto their own slides, with a panel bottom ' +
                  'and back',
                'Fixed heights; inner dividers must come from the same maker',
              ],
              [
                'Stapled particleboard',
                'Melamine-faced board stapled or glued at the corners',
                'Corners that loosen and bottoms that sag under weight',
              ],
            ],
          },
          {
            kind: 'checklist',
            title: 'Testing a drawer in the showroom',
            items: [
              'Pull it all the way out: a full-extension slide shows the whole back of ' +
                'the box.',
              'Press down on the open front corner; it should barely move.',
              'Look underneath: the bottom should be thick and set into the sides.',
              'Push it shut firmly; the soft-close should catch it and pull it home quietly.',
              'Ask whether the front can be adjusted up, down and sideways after ' +
                'installation.',
            ],
          },
        ],
      },
      {
        heading: 'Slides and soft close',
        blocks: [
          {
            kind: 'p',
            text:
              'Undermount slides sit hidden under the drawer box, carry the load close ' +
              'to the cabinet floor and usually include a soft-close damper. Side-mount ' +
              'ball-bearing slides are visible when the drawer is open and take about ' +
              '1/2 in of width on each side. Full-extension slides bring the back of ' +
              'the drawer past the cabinet face; three-quarter slides leave the last ' +
              'quarter of the drawer inside the box, where small things get lost.',
          },
          {
            kind: 'p',
            text:
              'Standard undermount slides are commonly rated for about 75–100 lb, which ' +
              'covers most drawers. Wide pot drawers and pull-out pantries need ' +
              'heavy-duty slides with a higher rating. Our cabinet hardware page covers ' +
              'slide types and hinges in more detail.',
          },
        ],
      },
      {
        heading: 'Doors, drawer fronts and standard sizes',
        blocks: [
          {
            kind: 'p',
            text:
              'A five-piece door is a frame of two stiles and two rails around a center ' +
              'panel. In solid wood the panel floats in a groove so it can move with ' +
              'the seasons. On a painted five-piece door a hairline can appear at the ' +
              'frame joints in dry winter air; that is wood movement, not a defect, and ' +
              'an MDF center panel reduces it. Slab doors are one flat piece, usually ' +
              'veneer over an MDF or plywood core, because a wide solid-wood slab tends ' +
              'to cup. Inset doors need the most precision: the even gap around each ' +
              'door, about 1/8 in, shows every change in humidity.',
          },
          {
            kind: 'p',
            text:
              'Base cabinets are 34 1/2 in tall and 24 in deep, so a 1 1/2 in ' +
              'countertop brings the work surface to 36 in. Wall cabinets are 12 in ' +
              'deep and commonly 30, 36 or 42 in tall. Stock lines come in 3 in width ' +
              'steps, and the space left over is closed with fillers; custom lines are ' +
              'built to the inch.',
          },
        ],
      },
      {
        heading: 'Questions to ask before you order',
        blocks: [
          {
            kind: 'checklist',
            title: 'Before signing a cabinet order',
            items: [
              'What is the sink base made of, and is plywood an option?',
              'How are the drawer boxes joined, and how thick are the bottoms?',
              'Which slides are used, what is their load rating, and is soft-close standard?',
              'What finish is used, and is a touch-up kit included?',
              "What does the manufacturer's warranty cover? Most run 5–10 years.",
              'Are fillers, end panels, toe kicks and crown molding in the price?',
              'What is the lead time? Custom cabinets take 6–8 weeks in Westchester.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Is plywood always better than particleboard?',
        answer:
          'Not always. Plywood holds screws better and forgives a leak more ' +
          'readily, which is why we like it under sinks. Good industrial ' +
          'particleboard is flatter and very consistent, and a well-built ' +
          'particleboard box outlasts a poorly built plywood one.',
      },
      {
        question: 'Are frameless cabinets less sturdy without the frame?',
        answer:
          'No. Their strength comes from thicker sides and a solid back, and once ' +
          'the boxes are screwed to each other and to the studs, the run behaves as ' +
          'one piece.',
      },
      {
        question: 'What warranty comes with new cabinets?',
        answer:
          'Cabinet manufacturer warranties typically run 5–10 years and cover the ' +
          'boxes, doors and hardware against defects. Our own labor warranty of 2 ' +
          'years covers the installation: level boxes, aligned doors and secure ' +
          'fastening.',
      },
      {
        question: 'Can the island be a different construction from the perimeter?',
        answer:
          'It can, but it is simpler to keep one line. Mixing face-frame and ' +
          'frameless puts two different gap patterns side by side, which shows on ' +
          'an open-plan island.',
      },
    ],
    related: [
      '/learning/cabinetry/finishes',
      '/learning/cabinetry/hardware',
      '/services/cabinets',
      '/blog/stock-vs-semi-custom-vs-custom-cabinets',
      '/guides/topics/cabinets',
      '/showroom',
    ],
  },
  {
    id: 'cabinetry/finishes',
    sections: [
      {
        heading: 'How a factory finish is built',
        blocks: [
          {
            kind: 'p',
            text:
              'A cabinet finish is several coats applied in a spray booth: the wood or ' +
              'MDF is sanded, stained or primed, sealed, sanded again and topcoated. ' +
              'Most good lines use a catalyzed coating, either pre-catalyzed lacquer or ' +
              'conversion varnish, which cures by chemical reaction rather than by ' +
              'drying alone. The result is much harder and more resistant to water, ' +
              'grease and household cleaners than a brushed wall paint.',
          },
          {
            kind: 'p',
            text:
              'The sheen matters too. Matte and satin finishes hide fine scratches and ' +
              'fingerprints; semi-gloss and gloss show every ripple in the surface and ' +
              'every mark around the pulls. Most of the kitchens we build are satin or ' +
              'matte.',
          },
        ],
      },
      {
        heading: 'Painted cabinets',
        blocks: [
          {
            kind: 'p',
            text:
              'Painted doors are made either from maple, which has a tight grain that ' +
              'does not telegraph through the paint, or from MDF, which is smoother ' +
              'still and moves less with humidity. The catalyzed paint is tough, but it ' +
              'is a coating on top of the wood: a sharp knock from a pot can chip it ' +
              'and show the material underneath. Manufacturers supply matching touch-up ' +
              'kits, and a small chip filled and touched in carefully is hard to find.',
          },
          {
            kind: 'p',
            text:
              'Color changes how wear shows. White and pale gray show grime around the ' +
              'pulls and along the bottom of the sink base. Deep navy, green and black ' +
              'show dust, water spots and fine scratches. Mid-tones such as greige and ' +
              'muted green are the most forgiving of the painted options.',
          },
          {
            kind: 'tip',
            title: 'The line at the corner of a painted door',
            text:
              'On five-piece painted doors, a thin line often appears where the rail ' +
              'meets the stile during the first heating season. The wood frame has ' +
              'shrunk slightly and the paint film has parted at the joint. It is ' +
              'normal, it does not spread, and MDF center panels or one-piece MDF doors ' +
              'reduce it.',
          },
        ],
      },
      {
        heading: 'Stained maple, oak and cherry',
        blocks: [
          {
            kind: 'p',
            text:
              'A stain colors the wood and leaves its grain visible, and a scratch in a ' +
              'stained door shows much less than a chip in a painted one. Each species ' +
              'takes stain differently:',
          },
          {
            kind: 'list',
            items: [
              'Maple has a fine, even grain. Dark stains can look blotchy on it, so ' +
                'manufacturers often use toners that sit on the surface instead.',
              'Red oak has the open, arched grain of many 1980s kitchens. White oak is ' +
                'grayer and, cut as quarter-sawn or rift-sawn, has a straighter grain.',
              'Cherry darkens noticeably with light. New doors start lighter than they ' +
                'will be in a few years, and a door kept in a dark corner ages more ' +
                'slowly than one in sun.',
              'Walnut is naturally dark brown and is usually finished clear.',
            ],
          },
          {
            kind: 'p',
            text:
              'When you add to an existing kitchen, bring a door to the showroom. ' +
              'Matching an aged stain is possible, but it is done against the real ' +
              'door, not a photograph.',
          },
        ],
      },
      {
        heading: 'Rift-cut white oak veneer and slab laminates',
        blocks: [
          {
            kind: 'p',
            text:
              'Rift-cut white oak is sliced across the log at an angle so that the ' +
              'grain runs in straight, tight lines with little of the flake or arching ' +
              'of other cuts. It is almost always used as a veneer on slab doors over ' +
              'an MDF or plywood core, which keeps the door flat. Good shops ' +
              'sequence-match the veneer so the grain runs on from one drawer front to ' +
              'the next. Veneer can be cleaned and recoated, but it cannot be sanded ' +
              'deeply, so a gouge means a new front.',
          },
          {
            kind: 'p',
            text:
              'Laminate doors come in two grades. High-pressure laminate is a thick, ' +
              'hard sheet bonded to a core; thermally fused laminate, often called ' +
              'melamine, is a thinner paper fused straight onto particleboard. Both ' +
              'give even color, a wipe-clean surface and, in the newer super-matte ' +
              'laminates, very few fingerprints. The weak point is the edge banding: ' +
              'heat and steam can loosen it, and laminate cannot be refinished, so ' +
              'damage means replacing the door. Thermofoil, a vinyl film pressed over ' +
              'MDF, can also peel near heat.',
          },
        ],
      },
      {
        heading: 'How each finish ages near the sink and range',
        blocks: [
          {
            kind: 'table',
            caption: 'Cabinet finishes compared',
            columns: ['Finish', 'Durability', 'Touch-up', 'Near the sink and range'],
            rows: [
              [
                'Catalyzed paint',
                'Hard, but chips on impact',
                'Touch-up kit for small chips',
                'Shows grime around pulls; watch for water at the sink base',
              ],
              [
                'Stained maple or oak',
                'Scratches show little',
                'Touch-up markers and fill sticks',
                'Wears gracefully; oak grain holds grease if not wiped',
              ],
              [
                'Rift-cut oak veneer',
                'Good, with a clear topcoat',
                'Light recoat; no deep sanding',
                'Keep dishwasher steam off the edges',
              ],
              [
                'High-pressure laminate',
                'Very resistant to wear and stains',
                'None; replace the door',
                'Edge banding can loosen with heat and steam',
              ],
              [
                'Thermally fused laminate',
                'Good for everyday wear',
                'None; replace the door',
                'Fine away from heat; edges are the weak point',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Whatever the finish, a few details protect the cabinets that work ' +
              'hardest. We fit a heat shield or filler between a range and the cabinet ' +
              'beside it where the range maker calls for one, apply the moisture ' +
              'barrier the dishwasher maker supplies under the counter edge so steam ' +
              'from the door vent stays off the cabinets, and put a mat in the sink ' +
              'base.',
          },
        ],
      },
      {
        heading: 'Caring for cabinet finishes',
        blocks: [
          {
            kind: 'checklist',
            title: 'Everyday care',
            items: [
              'Wipe with a soft cloth and warm water with a little dish soap, then dry.',
              'Skip ammonia, bleach and abrasive pads; melamine sponges dull the sheen.',
              "Don't hang wet dish towels over the doors; the edges stay damp.",
              'Run the range hood while cooking so grease does not settle on nearby doors.',
              'Wipe splashes at the sink and dishwasher right away.',
              'Keep the touch-up kit and a note of the finish name and door style.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Will painted cabinets chip?',
        answer:
          'A catalyzed paint resists everyday wear well, but a hard knock can chip ' +
          'an edge. Small chips touch up neatly with the kit the manufacturer ' +
          'supplies.',
      },
      {
        question: 'Why is there a thin line at the corners of my painted doors?',
        answer:
          'The wood frame of a five-piece door moves a little with humidity, and ' +
          'the paint parts at the joint. It is normal on painted wood doors and is ' +
          'not a failure of the finish.',
      },
      {
        question: 'Can new cabinets match the stain on our existing ones?',
        answer:
          'Often closely, because custom shops mix stains to match. Bring a door or ' +
          'drawer front to the showroom so the sample is matched under the same ' +
          'light.',
      },
      {
        question: 'Which finish is easiest to keep clean?',
        answer:
          'A mid-tone stain or a super-matte laminate hides the most. Pale paint ' +
          'shows grime around the pulls and dark paint shows dust and water spots.',
      },
    ],
    related: [
      '/learning/cabinetry/construction',
      '/learning/cabinetry/hardware',
      '/learning/kitchens/materials-finishes',
      '/services/cabinets',
      '/guides/topics/cabinets',
      '/showroom',
    ],
  },
  {
    id: 'cabinetry/hardware',
    sections: [
      {
        heading: 'Knobs or pulls',
        blocks: [
          {
            kind: 'p',
            text:
              'Hardware is what your hands touch every day, so it is worth choosing by ' +
              'how it works before how it looks. A common pattern is knobs on doors and ' +
              'pulls on drawers: a knob is easy to grab on a door that swings, and a ' +
              'pull spreads the effort across a drawer that may weigh a good deal when ' +
              'full. Using pulls everywhere gives a cleaner line and suits modern ' +
              'kitchens.',
          },
          {
            kind: 'p',
            text:
              'Think about who uses the kitchen. Pulls are easier than small knobs for ' +
              'hands with arthritis, and a pull with enough room behind it takes four ' +
              'fingers. Inset kitchens often use cup or bin pulls on drawers and ' +
              'latches or small knobs on doors, as the original cabinets in many older ' +
              'Westchester houses did.',
          },
        ],
      },
      {
        heading: 'Pull lengths and sizes',
        blocks: [
          {
            kind: 'p',
            text:
              'Pulls are measured center to center, the distance between their two ' +
              'screw holes, not their overall length. Common sizes are 3 in, 96 mm ' +
              '(about 3 3/4 in), 128 mm (about 5 in), 160 mm (about 6 5/16 in) and 192 ' +
              'mm (about 7 9/16 in). A rule of thumb is a pull about a third of the ' +
              'drawer width, rounded to the nearest stock size.',
          },
          {
            kind: 'table',
            caption: 'Pull sizes by drawer width',
            columns: ['Drawer or door', 'Typical pull (center to center)'],
            rows: [
              ['Drawers up to 18 in wide', '3 in or 96 mm, or a knob'],
              ['Drawers 18–24 in wide', '128 mm or 160 mm'],
              ['Drawers 30–36 in wide', '192 mm to 12 in, or two smaller pulls'],
              ['Door pulls, mounted vertically', '96 mm or 128 mm'],
              ['Pantry and appliance panels', '12–18 in appliance pulls'],
            ],
          },
          {
            kind: 'p',
            text:
              'Appliance pulls are built heavier, stand farther off the panel and are ' +
              'fixed with through-bolts or special mounts because a refrigerator door ' +
              'is heavy. If you are only changing hardware, match the existing ' +
              'center-to-center spacing or plan to fill and touch up the old holes.',
          },
        ],
      },
      {
        heading: 'Where the hardware goes',
        blocks: [
          {
            kind: 'list',
            items: [
              'Base cabinet doors: in the top corner opposite the hinge, about 2–3 in down.',
              'Wall cabinet doors: in the bottom corner opposite the hinge, the same ' +
                'distance up.',
              'Tall pantry doors: near counter height, where a hand naturally reaches.',
              'Drawers: centered on the front; on a five-piece front, on the center of ' +
                'the top rail or the panel, the same way across the whole run.',
            ],
          },
          {
            kind: 'p',
            text:
              'We drill hardware after the cabinets are installed, using a drilling jig ' +
              'and a laser line so every pull sits at the same height across the room. ' +
              'Before drilling, we check clearances: pulls that hit each other at an ' +
              'inside corner, a door pull that strikes the range handle, or a ' +
              'dishwasher panel that catches on a neighboring knob.',
          },
        ],
      },
      {
        heading: 'Concealed hinges',
        blocks: [
          {
            kind: 'p',
            text:
              'Most new cabinets use concealed cup hinges: a 35 mm cup set into the ' +
              'back of the door and an arm that clips to a plate on the cabinet. They ' +
              'adjust three ways, side to side, up and down, and in and out, with a ' +
              'screwdriver, so gaps can be made even after installation. Soft-close is ' +
              'either built into the hinge or added as a small damper.',
          },
          {
            kind: 'list',
            items: [
              'Standard hinges open to about 110 degrees.',
              'Wide-angle hinges of 155–170 degrees let a door clear a wall or an ' +
                'adjacent door, and give full access to pull-outs.',
              'Zero-protrusion hinges keep the door out of the opening so roll-out ' +
                'trays can slide past it in frameless cabinets.',
              'Inset doors use exposed butt hinges, traditional in older houses, or ' +
                'special concealed inset hinges.',
              'Upper doors that lift rather than swing use lift mechanisms sized to the ' +
                'door weight.',
            ],
          },
          {
            kind: 'tip',
            title: 'Doors drift with the seasons',
            text:
              'Wood doors swell a little in humid summers and shrink in heated winters, ' +
              'and gaps shift. A quarter turn of a hinge screw brings them back; we ' +
              'make these adjustments under our 2-year labor warranty.',
          },
        ],
      },
      {
        heading: 'Drawer slides for heavy loads',
        blocks: [
          {
            kind: 'table',
            caption: 'Drawer slide types',
            columns: ['Slide', 'Extension', 'Where it fits'],
            rows: [
              [
                'Side-mount ball bearing',
                'Full or three-quarter',
                'Budget lines and replacements; visible when open',
              ],
              ['Undermount soft-close', 'Full', 'Most new kitchens; hidden under the drawer'],
              [
                'Heavy-duty undermount or side-mount',
                'Full',
                'Wide pot drawers, pull-out pantries, loaded file drawers',
              ],
              ['Push-to-open', 'Full', 'Handle-free slab fronts; a push opens the drawer'],
            ],
          },
          {
            kind: 'p',
            text:
              'Check the rating against what will go in the drawer. A 36 in drawer of ' +
              'cast-iron pans or a pantry pull-out full of cans is heavier than most ' +
              'people guess. Heavy-duty slides on those two, and standard slides ' +
              'elsewhere, keep every drawer running smoothly for years.',
          },
        ],
      },
      {
        heading: 'Finishes that hold up',
        blocks: [
          {
            kind: 'p',
            text:
              'Polished nickel and stainless steel are durable and easy to clean. Satin ' +
              'or brushed finishes hide fingerprints better than polished ones. ' +
              'Unlacquered brass is a living finish that darkens and mottles where it ' +
              'is not handled; some people love that, others prefer lacquered brass, ' +
              'which stays bright until the lacquer wears. Matte black hides smudges ' +
              'but can show wear at the grip if the coating is thin; PVD finishes are ' +
              'much harder than paint or powder coat.',
          },
          {
            kind: 'checklist',
            title: 'Before you order hardware',
            items: [
              'Count knobs and pulls cabinet by cabinet, including appliance panels.',
              'Confirm center-to-center sizes and screw lengths for thick or inset fronts.',
              'Hold a sample next to the faucet finish under kitchen light.',
              'Order a few spares; finishes change between production runs.',
              'Decide on horizontal or vertical pulls for each door before drilling.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Should pulls be horizontal or vertical?',
        answer:
          'Drawers take horizontal pulls. Doors usually take vertical pulls near ' +
          'the corner opposite the hinge, which gives a natural grip as the door ' +
          'swings.',
      },
      {
        question: 'Can we change hardware later?',
        answer:
          'Yes. The simplest change keeps the same center-to-center spacing. A ' +
          'different size means filling the old holes, which is easier on painted ' +
          'doors than stained ones.',
      },
      {
        question: 'Is soft-close worth it?',
        answer:
          'It costs little on new cabinets and is standard on many lines. It saves ' +
          'the finish and the frames from slamming, and it keeps the kitchen ' +
          'quieter.',
      },
      {
        question: 'Why is one door gap wider than the others?',
        answer:
          'Hinges settle and wood moves. The hinge adjusts in three directions, so ' +
          'the gap can be evened out in a few minutes.',
      },
    ],
    related: [
      '/learning/cabinetry/construction',
      '/learning/cabinetry/storage',
      '/learning/cabinetry/finishes',
      '/learning/kitchens/materials-finishes',
      '/services/cabinets',
      '/showroom',
    ],
  },
  {
    id: 'cabinetry/storage',
    sections: [
      {
        heading: 'Start with what you own',
        blocks: [
          {
            kind: 'p',
            text:
              'Good cabinet storage starts with an inventory, not a catalog. Before we ' +
              'lay out drawers and pull-outs, we ask you to walk through what lives in ' +
              'the kitchen now and where you use it. A half-sheet pan is about 18 by 13 ' +
              'in; a stand mixer and a set of stacked pots have their own heights. ' +
              'Measuring the largest pieces first keeps us from designing a drawer that ' +
              'is an inch too shallow.',
          },
          {
            kind: 'p',
            text:
              'Then we store things at the point of use: pots near the range, dishes ' +
              'between the dishwasher and the table, knives and cutting boards by the ' +
              'prep sink, and coffee things together in one spot. Storage that follows ' +
              'how you cook saves more steps than extra cabinets do.',
          },
        ],
      },
      {
        heading: 'Deep drawers instead of base shelves',
        blocks: [
          {
            kind: 'p',
            text:
              'A base cabinet with a shelf behind doors makes you kneel and reach into ' +
              'the back. Drawers bring everything up to you. A 30 in or 36 in base with ' +
              'three drawers, a shallow one on top for utensils and two deep ones ' +
              'below, holds pots and lids in plain sight. With full-extension slides ' +
              'the back of the drawer is as easy to reach as the front.',
          },
          {
            kind: 'list',
            items: [
              'Pot drawers: wide and deep, on heavy-duty slides, with lids stored on edge.',
              'Dish drawers: a pegboard insert keeps plates steady, and children can ' +
                'reach them.',
              'Drawer-in-drawer: a shallow inner drawer for utensils above a deep one ' +
                'for pots.',
              'Cutlery and knife inserts fitted to the drawer, not loose trays that ' +
                'slide about.',
            ],
          },
        ],
      },
      {
        heading: 'Making corners reachable',
        blocks: [
          {
            kind: 'p',
            text:
              'Wherever two runs of cabinets meet, a corner forms that is deep and ' +
              'dark. These are the usual ways to use it:',
          },
          {
            kind: 'table',
            caption: 'Corner storage options',
            columns: ['Option', 'How it works', 'Good to know'],
            rows: [
              [
                'Lazy Susan',
                'Round shelves turn in an L-shaped or diagonal corner cabinet',
                'Simple and sturdy; small items can fall behind the shelves',
              ],
              [
                'Blind-corner swing-out',
                'Kidney-shaped shelves swing out of the blind side',
                'Good for pots; needs a wider door opening',
              ],
              [
                'Two-stage pull-out',
                'Front shelves slide aside as rear shelves glide forward',
                'Uses most of the corner; the most moving parts',
              ],
              [
                'Corner drawers',
                'Angled drawers meet at the corner in frameless cabinets',
                'Clean look; less volume than the other options',
              ],
              [
                'Leave it blind',
                'Store rarely used items in the back',
                'The least expensive; keep a light or a hook for reach',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'A blind corner also needs a filler of a few inches so the doors and ' +
              'pulls on one run clear those on the other. We plan it on the drawings so ' +
              'nobody discovers it on installation day.',
          },
        ],
      },
      {
        heading: 'Tray dividers and the range zone',
        blocks: [
          {
            kind: 'p',
            text:
              'Sheet pans, cutting boards and muffin tins store upright, not stacked. ' +
              'Vertical tray dividers fit in the cabinet above the range or above the ' +
              'refrigerator, or in a narrow base cabinet 9–12 in wide beside the range. ' +
              'Next to the cooktop, a pull-out about 6 in or 9 in wide holds oils and ' +
              'spices within reach, and a shallow drawer with a tiered spice insert ' +
              'keeps labels readable.',
          },
          {
            kind: 'tip',
            title: 'Keep the tall stuff low',
            text:
              'Shelves above about 72 in are hard to reach for most people. Put ' +
              'everyday items between hip and shoulder height, and keep the top shelves ' +
              'for platters and holiday pieces.',
          },
        ],
      },
      {
        heading: 'Pantry pull-outs, trash and the sink base',
        blocks: [
          {
            kind: 'p',
            text:
              'A tall pantry cabinet 24 in deep swallows cans at the back. Roll-out ' +
              'shelves behind the doors, each on its own full-extension slide, bring ' +
              'the back forward. A pull-out pantry, a tall frame of shelves that slides ' +
              'out of a 12–18 in wide cabinet, works in narrow spaces and needs ' +
              'heavy-duty slides rated for the load. Where there is a free wall, a ' +
              'shallow 12 in pantry shows everything at a glance.',
          },
          {
            kind: 'p',
            text:
              'Trash and recycling belong beside the sink, on the side away from the ' +
              'dishwasher, so scraping and rinsing happen in one place. An 18 in ' +
              'pull-out typically holds two bins, one for trash and one for recycling; ' +
              'a 15 in cabinet takes one. Bottom-mounted frames on soft-close slides ' +
              'run more smoothly than bins hung on the door.',
          },
          {
            kind: 'p',
            text:
              'The sink base is the one cabinet full of pipes. A U-shaped drawer around ' +
              'the trap, a tip-out tray behind the false front for sponges, and a ' +
              'pull-out caddy for cleaning supplies make it usable. In a vanity, a ' +
              'U-shaped drawer does the same, and a listed in-drawer outlet keeps a ' +
              'hair dryer plugged in out of sight.',
          },
          {
            kind: 'checklist',
            title: 'Storage plan checklist',
            items: [
              'Measure the largest pots, pans, sheet pans and small appliances.',
              'Decide where each zone goes: prep, cooking, cleanup, dishes, coffee.',
              'Choose drawers over doors for base cabinets wherever you can.',
              'Pick a corner solution for every corner on the plan.',
              'Place trash and recycling beside the sink.',
              'Mark which drawers need heavy-duty slides.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Do pull-outs reduce storage space?',
        answer:
          'Slightly, because the slides and frames take some width. You can reach ' +
          'everything, though, so the space you use in practice usually grows.',
      },
      {
        question: 'Which is better for a corner, a Lazy Susan or a blind-corner pull-out?',
        answer:
          'A Lazy Susan suits an L-shaped corner and everyday items. A blind-corner ' +
          'swing-out suits a blind corner and heavy pots. We show both working at ' +
          'the showroom.',
      },
      {
        question: 'Can pull-outs be added to our existing cabinets?',
        answer:
          'Often, yes, as long as the boxes are sound. Roll-out trays and trash ' +
          'pull-outs are made to retrofit, but a face frame narrows the opening, so ' +
          'we measure first.',
      },
      {
        question: 'How wide should a trash pull-out be?',
        answer:
          'An 18 in cabinet usually takes two bins for trash and recycling; a 15 in ' +
          'cabinet takes one. Families who compost sometimes add a third bin ' +
          'elsewhere.',
      },
    ],
    related: [
      '/learning/cabinetry/hardware',
      '/learning/cabinetry/construction',
      '/learning/kitchens/workflow',
      '/learning/kitchens/layouts',
      '/services/cabinets',
      '/guides/topics/cabinets',
    ],
  },
] satisfies DocContent[]
