import type { CatalogPage } from './types'

export type ServicePage = CatalogPage & { navLabel?: string; parentSlug?: string }

export const services = [
  {
    slug: 'kitchens',
    label: 'Kitchen Remodeling',
    title: 'Kitchen Remodeling in Westchester County, NY',
    heading: 'Kitchen Remodeling in Westchester, Rockland, Bergen and Greenwich',
    description:
      'Full kitchen remodels from layout and permits to cabinets, stone tops, lighting and tile, ' +
      'planned in our Chappaqua showroom and built by one accountable crew.',
  },
  {
    slug: 'bathrooms',
    label: 'Bathroom Remodeling',
    title: 'Bathroom Remodeling in Westchester County, NY',
    heading: 'Bathroom Remodeling: Primary Baths, Hall Baths and Powder Rooms',
    description:
      'Tub-to-shower conversions, curbless showers, heated floors and new vanities, with ' +
      'waterproofing, exhaust venting and inspections handled from demolition on.',
  },
  {
    slug: 'cabinets',
    label: 'Cabinets',
    title: 'Kitchen & Bath Cabinets: Stock, Semi-Custom, Custom',
    heading: 'Cabinet Design and Installation',
    description:
      'Compare face-frame and frameless boxes, painted and stained doors, and inset or ' +
      'full-overlay styles in the showroom, then have them leveled, scribed and installed.',
  },
  {
    slug: 'countertops',
    label: 'Countertops',
    title: 'Quartz, Granite, Marble & Quartzite Countertops',
    heading: 'Countertop Selection, Fabrication and Installation',
    description:
      'Choose quartz, granite, marble or quartzite slabs, plan seams and edge profiles, and get ' +
      'a digital template once cabinets are set so tops fit tight to the wall.',
  },
  {
    slug: 'closets',
    label: 'Closets',
    title: 'Custom Closets: Walk-In, Reach-In & Pantry',
    heading: 'Custom Closet Systems',
    description:
      'Walk-in and reach-in closets, pantries and mudroom lockers built with adjustable shelves, ' +
      'double hang rods, drawers and LED strip lighting sized to what you own.',
  },
  {
    slug: 'flooring',
    label: 'Flooring',
    title: 'Hardwood, Tile & Luxury Vinyl Flooring',
    heading: 'Flooring for Kitchens, Baths and Living Areas',
    description:
      'Hardwood, engineered wood, porcelain tile and luxury vinyl plank installed over a ' +
      'flattened, properly prepared subfloor, with transitions planned room to room.',
  },
  {
    slug: 'fireplaces-media-walls',
    label: 'Fireplaces & Media Walls',
    title: 'Fireplace Surrounds & Built-In Media Walls',
    heading: 'Fireplaces and Media Walls',
    description:
      'Built-in media walls with recessed TV niches, concealed wiring and flanking cabinets, ' +
      'plus new fireplace surrounds, mantels and hearths in stone, tile or millwork.',
  },
  {
    slug: 'windows-doors',
    label: 'Windows & Doors',
    title: 'Window & Door Replacement',
    heading: 'Window and Door Replacement',
    description:
      'Replacement windows, patio sliders, French doors and entry doors, installed with flashing ' +
      'tape, sill pans and low-expansion foam to keep water and drafts out.',
  },
  {
    slug: 'garage-systems',
    label: 'Garage Systems',
    title: 'Garage Floors, Cabinets & Storage Systems',
    heading: 'Garage Systems: Floors, Cabinets and Storage',
    description:
      'Turn a cluttered garage into usable space with a coated concrete floor, wall-hung ' +
      'cabinets, slatwall, overhead racks and a workbench laid out around your cars.',
  },
  {
    slug: 'epoxy-flooring',
    label: 'Epoxy Garage Flooring',
    title: 'Epoxy & Polyaspartic Garage Floor Coatings',
    heading: 'Epoxy Garage Flooring',
    description:
      'Diamond-ground concrete, crack repair, a base coat, decorative flake and a clear topcoat ' +
      'give a garage floor that resists hot-tire lift, road salt and oil stains.',
    parentSlug: 'garage-systems',
  },
  {
    slug: 'cabinets-storage',
    label: 'Garage Cabinets & Storage',
    title: 'Garage Cabinets, Slatwall & Overhead Storage',
    heading: 'Garage Cabinets and Storage',
    description:
      'Wall-mounted garage cabinets raised off the slab, slatwall panels with hooks and bins, ' +
      'ceiling racks for seasonal totes, and a sturdy workbench with task lighting.',
    parentSlug: 'garage-systems',
  },
  {
    slug: 'exterior-cleaning',
    label: 'Exterior Cleaning',
    title: 'House, Roof & Driveway Exterior Cleaning',
    heading: 'Exterior Cleaning Services',
    description:
      'Remove mildew, algae and grime from siding, roofs, walkways, patios and driveways, using ' +
      'low-pressure soft washing or surface cleaning matched to each material.',
  },
  {
    slug: 'soft-wash',
    label: 'Soft Washing',
    title: 'Soft Wash House & Roof Cleaning',
    heading: 'Soft Washing for Siding and Roofs',
    description:
      'A low-pressure rinse carries a cleaning solution that kills algae and mildew on vinyl, ' +
      'stucco, cedar and asphalt shingles without driving water behind them.',
    parentSlug: 'exterior-cleaning',
  },
  {
    slug: 'house-driveway',
    label: 'House & Driveway Washing',
    title: 'House Washing & Driveway Pressure Cleaning',
    heading: 'House and Driveway Washing',
    description:
      'Concrete driveways, pavers, walkways and siding washed at the right pressure with a ' +
      'rotary surface cleaner, for even results without stripes or blasted-out joints.',
    parentSlug: 'exterior-cleaning',
  },
] as const satisfies readonly ServicePage[]
