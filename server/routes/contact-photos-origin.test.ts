/** Photos are taken only from our own pages, so another site's form cannot post leads. */
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { photo, photosSetup, postWithPhotos } from './contact-photos-test-support'

describe('POST /api/contact with photos', () => {
  it('takes photos only from our own pages, so another site’s form cannot post leads', async () => {
    const { app, count } = photosSetup()
    const files = [{ name: 'a.jpg', bytes: await photo('jpeg') }]
    const crossSite = await postWithPhotos(app, files, { site: 'cross-site' }).expect(403)
    expect(crossSite.body.message).toContain('only from our own pages')
    // an old browser without Sec-Fetch-Site: the Origin decides
    const fromElsewhere = await request(app)
      .post('/api/contact')
      .set('Origin', 'https://evil.example')
      .field('firstName', 'Eve')
      .attach('photos', files[0]!.bytes, 'a.jpg')
      .expect(403)
    expect(fromElsewhere.body.message).toContain('only from our own pages')
    // a form without photos, as another site's plain HTML form would send it
    await request(app)
      .post('/api/contact')
      .set('Sec-Fetch-Site', 'cross-site')
      .field('firstName', 'Eve')
      .expect(403)
    // from our own page it is read like any form: here, missing most fields
    const incomplete = await request(app)
      .post('/api/contact')
      .set('Sec-Fetch-Site', 'same-origin')
      .field('firstName', 'Eve')
      .expect(400)
    expect(Object.keys(incomplete.body.fields)).toEqual(['lastName', 'phone', 'email'])
    expect(count('leads')).toBe(0)
  })
})
