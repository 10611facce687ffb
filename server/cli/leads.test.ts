import { describe, expect, it } from 'vitest'
import type { StoredLead } from '../db/leads'
import { csvField, leadsCsv, leadsText } from './leads'

const lead: StoredLead = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  createdAt: '2026-11-21T15:04:05.000Z',
  firstName: 'Maria',
  lastName: 'Lopez, Jr.',
  phone: '(914) 555-0199',
  email: 'maria@example.net',
  serviceType: 'bathroom',
  projectDetails: 'Hall bath, "tub to shower".\nSecond line.',
  formId: 'contact-page',
  pagePath: '/contact',
}

describe('leads export', () => {
  it('writes a header row and one quoted row per lead', () => {
    const csv = leadsCsv([lead])
    const [header, row] = csv.split('\r\n')
    expect(header).toBe(
      'Received,First name,Last name,Phone,E-mail,Service,Project details,Form,Page,Lead id',
    )
    expect(row).toContain('"Lopez, Jr."')
    expect(csv).toContain('"Hall bath, ""tub to shower"".\nSecond line."')
    expect(row).toContain('Bathroom Remodeling')
  })

  it('defuses values a spreadsheet would run as formulas', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvField('+1 914 555 0199')).toBe("'+1 914 555 0199")
  })

  it('lists leads readably, and says when there are none', () => {
    expect(leadsText([])).toBe('No leads stored yet.\n')
    expect(leadsText([lead])).toContain('E-mail          maria@example.net')
    expect(leadsText([lead])).toMatch(/1 lead\.\n$/)
  })
})
