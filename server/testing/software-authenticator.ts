/**
 * A passkey authenticator in software, for tests: it answers the options the server hands out as
 * a phone's platform authenticator would (a P-256 key per passkey, 'none' attestation, a signature
 * counter, the user handle kept for discoverable sign-in), so registration and sign-in run for
 * real through the HTTP API and @simplewebauthn/server's checks. The origin each answer claims can
 * be chosen, to play a look-alike site.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'

type Passkey = {
  id: Buffer
  rpId: string
  privateKey: KeyObject
  userHandle: Buffer
  counter: number
}

// authenticator data flags: user present, user verified, attested credential data included
const USER_PRESENT = 0x01
const USER_VERIFIED = 0x04
const ATTESTED_CREDENTIAL = 0x40

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest()
const base64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url')

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(counter)
  return bytes
}

/** The public key as COSE: EC2 (kty 2), ES256 (alg -7), P-256 (crv 1), x and y. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' })
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  )
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
}

/** A device holding passkeys; `origin` is the page it believes it is answering. */
export function softwareAuthenticator(origin: string) {
  const passkeys: Passkey[] = []

  return {
    passkeys,
    /** navigator.credentials.create(): a new passkey for the options' site and person. */
    create(
      options: PublicKeyCredentialCreationOptionsJSON,
      claimedOrigin = origin,
    ): RegistrationResponseJSON {
      const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      const rpId = options.rp.id ?? new URL(origin).hostname
      const passkey: Passkey = {
        id: randomBytes(16),
        rpId,
        privateKey,
        userHandle: Buffer.from(options.user.id, 'base64url'),
        counter: 0,
      }
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(passkey.id.length)
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([USER_PRESENT | USER_VERIFIED | ATTESTED_CREDENTIAL]),
        counterBytes(passkey.counter),
        Buffer.alloc(16), // the AAGUID: none, as a passkey without attestation sends
        idLength,
        passkey.id,
        coseKey(publicKey),
      ])
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      )
      passkeys.push(passkey)
      return {
        id: base64url(passkey.id),
        rawId: base64url(passkey.id),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: base64url(
            clientData('webauthn.create', options.challenge, claimedOrigin),
          ),
          attestationObject: base64url(attestationObject),
          transports: ['internal', 'hybrid'],
        },
      }
    },
    /**
     * navigator.credentials.get(): signs the challenge with a passkey of the options' site (the
     * last one made, unless told which), as a person picking it from the phone's list.
     */
    get(
      options: PublicKeyCredentialRequestOptionsJSON,
      { claimedOrigin = origin, passkey }: { claimedOrigin?: string; passkey?: Passkey } = {},
    ): AuthenticationResponseJSON {
      const rpId = options.rpId ?? new URL(origin).hostname
      const chosen = passkey ?? passkeys.findLast((p) => p.rpId === rpId)
      if (!chosen) throw new Error(`the authenticator holds no passkey for ${rpId}`)
      chosen.counter += 1
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([USER_PRESENT | USER_VERIFIED]),
        counterBytes(chosen.counter),
      ])
      const clientDataJSON = clientData('webauthn.get', options.challenge, claimedOrigin)
      // ES256 in WebAuthn is an ASN.1 DER signature, Node's default for EC keys
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(clientDataJSON)]),
        chosen.privateKey,
      )
      return {
        id: base64url(chosen.id),
        rawId: base64url(chosen.id),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: base64url(clientDataJSON),
          authenticatorData: base64url(authData),
          signature: base64url(signature),
          userHandle: base64url(chosen.userHandle),
        },
      }
    },
  }
}

export type SoftwareAuthenticator = ReturnType<typeof softwareAuthenticator>
