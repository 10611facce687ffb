import type { DocContent } from '../types'

/** Blog article bodies, part 1: the first nine articles of shared/catalog/articles.ts. */
export const articleBodiesPart1 = [
  {
    id: 'how-to-choose-a-remodeling-contractor',
    sections: [
      {
        heading: 'Start with the license and the insurance certificates',
        blocks: [
          {
            kind: 'p',
            text:
              'In Westchester County, a company that sells or performs home improvement work ' +
              'needs a home improvement license from the county Department of Consumer ' +
              'Protection. The department keeps the list of licensed contractors, so you can ' +
              'look a company up yourself instead of relying on a number painted on a truck. ' +
              "Search by the business name and by the owner's name, because a license belongs " +
              'to a person as well as a company, and confirm that it is current.',
          },
          {
            kind: 'p',
            text:
              'The rules change as soon as a project crosses a county or state line. Rockland ' +
              'County licenses home improvement contractors through its own Office of Consumer ' +
              'Protection, New Jersey requires them to register with the state Division of ' +
              'Consumer Affairs, and Connecticut registers them through its Department of ' +
              'Consumer Protection. We work in all four areas, and we keep each credential in ' +
              'order for the place where your house stands.',
          },
          {
            kind: 'p',
            text:
              'Insurance matters as much as the license. Ask for certificates showing general ' +
              "liability, workers' compensation and disability benefits coverage, and have the " +
              'insurance agent send them to you directly with your name as the certificate ' +
              "holder. New York building departments ask for proof of workers' compensation and " +
              'disability coverage before they issue a permit, which is one more reason a ' +
              'contractor without it tends to suggest skipping the permit.',
          },
          {
            kind: 'p',
            text:
              'If your house was built before 1978, ask whether the company is an EPA Lead-Safe ' +
              'Certified firm. Federal rules require certified firms and lead-safe work ' +
              'practices whenever painted surfaces in older homes are disturbed, and most ' +
              "kitchens and baths in Westchester's prewar and postwar houses fall under them.",
          },
          {
            kind: 'checklist',
            title: 'Paperwork to see before you sign',
            items: [
              'Westchester County home improvement license ' +
                'number, checked with the county yourself',
              'Certificate of general liability insurance naming you as certificate holder',
              "Proof of workers' compensation and disability benefits coverage",
              'EPA Lead-Safe Certified firm certificate for a house built before 1978',
              'Names of the licensed plumber and electrician who will work on your job',
              'A street address for the business, not only a mobile number',
            ],
          },
        ],
      },
      {
        heading: 'Ask who runs your job each day',
        blocks: [
          {
            kind: 'p',
            text:
              'The person who sells you a remodel is often not the person who shows up on ' +
              'Tuesday morning. Before you choose, ask who will be your day-to-day contact, how ' +
              'often that person is on site, and who is in charge when they are not. A kitchen ' +
              'involves a demolition crew, a plumber, an electrician, a drywall finisher, a ' +
              'cabinet installer, a countertop fabricator and a tile setter, and someone has to ' +
              'sequence them so that nobody arrives to find the work before theirs unfinished.',
          },
          {
            kind: 'p',
            text:
              'At our company one project lead stays with a job from measuring day to the ' +
              'final walkthrough. That person books the inspections, checks deliveries ' +
              'against the order, walks the site with you when a decision comes up, and is ' +
              'the one you call or text. You should expect something similar from any ' +
              'contractor you hire, in plain terms you can hold them to.',
          },
          {
            kind: 'list',
            items: [
              'Who is my single point of contact, and how do I reach them during the day?',
              'Which trades are your own employees and which are subcontractors you use regularly?',
              'What time does the crew start and finish, and which days do you work?',
              'How do you protect floors, stairs and the rest of the house from dust?',
              'Where will the dumpster or debris trailer go, and how often is it emptied?',
              'How will you tell me about a change in schedule or a hidden problem?',
            ],
          },
          {
            kind: 'p',
            text:
              'Many Westchester villages and towns limit the hours when construction noise is ' +
              'allowed, and some co-ops and condominiums set tighter rules of their own. A ' +
              "contractor who works locally should know your municipality's limits and your " +
              "building's alteration rules without having to look them up.",
          },
        ],
      },
      {
        heading: 'Compare bids that list the same scope and allowances',
        blocks: [
          {
            kind: 'p',
            text:
              'Two bids for the same kitchen can be far apart for reasons that have nothing to ' +
              'do with honesty or skill. One includes the permit, floor protection, a new ' +
              'circuit for the microwave and the hood duct through the wall; the other leaves ' +
              'them out or calls them extras. The only fair comparison is line by line, and ' +
              'that means asking every bidder to price the same written scope.',
          },
          {
            kind: 'p',
            text:
              'Allowances deserve special attention. An allowance is a sum set aside for ' +
              'something you have not chosen yet, such as tile, light fixtures or plumbing ' +
              'trim. A bid with a low tile allowance looks cheaper until you pick the tile you ' +
              'want and the difference comes back as a change order. When you compare bids, ' +
              'set the allowances to the same figure in each, or ask each contractor to price ' +
              'the specific products you have already chosen.',
          },
          {
            kind: 'table',
            caption: 'Bid lines worth checking side by side',
            columns: ['Line in the bid', 'What to look for', 'Why it matters'],
            rows: [
              [
                'Demolition and disposal',
                'Who removes debris, and whether a dumpster is included',
                'Often left out of low bids',
              ],
              [
                'Protection and cleanup',
                'Floor covering, dust walls, daily sweep-up',
                'Affects the rest of your house for weeks',
              ],
              [
                'Permit and drawings',
                'Who files, who appears on the permit, who pays the fees',
                'Work without a permit can surface at resale',
              ],
              [
                'Cabinets',
                'Brand or shop, construction, door style, finish, quantity',
                'Two kitchens of cabinets can differ widely in quality',
              ],
              [
                'Countertops',
                'Material, thickness, edge, sink cutout, backsplash height',
                'Edges and cutouts are priced separately by fabricators',
              ],
              [
                'Electrical',
                'New circuits, number of recessed lights, GFCI protection',
                'Old wiring often has to be replaced once it is exposed',
              ],
              [
                'Plumbing and gas',
                'Fixtures moved or kept in place, new shutoffs, gas line size',
                'Moving a sink or range adds trades and inspections',
              ],
              [
                'Allowances',
                'The figure for each item and who selects it',
                'Low allowances return later as change orders',
              ],
              [
                'Unforeseen conditions',
                'How rot, old drains or bad wiring will be priced',
                'Sets expectations before walls are opened',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Read the contract before anyone picks up a hammer',
        blocks: [
          {
            kind: 'p',
            text:
              "New York's home improvement law sets out what the contract must say. It has to " +
              "be in writing and signed, and it should show the contractor's name, address, " +
              'telephone number and license number, approximate start and completion dates, and ' +
              'a description of the work and materials with makes and model numbers where they ' +
              'apply, together with the price. It must also explain your right to cancel within ' +
              "three business days and include a notice about mechanic's liens.",
          },
          {
            kind: 'p',
            text:
              'The same law governs money you pay before the work is substantially complete. A ' +
              'contractor must either hold it in a trust or escrow account or give you a bond, ' +
              'and any schedule of progress payments must bear a reasonable relationship to the ' +
              'work done and the materials bought. A payment schedule tied to visible ' +
              'milestones, such as the rough inspection passing or the cabinets being ' +
              'installed, is easy to check against that standard.',
          },
          {
            kind: 'p',
            text:
              'Look also for how changes are handled. Every change should be written up with ' +
              'its price and its effect on the schedule, and signed by both of you before ' +
              'the work is done. Finally, read the warranty. We warrant our labor for 2 ' +
              "years, and cabinet manufacturers' own warranties typically run 5–10 years; " +
              'ask any contractor to put their terms in writing.',
          },
          {
            kind: 'tip',
            title: 'Never pull the permit as the owner',
            text:
              'If a contractor asks you to apply for the permit in your own name, the building ' +
              'department will treat you as the party responsible for the work. A licensed ' +
              'contractor should file under their own name and carry the inspections.',
          },
        ],
      },
      {
        heading: 'References, finished work and how problems were handled',
        blocks: [
          {
            kind: 'p',
            text:
              'Ask for references from clients whose houses resemble yours. A contractor who ' +
              'has opened up plaster walls in a 1920s Bronxville Tudor knows what to expect ' +
              'behind them; one who mostly works in new construction may not. When you call a ' +
              'reference, ask what went wrong and how it was handled, because every remodel has ' +
              'a surprise, and the response to it tells you more than a photograph of the ' +
              'finished room.',
          },
          {
            kind: 'p',
            text:
              'Visit a showroom or a finished job if you can. Look at how cabinet doors line ' +
              'up, how tile cuts are placed at the edges of a wall, and whether caulk lines ' +
              'are straight and thin. Online reviews are useful mainly for the replies: a ' +
              'company that answers a complaint calmly and explains what it did is usually a ' +
              'company that finishes its punch lists.',
          },
          {
            kind: 'list',
            items: [
              'Pressure to sign the same day, or a discount that expires tonight',
              'A request for payment in cash, or for most of the price up front',
              'No written contract, or one that describes the work in a single line',
              'Reluctance to give a license number or insurance certificate',
              'A suggestion that the work does not need a permit ' +
                'when it clearly moves plumbing or wiring',
            ],
          },
        ],
      },
      {
        heading: 'How we make the comparison easy',
        blocks: [
          {
            kind: 'p',
            text:
              'We have remodeled kitchens and bathrooms in Westchester since 2003 as a ' +
              'family-owned company, and our showroom is at 7 Memorial Dr in Chappaqua, ' +
              'open Monday to Saturday from 8:00 AM to 6:00 PM and on Sunday by ' +
              'appointment. After we measure, you receive a written estimate with cabinets, ' +
              'counters, trades and allowances listed line by line, so you can lay it ' +
              'beside any other bid and see exactly where they differ.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'How many bids should I get for a kitchen or bathroom?',
        answer:
          'Two or three well-prepared bids tell you more than six rushed ones. Give each ' +
          'contractor the same written scope and the same allowance figures, and ask them to ' +
          'note anything they think is missing rather than silently leaving it out.',
      },
      {
        question: 'Is the lowest bid usually the better value?',
        answer:
          'Only if it covers the same work. Check the bid lines for permits, ' +
          'protection, electrical upgrades and allowances first; a low price that ' +
          'omits them tends to rise once the job is under way.',
      },
      {
        question: 'What is an allowance in a remodeling contract?',
        answer:
          'It is a budget figure for an item you will choose later, such as tile or light ' +
          'fixtures. A pricier selection adds the difference to your bill, and a cheaper one ' +
          'should come back to you as a credit. Ask that each allowance be listed separately.',
      },
    ],
    related: [
      '/blog/remodeling-mistakes-to-avoid',
      '/blog/westchester-remodeling-permits',
      '/learning/process/costs-budgets',
      '/learning/resources/worksheets',
      '/showroom',
      '/estimate',
    ],
  },
  {
    id: 'kitchen-remodel-timeline',
    sections: [
      {
        heading: 'The short answer, and the weeks before demolition',
        blocks: [
          {
            kind: 'p',
            text:
              'Most Westchester kitchens take 6–10 weeks on site, counted from the day the old ' +
              'cabinets come out to the final walkthrough. Our kitchen service page gives a ' +
              'wider 6–12 weeks because a job that removes a bearing wall or waits on custom ' +
              'inset cabinetry can run past ten. Either way, the on-site clock should not start ' +
              'until the design is signed, the permit is issued and the cabinets are far enough ' +
              'along that they will arrive when the walls are ready for them.',
          },
          {
            kind: 'p',
            text:
              'The planning weeks overlap rather than stack. Design typically takes 1–2 weeks ' +
              'once we have measured and you have chosen a direction. Building departments in ' +
              'Westchester usually take 2–4 weeks to review and issue a kitchen permit. Custom ' +
              'cabinets take 6–8 weeks to build after the shop drawings are approved, so we ' +
              'place the order as soon as the layout is final and let the permit review run ' +
              'alongside it.',
          },
          {
            kind: 'table',
            caption: 'Typical phases for a Westchester kitchen',
            columns: ['Phase', 'Typical length', 'What runs alongside it'],
            rows: [
              [
                'Design and selections',
                '1–2 weeks',
                'Site measure, appliance choices, budget review',
              ],
              ['Permit review', '2–4 weeks', 'Cabinet order placed, long-lead items ordered'],
              [
                'Custom cabinet build',
                '6–8 weeks',
                'Permit review, then demolition and rough work',
              ],
              [
                'Work on site',
                '6–10 weeks',
                'Inspections, countertop fabrication, tile deliveries',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Week by week on site',
        blocks: [
          {
            kind: 'p',
            text:
              'Here is how an eight-week kitchen usually unfolds for us, a common length for a ' +
              "remodel that keeps the room's footprint but moves the range or adds an island. A " +
              'six-week job compresses the middle; a ten-week job usually adds structural work ' +
              'at the start or a longer wait between cabinet installation and countertops.',
          },
          {
            kind: 'table',
            caption: 'An eight-week kitchen schedule',
            columns: ['Week', 'Work on site', 'Inspections and decisions'],
            rows: [
              [
                '1',
                'Floor protection and dust walls, demolition, debris ' +
                  'removed, new layout marked on the floor',
                'Hidden conditions reviewed with you and priced in writing',
              ],
              [
                '2',
                'Framing changes, rough plumbing and gas, new ' +
                  'circuits, hood duct cut through the wall',
                'Light fixtures and outlet locations confirmed',
              ],
              [
                '3',
                'Rough work finished, insulation in opened exterior walls, drywall hung',
                'Rough plumbing, electrical and framing inspections as the permit requires',
              ],
              [
                '4',
                'Drywall taped and primed, flooring installed or patched and finished',
                'Tile and hardware delivered and checked',
              ],
              [
                '5',
                'Cabinets delivered, set, levelled and scribed to the walls',
                'Panels, fillers and crown reviewed before they are fixed',
              ],
              [
                '6',
                'Countertops templated, trim and panels finished, under-cabinet lighting wired',
                'Sink, faucet and cooktop on site for the template',
              ],
              [
                '7',
                'Countertops installed, sink and dishwasher ' +
                  'connected, backsplash tiled and grouted',
                'Backsplash layout approved before the first tile',
              ],
              [
                '8',
                'Appliances, fixtures and hardware installed, paint finished',
                'Final inspection, punch list and walkthrough',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'The order matters more than the dates. Cabinets cannot go in until the floor is ' +
              'finished beneath them, countertops cannot be templated until the cabinets are ' +
              'fixed, and the backsplash cannot be tiled until the counters are down. Each ' +
              'trade sets up the next, which is why one missing delivery can stall several days ' +
              'of work.',
          },
        ],
      },
      {
        heading: 'What stretches a schedule',
        blocks: [
          {
            kind: 'p',
            text:
              'The first week tells us most of what we need to know. Plaster over wood lath ' +
              'takes longer to remove than drywall and makes more dust, and in older houses it ' +
              'often reveals ungrounded wiring, undersized circuits or cast-iron drains rusting ' +
              'from the inside. We point these out at the site visit when we can see signs of ' +
              'them, but some only show themselves once the walls are open.',
          },
          {
            kind: 'p',
            text:
              "Structural changes add their own steps: an engineer's drawings, temporary " +
              'shoring, the beam and posts, and a framing inspection before anything is ' +
              'closed up. Gas work adds a pressure test. A professional range may need a ' +
              'larger gas line from the meter, and a powerful hood may need a makeup-air ' +
              'duct, each with its own inspection.',
          },
          {
            kind: 'p',
            text:
              'Two projects in our gallery show the range. The Scarsdale kitchen, which traded ' +
              'a peninsula for an island and moved the range to an outside wall, took 6 weeks ' +
              'on site. The Larchmont kitchen, with custom inset cabinets, a larger gas line ' +
              'from the meter and makeup air for its hood, took 9.',
          },
          {
            kind: 'list',
            items: [
              'Walls that turn out to be bearing, or joists cut by a previous owner',
              'Wiring or drain lines that must be replaced once exposed',
              'Inspection dates that fall later than the work is ready',
              'Appliances, hoods or sinks on back order',
              'Selections made late, especially tile, hardware and light fixtures',
              'Changes to the layout after the cabinets are ordered',
            ],
          },
        ],
      },
      {
        heading: 'Living in the house while the kitchen is gone',
        blocks: [
          {
            kind: 'p',
            text:
              'Nearly all of our clients stay at home during a kitchen remodel. It helps to set ' +
              'up a small temporary kitchen before demolition day, away from the dust: the old ' +
              'refrigerator moved to a dining room or garage, a microwave, a coffee maker, a ' +
              'toaster oven or portable induction burner, and a bin of paper plates and ' +
              'utensils. A laundry sink or a bathroom vanity can handle dishes for a few weeks.',
          },
          {
            kind: 'checklist',
            title: 'Set up before demolition day',
            items: [
              'Empty every cabinet and drawer, including the one under the sink',
              'Choose a room for the temporary kitchen and clear an ' +
                'outlet on its own circuit if you can',
              'Move the refrigerator and plan where the dishwasher load will go',
              'Agree where the crew parks, enters and stores materials',
              'Take down anything fragile on walls shared with the kitchen',
              'Plan for pets and children during working hours',
            ],
          },
        ],
      },
      {
        heading: 'Decisions that keep the weeks from slipping',
        blocks: [
          {
            kind: 'p',
            text:
              'A remodel slips most often because something has not been chosen yet. Cabinets ' +
              'are drawn around the appliances, so the appliance models and their installation ' +
              'sheets are needed before the cabinet order. The fabricator needs the sink, ' +
              'faucet and cooktop in hand at the template. The electrician needs the light ' +
              'fixtures, or at least their sizes and mounting, before rough wiring.',
          },
          {
            kind: 'list',
            items: [
              'Layout, cabinet line, door style and finish, before the cabinet order',
              'Appliance models with their installation specifications, before the cabinet order',
              'Light fixtures and switch locations, before rough electrical',
              'Flooring, before drywall is finished',
              'Sink, faucet and cooktop, on site by the countertop template',
              'Backsplash tile and layout, before the counters are installed',
              'Hardware, before the cabinet installers finish',
            ],
            ordered: true,
          },
          {
            kind: 'tip',
            title: 'Order long-lead items with the cabinets',
            text:
              'Panel-ready refrigerators, custom hoods and specialty tile can ' +
              'take longer to arrive than the cabinets. We list them at the ' +
              'design stage so they are ordered at the same time.',
          },
        ],
      },
      {
        heading: 'The final week and the punch list',
        blocks: [
          {
            kind: 'p',
            text:
              'The last week is full of small jobs: appliances slid in and connected, hardware ' +
              'fitted, paint touched up, pendants hung and door hinges adjusted so every reveal ' +
              'is even. The building department makes its final inspection, and once it passes ' +
              'the permit can be closed. We then walk the room with you and write a punch list ' +
              'of anything that is not right, from a chipped tile to a drawer that rubs.',
          },
          {
            kind: 'p',
            text:
              'Punch-list items are usually finished within days, although a replacement part ' +
              'can take longer. After that, our 2-year labor warranty covers the installation, ' +
              "and the cabinet manufacturer's own warranty, typically 5–10 years, covers the " +
              'boxes, doors and drawers. Keep the appliance manuals, the paint colors and a few ' +
              'spare tiles together; you will want them when something needs a touch-up.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can we live at home during a kitchen remodel?',
        answer:
          'Yes, and most of our clients do. Dust walls and floor protection ' +
          'keep the work contained, and a temporary kitchen in another room ' +
          'covers simple meals until the new one is ready.',
      },
      {
        question: "Why can't the countertops be measured before the cabinets are installed?",
        answer:
          'Fabricators template from the cabinets as they are actually set, because walls ' +
          'are rarely straight and an eighth of an inch matters at a seam or an ' +
          'undermount sink. Measuring earlier risks a top that does not fit.',
      },
      {
        question: 'Does a bathroom follow the same kind of schedule?',
        answer:
          'The sequence is similar but shorter. Westchester bathrooms usually take ' +
          '3–5 weeks on site; powder rooms run 2–3 weeks and large primary baths 6–8 ' +
          'weeks, because of the extra waterproofing and tile.',
      },
    ],
    related: [
      '/learning/process/scheduling',
      '/learning/countertops/fabrication',
      '/gallery/larchmont-kitchen-remodel-gourmet-custom-cabinets-professional',
      '/gallery/scarsdale-kitchen-remodel-white-shaker-marble-quartz',
      '/services/kitchens',
      '/blog/how-to-choose-a-remodeling-contractor',
    ],
  },
  {
    id: 'remodeling-mistakes-to-avoid',
    sections: [
      {
        heading: 'Most regrets are made at the planning table',
        blocks: [
          {
            kind: 'p',
            text:
              'The mistakes homeowners live with longest are rarely bad workmanship. They are ' +
              'decisions made in the wrong order or skipped altogether: cabinets ordered from ' +
              'an old floor plan, a hood that blows grease into the cabinet above it, a counter ' +
              'with one outlet for four appliances, a tile bought and loved before anyone knew ' +
              'which vanity it would sit beside. All of them are cheap to fix on paper and ' +
              'costly to fix once they are built. These are the ones we see most often in ' +
              'Westchester kitchens and baths, and what we do to prevent them.',
          },
          {
            kind: 'table',
            caption: 'Common mistakes at a glance',
            columns: ['Mistake', 'What it leads to', 'How to avoid it'],
            rows: [
              [
                'Ordering cabinets before final measurements',
                'Gaps, oversized fillers, doors that hit trim or appliances',
                'Measure after demolition or framing changes, then order',
              ],
              [
                'Venting a hood into a cabinet or attic',
                'Grease, moisture and odors kept inside the house',
                'Duct the hood outdoors with a damper and wall or roof cap',
              ],
              [
                'Too few outlets',
                'Cords across the counter, tripped circuits',
                'Draw an outlet and appliance plan before rough wiring',
              ],
              [
                'Choosing tile before the vanity',
                'Clashing finishes, awkward cuts, wrong backsplash height',
                'Pick the vanity and counter first, then tile to suit',
              ],
              [
                'Cramped aisles and clearances',
                'Doors that block each other, one-cook kitchens',
                'Check aisle widths and fixture clearances in the drawings',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Ordering cabinets before final measurements',
        blocks: [
          {
            kind: 'p',
            text:
              'A kitchen drawn from a real-estate floor plan or a quick tape measure will be ' +
              'wrong somewhere. Old plaster walls bow and lean, corners are rarely square, and ' +
              'a window casing or radiator can sit an inch from where it appears to be. Once ' +
              'walls are opened, a new beam, a furred-out wall for a vent or thicker drywall ' +
              'can move a surface again. Cabinets are built to the numbers on the order, not to ' +
              'the room.',
          },
          {
            kind: 'p',
            text:
              'We take final field measurements after demolition and any framing changes, or ' +
              'confirm them against opened walls when the layout stays. Every dimension on the ' +
              'order is checked against the appliance installation sheets, because a ' +
              'refrigerator that needs a certain clearance to open its doors fully, or a ' +
              'dishwasher that needs a filler beside a corner drawer so the handles do not ' +
              'collide, will not forgive a guess. Ceiling heights are measured in several ' +
              'places so crown moulding can close the gap to a ceiling that dips.',
          },
          {
            kind: 'tip',
            title: 'Measure the appliances you actually bought',
            text:
              'Two refrigerators sold as the same width can differ in depth, hinge ' +
              'clearance and door swing. Cabinets should be drawn from the specification ' +
              'sheet of the model you have ordered, not from a similar one.',
          },
        ],
      },
      {
        heading: 'Venting a range hood into the cabinet, the attic or nowhere',
        blocks: [
          {
            kind: 'p',
            text:
              'A surprising number of hoods we remove were never connected to anything. Some ' +
              'exhaust into the cabinet above, some into a soffit, and some end at a duct that ' +
              'stops in the attic. The residential code requires a ducted kitchen exhaust to ' +
              'discharge outdoors, not into an attic or crawl space, and for good reason: ' +
              'grease and moisture left in a building cavity stain, smell and invite mold.',
          },
          {
            kind: 'p',
            text:
              'A well-installed hood has a smooth metal duct of the diameter the manufacturer ' +
              'specifies, as short and straight as the house allows, with a backdraft damper ' +
              'and a proper wall or roof cap. It should be at least as wide as the cooking ' +
              'surface and mounted at the height its instructions give. When a hood is rated ' +
              'above 400 cubic feet per minute, the code also calls for makeup air so the house ' +
              'is not starved of air when it runs, which is why we plan the hood and its duct ' +
              'route at the design stage rather than at installation.',
          },
          {
            kind: 'p',
            text:
              'Over-the-range microwaves are a common compromise. Many recirculate ' +
              'through a charcoal filter instead of venting outside, and their low ' +
              'capture area does little for a busy gas range. If a microwave hood is the ' +
              'only option, we duct it outdoors wherever the wall allows.',
          },
        ],
      },
      {
        heading: 'Too few outlets, in the wrong places',
        blocks: [
          {
            kind: 'p',
            text:
              'The electrical code sets a minimum for kitchen counters: receptacles placed so ' +
              'that no point along the wall line is more than 24 inches from one, a receptacle ' +
              'for every counter section 12 inches or wider, and GFCI protection for those ' +
              'serving the countertop. Countertop receptacles need a minimum of two 20-amp ' +
              'small-appliance circuits between them, and dishwashers, disposals, microwaves ' +
              'and many refrigerators want circuits of their own. Meeting the minimum is not ' +
              'the same as planning for how you cook.',
          },
          {
            kind: 'p',
            text:
              'Think about where the stand mixer, coffee maker, kettle and charging phones will ' +
              'live, and put outlets there, including inside an appliance garage or a pantry ' +
              'cabinet. Islands and peninsulas need receptacles too, and deciding early whether ' +
              'they go on the side of the island or in a pop-up unit avoids an awkward box cut ' +
              'into a finished panel. In bathrooms, a receptacle is required within 36 inches ' +
              'of the outside edge of each basin, on a 20-amp circuit with GFCI protection; a ' +
              'heated floor and a lighted mirror each need power planned behind the wall.',
          },
          {
            kind: 'checklist',
            title: 'Outlet and lighting plan, before rough wiring',
            items: [
              'Every small appliance has a home and a receptacle near it',
              'Island or peninsula receptacles placed where they will not spoil a panel',
              'Dedicated circuits for the dishwasher, disposal, microwave ' +
                'and refrigerator as their instructions require',
              'Under-cabinet lighting on its own switch, with the driver location planned',
              'Recessed lights centred on counters and aisles, not on the cabinet line',
              'Power in the vanity or medicine cabinet for a toothbrush or shaver',
              'Electrical panel checked for capacity before adding ' +
                'an induction cooktop or heated floor',
            ],
          },
        ],
      },
      {
        heading: 'Picking tile before the vanity',
        blocks: [
          {
            kind: 'p',
            text:
              'Tile is easy to fall for in a showroom and easy to take home as a sample, so it ' +
              'is often the first thing chosen for a bathroom. The trouble is that the vanity, ' +
              'its countertop and the plumbing fittings set the palette and the dimensions of ' +
              'the room. The vanity decides the height of the drain and supply lines, the ' +
              'height of any backsplash, the mirror width and where the sconces go. A ' +
              'marble-look floor tile chosen first can fight with a quartz vanity top that has ' +
              'different veining, or end in a sliver cut against a vanity toe kick.',
          },
          {
            kind: 'p',
            text:
              'We work in this order: layout and fixtures, then vanity and countertop, then ' +
              'tile, then paint. Vanities come in standard widths, single ones usually 24–48 ' +
              'inches and doubles 60–72 inches, and the width you choose shapes the whole wall. ' +
              'A floating vanity also needs solid blocking inside the wall before it is closed, ' +
              'which means choosing it before the drywall or backer board goes up.',
          },
        ],
      },
      {
        heading: 'Other regrets we hear about',
        blocks: [
          {
            kind: 'list',
            items: [
              'Work aisles that are too narrow: kitchen planning guidelines ' +
                'call for at least 42 inches in front of a work area and 36 ' +
                'inches for a walkway, more where two people cook.',
              'A toilet squeezed into a corner: the code asks for 15 inches or ' +
                'more between the toilet centerline and any side wall or fixture, ' +
                'plus 21 inches clear in front of the bowl.',
              'No blocking for grab bars in a shower, which is simple to add ' +
                'while the wall is open and hard to add later.',
              'A bathroom exhaust fan that is too small, or ' +
                'ducted into the attic instead of outside.',
              'A dishwasher tucked into a corner where its open door traps the person at the sink.',
              'No trash and recycling pull-out beside the sink, ' +
                'the most used drawer in most kitchens.',
              'Changing the layout after cabinets are ordered, which costs ' +
                'both time and a restocking or remake charge.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Is a recirculating range hood ever acceptable?',
        answer:
          'It is sometimes the only choice in a condominium or an interior kitchen with no ' +
          'outside wall within reach. It removes some grease and odor through its filters but ' +
          'none of the heat or moisture, so we duct a hood outdoors wherever the building ' +
          'allows.',
      },
      {
        question: 'Can we add outlets after the backsplash is installed?',
        answer:
          'Usually, but it means cutting tile or stone and fishing a cable through finished ' +
          'walls. Adding them in the rough wiring stage costs far less and looks cleaner.',
      },
      {
        question: 'When do you take the final measurements for cabinets?',
        answer:
          'After demolition and any framing work, once the walls and ceiling are where ' +
          'they will finally be. For a job that keeps the existing walls, we confirm the ' +
          'measurements against opened wall sections before ordering.',
      },
    ],
    related: [
      '/learning/kitchens/plumbing-electrical-ventilation',
      '/learning/bathrooms/fixtures',
      '/learning/kitchens/workflow',
      '/blog/kitchen-remodel-timeline',
      '/blog/how-to-choose-a-remodeling-contractor',
      '/learning/process/quality-punch',
    ],
  },
  {
    id: 'quartz-vs-granite-countertops',
    sections: [
      {
        heading: 'Two different materials that look alike from across the room',
        blocks: [
          {
            kind: 'p',
            text:
              'Granite is natural stone. It forms from cooled magma, is quarried in large ' +
              'blocks, sawn into slabs and finished polished, honed or leathered. Its ' +
              'color comes from the minerals in it, so every slab differs from the next, ' +
              'and a slab cut from one part of a block can look different from one cut a ' +
              'few feet away. When you choose granite, you choose a particular slab, ' +
              "ideally in person at the fabricator's yard.",
          },
          {
            kind: 'p',
            text:
              'Quartz countertops are engineered. Manufacturers bind crushed natural quartz ' +
              'with polymer resin and pigments, press it into slabs and cure it. The result ' +
              'is consistent from slab to slab, non-porous and available in patterns that ' +
              'granite cannot offer, from solid white to marble-look veining. Quartzite is a ' +
              'different thing again: a natural metamorphic stone, harder than granite in ' +
              'most cases, often chosen for its marble-like movement. We mention it because ' +
              'the names cause constant confusion.',
          },
          {
            kind: 'table',
            caption: 'Quartz and granite side by side',
            columns: ['Question', 'Quartz', 'Granite'],
            rows: [
              [
                'What it is',
                'Engineered slab of crushed quartz, resin and pigment',
                'Natural igneous stone cut from quarried blocks',
              ],
              [
                'Look',
                'Uniform color and pattern, including marble-look veins',
                'Unique slab to slab, with natural speckle and movement',
              ],
              ['Sealing', 'None needed', 'Periodic sealing, when water stops beading'],
              ['Hot pans', 'Resin can scorch or discolor, so use trivets', 'Tolerates heat well'],
              [
                'Direct sun',
                'Can fade or yellow with strong UV over time; not for outdoor kitchens',
                'Unaffected by sunlight indoors or out',
              ],
              [
                'Stains',
                'Resists staining from oil, wine and coffee',
                'Resists staining when the sealer is maintained',
              ],
              [
                'Choosing a slab',
                'Sample is a reliable guide, though batches can vary slightly',
                'See and hold the actual slab before it is cut',
              ],
              [
                'Repairs',
                'Chips filled with tinted resin; scorch marks rarely come out',
                'Chips filled with resin; surface can be repolished',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Heat, stains and sunlight',
        blocks: [
          {
            kind: 'p',
            text:
              'The resin that makes quartz non-porous is also its weak spot. A pan straight ' +
              'from a hot oven or a burner can leave a pale or yellowed mark, and a slow cooker ' +
              'or electric griddle left running on the counter can do the same over an ' +
              'afternoon. Manufacturers tell you to use trivets and hot pads, and their ' +
              'warranties usually exclude heat damage. If your habit is to slide a skillet off ' +
              'the burner onto the nearest counter, granite is the more forgiving material.',
          },
          {
            kind: 'p',
            text:
              'Quartz also dislikes long hours of direct sun. Ultraviolet light can ' +
              'gradually change the color of the resin, most noticeably on whites and ' +
              'creams, which is why manufacturers do not warrant quartz outdoors and why we ' +
              'look hard at a counter that sits under a large south- or west-facing window. ' +
              'A skylight over an island deserves the same thought.',
          },
          {
            kind: 'p',
            text:
              'Granite takes heat and sun without complaint, but it is porous to varying ' +
              'degrees. A sealer slows the absorption of oil and wine; it does not make the ' +
              'stone stain-proof. Dark, dense granites may barely absorb water at all, while ' +
              'some light-colored granites drink it in. A simple test tells you where yours ' +
              'stands: leave a small puddle of water on the counter, and if a dark ring appears ' +
              'under it within a few minutes, the sealer has worn thin.',
          },
        ],
      },
      {
        heading: 'Look, seams and choosing your slab',
        blocks: [
          {
            kind: 'p',
            text:
              'With granite we ask clients to visit the slab yard and tag the slabs they want. ' +
              'Photographs flatten the color and hide the movement, and a slab with a dramatic ' +
              'vein may put that vein exactly where the sink cutout goes. The fabricator can ' +
              'lay your template over the slab, physically or digitally, to show where each ' +
              'piece will be cut and where the seams will fall.',
          },
          {
            kind: 'p',
            text:
              'Seams are part of every kitchen of any size, because slabs come in fixed sizes ' +
              'and islands keep getting longer. On a uniform quartz, a well-made seam almost ' +
              'disappears. On a veined quartz or a busy granite, the fabricator has to match ' +
              'the pattern across the joint, and a long island may fit on one jumbo slab or ' +
              'need a seam that we agree with you before anything is cut. We prefer seams away ' +
              'from the sink and cooktop, where they bear less water and heat.',
          },
          {
            kind: 'p',
            text:
              'Both materials are commonly used at 3 centimeters thick in kitchens, with 2 ' +
              'centimeters used in some bathrooms and on backsplashes. Thickness affects ' +
              'overhangs: a seating overhang beyond what the fabricator allows unsupported ' +
              'needs steel brackets or corbels, which should be drawn before the cabinets ' +
              'are built so the supports can be hidden.',
          },
          {
            kind: 'tip',
            title: 'Bring your sink and faucet to the template',
            text:
              'Undermount sink cutouts are cut to the actual sink, and faucet ' +
              "holes are drilled to suit the faucet's base. Having both on " +
              'site at the template avoids a second visit.',
          },
        ],
      },
      {
        heading: 'Living with each one',
        blocks: [
          {
            kind: 'p',
            text:
              'Day to day, the two are easy to own. Both resist scratches from ordinary use, ' +
              'though neither should be used as a cutting board; a knife edge dulls long ' +
              'before stone wears. Both clean with warm water and a little dish soap. The ' +
              'differences are in what to avoid: quartz can be dulled by harsh chemicals such ' +
              "as oven cleaner, bleach or strong solvents, while granite's sealer is broken " +
              'down by acidic or abrasive cleaners over time.',
          },
          {
            kind: 'checklist',
            title: 'Care checklist for either countertop',
            items: [
              'Wipe spills of oil, wine, coffee and citrus promptly',
              'Use a trivet or hot pad under pans, slow cookers and griddles',
              'Clean with a soft cloth, warm water and mild dish soap',
              'Avoid bleach, oven cleaner and abrasive powders',
              'Cut on a board, never on the stone',
              'For granite, test with water drops and reseal when the stone darkens',
              'Never stand or kneel on an overhang or near a sink cutout',
            ],
          },
        ],
      },
      {
        heading: 'How we help clients decide',
        blocks: [
          {
            kind: 'p',
            text:
              'We start with how you cook and how the light falls. Heavy cooks who move hot ' +
              'pans around tend to be happier with granite or with quartzite. Bright kitchens ' +
              'with long hours of afternoon sun on the counters also point to natural stone. ' +
              'Households that want a clean, uniform look, or the appearance of marble without ' +
              'its etching, tend to choose quartz, and accept the trivet habit that comes with ' +
              'it. The Scarsdale kitchen in our gallery pairs white shaker cabinets with a ' +
              'marble-look quartz finished with an eased edge.',
          },
          {
            kind: 'p',
            text:
              'Cost depends less on the category than on the particular slab or color ' +
              'group, the thickness, the edge profile and the number of cutouts and seams. ' +
              'Ranges for quartz and granite overlap widely, so we price the specific slab ' +
              'you like rather than the material in general. In our showroom you can ' +
              'compare samples side by side under kitchen lighting, then we send you to ' +
              'the slab yard when it comes time to pick.',
          },
          {
            kind: 'list',
            items: [
              'Choose granite if you want a one-of-a-kind slab, cook with a ' +
                'lot of heat, or have strong sun on the counters.',
              'Choose quartz if you want a consistent pattern or a marble ' +
                'look with no sealing, and you will use trivets.',
              'Look at quartzite if you want natural marble-like ' +
                'veining with more hardness than marble.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Does quartz ever need sealing?',
        answer:
          'No. Engineered quartz is non-porous, so there is nothing for a sealer to fill. ' +
          'Applying one can even leave a film. Regular cleaning with mild soap is all it needs.',
      },
      {
        question: 'Can granite crack?',
        answer:
          'It can, although it is rare once installed. Cracks usually come from an ' +
          'unsupported overhang, a weak spot near a sink cutout, or a cabinet base that ' +
          'settles. Proper support and a level base prevent most of them.',
      },
      {
        question: 'Is quartzite the same as quartz?',
        answer:
          'No. Quartzite is natural stone formed when sandstone is transformed by heat and ' +
          'pressure. Quartz countertops are manufactured from crushed quartz and resin. ' +
          'Quartzite behaves more like granite, and some quartzites need sealing.',
      },
    ],
    related: [
      '/learning/countertops/comparison',
      '/learning/countertops/maintenance',
      '/services/countertops',
      '/guides/topics/countertops',
      '/gallery/scarsdale-kitchen-remodel-white-shaker-marble-quartz',
      '/showroom',
    ],
  },
  {
    id: 'stock-vs-semi-custom-vs-custom-cabinets',
    sections: [
      {
        heading: 'Three ways a cabinet gets made',
        blocks: [
          {
            kind: 'p',
            text:
              'Stock cabinets are built in advance in a fixed set of sizes, usually widths that ' +
              'step up in 3-inch increments, with a short list of door styles and finishes. ' +
              'They sit in a warehouse or ship quickly, which makes them useful for a laundry ' +
              'room, a basement bar, a rental or a tight schedule. What you see in the catalog ' +
              'is what you get: no change in depth, no extra inch of height.',
          },
          {
            kind: 'p',
            text:
              "Semi-custom cabinets are built to order from a manufacturer's catalog. The " +
              'sizes follow the same grid, but most lines let you reduce a depth, extend a ' +
              'stile, lengthen a tall cabinet or finish an exposed end, and they offer many ' +
              'more door styles, paint colors and stains. Most of the kitchens we build use ' +
              'semi-custom lines, because they fit nearly every room well and come with a ' +
              "manufacturer's warranty and predictable quality.",
          },
          {
            kind: 'p',
            text:
              'Custom cabinets are built by a shop for your room alone, to the fraction of an ' +
              'inch. Any wood, any profile, any paint color, inset doors, furniture-style ' +
              "legs, beaded face frames that copy a house's original pantry: all of it is " +
              'possible, and so are storage pieces sized for a specific stand mixer or a row ' +
              'of sheet pans. In Westchester we plan on 6–8 weeks for a custom shop to build ' +
              'a kitchen once the drawings are approved.',
          },
          {
            kind: 'table',
            caption: 'Stock, semi-custom and custom compared',
            columns: ['Feature', 'Stock', 'Semi-custom', 'Custom'],
            rows: [
              [
                'Sizes',
                'Fixed widths, usually in 3-inch steps',
                'Standard grid plus depth, height and width changes',
                'Any dimension, built to the room',
              ],
              [
                'Doors and finishes',
                'A few styles and colors',
                'Wide range of styles, paints and stains',
                'Unlimited, including inset and matched colors',
              ],
              [
                'Boxes',
                'Often particleboard or MDF',
                'Plywood usually available as an upgrade',
                'Plywood or solid wood, to your specification',
              ],
              [
                'Fillers',
                'Many, to close gaps between fixed sizes',
                'Fewer, narrower fillers',
                'Few or none; stiles scribed to the walls',
              ],
              [
                'Lead time',
                'Often in stock or shipped quickly',
                'Built to order after the order is placed',
                '6–8 weeks in Westchester after drawings are approved',
              ],
              [
                'Changes after ordering',
                'Easy to swap a box',
                'Possible, with a charge and a delay',
                'Difficult once parts are cut',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Fillers, scribes and old walls',
        blocks: [
          {
            kind: 'p',
            text:
              'Because stock and semi-custom cabinets come in set widths, a run of cabinets ' +
              'rarely matches a wall exactly. Fillers close the difference. They are not a ' +
              'defect; a filler beside a wall lets a drawer open past the door casing, and a ' +
              'filler at an inside corner lets two drawers open without their pulls colliding. ' +
              'The question is how many there are and how wide. A kitchen built from stock ' +
              'boxes can end up with wide fillers in several places, which reads as a gap.',
          },
          {
            kind: 'p',
            text:
              'Older Westchester houses add another complication: walls that lean, bow or meet ' +
              'at something other than a right angle. Installers handle this with scribe ' +
              'strips, thin pieces of matching material cut to follow the wall so no shadow ' +
              'line shows. Custom cabinets often have extra-wide stiles at the ends that can be ' +
              'scribed directly. In the Larchmont kitchen in our gallery, the custom inset ' +
              'cabinets were scribed to plaster walls that were far from plumb; in the ' +
              'Scarsdale kitchen, semi-custom cabinets run to the ceiling, with crown moulding ' +
              'covering the dips of an old plaster ceiling.',
          },
        ],
      },
      {
        heading: 'Box quality: what to look at in a showroom',
        blocks: [
          {
            kind: 'p',
            text:
              'Cabinet boxes are made from particleboard, medium-density fiberboard or ' +
              'plywood. Good particleboard is flat and holds screws reasonably well in dry ' +
              'rooms, but it swells if water reaches a raw edge. Plywood is lighter, holds ' +
              'fasteners better and tolerates an occasional leak under the sink more ' +
              'gracefully, which is why we often upgrade sink bases even when the rest of ' +
              'the kitchen stays with the standard box.',
          },
          {
            kind: 'p',
            text:
              'Construction style matters too. Face-frame cabinets have a solid wood frame on ' +
              'the front of the box that the doors hang on, the traditional American approach ' +
              'and the only one that allows inset doors. Frameless cabinets, sometimes called ' +
              'European or full-access, have no frame, so the doors cover the whole box and ' +
              'drawers can be a little wider inside. Either can be well or poorly made.',
          },
          {
            kind: 'checklist',
            title: 'Open a drawer and a door before you choose',
            items: [
              'Drawer boxes are dovetailed wood or a sturdy metal system, not stapled',
              'Drawer slides are full-extension and close softly without slamming',
              'Hinges are concealed, adjustable and close softly',
              'Shelves are thick enough not to sag under plates, and adjustable',
              'The back of the box is solid, with a rail or panel strong enough to hang it',
              'The finish is even inside and out, including the edges of the shelves',
              'The line carries certification from the Kitchen Cabinet ' +
                'Manufacturers Association, if it is a manufactured line',
            ],
          },
        ],
      },
      {
        heading: 'Price and where each one fits',
        blocks: [
          {
            kind: 'p',
            text:
              'Cabinets are the largest single line in most kitchen budgets, so the type you ' +
              'choose shapes the whole project. Our Westchester kitchen price tiers show how. A ' +
              'refresh at $15k–30k keeps the existing boxes and changes doors, counters and ' +
              'hardware. A mid-range remodel at $40k–70k typically has new semi-custom cabinets ' +
              'in the same footprint. An upscale remodel at $75k–120k reworks the layout with ' +
              'higher-grade semi-custom or custom cabinets, and a luxury custom kitchen at ' +
              '$125k+ is usually built around custom or inset cabinetry.',
          },
          {
            kind: 'p',
            text:
              'Mixing types is common and sensible. A semi-custom perimeter with a custom ' +
              'island, or a custom furniture-style hutch among semi-custom runs, puts the extra ' +
              'craftsmanship where people look and touch, and keeps the rest of the kitchen ' +
              'efficient. Stock cabinets still earn their place in laundry rooms, mudrooms and ' +
              'garages, where sizes are forgiving and speed matters more than detail.',
          },
          {
            kind: 'table',
            caption: 'Which type suits which project',
            columns: ['Project', 'Usual choice', 'Why'],
            rows: [
              [
                'Rental, basement or laundry room',
                'Stock',
                'Quick, affordable and easy to replace',
              ],
              [
                'Family kitchen in the same footprint',
                'Semi-custom',
                'Good fit and finish, wide choice, manufacturer warranty',
              ],
              [
                'Reworked layout with an island',
                'Semi-custom or custom',
                'Sizes and panels tailored to the new plan',
              ],
              [
                'Prewar house with inset or period details',
                'Custom',
                'Matches original woodwork and irregular walls',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Warranties and what happens after installation',
        blocks: [
          {
            kind: 'p',
            text:
              'Manufactured cabinet lines typically carry warranties of 5–10 years, covering ' +
              'the boxes, doors, drawers and hardware against defects. A custom shop sets its ' +
              'own terms, so ask for them in writing. Installation is a separate matter: our ' +
              'labor is warranted for 2 years. Doors and drawer fronts can drift slightly as ' +
              'the wood adjusts to its first heating season; adjusting them takes minutes, and ' +
              'it is exactly the kind of call that warranty is for.',
          },
          {
            kind: 'tip',
            title: 'Keep a touch-up kit',
            text:
              'Ask for the finish name, the stain or paint code and a touch-up marker or ' +
              'small can when the cabinets are delivered. Small chips on a painted door are ' +
              'much less noticeable when they are filled in the same color.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can semi-custom cabinets go all the way to the ceiling?',
        answer:
          'Usually yes. Most semi-custom lines offer taller wall cabinets or ' +
          'stacked upper cabinets, and crown moulding closes the last gap to the ' +
          'ceiling, which also hides an uneven ceiling line.',
      },
      {
        question: 'Are inset doors only available in custom cabinetry?',
        answer:
          'Inset doors are most often built by custom shops, and a few semi-custom ' +
          'lines offer them. They need a face frame and precise fitting, so expect a ' +
          'longer wait and a higher price than overlay doors.',
      },
      {
        question: 'Should we reface our cabinets instead of replacing them?',
        answer:
          'If the boxes are sound, the layout works and you mainly dislike the doors, refacing ' +
          'or painting can make sense within a refresh budget. If the boxes are particleboard ' +
          'that has swelled, or you want a new layout, replacement is the better use of money.',
      },
    ],
    related: [
      '/learning/cabinetry/construction',
      '/learning/cabinetry/storage',
      '/services/cabinets',
      '/guides/topics/cabinets',
      '/gallery/larchmont-kitchen-remodel-gourmet-custom-cabinets-professional',
      '/showroom',
    ],
  },
  {
    id: 'westchester-remodeling-permits',
    sections: [
      {
        heading: 'Who decides: your local building department',
        blocks: [
          {
            kind: 'p',
            text:
              'Westchester has no single county building department. Each city, town and ' +
              'village runs its own, and a hamlet is covered by the town it belongs to: a house ' +
              'in Chappaqua or Millwood files with the Town of New Castle, one in Armonk with ' +
              'the Town of North Castle, and one in Hartsdale or Edgemont with the Town of ' +
              'Greenburgh. A village inside a town, such as Ardsley or Irvington, has its own ' +
              "building department separate from the town's.",
          },
          {
            kind: 'p',
            text:
              'All of them enforce the same state rules, the New York State Uniform Fire ' +
              'Prevention and Building Code and the state Energy Conservation Construction ' +
              'Code, but each adds its own zoning, its own application forms and its own view ' +
              'of what counts as minor work. That is why the honest answer to almost every ' +
              'permit question is the same: the building department decides. What follows is ' +
              'what we usually see across the county, not a substitute for asking.',
          },
        ],
      },
      {
        heading: 'Work that usually needs a permit',
        blocks: [
          {
            kind: 'p',
            text:
              'The common thread is anything that changes the structure, the plumbing, the ' +
              'gas, the wiring or the shell of the house. These are the systems an inspector ' +
              'needs to see before they are covered, because a mistake in them is hidden once ' +
              'the drywall goes up and can be dangerous long after.',
          },
          {
            kind: 'table',
            caption: 'Kitchen and bath work and the permits it usually needs',
            columns: ['Work', 'Permit usually needed?', 'What the inspector looks at'],
            rows: [
              [
                'Moving or adding a sink, toilet, shower or tub',
                'Yes',
                'Drain sizes and slopes, venting, supply lines, test results',
              ],
              [
                'Adding circuits or moving wiring',
                'Yes, with an electrical inspection',
                'Circuit sizes, GFCI and AFCI protection, box fill, grounding',
              ],
              [
                'Extending or moving a gas line',
                'Yes',
                'Pipe sizing, connections, a pressure test before it is covered',
              ],
              [
                'Removing or opening a wall',
                'Yes, with drawings for a bearing wall',
                'Beam, posts, bearing down to the foundation, fire blocking',
              ],
              [
                'Replacing windows or exterior doors',
                'Usually, and always if the opening changes',
                'Header size, egress in bedrooms, energy ratings',
              ],
              [
                'New exhaust duct or range hood with makeup air',
                'Usually',
                'Duct termination outdoors, makeup-air damper, clearances',
              ],
              [
                'Replacing cabinets and counters in place',
                'Often not, unless wiring or plumbing changes',
                'Nothing, if no permit is needed',
              ],
              ['Painting, wallpaper, refinishing floors', 'Generally not', 'Nothing'],
            ],
          },
          {
            kind: 'p',
            text:
              'Electrical work is a special case in much of Westchester. Many municipalities ' +
              'rely on approved independent electrical inspection agencies rather than their ' +
              'own staff, so an electrical permit can involve two parties: the building ' +
              'department that issues it and the agency that inspects the wiring and issues a ' +
              'certificate. Your electrician files with whichever the town requires.',
          },
        ],
      },
      {
        heading: 'Work that often does not',
        blocks: [
          {
            kind: 'p',
            text:
              'Cosmetic work generally does not need a permit: painting, new cabinet hardware, ' +
              'a new faucet on existing supply lines, a backsplash tiled over an existing ' +
              'wall, or floors refinished in place. Replacing cabinets and countertops in the ' +
              'same positions often falls into this group as well, as long as no outlets are ' +
              'added and no plumbing is moved. But the line is drawn locally. Some departments ' +
              'want a permit as soon as a wall is opened; some want one for any bathroom ' +
              'renovation; co-ops and condominiums often require their own alteration approval ' +
              'even when the town does not.',
          },
          {
            kind: 'tip',
            title: 'When in doubt, ask in writing',
            text:
              'A short email to the building department describing the work ' +
              'usually brings a clear answer. Keep the reply with your house ' +
              "records; it is useful if a buyer's attorney asks later.",
          },
        ],
      },
      {
        heading: 'Why skipping the permit costs more later',
        blocks: [
          {
            kind: 'p',
            text:
              'A permit is the public record that the work was inspected. When a house is sold ' +
              "in Westchester, the buyer's attorney normally runs a municipal search for open " +
              'permits and for work that appears on the property but not in the records. An ' +
              'open permit from a remodel that never had its final inspection, or a bathroom ' +
              'that does not appear on file, can delay a closing while the seller applies ' +
              'retroactively, and a building department can ask for walls to be opened so the ' +
              'work can be seen.',
          },
          {
            kind: 'p',
            text:
              'There are practical reasons too. An insurer investigating a fire or water claim ' +
              'may look at whether the work was permitted, and an inspection is often the ' +
              'moment a loose neutral, a missing vent or an undersized beam is caught. For the ' +
              'homeowner, the inspector is a second pair of trained eyes at no extra effort.',
          },
        ],
      },
      {
        heading: 'What an application usually needs',
        blocks: [
          {
            kind: 'p',
            text:
              'Every department has its own forms, but the contents repeat from town to ' +
              'town. Kitchen and bath permits in Westchester usually take 2–4 weeks to ' +
              'be issued, longer if a board has to review the work, so we prepare the ' +
              'application during design rather than after it.',
          },
          {
            kind: 'checklist',
            title: 'Gathered for a typical kitchen or bath permit',
            items: [
              'Application form signed by the owner and the contractor',
              'Drawings of the work, stamped by an architect or engineer where structure changes',
              "Contractor's home improvement license and insurance certificates",
              "Workers' compensation and disability insurance forms the department accepts",
              'Plumber and electrician information as the department requires',
              'An asbestos survey, or the reason none is needed, for work in older houses',
              'Product sheets for windows or doors, showing their energy ratings',
              'Co-op or condominium board approval, where the building requires it',
            ],
          },
          {
            kind: 'p',
            text:
              'Exterior changes bring more steps. Some villages, Scarsdale among them, have ' +
              'a board of architectural review that looks at visible changes such as new ' +
              'windows or doors, and houses in historic districts may need a separate ' +
              'approval. Zoning matters when a project adds space or changes the footprint, ' +
              'which most kitchen and bath projects do not.',
          },
        ],
      },
      {
        heading: 'How we handle permits for our clients',
        blocks: [
          {
            kind: 'p',
            text:
              'We file the application under our own license, so the building department knows ' +
              'who is responsible for the work. We post the permit card where the inspector can ' +
              'see it, call for each inspection when the work is ready and leave the work ' +
              'uncovered until it passes. When the final inspection is signed off, we make sure ' +
              'the permit is closed and give you copies for your house file. If a previous ' +
              'owner left an open permit or unrecorded work, we can usually help you understand ' +
              'what the department will need before you take on a project of your own.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I need a permit to replace kitchen cabinets in the same place?',
        answer:
          'Often not, if nothing else changes. Once you add outlets, move the ' +
          'sink, add a gas line or open walls, a permit is usually required. ' +
          'Your building department has the final word.',
      },
      {
        question: 'Does replacing windows need a permit in Westchester?',
        answer:
          'Usually. Many municipalities want a permit for any window replacement, and ' +
          'all of them do when the opening size changes. Some villages also review ' +
          'visible changes through an architectural review board.',
      },
      {
        question: 'Will inspections slow down the job?',
        answer:
          'They add scheduled stops, but we plan for them. Rough inspections happen ' +
          'while other trades keep working where they can, and a passed inspection ' +
          'is what lets us close the walls with confidence.',
      },
    ],
    related: [
      '/learning/process/permits-codes',
      '/guides/towns/chappaqua-10514',
      '/guides/towns/scarsdale-10583',
      '/blog/how-to-choose-a-remodeling-contractor',
      '/blog/kitchen-remodel-timeline',
      '/services/windows-doors',
    ],
  },
  {
    id: 'financing-a-home-remodel',
    sections: [
      {
        heading: 'Start with a realistic number',
        blocks: [
          {
            kind: 'p',
            text:
              'Financing goes more smoothly when the amount you plan for matches what the ' +
              'work will actually cost. Before talking to a lender, it helps to know where ' +
              'your project falls. These are the ranges we use for Westchester kitchens and ' +
              'bathrooms, covering design, materials and installation.',
          },
          {
            kind: 'table',
            caption: 'Westchester kitchen and bathroom price tiers',
            columns: ['Kitchen tier', 'Kitchen range', 'Bathroom tier', 'Bathroom range'],
            rows: [
              ['Refresh', '$15k–30k', 'Refresh', '$10k–20k'],
              ['Mid-Range Remodel', '$40k–70k', 'Full Hall Bath', '$25k–45k'],
              ['Upscale Remodel', '$75k–120k', 'Primary Bath Remodel', '$50k–80k'],
              ['Luxury Custom', '$125k+', 'Luxury Primary Suite', '$85k+'],
              ['Average project', '$67,500', 'Average project', '$37,500'],
            ],
          },
          {
            kind: 'p',
            text:
              'Many households do a kitchen and a bathroom together to live through one ' +
              'construction period rather than two. Our home-page guide puts a standard ' +
              'kitchen-and-bath project at $50k–$80k, a premium one at $80k–$120k and a luxury ' +
              'one at $120k–$200k+. Whatever the figure, plan on a reserve beyond the contract ' +
              'price for what opened walls can reveal in older houses and for the upgrades ' +
              'that tempt everyone once the work is under way.',
          },
        ],
      },
      {
        heading: 'Paying cash',
        blocks: [
          {
            kind: 'p',
            text:
              'Paying from savings is the simplest route: no application, no appraisal, no ' +
              'interest and no lien on the house. It also gives you the most flexibility to ' +
              'change a selection or add work without asking a lender. The risk is running your ' +
              'reserves too low. A remodel should not leave a household without an emergency ' +
              'fund, and if the money sits in investments, selling them may create a tax bill ' +
              'and will have to be timed to the payment schedule.',
          },
          {
            kind: 'p',
            text:
              'Many of our clients combine sources: savings for the deposit and the early ' +
              'payments, and a line of credit held in reserve for the later ones or for ' +
              'surprises. That way the loan is only drawn if it is needed.',
          },
        ],
      },
      {
        heading: 'Borrowing against the house',
        blocks: [
          {
            kind: 'p',
            text:
              'A home equity line of credit, or HELOC, is a revolving credit line secured by ' +
              'your home. You draw on it as payments come due and pay interest only on what you ' +
              'have drawn, which suits a remodel paid in stages. Most HELOCs carry a variable ' +
              'rate, and there may be appraisal or closing costs, so compare lenders on both. ' +
              'Because applications take time, we suggest opening one before you sign a ' +
              'contract rather than when the first invoice arrives.',
          },
          {
            kind: 'p',
            text:
              'A home equity loan is the fixed cousin of a HELOC: a lump sum at a fixed rate, ' +
              'repaid on a set schedule. It suits a project whose price is settled and a ' +
              'household that prefers a predictable payment. A cash-out refinance replaces your ' +
              'existing mortgage with a larger one and hands you the difference. It can make ' +
              'sense if the new rate is close to or lower than the one you have now, but ' +
              'replacing a low existing rate with a higher one on the whole balance is an ' +
              'expensive way to pay for a kitchen, and the closing costs are usually higher ' +
              'than for a line of credit.',
          },
          {
            kind: 'p',
            text:
              'Interest on debt secured by your home may be tax-deductible when the money ' +
              'is used to substantially improve that home, but the rules have limits and ' +
              'conditions. Ask your tax adviser before counting on it.',
          },
        ],
      },
      {
        heading: 'Personal loans, cards and contractor-arranged financing',
        blocks: [
          {
            kind: 'p',
            text:
              'Unsecured personal loans do not put your house on the line and can be funded ' +
              'quickly, which helps for a smaller project such as a powder room or a hall bath ' +
              'refresh. They usually carry higher rates and shorter terms than borrowing ' +
              'against your home. Credit cards suit small purchases you can pay off promptly, ' +
              'or for appliance promotions whose terms you have read to the end; ' +
              'deferred-interest offers can charge all the interest back if the balance is not ' +
              'cleared in time.',
          },
          {
            kind: 'p',
            text:
              'Some remodelers arrange loans through a lender partner. If a contractor in ' +
              'Westchester arranges or helps arrange your financing, county rules require them ' +
              'to give you a disclosure form explaining their connection to it. Read it, and ' +
              'compare the offer with what your own bank or credit union quotes.',
          },
          {
            kind: 'table',
            caption: 'Ways to pay for a remodel compared',
            columns: ['Option', 'How the money arrives', 'What to watch', 'Suits'],
            rows: [
              [
                'Cash or savings',
                'Already in hand',
                'Keeping an emergency reserve',
                'Any size, if reserves allow',
              ],
              [
                'HELOC',
                'Drawn as needed, up to a limit',
                'Variable rate, closing costs, house as security',
                'Staged payments over a remodel',
              ],
              [
                'Home equity loan',
                'One lump sum',
                'Fixed payments start at once',
                'A settled price and fixed budget',
              ],
              [
                'Cash-out refinance',
                'Lump sum at closing',
                'New rate on the whole mortgage, closing costs',
                'Owners whose rate would not rise',
              ],
              [
                'Personal loan',
                'Lump sum, quickly',
                'Higher rate, shorter term',
                'Smaller projects',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Milestone payments keep a budget on track',
        blocks: [
          {
            kind: 'p',
            text:
              "However you pay, tie each payment to work you can see. New York's home " +
              'improvement law requires that progress payments bear a reasonable relationship ' +
              'to the work done and the materials bought, and that money paid before the job ' +
              'is substantially complete be held in a trust or escrow account or covered by a ' +
              'bond. A schedule built on milestones makes that easy to check, and it gives a ' +
              'lender a clear reason for each draw.',
          },
          {
            kind: 'list',
            items: [
              'A deposit when the contract is signed',
              'A payment when cabinets and other long-lead items are ordered',
              'A payment when rough plumbing and electrical pass inspection',
              'A payment when cabinets are installed and countertops are templated',
              'The final payment after the final inspection and the punch list',
            ],
            ordered: true,
          },
          {
            kind: 'p',
            text:
              'Changes are where budgets drift. Each change order should show its price and ' +
              'its effect on the schedule and be signed before the work is done, so you ' +
              'always know the running total. Allowances for tile, fixtures and lighting ' +
              'should be written as figures; if your selection costs more, you see the ' +
              'difference when you choose it, not on the final invoice.',
          },
          {
            kind: 'checklist',
            title: 'Before you borrow',
            items: [
              'A written estimate with the scope and allowances listed line by line',
              'A reserve set aside for hidden conditions in an older house',
              'A payment schedule tied to milestones you can verify',
              'Quotes from at least two lenders, compared on rate, fees and terms',
              'A word with your tax adviser about any deduction',
              'A plan for what happens if the project comes in under budget',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Should we arrange financing before or after getting estimates?',
        answer:
          'Get an estimate first so you borrow the right amount, then open the credit line or ' +
          'apply for the loan before signing the contract. Your lender may want to see the ' +
          'contract, and you want the money available when the first milestone arrives.',
      },
      {
        question: 'Can we use savings for part of the project and borrow for the rest?',
        answer:
          'Yes, and many homeowners do. Paying the early milestones from savings and drawing on ' +
          'a line of credit for later ones keeps borrowing, and interest, to what is needed.',
      },
      {
        question: 'Does the payment schedule change if we finance?',
        answer:
          'The milestones stay the same. Some lenders release money only ' +
          'after an inspection or a signed statement that the stage is ' +
          'complete, so we give you the documents each draw needs.',
      },
    ],
    related: [
      '/learning/process/costs-budgets',
      '/learning/resources/worksheets',
      '/blog/how-to-choose-a-remodeling-contractor',
      '/services/kitchens',
      '/services/bathrooms',
      '/estimate',
    ],
  },
  {
    id: 'choosing-remodeling-materials',
    sections: [
      {
        heading: 'Start with the job each surface has to do',
        blocks: [
          {
            kind: 'p',
            text:
              'A kitchen or bathroom asks very different things of its surfaces. A shower floor ' +
              'is wet every day and must grip a wet foot. A cabinet door near the sink is ' +
              'touched, splashed and bumped many times a day. A counter beside the range sees ' +
              'heat, oil and knives, while the backsplash above it only has to be wiped. ' +
              'Choosing materials goes far better when you start from those jobs, then pick the ' +
              'look you love among the materials that can do them.',
          },
          {
            kind: 'p',
            text:
              'We ask clients three questions at the showroom before they look at a single ' +
              'sample: how do you cook, how do you clean, and who else uses the room? A couple ' +
              'who cook twice a week and wipe down every night can live happily with marble. A ' +
              'family with teenagers, a dog and a habit of leaving wet towels on the floor ' +
              'needs something else, and there is no shame in choosing it.',
          },
          {
            kind: 'table',
            caption: 'Matching surfaces to their jobs',
            columns: ['Surface', 'Its main job', 'Materials that suit it', 'Think twice about'],
            rows: [
              [
                'Shower walls and floor',
                'Constant water, slip resistance underfoot',
                'Porcelain tile, small mosaics on the floor',
                'Polished stone floors, unsealed natural stone',
              ],
              [
                'Bathroom floor',
                'Splashes, cleaning, comfort',
                'Porcelain, with radiant heat if you like a warm floor',
                'Solid hardwood',
              ],
              [
                'Kitchen floor',
                'Traffic, dropped pans, spills',
                'Site-finished oak, porcelain tile, luxury vinyl plank',
                'Soft woods, unsealed stone',
              ],
              [
                'Cabinet doors',
                'Hands, splashes, knocks',
                'Factory-finished paint or stain, painted MDF panels',
                'Site-applied wall paint',
              ],
              [
                'Kitchen counters',
                'Heat, knives, stains',
                'Granite, quartz, quartzite',
                'Marble in a heavy-use zone, if etching would bother you',
              ],
              [
                'Backsplash',
                'Grease and splashes, easy wiping',
                'Glazed ceramic, porcelain, slab stone',
                'Heavily textured tile behind the range',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Porcelain where water splashes',
        blocks: [
          {
            kind: 'p',
            text:
              'Porcelain tile is made from finer, denser clay and fired at higher ' +
              'temperatures than ordinary ceramic tile, so it absorbs very little water ' +
              'and the color usually runs through the body. That makes it the right ' +
              'default for shower walls, shower floors and bathroom floors, and a strong ' +
              'choice for kitchens and mudrooms. Glazed ceramic is perfectly good on walls ' +
              'and backsplashes, where it takes no foot traffic.',
          },
          {
            kind: 'p',
            text:
              'On a shower floor, slip resistance matters more than looks. Small mosaics, such ' +
              'as 2-inch hexagons or squares, put more grout joints underfoot for grip and ' +
              'follow the slope to the drain more easily than large tiles. A matte or textured ' +
              'finish helps too; ask for tile rated for wet interior floors rather than ' +
              'assuming a bathroom tile qualifies. Whatever the tile, the waterproofing behind ' +
              'it does the real work: a membrane over backer board or a properly built mortar ' +
              'bed over a liner, tested with standing water before any tile goes on.',
          },
          {
            kind: 'p',
            text:
              'Grout is the part people forget. Cement grout is porous and should be sealed; it ' +
              'darkens and collects soap residue without care. Epoxy and urethane grouts cost ' +
              'more and take more skill to install, but they resist stains and need no sealing, ' +
              'which is why we often suggest them for shower floors and light-colored floors.',
          },
        ],
      },
      {
        heading: 'Hard-wearing paint on cabinet doors',
        blocks: [
          {
            kind: 'p',
            text:
              'A painted cabinet is only as durable as its finish. Manufacturers and custom ' +
              'shops spray catalyzed finishes that cure hard in a controlled booth, and they ' +
              'stand up to cleaning far better than wall paint brushed on in the kitchen. If ' +
              'you are painting existing cabinets in a refresh, the work should use a ' +
              'cabinet-grade enamel over a bonding primer, with the doors removed and sprayed, ' +
              'not painted in place.',
          },
          {
            kind: 'p',
            text:
              'Door construction affects how paint ages. A five-piece wood door expands and ' +
              'contracts with the seasons, and the paint can show a hairline crack where the ' +
              'center panel meets the frame. Doors with MDF center panels, or made entirely ' +
              'from MDF, move far less and keep a cleaner painted line. Stained wood hides wear ' +
              'better than paint, and a mid-tone stain hides it most, which is one reason ' +
              'stained oak islands are popular in busy kitchens.',
          },
          {
            kind: 'tip',
            title: 'Put the toughest finish where hands go',
            text:
              'The sink base, the trash pull-out and the drawer under the coffee maker take the ' +
              'most wear. If you are mixing finishes, keep the most delicate one away from ' +
              'them.',
          },
        ],
      },
      {
        heading: 'A stone that suits how you cook and clean',
        blocks: [
          {
            kind: 'p',
            text:
              'We compared quartz and granite in detail in an earlier article, so here we ' +
              'look at the wider field. Marble is calcite, and anything acidic, from lemon ' +
              'juice to tomato sauce, etches a dull mark into a polished surface; a honed ' +
              'finish makes those marks far less visible, and many marble owners come to ' +
              'like the patina. Quartzite is harder and usually more resistant to etching, ' +
              'but it varies from quarry to quarry, so we test samples with lemon juice and ' +
              'a glass edge before a client commits.',
          },
          {
            kind: 'p',
            text:
              'Soapstone is soft and scratches, but scratches can be sanded out and it darkens ' +
              'evenly when oiled; it suits people who like a working surface that shows its ' +
              'use. Butcher block is warm and forgiving for a baking station or an island end, ' +
              'but it needs regular oiling and is a poor match for the area around a sink. In ' +
              'bathrooms, where knives and hot pans are absent, solid surface and cultured ' +
              'stone are practical choices, and quartz vanity tops are the most common we ' +
              'install.',
          },
        ],
      },
      {
        heading: 'Floors that carry the rest of the house',
        blocks: [
          {
            kind: 'p',
            text:
              'Many Westchester kitchens open onto oak floors in the rest of the house, and ' +
              'continuing the oak through the kitchen ties the rooms together. Site-finished ' +
              'solid oak can be patched where an old peninsula or wall stood and refinished to ' +
              'match, as we did in Scarsdale. It tolerates everyday spills that are wiped up, ' +
              'but a slow leak under the dishwasher will damage it, so a leak sensor is a wise ' +
              'addition.',
          },
          {
            kind: 'p',
            text:
              'Luxury vinyl plank has a waterproof core and a soft, quiet feel, and it suits ' +
              'basements and busy mudrooms; it dents under heavy point loads and cannot be ' +
              'refinished, only replaced. Porcelain tile is the most water-tolerant choice ' +
              'and pairs well with radiant heat, but it is hard underfoot and needs a flat, ' +
              'stiff subfloor, especially in large formats.',
          },
        ],
      },
      {
        heading: 'Fittings, hardware and finishes you touch every day',
        blocks: [
          {
            kind: 'p',
            text:
              'Faucets and hardware are handled more than any other part of the room. PVD ' +
              'finishes, applied by vapor deposition, resist scratches and tarnish better than ' +
              'ordinary plated finishes and are worth asking for in brass and nickel tones. ' +
              'Unlacquered brass darkens and spots with use, as it is meant to; choose it only ' +
              'if you enjoy a living finish. Matte black hides fingerprints but shows ' +
              'hard-water spots, and polished chrome remains the easiest finish to keep looking ' +
              'new.',
          },
          {
            kind: 'checklist',
            title: 'Questions to ask about any material',
            items: [
              'Does it need sealing, and how will I know when?',
              'What happens if I set a hot pan, a wet glass or a lemon on it?',
              'Which cleaners does the manufacturer allow, and which void the warranty?',
              'Can a scratch, chip or stain be repaired, and by whom?',
              'Is it suitable for a wet floor, a shower or direct sun?',
              'Can I get spare pieces or a touch-up kit for later repairs?',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Is porcelain really better than ceramic for a bathroom floor?',
        answer:
          'For a floor that gets wet, yes. Porcelain is denser and absorbs ' +
          'less water, and through-body porcelain hides chips. Glazed ceramic ' +
          'works well on bathroom walls and backsplashes.',
      },
      {
        question: 'Will painted cabinets chip?',
        answer:
          'Any paint can chip if it is struck hard, but factory-applied ' +
          'catalyzed finishes resist everyday wear well. Keep the touch-up kit, ' +
          'and small chips can be filled so they are hard to see.',
      },
      {
        question: 'Can we use marble in a busy kitchen?',
        answer:
          'Yes, if you accept that it will etch and develop a patina. A ' +
          'honed finish and a good sealer help. If you want a pristine ' +
          'surface, quartz or quartzite will suit you better.',
      },
    ],
    related: [
      '/learning/kitchens/materials-finishes',
      '/learning/bathrooms/materials',
      '/learning/cabinetry/finishes',
      '/blog/quartz-vs-granite-countertops',
      '/guides/topics/flooring',
      '/showroom',
    ],
  },
  {
    id: 'kitchen-bath-remodel-return-on-investment',
    sections: [
      {
        heading: 'What the return figures mean',
        blocks: [
          {
            kind: 'p',
            text:
              'Return on investment, for a remodel, is the share of the project cost that comes ' +
              'back in the sale price of the house. By the figures we work with, about 71% of ' +
              'what a Westchester kitchen remodel costs comes back when the house sells, and ' +
              'about 68% for a bathroom. Put plainly, neither room pays for itself on resale ' +
              'alone; most of the value of a remodel is in the years you spend using it, and ' +
              'the resale return is what softens the cost when you move.',
          },
          {
            kind: 'table',
            caption: 'Kitchen and bathroom remodels in Westchester',
            columns: [
              'Room',
              'Average project',
              'Typical cost by floor area',
              'Share recovered at resale',
            ],
            rows: [
              ['Kitchen', '$67,500', '$225 per sq ft', '71%'],
              ['Bathroom', '$37,500', '$325 per sq ft', '68%'],
            ],
          },
          {
            kind: 'p',
            text:
              'The two rooms return a similar share, but they cost very different amounts, and ' +
              'the bathroom costs more per square foot. That is not a contradiction. A bathroom ' +
              'packs plumbing, waterproofing, tile on walls and floor, glass and ventilation ' +
              'into a small floor area, so each square foot carries more work. A kitchen ' +
              'spreads its cost over more floor, with cabinets and counters as the largest ' +
              'lines.',
          },
        ],
      },
      {
        heading: 'Why you rarely get every dollar back',
        blocks: [
          {
            kind: 'p',
            text:
              'A buyer pays for a kitchen or bath that works and looks current, not for the ' +
              'particular choices you made. The custom spice drawer sized for your collection, ' +
              'the color you adore, the professional range you use every night: a buyer values ' +
              'them, but not always at what they cost you. Buyers also judge the house as a ' +
              'whole, so a new kitchen in a house with a tired roof, old windows and a dated ' +
              'hall bath adds less than the same kitchen in a house that is otherwise cared ' +
              'for.',
          },
          {
            kind: 'p',
            text:
              'Timing matters as well. A remodel finished the year before a sale shows at its ' +
              'freshest; one finished many years earlier has been used, and tastes have moved ' +
              'on. Local market conditions move the figure in both directions, and a house ' +
              'priced far above its neighbors recovers less of any improvement than one that ' +
              "brings itself up to the street's standard.",
          },
        ],
      },
      {
        heading: 'Choices that tend to hold their value',
        blocks: [
          {
            kind: 'p',
            text:
              'The improvements that keep value longest are the ones that fix how a room works. ' +
              'A kitchen where two people can cook without colliding, with storage for everyday ' +
              'things, good task lighting and a hood ducted outdoors, stays useful whatever the ' +
              'fashion. In bathrooms, a comfortable walk-in shower, enough storage at the ' +
              'vanity and an exhaust fan that actually clears steam appeal to almost every ' +
              'buyer.',
          },
          {
            kind: 'list',
            items: [
              'Layouts that solve a real problem: an island where a peninsula blocked the ' +
                'room, a sink under the window, a pantry where there was none.',
              'Durable, widely liked surfaces: painted or wood shaker doors, quartz or ' +
                'granite counters, porcelain tile, oak floors that continue from the rest of ' +
                'the house.',
              'Systems renewed behind the walls: wiring, drains and supply lines ' +
                "replaced while the room was open, which buyers' inspectors notice.",
              'Permits closed out and on file, so the work shows in the ' +
                "municipal records a buyer's attorney will check.",
              'A second full bath or a usable primary shower in a house that lacks one, ' +
                'which often matters more to buyers than the finish level.',
            ],
          },
          {
            kind: 'checklist',
            title: 'Keep these in the house file for the sale',
            items: [
              'Closed permits and final inspection sign-offs',
              'The contract, change orders and a list of products installed',
              'Cabinet, appliance and fixture warranties and manuals',
              'Paint colors, grout colors and spare tiles',
              'Photos of the work before walls were closed',
            ],
          },
        ],
      },
      {
        heading: 'What buyers overlook, or discount',
        blocks: [
          {
            kind: 'p',
            text:
              'Some features cost a good deal and add little at resale. Whirlpool tubs are the ' +
              'classic example: large, costly to maintain and rarely used, they are often the ' +
              'first thing a new owner removes. In the Rye primary bath in our gallery, an ' +
              'almond whirlpool on a tiled platform had gone unused for years, and its space ' +
              'now holds a curbless walk-in shower, a change that appeals to buyers of every ' +
              'age.',
          },
          {
            kind: 'p',
            text:
              'Other features buyers tend to discount are very bold colors or patterns that a ' +
              'buyer must redo, highly specialized storage or appliances beyond what the ' +
              'neighborhood expects, and technology that will look dated quickly. None of these ' +
              'is wrong if you will enjoy them for years. They simply belong in the column of ' +
              'things you do for yourself, not for the next owner.',
          },
          {
            kind: 'tip',
            title: 'Do not remove the only tub',
            text:
              'Many buyers with young children want at least one bathtub in the ' +
              'house. If a tub-to-shower conversion would leave the house without ' +
              'one, think about keeping a tub in the hall bath.',
          },
        ],
      },
      {
        heading: 'Matching the project to your plans',
        blocks: [
          {
            kind: 'p',
            text:
              'If you expect to sell within a short time, the aim is to remove objections ' +
              'rather than to impress. A kitchen refresh in the $15k–30k range, keeping the ' +
              'layout and cabinet boxes while replacing counters, hardware and lighting, or ' +
              'a bathroom refresh in the $10k–20k range, usually does more for a sale than a ' +
              'full remodel a buyer did not ask for. Paint, lighting and fixing anything a ' +
              'home inspector would flag come first.',
          },
          {
            kind: 'p',
            text:
              'If you are staying for years, plan the room for your own life and let resale ' +
              'be a consideration rather than the goal. A mid-range kitchen at $40k–70k or a ' +
              'full hall bath at $25k–45k covers most family needs with materials buyers also ' +
              'like. The upscale and luxury tiers, $75k–120k and $125k+ for kitchens or ' +
              '$50k–80k and $85k+ for primary baths, make the most sense in houses and ' +
              'neighborhoods where buyers expect that level, and where you will enjoy the ' +
              'result long enough for it to be worth it.',
          },
          {
            kind: 'p',
            text:
              'When we prepare an estimate we can show you which lines change the room for a ' +
              'buyer and which are for you alone, so you can decide with both in view.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Which pays back more, a kitchen or a bathroom?',
        answer:
          'By our figures a kitchen recovers about 71% of its cost and a ' +
          'bathroom about 68%, so the share is similar. A bathroom costs ' +
          'less in total, so the amount at risk is smaller.',
      },
      {
        question: 'Should we remodel before we sell?',
        answer:
          'Only enough to remove obvious objections. A refresh, fresh paint and ' +
          "repairs a buyer's inspector would raise usually return more than a " +
          "full remodel chosen for someone else's taste.",
      },
      {
        question: 'Do permits really matter when we sell?',
        answer:
          "Yes. Buyers' attorneys check municipal records, and an open permit " +
          'or unrecorded work can delay a closing. A closed permit also ' +
          'reassures buyers that the hidden work was inspected.',
      },
    ],
    related: [
      '/blog/financing-a-home-remodel',
      '/blog/choosing-remodeling-materials',
      '/services/kitchens',
      '/services/bathrooms',
      '/gallery/rye-primary-bathroom-remodel-curbless-shower-heated-floor',
      '/learning/process/costs-budgets',
    ],
  },
] satisfies DocContent[]
