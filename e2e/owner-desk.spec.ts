/**
 * The owner's lead desk in a real browser, with Chromium's virtual authenticator standing in for
 * a phone's passkey: an invite from the command line, a passkey made from its link, a lead sent
 * through the public form answered on the desk, an invite made and revoked on the desk, and the
 * same passkey signing in elsewhere.
 */
import { expect, test } from '@playwright/test'
import { waitForHydration } from './console'
import { violations } from './axe'
import { invite, joinDesk, passkeyStore } from './owner-desk'
import { fillRequest, THANK_YOU, takeTimeToFill } from './request-form'
import { visitor } from './server-state'

test('invite, passkey, a lead answered, an invite revoked, and the same passkey elsewhere', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000)
  const link = invite('Maria', baseURL!)
  expect(link).toMatch(/\/owner\/#invite=[A-Za-z0-9_-]{43}$/)

  // Maria opens the link on her phone and makes her passkey
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const desk = await phone.newPage()
  const store = await passkeyStore(phone, desk)
  await joinDesk(desk, link, 'Maria')
  expect(new URL(desk.url()).hash).toBe('')

  // a homeowner sends a request through the public form
  const person = visitor('desk')
  const site = await browser.newPage()
  await site.goto('/contact')
  await waitForHydration(site)
  const form = await fillRequest(site, person, 'Primary bath, curbless shower.')
  await takeTimeToFill(site)
  await form.getByRole('button', { name: 'Send Request' }).click()
  await expect(site).toHaveURL(THANK_YOU)
  const reference = new URL(site.url()).searchParams.get('ref')!
  await site.close()

  // it is on the desk, and Maria marks it Contacted
  await desk.getByRole('searchbox', { name: 'Find' }).fill(person.email)
  // other tests' visitors share the name: the request is known by its reference
  const card = desk
    .getByRole('article', { name: `${person.firstName} ${person.lastName}` })
    .filter({ hasText: `ref ${reference}` })
  await expect(card).toBeVisible()
  await expect(card).toContainText(`ref ${reference}`)
  await expect(card.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:/)
  await card.getByLabel('State').selectOption('contacted')
  await expect(desk.getByRole('status')).toContainText('Contacted')
  expect(await violations(desk)).toEqual([])

  await desk.reload()
  await desk.getByRole('searchbox', { name: 'Find' }).fill(person.email)
  await expect(card.getByLabel('State')).toHaveValue('contacted')
  await expect(card).toContainText('answered in')

  // Maria invites Joe from the desk: the invite waits in the list until it is used or revoked
  const team = desk.getByRole('region', { name: 'Team' })
  const inviteName = team.getByLabel('Invite someone (their name)')
  await inviteName.fill('Joe')
  await team.getByRole('button', { name: 'Make an invite link' }).click()
  const sent = team.getByText('Send this link to Joe:')
  await expect(sent).toBeVisible()
  const joesLink = (await sent.locator('..').textContent())!.split(' ').at(-1)!
  expect(joesLink).toMatch(/\/owner\/#invite=[A-Za-z0-9_-]{43}$/)
  const waiting = team.getByRole('region', { name: 'Invites waiting' })
  const joesInvite = waiting.getByRole('listitem').filter({ hasText: 'Joe' })
  await expect(joesInvite).toContainText('Invited by you, works until')
  // a name already on the team is refused, and the desk says why, under the name
  await inviteName.fill(' maria ')
  await team.getByRole('button', { name: 'Make an invite link' }).click()
  const problem = team.getByRole('alert')
  await expect(problem).toHaveText(
    'Maria is already on the team, and two people cannot share a name. Please add a last name or an initial.',
  )
  await expect(inviteName).toHaveAttribute('aria-invalid', 'true')
  await expect(inviteName).toHaveAccessibleDescription(/already on the team/)
  expect(await violations(desk)).toEqual([])
  // revoked, its link no longer works
  await waiting.getByRole('button', { name: 'Revoke the invite for Joe' }).click()
  await expect(desk.getByRole('status')).toContainText('The invite for Joe was revoked')
  await expect(joesInvite).toHaveCount(0)
  await expect(sent).toBeHidden()
  const joesPhone = await browser.newPage()
  await joesPhone.goto(joesLink)
  await expect(joesPhone.getByRole('alert')).toHaveText(
    'This invite link was withdrawn. Please ask for a new one.',
  )
  await joesPhone.close()

  // the same passkey, synced to another device, signs in there
  const { credentials } = await store.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: store.authenticatorId,
  })
  expect(credentials).toHaveLength(1)
  const laptop = await browser.newContext()
  const other = await laptop.newPage()
  const second = await passkeyStore(laptop, other)
  await second.cdp.send('WebAuthn.addCredential', {
    authenticatorId: second.authenticatorId,
    credential: credentials[0]!,
  })
  await other.goto('/owner/')
  await other.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(other.getByRole('heading', { name: /^Requests/ })).toBeVisible()
  await expect(other.getByText('Lead desk · Maria')).toBeVisible()

  await phone.close()
  await laptop.close()
})

test('the desk is closed to anyone not signed in, and kept out of search engines', async ({
  page,
  request,
}) => {
  await page.goto('/owner/')
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible()
  expect(await violations(page)).toEqual([])
  const shell = await request.get('/owner/')
  expect(shell.headers()['x-robots-tag']).toBe('noindex, nofollow')
  const leads = await request.get('/api/owner/leads')
  expect(leads.status()).toBe(401)
  expect(await leads.json()).toEqual({ message: 'Please sign in with your passkey.' })
})
