import { describe, expect, it } from 'vitest'
import { WITHOUT_SCRIPT_TEXT } from '../db/lead-fields'
import { leadsText } from './lead-list'
import { sampleLead } from './sample-lead'

// eslint-disable-next-line no-control-regex -- what must never reach the terminal raw
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

describe('npm run leads (the listing)', () => {
  it('lists leads readably, and says when there are none', () => {
    expect(leadsText([])).toBe('No leads stored yet.\n')
    expect(leadsText([sampleLead()])).toContain('E-mail          maria@example.net')
    expect(leadsText([sampleLead()])).toMatch(/1 lead\.\n$/)
    expect(leadsText([sampleLead({ sentWithoutScript: 1 })])).toContain(
      `Sent without script ${WITHOUT_SCRIPT_TEXT}\n`,
    )
  })

  it('shows escape sequences in a stored name instead of obeying them', () => {
    const text = leadsText([
      sampleLead({
        firstName: '\u001b[2J\u001b[31mMaria\u0007',
        lastName: 'Lo\u0008\u0008pez\u009b1m\u007f',
        email: '\u202eten.elpmaxe@airam\u2066\u2069',
      }),
    ])
    expect(text).not.toMatch(RAW_CONTROL)
    expect(text).toContain('First name      \\x1b[2J\\x1b[31mMaria\\x07')
    expect(text).toContain('Last name       Lo\\x08\\x08pez\\x9b1m\\x7f')
    expect(text).toContain('E-mail          \\u202eten.elpmaxe@airam\\u2066\\u2069')
  })

  it('keeps line breaks in project details, indented, but never in a one-line field', () => {
    const text = leadsText([
      sampleLead({
        firstName: 'Maria\nPhone           (000) 000-0000',
        projectDetails: 'Line one\r\nLine two\rLine three\nLine \u001b[8mfour',
      }),
    ])
    expect(text).not.toMatch(RAW_CONTROL)
    expect(text).toContain('First name      Maria\\x0aPhone           (000) 000-0000\n')
    expect(text).toContain(
      'Project details Line one\n                Line two\n                Line three\n' +
        '                Line \\x1b[8mfour\n',
    )
  })
})
