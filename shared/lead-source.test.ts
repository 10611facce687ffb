import { describe, expect, it } from 'vitest'
import { channelOf, readVisit, sourceLine, type LeadSource } from './lead-source'
import { encodeVisit } from './visit-source'

describe('reading a request’s source field', () => {
  it('keeps each valid part and drops the others, never refusing', () => {
    const field = new URLSearchParams({
      firstPage: '/services/kitchens',
      referrerHost: 'Bad Host!',
      utmSource: 'google',
      utmMedium: 'x'.repeat(101),
      adClick: 'google-ads',
      device: 'tablet',
      display: 'home-screen',
      visitorId: 'abc',
    }).toString()
    expect(readVisit(field)).toEqual({
      firstPage: '/services/kitchens',
      utmSource: 'google',
      adClick: 'google-ads',
      display: 'home-screen',
    })
  })

  it('gives an empty visit for what is not one', () => {
    expect(readVisit(undefined)).toEqual({})
    expect(readVisit({ firstPage: '/' })).toEqual({})
    expect(readVisit('x'.repeat(5000))).toEqual({})
    expect(readVisit('firstPage=https%3A%2F%2Fevil.example%2F')).toEqual({})
  })

  it('writes tags on one line, without hidden characters', () => {
    expect(
      readVisit(
        encodeVisit({ utmSource: 'news\nletter\u202e', utmCampaign: 'spring\u200b kitchens' }),
      ),
    ).toEqual({ utmSource: 'news letter', utmCampaign: 'spring kitchens' })
  })
})

describe('the kind of source', () => {
  const first = { firstPage: '/' }
  const cases: [string, LeadSource, ReturnType<typeof channelOf>][] = [
    ['a Google Ads click', { ...first, adClick: 'google-ads', referrerHost: 'google.com' }, 'ads'],
    ['a paid medium', { ...first, utmSource: 'facebook', utmMedium: 'paid_social' }, 'ads'],
    ['cpc', { ...first, utmSource: 'bing', utmMedium: 'CPC' }, 'ads'],
    ['an e-mail medium', { ...first, utmSource: 'spring-letter', utmMedium: 'email' }, 'email'],
    ['webmail', { ...first, referrerHost: 'mail.google.com' }, 'email'],
    ['a search engine', { ...first, referrerHost: 'google.co.uk' }, 'search'],
    ['DuckDuckGo', { ...first, referrerHost: 'duckduckgo.com' }, 'search'],
    ['an organic tag', { ...first, utmSource: 'Bing', utmMedium: 'organic' }, 'search'],
    ['Houzz', { ...first, referrerHost: 'houzz.com' }, 'listings'],
    ['a Yelp tag', { ...first, utmSource: 'yelp' }, 'listings'],
    ['a Business Profile tag', { ...first, utmSource: 'gbp' }, 'listings'],
    [
      'a Business Profile campaign',
      { ...first, utmSource: 'google', utmMedium: 'organic', utmCampaign: 'gbp-listing' },
      'listings',
    ],
    ['Google Business by name', { ...first, utmSource: 'Google Business' }, 'listings'],
    ['Google Maps', { ...first, referrerHost: 'maps.google.com' }, 'listings'],
    ['business.google.com', { ...first, referrerHost: 'business.google.com' }, 'listings'],
    ['Facebook’s link shim', { ...first, referrerHost: 'l.facebook.com' }, 'social'],
    ['Nextdoor', { ...first, referrerHost: 'nextdoor.com' }, 'social'],
    ['t.co', { ...first, referrerHost: 't.co' }, 'social'],
    ['a social medium', { ...first, utmSource: 'community-board', utmMedium: 'social' }, 'social'],
    ['a neighbour’s link', { ...first, referrerHost: 'chappaqua-pta.org' }, 'other-sites'],
    ['an unknown campaign source', { ...first, utmSource: 'fridge-magnet' }, 'other-sites'],
    ['a first page and nothing else', first, 'direct'],
    ['no first page seen', { sentOffline: true }, 'unknown'],
  ]
  it.each(cases)('%s', (_name, source, channel) => {
    expect(channelOf(source)).toBe(channel)
  })

  it('is Not known without a source', () => {
    expect(channelOf(undefined)).toBe('unknown')
  })
})

describe('a source in one line', () => {
  it('names the kind, then what the visit said of itself', () => {
    expect(
      sourceLine({
        firstPage: '/services/kitchens',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'spring',
        adClick: 'google-ads',
        device: 'phone',
        display: 'home-screen',
        sentOffline: true,
      }),
    ).toBe(
      'Ads · google / cpc / spring · Google Ads click · first page /services/kitchens · phone · opened from the Home Screen · sent offline',
    )
    expect(sourceLine({ firstPage: '/', display: 'browser' })).toBe('Direct · first page /')
    expect(sourceLine(undefined)).toBe('Not known')
  })
})
