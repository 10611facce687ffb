/** One entry of the main navigation. */
export type NavItem = {
  href: `/${string}`
  /** the desktop label */
  label: string
  /** the mobile menu's longer label, where it has one */
  mobileLabel?: string
  /** the mobile menu omits Learning */
  mobile: boolean
}

export const mainNav: readonly NavItem[] = [
  { href: '/', label: 'Home', mobile: true },
  { href: '/services/kitchens', label: 'Kitchens', mobile: true },
  { href: '/services/bathrooms', label: 'Bathrooms', mobile: true },
  { href: '/services/cabinets', label: 'Cabinets', mobile: true },
  { href: '/services/countertops', label: 'Countertops', mobile: true },
  { href: '/services/closets', label: 'Closets', mobileLabel: 'Closets & Built-ins', mobile: true },
  { href: '/services/flooring', label: 'Flooring', mobileLabel: 'Tile & Flooring', mobile: true },
  {
    href: '/services/fireplaces-media-walls',
    label: 'Fireplaces',
    mobileLabel: 'Fireplaces & Media Walls',
    mobile: true,
  },
  {
    href: '/services/windows-doors',
    label: 'Windows/Doors',
    mobileLabel: 'Windows & Doors',
    mobile: true,
  },
  {
    href: '/services/garage-systems',
    label: 'Garage',
    mobileLabel: 'Garage Systems',
    mobile: true,
  },
  {
    href: '/services/exterior-cleaning',
    label: 'Exterior',
    mobileLabel: 'Exterior Cleaning',
    mobile: true,
  },
  { href: '/showroom', label: 'Showroom', mobileLabel: 'Visit Our Showroom', mobile: true },
  { href: '/gallery', label: 'Gallery', mobileLabel: 'Project Gallery', mobile: true },
  { href: '/westchester', label: 'Westchester', mobileLabel: 'Westchester Towns', mobile: true },
  { href: '/learning', label: 'Learning', mobile: false },
  { href: '/guides', label: 'Guides', mobile: true },
  { href: '/blog', label: 'Blog', mobile: true },
  { href: '/contact', label: 'Contact', mobile: true },
]

/** Whether a nav item is the current page or one of its sections. */
export function isActive(item: NavItem, path: string): boolean {
  return item.href === '/' ? path === '/' : path === item.href || path.startsWith(`${item.href}/`)
}
