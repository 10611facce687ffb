import type { StoredLead } from '../db/leads'

/** A stored lead for the CLI's tests, with any fields replaced. */
export function sampleLead(fields: Partial<StoredLead> = {}): StoredLead {
  return {
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
    sentWithoutScript: 0,
    ...fields,
  }
}
