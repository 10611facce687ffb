/**
 * What a lock screen shows of a new lead: the service, the town when the lead names one, and the
 * photos; never who sent it or what they wrote. Towns and services come from the catalogs.
 */
import { describe, expect, it } from 'vitest'
import { townGuides } from '../../shared/catalog/guides'
import { locationPages, townServicePages } from '../../shared/catalog/regions'
import { westchesterPlaces } from '../../shared/catalog/westchester-places'
import { serviceLabel, serviceTypes } from '../../shared/contact-request'
import { paths } from '../../shared/paths'
import type { StoredLead } from '../db/lead-fields'
import { leadAlert } from './lead-alert'
import { leadTown } from './lead-town'

const place = westchesterPlaces.find((p) => p.slug === 'chappaqua') ?? westchesterPlaces[0]!
const townOf = (slug: string) => westchesterPlaces.find((p) => p.slug === slug)?.town

const lead: StoredLead = {
  id: '3f2b8c1e-0000-4000-8000-000000000000',
  createdAt: new Date().toISOString(),
  firstName: 'Maria',
  lastName: 'Lopez',
  phone: '(914) 555-0199',
  email: 'maria.lopez@example.net',
  serviceType: serviceTypes[0].value,
  projectDetails: 'Galley kitchen, call after 5 pm.',
  formId: 'modal',
  pagePath: paths.town(place.slug),
  sentWithoutScript: 0,
}

describe('the alert for a new lead', () => {
  it('names the service, the town and the photos', () => {
    expect(leadAlert(lead, 2, 5)).toEqual({
      title: `New request: ${serviceLabel(serviceTypes[0].value)}`,
      body: `${place.town} · 2 photos attached`,
      url: `/owner/#lead/${lead.id}`,
      leadId: lead.id,
      newCount: 5,
    })
  })

  it('names the service and the photos alone when no town is known', () => {
    const alert = leadAlert({ ...lead, pagePath: '/contact', serviceType: null }, 1, 1)
    expect(alert).toMatchObject({ title: 'New request', body: '1 photo attached' })
    expect(leadAlert({ ...lead, pagePath: null }, 0, 1).body).toBe('No photos')
  })

  it('shows nothing of who sent it or what they wrote', () => {
    const text = JSON.stringify(
      leadAlert({ ...lead, projectDetails: `I live in ${place.town}` }, 0, 1),
    )
    for (const personal of [lead.firstName, lead.lastName, lead.phone, lead.email, 'I live']) {
      expect(text).not.toContain(personal)
    }
  })
})

describe('the town of a lead', () => {
  it('is the town of the page it was sent from', () => {
    const service = townServicePages[0]
    const guide = townGuides[0]
    const location = locationPages[0]
    if (service) {
      expect(leadTown(paths.townService(service.placeSlug, service.service), null)).toBe(
        townOf(service.placeSlug),
      )
    }
    if (guide) expect(leadTown(paths.townGuide(guide.slug), null)).toBe(townOf(guide.placeSlug))
    if (location) {
      expect(leadTown(paths.location(location.region, location.slug), null)).toBe(location.label)
    }
    expect(leadTown(paths.town(place.slug), `We are in ${westchesterPlaces.at(-1)!.town}`)).toBe(
      place.town,
    )
  })

  it('is a town the message names after in, at, near or from, else none', () => {
    expect(leadTown('/contact', `Colonial in ${place.town}, 1950s kitchen`)).toBe(place.town)
    expect(leadTown(null, `moving from ${place.town} soon`)).toBe(place.town)
    // a name that is also a town is not read as one without its preposition
    expect(leadTown(null, `This is ${place.town} calling`)).toBeUndefined()
    expect(leadTown(null, `in ${place.town.toLowerCase()}`)).toBeUndefined()
    expect(leadTown(null, null)).toBeUndefined()
  })

  it('prefers the longest town name a message names', () => {
    const names = westchesterPlaces.map((p) => p.town)
    const longer = names.find((name) => names.some((short) => name.startsWith(`${short} `)))
    if (!longer) return
    expect(leadTown(null, `a house in ${longer}`)).toBe(longer)
  })
})
