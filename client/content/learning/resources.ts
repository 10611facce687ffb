import { priceGuideRows } from '../price-guide'
import type { DocContent, GlossaryTerm, Worksheet } from '../types'

export const glossary = [
  {
    term: 'AFCI (arc-fault circuit interrupter)',
    definition:
      'A breaker or outlet that shuts off a circuit when it senses arcing, the kind of ' +
      'sparking in damaged or loose wiring that can start a fire. The electrical code requires ' +
      'AFCI protection on most circuits serving living spaces, including kitchens, so new or ' +
      'extended circuits in a remodel usually get it.',
  },
  {
    term: 'Air admittance valve',
    definition:
      'A one-way valve under a sink that lets air into the drain so it flows freely, used ' +
      'where running a vent pipe up through the house is impractical, as with many island sinks. ' +
      'Many jurisdictions accept them and some do not, so the local plumbing inspector decides.',
  },
  {
    term: 'Allowance',
    definition:
      'A sum written into the contract for an item you have not chosen yet, such as tile or ' +
      'light fixtures. If your choice costs more, you pay the difference; if it costs less, you ' +
      'get a credit. Check whether the allowance covers the material alone or installation too.',
  },
  {
    term: 'Apron-front sink',
    definition:
      'Also called a farmhouse sink: a sink whose front panel shows below the counter instead ' +
      'of being hidden by the cabinet. It needs a sink base cut to fit it, and the sink must be ' +
      'on site before the cabinets are installed and the counter is templated.',
  },
  {
    term: 'Backer board',
    definition:
      'Cement, fiber-cement or foam panels fastened to studs or subfloor as a stable base for ' +
      'tile. Unlike paper-faced drywall it does not break down when damp, but cement board is ' +
      'not waterproof by itself, so in a shower it goes behind a waterproofing membrane.',
  },
  {
    term: 'Backsplash',
    definition:
      'The wall surface between the countertop and the wall cabinets, usually tile or a slab of ' +
      'the counter material. The standard gap between counter and upper cabinets is 18 in.',
  },
  {
    term: 'Blind corner',
    definition:
      'A corner cabinet whose inner part is hidden behind the neighboring cabinet, so items at ' +
      'the back are hard to reach. Pull-out or swing-out hardware brings that space forward.',
  },
  {
    term: 'Blocking',
    definition:
      'Short lengths of lumber fastened between studs before the drywall goes up, giving solid ' +
      'backing for grab bars, towel bars, wall-hung vanities, heavy wall cabinets or a TV. ' +
      'Adding it later means opening the finished wall.',
  },
  {
    term: 'Book-matched',
    definition:
      'Two stone slabs cut one after the other from the same block and laid side by side so ' +
      'the veining mirrors itself at the seam, like the facing pages of an open book.',
  },
  {
    term: 'Building permit',
    definition:
      "Written approval from your municipality's building department to do the work shown on " +
      'the application, followed by inspections at set stages. Work that moves plumbing, adds ' +
      'circuits or changes framing normally needs one.',
  },
  {
    term: 'Carcass',
    definition:
      'The box of a cabinet: its sides, top, bottom and back, without the doors and drawer ' +
      'fronts. Plywood and particleboard are the two usual materials.',
  },
  {
    term: 'Certificate of occupancy',
    definition:
      'A document from the building department stating that a building, or the work done on ' +
      'it, meets code and may be used. For a remodel many municipalities instead issue a ' +
      'certificate of completion or close the permit; keep whichever you receive with your ' +
      'house papers, since it is asked for when you sell.',
  },
  {
    term: 'CFM (cubic feet per minute)',
    definition:
      'The airflow rating of an exhaust fan or range hood. Residential code tables give ' +
      'minimums of 50 CFM for a bathroom fan run on demand and 100 CFM for kitchen exhaust; ' +
      'a large or powerful cooktop calls for more.',
  },
  {
    term: 'Change order',
    definition:
      'A written amendment to the contract that changes the scope, price or schedule, signed by ' +
      'you and the contractor before the changed work is done.',
  },
  {
    term: 'Concealed hinge',
    definition:
      'A cabinet hinge with a round cup set into the back of the door, invisible when the door ' +
      'is closed. Screws on the hinge adjust the door up and down, side to side and in and out.',
  },
  {
    term: 'Contingency',
    definition:
      'Money you set aside beyond the contract price for conditions found once walls and floors ' +
      'are open, such as rotted subfloor or old wiring. It stays yours unless it is needed.',
  },
  {
    term: 'Crown molding',
    definition:
      'Trim along the top of wall cabinets or where wall meets ceiling. On cabinets it can ' +
      'close the gap to the ceiling or finish a cabinet that stops short of it.',
  },
  {
    term: 'Curbless shower',
    definition:
      'A shower with no step or curb at the entry; the floor slopes to a linear or center drain. ' +
      'Building one usually means lowering the subfloor in the shower area or raising the rest ' +
      'of the bathroom floor.',
  },
  {
    term: 'Custom cabinets',
    definition:
      'Cabinets built to the exact dimensions of your room, in any size, finish or detail the ' +
      'shop can make. They have the longest lead time; on our Westchester projects custom ' +
      'cabinets take 6–8 weeks to arrive.',
  },
  {
    term: 'Dedicated circuit',
    definition:
      'A circuit that serves one appliance only, such as a dishwasher, disposal, built-in ' +
      'microwave or induction range. Kitchen countertop outlets must be fed by at least two ' +
      '20-amp small-appliance circuits, and bathroom outlets need a 20-amp circuit of their own.',
  },
  {
    term: 'Dovetail joint',
    definition:
      'Interlocking, fan-shaped cuts that join the front and sides of a drawer box. It holds ' +
      'without relying on glue or staples alone and is a sign of a well-built drawer.',
  },
  {
    term: 'Ducted range hood',
    definition:
      'A hood that pulls smoke, grease and moisture through a duct to the outside. A ' +
      'recirculating hood only filters the air and returns it to the room, and a ducted hood ' +
      'must end outdoors, never in the attic or a wall cavity.',
  },
  {
    term: 'Edge profile',
    definition:
      'The shape of the exposed countertop edge: eased (slightly softened square), bevel, ' +
      'bullnose, ogee or mitered. Simpler profiles are easier to clean and chip less.',
  },
  {
    term: 'Escutcheon',
    definition:
      'The decorative plate around a pipe, valve stem or faucet where it comes through a wall ' +
      'or deck. It covers the hole and should match the faucet finish.',
  },
  {
    term: 'Etching',
    definition:
      'Dull spots on marble, limestone or travertine where an acid such as lemon juice, vinegar ' +
      'or wine has eaten into the polish. It is a surface reaction, not a stain, and a sealer ' +
      'does not prevent it; a honed finish hides it better.',
  },
  {
    term: 'Exclusions',
    definition:
      'The part of a bid or contract that lists what is not included, such as painting, ' +
      'appliance installation or asbestos removal. Two bids can only be compared once their ' +
      'exclusions are read side by side.',
  },
  {
    term: 'Face frame',
    definition:
      'A frame of solid-wood rails and stiles attached to the front of a cabinet box, to which ' +
      'the doors are hinged. It is the traditional American construction, stiffens the box and ' +
      'leaves a strip of frame visible between doors.',
  },
  {
    term: 'Filler',
    definition:
      'A strip of cabinet material set between two cabinets or between a cabinet and a wall. ' +
      'It takes up leftover space and lets doors and drawers open past a wall, trim or handle.',
  },
  {
    term: 'Final inspection',
    definition:
      "The building inspector's last visit, once the work is finished, to confirm it matches " +
      'the permit and meets code. Passing it closes the permit.',
  },
  {
    term: 'Frameless cabinet',
    definition:
      'Also called European or full-access construction: a cabinet without a face frame, with ' +
      'doors hinged directly to the box sides. It gives slightly wider openings and a clean, ' +
      'continuous look with narrow gaps between doors.',
  },
  {
    term: 'Full overlay',
    definition:
      'A door style that covers nearly all of the cabinet front, leaving only a narrow gap ' +
      'between neighboring doors and drawers.',
  },
  {
    term: 'Full-extension slide',
    definition:
      'Drawer hardware that lets the drawer come all the way out of the cabinet so the back ' +
      'is as easy to reach as the front. Slides are rated for weight, which matters for pots ' +
      'and pantry drawers.',
  },
  {
    term: 'GFCI (ground-fault circuit interrupter)',
    definition:
      'An outlet or breaker that cuts power in a fraction of a second when current leaks to ' +
      'ground, for example through water or a person. The code requires GFCI protection for ' +
      'kitchen countertop outlets and all bathroom outlets; press the test button monthly.',
  },
  {
    term: 'Grout',
    definition:
      'The material that fills the joints between tiles. Sanded grout is used for joints of 1/8 ' +
      'in and wider, unsanded for narrower ones; cement grouts need sealing, while epoxy and ' +
      'urethane grouts resist stains without it.',
  },
  {
    term: 'Heated floor',
    definition:
      'An electric mat or cable set in the mortar under tile and run by a wall thermostat. It ' +
      'needs its own GFCI-protected circuit and must be tested before and after the tile is ' +
      'laid.',
  },
  {
    term: 'Honed finish',
    definition:
      'A matte, smooth stone surface ground without the final polish. It hides etching and ' +
      'scratches better than polished stone but shows oil marks more, so keep it sealed.',
  },
  {
    term: 'Inset door',
    definition:
      'A cabinet door set inside the face frame so it sits flush with the frame. It needs ' +
      'precise fitting and stable wood, is usually a custom or high-end semi-custom option, and ' +
      'gives up a little interior space to the frame.',
  },
  {
    term: 'Joist',
    definition:
      'One of the horizontal framing members that carry a floor or ceiling. Drain lines that ' +
      'run across joists may need a new route, because the code limits how much a joist can be ' +
      'notched or drilled.',
  },
  {
    term: 'Landing area',
    definition:
      'Clear counter space beside an appliance where you can set down a hot pan or a bag of ' +
      'groceries. Kitchen planning guidelines call for roughly 12–15 in beside the cooktop, ' +
      'refrigerator and microwave.',
  },
  {
    term: 'Lead time',
    definition:
      'The time between placing an order and delivery. Cabinets, custom glass, special-order ' +
      'tile and some appliances set the start date of construction, so they are ordered first.',
  },
  {
    term: 'Lead-safe work practices (RRP)',
    definition:
      "Under the EPA's Renovation, Repair and Painting rule, work that disturbs painted surfaces " +
      'in a home built before 1978 must be done by a certified firm using containment, dust ' +
      'control and a cleaning check, because older paint may contain lead.',
  },
  {
    term: 'Lien waiver',
    definition:
      'A signed release from a contractor, subcontractor or supplier confirming payment for ' +
      'a stage of the work and giving up the right to file a lien for that amount. Ask for one ' +
      'with each payment.',
  },
  {
    term: 'Linear drain',
    definition:
      'A long, narrow shower drain along one wall or the entry instead of a small square drain ' +
      'in the center. The floor slopes in one direction only, which suits large tiles and ' +
      'curbless showers.',
  },
  {
    term: 'Lippage',
    definition:
      'A height difference between the edges of neighboring tiles that you can feel underfoot ' +
      'or see in raking light. Flat substrate, leveling clips and limiting the offset of ' +
      'large-format tiles keep it in check.',
  },
  {
    term: 'Load-bearing wall',
    definition:
      'A wall that carries weight from the floors or roof above. Removing or opening one needs ' +
      'a beam sized by an engineer or architect, posts that carry the load down to the ' +
      'foundation, and a permit.',
  },
  {
    term: 'Make-up air',
    definition:
      'Outdoor air brought into the house to replace what a powerful range hood exhausts. The ' +
      'residential code requires it for hoods that exhaust more than 400 CFM, so that the hood ' +
      'works and does not pull fumes back down a chimney or flue.',
  },
  {
    term: "Mechanic's lien",
    definition:
      'A legal claim against your property filed by a contractor, subcontractor or supplier ' +
      'who says they were not paid. A clear payment schedule and lien waivers with each payment ' +
      'are the usual protection.',
  },
  {
    term: 'Mitered edge',
    definition:
      'A countertop edge made by joining a strip of stone to the slab at a 45-degree angle, so ' +
      'the counter looks thicker than the slab and the pattern wraps over the edge.',
  },
  {
    term: 'Moisture-resistant drywall',
    definition:
      'Gypsum board with a water-resistant facing, often green or purple. It suits bathroom ' +
      'walls and ceilings outside the shower but is not a base for tile inside a shower.',
  },
  {
    term: 'Mud bed',
    definition:
      'A thick layer of sand and portland cement mortar, packed and screeded to a flat or ' +
      'sloped surface. Traditional shower floors are built on a mud bed over a waterproof liner.',
  },
  {
    term: 'Open permit',
    definition:
      'A permit that was issued but never closed with a final inspection. It can hold up the ' +
      'sale or refinancing of a house, so make sure every permit on your project is signed off.',
  },
  {
    term: 'Overhang',
    definition:
      'The part of a countertop that projects past the cabinets, most often for seating at an ' +
      'island. Plan about 15 in of knee space at a 36 in high counter; overhangs deeper than ' +
      'the fabricator allows for the slab need steel supports or corbels.',
  },
  {
    term: 'P-trap',
    definition:
      'The U-shaped bend in a drain under a sink or tub that holds a little water to keep sewer ' +
      'gas out of the room. A trap that dries out in an unused bathroom lets odors in.',
  },
  {
    term: 'Panel-ready appliance',
    definition:
      'A refrigerator, dishwasher or freezer drawer made to take a front panel that matches ' +
      'your cabinets. The panels are ordered with the cabinets, so the model must be chosen early.',
  },
  {
    term: 'Partial overlay',
    definition:
      'A door style that covers only part of the face frame, leaving a wide band of frame ' +
      'visible around each door. It is common on older and budget cabinets.',
  },
  {
    term: 'Payment schedule',
    definition:
      'The part of the contract that says how much you pay and when, tied to milestones such ' +
      'as signing, cabinet delivery, rough-in and completion rather than to dates alone.',
  },
  {
    term: 'PEX',
    definition:
      'Flexible cross-linked polyethylene tubing for hot and cold water supply. It bends around ' +
      'corners with fewer fittings than copper and is joined with crimp or expansion fittings.',
  },
  {
    term: 'Pot filler',
    definition:
      'A wall-mounted faucet with a folding arm above the range for filling large pots. It needs ' +
      'a cold-water line and solid blocking in the wall before the drywall is hung.',
  },
  {
    term: 'Pressure-balance valve',
    definition:
      'A shower valve that keeps the water temperature steady when pressure drops, for example ' +
      'when a toilet flushes. The plumbing code requires a pressure-balance or thermostatic ' +
      'valve in every shower to prevent scalding.',
  },
  {
    term: 'Punch list',
    definition:
      'The list of small items left at the end of a job, such as paint touch-ups, door ' +
      'adjustments and caulk joints, written during the final walkthrough. The last payment is ' +
      'usually tied to finishing it.',
  },
  {
    term: 'Quartz',
    definition:
      'An engineered countertop made mostly of crushed quartz bound with resin and pigments. It ' +
      'needs no sealing and resists stains, but hot pans can scorch the resin, so use trivets.',
  },
  {
    term: 'Quartzite',
    definition:
      'A natural stone formed from sandstone under heat and pressure, harder than granite and ' +
      'resistant to etching. Some stones sold as quartzite are softer marbles, so test a sample ' +
      'with lemon juice before buying.',
  },
  {
    term: 'Rail and stile',
    definition:
      'The horizontal (rail) and vertical (stile) pieces that form the frame of a five-piece ' +
      'cabinet door or a face frame.',
  },
  {
    term: 'Recessed light',
    definition:
      'A light fixture set into the ceiling so it sits flush. In a ceiling with insulation ' +
      'above, it must be rated for insulation contact (IC) and should be airtight.',
  },
  {
    term: 'Reveal',
    definition:
      'The visible strip of face frame around a door, or the deliberate small step between two ' +
      'surfaces, such as a door and its trim. Even reveals are one of the quickest signs of ' +
      'careful cabinet installation.',
  },
  {
    term: 'Rough-in',
    definition:
      'The stage when pipes, wires and ducts are run through open walls and floors, before ' +
      'insulation and drywall. The word also names a fixed dimension, such as the 12 in toilet ' +
      'rough-in measured from the finished wall to the center of the drain.',
  },
  {
    term: 'Rough-in inspection',
    definition:
      'The inspection of plumbing, electrical and framing work while the walls are still ' +
      'open; nothing can be covered until it passes. In many New York municipalities the ' +
      'electrical part is done by an independent inspection agency the town accepts.',
  },
  {
    term: 'Scope of work',
    definition:
      'The written description of everything the contractor will do, room by room and trade ' +
      'by trade. Anything not in it is not in the price.',
  },
  {
    term: 'Scribe',
    definition:
      'To trim a cabinet panel, filler or countertop edge so it follows an uneven wall or floor. ' +
      'A scribe strip is the extra material left on a cabinet for this purpose.',
  },
  {
    term: 'Sealer',
    definition:
      'A penetrating liquid that slows how fast granite, marble or cement grout absorbs spills. ' +
      'If water darkens the stone within a few minutes, it is time to reseal.',
  },
  {
    term: 'Semi-custom cabinets',
    definition:
      'Factory cabinets offered in more sizes, finishes and modifications than stock lines, ' +
      'such as reduced depths or extended stiles. They cover most kitchens with less lead time ' +
      'than custom.',
  },
  {
    term: 'Service panel',
    definition:
      'The main electrical panel, whose amperage sets how much power the house can draw. An ' +
      'induction range, heated floors and new circuits can require open breaker spaces or a ' +
      'service upgrade, which the electrician checks at the first visit.',
  },
  {
    term: 'Shaker door',
    definition:
      'A five-piece cabinet door with a square-edged frame around a flat, recessed center ' +
      'panel. It suits traditional and modern kitchens alike.',
  },
  {
    term: 'Shower pan',
    definition:
      'The sloped, waterproof floor of a shower, built as a mortar bed over a liner, a foam ' +
      'tray or a prefabricated base. The plumbing code requires it to slope toward the drain at ' +
      'least 1/4 in per foot.',
  },
  {
    term: 'Soffit',
    definition:
      'A boxed-in section lowered from the ceiling, often above wall cabinets, that hides ' +
      'ducts, pipes or wires or fills the space over the cabinets. Removing one means first ' +
      'finding out what is inside and rerouting it.',
  },
  {
    term: 'Soft-close',
    definition:
      'Hinges or drawer slides with a built-in damper that slows the door or drawer for the last ' +
      'inch so it closes quietly without slamming.',
  },
  {
    term: 'Stock cabinets',
    definition:
      'Factory cabinets made in fixed sizes, usually in 3 in width steps, with a limited choice ' +
      'of door styles and finishes. They arrive fastest and use fillers to fit the room.',
  },
  {
    term: 'Subcontractor',
    definition:
      'A tradesperson or firm hired by your contractor rather than by you, such as the ' +
      'electrician, plumber or countertop fabricator. Your contractor stays responsible for ' +
      'their work and schedule.',
  },
  {
    term: 'Subfloor',
    definition:
      'The structural plywood or board layer fastened to the joists, under the finished floor. ' +
      'Tile needs a stiff, flat subfloor, and natural stone needs a stiffer one than ceramic.',
  },
  {
    term: 'Substantial completion',
    definition:
      'The point at which the room can be used for its purpose and only punch list items ' +
      'remain. Contracts often tie a payment or the start of the warranty to it.',
  },
  {
    term: 'Template',
    definition:
      'An exact pattern of the installed base cabinets, traced by hand or digitally, from which ' +
      'the countertop is cut. The cabinets must be level and fixed, and the sink, faucet and ' +
      'cooktop on site, before templating.',
  },
  {
    term: 'Thermostatic valve',
    definition:
      'A shower valve that holds the water at the temperature you set, with a separate control ' +
      'for volume. It can run several outlets at once, such as a showerhead and body sprays.',
  },
  {
    term: 'Thinset',
    definition:
      'A cement-based mortar spread in a thin, notched layer to bond tile to its base. Large ' +
      'and heavy tiles call for a mortar made for large-format tile.',
  },
  {
    term: 'Toe kick',
    definition:
      'The recess at the bottom of base cabinets, usually about 4 in high and 3 in deep, that ' +
      'leaves room for your toes so you can stand close to the counter.',
  },
  {
    term: 'Toilet flange',
    definition:
      'The round fitting at the top of the toilet drain that the toilet bolts to. Its center ' +
      'is usually 12 in from the finished wall, and the code requires at least 15 in from that ' +
      'center to a side wall and 21 in of clear space in front of the bowl.',
  },
  {
    term: 'Uncoupling membrane',
    definition:
      'A thin plastic mat laid between the subfloor and the tile that absorbs small movements ' +
      'in the floor so they do not crack tile or grout. Some types also waterproof.',
  },
  {
    term: 'Under-cabinet lighting',
    definition:
      'LED strips or puck lights mounted under the wall cabinets to light the counter. Hardwired ' +
      'versions need wiring and a spot for the driver planned before the drywall goes up.',
  },
  {
    term: 'Undermount sink',
    definition:
      'A sink fastened to the underside of a stone or solid-surface counter so the polished ' +
      'cutout edge shows and crumbs wipe straight in. The sink must be chosen before templating.',
  },
  {
    term: 'Vanity',
    definition:
      'The bathroom cabinet that holds the sink. Single vanities run 24–48 in wide and doubles ' +
      '60–72 in, at heights from about 30 in to a 36 in comfort height.',
  },
  {
    term: 'Vent stack',
    definition:
      'A vertical pipe connected to the drains that runs out through the roof. It lets drains ' +
      'flow smoothly and protects the water in each trap, so moving a fixture far from the stack ' +
      'can mean new venting.',
  },
  {
    term: 'Wainscoting',
    definition:
      'Paneling, beadboard or tile on the lower part of a wall, with a cap or trim at the top. ' +
      'In a bathroom it protects the wall where water splashes.',
  },
  {
    term: 'Waterproofing membrane',
    definition:
      'A sheet or liquid-applied layer behind shower tile that keeps water out of the walls and ' +
      'floor. Tile and grout shed water but let moisture through, so the membrane does the ' +
      'real waterproofing.',
  },
  {
    term: 'Wet wall',
    definition:
      'The wall that holds the supply and drain pipes. Keeping the sink, toilet or tub on the ' +
      'existing wet wall is one of the simplest ways to hold down plumbing costs.',
  },
  {
    term: 'Work triangle',
    definition:
      'The path between sink, range and refrigerator. The classic guideline keeps each leg ' +
      'between 4 and 9 ft and the three legs together under 26 ft, with no island or tall ' +
      'cabinet cutting across.',
  },
] satisfies GlossaryTerm[]

export const worksheets = [
  {
    id: 'budget',
    title: 'Project Budget Worksheet',
    intro:
      'Write down what you are prepared to spend on each part of the project. Fill it before ' +
      'the consultation, then use the same lines to check each bid you receive.',
    fields: [
      {
        label: 'Cabinets',
        kind: 'money',
        hint: 'Boxes, doors, fillers, panels and moldings; usually the largest line',
      },
      {
        label: 'Countertops',
        kind: 'money',
        hint: 'Slab, fabrication, edge profile, sink and cooktop cutouts, installation',
      },
      {
        label: 'Appliances',
        kind: 'money',
        hint: 'Range or cooktop and ovens, hood, refrigerator, dishwasher, microwave',
      },
      {
        label: 'Plumbing fixtures',
        kind: 'money',
        hint: 'Sinks, faucets, disposal, toilet, shower valve and trim, tub',
      },
      {
        label: 'Tile and flooring',
        kind: 'money',
        hint: 'Backsplash, floor and shower tile, plus trim pieces and setting materials',
      },
      {
        label: 'Lighting',
        kind: 'money',
        hint: 'Recessed lights, pendants, under-cabinet strips, vanity lights, dimmers',
      },
      {
        label: 'Cabinet hardware and organizers',
        kind: 'money',
        hint: 'Pulls, knobs, trash pull-out, drawer dividers, corner pull-outs',
      },
      {
        label: 'Labor',
        kind: 'money',
        hint: 'Demolition, carpentry, plumbing, electrical, tile, drywall and paint, as bid',
      },
      {
        label: 'Permits and drawings',
        kind: 'money',
        hint: 'Fees set by your municipality, plus any architect or engineer drawings',
      },
      {
        label: 'Temporary living costs',
        kind: 'money',
        hint: 'Meals out, a temporary kitchen setup, storage for furniture',
      },
      {
        label: 'Contingency',
        kind: 'money',
        hint: 'A reserve for what open walls reveal; spent only if needed',
      },
      {
        label: 'Total budget',
        kind: 'money',
        hint: 'Compare it with the price guide tier you expect your project to fall in',
      },
    ],
  },
  {
    id: 'kitchen-measurements',
    title: 'Kitchen Measurements Worksheet',
    intro:
      'Measure in inches with a steel tape and round to the nearest 1/4 in. Sketch the room ' +
      'and label the walls A, B and C clockwise from the sink wall. We re-measure before ' +
      'anything is ordered; these numbers start the design.',
    fields: [
      {
        label: 'Wall A length (in)',
        kind: 'number',
        hint: 'Corner to corner at about counter height, 36 in off the floor',
      },
      {
        label: 'Wall B length (in)',
        kind: 'number',
        hint: 'Measure low and high too; walls in older houses are rarely straight',
      },
      {
        label: 'Wall C length (in)',
        kind: 'number',
        hint: 'Leave blank for a one-wall or galley kitchen',
      },
      {
        label: 'Ceiling height (in)',
        kind: 'number',
        hint: 'Floor to ceiling in two or three places; note the lowest',
      },
      {
        label: 'Soffit height from floor (in)',
        kind: 'number',
        hint: 'Floor to the underside of any soffit or bulkhead; blank if none',
      },
      {
        label: 'Window: corner to outer edge of trim (in)',
        kind: 'number',
        hint: 'From the nearest corner to the outside edge of the window casing',
      },
      {
        label: 'Window width including trim (in)',
        kind: 'number',
        hint: 'Outside edge to outside edge of the casing',
      },
      {
        label: 'Window sill height from floor (in)',
        kind: 'number',
        hint: 'A sill below the countertop and backsplash height limits what fits in front',
      },
      {
        label: 'Door: corner to outer edge of trim (in)',
        kind: 'number',
        hint: 'Repeat for each door and note which way it swings',
      },
      {
        label: 'Door width including trim (in)',
        kind: 'number',
        hint: 'Outside edge to outside edge of the casing',
      },
      {
        label: 'Refrigerator width (in)',
        kind: 'number',
        hint: 'Freestanding models are often 30, 33 or 36 in; built-ins 36, 42 or 48 in',
      },
      {
        label: 'Refrigerator height (in)',
        kind: 'number',
        hint: "Check the maker's spec sheet for air space needed above and behind",
      },
      {
        label: 'Range or cooktop width (in)',
        kind: 'number',
        hint: 'Standard ranges are 30 in; professional-style ranges also come 36 and 48 in',
      },
      {
        label: 'Dishwasher width (in)',
        kind: 'number',
        hint: 'Most are 24 in; compact models are 18 in',
      },
      {
        label: 'Sink centerline from nearest corner (in)',
        kind: 'number',
        hint: 'Measure to the center of the drain; it shows where the plumbing is now',
      },
    ],
  },
  {
    id: 'selections',
    title: 'Selections Checklist',
    intro:
      'Tick each decision once it is final and written down with a model number, color and ' +
      'size. Everything on this list should be settled before demolition starts.',
    fields: [
      { label: 'Cabinet line, construction and door style', kind: 'check' },
      { label: 'Cabinet finish or paint color, approved on a sample door', kind: 'check' },
      { label: 'Countertop material, color, thickness and edge profile', kind: 'check' },
      { label: 'Sink model, size and mounting', kind: 'check' },
      { label: 'Faucets, soap dispenser and any filtered-water tap', kind: 'check' },
      { label: 'Appliances, with model numbers and spec sheets', kind: 'check' },
      { label: 'Range hood model, CFM rating and duct route', kind: 'check' },
      { label: 'Backsplash tile, layout pattern and grout color', kind: 'check' },
      { label: 'Flooring material and transitions to other rooms', kind: 'check' },
      { label: 'Cabinet pulls and knobs, with sizes and finish', kind: 'check' },
      { label: 'Light fixtures, switch and dimmer locations', kind: 'check' },
      { label: 'Outlet locations, including island and appliance garage', kind: 'check' },
      { label: 'Interior organizers: trash pull-out, dividers, corner hardware', kind: 'check' },
      { label: 'Bathroom: vanity, toilet, shower valve and trim, glass enclosure', kind: 'check' },
      { label: 'Paint colors and sheens for walls, ceiling and trim', kind: 'check' },
    ],
  },
  {
    id: 'contractor-questions',
    title: 'Questions for Any Remodeler',
    intro:
      'Ask every contractor you interview the same questions and write the answers down. ' +
      'Comparing answers side by side says more than comparing totals.',
    fields: [
      {
        label: 'Are you licensed or registered where I live? Under what number?',
        kind: 'text',
        hint: 'Check the number with the county or state office that issued it',
      },
      {
        label: "Can you send certificates of liability and workers' compensation insurance?",
        kind: 'text',
        hint: 'Ask for them to come from the insurer, naming you as certificate holder',
      },
      {
        label: 'Who files the permits and meets the inspectors?',
        kind: 'text',
      },
      {
        label: 'Who will be on site each day, and who is my contact?',
        kind: 'text',
      },
      {
        label: 'Which trades are your own crews and which are subcontractors?',
        kind: 'text',
      },
      {
        label: 'When can you start, and how many weeks of construction do you expect?',
        kind: 'text',
      },
      {
        label: 'What is the payment schedule, and which milestones trigger payments?',
        kind: 'text',
      },
      {
        label: 'Which allowances are in the bid, and do they include installation?',
        kind: 'text',
      },
      {
        label: 'How are change orders priced and approved?',
        kind: 'text',
      },
      {
        label: 'How will you protect floors and keep dust out of the rest of the house?',
        kind: 'text',
      },
      {
        label: 'Is your firm EPA lead-safe certified?',
        kind: 'text',
        hint: 'Required for work that disturbs paint in homes built before 1978',
      },
      {
        label: 'What does your warranty cover, for how long, and how do I ask for service?',
        kind: 'text',
      },
      {
        label: 'What is not included in this bid?',
        kind: 'text',
        hint: 'Painting, appliance hookup, haul-away and patching other rooms are common gaps',
      },
      {
        label: 'May I call two or three clients whose projects were like mine?',
        kind: 'text',
      },
    ],
  },
] satisfies Worksheet[]

export const resourcesLearning = [
  {
    id: 'resources/glossary',
    sections: [
      {
        heading: 'How to use this glossary',
        blocks: [
          {
            kind: 'p',
            text:
              'Remodeling comes with its own vocabulary, and most of it turns up in the first ' +
              'meeting: a designer points at a soffit, the plumber asks where the rough-in ' +
              'is, the estimate lists an allowance. The terms below are in alphabetical ' +
              'order, each with a short definition written for homeowners rather than for ' +
              'the trades. Look a word up when it appears in a drawing, a bid or a ' +
              'conversation, and ask us to show it to you in your own room; a toe kick or a ' +
              'reveal is easier to understand when you can touch it.',
          },
          {
            kind: 'p',
            text:
              'The entries fall into four groups. Cabinet words such as face frame, inset ' +
              'door, reveal, scribe and filler decide how the finished kitchen looks up ' +
              'close. Plumbing and electrical words such as rough-in, GFCI, AFCI, dedicated ' +
              'circuit and vent stack describe work that disappears into the walls and is ' +
              'inspected before it does. Tile and stone words such as backer board, thinset, ' +
              'lippage and etching explain why a floor stays flat and a counter keeps its ' +
              'finish. Contract words such as allowance, change order and lien waiver settle ' +
              'who pays for what.',
          },
        ],
      },
      {
        heading: 'The contract words that matter most',
        blocks: [
          {
            kind: 'p',
            text:
              'A remodeling contract is mostly plain English, but a handful of its terms ' +
              'carry the money and the risk. Read these in every bid before comparing totals; ' +
              'a lower number often means a smaller scope or thinner allowances.',
          },
          {
            kind: 'table',
            caption: 'Contract terms and what to check',
            columns: ['Term', 'What it means', 'What to check'],
            rows: [
              [
                'Scope of work',
                'Everything the contractor will do',
                'Demolition, haul-away, patching, painting and appliance hookup are named',
              ],
              [
                'Exclusions',
                'Work the price does not include',
                'Nothing you assumed was included appears here',
              ],
              [
                'Allowance',
                'A budget for an item not yet chosen',
                'The amount is realistic and says whether installation is included',
              ],
              [
                'Change order',
                'A signed change to scope, price or schedule',
                'No extra work starts without one in writing',
              ],
              [
                'Payment schedule',
                'When each payment is due',
                'Payments follow finished milestones, not the calendar',
              ],
              [
                'Lien waiver',
                'A release for work already paid for',
                'One comes with each payment, including from major suppliers',
              ],
              [
                'Substantial completion',
                'The room is usable; only small items remain',
                'How it is defined and what payment or warranty it starts',
              ],
              [
                'Punch list',
                'Final small corrections',
                'The last payment is held until the list is closed',
              ],
              [
                'Warranty',
                "The contractor's promise on workmanship",
                'Length, what it covers and how to request service',
              ],
            ],
          },
          {
            kind: 'tip',
            title: 'Ask for the definition in writing',
            text:
              'If a bid uses a word you do not know, ask what it means and have the answer ' +
              'written into the contract. A definition that lives only in a conversation is ' +
              'hard to rely on six weeks later.',
          },
        ],
      },
      {
        heading: 'Words you will hear at each stage',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              'Design: work triangle, landing area, overhang, panel-ready, inset or full overlay.',
              'Permits: building permit, load-bearing wall, make-up air, lead-safe practices.',
              'Rough-in: PEX, vent stack, dedicated circuit, blocking, rough-in inspection.',
              'Finishes: template, scribe, backer board, waterproofing membrane, thinset, grout.',
              'Close-out: punch list, final inspection, certificate of occupancy, lien waiver.',
            ],
          },
        ],
      },
    ],
    related: [
      '/learning/resources/worksheets',
      '/learning/resources/faq',
      '/learning/cabinetry/construction',
      '/learning/process/quality-punch',
      '/blog/how-to-choose-a-remodeling-contractor',
    ],
  },
  {
    id: 'resources/worksheets',
    sections: [
      {
        heading: 'Four worksheets, one conversation',
        blocks: [
          {
            kind: 'p',
            text:
              'A first consultation goes further when you arrive with numbers and decisions ' +
              'on paper. These four worksheets cover what we ask about in every kitchen and ' +
              'bath meeting: what you want to spend, how big the room is, what still has to ' +
              'be chosen and how each contractor you talk to answers the same questions. Fill ' +
              'them on screen or print them, and leave blanks where you are unsure; a blank ' +
              'tells us where to start.',
          },
          {
            kind: 'table',
            caption: 'Which worksheet to use when',
            columns: ['Worksheet', 'What it records', 'Fill it', 'Bring it to'],
            rows: [
              [
                'Budget',
                'Spending by line, from cabinets to contingency',
                'Before the first call',
                'The consultation, then each bid review',
              ],
              [
                'Kitchen measurements',
                'Walls, ceiling, openings, appliance sizes',
                'Before the consultation',
                'The consultation and the showroom',
              ],
              [
                'Selections',
                'Decisions to settle before demolition',
                'During design',
                'Every showroom visit',
              ],
              [
                'Contractor questions',
                'Answers from each remodeler',
                'During each interview',
                'Your kitchen table, when deciding',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Budget',
        blocks: [
          {
            kind: 'p',
            text:
              'Write the amount you are comfortable spending on each line, not the amount ' +
              'you hope things will cost. Our price guide places a full kitchen remodel at ' +
              '$45k–$85k and a full bathroom renovation at $20k–$35k, which gives the total a ' +
              'starting point. Once bids arrive, copy each one onto a fresh copy of the ' +
              'worksheet. Two bids that look far apart often differ on one or two lines, ' +
              'such as an allowance for tile or whether permits and drawings are included, ' +
              'and the worksheet shows exactly where.',
          },
        ],
      },
      {
        heading: 'Kitchen measurements',
        blocks: [
          {
            kind: 'p',
            text:
              'Your measurements let us sketch a first layout at the consultation. We take ' +
              'our own before anything is ordered, so do not worry about being exact to the ' +
              'last fraction.',
          },
          {
            kind: 'list',
            items: [
              'Measure each wall at counter height and near the ceiling, then note the ' +
                'difference; older plaster walls are seldom straight.',
              'Locate windows and doors from the nearest corner to the outside edge of the ' +
                'trim, because the trim is what cabinets have to clear.',
              'Take appliance sizes from the spec sheets of the models you own or want, not ' +
                'from the openings they sit in now.',
              'Photograph each wall, the sink cabinet open, and the electrical panel with its ' +
                'door open.',
            ],
          },
        ],
      },
      {
        heading: 'Selections',
        blocks: [
          {
            kind: 'p',
            text:
              'Every item on the selections checklist either affects an order with a long ' +
              'lead time or has to be known before the walls are closed. The sink must be on ' +
              'site for the countertop template, the hood decides the duct route, and the ' +
              'pot filler or sconces need wiring and blocking at rough-in. Tick a line only ' +
              'when the choice is written down with model number, size and finish. Choices ' +
              'still open when construction starts are the usual cause of idle days.',
          },
          {
            kind: 'p',
            text:
              'Start the checklist early as a list of must-haves: star the items you will not ' +
              'give up, such as a panel-ready refrigerator or a curbless shower, so the design ' +
              'protects them if the budget gets tight. When a bid carries an allowance for an ' +
              'item on the list, write the amount beside it, so you know the figure before you ' +
              'shop for the tile or the light fixtures.',
          },
        ],
      },
      {
        heading: 'Contractor questions',
        blocks: [
          {
            kind: 'p',
            text:
              'Use a fresh copy of the questions for each remodeler you interview, including ' +
              'us. Answers on licensing, insurance, permits, payment schedule and warranty ' +
              'should be specific and the same in writing as in conversation. Vague answers ' +
              'on who runs the job day to day, or on how change orders are priced, deserve a ' +
              'follow-up question before you sign.',
          },
        ],
      },
      {
        heading: 'What to bring to the consultation',
        blocks: [
          {
            kind: 'checklist',
            title: 'Bring with you',
            items: [
              'The budget worksheet, even if some lines are blank',
              'The measurements worksheet and a rough sketch of the room',
              'Photos of the room, the sink cabinet and the electrical panel',
              'Pictures of kitchens or baths you like, and one or two you do not',
              'Spec sheets for any appliances you are keeping or have bought',
              'A survey or floor plan of the house, if you have one',
            ],
          },
          {
            kind: 'tip',
            title: 'Keep one folder',
            text:
              'Keep the worksheets, bids and spec sheets together in one folder or shared ' +
              'drive. When questions come up on site, the answer is usually already written ' +
              'down somewhere in it.',
          },
        ],
      },
    ],
    related: [
      '/learning/process/costs-budgets',
      '/learning/kitchens/layouts',
      '/learning/resources/glossary',
      '/blog/how-to-choose-a-remodeling-contractor',
      '/showroom',
      '/estimate',
    ],
  },
  {
    id: 'resources/faq',
    sections: [
      {
        heading: 'How to read these answers',
        blocks: [
          {
            kind: 'p',
            text:
              'The questions below are the ones homeowners ask us most often, at the first ' +
              'call and again during construction. The costs and durations come from the price ' +
              'guide and regional figures we publish for Westchester, Rockland, Bergen and ' +
              'Greenwich. They describe typical projects, not yours: a price and a schedule ' +
              'for your house follow a visit, measurements and a set of selections.',
          },
          {
            kind: 'p',
            text:
              'If your question is not here, it is probably one we answer differently for ' +
              'each house: whether a wall can come out, whether an old cast-iron drain should ' +
              'be replaced while the floor is open, or whether the electrical panel has room ' +
              'for an induction range. Those answers need someone standing in the room, which ' +
              'is what the free consultation is for. Bring the worksheets from this section ' +
              'and a list of everything that bothers you about the room today.',
          },
        ],
      },
      {
        heading: 'Costs at a glance',
        blocks: [
          {
            kind: 'table',
            caption: 'Our home-page price guide',
            columns: ['Project', 'Tier', 'Range'],
            rows: priceGuideRows,
          },
          {
            kind: 'p',
            text:
              'Where a project lands within its tier depends mostly on three things: the ' +
              'cabinet line, whether plumbing, walls or windows move, and what is found once ' +
              'the old finishes come off. Appliances can shift a kitchen budget more than any ' +
              'other single choice.',
          },
        ],
      },
      {
        heading: 'Time at a glance',
        blocks: [
          {
            kind: 'table',
            caption: 'Typical durations on our projects',
            columns: ['Stage or project', 'Typical time'],
            rows: [
              ['Design (Westchester)', '1–2 weeks'],
              ['Permits (Westchester and Bergen)', '2–4 weeks'],
              ['Permits (Rockland)', '2–3 weeks'],
              ['Permits (Greenwich)', '3–5 weeks'],
              ['Custom cabinet lead time (Westchester)', '6–8 weeks'],
              ['Kitchen construction', '6–12 weeks'],
              ['Bathroom construction', '3–6 weeks'],
              ['Powder room', '2–3 weeks'],
              ['Primary bathroom', '6–8 weeks'],
            ],
          },
          {
            kind: 'p',
            text:
              'Permits and cabinet production run side by side, so the wait before ' +
              'demolition is set by whichever takes longer. Construction starts only when ' +
              'both are in hand.',
          },
        ],
      },
      {
        heading: 'Between signing and demolition',
        blocks: [
          {
            kind: 'p',
            text:
              'Most of the waiting in a remodel happens before anyone picks up a hammer, and ' +
              'it is the most useful time in the project. This is when the drawings are ' +
              'finished, the permit application goes in, cabinets go into production and the ' +
              'last selections are made. A change made now costs a phone call; the same ' +
              'change made after the walls are closed can cost a week.',
          },
          {
            kind: 'list',
            ordered: true,
            items: [
              'Final drawings and a signed cabinet order, so production can start.',
              'Permit application filed, with any structural details from an engineer.',
              'Appliances, sinks and faucets ordered, with spec sheets sent to us.',
              'Tile, lighting and hardware chosen and ordered with their lead times noted.',
              'A pre-construction meeting to confirm the start date, crew access and the ' +
                'temporary kitchen or bathroom plan.',
            ],
          },
        ],
      },
      {
        heading: 'Getting the house ready',
        blocks: [
          {
            kind: 'checklist',
            title: 'The week before demolition',
            items: [
              'Empty the cabinets and drawers of the room being remodeled',
              'Set up a temporary kitchen with the refrigerator, microwave and kettle',
              'Clear a path from the door to the work area and take down pictures nearby',
              'Decide where the crew will park and where the dumpster or trailer goes',
              'Agree on working hours, a key or door code, and where pets will stay',
              'Tell neighbors when demolition starts and how long it should last',
            ],
          },
        ],
      },
      {
        heading: 'Warranties in brief',
        blocks: [
          {
            kind: 'list',
            items: [
              'Our workmanship: a 2-year labor warranty on the work our crews install.',
              'Cabinets: the manufacturer warranty, typically 5–10 years depending on the line.',
              'Appliances, faucets, valves and fixtures: their own manufacturer warranties, ' +
                'registered in your name.',
              'Counters and tile: care instructions matter, because damage from the wrong ' +
                'cleaner or a hot pan is not a defect.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'What does a kitchen remodel cost?',
        answer:
          'On our price guide a cabinet refresh runs $25k–$45k, a full remodel $45k–$85k and a ' +
          'luxury custom kitchen $85k–$150k+. Our average Westchester kitchen comes to $67,500. ' +
          'The cabinet order is normally the biggest single cost in a kitchen.',
      },
      {
        question: 'What does a bathroom remodel cost?',
        answer:
          'A basic refresh runs $12k–$20k, a full renovation $20k–$35k and a luxury upgrade ' +
          '$35k–$60k+, and our average bathroom comes to $37,500. Tile labor is a larger share ' +
          'of a bathroom budget than of a kitchen, because a shower is built layer by layer.',
      },
      {
        question: 'How much should we keep aside for surprises?',
        answer:
          'Keep a contingency outside the contract price and spend it only if needed. Houses ' +
          'built before the 1960s are more likely to hide undersized wiring, galvanized pipes or ' +
          'soft subfloor near a toilet, so we suggest a larger reserve for them. We tell you ' +
          'during the site visit what we expect to find.',
      },
      {
        question: 'How many weeks will we be without a kitchen?',
        answer:
          'Construction takes 6–12 weeks, counted from demolition to the final walkthrough. ' +
          'The longest gap is usually between cabinet installation and countertops, because ' +
          'the counters are templated on the installed cabinets and then fabricated.',
      },
      {
        question: 'How long is a bathroom out of use?',
        answer:
          'Most bathrooms take 3–6 weeks; a powder room takes 2–3 weeks and a primary bath ' +
          '6–8 weeks. Shower waterproofing, tile and glass are the stages that set the pace, ' +
          'since the glass is measured only after the tile is finished.',
      },
      {
        question: 'Who pulls the permits, and how long do they take?',
        answer:
          'We prepare the drawings, file the application with your city, town or village and ' +
          'meet the inspectors. Approval usually takes 2–4 weeks in Westchester and Bergen, ' +
          '2–3 weeks in Rockland and 3–5 weeks in Greenwich. Fees are set by each municipality.',
      },
      {
        question: 'Does every remodel need a permit?',
        answer:
          'No. Moving or adding plumbing, new electrical circuits, structural changes and new ' +
          'ducted vents normally need one, while painting or refacing cabinet doors usually ' +
          'does not. Rules differ between municipalities, so we confirm with your building ' +
          'department before quoting.',
      },
      {
        question: 'Do we need to move out?',
        answer:
          'Most families stay. During a kitchen remodel you cook in a temporary kitchen; ' +
          'during a bathroom remodel you need a second bathroom, and if the house has only ' +
          'one we plan the work so the toilet is out of service for as little time as ' +
          'possible. Water and power shut-offs are short and announced in advance.',
      },
      {
        question: 'How do you keep dust out of the rest of the house?',
        answer:
          'The work area is closed off with plastic dust walls and a zippered door, the floors ' +
          'along the path in are covered, and the site is cleaned up at the end of each workday. ' +
          'In homes built before 1978, EPA lead-safe rules also apply whenever painted surfaces ' +
          'are disturbed.',
      },
      {
        question: 'When do we need to choose materials?',
        answer:
          'Cabinets first, because their lead time sets the start date, then appliances, sinks ' +
          'and faucets, because the cabinets and countertop template depend on them. Tile, ' +
          'lighting and hardware can follow, but all of it should be chosen before demolition.',
      },
      {
        question: 'How do we choose materials that will last?',
        answer:
          'Match each material to how you use the room. Quartz and quartzite suit a busy ' +
          'kitchen, marble suits cooks who accept etching as patina, and porcelain tile with ' +
          'a textured finish suits a shower floor. See full samples at the showroom and take ' +
          'them home to look at in your own light.',
      },
      {
        question: 'What does the 2-year labor warranty cover?',
        answer:
          'It covers the workmanship of what our crews install: a leak at a connection we ' +
          'made, tile that loosens, a door or drawer that needs adjusting. Products are ' +
          'covered by their manufacturers, and wear or damage from use is not a workmanship ' +
          'defect. The written warranty in your contract lists the details.',
      },
      {
        question: 'What about warranties on cabinets and appliances?',
        answer:
          'Cabinet manufacturers typically warrant their cabinets for 5–10 years. Appliances, ' +
          'faucets and fixtures carry their own warranties, and most must be registered. We ' +
          'hand over the paperwork and model numbers at the final walkthrough.',
      },
      {
        question: 'Will a remodel pay for itself when we sell?',
        answer:
          'Rarely in full. Our service pages cite an ROI of 71% for a kitchen remodel and 68% ' +
          'for a bathroom. The rest of the return is the years of using a room that works.',
      },
    ],
    related: [
      '/learning/process/costs-budgets',
      '/learning/process/scheduling',
      '/learning/process/permits-codes',
      '/blog/westchester-remodeling-permits',
      '/services/kitchens',
      '/contact',
    ],
  },
] satisfies DocContent[]
