import type { CatalogPage } from './types'

type FixedPage = Omit<CatalogPage, 'slug'>

/** The one-of-a-kind pages of spec 2.1, keyed by what they are. */
export const fixedPages = {
  home: {
    label: 'Home',
    title: 'Kitchen & Bathroom Remodeling in Westchester, NY',
    heading: 'Family-Owned Kitchen & Bathroom Remodeling in Westchester',
    description:
      'A family-owned remodeler with a showroom in Chappaqua, NY: kitchens, bathrooms, cabinetry ' +
      'and built-ins for Westchester, Rockland, Bergen County and Greenwich homes.',
  },
  showroom: {
    label: 'Showroom',
    title: 'Visit Our Chappaqua Showroom',
    heading: 'Our Showroom at 7 Memorial Dr, Chappaqua',
    description:
      'See cabinet door styles, countertop slabs, tile and hardware in person at our Chappaqua ' +
      'showroom, open Monday to Saturday with free on-site parking.',
  },
  gallery: {
    label: 'Gallery',
    title: 'Project Gallery: Kitchens & Bathrooms',
    heading: 'Project Gallery',
    description:
      'Finished kitchens and bathrooms from Westchester homes, each with the budget, the ' +
      'schedule and the choices that shaped the design.',
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
  thankYou: {
    label: 'Thank You',
    title: 'Thank You: Your Request Is In',
    heading: 'Thank You',
    description:
      'Your request reached us. Here is what happens next, and where to read about costs and ' +
      'timelines while you wait for our call.',
  },
  sitemap: {
    label: 'Sitemap',
    title: 'Sitemap: Every Page on Our Site',
    heading: 'Sitemap',
    description:
      'Every page on our site in one list, grouped by services, regions and towns, guides, ' +
      'the renovation encyclopedia, the blog and the gallery.',
  },
  learning: {
    label: 'Learning',
    title: 'Renovation Encyclopedia: Kitchens, Baths & Process',
    heading: 'The Renovation Encyclopedia',
    description:
      'Plain-language reference on layouts, materials, cabinetry, countertops, permits, costs ' +
      'and scheduling, written from the jobs we build every week.',
  },
  guides: {
    label: 'Guides',
    title: 'Remodeling Guides by Topic and Town',
    heading: 'Remodeling Guides',
    description:
      'Guides for planning a kitchen, bath, closet or media wall, and town guides for ' +
      'Scarsdale, Armonk, Bronxville, Chappaqua, Rye and White Plains.',
  },
  blog: {
    label: 'Blog',
    title: 'Remodeling Blog: Costs, Planning & Projects',
    heading: 'Remodeling Blog',
    description:
      'Articles on what remodels cost in Westchester, how to plan one, which materials hold up ' +
      'and what we learned on recent projects.',
  },
  news: {
    label: 'News',
    title: 'Company News',
    heading: 'News from Our Showroom',
    description:
      'What is new at the company and the Chappaqua showroom: new displays, schedule changes ' +
      'for the holidays and the areas we now serve.',
  },
  offline: {
    label: 'Offline',
    title: 'You Are Offline',
    heading: "You're offline",
    description:
      'This device has no connection right now. These pages are saved on it and open without one; ' +
      'requests you send are kept and go out when you are back.',
  },
  privacyPolicy: {
    label: 'Privacy Policy',
    title: 'Privacy Policy',
    heading: 'Privacy Policy',
    description:
      'What this site collects when you send a request, where it goes, what analytics we use ' +
      'and what the installed app keeps on your device.',
  },
  termsOfService: {
    label: 'Terms of Service',
    title: 'Terms of Service',
    heading: 'Terms of Service',
    description:
      'The terms for using this website: estimates and prices shown here, the content we ' +
      'publish, links to other sites and how to reach us.',
  },
} as const satisfies Record<string, FixedPage>
