import { describe, expect, it } from 'vitest'
import { confirmationWords } from '../../.content/mail/confirmation'
import { addressLine, business } from '../../shared/business'
import { requestReference } from '../../shared/request-reference'
import { confirmationEmail } from './confirmation-email'

const LEAD_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7'

describe('the homeowner’s confirmation', () => {
  it('says what happens next in the owner’s words, with the business facts and the reference', () => {
    const { subject, text, html } = confirmationEmail(LEAD_ID)
    const words = confirmationWords
    expect(subject).toBe(`${words.subject} — reference ${requestReference(LEAD_ID)}`)
    const lines = [
      words.greeting,
      words.intro,
      `${words.reference.label}: ${requestReference(LEAD_ID)}`,
      `${words.call.who}: ${business.name}`,
      `${words.call.when}: ${business.hours.summary}`,
      words.call.text,
      `${words.haveReady.heading}:`,
      ...words.haveReady.items.map((item) => `- ${item}`),
      `${words.showroom.label}: ${addressLine}`,
      `${words.showroom.hours}: ${business.hours.summary}; ${business.hours.sunday}`,
      `${words.callUs}: ${business.phone.display}`,
    ]
    for (const line of lines) expect(text.split('\n')).toContain(line)
    expect(html).toContain(`<strong>${words.callUs}:</strong> ${business.phone.display}`)
  })

  it('says how long the first visit takes only when the content says so', () => {
    const firstVisit = 'A first visit takes about an hour.'
    const withVisit = confirmationEmail(LEAD_ID, {
      ...confirmationWords,
      call: { ...confirmationWords.call, firstVisit },
    })
    expect(withVisit.text).toContain(firstVisit)
    const { firstVisit: _left, ...call } = confirmationWords.call
    const without = confirmationEmail(LEAD_ID, { ...confirmationWords, call })
    // the same e-mail, that line left out
    expect(without.text).toBe(withVisit.text.replace(`\n${firstVisit}`, ''))
    expect(without.html).toBe(withVisit.html.replace(`<br>\n${firstVisit}`, ''))
  })

  it('escapes the words in the HTML part', () => {
    const { html } = confirmationEmail(LEAD_ID, {
      ...confirmationWords,
      intro: 'Kitchens & baths <b>done right</b>',
    })
    expect(html).toContain('Kitchens &amp; baths &lt;b&gt;done right&lt;/b&gt;')
    expect(html).not.toContain('<b>')
  })
})
