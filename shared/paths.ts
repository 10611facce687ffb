/**
 * The address of each kind of page, written once: the route registry builds its entries with
 * these and every link to a page of a kind uses them, so an address scheme changes in one place.
 */
import type { PagePath } from './route-types'

export const paths = {
  /** where the request forms are sent, by the app and by the browser itself */
  contactApi: '/api/contact',
  /** the pages' view beacon: one per page view, counted per page and day */
  viewsApi: '/api/views',
  contact: '/contact',
  estimate: '/estimate',
  thankYou: '/thank-you',
  /** what the service worker shows for a request sent offline by the browser itself */
  requestSaved: '/request-saved',
  costEstimator: '/cost-estimator',
  /** the owner's lead desk, an app of its own with its own worker; never the public worker's */
  ownerDesk: '/owner/',
  ownerApi: '/api/owner',
  /** a homeowner's private page for booking the free consultation: /book/{token} */
  booking: '/book',
  bookingApi: '/api/bookings',
  /** the owner's calendar feed: /calendar/{token}.ics */
  calendarFeed: '/calendar',
  search: '/search',
  article: (slug: string): PagePath => `/blog/${slug}`,
  caseStudy: (slug: string): PagePath => `/gallery/${slug}`,
  /** a service, or with `parent` a service under another one */
  service: (slug: string, parent?: string): PagePath =>
    parent ? `/services/${parent}/${slug}` : `/services/${slug}`,
  /** `section/slug`, e.g. kitchens/layouts */
  learning: (id: string): PagePath => `/learning/${id}`,
  topicGuide: (slug: string): PagePath => `/guides/topics/${slug}`,
  townGuide: (slug: string): PagePath => `/guides/towns/${slug}`,
  town: (slug: string): `/westchester/${string}/kitchen-bath-remodeling` =>
    `/westchester/${slug}/kitchen-bath-remodeling`,
  townService: (place: string, service: string): PagePath => `/westchester/${place}/${service}`,
  regionHub: (region: string): PagePath => `/${region}`,
  regionalService: (region: string, slug: string): PagePath => `/${region}/${slug}`,
  location: (region: string, slug: string): PagePath => `/${region}/locations/${slug}`,
} as const
