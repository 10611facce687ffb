import { business, businessId, postalAddressJsonLd } from '../business'
import { absoluteUrl } from '../site-url'
import { paths } from '../paths'
import { webPageId } from '../structured-data'

type JsonLd = Record<string, unknown>
const CONTEXT = 'https://schema.org'

export type Faq = { question: string; answer: string }

/** FAQPage: the questions and answers exactly as the page shows them. */
export function faqPageJsonLd(faqs: readonly Faq[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}

/** The how-to helper input: the process and its steps. */
export type HowToInput = {
  name: string
  description: string
  steps: { name: string; text: string; image?: string; url?: string }[]
  /** ISO 8601 duration, e.g. P8W */
  totalTime: string
  minCost?: number
  maxCost?: number
}

/** HowTo for a process. */
export function howToJsonLd(input: HowToInput): JsonLd {
  const cost =
    input.minCost !== undefined || input.maxCost !== undefined
      ? {
          estimatedCost: {
            '@type': 'MonetaryAmount',
            currency: 'USD',
            ...(input.minCost !== undefined ? { minValue: input.minCost } : {}),
            ...(input.maxCost !== undefined ? { maxValue: input.maxCost } : {}),
          },
        }
      : {}
  return {
    '@context': CONTEXT,
    '@type': 'HowTo',
    name: input.name,
    description: input.description,
    totalTime: input.totalTime,
    ...cost,
    step: input.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.name,
      text: step.text,
      ...(step.image ? { image: step.image } : {}),
      ...(step.url ? { url: step.url } : {}),
    })),
  }
}

/** Service offered by the business in an area. */
export function serviceJsonLd(
  siteUrl: string,
  service: {
    name: string
    description: string
    path: string
    areaServed: string
    serviceType: string
  },
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: service.name,
    serviceType: service.serviceType,
    description: service.description,
    url: absoluteUrl(siteUrl, service.path),
    provider: { '@id': businessId(siteUrl) },
    areaServed: { '@type': 'AdministrativeArea', name: service.areaServed },
  }
}

/** Article by the company (blog posts and case studies). */
export function articleJsonLd(
  siteUrl: string,
  article: {
    headline: string
    description: string
    path: string
    published: string
    image?: string
  },
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: article.headline,
    description: article.description,
    mainEntityOfPage: absoluteUrl(siteUrl, article.path),
    datePublished: article.published,
    author: { '@id': businessId(siteUrl) },
    publisher: { '@id': businessId(siteUrl) },
    ...(article.image ? { image: article.image } : {}),
  }
}

/** ImageObject for a picture the page shows. */
export function imageJsonLd(url: string, caption: string, width: number, height: number): JsonLd {
  return { '@context': CONTEXT, '@type': 'ImageObject', contentUrl: url, caption, width, height }
}

/** Speakable: the parts of a page worth reading aloud, added to the page's own WebPage node. */
export function speakableJsonLd(siteUrl: string, path: string, cssSelectors: string[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebPage',
    '@id': webPageId(siteUrl, path),
    url: absoluteUrl(siteUrl, path),
    speakable: { '@type': 'SpeakableSpecification', cssSelector: cssSelectors },
  }
}

/** The site with its potential action: asking for a free estimate. */
export function potentialActionJsonLd(siteUrl: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: business.name,
    url: absoluteUrl(siteUrl, '/'),
    potentialAction: [
      {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${absoluteUrl(siteUrl, paths.search)}?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
      {
        '@type': 'CommunicateAction',
        name: 'Request a free estimate',
        target: absoluteUrl(siteUrl, '/estimate'),
        recipient: { '@id': businessId(siteUrl) },
      },
    ],
  }
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/**
 * The monthly free-consultation event: all of next month, free, in person at the
 * showroom. Dated from the build, so a monthly rebuild keeps it current.
 */
export function consultationEventJsonLd(siteUrl: string, today: Date): JsonLd {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1))
  const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 0))
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: 'Free Remodeling Consultation at the Showroom',
    description:
      'Bring your measurements and ideas: a free kitchen or bathroom consultation at our ' +
      'Chappaqua showroom, Monday to Saturday.',
    startDate: isoDate(start),
    endDate: isoDate(end),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: `${business.name} showroom`,
      address: postalAddressJsonLd,
    },
    organizer: { '@id': businessId(siteUrl) },
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: absoluteUrl(siteUrl, '/estimate'),
      validFrom: isoDate(today),
    },
    isAccessibleForFree: true,
  }
}
