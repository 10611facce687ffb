import type { RegionalServiceContent } from './types'

export const regionalServices = [
  {
    id: 'westchester/kitchens',
    intro: [
      'A Westchester kitchen remodel usually starts with an older house. Tudors and ' +
        'Colonial Revivals in Scarsdale, Bronxville and Larchmont come with plaster walls, ' +
        'small rooms and wiring from several decades; the colonials, ranches and ' +
        'split-levels of Chappaqua, Yorktown and Somers tend to have kitchens closed off ' +
        'from the family room. We design around the house you have and tell you early ' +
        'where a beam, a chimney or the electrical panel will decide what is possible.',
      'The work starts at our Chappaqua showroom, where you compare cabinet lines, door ' +
        'styles and counter samples side by side. We draw the plan, file the permit with ' +
        'your city, town or village, order the cabinets and line up each trade, so the ' +
        'kitchen is out of service no longer than the work requires.',
      'Most kitchens we build here fall in the $40k–$100k+ range and take 6–10 weeks of ' +
        'construction; the questions below cover the rest of the schedule.',
    ],
    highlights: [
      {
        title: 'Layouts that fit the house',
        text:
          'Opening a kitchen to the family room often means a beam, and sometimes a post ' +
          'down to the foundation. We have it sized when needed and plan in advance where ' +
          'ducts, drains and wires will be rerouted.',
      },
      {
        title: 'Cabinets you can see first',
        text:
          'Stock, semi-custom and custom lines are on display in Chappaqua, including inset ' +
          'and beaded face frames for prewar houses. Custom cabinets have a lead time of ' +
          '6–8 weeks, which starts as soon as the design is signed.',
      },
      {
        title: 'Permits in your municipality',
        text:
          'Westchester permits come from your own city, town or village. We prepare the ' +
          'drawings, file the application and meet the inspectors at rough-in and final; ' +
          'approval usually takes 2–4 weeks.',
      },
      {
        title: 'Ventilation planned early',
        text:
          'A professional range needs a ducted hood sized to it, and a large hood can also ' +
          'need makeup air under the residential code. We route the duct to the outside ' +
          'during design, not after the cabinets arrive.',
      },
    ],
    faqs: [
      {
        question: 'What does a kitchen remodel cost in Westchester?',
        answer:
          'Most kitchens fall in the $40k–$100k+ range. A basic refresh that keeps the ' +
          'layout runs $20k–$35k, and luxury kitchens with custom cabinetry, professional ' +
          'appliances and structural work go over $150k. Cabinets are usually the largest ' +
          'single line in the budget.',
      },
      {
        question: 'How long does the whole project take?',
        answer:
          'Design and selections take 1–2 weeks. The permit usually takes 2–4 weeks, and ' +
          'custom cabinets have a lead time of 6–8 weeks; both run at the same time. Once ' +
          'demolition starts, construction takes 6–10 weeks.',
      },
      {
        question: 'Can we live at home during the remodel?',
        answer:
          'Most families do. We seal the kitchen off with dust barriers and a zippered door, ' +
          'protect the floors along the path to the entry, and help you set up a temporary ' +
          'kitchen with the refrigerator, a microwave and a counter in another room. Noise ' +
          'and some dust are unavoidable, but they stay mostly within the work area.',
      },
      {
        question: 'Will an older house need extra work?',
        answer:
          'Often some. Opening walls in a prewar house can reveal knob-and-tube wiring, ' +
          'galvanized pipes or framing cut by an earlier renovation, and houses built before ' +
          '1978 may have lead paint, which calls for lead-safe work practices. We look for ' +
          'these at the first visit and tell you where the unknowns are before you sign.',
      },
      {
        question: 'What do we need to choose before work starts?',
        answer:
          'Cabinets, appliances, counters, sinks and plumbing fixtures, all during the ' +
          '1–2 weeks of design, so the cabinets can be ordered and the plan drawn to real ' +
          'dimensions. Paint colors and decorative lighting can wait until later.',
      },
    ],
    related: [
      '/services/kitchens',
      '/westchester',
      '/gallery/scarsdale-kitchen-remodel-white-shaker-marble-quartz',
      '/gallery/larchmont-kitchen-remodel-gourmet-custom-cabinets-professional',
      '/learning/process/permits-codes',
      '/guides/topics/kitchens',
    ],
  },
  {
    id: 'rockland/bathrooms',
    intro: [
      'Many Rockland bathrooms are still the ones the house was built with: a tub with a ' +
        'tiled surround in the hall bath, a cramped shower stall off the primary bedroom, ' +
        'and a half bath on the lower level of a split-level. We take them down to the ' +
        'studs, so whatever is wrong behind the old tile is fixed before the new tile goes ' +
        'on.',
      'What we hear most in Nyack, Pearl River, New City and Nanuet: a walk-in shower in ' +
        'place of the tub, a double vanity where there was a single, better light, and a ' +
        'fan that actually clears the mirror. Parents of young children often keep a tub ' +
        'in the hall bath and put the walk-in shower in the primary.',
      'You choose tile, vanities and fixtures at our Chappaqua showroom, across the ' +
        'Cuomo Bridge, and the crew comes to you. A full bathroom takes 3–5 weeks once ' +
        'construction begins.',
    ],
    highlights: [
      {
        title: 'Waterproofing behind the tile',
        text:
          'Every shower gets a bonded waterproof membrane or a mortar bed over a liner, and ' +
          'we flood-test the pan before tile goes on. It is the part you never see and the ' +
          'one that decides how long the bathroom lasts.',
      },
      {
        title: 'A fan that vents outdoors',
        text:
          'Older fans often blow into the attic or barely move air. We install a quiet fan ' +
          'sized to the room and ducted outside, on a timer or humidity control so it keeps ' +
          'running after the shower.',
      },
      {
        title: 'Tub or shower, your choice',
        text:
          'Tub-to-shower conversions with a glass panel and a tiled niche, or a new tub with ' +
          'a tiled surround where children need one. Keeping the drain where it is saves ' +
          'time and money when the layout allows.',
      },
      {
        title: 'Permits through your town or village',
        text:
          'Moving plumbing or adding circuits needs a permit from Clarkstown, Orangetown, ' +
          'Ramapo, Haverstraw, Stony Point or your village. Approval typically takes ' +
          '2–3 weeks, and we handle the filing and the inspections.',
      },
    ],
    faqs: [
      {
        question: 'How long does a bathroom remodel take in Rockland?',
        answer:
          'A full bathroom takes 3–5 weeks on site, after a permit that typically takes ' +
          '2–3 weeks. Replacing fixtures in place is quicker; moving the toilet or shower ' +
          'drain, adding a heated floor or repairing a rotted subfloor adds time.',
      },
      {
        question: 'Do I need a permit for a bathroom remodel?',
        answer:
          'If plumbing moves, walls change or new circuits go in, yes. Swapping a vanity or ' +
          'a toilet in the same spot often does not, but the rules belong to your town or ' +
          'village, so we confirm with the building department before we start. Approval ' +
          'typically takes 2–3 weeks.',
      },
      {
        question: 'What affects what a Rockland bathroom costs?',
        answer:
          'Size matters less than you might expect. The larger factors are whether fixtures ' +
          'move, how much wall is tiled and in what format, frameless glass, heated floors, ' +
          'and what we find under the old floor. The cost guide on our bathroom page shows ' +
          'typical ranges, and we give you a written estimate after measuring.',
      },
      {
        question: 'Can you remodel the lower-level bath in a split-level or high ranch?',
        answer:
          'Yes, and it is often the most dated room in the house. Lower levels sit partly ' +
          'below grade, so we check for moisture before choosing materials, use porcelain ' +
          'tile rather than wood-based products, and make sure the fan vents outdoors. If ' +
          'the fixtures sit below the sewer line, an ejector pump may already be there or ' +
          'may be needed.',
      },
      {
        question: 'Can we remodel the kitchen at the same time?',
        answer:
          'Yes, and it shares the permit process and the setup. Rockland kitchens typically ' +
          'cost $35k–$90k, with a basic refresh at $18k–$30k, and take 5–9 weeks on site; ' +
          "the bathroom work fits inside the kitchen's schedule.",
      },
    ],
    related: [
      '/services/bathrooms',
      '/rockland',
      '/rockland/locations/nyack',
      '/rockland/locations/new-city',
      '/learning/bathrooms/plumbing-electrical-ventilation',
      '/guides/topics/bathrooms',
    ],
  },
  {
    id: 'bergen/kitchens-baths',
    intro: [
      'Across Bergen County, many homeowners plan the kitchen and a bathroom together, ' +
        'because the permit, the demolition and the disruption are shared. We handle both ' +
        'in one construction permit application, with the building, plumbing and ' +
        'electrical subcode inspections scheduled in the order the work needs them.',
      'The houses vary more than in most counties: Colonial Revivals and Tudors in ' +
        'Ridgewood and Glen Rock, postwar capes in Fair Lawn and Paramus, larger newer ' +
        'houses in Tenafly, Alpine and Franklin Lakes, and high-rise co-ops and condos in ' +
        'Fort Lee, Edgewater and Cliffside Park. Each brings its own constraints, from ' +
        'plaster and old wiring to board approvals and freight-elevator bookings.',
      'You choose cabinets, counters and tile at our Chappaqua showroom; we measure, ' +
        'draw and build at your home.',
    ],
    highlights: [
      {
        title: 'New Jersey permits, start to finish',
        text:
          'We prepare the drawings and the permit application, coordinate the licensed ' +
          'plumbing and electrical work under their subcodes, and schedule rough-in and ' +
          'final inspections through to the certificate of approval.',
      },
      {
        title: 'Condo and co-op approvals',
        text:
          'Alteration agreements, certificates of insurance, elevator reservations and work ' +
          'hours are settled before demolition, so the board hears from us, not from your ' +
          'neighbors.',
      },
      {
        title: 'Kitchen and bath on one schedule',
        text:
          'Doing both rooms together means one demolition, one round of rough-in inspections ' +
          'and one crew moving between the rooms, instead of two disruptions a year apart.',
      },
      {
        title: 'Older houses, opened carefully',
        text:
          'Early 1900s houses in Ridgewood and Teaneck can hide knob-and-tube wiring, ' +
          'galvanized pipes and joists cut by earlier plumbers; houses built before 1978 may ' +
          'have lead paint. We look before we price and set our work practices to match.',
      },
    ],
    faqs: [
      {
        question: 'What does a kitchen remodel cost in Bergen County?',
        answer:
          'Costs here track Westchester: most kitchens fall in the $40k–$100k+ range, a ' +
          'basic refresh that keeps the layout runs $20k–$35k, and luxury kitchens go ' +
          'over $150k. A bathroom done at the same time is priced on its own scope, and the ' +
          'cost guide on our bathroom page shows typical ranges.',
      },
      {
        question: 'How long does a kitchen remodel take?',
        answer:
          'Construction takes 6–10 weeks, and the permit before it usually takes 2–4 weeks. ' +
          'A bathroom remodeled with the kitchen is scheduled inside the same window ' +
          'wherever the two rooms do not compete for the same trades on the same days.',
      },
      {
        question: 'Who issues the permit, and who does the plumbing and electrical?',
        answer:
          "Your municipality's construction office issues the permit under New Jersey's " +
          'Uniform Construction Code. Plumbing has to be done under a licensed New Jersey ' +
          'master plumber and electrical work by a licensed electrical contractor, each ' +
          'named on their part of the permit. Approval usually takes 2–4 weeks.',
      },
      {
        question: 'What do Fort Lee and Edgewater buildings require?',
        answer:
          'Usually an alteration agreement or renovation application, drawings, a ' +
          'certificate of insurance naming the association or co-op and its managing agent, ' +
          'and work limited to set weekday hours. Many also require sound-control ' +
          'underlayment under tile and hardwood. We assemble the package and book deliveries ' +
          'through management.',
      },
      {
        question: 'What if the bathroom we are remodeling is our only one?',
        answer:
          'That is common in condos and smaller capes. We stage the work so the toilet is ' +
          'reset as early as possible, keep water on to the rest of the home, and tell you ' +
          'in advance which days the bathroom cannot be used at all, so you can plan around ' +
          'them.',
      },
    ],
    related: [
      '/services/kitchens',
      '/services/bathrooms',
      '/bergen',
      '/bergen/locations/fort-lee',
      '/bergen/locations/ridgewood',
      '/learning/process/permits-codes',
    ],
  },
] satisfies RegionalServiceContent[]
