/** The thank-you page shows the reference of a stored request, and nothing else in its place. */
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { formFields, nativeSetup, postForm } from '../testing/contact'

describe('the thank-you page', () => {
  it('shows the reference it was sent on with', async () => {
    const t = nativeSetup()
    const sent = await postForm(t.app, { ...formFields, fillMs: '30000' }).expect(303)
    const res = await request(t.app).get(sent.headers.location!).expect(200)
    const reference = sent.headers.location!.split('=')[1]!
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.text).toContain(
      `<p data-request-reference="" class="mt-4 text-sm">Your request&#x27;s reference: <strong>${reference}</strong></p>`,
    )
    const other = await request(t.app).get('/thank-you?ref=ABCDEF12').expect(200)
    expect(other.text).toContain('<strong>ABCDEF12</strong>')
  })

  it('ignores anything that is not a reference', async () => {
    const t = nativeSetup()
    const built = await request(t.app).get('/thank-you').expect(200)
    for (const ref of ['%3Cscript%3E', 'abcdef12', 'ABCDEF123', 'ABCDEF12&ref=ABCDEF13']) {
      const res = await request(t.app).get(`/thank-you?ref=${ref}`).expect(200)
      expect(res.text, ref).toBe(built.text)
      expect(res.text).toContain('<p data-request-reference="" hidden=""')
    }
  })
})
