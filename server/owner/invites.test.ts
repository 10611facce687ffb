/**
 * Invites over the desk's API: an invite is tied to the member who made it (their removal or
 * their "sign out everywhere" withdraws it), the invites still waiting are listed and can be
 * revoked, and two people on the team never share a name.
 */
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server'
import { describe, expect, it } from 'vitest'
import {
  inviteTokenFromHash,
  type CeremonyOptions,
  type NewInvite,
  type PendingInvite,
} from '../../shared/owner-api'
import { expectStatus, ownerSetup, sessionCookieOf } from '../testing/owner-desk'
import { softwareAuthenticator } from '../testing/software-authenticator'

const desk = ownerSetup()

/** Makes an invite on the desk as `session`'s member: the answer and its token. */
async function inviteOnDesk(session: string, name: string) {
  const res = await desk.call('post', '/team/invites', { session, body: { name } }).expect(201)
  const invite = res.body as NewInvite
  return { ...invite, token: inviteTokenFromHash(new URL(invite.link).hash)! }
}

/** Checks an invite token as its link's page does; the whole answer. */
const check = (token: string) => desk.call('post', '/invites/check', { body: { token } })

/** Asks for the options to make a passkey from an invite, as the link's page does next. */
const passkeyOptions = (token: string) =>
  desk.call('post', '/register/options', { body: { token } })

const pending = async (session: string) =>
  (
    (await desk.call('get', '/team/invites', { session }).expect(200)).body as {
      invites: PendingInvite[]
    }
  ).invites

const WITHDRAWN = 'This invite link was withdrawn. Please ask for a new one.'

describe('an invite made by a member taken off the team', () => {
  it('is refused, at its check, at the passkey and after it', async () => {
    const maria = await desk.join('Maria')
    const joe = await desk.join('Joe')
    const fromJoe = await inviteOnDesk(joe.session, 'Ann')
    const late = await inviteOnDesk(joe.session, 'Bea')
    // Bea opens her link and is at the passkey prompt when Joe is removed
    const started = await passkeyOptions(late.token).expect(200)

    await desk.call('delete', `/team/${joe.member.id}`, { session: maria.session }).expect(204)

    const checked = await check(fromJoe.token).expect(410)
    expect(checked.body).toEqual({ message: WITHDRAWN })
    const options = await passkeyOptions(fromJoe.token).expect(410)
    expect(options.body.message).toBe(WITHDRAWN)
    const { ceremony, options: creation } =
      started.body as CeremonyOptions<PublicKeyCredentialCreationOptionsJSON>
    const response = softwareAuthenticator(desk.origin).create(creation)
    const joined = await desk.call('post', '/register/verify', { body: { ceremony, response } })
    expect(joined.status).toBe(410)
    expect(joined.body.message).toBe(WITHDRAWN)
    expect(sessionCookieOf(joined)).toBeUndefined()
    expect(desk.count('team_members', "name IN ('Ann', 'Bea')")).toBe(0)
    expect(desk.count('passkeys', 'member_id NOT IN (SELECT id FROM team_members)')).toBe(0)
    expect((await pending(maria.session)).map((i) => i.name)).not.toContain('Ann')
  })
})

describe('an invite made before its maker signed out everywhere', () => {
  it('is refused; one made after signing in again works', async () => {
    const rosa = await desk.join('Rosa')
    const before = await inviteOnDesk(rosa.session, 'Cal')
    const fromShell = desk.people.invite('Shell guest', null)

    await desk.call('post', '/signout-everywhere', { session: rosa.session }).expect(204)

    expect((await check(before.token).expect(410)).body).toEqual({ message: WITHDRAWN })
    expect((await passkeyOptions(before.token).expect(410)).body.message).toBe(WITHDRAWN)
    expect(desk.count('team_members', "name = 'Cal'")).toBe(0)
    // an invite from the command line has no maker to sign out
    await check(fromShell.token).expect(200)
    expect(
      desk.count(
        'audit_log',
        "action = 'signed-out-everywhere' AND member_id = ? AND detail LIKE '%1 invite(s) withdrawn'",
        rosa.member.id,
      ),
    ).toBe(1)

    const again = sessionCookieOf(await expectStatus(desk.signIn(rosa.device), 200))!
    const after = await inviteOnDesk(again, 'Cal')
    const joined = await expectStatus(
      desk.register(after.token, softwareAuthenticator(desk.origin)),
      201,
    )
    expect(joined.body.name).toBe('Cal')
  })
})

describe('the invites waiting', () => {
  it('are listed with who made them, for whom and until when, and a revoked one is refused', async () => {
    const luis = await desk.join('Luis')
    const nora = await desk.join('Nora')
    const made = await inviteOnDesk(luis.session, 'Dee')
    const fromShell = desk.people.invite('Eli', null)

    const listed = await pending(nora.session)
    expect(listed).toContainEqual({
      id: made.id,
      name: 'Dee',
      invitedBy: luis.member,
      createdAt: expect.any(String),
      expiresAt: made.expiresAt,
    })
    expect(listed).toContainEqual(
      expect.objectContaining({ id: fromShell.id, name: 'Eli', invitedBy: null }),
    )
    // nothing of the link is listed: the token is only in the link made once
    expect(JSON.stringify(listed)).not.toContain(made.token)

    // any member may revoke one, whoever made it
    await desk.call('delete', `/team/invites/${made.id}`, { session: nora.session }).expect(204)
    expect((await check(made.token).expect(410)).body).toEqual({ message: WITHDRAWN })
    await passkeyOptions(made.token).expect(410)
    expect(desk.count('team_members', "name = 'Dee'")).toBe(0)
    expect((await pending(luis.session)).map((i) => i.id)).not.toContain(made.id)
    expect(
      desk.count(
        'audit_log',
        "action = 'revoked-invite' AND member_id = ? AND detail = 'Dee (invited by Luis)'",
        nora.member.id,
      ),
    ).toBe(1)

    // once only, and never a used one
    const again = await desk
      .call('delete', `/team/invites/${made.id}`, { session: nora.session })
      .expect(404)
    expect(again.body.message).toMatch(/No invite with this id is waiting/)
    await desk.call('delete', '/team/invites/not-an-id', { session: nora.session }).expect(404)
    await expectStatus(desk.register(fromShell.token, softwareAuthenticator(desk.origin)), 201)
    await desk
      .call('delete', `/team/invites/${fromShell.id}`, { session: nora.session })
      .expect(404)
    // a revoked name is free to invite again
    await inviteOnDesk(luis.session, 'Dee')
  })
})

describe('names on the team', () => {
  it('are one person’s: inviting a name someone has, in any case or spacing, says so', async () => {
    const { session } = await desk.join('Pat Lee')
    const taken = await desk
      .call('post', '/team/invites', { session, body: { name: '  pat   LEE ' } })
      .expect(409)
    expect(taken.body).toEqual({
      message:
        'Pat Lee is already on the team, and two people cannot share a name. ' +
        'Please add a last name or an initial.',
    })
    await inviteOnDesk(session, 'Sam')
    const waiting = await desk
      .call('post', '/team/invites', { session, body: { name: 'SAM' } })
      .expect(409)
    expect(waiting.body.message).toBe(
      'An invite for Sam is already waiting, and two people cannot share a name. ' +
        'Send that link, or revoke it and make a new one.',
    )
    expect(desk.count('invites', "lower(name) = 'pat lee' AND used_at IS NULL")).toBe(0)
    expect(desk.count('invites', "lower(name) = 'sam'")).toBe(1)
  })

  it('an invite whose name someone took since it was made is refused, with why', async () => {
    const { token } = desk.people.invite('Kim', null)
    // Kim is at the passkey prompt when someone else joins as KIM
    const started = await passkeyOptions(token).expect(200)
    desk.people.add('KIM')
    const checked = await check(token).expect(409)
    expect(checked.body.message).toMatch(/^Kim is already on the team, .*another name/)
    await passkeyOptions(token).expect(409)
    const { ceremony, options } =
      started.body as CeremonyOptions<PublicKeyCredentialCreationOptionsJSON>
    const response = softwareAuthenticator(desk.origin).create(options)
    const joined = await desk.call('post', '/register/verify', { body: { ceremony, response } })
    expect(joined.status).toBe(409)
    expect(sessionCookieOf(joined)).toBeUndefined()
    expect(desk.count('team_members', "lower(name) = 'kim'")).toBe(1)
    expect(desk.count('passkeys', 'id = ?', response.id)).toBe(0)
  })
})
