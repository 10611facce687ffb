import type { CatalogPage } from './types'

export type Article = CatalogPage & {
  /** YYYY-MM-DD */
  published: string
  topic: 'costs' | 'planning' | 'design' | 'materials' | 'projects'
  costGuide: boolean
}

export const articles = [
  {
    slug: 'how-to-choose-a-remodeling-contractor',
    label: 'Choosing a Remodeling Contractor',
    title: 'How to Choose a Kitchen & Bath Remodeling Contractor',
    heading: 'How to Choose a Remodeling Contractor You Can Trust',
    description:
      'Check the Westchester County home improvement license and insurance, ask who runs the job ' +
      'each day, and compare bids that list the same scope and allowances.',
    published: '2024-03-19',
    topic: 'planning',
    costGuide: false,
  },
  {
    slug: 'kitchen-remodel-timeline',
    label: 'Kitchen Remodel Timeline',
    title: 'Kitchen Remodel Timeline: Week-by-Week Guide',
    heading: 'How Long Does a Kitchen Remodel Take?',
    description:
      'Most Westchester kitchens take 6–10 weeks on site after design and permits; here is what ' +
      'happens each week, from demolition to countertop template and punch list.',
    published: '2024-04-23',
    topic: 'planning',
    costGuide: false,
  },
  {
    slug: 'remodeling-mistakes-to-avoid',
    label: 'Remodeling Mistakes to Avoid',
    title: 'Kitchen & Bath Remodeling Mistakes to Avoid',
    heading: 'Remodeling Mistakes Homeowners Regret, and How to Avoid Them',
    description:
      'Ordering cabinets before final measurements, venting a hood into the cabinet, too few ' +
      'outlets, picking tile before the vanity: errors we see and how to avoid them.',
    published: '2024-05-28',
    topic: 'planning',
    costGuide: false,
  },
  {
    slug: 'quartz-vs-granite-countertops',
    label: 'Quartz vs Granite',
    title: 'Quartz vs Granite Countertops: Pros and Cons',
    heading: 'Quartz vs Granite: Which Countertop Fits Your Kitchen?',
    description:
      'Quartz needs no sealing but dislikes hot pans and direct sun; granite shrugs off heat and ' +
      'varies slab to slab but wants periodic sealing. Here is how to decide.',
    published: '2024-06-25',
    topic: 'materials',
    costGuide: false,
  },
  {
    slug: 'stock-vs-semi-custom-vs-custom-cabinets',
    label: 'Stock vs Semi-Custom vs Custom',
    title: 'Stock vs Semi-Custom vs Custom Cabinets',
    heading: 'Stock, Semi-Custom or Custom Cabinets: What Is the Difference?',
    description:
      'Stock cabinets come in fixed sizes, semi-custom adds sizes and finishes, and custom is ' +
      'built to the inch; compare lead times, fillers, box quality and price.',
    published: '2024-07-30',
    topic: 'materials',
    costGuide: false,
  },
  {
    slug: 'westchester-remodeling-permits',
    label: 'Do You Need a Permit?',
    title: 'Which Remodeling Projects Need a Permit in Westchester',
    heading: 'Which Remodeling Projects Need a Permit in Westchester?',
    description:
      'Moving plumbing, adding circuits, removing walls and replacing windows usually need a ' +
      'permit, while painting often does not; your building department decides.',
    published: '2024-08-27',
    topic: 'planning',
    costGuide: false,
  },
  {
    slug: 'financing-a-home-remodel',
    label: 'Financing a Remodel',
    title: 'How to Finance a Kitchen or Bathroom Remodel',
    heading: 'Financing Your Remodel: Cash, HELOC, Loans and More',
    description:
      'Compare paying cash, a home equity line of credit, a cash-out refinance and personal ' +
      'loans, and see how milestone-based payments keep a budget on track.',
    published: '2024-09-24',
    topic: 'costs',
    costGuide: false,
  },
  {
    slug: 'choosing-remodeling-materials',
    label: 'Choosing Materials',
    title: 'Choosing Kitchen & Bath Materials That Last',
    heading: 'How to Choose Materials for Your Kitchen or Bath',
    description:
      'Match each surface to its job: porcelain where water splashes, hard-wearing paint on ' +
      'cabinet doors, and a stone that suits how you cook, clean and live.',
    published: '2024-10-29',
    topic: 'materials',
    costGuide: false,
  },
  {
    slug: 'kitchen-bath-remodel-return-on-investment',
    label: 'Remodel ROI',
    title: 'Kitchen & Bath Remodel ROI: What You Get Back',
    heading: 'Return on Investment for Kitchen and Bathroom Remodels',
    description:
      'A Westchester kitchen remodel recovers about 71% of its cost at resale and a bathroom ' +
      'about 68%; learn which choices hold value and which buyers overlook.',
    published: '2024-12-03',
    topic: 'costs',
    costGuide: true,
  },
  {
    slug: 'kitchen-design-trends',
    label: 'Kitchen Design Trends',
    title: 'Kitchen Design Trends Worth Considering',
    heading: 'Kitchen Design Trends Westchester Homeowners Are Choosing',
    description:
      'Warm wood tones, two-tone cabinets, quartzite slabs, hidden pantries, induction cooktops ' +
      'and plaster hoods: which trends suit older Westchester houses.',
    published: '2025-01-14',
    topic: 'design',
    costGuide: false,
  },
  {
    slug: 'kitchen-remodel-cost-westchester-2025',
    label: '2025 Kitchen Remodel Costs',
    title: 'Kitchen Remodel Cost in Westchester, NY (2025)',
    heading: 'How Much Does a Kitchen Remodel Cost in Westchester in 2025?',
    description:
      'Westchester kitchen remodels fall into four tiers, from $15k–30k refreshes to $125k+ ' +
      'custom builds, with an average of $67,500 or about $225 per sq ft.',
    published: '2025-02-04',
    topic: 'costs',
    costGuide: true,
  },
  {
    slug: 'bathroom-remodel-cost-westchester-2025',
    label: '2025 Bathroom Remodel Costs',
    title: 'Bathroom Remodel Cost in Westchester, NY (2025)',
    heading: 'How Much Does a Bathroom Remodel Cost in Westchester in 2025?',
    description:
      'Bathroom budgets run from $10k–20k for a refresh to $85k+ for a large primary suite; the ' +
      'Westchester average is $37,500, or about $325 per sq ft of floor.',
    published: '2025-02-25',
    topic: 'costs',
    costGuide: true,
  },
  {
    slug: 'permit-and-inspection-guide',
    label: 'Permit & Inspection Guide',
    title: 'Remodel Permit & Inspection Guide, Step by Step',
    heading: 'Remodeling Permits and Inspections, Step by Step',
    description:
      'Application, plan review and a posted permit card, then rough framing, plumbing, ' +
      'electrical, insulation and final inspections before the file is closed out.',
    published: '2025-04-08',
    topic: 'planning',
    costGuide: false,
  },
  {
    slug: 'large-format-tile-floors',
    label: 'Large-Format Tile Floors',
    title: 'Large-Format Tile Floors: Pros, Cons & Install',
    heading: 'Large-Format Tile Floors: What to Know Before You Choose',
    description:
      'Big porcelain such as 24x48 needs a flat subfloor, leveling clips and back-buttering to ' +
      'avoid lippage and cracks; here is where it shines and where it struggles.',
    published: '2025-05-13',
    topic: 'materials',
    costGuide: false,
  },
  {
    slug: 'scarsdale-kitchen-remodel-cost-guide',
    label: 'Scarsdale Kitchen Costs',
    title: 'Scarsdale Kitchen Remodel Cost Guide',
    heading: 'What a Kitchen Remodel Costs in Scarsdale',
    description:
      'What moves a Scarsdale kitchen within the $40k–$100k+ Westchester range: plaster and old ' +
      'wiring, custom cabinetry, stone tops and village permit steps.',
    published: '2025-06-17',
    topic: 'costs',
    costGuide: true,
  },
  {
    slug: 'five-westchester-kitchen-remodels',
    label: 'Five Westchester Kitchens',
    title: 'Five Westchester Kitchen Remodels, Before & After',
    heading: 'Five Westchester Kitchens, Before and After',
    description:
      'Five finished kitchens across Westchester, from a white shaker remodel to a navy island ' +
      'great room, with the layout and material decisions behind each.',
    published: '2025-08-12',
    topic: 'projects',
    costGuide: false,
  },
  {
    slug: 'chappaqua-kitchen-remodel-case-study',
    label: 'Chappaqua Kitchen Case Study',
    title: 'Chappaqua Kitchen Remodel: Open-Concept Case Study',
    heading: 'Case Study: Opening Up a Chappaqua Kitchen',
    description:
      'How a closed-off Chappaqua kitchen became an open plan around a navy island: the wall ' +
      'that came down, the permit it needed and the 8-week build.',
    published: '2025-09-23',
    topic: 'projects',
    costGuide: false,
  },
] as const satisfies readonly Article[]
