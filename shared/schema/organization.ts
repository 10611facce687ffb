import { figures } from '../../.content/catalog/figures'
import { business, businessId, postalAddressJsonLd } from '../business'
import { priceRange } from '../estimator/figures'
import { FINISHES, tierFigure } from '../estimator/tiers'
import { absoluteUrl } from '../site-url'

type JsonLd = Record<string, unknown>

/** The offers of the organisation record, priced as one range. */
const OFFERS = [
  'Kitchen Remodeling',
  'Bathroom Remodeling',
  'Custom Cabinetry',
  'Countertop Installation',
] as const

/**
 * The offers' one price range: every kitchen price content/figures.yaml quotes, on both of its
 * scales (the kitchen page's tiers, kitchenPage.*, and the home page's Investment Guide for a
 * kitchen, homeGuide.kitchen.*), from the lowest figure's low end to the highest one's high end.
 * As written today: from kitchenPage.refresh ($15k–30k) to homeGuide.kitchen.luxuryCustom
 * ($85k–$150k+), 15,000 to 150,000. An open-ended figure ($125k+) counts by its low end.
 * Bathrooms start lower (bathroomPage.refresh): the record has always given the kitchens' span.
 */
export function offerPriceBounds(named: Readonly<Record<string, string>>) {
  const kitchen = [
    ...FINISHES.map((finish) => tierFigure('kitchen', finish)),
    ...Object.keys(named).filter((name) => name.startsWith('homeGuide.kitchen.')),
  ]
  const ranges = kitchen.flatMap((name) => {
    const text = named[name]
    return text === undefined ? [] : [priceRange(text)]
  })
  if (ranges.length === 0) throw new Error('no kitchen prices in content/figures.yaml')
  return {
    minPrice: Math.min(...ranges.map((range) => range.low)),
    maxPrice: Math.max(...ranges.map((range) => range.high ?? range.low)),
  }
}

/**
 * The organisation record, on the home page. It shares the business node's @id, so
 * search engines merge it with the local-business record every page carries.
 */
export function organizationJsonLd(siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': ['GeneralContractor', 'HomeAndConstructionBusiness'],
    '@id': businessId(siteUrl),
    name: business.name,
    legalName: business.legalName,
    description: business.blurb,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/icons/icon-512.png'),
    image: absoluteUrl(siteUrl, '/og-image.png'),
    email: business.email,
    telephone: business.phone.e164,
    priceRange: business.organisationPriceRange,
    address: postalAddressJsonLd,
    geo: { '@type': 'GeoCoordinates', ...business.geo },
    areaServed: business.regionsServed.map((name) => ({ '@type': 'AdministrativeArea', name })),
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: business.hours.days,
      opens: business.hours.opens,
      closes: business.hours.closes,
    },
    paymentAccepted: 'Cash, Credit Card, Check, Financing',
    sameAs: [business.profiles.reviews.url, business.profiles.homeDesign.url],
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Remodeling services',
      itemListElement: OFFERS.map((name) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name },
        priceSpecification: {
          '@type': 'PriceSpecification',
          ...offerPriceBounds(figures),
          priceCurrency: 'USD',
        },
      })),
    },
    knowsAbout: [
      'Kitchen remodeling',
      'Bathroom remodeling',
      'Custom cabinetry',
      'Countertops',
      'Tile and flooring',
      'Building permits in Westchester County',
    ],
    slogan: business.tagline,
    foundingDate: String(business.foundingYear),
    ...(business.licences.length > 0 && {
      hasCredential: business.licences.map((licence) => ({
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'license',
        name: licence.name,
        identifier: licence.number,
      })),
    }),
  }
}
