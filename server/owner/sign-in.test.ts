import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server'
import { describe, expect, it } from 'vitest'
import type { CeremonyOptions } from '../../shared/owner-api'
import { expectStatus, ownerSetup, sessionCookieOf } from '../testing/owner-desk'
import { SESSION_COOKIE } from './session-cookie'
import { SESSION_LIFETIME_MS } from './sessions'
import { softwareAuthenticator } from '../testing/software-authenticator'

const DAY_MS = 24 * 60 * 60_000

describe('joining the desk from an invite', () => {
  const desk = ownerSetup()

  it('says whose invite it is, then makes the passkey, the member and a session', async () => {
    const { token } = desk.people.invite('Maria', null)
    const check = await desk.call('post', '/invites/check', { body: { token } }).expect(200)
    expect(check.body).toEqual({ name: 'Maria', expiresAt: expect.any(String) })

    const phone = softwareAuthenticator(desk.origin)
    const joined = await expectStatus(desk.register(token, phone), 201)
    expect(joined.body).toEqual({ id: expect.any(String), name: 'Maria' })
    const session = sessionCookieOf(joined)!
    const me = await desk.call('get', '/me', { session }).expect(200)
    expect(me.body).toEqual(joined.body)
    const teamList = await desk.call('get', '/team', { session }).expect(200)
    expect(teamList.body.members).toEqual([
      expect.objectContaining({ name: 'Maria', passkeys: 1, lastSignInAt: expect.any(String) }),
    ])
  })

  it('asks the phone for a discoverable passkey bound to the site’s host', async () => {
    const { token } = desk.people.invite('Joe', null)
    const res = await desk.call('post', '/register/options', { body: { token } }).expect(200)
    const { options } = res.body as CeremonyOptions<PublicKeyCredentialCreationOptionsJSON>
    expect(options.rp.id).toBe('localhost')
    expect(options.user.name).toBe('Joe')
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'preferred',
    })
  })

  it('takes an invite once', async () => {
    const { token } = desk.people.invite('Ann', null)
    await expectStatus(desk.register(token, softwareAuthenticator(desk.origin)), 201)
    const members = desk.count('team_members')

    const again = await desk.call('post', '/invites/check', { body: { token } }).expect(410)
    expect(again.body.message).toMatch(/already used/)
    await desk.call('post', '/register/options', { body: { token } }).expect(410)
    expect(desk.count('team_members')).toBe(members)
  })

  it('lets two phones racing with one link make one member', async () => {
    const { token } = desk.people.invite('Twin', null)
    const options = await Promise.all(
      [1, 2].map(() => desk.call('post', '/register/options', { body: { token } }).expect(200)),
    )
    const answers = await Promise.all(
      options.map((res) => {
        const { ceremony, options } =
          res.body as CeremonyOptions<PublicKeyCredentialCreationOptionsJSON>
        const response = softwareAuthenticator(desk.origin).create(options)
        return desk.call('post', '/register/verify', { body: { ceremony, response } })
      }),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([201, 410])
    expect(desk.count('team_members', 'name = ?', 'Twin')).toBe(1)
  })

  it('refuses an invite after 24 hours, also one that ran out during the passkey prompt', async () => {
    const yesterday = new Date(Date.now() - DAY_MS - 60_000)
    const old = desk.people.invite('Late', null, yesterday)
    const check = await desk.call('post', '/invites/check', { body: { token: old.token } })
    expect(check.status).toBe(410)
    expect(check.body.message).toMatch(/expired/)

    const { token } = desk.people.invite('Slow', null)
    const started = await desk.call('post', '/register/options', { body: { token } }).expect(200)
    const { ceremony, options } =
      started.body as CeremonyOptions<PublicKeyCredentialCreationOptionsJSON>
    desk.db.prepare("UPDATE invites SET expires_at = '2000-01-01T00:00:00.000Z'").run()
    const response = softwareAuthenticator(desk.origin).create(options)
    const late = await desk.call('post', '/register/verify', { body: { ceremony, response } })
    expect(late.status).toBe(410)
    expect(sessionCookieOf(late)).toBeUndefined()
    expect(desk.count('team_members', 'name = ?', 'Slow')).toBe(0)
  })

  it('refuses an unknown invite token and a malformed one', async () => {
    const unknown = 'A'.repeat(43)
    await desk.call('post', '/invites/check', { body: { token: unknown } }).expect(404)
    const bad = await desk.call('post', '/invites/check', { body: { token: 'short' } }).expect(400)
    expect(bad.body.fields).toEqual({ token: 'The invite link is incomplete' })
  })

  it('refuses a passkey made for a look-alike site, and keeps the invite', async () => {
    const { token } = desk.people.invite('Phished', null)
    const phone = softwareAuthenticator(desk.origin)
    const res = await desk.register(token, phone, 'https://owner-desk.example.net')
    expect(res.status).toBe(400)
    expect(sessionCookieOf(res)).toBeUndefined()
    expect(desk.people.inviteState(token, new Date()).kind).toBe('valid')
  })
})

describe('signing in with a passkey', () => {
  const desk = ownerSetup()

  it('signs in with a new session id each time; the one sent along ends', async () => {
    const { member, device, session: first } = await desk.join('Maria')
    const signedIn = await expectStatus(desk.signIn(device, { session: first }), 200)
    expect(signedIn.body).toEqual(member)
    const second = sessionCookieOf(signedIn)!
    expect(second).not.toBe(first)
    await desk.call('get', '/me', { session: first }).expect(401)
    await desk.call('get', '/me', { session: second }).expect(200)
    const third = sessionCookieOf(await expectStatus(desk.signIn(device), 200))!
    // another sign-in without the old cookie is another device: both stay signed in
    await desk.call('get', '/me', { session: second }).expect(200)
    await desk.call('get', '/me', { session: third }).expect(200)
  })

  it('keeps the passkey’s counter and last use, and logs the sign-in', async () => {
    const { member, device } = await desk.join('Counter')
    await expectStatus(desk.signIn(device), 200)
    await expectStatus(desk.signIn(device), 200)
    const row = desk.db
      .prepare('SELECT counter, last_used_at AS lastUsedAt FROM passkeys WHERE member_id = ?')
      .get(member.id) as { counter: number; lastUsedAt: string }
    expect(row.counter).toBe(2)
    expect(Date.now() - Date.parse(row.lastUsedAt)).toBeLessThan(60_000)
    expect(desk.count('audit_log', "member_id = ? AND action = 'signed-in'", member.id)).toBe(2)
  })

  it('asks for any passkey the phone holds for the site: no names, no list', async () => {
    const res = await desk.call('post', '/signin/options').expect(200)
    const { options } = res.body as CeremonyOptions<PublicKeyCredentialRequestOptionsJSON>
    expect(options.rpId).toBe('localhost')
    expect(options.allowCredentials ?? []).toEqual([])
    expect(options.userVerification).toBe('preferred')
  })

  it('takes each ceremony once: a replayed answer makes no session', async () => {
    const { device } = await desk.join('Replay')
    const started = await desk.call('post', '/signin/options').expect(200)
    const { ceremony, options } =
      started.body as CeremonyOptions<PublicKeyCredentialRequestOptionsJSON>
    const body = { ceremony, response: device.get(options) }
    await desk.call('post', '/signin/verify', { body }).expect(200)
    const replay = await desk.call('post', '/signin/verify', { body }).expect(400)
    expect(replay.body.message).toMatch(/start again/)
    expect(sessionCookieOf(replay)).toBeUndefined()
  })

  it('refuses an answer signed for another origin, or by a passkey not on the desk', async () => {
    const { device } = await desk.join('Careful')
    const phished = await desk.signIn(device, { claimedOrigin: 'https://desk.example.net' })
    expect(phished.status).toBe(401)
    expect(sessionCookieOf(phished)).toBeUndefined()

    const stranger = softwareAuthenticator(desk.origin)
    const other = ownerSetup()
    await expectStatus(other.register(other.people.invite('Elsewhere', null).token, stranger), 201)
    const unknown = await desk.signIn(stranger)
    expect(unknown.status).toBe(401)
    expect(unknown.body.message).toMatch(/not on the desk/)
  })

  it('refuses the passkey of someone taken off the team', async () => {
    const { member, device } = await desk.join('Gone')
    desk.people.remove(member.id)
    const res = await desk.signIn(device)
    expect(res.status).toBe(401)
    expect(sessionCookieOf(res)).toBeUndefined()
  })

  it('sets the cookie HttpOnly, SameSite=Strict, for the whole site, until the session’s end', async () => {
    const { device } = await desk.join('Cookie')
    const res = await expectStatus(desk.signIn(device), 200)
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Strict/)
    expect(cookie).toMatch(/; Path=\//)
    // over http://localhost a Secure cookie would not be kept
    expect(cookie).not.toMatch(/; Secure/)
    const expires = Date.parse(/; Expires=([^;]+)/.exec(cookie)![1]!)
    expect(Math.abs(expires - (Date.now() + SESSION_LIFETIME_MS))).toBeLessThan(60_000)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('marks the cookie Secure when the site is served over https', async () => {
    const secureDesk = ownerSetup({ siteUrl: 'https://www.example.com' })
    const { token } = secureDesk.people.invite('Maria', null)
    const res = await secureDesk.register(token, softwareAuthenticator(secureDesk.origin))
    expect(res.status).toBe(201)
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).join('\n')
    expect(cookie).toMatch(
      /owner_session=[\w-]{43}; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict/,
    )
  })
})

describe('the sign-in rate limit', () => {
  it('answers 429 with what to do once an address has made 10 attempts in 15 minutes', async () => {
    const desk = ownerSetup({ signInLimit: { max: 10, windowMs: 15 * 60_000 } })
    for (let attempt = 0; attempt < 10; attempt++) {
      await desk.call('post', '/signin/options').expect(200)
    }
    const limited = await desk.call('post', '/signin/options').expect(429)
    expect(limited.body).toEqual({
      message: 'Too many sign-in attempts from your network. Please wait 15 minutes and try again.',
    })
    // invites are checked and passkeys made under the same count
    const { token } = desk.people.invite('Maria', null)
    await desk.call('post', '/invites/check', { body: { token } }).expect(429)
    await desk.call('post', '/register/options', { body: { token } }).expect(429)
  })
})
