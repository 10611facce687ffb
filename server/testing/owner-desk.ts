/**
 * The owner's desk in tests: the real app over a fresh SQLite file, and a person's way through it
 * (an invite, a passkey made by a software authenticator, a session cookie), all over HTTP.
 */
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server'
import request from 'supertest'
import { afterAll, expect } from 'vitest'
import { OWNER_API, type CeremonyOptions, type Member } from '../../shared/owner-api'
import type { Resolve } from '../alerts/push-address'
import { teamPush } from '../alerts/team-push'
import { bookingLinks, loadBookingKey } from '../booking/booking-links'
import { createApp } from '../app'
import { temporaryDatabase } from './database'
import type { SignInLimit } from '../owner/sign-in-routes'
import { SESSION_COOKIE } from '../owner/session-cookie'
import { softwareAuthenticator, type SoftwareAuthenticator } from './software-authenticator'
import { team } from '../owner/team'

/** The site in most tests: localhost, where passkeys work without https. */
export const LOCAL_SITE = 'http://localhost:5000'

const databases: ReturnType<typeof temporaryDatabase>[] = []
afterAll(() => databases.forEach((d) => d.remove()))

type Headers = Record<string, string>

/** The response, once its status is checked (its message shows when it is not the one). */
export async function expectStatus(answer: Promise<request.Response>, status: number) {
  const res = await answer
  expect({ status: res.status, body: res.body as unknown }).toMatchObject({ status })
  return res
}

/** The session id a response set, or undefined. */
export function sessionCookieOf(res: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? [])
  const set = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))
  const value = set?.split(';')[0]?.slice(SESSION_COOKIE.length + 1)
  return value || undefined
}

/** The desk over a fresh database; requests come from the site's page unless told otherwise. */
export function ownerSetup(
  options: {
    siteUrl?: string
    signInLimit?: SignInLimit
    now?: () => Date
    /** how push services' names resolve (the system's resolver by default) */
    pushResolve?: Resolve
  } = {},
) {
  const siteUrl = options.siteUrl ?? LOCAL_SITE
  const origin = new URL(siteUrl).origin
  const database = temporaryDatabase()
  databases.push(database)
  const app = createApp({
    store: database.store,
    // leads come in through the public form, photos included, as on the site
    photos: { dataDir: database.dir },
    owner: {
      db: database.db,
      dataDir: database.dir,
      siteUrl,
      // the test's own push service listens on plain http on loopback
      push: teamPush(database.db, {
        dataDir: database.dir,
        siteUrl,
        allowLoopbackHttp: true,
        ...(options.pushResolve ? { resolve: options.pushResolve } : {}),
      }),
      signInLimit: options.signInLimit ?? { max: 1000, windowMs: 60_000 },
      ...(options.now ? { now: options.now } : {}),
    },
    booking: {
      db: database.db,
      links: bookingLinks(loadBookingKey(database.dir), siteUrl),
      siteUrl,
      ...(options.now ? { now: options.now } : {}),
    },
  })
  const people = team(database.db)

  // a header given as '' is left out: a browser that sends no Origin
  const withSession = (req: request.Test, session?: string, headers: Headers = {}) => {
    const all: Headers = { Origin: origin, ...headers }
    if (session) all.Cookie = `${SESSION_COOKIE}=${session}`
    return req.set(Object.fromEntries(Object.entries(all).filter(([, value]) => value !== '')))
  }

  /** A request to /api/owner{path}, with a JSON body for a change. */
  const call = (
    method: 'get' | 'post' | 'patch' | 'delete',
    path: string,
    { body, session, headers }: { body?: unknown; session?: string; headers?: Headers } = {},
  ) => {
    const req = withSession(request(app)[method](`${OWNER_API}${path}`), session, headers)
    return body === undefined ? req : req.send(body as object)
  }

  /** Makes a passkey from an invite token, as the invite page does; the whole answer. */
  async function register(token: string, device: SoftwareAuthenticator, claimedOrigin?: string) {
    const started = await call('post', '/register/options', { body: { token } }).expect(200)
    const { ceremony, options } =
      started.body as CeremonyOptions<PublicKeyCredentialCreationOptionsJSON>
    return call('post', '/register/verify', {
      body: { ceremony, response: device.create(options, claimedOrigin) },
    })
  }

  /** Signs in with the device's passkey, as the desk's page does; the whole answer. */
  async function signIn(
    device: SoftwareAuthenticator,
    { claimedOrigin, session }: { claimedOrigin?: string; session?: string } = {},
  ) {
    const started = await call('post', '/signin/options').expect(200)
    const { ceremony, options } =
      started.body as CeremonyOptions<PublicKeyCredentialRequestOptionsJSON>
    return call('post', '/signin/verify', {
      body: { ceremony, response: device.get(options, { claimedOrigin }) },
      session,
    })
  }

  /** Invites `name`, who joins with a new phone: their member, phone and session id. */
  async function join(name: string) {
    const { token } = people.invite(name, null)
    const device = softwareAuthenticator(origin)
    const res = await expectStatus(register(token, device), 201)
    const session = sessionCookieOf(res)
    expect(session).toBeDefined()
    return { member: res.body as Member, device, session: session! }
  }

  const count = (table: string, where = '1 = 1', ...params: unknown[]) =>
    (
      database.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).get(...params) as {
        n: number
      }
    ).n

  return { ...database, app, origin, siteUrl, people, call, register, signIn, join, count }
}
