/** Multipart bodies that are broken or odd: each gets a 400 with a plain message, never a 500. */
import sharp from 'sharp'
import request from 'supertest'
import { describe, expect, it, vi } from 'vitest'
import { BROWSER_ACCEPT, lead, multipartBody, nativeSetup } from '../testing/contact'

const fields = { ...lead, fillMs: String(lead.fillMs) }
const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#b98' } })
    .jpeg()
    .toBuffer()

/** POST /api/contact from our own page with this Content-Type and body, as they are. */
function post(app: ReturnType<typeof nativeSetup>['app'], type: string, body: Buffer) {
  return request(app)
    .post('/api/contact')
    .set('Sec-Fetch-Site', 'same-origin')
    .set('Content-Type', type)
    .send(body)
}

describe('a malformed multipart body', () => {
  it('gets 400 with a plain message, as JSON or as the answer page, and logs nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { app, count } = nativeSetup()
    const good = multipartBody(fields, [{ name: 'sink.jpg', bytes: await jpeg() }])
    const cases: [string, Buffer][] = [
      ['multipart/form-data', good.body],
      ['multipart/form-data; boundary=not-the-one', good.body],
      [good.type, Buffer.alloc(0)],
      [good.type, good.body.subarray(0, good.body.length - 20)],
      [good.type, Buffer.from('garbage\x00\xff\r\n\r\n--')],
    ]
    for (const [type, body] of cases) {
      const json = await post(app, type, body)
      expect(json.status, `${type} ${body.length}`).toBe(400)
      expect(json.body.message).toBe('The form could not be read. Please send it again.')
      const page = await post(app, type, body).set('Accept', BROWSER_ACCEPT)
      expect(page.status).toBe(400)
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(page.text).toContain('The form could not be read.')
    }
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    expect(count('leads')).toBe(0)
  })

  it('keeps a photo whose file name has control characters in it', async () => {
    const { app, store } = nativeSetup()
    const { type, body } = multipartBody(fields, [
      { name: 'sink\x01\x1b[31m.jpg', bytes: await jpeg() },
      { name: 'tab\there.jpg', bytes: await jpeg() },
    ])
    const answer = await post(app, type, body).expect(201)
    expect(store.photosOf(answer.body.id as string)).toHaveLength(2)
  })

  it('names a file sent in a field other than photos, with a 400', async () => {
    const { app } = nativeSetup()
    const { type, body } = multipartBody(fields, [{ name: 'a.jpg', bytes: await jpeg() }])
    const renamed = Buffer.from(
      body.toString('latin1').replace('name="photos"', 'name="resume\x07"'),
      'latin1',
    )
    const answer = await post(app, type, renamed).expect(400)
    expect(answer.body.message).toBe('Files can be sent only as photos, not as “resume”.')
  })

  it('ends a photo refusal with one full stop', async () => {
    const { app } = nativeSetup()
    const text = Buffer.from('just some text')
    const { type, body } = multipartBody(fields, [{ name: 'sink.jpg', bytes: text }])
    const answer = await post(app, type, body).expect(400)
    expect(answer.body.message).toMatch(/“sink\.jpg” is not a photo .*[^.]\.$/)
    expect(answer.body.fields.photos).toContain('“sink.jpg” is not a photo')
  })
})
