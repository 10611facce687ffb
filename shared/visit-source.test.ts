import { describe, expect, it } from 'vitest'
import { encodeVisit, referrerHostOf, visitFromAddress } from './visit-source'

const SITE = 'https://www.example-remodel.com'

describe('the visit a first page notes', () => {
  it('keeps the page, the campaign tags and which ad network a click came from, never its id', () => {
    const visit = visitFromAddress(
      `${SITE}/services/kitchens?utm_source=google&utm_medium=cpc&utm_campaign=spring%20kitchens&gclid=Cj0KCQ-secret`,
      '',
    )
    expect(visit).toEqual({
      firstPage: '/services/kitchens',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring kitchens',
      adClick: 'google-ads',
    })
    expect(encodeVisit(visit)).not.toContain('Cj0KCQ')
  })

  it('keeps the other site’s host only, and nothing for our own pages', () => {
    expect(referrerHostOf('https://www.houzz.com/pro/someone/reviews?x=1#top', 'example.com')).toBe(
      'houzz.com',
    )
    expect(referrerHostOf(`${SITE}/blog`, 'example-remodel.com')).toBeUndefined()
    expect(referrerHostOf(`${SITE}/blog`, 'www.example-remodel.com')).toBeUndefined()
    expect(referrerHostOf('android-app://com.google.android.gm/', 'example.com')).toBe(
      'com.google.android.gm',
    )
    expect(referrerHostOf('', 'example.com')).toBeUndefined()
    expect(referrerHostOf('javascript:alert(1)', 'example.com')).toBeUndefined()
    expect(visitFromAddress(`${SITE}/`, 'https://nextdoor.com/p/abc').referrerHost).toBe(
      'nextdoor.com',
    )
  })

  it('keeps tags within their limit', () => {
    const visit = visitFromAddress(`${SITE}/?utm_campaign=${'x'.repeat(500)}`, '')
    expect(visit.utmCampaign).toHaveLength(100)
  })

  it('is one URL-encoded field', () => {
    expect(encodeVisit({ firstPage: '/a b', device: 'phone', referrerHost: '' })).toBe(
      'firstPage=%2Fa+b&device=phone',
    )
  })
})
