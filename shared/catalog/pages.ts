import { writtenPages } from '../../.content/catalog/pages'
import type { CatalogPage } from './types'

type FixedPage = Omit<CatalogPage, 'slug'>

/**
 * The one-of-a-kind pages of the site, keyed by what they are. Those with written text (the
 * showroom, the legal pages, the news, the indexes' introductions…) are content/pages/*.md; the
 * pages laid out by their own components are described here.
 */
export const fixedPages = {
  home: {
    label: 'Home',
    title: 'Kitchen & Bathroom Remodeling in Westchester, NY',
    heading: 'Family-Owned Kitchen & Bathroom Remodeling in Westchester',
    description:
      'A family-owned remodeler with a showroom in Chappaqua, NY: kitchens, bathrooms, cabinetry ' +
      'and built-ins for Westchester, Rockland, Bergen County and Greenwich homes.',
  },
  contact: {
    label: 'Contact',
    title: 'Contact Us: Call, Text or Send a Message',
    heading: 'Contact Us',
    description:
      'Call, text or write to us about your kitchen or bathroom project, or stop by the ' +
      'Chappaqua showroom. We answer within one business day.',
  },
  estimate: {
    label: 'Free Estimate',
    title: 'Request a Free Remodeling Estimate',
    heading: 'Request a Free Estimate',
    description:
      'Tell us about your kitchen or bathroom and we will call within 24 hours to set up a free ' +
      'consultation at your home or at our Chappaqua showroom.',
  },
  sitemap: {
    label: 'Sitemap',
    title: 'Sitemap: Every Page on Our Site',
    heading: 'Sitemap',
    description:
      'Every page on our site in one list, grouped by services, regions and towns, guides, ' +
      'the renovation encyclopedia, the blog and the gallery.',
  },
  offline: {
    label: 'Offline',
    title: 'You Are Offline',
    heading: "You're offline",
    description:
      'This device has no connection right now. These pages are saved on it and open without one; ' +
      'requests you send are kept and go out when you are back.',
  },
  ...writtenPages,
} as const satisfies Record<string, FixedPage>
