/**
 * The business facts, written once. Header, footer, contact cards, structured data and the server
 * read them from here, so the name, phone and address match everywhere (and match the Google
 * Business Profile, which must carry exactly the same strings).
 *
 * Name, phone numbers, e-mail and profile links are placeholders until the owner sets them: the
 * phones use the reserved fictional 555-01xx range and the e-mail an example.com address.
 */

export const business = {
  name: 'Chappaqua Kitchen & Bath',
  legalName: 'Chappaqua Kitchen & Bath LLC',
  shortName: 'Chappaqua K&B',
  tagline: 'Family-owned kitchen and bathroom remodeling in Westchester since 2003',
  blurb:
    'A family-owned kitchen and bathroom remodeler working out of our Chappaqua showroom. ' +
    'We design, permit and build kitchens, bathrooms, cabinetry and built-ins across ' +
    'Westchester, Rockland, Bergen County and Greenwich.',
  phone: { display: '(914) 555-0142', e164: '+19145550142' },
  textPhone: { display: '(914) 555-0187', e164: '+19145550187' },
  email: 'hello@example.com',
  address: {
    street: '7 Memorial Dr',
    city: 'Chappaqua',
    region: 'NY',
    postalCode: '10514',
    country: 'US',
  },
  /** Chappaqua hamlet centre, by the Memorial Drive showroom */
  geo: { latitude: 41.1596, longitude: -73.7649 },
  /** Mon–Sat 08:00–18:00, Sunday by appointment (design decision on spec 9.2) */
  hours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    opens: '08:00',
    closes: '18:00',
    summary: 'Mon–Sat 8:00 AM–6:00 PM',
    sunday: 'Sunday by appointment',
  },
  parking: 'Free on-site parking',
  experience: { pages: '20+ years, since 2003', since: 2003, rockland: '15+ years' },
  /** the year the company was incorporated; the organisation record's foundingDate */
  foundingYear: 2020,
  priceRange: '$$',
  organisationPriceRange: '$$-$$$',
  laborWarrantyYears: 2,
  /**
   * How long a request sent through the site's forms is kept on the server before it is deleted
   * (the privacy policy states it; the server prunes older leads). Clients' project records are
   * kept apart from the website's database.
   */
  leadRetentionMonths: 24,
  areaServed: 'Westchester County',
  regionsServed: [
    'Westchester County, NY',
    'Rockland County, NY',
    'Bergen County, NJ',
    'Greenwich, CT',
  ],
  profiles: {
    /** the reviews service: a Google Maps search for the business at the showroom */
    reviews: {
      label: 'Google Reviews',
      url: 'https://www.google.com/maps/search/?api=1&query=Chappaqua+Kitchen+%26+Bath+7+Memorial+Dr+Chappaqua+NY',
    },
    /** the home-design community profile; placeholder until the owner's Houzz page is set */
    homeDesign: {
      label: 'Houzz',
      url: 'https://www.houzz.com/professionals/kitchen-and-bath-remodelers',
    },
  },
} as const

const { street, city, region, postalCode } = business.address

/** One line, as printed on the footer and cards. */
export const addressLine = `${street}, ${city}, ${region} ${postalCode}`

/** Links: phone, text message, e-mail and the map are plain links, not calls (spec 7). */
export const links = {
  call: `tel:${business.phone.e164}`,
  text: `sms:${business.textPhone.e164}`,
  email: `mailto:${business.email}`,
  map: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine)}`,
  directions: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(addressLine)}`,
} as const

/** The stable @id of the business node, so other JSON-LD nodes reference it instead of repeating it. */
export function businessId(siteUrl: string): string {
  return `${siteUrl}/#business`
}

/** The local-business JSON-LD carried by every page (spec 1). */
export function localBusinessJsonLd(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': ['GeneralContractor', 'HomeAndConstructionBusiness'],
    '@id': businessId(siteUrl),
    name: business.name,
    url: `${siteUrl}/`,
    telephone: business.phone.e164,
    email: business.email,
    priceRange: business.priceRange,
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: city,
      addressRegion: region,
      postalCode,
      addressCountry: business.address.country,
    },
    geo: { '@type': 'GeoCoordinates', ...business.geo },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: business.hours.days,
        opens: business.hours.opens,
        closes: business.hours.closes,
      },
    ],
    areaServed: { '@type': 'AdministrativeArea', name: business.areaServed },
  }
}
