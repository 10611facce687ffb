import { describe, expect, it } from 'vitest'
import { paths } from '../../shared/paths'
import { fallbackFormPage } from './fallback-form-page'
import { formPage } from './form-page'
import { attribute, startTags } from './markup'
import { builtPage, contactForm, TEST_PAGES } from '../testing/built-pages'

const estimate = TEST_PAGES[paths.estimate]!

/** The start tag of the control named `name` in the page's contact form. */
function control(html: string, name: string) {
  return [...startTags(html)].find(
    (tag) => ['input', 'select', 'textarea'].includes(tag.name) && attribute(tag, 'name') === name,
  )!
}

/** The markup of the problems slot, from its start tag to its end. */
function slot(html: string): string {
  const start = html.indexOf('<div data-form-problems')
  return html.slice(start, html.indexOf('</div>', start) + 6)
}

const typed = {
  firstName: 'Maria',
  lastName: '',
  phone: '555 <script>alert(1)</script>',
  email: 'maria@example.net',
  serviceType: 'bathroom',
  projectDetails: 'Tub to "shower" & <b>tile</b>\nSecond line',
  pagePath: '/estimate',
}

const invalid = {
  message: 'Please check: …',
  fields: { lastName: 'Last name is required', phone: 'Valid phone number is required' },
  values: typed,
}

describe('the answer page of a form', () => {
  it('fills the problems slot, shows it and focuses it, linking each problem to its field', () => {
    const html = formPage(estimate, 'estimate', invalid)!
    expect(slot(html)).toBe(
      '<div data-form-problems="" role="alert" tabindex="-1" class="rounded-md border border-red-700 p-4" autofocus="">' +
        '<h2>There is a problem with your request</h2><ul>' +
        '<li><a href="#_R_a5_-lastName">Last name is required</a></li>' +
        '<li><a href="#_R_a5_-phone">Valid phone number is required</a></li>' +
        '</ul></div>',
    )
  })

  it('gives back what was typed, escaped: values, the text area and the chosen option', () => {
    const html = formPage(estimate, 'estimate', invalid)!
    expect(attribute(control(html, 'firstName'), 'value')).toBe('Maria')
    expect(attribute(control(html, 'phone'), 'value')).toBe('555 <script>alert(1)</script>')
    expect(html).toContain('value="555 &lt;script&gt;alert(1)&lt;/script&gt;"')
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain(
      'name="projectDetails" rows="4">Tub to &quot;shower&quot; &amp; &lt;b&gt;tile&lt;/b&gt;\nSecond line</textarea>',
    )
    expect(html).toContain('<option value="bathroom" selected="">Bathroom Remodeling</option>')
    expect(html.match(/selected=""/g)).toHaveLength(1)
    expect(attribute(control(html, 'pagePath'), 'value')).toBe('/estimate')
    // what the script fills stays empty: a corrected request is a new one
    expect(attribute(control(html, 'idempotencyKey'), 'value')).toBe('')
    expect(attribute(control(html, 'fillMs'), 'value')).toBe('')
  })

  it('marks each bad field and puts its message after it, as the React form does', () => {
    const html = formPage(estimate, 'estimate', invalid)!
    const phone = control(html, 'phone')
    expect(attribute(phone, 'aria-invalid')).toBe('true')
    expect(attribute(phone, 'aria-describedby')).toBe('_R_a5_-phone-error')
    expect(html.slice(phone.end)).toMatch(
      /^<p id="_R_a5_-phone-error" class="text-sm font-medium text-red-700">Valid phone number is required<\/p>/,
    )
    expect(attribute(control(html, 'firstName'), 'aria-invalid')).toBe('false')
  })

  it('marks a select and a text area after their closing tags', () => {
    const html = formPage(estimate, 'estimate', {
      message: '',
      fields: { serviceType: 'Invalid input', projectDetails: 'Required' },
    })!
    expect(html).toContain(
      '</select><p id="_R_a5_-serviceType-error" class="text-sm font-medium text-red-700">Invalid input</p>',
    )
    expect(html).toContain(
      '</textarea><p id="_R_a5_-projectDetails-error" class="text-sm font-medium text-red-700">Required</p>',
    )
  })

  it('names a problem with no field of its own without a link', () => {
    const html = formPage(estimate, 'estimate', {
      message: '',
      fields: { pagePath: 'Not a page address of this site' },
    })!
    expect(slot(html)).toContain('<li>Not a page address of this site</li>')
  })

  it('holds a refusal’s message, and asks for the photos again', () => {
    const html = formPage(estimate, 'estimate', {
      message: 'Too many requests from your network.',
      values: typed,
      photos: 2,
    })!
    expect(slot(html)).toContain(
      '<h2>Your request was not sent</h2><p>Too many requests from your network.</p>' +
        '<p>The 2 photos you chose were not kept: please choose them again.</p>',
    )
    expect(attribute(control(html, 'email'), 'value')).toBe('maria@example.net')
  })

  it('keeps the page’s scripts, data and styles', () => {
    const html = formPage(estimate, 'estimate', invalid)!
    expect(html).toContain('main-abc123.js')
    expect(html).toContain('application/ld+json')
    expect(html).toContain('id="route-slice"')
    expect(html).toContain('<style>h1{color:#23395b}</style>')
    expect(html).toContain('/assets/early-abc123.css')
  })

  it('finds the form by its id among several, in spite of comments and scripts', () => {
    const page = builtPage(
      'Two forms',
      contactForm('contact-page', '/contact', 'a') + contactForm('estimate', '/estimate', 'b'),
    )
    const html = formPage(page, 'estimate', invalid)!
    expect(html).toContain('href="#b-phone"')
    expect(html).not.toContain('href="#a-phone"')
    expect(formPage(page, 'modal', invalid)).toContain('href="#a-phone"')
  })

  it('gives up on a page without the form or its slot', () => {
    const plainForm = builtPage('None', '<form><input name="x"/></form>')
    expect(formPage(plainForm, 'estimate', invalid)).toBeUndefined()
    expect(formPage('<p>nothing</p>', 'estimate', invalid)).toBeUndefined()
    const noSlot = contactForm('estimate', '/estimate', 'c').replace(
      /<div data-form[^>]*><\/div>/,
      '',
    )
    expect(formPage(builtPage('x', noSlot), 'estimate', invalid)).toBeUndefined()
  })

  it('fills the bare fallback page the same way', () => {
    const html = formPage(fallbackFormPage('contact-page'), 'contact-page', invalid)!
    expect(html).toContain('<a href="#phone">Valid phone number is required</a>')
    expect(attribute(control(html, 'phone'), 'value')).toBe(typed.phone)
    expect(html).toContain('name="formId" value="contact-page"')
  })
})
