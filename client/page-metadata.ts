/**
 * The per-page head beyond the registry's: JSON-LD from the page's content and the preload of
 * its priority image. Used by the prerender only; crawlers read the prerendered HTML.
 */
import images from 'virtual:images'
import { caseStudies } from '../shared/catalog/gallery'
import { articles } from '../shared/catalog/articles'
import { placeBySlug } from '../shared/catalog/regions'
import { imagePath } from '../shared/image-file'
import { pageHead, type PageHead } from '../shared/page-head'
import type { PageRoute, PageTemplate } from '../shared/route-types'
import {
  articleJsonLd,
  consultationEventJsonLd,
  faqPageJsonLd,
  howToJsonLd,
  imageJsonLd,
  potentialActionJsonLd,
  serviceJsonLd,
  speakableJsonLd,
} from '../shared/schema/helpers'
import { business } from '../shared/business'
import { organizationJsonLd } from '../shared/schema/organization'
import { absoluteUrl } from '../shared/site-url'
import { caseStudyContent } from './content/case-studies'
import { home } from '../.content/bodies/home'
import { pageParts } from '../.content/frame/page-parts'
import { homeFrame } from '../.content/frame/home'
import { hub as bergenHub } from '../.content/bodies/hub-bergen'
import { hub as greenwichHub } from '../.content/bodies/hub-greenwich'
import { hub as rocklandHub } from '../.content/bodies/hub-rockland'
import { hub as westchesterHub } from '../.content/bodies/hub-westchester'
import { regionalServiceContent as regionalServices } from '../.content/frame/regional-services'
import { servicePage as bathroomsPage } from '../.content/bodies/service-page-bathrooms'
import { servicePage as kitchensPage } from '../.content/bodies/service-page-kitchens'
import type { ImageRef, RegionHubContent, ServicePageContent } from '../shared/content/types'
import {
  HERO_BESIDE_TEXT,
  HERO_SIZES,
  WIDE_SIZES,
  imagePreload,
} from './components/ui/responsive-image'

type JsonLd = Record<string, unknown>

const HUBS: Record<string, RegionHubContent> = {
  westchester: westchesterHub,
  rockland: rocklandHub,
  bergen: bergenHub,
  greenwich: greenwichHub,
}
const SERVICES: Record<string, ServicePageContent> = {
  kitchens: kitchensPage,
  bathrooms: bathroomsPage,
}

function imageNode(siteUrl: string, image: ImageRef): JsonLd {
  const meta = images[image.id]!
  const width = meta.widths.at(-1)!
  const url = absoluteUrl(
    siteUrl,
    imagePath({ id: image.id, hash: meta.hash, width, format: 'jpg' }),
  )
  return imageJsonLd(url, image.alt, width, Math.round((meta.height / meta.width) * width))
}

/** The weeks of a timeline such as '6–12 weeks', as an ISO duration of the longer end. */
function weeks(text: string): string {
  const numbers = text.match(/\d+/g) ?? ['8']
  return `P${numbers.at(-1)}W`
}

function homeNodes(route: PageRoute, siteUrl: string): JsonLd[] {
  return [
    organizationJsonLd(siteUrl),
    potentialActionJsonLd(siteUrl),
    consultationEventJsonLd(siteUrl, new Date()),
    {
      ...speakableJsonLd(siteUrl, route.path, ['#home-title', '#welcome-title + p']),
      datePublished: business.homePagePublished,
    },
    faqPageJsonLd(homeFrame.faqs),
    howToJsonLd({
      name: 'Our remodeling process',
      description: home.process.intro ?? route.description,
      steps: home.process.steps,
      totalTime: 'P12W',
    }),
    imageNode(siteUrl, homeFrame.hero.image),
  ]
}

function serviceNodes(route: PageRoute, siteUrl: string): JsonLd[] {
  const service = serviceJsonLd(siteUrl, {
    name: route.heading,
    description: route.description,
    path: route.path,
    areaServed: 'Westchester County, NY',
    serviceType: route.label,
  })
  const content = SERVICES[route.contentId]
  if (!content) return [service]
  const timeline = content.statistics.find((s) => /week/.test(s.value))?.value ?? '8 weeks'
  const low = Number((content.costGuide.tiers[0]?.range.match(/\d+/) ?? ['0'])[0]) * 1000
  return [
    service,
    faqPageJsonLd(content.faqs),
    howToJsonLd({
      name: content.process.title,
      description: content.process.intro ?? route.description,
      steps: content.process.steps,
      totalTime: weeks(timeline),
      ...(low > 0 ? { minCost: low } : {}),
    }),
    imageNode(siteUrl, content.hero.image),
  ]
}

function regionHubNodes(route: PageRoute, siteUrl: string): JsonLd[] {
  return [
    serviceJsonLd(siteUrl, {
      name: route.heading,
      description: route.description,
      path: route.path,
      areaServed: route.label,
      serviceType: 'Kitchen and bathroom remodeling',
    }),
    faqPageJsonLd(HUBS[route.contentId]!.faqs),
  ]
}

function regionalServiceNodes(route: PageRoute, siteUrl: string): JsonLd[] {
  const content = regionalServices.find((c) => c.id === route.contentId)!
  return [
    serviceJsonLd(siteUrl, {
      name: route.heading,
      description: route.description,
      path: route.path,
      areaServed: route.parent ? route.parent.slice(1) : 'Westchester',
      serviceType: route.label,
    }),
    faqPageJsonLd(content.faqs),
  ]
}

function townNodes(route: PageRoute, siteUrl: string): JsonLd[] {
  return [
    serviceJsonLd(siteUrl, {
      name: route.heading,
      description: route.description,
      path: route.path,
      areaServed: `${placeBySlug(route.contentId).town}, NY`,
      serviceType: 'Kitchen and bathroom remodeling',
    }),
  ]
}

function caseStudyNodes(route: PageRoute, siteUrl: string): JsonLd[] {
  const content = caseStudyContent.find((c) => c.slug === route.contentId)!
  const study = caseStudies.find((c) => c.slug === route.contentId)!
  return [
    imageNode(siteUrl, content.before),
    imageNode(siteUrl, content.after),
    serviceJsonLd(siteUrl, {
      name: route.heading,
      description: route.description,
      path: route.path,
      areaServed: `${study.townName}, NY`,
      serviceType: study.room === 'kitchen' ? 'Kitchen remodeling' : 'Bathroom remodeling',
    }),
  ]
}

function articleNodes(route: PageRoute, siteUrl: string): JsonLd[] {
  const article = articles.find((a) => a.slug === route.contentId)!
  return [
    articleJsonLd(siteUrl, {
      headline: route.heading,
      description: route.description,
      path: route.path,
      published: article.published,
    }),
  ]
}

type TemplateHead = {
  /** structured data from the page's content, beyond what every page gets from the registry */
  jsonLd?: (route: PageRoute, siteUrl: string) => JsonLd[]
  /** the image the page shows first, preloaded from the head; by default its parts' picture */
  image?: (route: PageRoute) => ImageRef | undefined
  /**
   * that image spans the content column, in the first screen at every width, rather than sitting
   * beside the heading on wide screens only (ResponsiveImage's priority)
   */
  wideImage?: true
}

/**
 * What each template adds to the head. A template added to the registry without its line here
 * does not compile.
 */
const templateHeads = {
  home: { jsonLd: homeNodes, image: () => homeFrame.hero.image },
  'region-hub': { jsonLd: regionHubNodes, image: (route) => HUBS[route.contentId]?.hero.image },
  'regional-service': { jsonLd: regionalServiceNodes },
  town: { jsonLd: townNodes },
  'town-service': {},
  location: {},
  showroom: { wideImage: true },
  gallery: {},
  'case-study': { jsonLd: caseStudyNodes },
  contact: { wideImage: true },
  estimate: { wideImage: true },
  'cost-estimator': {},
  search: {},
  'thank-you': {},
  sitemap: {},
  service: { jsonLd: serviceNodes, image: (route) => SERVICES[route.contentId]?.hero.image },
  'learning-index': {},
  learning: {},
  'guides-index': {},
  'topic-guide': {},
  'town-guide': {},
  'blog-index': {},
  article: { jsonLd: articleNodes },
  news: {},
  legal: {},
  offline: {},
} satisfies Record<PageTemplate, TemplateHead>

/** The complete head of a page: registry facts, content JSON-LD, hero preload. */
export function headFor(route: PageRoute, siteUrl: string): PageHead {
  const base = pageHead(route, siteUrl)
  const template: TemplateHead = templateHeads[route.template]
  const image = template.image ? template.image(route) : pageParts[route.contentId]?.image
  return {
    ...base,
    jsonLd: [...base.jsonLd, ...(template.jsonLd?.(route, siteUrl) ?? [])],
    ...(image
      ? {
          preload: template.wideImage
            ? imagePreload(image.id, WIDE_SIZES)
            : imagePreload(image.id, HERO_SIZES, HERO_BESIDE_TEXT),
        }
      : {}),
  }
}
