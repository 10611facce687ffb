import { priceTier } from './price-guide'
import type { HomeContent } from './types'

/**
 * Copy of the home and about page, spec 2.4, in the order the page shows it, between the hero
 * and the closing call (home-frame.ts). The page keeps this text as prerendered HTML, so this
 * module is fetched only when the home page is reached by client-side navigation.
 */
export const home = {
  welcome: {
    title: 'Welcome',
    paragraphs: [
      'Most people who call us have lived with a kitchen or bath that does not work for years ' +
        'before picking up the phone. The drawers stick, the tub leaks into the ceiling below, ' +
        'the counter space runs out the moment two people cook. We understand that deciding to ' +
        'open up a room is a big step, and we try to make every part of it easier to see.',
      'We handle the whole job: measuring and design, drawings for the building department, ' +
        'cabinetry and countertops, tile, plumbing and electrical by licensed trades, and the ' +
        'finish work. You deal with one company from the first visit to the final walkthrough.',
      'Come and see us at 7 Memorial Dr in Chappaqua, or ask us to come to you. Either way, the ' +
        'first conversation is free, and you will leave it knowing more about your project than ' +
        'when you started.',
    ],
  },

  history: {
    title: 'Our History',
    paragraphs: [
      'Our family started this business in 2003 with a simple idea: do careful work in ' +
        "people's homes, tell them the truth about what it will take, and be there afterwards. " +
        'More than twenty years on, it is still a family company, and the people who answer ' +
        'the phone are the people who stand in your kitchen.',
      'We lost our father and our brother to pancreatic cancer. We carry them with us in the ' +
        'way we try to work: patiently, honestly, and with respect for the families whose ' +
        'homes we are in.',
      'The purple Ribbon of Hope at the top of this page is how our family remembers them. ' +
        'Purple is the awareness color for pancreatic cancer, a disease that is too often ' +
        'found late. If the ribbon starts one conversation about symptoms or family history, ' +
        'it has done what we hoped it would.',
    ],
  },

  mission: {
    title: 'Mission & Philosophy',
    paragraphs: [
      'Our aim is a kitchen or bath that works better and lasts longer than the one it ' +
        'replaced, built without surprises. That starts before anything is torn out: we settle ' +
        'the layout, the cabinets, the stone, the tile and the fixtures first, so that the ' +
        'price and the schedule rest on real choices rather than guesses.',
      "We build to code and to each manufacturer's instructions, because that is what keeps " +
        'inspections passing and warranties valid. Behind the walls, where nobody looks, we do ' +
        'the same careful work as on the parts everyone sees: waterproofing under the tile, ' +
        'blocking for grab bars and wall cabinets, vent ducts that run outdoors.',
      'And we treat your house as a home with people living in it. We protect floors, close ' +
        'off dust, clean up every day and keep you told about what is coming next.',
    ],
  },

  showroomCard: {
    title: 'Our Chappaqua Showroom',
    text:
      'See and touch what you are choosing: cabinet door styles and painted and stained ' +
      'finishes, drawer boxes and organizers, quartz, granite and marble samples, tile, ' +
      'hardware and faucet finishes side by side. Bring a photo of your room and we will pull ' +
      'samples together at the table.',
    image: {
      id: 'showroom-chappaqua',
      alt: 'The Chappaqua showroom with cabinet displays, countertop samples and tile boards',
    },
  },

  features: [
    {
      title: 'Design-Driven',
      text:
        'We start with how you cook, store and move through the room, then draw the plan and ' +
        'wall elevations so you can see clearances, appliance spots and every cabinet before ' +
        'anything is ordered.',
    },
    {
      title: 'Local Expertise',
      text:
        'We know Westchester houses, from 1920s Tudors with plaster walls and cast-iron drains ' +
        'to 1950s ranches and split-levels, and we know that each town and village has its ' +
        'own building department, forms and inspection schedule.',
    },
    {
      title: 'Clean Installs',
      text:
        'Floors are covered, doorways sealed with zip walls, debris goes straight to the ' +
        'dumpster, and the work area is swept at the end of each day. You should be able to ' +
        'live in the rest of the house.',
    },
    {
      title: 'Clear Pricing',
      text:
        'Estimates are itemized by trade and material, allowances are written out, and any ' +
        'change is priced and signed in writing before the work is done, not on the final ' +
        'invoice.',
    },
  ],

  reviews: {
    title: 'What Homeowners Say',
    text:
      'Our reviews are on our Google profile, posted by homeowners in their own words. We have ' +
      'a 5.0 rating from 10 reviews so far. Read them there, and when you visit, ask us about ' +
      'work we have done in homes like yours.',
  },

  showroomVisit: {
    title: 'Plan Your Showroom Visit',
    text:
      'A visit goes furthest when a designer is free to sit down with you, so call ahead. Bring ' +
      'rough room measurements, a few photos, and the model numbers of any appliances you want ' +
      'to keep. Set aside about an hour to walk the displays and talk through a plan.',
  },

  investmentGuide: {
    title: 'Investment Guide',
    intro:
      'Typical ranges for the kitchens and bathrooms we build. Your own figure comes from the ' +
      'written estimate after we have seen the room.',
    groups: [
      {
        project: 'Bathroom',
        tiers: [
          {
            ...priceTier('Bathroom', 'Basic Refresh'),
            includes:
              'The existing layout and plumbing locations stay. New vanity and top, toilet, ' +
              'faucets and shower trim, light fixture, exhaust fan, paint, and new tile on ' +
              'the floor or in the shower.',
          },
          {
            ...priceTier('Bathroom', 'Full Renovation'),
            includes:
              'The room taken down to the studs: new supply and drain lines where needed, a ' +
              'waterproofed tub or shower, tile floor and walls, new fixtures, GFCI outlets ' +
              'and lighting, with permit and inspections.',
          },
          {
            ...priceTier('Bathroom', 'Luxury Upgrade'),
            includes:
              'Layout changes and larger showers: curbless entry with a linear drain, custom ' +
              'vanity, heated floor, freestanding tub or steam shower, natural stone or ' +
              'large-format tile.',
          },
        ],
      },
      {
        project: 'Kitchen',
        tiers: [
          {
            ...priceTier('Kitchen', 'Cabinet Refresh'),
            includes:
              'New cabinets in the existing footprint, quartz or granite countertops, ' +
              'backsplash, sink and faucet, and lighting updates. Appliances and flooring ' +
              'often stay.',
          },
          {
            ...priceTier('Kitchen', 'Full Remodel'),
            includes:
              'A reworked layout within the room: semi-custom cabinetry, stone countertops, ' +
              'new flooring, dedicated appliance circuits, recessed and under-cabinet lighting, ' +
              'plumbing moves, appliance installation and permits.',
          },
          {
            ...priceTier('Kitchen', 'Luxury Custom'),
            includes:
              'Custom cabinetry and panel-ready appliances, a professional range with a ' +
              'ducted hood, natural stone or quartzite, and structural changes such as ' +
              'opening a wall with an engineered beam.',
          },
        ],
      },
      {
        project: 'Kitchen + Bath',
        tiers: [
          {
            ...priceTier('Kitchen + Bath', 'Standard'),
            includes:
              'A kitchen cabinet refresh or modest full remodel paired with a bathroom ' +
              'renovation, run on one schedule with shared permits, inspections and ' +
              'dumpster.',
          },
          {
            ...priceTier('Kitchen + Bath', 'Premium'),
            includes:
              'A full kitchen remodel and a gut bathroom renovation, with semi-custom or custom ' +
              'cabinetry, stone surfaces in both rooms and some layout changes.',
          },
          {
            ...priceTier('Kitchen + Bath', 'Luxury'),
            includes:
              'A custom kitchen and a primary-suite bath: structural changes, professional ' +
              'appliances, curbless or steam shower, heated floors and natural stone ' +
              'throughout.',
          },
        ],
      },
    ],
    note:
      'What moves a price most: layout changes (moving a sink, toilet or range means new drain, ' +
      'vent, gas or duct runs, and taking out a wall can need an engineer and a beam); the ' +
      'cabinet line, from stock to semi-custom to full custom; the stone, its edge profile ' +
      'and cutouts; and permits, drawings and inspections, which vary by town. In older ' +
      'houses, what we find behind the walls can matter too.',
  },

  premiumBrands: {
    title: 'Premium Brands',
    intro:
      'These are names homeowners often choose, and we install them regularly, following ' +
      "each manufacturer's instructions so the product warranty stays intact. If you have " +
      'a brand in mind that is not listed, bring it to the consultation.',
    brands: [
      { name: 'Wood-Mode', category: 'Cabinetry' },
      { name: 'Plain & Fancy', category: 'Cabinetry' },
      { name: 'Sub-Zero', category: 'Appliances' },
      { name: 'Wolf', category: 'Appliances' },
      { name: 'Thermador', category: 'Appliances' },
      { name: 'Kohler', category: 'Plumbing fixtures' },
      { name: 'Brizo', category: 'Plumbing fixtures' },
      { name: 'Rohl', category: 'Plumbing fixtures' },
      { name: 'Caesarstone', category: 'Surfaces' },
      { name: 'Cambria', category: 'Surfaces' },
      { name: 'Porcelanosa', category: 'Tile' },
      { name: 'Daltile', category: 'Tile' },
    ],
  },

  explore: {
    towns: {
      title: 'Remodeling Across Westchester',
      text:
        'Pages for each town and village we work in, with notes on the local housing stock ' +
        'and what its building department asks for.',
    },
    encyclopedia: {
      title: 'The Renovation Encyclopedia',
      text:
        'Plain-language reference on layouts, materials, cabinet construction, countertop ' +
        'fabrication, permits, budgets and scheduling, to read before you meet any contractor.',
    },
  },

  pricesDiffer: {
    title: 'Why Contractor Prices Differ',
    intro:
      'Two quotes for the same kitchen can be far apart. Usually that is because they do not ' +
      'cover the same things. Here is what to compare.',
    points: [
      {
        title: 'Permits and Inspections',
        text:
          'A permitted job carries drawings, application fees and inspection visits for rough ' +
          'plumbing, electrical and the final. A quote that skips the permit is cheaper now ' +
          'and can cause trouble when you sell the house.',
      },
      {
        title: 'Insurance',
        text:
          "Liability, workers' compensation and disability coverage cost a contractor real " +
          'money every year. Without them, an injury on your property can become your problem.',
      },
      {
        title: 'Licensed Trades',
        text:
          'Plumbing, gas and electrical work should be done by licensed plumbers and ' +
          'electricians and inspected. A low number often means that work is left to whoever ' +
          'is on site.',
      },
      {
        title: 'Allowances',
        text:
          'A quote can look low because its allowances for tile, fixtures or lighting are ' +
          'thin. Check what each allowance actually buys, and whether it covers installation.',
      },
      {
        title: 'Protection, Cleanup and Warranty',
        text:
          'Floor protection, dust walls, a dumpster, daily cleanup and a written labor ' +
          'warranty are part of a proper price. Ask whether each one is in the quote or left ' +
          'out of it.',
      },
    ],
  },

  promise: {
    title: 'Our Promise',
    points: [
      {
        title: 'Everything in Writing',
        text:
          'Scope, selections, allowances, schedule and price are written down before we ' +
          'start, and any change is agreed in writing before the work is done.',
      },
      {
        title: 'Respect for Your Home',
        text:
          'We protect what stays, keep dust inside the work area, and leave the site swept ' +
          'and safe at the end of every day.',
      },
      {
        title: 'You Will Know What Is Next',
        text:
          'You will know who is coming and when, what each inspection is for, and what is ' +
          'happening if something we find behind a wall changes the plan.',
      },
      {
        title: 'We Stand Behind It',
        text:
          'Our labor carries a 2-year warranty, and cabinet manufacturer warranties typically ' +
          'run 5–10 years. If something is not right, we come back and fix it.',
      },
    ],
  },

  process: {
    title: 'Our Process',
    intro: 'Five steps from the first conversation to the day we hand the room back to you.',
    steps: [
      {
        name: 'Free Consultation & Estimate',
        text:
          'We meet at your home or the showroom, measure the room, look at what is there now ' +
          '(the plumbing under the sink, the electrical panel, the floor structure) and talk ' +
          'through how you use the space and what you want to spend. A written estimate ' +
          'follows.',
      },
      {
        name: 'Design & Selections',
        text:
          'We draw the floor plan and elevations and you choose cabinets, countertops, tile, ' +
          'fixtures and hardware, many of them in the showroom. Settling every selection now ' +
          'firms up the price and keeps the build from stalling later.',
      },
      {
        name: 'Scheduling & Pre-Build',
        text:
          'We file for permits, order long-lead items such as custom cabinets, and set a start ' +
          'date once materials are confirmed. Before demolition we agree on protection, where ' +
          'the dumpster goes and, for a kitchen, where your temporary kitchen will be.',
      },
      {
        name: 'Professional Construction',
        text:
          'Demolition, rough plumbing and electrical, inspections, insulation and drywall, then ' +
          'cabinets, countertop templating and installation, tile and finish work. Licensed ' +
          'trades do their parts, and you get regular updates on what comes next.',
      },
      {
        name: 'Final Walkthrough & Care',
        text:
          'We walk the finished room with you and list anything that needs attention, then ' +
          'complete it. You get the final inspection sign-off, warranty papers and care notes ' +
          'for your stone, grout and finishes. Our 2-year labor warranty starts here.',
      },
    ],
  },

  compliance: {
    title: 'Licensed, Bonded & Insured',
    intro:
      'Ask any contractor you are considering for proof of these, with certificates of ' +
      'insurance sent straight from their insurer.',
    badges: [
      {
        title: 'Licensed',
        text:
          'Home improvement licensing holds a contractor to county and state consumer rules ' +
          'and gives you an agency to turn to if something goes wrong.',
      },
      {
        title: 'Bonded',
        text:
          'A surety bond gives you a way to recover money if a contractor does not finish ' +
          'the work or meet the terms of the contract.',
      },
      {
        title: "Workers' Comp",
        text:
          "If a worker is hurt in your home, workers' compensation covers the injury, so the " +
          "claim does not fall on you or your homeowner's policy.",
      },
      {
        title: 'Disability Insurance',
        text:
          'New York requires employers to carry disability benefits coverage, and building ' +
          'departments ask for proof of it before they issue a permit.',
      },
    ],
  },
} satisfies HomeContent
