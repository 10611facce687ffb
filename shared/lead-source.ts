/**
 * Where a request came from: the server's reading of the visit a page sends (shared/
 * visit-source.ts), each part checked on its own, and the kind of source it makes (search, ads,
 * listings, social, e-mail, another site, direct). The desk's figures and the CSV read the kind
 * from here, so the owner sees one classification everywhere.
 */
import { z } from 'zod'
import { singleLine } from './plain-text'
import { AD_CLICKS, DEVICES, DISPLAYS, VISIT_LIMITS, type Visit } from './visit-source'

// as in contact-request.ts: the page's CSP forbids eval, and these schemas are small
z.config({ jitless: true })

/** A page address as a browser writes it: a slash, then URL path characters only. */
const PAGE_PATH = /^\/[\w\-.~%!$&'()*+,;=:@/]*$/
/** A host name: letters, digits, dots and dashes (an app's package name has the same shape). */
const HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/

/** A page address of the site's shape (the caller checks it is one of its pages). */
export const pageAddress = z.string().max(VISIT_LIMITS.path).regex(PAGE_PATH)
/** Another site's host, as a visit keeps it. */
export const hostName = z.string().max(VISIT_LIMITS.host).regex(HOST)

const tag = z.string().overwrite(singleLine).trim().min(1).max(VISIT_LIMITS.tag)

/** Each part of a visit, read on its own: one that fails is dropped, the others kept. */
const VISIT_PARTS = {
  firstPage: pageAddress,
  referrerHost: hostName,
  utmSource: tag,
  utmMedium: tag,
  utmCampaign: tag,
  adClick: z.enum(AD_CLICKS),
  device: z.enum(DEVICES),
  display: z.enum(DISPLAYS),
} satisfies { [Part in keyof Visit]-?: z.ZodType<NonNullable<Visit[Part]>> }

/**
 * The visit a request's `source` field carries, each part checked; a field that is not text, is
 * too long or is not URL-encoded gives an empty visit. Never refuses: the request matters more.
 */
export function readVisit(field: unknown): Visit {
  if (typeof field !== 'string' || field.length > VISIT_LIMITS.field) return {}
  let parts: URLSearchParams
  try {
    parts = new URLSearchParams(field)
  } catch {
    return {}
  }
  const visit: Record<string, string> = {}
  for (const [key, schema] of Object.entries(VISIT_PARTS)) {
    const value = parts.get(key)
    if (value === null) continue
    const read = schema.safeParse(value)
    if (read.success) visit[key] = read.data
  }
  return visit as Visit
}

/** A request's source as stored: the visit, and whether it was saved on the device and sent later. */
export type LeadSource = Visit & { sentOffline?: boolean }

/** The kinds of source, in the order the desk lists them. */
export const CHANNELS = [
  'search',
  'ads',
  'listings',
  'social',
  'email',
  'other-sites',
  'direct',
  'unknown',
] as const
export type Channel = (typeof CHANNELS)[number]

export const CHANNEL_LABELS: Readonly<Record<Channel, string>> = {
  search: 'Search',
  ads: 'Ads',
  listings: 'Listings',
  social: 'Social',
  email: 'E-mail',
  'other-sites': 'Other sites',
  direct: 'Direct',
  unknown: 'Not known',
}

/** Campaign mediums of a paid click. */
const PAID_MEDIUM = /^(?:cpc|ppc|cpm|cpv|cpa|paid|paid[-_ ]?\w*|\w*[-_ ]paid|ads?|display|sem)$/
const EMAIL_MEDIUM = /^(?:e-?mail|newsletter)$/
const SOCIAL_MEDIUM = /^(?:social|social[-_ ]media|sm)$/

/**
 * Who each kind of source is: the hosts a visit comes from (a pattern over the referrer's host),
 * and the names a campaign tag gives them (lower case, letters and digits only). Checked in this
 * order: Google Business Profile comes from google hosts and tags, and is a listing, not search.
 */
const KNOWN: readonly { channel: Channel; hosts: RegExp; names: readonly string[] }[] = [
  {
    channel: 'email',
    hosts:
      /^(?:mail\.google\.com|outlook\.(?:live|office|office365)\.com|mail\.yahoo\.com|mail\.aol\.com|com\.google\.android\.gm)$/,
    names: ['email', 'newsletter', 'gmail', 'outlook'],
  },
  {
    channel: 'listings',
    hosts:
      /(?:^|\.)(?:houzz\.[a-z.]+|yelp\.[a-z.]+|angi\.com|angieslist\.com|homeadvisor\.com|thumbtack\.com|bbb\.org|porch\.com|business\.google\.com|maps\.google\.[a-z.]+|maps\.app\.goo\.gl|g\.page)$/,
    names: [
      'houzz',
      'yelp',
      'angi',
      'angieslist',
      'homeadvisor',
      'thumbtack',
      'bbb',
      'porch',
      'gbp',
      'gmb',
      'googlebusiness',
      'googlebusinessprofile',
      'googlemybusiness',
      'googlemaps',
      'maps',
    ],
  },
  {
    channel: 'social',
    hosts:
      /(?:^|\.)(?:facebook\.com|fb\.com|fb\.me|instagram\.com|pinterest\.[a-z.]+|pin\.it|nextdoor\.[a-z.]+|linkedin\.com|lnkd\.in|x\.com|twitter\.com|t\.co|youtube\.com|youtu\.be|tiktok\.com|reddit\.com|threads\.net|com\.facebook\.katana|com\.instagram\.android|com\.linkedin\.android|com\.pinterest)$/,
    names: [
      'facebook',
      'fb',
      'instagram',
      'ig',
      'pinterest',
      'nextdoor',
      'linkedin',
      'twitter',
      'x',
      'youtube',
      'tiktok',
      'reddit',
      'threads',
    ],
  },
  {
    channel: 'search',
    hosts:
      /(?:^|\.)(?:google\.[a-z.]+|bing\.com|duckduckgo\.com|yahoo\.[a-z.]+|ecosia\.org|baidu\.com|yandex\.[a-z.]+|search\.brave\.com|startpage\.com|qwant\.com|aol\.com|ask\.com|kagi\.com|com\.google\.android\.googlequicksearchbox)$/,
    names: ['google', 'bing', 'duckduckgo', 'yahoo', 'ecosia', 'baidu', 'yandex', 'brave', 'qwant'],
  },
]

/** A tag as a name to compare: lower case, letters and digits only ("Google Business" → googlebusiness). */
const nameOf = (text: string | undefined) => (text ?? '').toLowerCase().replace(/[^a-z0-9]/g, '')

/** Whether any campaign tag names a Google Business Profile listing (utm_campaign=gbp-listing). */
const tagsNameProfile = (source: LeadSource) =>
  [source.utmSource, source.utmMedium, source.utmCampaign].some((value) =>
    /(?:^| )(?:gbp|gmb)(?: |$)|google ?(?:my ?)?business/.test(
      (value ?? '').toLowerCase().replace(/[^a-z0-9]+/g, ' '),
    ),
  )

/**
 * The kind of source of a request: an ad click or a paid medium is Ads; an e-mail medium is
 * E-mail; then the referrer's host or the campaign's source names a listing, a social network or
 * a search engine; any other site is Other sites; a visit seen from its first page with none of
 * these is Direct; a request without a visit (no script ran, or sent before sources were kept)
 * is Not known.
 */
export function channelOf(source: LeadSource | undefined): Channel {
  if (!source) return 'unknown'
  const medium = (source.utmMedium ?? '').toLowerCase()
  if (source.adClick || PAID_MEDIUM.test(medium)) return 'ads'
  if (EMAIL_MEDIUM.test(medium)) return 'email'
  if (tagsNameProfile(source)) return 'listings'
  const host = source.referrerHost ?? ''
  const name = nameOf(source.utmSource)
  for (const known of KNOWN) {
    if ((host && known.hosts.test(host)) || (name && known.names.includes(name))) {
      return known.channel
    }
  }
  if (SOCIAL_MEDIUM.test(medium)) return 'social'
  if (host || name) return 'other-sites'
  return source.firstPage ? 'direct' : 'unknown'
}

/** The ad networks' names, by the click a visit came from. */
export const AD_NETWORKS: Readonly<Record<string, string>> = {
  'google-ads': 'Google Ads',
  'microsoft-ads': 'Microsoft Ads',
}

/** What a lead's source is titled wherever the owner reads it: the desk's card, the e-mail. */
export const SOURCE_TITLE = 'Came from'

/**
 * A source in one line, as the desk's card shows it: its kind, then what the visit said of
 * itself ("Ads · google / cpc / spring · Google Ads click · first page /services/kitchens · phone").
 */
export function sourceLine(source: LeadSource | undefined): string {
  if (!source) return CHANNEL_LABELS.unknown
  const campaign = [source.utmSource, source.utmMedium, source.utmCampaign].filter(Boolean)
  return [
    CHANNEL_LABELS[channelOf(source)],
    source.referrerHost && `from ${source.referrerHost}`,
    campaign.length > 0 && campaign.join(' / '),
    source.adClick && `${AD_NETWORKS[source.adClick]} click`,
    source.firstPage && `first page ${source.firstPage}`,
    source.device,
    source.display === 'home-screen' && 'opened from the Home Screen',
    source.sentOffline && 'sent offline',
  ]
    .filter(Boolean)
    .join(' · ')
}
