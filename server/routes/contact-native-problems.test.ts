/** A request with problems gets its form's page back, each problem named, the fields as typed. */
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { DETAILS_MAX } from '../../shared/contact-request'
import { attribute } from '../html/markup'
import {
  BROWSER_ACCEPT,
  contactSetup,
  formFields,
  multipartBody,
  nativeSetup,
  postForm,
  SITE,
} from '../testing/contact'
import { control, expectPage, summary } from './contact-form-page-test-support'

describe('a request with problems', () => {
  it('gets its form’s page back: each problem named, the fields as typed, the bad ones marked', async () => {
    const t = nativeSetup()
    const typed = {
      ...formFields,
      formId: 'contact-page',
      pagePath: '/contact',
      firstName: 'Maria "Mia" <script>alert(1)</script>',
      phone: '555-0199',
      email: 'maria@',
      fillMs: '30000',
    }
    const res = await postForm(t.app, typed).expect(400)
    expectPage(res)
    // the contact page's form, not the estimate page's
    expect(res.text).toContain('<h1>Contact us</h1>')
    const problems = summary(res.text)
    expect(problems).toContain('<h2>There is a problem with your request</h2>')
    for (const [field, message] of [
      ['phone', 'Valid phone number is required'],
      ['email', 'Valid email is required'],
    ]) {
      expect(problems).toContain(`<li><a href="#«R1»-${field}">${message}</a></li>`)
      expect(attribute(control(res.text, field!), 'aria-invalid')).toBe('true')
      expect(res.text).toContain(
        `<p id="«R1»-${field}-error" class="text-sm font-medium text-red-700">${message}</p>`,
      )
    }
    expect(attribute(control(res.text, 'firstName'), 'value')).toBe(typed.firstName)
    expect(res.text).toContain(
      'value="Maria &quot;Mia&quot; &lt;script&gt;alert(1)&lt;/script&gt;"',
    )
    expect(res.text).not.toContain('<script>alert(1)')
    expect(attribute(control(res.text, 'phone'), 'value')).toBe('555-0199')
    expect(res.text).toContain('<option value="kitchen" selected="">')
    // the time already spent counts for the corrected send; its key is a new one
    expect(attribute(control(res.text, 'fillMs'), 'value')).toBe('30000')
    expect(attribute(control(res.text, 'idempotencyKey'), 'value')).toBe('')
    expect(t.count('leads')).toBe(0)
  })

  it('names the message’s limit for a message over it, the message kept as typed', async () => {
    const t = nativeSetup()
    const long = `Kitchen: ${'open the wall, '.repeat(400)}`
    expect(long.length).toBeGreaterThan(DETAILS_MAX)
    const sent = { ...formFields, fillMs: '30000', projectDetails: long }
    const { type, body } = multipartBody(sent, [])
    for (const res of [
      await postForm(t.app, sent),
      await request(t.app)
        .post('/api/contact')
        .set({ Accept: BROWSER_ACCEPT, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': type })
        .send(body),
    ]) {
      expect(res.status).toBe(400)
      expectPage(res)
      expect(summary(res.text)).toContain(
        `<a href="#_R_a5_-projectDetails">Please keep your message under ${DETAILS_MAX} characters</a>`,
      )
      expect(attribute(control(res.text, 'projectDetails'), 'aria-invalid')).toBe('true')
      expect(res.text).toContain(`${long}</textarea>`)
    }
    expect(t.count('leads')).toBe(0)
  })

  it('asks again for the photos a refused request carried', async () => {
    const t = nativeSetup()
    const { type, body } = multipartBody({ ...formFields, fillMs: '30000' }, [
      { name: 'quote.pdf', bytes: Buffer.from('%PDF-1.7\n%%EOF'), type: 'application/pdf' },
    ])
    const res = await request(t.app)
      .post('/api/contact')
      .set({ Accept: BROWSER_ACCEPT, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': type })
      .send(body)
      .expect(400)
    expectPage(res)
    expect(summary(res.text)).toMatch(/<a href="#_R_a5_-photos">“quote\.pdf” is not a photo/)
    expect(summary(res.text)).toContain('The photo you chose was not kept: please choose it again.')
    expect(attribute(control(res.text, 'email'), 'value')).toBe(formFields.email)
  })

  it('answers the modal’s problems, and an unknown form’s, on the estimate page', async () => {
    const t = nativeSetup()
    for (const formId of ['modal', 'other']) {
      const res = await postForm(t.app, { ...formFields, formId, email: 'no' }).expect(400)
      expect(res.text).toContain('<h1>Request a free estimate</h1>')
      expect(summary(res.text)).toContain('<a href="#_R_a5_-email">Valid email is required</a>')
    }
  })

  it('gets a bare page with the same summary where no site is built', async () => {
    const t = contactSetup(undefined, { siteOrigin: SITE })
    const res = await postForm(t.app, { ...formFields, email: 'no' }).expect(400)
    expectPage(res)
    expect(summary(res.text)).toContain('<a href="#email">Valid email is required</a>')
    expect(attribute(control(res.text, 'email'), 'value')).toBe('no')
  })
})
