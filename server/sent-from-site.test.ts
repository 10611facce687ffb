import type { Request } from 'express'
import { describe, expect, it } from 'vitest'
import { sentFromSite } from './sent-from-site'

const SITE = 'https://www.example.com'
const request = (headers: Record<string, string>) =>
  ({ get: (name: string) => headers[name.toLowerCase()] }) as unknown as Request

describe('a request sent by the site’s own pages', () => {
  it('is told by the browser’s Sec-Fetch-Site first, whatever address the server is reached at', () => {
    expect(sentFromSite(request({ 'sec-fetch-site': 'same-origin' }), SITE)).toBe(true)
    const proxied = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:5055' }
    expect(sentFromSite(request(proxied), SITE)).toBe(true)
    for (const site of ['same-site', 'cross-site', 'none']) {
      expect(sentFromSite(request({ 'sec-fetch-site': site, origin: SITE }), SITE), site).toBe(
        false,
      )
    }
  })

  it('else by an Origin equal to the site’s', () => {
    expect(sentFromSite(request({ origin: SITE }), SITE)).toBe(true)
    expect(sentFromSite(request({ origin: 'https://evil.example' }), SITE)).toBe(false)
    expect(sentFromSite(request({ origin: SITE }), undefined)).toBe(false)
    expect(sentFromSite(request({}), SITE)).toBe(false)
  })
})
