/**
 * Passkeys (WebAuthn, through @simplewebauthn/server): a person creates one from an invite link,
 * then signs in with it. The passkeys are discoverable, so signing in asks for no name: the
 * phone offers the passkeys it holds for this site and the answer says whose it is.
 */
import { randomUUID } from 'node:crypto'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import type { CeremonyOptions, Member } from '../../shared/owner-api'
import type { Db } from '../db/database'
import { HttpError } from '../errors'
import { CEREMONY_LIFETIME_MS, ceremonies } from './ceremonies'
import type { RelyingParty } from './relying-party'
import { NameTaken, team, type InviteState } from './team'

/** The answer to a ceremony id that is unknown, used or past its time. */
const START_AGAIN = 'This passkey request has expired. Please start again.'

const NOT_VERIFIED = 'Your passkey could not be checked. Please try again.'

/** The answer to an invite that cannot be used, for its check and for the passkey's creation. */
export function inviteRefused(state: Exclude<InviteState, { kind: 'valid' }>): HttpError {
  if (state.kind === 'name-taken') {
    return new NameTaken(
      `${state.name} is already on the team, and two people cannot share a name. ` +
        'Please ask for an invite under another name (with a last name or an initial).',
    )
  }
  const why = {
    unknown: 'is not valid',
    used: 'was already used',
    revoked: 'was withdrawn',
    expired: 'has expired',
  }[state.kind]
  return new HttpError(
    state.kind === 'unknown' ? 404 : 410,
    `This invite link ${why}. Please ask for a new one.`,
  )
}

/**
 * User verification (a fingerprint, a face, the phone's PIN) is asked for but not required: every
 * phone does it with a passkey anyway, and a security key without a PIN can still sign in.
 */
const USER_VERIFICATION = 'preferred'

type PasskeyRow = {
  memberId: string
  name: string
  publicKey: Buffer
  counter: number
  transports: string
}

/** The member id a passkey carries as its user handle: the id's own characters. */
const userHandle = (memberId: string) => Buffer.from(memberId).toString('base64url')

/** The passkey ceremonies of a site, over its database. */
export function passkeys(db: Db, site: RelyingParty, now: () => Date = () => new Date()) {
  const people = team(db)
  const pending = ceremonies(() => now().getTime())
  const insertPasskey = db.prepare<[string, string, Buffer, number, string, string, string]>(
    `INSERT INTO passkeys (id, member_id, public_key, counter, transports, created_at, last_used_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  const passkeyOf = db.prepare<[string], PasskeyRow>(`
    SELECT p.member_id AS memberId, m.name, p.public_key AS publicKey, p.counter, p.transports
    FROM passkeys p JOIN team_members m ON m.id = p.member_id
    WHERE p.id = ? AND m.removed_at IS NULL`)
  const used = db.prepare<[number, string, string]>(
    'UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?',
  )
  const known = db.prepare<[string], { id: string }>('SELECT id FROM passkeys WHERE id = ?')

  const expected = { expectedOrigin: site.origin, expectedRPID: site.id }

  return {
    /** The options to create a passkey from a valid invite. */
    async registrationOptions(
      inviteToken: string,
    ): Promise<CeremonyOptions<PublicKeyCredentialCreationOptionsJSON>> {
      const invite = people.inviteState(inviteToken, now())
      if (invite.kind !== 'valid') throw inviteRefused(invite)
      const memberId = randomUUID()
      const options = await generateRegistrationOptions({
        rpName: site.name,
        rpID: site.id,
        userID: Buffer.from(memberId),
        userName: invite.name,
        userDisplayName: invite.name,
        timeout: CEREMONY_LIFETIME_MS,
        attestationType: 'none',
        authenticatorSelection: { residentKey: 'required', userVerification: USER_VERIFICATION },
      })
      const ceremony = pending.start({
        kind: 'register',
        challenge: options.challenge,
        inviteToken,
        memberId,
      })
      return { ceremony, options }
    },

    /**
     * Checks a new passkey and, with it, uses up the invite and adds its person to the team.
     * Throws an HttpError worded for that person when it cannot.
     */
    async register(ceremonyId: string, response: RegistrationResponseJSON): Promise<Member> {
      const ceremony = pending.take(ceremonyId, 'register')
      if (!ceremony) throw new HttpError(400, START_AGAIN)
      // the library throws on any mismatch (origin, challenge, relying party, format): all of
      // them mean this answer is not one to trust
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: ceremony.challenge,
        ...expected,
        requireUserVerification: false,
      }).catch(() => undefined)
      if (!verification?.verified) throw new HttpError(400, NOT_VERIFIED)
      const { credential } = verification.registrationInfo
      if (known.get(credential.id)) {
        throw new HttpError(409, 'This passkey is already on the desk. Please sign in with it.')
      }
      const at = now()
      const member = people.join(
        ceremony.inviteToken,
        ceremony.memberId,
        (joined) =>
          insertPasskey.run(
            credential.id,
            joined.id,
            Buffer.from(credential.publicKey),
            credential.counter,
            JSON.stringify(credential.transports ?? []),
            at.toISOString(),
            at.toISOString(),
          ),
        at,
      )
      if (!member) {
        const state = people.inviteState(ceremony.inviteToken, at)
        throw inviteRefused(state.kind === 'valid' ? { kind: 'used' } : state)
      }
      return member
    },

    /** The options to sign in with any passkey of this site the device holds. */
    async signInOptions(): Promise<CeremonyOptions<PublicKeyCredentialRequestOptionsJSON>> {
      const options = await generateAuthenticationOptions({
        rpID: site.id,
        allowCredentials: [],
        userVerification: USER_VERIFICATION,
        timeout: CEREMONY_LIFETIME_MS,
      })
      return { ceremony: pending.start({ kind: 'sign-in', challenge: options.challenge }), options }
    },

    /**
     * Checks a sign-in with a passkey and returns whose it is; its counter and last use are
     * updated. Throws an HttpError worded for the person when it fails.
     */
    async signIn(ceremonyId: string, response: AuthenticationResponseJSON): Promise<Member> {
      const ceremony = pending.take(ceremonyId, 'sign-in')
      if (!ceremony) throw new HttpError(400, START_AGAIN)
      const passkey = passkeyOf.get(response.id)
      const handle = response.response.userHandle
      if (!passkey || (handle !== undefined && handle !== userHandle(passkey.memberId))) {
        throw new HttpError(
          401,
          'This passkey is not on the desk (it may have been removed). Please ask for a new invite.',
        )
      }
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: ceremony.challenge,
        ...expected,
        credential: {
          id: response.id,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.counter,
          transports: JSON.parse(passkey.transports) as string[],
        },
        requireUserVerification: false,
      }).catch(() => undefined)
      if (!verification?.verified) throw new HttpError(401, NOT_VERIFIED)
      used.run(verification.authenticationInfo.newCounter, now().toISOString(), response.id)
      return { id: passkey.memberId, name: passkey.name }
    },
  }
}

export type Passkeys = ReturnType<typeof passkeys>
