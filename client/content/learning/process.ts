import { priceGuideRows } from '../price-guide'
import type { DocContent } from '../types'

export const processLearning = [
  {
    id: 'process/costs-budgets',
    sections: [
      {
        heading: 'Our price guide',
        blocks: [
          {
            kind: 'p',
            text:
              'We publish our figures in three places, each for a different question. ' +
              'The price guide on our home page sorts projects by scope: how much of ' +
              'the room changes. On it, a full kitchen remodel runs $45k–$85k and a ' +
              'full bathroom renovation $20k–$35k. Each range covers design, materials ' +
              'and installation.',
          },
          {
            kind: 'table',
            caption: 'Home-page price guide',
            columns: ['Project', 'Tier', 'Range'],
            rows: priceGuideRows,
          },
          {
            kind: 'p',
            text:
              'A refresh keeps the layout and the plumbing where they are. A full ' +
              'remodel or renovation opens the walls and usually needs a permit. The ' +
              'luxury tiers add layout changes, custom work and higher-grade materials. ' +
              'Doing a kitchen and a bathroom together shares one schedule, one set of ' +
              'permits and one dumpster.',
          },
        ],
      },
      {
        heading: 'Westchester kitchen and bathroom tiers',
        blocks: [
          {
            kind: 'p',
            text:
              'Our kitchen and bathroom service pages split Westchester projects into ' +
              'four steps each and add the averages we see. The two sets of ranges ' +
              'overlap rather than line up exactly, which is a fair picture of how ' +
              'widely scope varies.',
          },
          {
            kind: 'table',
            caption: 'Kitchen and bathroom tiers in Westchester',
            columns: ['Kitchen tier', 'Kitchen', 'Bathroom tier', 'Bathroom'],
            rows: [
              ['Refresh', '$15k–30k', 'Refresh', '$10k–20k'],
              ['Mid-Range Remodel', '$40k–70k', 'Full Hall Bath', '$25k–45k'],
              ['Upscale Remodel', '$75k–120k', 'Primary Bath Remodel', '$50k–80k'],
              ['Luxury Custom', '$125k+', 'Luxury Primary Suite', '$85k+'],
            ],
          },
          {
            kind: 'table',
            caption: 'Averages and typical figures',
            columns: ['Figure', 'Kitchen', 'Bathroom'],
            rows: [
              ['Average project', '$67,500', '$37,500'],
              ['Cost by floor area', '$225 per sq ft', '$325 per sq ft'],
              ['Return on investment at resale', '71%', '68%'],
              ['Time on site', '6–12 weeks', '3–6 weeks'],
            ],
          },
          {
            kind: 'p',
            text:
              'A bathroom costs more per square foot than a kitchen because plumbing, ' +
              'waterproofing, tile, glass and electrical work are packed into a small ' +
              'room. The per-square-foot figure is a quick first check: multiply it by ' +
              'the floor area of your room, then adjust for what moves. The return ' +
              'figure is the share of the project cost typically recovered when the ' +
              'house sells; it is a reason to build well, not a reason on its own to ' +
              'remodel.',
          },
        ],
      },
      {
        heading: 'Regional figures',
        blocks: [
          {
            kind: 'p',
            text:
              'Costs also vary by where you live. These are the kitchen ranges we give ' +
              'on our regional pages.',
          },
          {
            kind: 'table',
            caption: 'Kitchen remodel costs by region',
            columns: ['Region', 'Kitchen cost', 'Basic refresh', 'Luxury'],
            rows: [
              ['Westchester', '$40k–$100k+', '$20k–$35k', 'over $150k'],
              ['Rockland', '$35k–$90k', '$18k–$30k', 'over $120k'],
              ['Bergen', 'Same as Westchester', 'Same as Westchester', 'Same as Westchester'],
              ['Greenwich', '$50,000–$150,000+', 'Not listed', 'Not listed'],
            ],
          },
          {
            kind: 'p',
            text:
              'For comparison, our three kitchen case studies came in at $75k–95k in 6 ' +
              'weeks, $90k–115k in 8 weeks and $110k–140k in 9 weeks.',
          },
        ],
      },
      {
        heading: 'What shapes a budget: labor, cabinets and hidden conditions',
        blocks: [
          {
            kind: 'p',
            text:
              'Labor is the part of a budget people underestimate. A kitchen or bath is ' +
              'built by a sequence of trades: demolition crew, carpenter, plumber, ' +
              'electrician, drywall finisher, cabinet installer, fabricator, tile ' +
              'setter and painter, each licensed or skilled in one thing. Moving a ' +
              'sink, toilet or range adds drain, vent, gas or duct work; taking out a ' +
              'wall can add an engineer and a beam.',
          },
          {
            kind: 'p',
            text:
              'Cabinets are usually the largest single material cost in a kitchen. ' +
              'Stock lines come in fixed sizes and finishes, semi-custom lines add ' +
              'sizes and options, and custom cabinets are built to the inch. After ' +
              'cabinets, appliances vary most: a professional range with a ducted hood ' +
              'and makeup air can move a kitchen up a tier by itself.',
          },
          {
            kind: 'p',
            text:
              'Hidden conditions are what the walls and floors reveal once they are ' +
              'open. In older Westchester houses we regularly find some of these:',
          },
          {
            kind: 'list',
            items: [
              'Plaster on wood lath, which takes more labor to remove and patch than drywall.',
              'Galvanized steel supply pipes or cast-iron drains near the end of their life.',
              'Old wiring without a ground, or a panel with no room for new circuits.',
              'Rot in the subfloor under an old toilet or a leaking tub.',
              'Lead paint in houses built before 1978, which calls for lead-safe work ' +
                'practices.',
              'Old floor tile or adhesive that must be tested for asbestos before removal.',
            ],
          },
          {
            kind: 'p',
            text:
              'At the site visit we tell you which of these we expect in your house and ' +
              'price what we can see in writing.',
          },
        ],
      },
      {
        heading: 'Building your own budget',
        blocks: [
          {
            kind: 'checklist',
            title: 'Budget worksheet',
            items: [
              'Choose the tier that matches your scope, and note its range.',
              'List what moves: walls, plumbing fixtures, the range, windows.',
              'Decide the cabinet line: stock, semi-custom or custom.',
              'Price appliances separately; they vary more than anything else.',
              'Set allowances for tile, lighting, plumbing fixtures and hardware.',
              'Keep a contingency reserve for hidden conditions, sized to the age of ' +
                'the house.',
              'Ask how permits, drawings and inspections are handled in the estimate.',
            ],
          },
          {
            kind: 'p',
            text:
              'Our written estimate lists cabinets, counters, labor and allowances line ' +
              'by line, so you can compare two bids item for item. Any change after ' +
              'signing is written up as a change order with its price before the work ' +
              'is done.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Why do the price ranges on different pages not match exactly?',
        answer:
          'They answer different questions. The price guide sorts projects by ' +
          'scope, the service-page tiers split Westchester projects into four ' +
          'steps, and the regional figures compare areas. Your own number comes ' +
          'from the written estimate after we have seen the room.',
      },
      {
        question: 'Why does a bathroom cost more per square foot than a kitchen?',
        answer:
          'Nearly every trade works in a bathroom, in a small space: plumbing, ' +
          'waterproofing, tile, glass, electrical and ventilation. The fixed costs ' +
          'are spread over fewer square feet.',
      },
      {
        question: 'How much should we set aside for surprises?',
        answer:
          'It depends on the house. A newer house with modern wiring needs less ' +
          'reserve than a prewar one with plaster walls and original pipes. We ' +
          'suggest an amount after the site visit, based on what we see.',
      },
      {
        question: 'Are permit fees included?',
        answer:
          'We file the permit as part of the job. Fees are set by each ' +
          'municipality, so we list them on the estimate once we know where the ' +
          'work is.',
      },
    ],
    related: [
      '/blog/kitchen-remodel-cost-westchester-2025',
      '/blog/bathroom-remodel-cost-westchester-2025',
      '/blog/kitchen-bath-remodel-return-on-investment',
      '/blog/financing-a-home-remodel',
      '/learning/process/scheduling',
      '/estimate',
    ],
  },
  {
    id: 'process/permits-codes',
    sections: [
      {
        heading: 'Who issues the permit',
        blocks: [
          {
            kind: 'p',
            text:
              'Westchester has no county building department. Each of its cities, towns ' +
              'and villages runs its own, with its own forms, review times and ' +
              'inspectors. A hamlet files with the town it belongs to: Chappaqua with ' +
              'the Town of New Castle, Armonk with the Town of North Castle. A village ' +
              'files with the village, so Bronxville and Scarsdale each have their own. ' +
              'The rules come from the New York State Uniform Code, which builds on the ' +
              'International Residential Code, but each municipality administers it and ' +
              'can add local requirements.',
          },
          {
            kind: 'p',
            text:
              'The same holds in the other places we work. Rockland towns and villages ' +
              'run their own building departments. In Bergen County, each municipality ' +
              "has a construction office that applies New Jersey's Uniform Construction " +
              'Code, with separate building, plumbing and electrical subcodes. ' +
              'Greenwich issues permits through the town building department under the ' +
              'Connecticut State Building Code.',
          },
        ],
      },
      {
        heading: 'Which work needs a permit',
        blocks: [
          {
            kind: 'p',
            text:
              'The dividing line is usually whether the work touches structure, ' +
              'plumbing, gas, wiring or ventilation. Rules for smaller jobs vary from ' +
              'one municipality to the next, so we check with yours before we quote.',
          },
          {
            kind: 'table',
            caption: 'Typical kitchen and bath work and permits',
            columns: ['Work', 'Permit usually needed?'],
            rows: [
              ['Removing or altering a wall, or adding a beam', 'Yes'],
              ['Moving or adding a sink, toilet, shower or tub', 'Yes'],
              ['New circuits, moved outlets or new light locations', 'Yes'],
              ['Running or moving a gas line', 'Yes'],
              ['New window or door openings, or enlarging one', 'Yes'],
              ['A new exhaust duct through a wall or roof', 'Often'],
              ['Replacing fixtures in the same place', 'Varies by municipality'],
              ['Replacing cabinets and counters in the same layout', 'Often not; varies'],
              ['Painting, new flooring, new cabinet doors', 'Usually not'],
            ],
          },
          {
            kind: 'tip',
            title: 'Co-ops, condos and review boards',
            text:
              'A co-op or condo board has its own approval, usually an alteration ' +
              'agreement, drawings and insurance certificates, and it comes before the ' +
              'permit. Some municipalities also send exterior changes, such as a new ' +
              'window, to an architectural review board.',
          },
        ],
      },
      {
        heading: 'What the building department asks for',
        blocks: [
          {
            kind: 'list',
            items: [
              'An application signed by the owner and the contractor.',
              'Drawings of the existing and proposed layout, with plumbing fixtures, ' +
                'outlets, lights and the exhaust fan or range hood shown.',
              'Structural details for any wall removal or beam, designed by an engineer.',
              'For structural work and larger alterations, drawings sealed by a New ' +
                'York licensed architect or engineer.',
              "Proof of the contractor's workers' compensation and disability " +
                'insurance, which New York requires before a permit is issued.',
              "The contractor's home improvement license; Westchester County licenses " +
                'home improvement contractors.',
            ],
          },
          {
            kind: 'p',
            text:
              'Some municipalities issue separate plumbing or electrical permits that ' +
              'the licensed plumber or electrician files. On our projects we prepare ' +
              'the drawings, file the application, answer the reviewer and pick up the ' +
              'permit, which we post where the inspector can see it.',
          },
        ],
      },
      {
        heading: 'How inspections fit in',
        blocks: [
          {
            kind: 'p',
            text:
              'Inspections are tied to stages of the work, and some must happen while ' +
              'walls are still open. Nothing is covered until the inspector has signed ' +
              'off. A typical kitchen or bath sees these, in this order:',
          },
          {
            kind: 'list',
            items: [
              'Framing: new walls, headers and beams, before anything hides them.',
              'Rough plumbing: drains, vents and supply lines, tested for leaks.',
              'Gas: new piping under a pressure test.',
              'Rough electrical: boxes, cables and circuits, before insulation.',
              'Insulation, where exterior walls are opened and the municipality inspects it.',
              'Final electrical, final plumbing and final building, once the room is ' +
                'finished.',
            ],
            ordered: true,
          },
          {
            kind: 'p',
            text:
              'In many New York municipalities the electrical inspection is done by an ' +
              'independent inspection agency that the municipality approves, which ' +
              'issues its own certificate. If an inspection turns up a correction, it ' +
              'is fixed and re-inspected before the work moves on.',
          },
        ],
      },
      {
        heading: 'Code items inspectors look for',
        blocks: [
          {
            kind: 'checklist',
            title: 'Common kitchen and bath code items',
            items: [
              'GFCI protection on kitchen countertop receptacles and all bathroom ' +
                'receptacles.',
              'At least two 20-amp small-appliance circuits serving the kitchen counters.',
              'Counter receptacles spaced so no point along the wall is more than 24 in ' +
                'from one.',
              'AFCI protection on the kitchen circuits where the electrical code calls ' +
                'for it.',
              'A 20-amp circuit for the bathroom receptacles.',
              'A bath exhaust fan of at least 50 CFM, or 20 CFM running continuously, ' +
                'ducted to the outside rather than into the attic.',
              'Makeup air for a range hood that exhausts more than 400 CFM.',
              'Toilets at least 15 in from center to any side wall, with 21 in clear in ' +
                'front.',
              'Showers at least 30 in in each direction and 900 sq in in area, with an ' +
                'anti-scald pressure-balance or thermostatic valve.',
              'Safety glass in shower doors, and in windows set low in the walls around ' +
                'a tub or shower.',
              'Smoke and carbon monoxide alarms that meet current rules, which ' +
                'inspectors commonly check while a permit is open.',
            ],
          },
          {
            kind: 'p',
            text:
              'Houses built before 1978 may have lead paint, and federal rules require ' +
              'work that disturbs it to be done by a lead-safe certified firm.',
          },
        ],
      },
      {
        heading: 'Closing the permit',
        blocks: [
          {
            kind: 'p',
            text:
              'After the final inspections the municipality issues a certificate of ' +
              'completion, in some places called a certificate of occupancy or ' +
              'compliance. Keep a copy with your house papers. An open permit, or work ' +
              "done without one, tends to surface during a sale when the buyer's " +
              'attorney searches the municipal records, and it is far easier to close a ' +
              'permit now than to legalize old work later.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can we file the permit ourselves?',
        answer:
          'Many municipalities let owners file, but the owner then takes ' +
          'responsibility for the work meeting code. On our projects we file and ' +
          'meet the inspectors.',
      },
      {
        question: 'What if earlier work in the house was done without a permit?',
        answer:
          'The municipality may ask for drawings of what exists and sometimes for ' +
          'walls to be opened for inspection. We can tell you at the site visit ' +
          'whether it is likely to affect your project.',
      },
      {
        question: 'Does replacing cabinets and counters need a permit?',
        answer:
          'Often not, when the layout stays and no plumbing or wiring moves, but ' +
          'municipalities differ. We confirm with yours before the job is ' +
          'scheduled.',
      },
      {
        question: 'Who meets the inspector?',
        answer:
          'Our project lead books each inspection and meets the inspector on site. ' +
          'You do not need to be home.',
      },
    ],
    related: [
      '/blog/westchester-remodeling-permits',
      '/blog/permit-and-inspection-guide',
      '/learning/process/scheduling',
      '/learning/kitchens/plumbing-electrical-ventilation',
      '/learning/bathrooms/plumbing-electrical-ventilation',
      '/westchester/chappaqua/kitchen-bath-remodeling',
    ],
  },
  {
    id: 'process/scheduling',
    sections: [
      {
        heading: 'Three lead times before demolition',
        blocks: [
          {
            kind: 'p',
            text:
              'The weeks before the crew arrives decide how smoothly the job runs. In ' +
              'Westchester three lead times come first, and we overlap them instead of ' +
              'running them one after another.',
          },
          {
            kind: 'table',
            caption: 'Lead times before work starts in Westchester',
            columns: ['Stage', 'Typical time', 'What happens'],
            rows: [
              [
                'Design and selections',
                '1–2 weeks',
                'Layout, elevations and choices of cabinets, stone, tile and fixtures',
              ],
              [
                'Permit',
                '2–4 weeks',
                'Drawings filed and reviewed by your municipal building department',
              ],
              ['Custom cabinets', '6–8 weeks', 'Built to order from the signed drawings'],
            ],
          },
          {
            kind: 'p',
            text:
              'Once the design is signed, the cabinets are ordered and the permit is ' +
              'filed the same week. The permit review runs inside the cabinet lead ' +
              'time, and demolition is timed to the cabinet delivery date. That way ' +
              'your kitchen stays usable while the cabinets are being built, and the ' +
              'crew never takes out a room and then waits.',
          },
        ],
      },
      {
        heading: 'How long the work takes on site',
        blocks: [
          {
            kind: 'table',
            caption: 'Time on site, demolition to walkthrough',
            columns: ['Project', 'Typical time'],
            rows: [
              ['Kitchen remodel', '6–12 weeks'],
              ['Bathroom remodel', '3–6 weeks'],
              ['Powder room', '2–3 weeks'],
              ['Primary (master) bathroom', '6–8 weeks'],
            ],
          },
          {
            kind: 'p',
            text:
              'Where your project falls depends on scope. A kitchen that keeps its ' +
              'layout is at the short end; one with a wall removed, a gas line moved ' +
              'and a custom hood is at the long end. Lead times and construction times ' +
              'also vary by area:',
          },
          {
            kind: 'table',
            caption: 'Regional timelines',
            columns: ['Region', 'Kitchen', 'Bathroom', 'Other lead times'],
            rows: [
              [
                'Westchester',
                '6–10 weeks',
                '3–5 weeks',
                'Permits 2–4 weeks; custom cabinets 6–8 weeks; design 1–2 weeks',
              ],
              ['Rockland', '5–9 weeks', '3–5 weeks', 'Permits 2–3 weeks'],
              ['Bergen', '6–10 weeks', 'Not listed', 'Permits 2–4 weeks'],
              [
                'Greenwich',
                '8–12 weeks',
                '4–6 weeks',
                'Permits 3–5 weeks; custom cabinets 8–10 weeks; design 2–3 weeks',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Milestones, in order',
        blocks: [
          {
            kind: 'list',
            items: [
              'Design signed and contract in place.',
              'Cabinets ordered and permit filed.',
              'Every remaining selection made: tile, plumbing fixtures, lighting, appliances.',
              'Permit issued and materials confirmed on hand or with delivery dates.',
              'Protection and demolition.',
              'Framing, then rough plumbing, gas, ductwork and electrical.',
              'Rough inspections passed.',
              'Insulation, drywall and, in a bathroom, backer board and waterproofing.',
              'Flooring, then cabinet installation.',
              'Countertop template, fabrication and installation.',
              'Backsplash and wall tile, finish plumbing and electrical, appliances.',
              'Final inspections, punch list and walkthrough.',
            ],
            ordered: true,
          },
          {
            kind: 'p',
            text:
              'Some waiting between milestones is planned: the fabricator cuts your ' +
              'tops between the template and the install, and tile mortar and grout ' +
              'need time before the next step. We fill those days with work elsewhere ' +
              'in the room where we can.',
          },
        ],
      },
      {
        heading: 'Keeping crews from standing idle',
        blocks: [
          {
            kind: 'p',
            text:
              'Most lost days on a remodel come from something not being there when the ' +
              'next trade arrives. Our rule is simple: nothing is taken apart until ' +
              'everything needed to put it back together is ordered, and as much of it ' +
              'as possible is on site.',
          },
          {
            kind: 'checklist',
            title: 'Ordered before demolition',
            items: [
              'Cabinets, with the delivery date confirmed.',
              'Appliances, with the model numbers on the cabinet drawings.',
              'Sink, faucet and any pot filler, on site for the templater.',
              'Shower valve, drains and any linear drain for the plumbing rough-in.',
              'Tile, with overage for cuts and a few spare boxes.',
              'Light fixtures, fans and any under-cabinet lighting.',
              'Vanity, toilet and shower glass hardware for a bathroom.',
            ],
          },
          {
            kind: 'p',
            text:
              'One project lead keeps the schedule, books the inspections and tells you ' +
              'each week which trades will be in the house.',
          },
        ],
      },
      {
        heading: 'What can move the schedule',
        blocks: [
          {
            kind: 'list',
            items: [
              'Hidden conditions behind the walls, such as old wiring, rot or ' +
                'undersized beams.',
              'A selection changed after ordering, which restarts its lead time.',
              'Backordered items, which is why we order before demolition.',
              "Inspection dates, which follow the building department's calendar.",
              'Building rules in co-ops and condos that limit working hours and deliveries.',
            ],
          },
          {
            kind: 'p',
            text:
              'When something moves, we tell you what it affects and what the new dates ' +
              'are, rather than letting you find out from an empty driveway.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can demolition start while the permit is under review?',
        answer:
          'Not for work that needs the permit. The review runs while the cabinets ' +
          'are being built, so in practice it rarely holds up the start.',
      },
      {
        question: 'When should we order appliances?',
        answer:
          'Before the cabinet order is final. The cabinet drawings are built around ' +
          'exact appliance sizes and cutouts, so the models must be chosen first.',
      },
      {
        question: 'Why are there days when nobody is working?',
        answer:
          'Usually because the job is waiting on an inspection or the fabricator is ' +
          'cutting the countertops. We plan around those days wherever we can.',
      },
      {
        question: 'Can we stay in the house?',
        answer:
          'Most families do. We plan a temporary kitchen and, if the bathroom is ' +
          'the only one, a sequence that keeps a toilet working for as much of the ' +
          'job as possible.',
      },
    ],
    related: [
      '/blog/kitchen-remodel-timeline',
      '/learning/process/workflow',
      '/learning/process/permits-codes',
      '/learning/process/costs-budgets',
      '/westchester',
      '/contact',
    ],
  },
  {
    id: 'process/quality-punch',
    sections: [
      {
        heading: 'Checks at every stage',
        blocks: [
          {
            kind: 'p',
            text:
              'Quality on a remodel is checked while the work is still open, because ' +
              'the cheapest time to fix a valve height or a missing piece of blocking ' +
              'is before drywall covers it. We check three times on every job, and we ' +
              'invite you to walk the room with us at each one.',
          },
          {
            kind: 'table',
            caption: 'The three checkpoints',
            columns: ['Checkpoint', 'When', 'What it catches'],
            rows: [
              [
                'Rough-in',
                'Pipes, wires and ducts in; walls open',
                'Wrong locations, heights and missing blocking',
              ],
              [
                'Before drywall and tile',
                'Inspections passed; insulation in',
                'Anything that would be buried and hard to reach',
              ],
              [
                'Before final payment',
                'Room finished; final inspection passed',
                'Fit, finish and function, item by item',
              ],
            ],
          },
        ],
      },
      {
        heading: 'At rough-in',
        blocks: [
          {
            kind: 'checklist',
            title: 'Rough-in walkthrough',
            items: [
              'Sink, toilet, shower and vanity drains where the drawings put them.',
              'Shower valve and showerhead heights right for the people using them.',
              'Outlets, switches and light boxes at the marked heights and positions.',
              'Blocking in the walls for grab bars, floating vanities, shower glass, ' +
                'wall cabinets and a television.',
              'Range hood duct sized to the hood and running to the outside.',
              'Bath fan duct running to the outside, not ending in the attic.',
              'Steel plates where pipes and cables pass close to the face of the studs.',
              'Drain lines sloped, and supply lines and gas piping tested.',
            ],
          },
          {
            kind: 'tip',
            title: 'Take pictures of the open walls',
            text:
              'Before drywall, photograph every wall with a tape measure in the shot. ' +
              'Years from now, those photos show where to hang a shelf and where the ' +
              'pipes run.',
          },
        ],
      },
      {
        heading: 'Before drywall and tile',
        blocks: [
          {
            kind: 'p',
            text:
              'Once the rough inspections are signed off, insulation goes into exterior ' +
              'walls and the walls close. In a bathroom this is the point to look at ' +
              'the shower: the backer board is fastened and taped, the waterproofing ' +
              'membrane is continuous, and the pan is flood tested as the membrane ' +
              'maker specifies before any tile is set. Niches and benches are sloped so ' +
              'water runs off them. Walls that will take large-format tile are checked ' +
              'for flatness, because tile cannot hide a bow.',
          },
        ],
      },
      {
        heading: 'Before final payment',
        blocks: [
          {
            kind: 'checklist',
            title: 'Final walkthrough',
            items: [
              'Cabinet doors aligned with even gaps; drawers run and close softly.',
              'Countertop seams flush; caulk neat at the wall and the sink.',
              'Tile edges even with their neighbors, grout joints consistent and full.',
              'Caulk, not grout, at inside corners and where tile meets the tub or counter.',
              'Paint even, with no roller marks or cut-line wobbles at the ceiling.',
              'No leaks under the sinks; hot water on the left; drains run freely.',
              'Toilet firm on the floor, with no rocking.',
              'Every light, dimmer and outlet working; GFCI outlets trip and reset.',
              'Exhaust fan and range hood running, with air felt at the outside vent.',
              'Appliances installed, level and running.',
              'Final inspections passed and the permit closed.',
              'Manuals, warranty registrations, and a list of paint, grout and tile colors.',
            ],
          },
        ],
      },
      {
        heading: 'How the punch list is closed out',
        blocks: [
          {
            kind: 'p',
            text:
              'The punch list is the written list of everything still to finish or ' +
              'correct. It is normal on every remodel: a door that needs adjusting, a ' +
              'paint touch-up where a ladder leaned, a caulk joint to redo, a missing ' +
              'cover plate. What matters is that it is written down and closed.',
          },
          {
            kind: 'list',
            items: [
              'We walk the room with you and write every item down, with its location ' +
                'and a photo.',
              'Each item is assigned to the trade who fixes it, with a date.',
              'Items waiting on a backordered part are listed separately, with the ' +
                'expected delivery.',
              'When the list is done, we walk it again together and you sign it off.',
            ],
            ordered: true,
          },
          {
            kind: 'p',
            text:
              'Final payment is tied to the final inspection and the completed punch ' +
              'list, as set out in the contract. If one item is waiting on a ' +
              'backordered part, we agree in writing how it is handled so the rest of ' +
              'the job can close.',
          },
        ],
      },
      {
        heading: 'After you move back in',
        blocks: [
          {
            kind: 'p',
            text:
              'A new room settles through its first heating season. Hairlines can ' +
              'appear at the joints of painted doors, a caulk joint can open as framing ' +
              'dries, and doors can drift as humidity changes. Write these down as you ' +
              'notice them and call us. Our labor warranty runs 2 years, and cabinet ' +
              'manufacturer warranties typically run 5–10 years.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'What is a punch list?',
        answer:
          'The written list of small items to finish or correct at the end of a ' +
          'job, made during the final walkthrough and closed out before final ' +
          'payment.',
      },
      {
        question: 'What is the difference between the punch list and the warranty?',
        answer:
          'The punch list covers what is unfinished or not right at handover. The ' +
          '2-year labor warranty covers problems with our workmanship that appear ' +
          'afterward.',
      },
      {
        question: 'Should we be there for the walkthroughs?',
        answer:
          'Yes, if you can. Decisions about heights and positions are easier to ' +
          'make in an open wall than on a drawing, and the final list should be ' +
          'yours as much as ours.',
      },
    ],
    related: [
      '/learning/process/workflow',
      '/learning/process/permits-codes',
      '/blog/remodeling-mistakes-to-avoid',
      '/blog/how-to-choose-a-remodeling-contractor',
      '/learning/resources/faq',
    ],
  },
  {
    id: 'process/workflow',
    sections: [
      {
        heading: 'Why the order matters',
        blocks: [
          {
            kind: 'p',
            text:
              'A remodel is built from the inside of the walls outward. Each trade ' +
              'leaves the room ready for the next one, and each inspection has to ' +
              'happen while its work is still visible. Skip ahead and something has to ' +
              'be taken apart again. This is the order our kitchens and bathrooms ' +
              'follow.',
          },
          {
            kind: 'table',
            caption: 'The order of the trades',
            columns: ['Step', 'Trade', 'What happens'],
            rows: [
              ['1', 'Demolition crew', 'Floors protected, dust walls up, old room removed'],
              ['2', 'Carpenter', 'Walls moved or framed, beams and headers set, blocking added'],
              ['3', 'Plumber', 'Drains and vents, then supply lines and gas'],
              ['4', 'HVAC or carpenter', 'Range hood and bath fan ducts to the outside'],
              ['5', 'Electrician', 'Boxes, cables and new circuits from the panel'],
              ['6', 'Inspectors', 'Framing, plumbing, gas and electrical rough inspections'],
              ['7', 'Insulation', 'Exterior walls insulated and inspected where required'],
              ['8', 'Drywall', 'Hung, taped, finished, sanded and primed'],
              ['9', 'Flooring', 'Tile or hardwood laid before the cabinets'],
              ['10', 'Cabinet installer', 'Cabinets set level, fastened and scribed'],
              ['11', 'Fabricator', 'Countertops templated, cut and installed'],
              ['12', 'Tile setter', 'Backsplash and wall tile'],
              ['13', 'Plumber and electrician', 'Sinks, faucets, fixtures, devices, appliances'],
              ['14', 'Painter and carpenter', 'Trim, final paint and touch-ups'],
              ['15', 'Inspectors and project lead', 'Final inspections and punch list'],
            ],
          },
        ],
      },
      {
        heading: 'Rough-in: the least flexible goes first',
        blocks: [
          {
            kind: 'p',
            text:
              'Inside the walls, trades follow a rule: whatever is largest and least ' +
              'able to bend goes in first. Drain and vent pipes must slope downhill, ' +
              'typically 1/4 in per foot on smaller drains, so their route is fixed. ' +
              'Ducts for a range hood or bath fan are large and need a straight, short ' +
              'run. Supply lines are smaller and can bend around things, and electrical ' +
              'cable is the most flexible of all. So the plumber roughs in drains ' +
              'first, then ducts go in, then supply lines, and the electrician works ' +
              'around them.',
          },
          {
            kind: 'p',
            text:
              'On a small job the plumber and electrician can work the same days on ' +
              'different walls, but the inspections still come before insulation and ' +
              'drywall.',
          },
        ],
      },
      {
        heading: 'Finishing a kitchen',
        blocks: [
          {
            kind: 'p',
            text:
              'Tile and nailed hardwood usually go down before the cabinets, so the ' +
              'floor runs under them and can be replaced later without disturbing them. ' +
              'Floating floors, such as luxury vinyl plank, are installed after the ' +
              'cabinets, because their makers do not allow heavy cabinets to pin them ' +
              'down. Once the cabinets are leveled and fastened, the fabricator ' +
              'templates the tops; the backsplash follows the countertops, since it ' +
              'sits on them. Faucet, disposal, dishwasher and lighting connections come ' +
              'after the tops, and appliances slide in last, when nothing heavy still ' +
              'has to be carried past them.',
          },
        ],
      },
      {
        heading: 'The bathroom sequence',
        blocks: [
          {
            kind: 'list',
            items: [
              'Demolition down to the studs and subfloor, with repairs to rot or framing.',
              'Rough plumbing: toilet flange, drains, a linear drain for a curbless ' +
                'shower, the shower valve and supply lines.',
              'Rough electrical, the exhaust fan and its duct, and any heated floor circuit.',
              'Rough inspections.',
              'Cement board or foam board in the wet areas, drywall elsewhere.',
              'Waterproofing membrane over the shower walls and floor, then a flood test.',
              'Floor and wall tile, then grout.',
              'Vanity, toilet, faucets, shower trim and lights.',
              'Shower glass, measured once the tile is finished.',
              'Accessories, mirrors, caulk, paint and the final inspection.',
            ],
            ordered: true,
          },
          {
            kind: 'tip',
            title: 'Why the glass comes last',
            text:
              'Frameless shower glass is cut to the finished tile, not the framing. It ' +
              'is measured after the tile is set and made to those measurements, so its ' +
              'wait is built into the schedule from the start.',
          },
        ],
      },
      {
        heading: 'What jumping ahead costs',
        blocks: [
          {
            kind: 'table',
            caption: 'Common shortcuts and what they lead to',
            columns: ['Shortcut', 'What happens next'],
            rows: [
              [
                'Closing walls before the rough inspection',
                'The inspector can ask for drywall to be cut open again',
              ],
              [
                'Templating countertops before cabinets are fastened',
                'Tops that do not fit once the cabinets are shimmed',
              ],
              [
                'Ordering shower glass before the tile is set',
                'Glass that misses the walls by the thickness of the tile',
              ],
              ['Final paint before tile and trim', 'Scuffs and cut lines that need repainting'],
              [
                'Appliances in before the countertops',
                'Appliances pulled out again for templating and installation',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Each of these saves a day in the moment and costs several later. Keeping ' +
              'to the order is what lets a crew finish inside the time on the schedule.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Does the floor go under the cabinets?',
        answer:
          'Tile and nailed hardwood usually do. Floating floors go in after the ' +
          'cabinets and butt up to them, as their makers require.',
      },
      {
        question: 'Why does the plumber come before the electrician?',
        answer:
          'Drains need a fixed slope and cannot bend around obstacles. Wiring can, ' +
          'so it goes in once the pipes and ducts are in place.',
      },
      {
        question: 'Can trades work at the same time?',
        answer:
          'Often, when their work does not overlap: a plumber and an electrician on ' +
          'different walls, or a painter in one room while the tile setter works in ' +
          'another.',
      },
    ],
    related: [
      '/learning/process/scheduling',
      '/learning/process/quality-punch',
      '/learning/countertops/installation',
      '/blog/kitchen-remodel-timeline',
      '/services/kitchens',
      '/services/bathrooms',
    ],
  },
] satisfies DocContent[]
