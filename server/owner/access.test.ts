import { describe, expect, it } from 'vitest'
import { inviteTokenFromHash, OWNER_PATH } from '../../shared/owner-api'
import { OWNER_BODY_LIMIT_BYTES } from './request-body'
import { expectStatus, ownerSetup, sessionCookieOf } from '../testing/owner-desk'
import { SESSION_COOKIE } from './session-cookie'

/** Every route behind a session, with a body that would work for a signed-in member. */
const MEMBER_ROUTES = [
  { method: 'get', path: '/me' },
  { method: 'get', path: '/team' },
  { method: 'get', path: '/team/invites' },
  { method: 'post', path: '/team/invites', body: { name: 'Joe' } },
  { method: 'delete', path: '/team/invites/00000000-0000-4000-8000-000000000000' },
  { method: 'delete', path: '/team/00000000-0000-4000-8000-000000000000' },
  { method: 'post', path: '/signout' },
  { method: 'post', path: '/signout-everywhere' },
  { method: 'get', path: '/leads' },
  { method: 'patch', path: '/leads/00000000-0000-4000-8000-000000000000', body: { status: 'won' } },
  { method: 'delete', path: '/leads/00000000-0000-4000-8000-000000000000' },
  { method: 'get', path: '/leads.csv' },
  { method: 'get', path: '/leads/00000000-0000-4000-8000-000000000000/photos/1' },
] as const

const desk = ownerSetup()

/** A session that is live: /me answers with its member. */
async function isLive(session: string) {
  return (await desk.call('get', '/me', { session })).status === 200
}

describe('the desk without a live session', () => {
  it.each(MEMBER_ROUTES)('$method $path answers 401 with a message and nothing else', async (r) => {
    const invites = desk.count('invites')
    for (const session of [undefined, 'A'.repeat(43), 'not-a-session-id']) {
      const res = await desk.call(r.method, r.path, { session, body: 'body' in r ? r.body : {} })
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ message: 'Please sign in with your passkey.' })
      expect(res.headers['cache-control']).toBe('no-store')
    }
    expect(desk.count('invites')).toBe(invites)
  })

  it('clears a cookie that no longer opens anything', async () => {
    const res = await desk.call('get', '/me', { session: 'A'.repeat(43) }).expect(401)
    const cleared = ([] as string[]).concat(res.headers['set-cookie'] ?? []).join('\n')
    expect(cleared).toMatch(new RegExp(`${SESSION_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970`))
  })

  it('answers an unknown desk path with 401 too: nothing about the desk without signing in', async () => {
    await desk.call('get', '/leads').expect(401)
  })

  it('shuts out a member taken off the team, on every device, alerts included', async () => {
    const maria = await desk.join('Maria')
    const joe = await desk.join('Joe')
    const joesLaptop = sessionCookieOf(await expectStatus(desk.signIn(joe.device), 200))!
    desk.db
      .prepare(
        "INSERT INTO push_subscriptions (endpoint, member_id, p256dh, auth, created_at) VALUES ('https://push.example/1', ?, 'k', 'a', '2026-01-01')",
      )
      .run(joe.member.id)

    await desk.call('delete', `/team/${joe.member.id}`, { session: maria.session }).expect(204)
    for (const session of [joe.session, joesLaptop]) {
      const res = await desk.call('get', '/team', { session }).expect(401)
      expect(res.body).toEqual({ message: 'Please sign in with your passkey.' })
    }
    expect(desk.count('sessions', 'member_id = ?', joe.member.id)).toBe(0)
    expect(desk.count('push_subscriptions', 'member_id = ?', joe.member.id)).toBe(0)
    const team = await desk.call('get', '/team', { session: maria.session }).expect(200)
    expect(team.body.members.map((m: { name: string }) => m.name)).not.toContain('Joe')
    expect(
      desk.count('audit_log', "action = 'removed-member' AND member_id = ?", maria.member.id),
    ).toBe(1)
  })

  it('lets nobody remove themselves, and says so', async () => {
    const { member, session } = await desk.join('Solo')
    const res = await desk.call('delete', `/team/${member.id}`, { session }).expect(409)
    expect(res.body.message).toMatch(/cannot remove yourself/)
    await desk.call('delete', '/team/not-an-id', { session }).expect(404)
    expect(await isLive(session)).toBe(true)
  })
})

describe('a change sent from another site', () => {
  const elsewhere: Record<string, string>[] = [
    { Origin: 'https://evil.example' },
    { Origin: 'null' },
    // a browser that sends no Origin still says where the request came from
    { Origin: '', 'Sec-Fetch-Site': 'cross-site' },
    // and a request that says neither is not taken for the page's
    { Origin: '' },
  ]

  let round = 0
  it.each(elsewhere)('%j is refused with 403 and changes nothing', async (headers) => {
    round++
    const { member, session } = await desk.join(`Target ${round}`)
    const other = await desk.join(`Other ${round}`)
    const waiting = desk.people.invite(`Waiting ${round}`, member.id)
    const before = {
      invites: desk.count('invites'),
      revoked: desk.count('invites', 'revoked_at IS NOT NULL'),
      members: desk.count('team_members', 'removed_at IS NULL'),
      sessions: desk.count('sessions'),
    }
    const changes = [
      desk.call('post', '/team/invites', { session, headers, body: { name: 'Mallory' } }),
      desk.call('delete', `/team/invites/${waiting.id}`, { session, headers }),
      desk.call('delete', `/team/${other.member.id}`, { session, headers }),
      desk.call('post', '/signout', { session, headers }),
      desk.call('post', '/signout-everywhere', { session, headers }),
      desk.call('post', '/signin/options', { headers }),
      desk.call('post', '/invites/check', { headers, body: { token: 'A'.repeat(43) } }),
    ]
    for (const res of await Promise.all(changes)) {
      expect(res.status).toBe(403)
      expect(res.body).toEqual({ message: 'This request did not come from the desk’s own page.' })
    }
    expect({
      invites: desk.count('invites'),
      revoked: desk.count('invites', 'revoked_at IS NOT NULL'),
      members: desk.count('team_members', 'removed_at IS NULL'),
      sessions: desk.count('sessions'),
    }).toEqual(before)
    expect(desk.people.inviteState(waiting.token, new Date()).kind).toBe('valid')
    expect(await isLive(session)).toBe(true)
    expect(desk.people.byId(member.id)).toBeDefined()
  })

  it('is taken from a browser that sends no Origin but says same-origin', async () => {
    const { session } = await desk.join('Older browser')
    const headers = { Origin: '', 'Sec-Fetch-Site': 'same-origin' }
    await desk
      .call('post', '/team/invites', { session, headers, body: { name: 'Same-origin Joe' } })
      .expect(201)
  })

  it('reads with GET whatever the origin: a read changes nothing, and the cookie is Strict', async () => {
    const { session } = await desk.join('Reader')
    await desk
      .call('get', '/me', { session, headers: { Origin: 'https://evil.example' } })
      .expect(200)
  })
})

describe('signing out', () => {
  it('ends this device’s session only', async () => {
    const { device, session: phone } = await desk.join('Maria signs out')
    const laptop = sessionCookieOf(await expectStatus(desk.signIn(device), 200))!
    const res = await desk.call('post', '/signout', { session: phone }).expect(204)
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join()).toMatch(
      `${SESSION_COOKIE}=;`,
    )
    expect(await isLive(phone)).toBe(false)
    expect(await isLive(laptop)).toBe(true)
  })

  it('everywhere ends every session of the member, and nobody else’s', async () => {
    const maria = await desk.join('Maria everywhere')
    const joe = await desk.join('Joe stays')
    const devices = [
      maria.session,
      sessionCookieOf(await expectStatus(desk.signIn(maria.device), 200))!,
      sessionCookieOf(await expectStatus(desk.signIn(maria.device), 200))!,
    ]
    await desk.call('post', '/signout-everywhere', { session: devices[1] }).expect(204)
    for (const session of devices) expect(await isLive(session)).toBe(false)
    expect(desk.count('sessions', 'member_id = ?', maria.member.id)).toBe(0)
    expect(await isLive(joe.session)).toBe(true)
    // the passkey still signs in: signing out is not leaving the team
    await expectStatus(desk.signIn(maria.device), 200)
  })
})

describe('inviting from the desk', () => {
  it('gives a link whose token is in the fragment, which a new member can use once', async () => {
    const { member, session } = await desk.join('Inviter')
    const res = await desk.call('post', '/team/invites', {
      session,
      body: { name: '  Joe\u202e ' },
    })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Joe',
      link: expect.any(String),
      expiresAt: expect.any(String),
    })
    const link = new URL(res.body.link as string)
    expect(`${link.origin}${link.pathname}`).toBe(`${desk.siteUrl}${OWNER_PATH}`)
    expect(link.search).toBe('')
    const token = inviteTokenFromHash(link.hash)!
    const check = await desk.call('post', '/invites/check', { body: { token } }).expect(200)
    expect(check.body.name).toBe('Joe')
    expect(desk.count('audit_log', "action = 'invited' AND member_id = ?", member.id)).toBe(1)
    // only the token's hash is kept
    expect(desk.count('invites', 'token_hash = ?', token)).toBe(0)
  })

  it('asks for a name', async () => {
    const { session } = await desk.join('Asker')
    const res = await desk
      .call('post', '/team/invites', { session, body: { name: ' ' } })
      .expect(400)
    expect(res.body.fields).toEqual({ name: 'Please give a name' })
  })
})

describe('request bodies', () => {
  it('refuses a body over the limit with 413, and a body nested too deep', async () => {
    const { session } = await desk.join('Big sender')
    const big = { name: 'x'.repeat(OWNER_BODY_LIMIT_BYTES) }
    await desk.call('post', '/team/invites', { session, body: big }).expect(413)
    const deep = JSON.stringify({ name: 'Joe', extra: JSON.parse('['.repeat(20) + ']'.repeat(20)) })
    await desk
      .call('post', '/team/invites', { session, headers: { 'Content-Type': 'application/json' } })
      .send(deep)
      .expect(400)
  })
})
