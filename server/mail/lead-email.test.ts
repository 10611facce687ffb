import { describe, expect, it } from 'vitest'
import { LEAD_COLUMNS, WITHOUT_SCRIPT_TEXT, type StoredLead } from '../db/lead-fields'
import { leadEmail } from './lead-email'

const lead: StoredLead = {
  id: '0b8e6c1e-5d1f-4a51-9a55-2c1f1f0e8d11',
  createdAt: '2026-11-25T10:04:00.000Z',
  firstName: 'Maria',
  lastName: 'Lopez <b>',
  phone: '(914) 555-0142',
  email: 'maria@example.com',
  serviceType: 'kitchen',
  projectDetails: 'Galley kitchen,\nabout 120 sq ft.',
  formId: 'estimate',
  pagePath: '/estimate',
  sentWithoutScript: 1,
}

describe('the lead e-mail', () => {
  it('shows every stored field with its title, the service by its label', () => {
    const { text } = leadEmail(lead)
    const shown: Partial<Record<keyof StoredLead, string>> = {
      serviceType: 'Kitchen Remodeling',
      sentWithoutScript: WITHOUT_SCRIPT_TEXT,
    }
    for (const { key, title, multiLine } of LEAD_COLUMNS) {
      if (multiLine) continue
      expect(text, key).toContain(`${title}: ${shown[key] ?? lead[key]}`)
    }
    expect(text).toContain('Project details:\nGalley kitchen,\nabout 120 sq ft.')
  })

  it('escapes the visitor’s words in the HTML part and keeps the subject on one line', () => {
    const email = leadEmail({ ...lead, firstName: 'Maria\r\nBcc: x@example.net' })
    expect(email.html).toContain('Lopez &lt;b&gt;')
    expect(email.html).not.toContain('<b>')
    expect(email.subject).not.toMatch(/[\r\n]/)
    expect(email.replyTo.address).toBe('maria@example.com')
  })
})
