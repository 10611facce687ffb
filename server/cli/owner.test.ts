import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { inviteTokenFromHash, OWNER_API, OWNER_PATH } from '../../shared/owner-api'
import { createApp } from '../app'
import { bookingLinks, loadBookingKey } from '../booking/booking-links'
import { calendarFeedGeneration } from '../booking/calendar-feed-generation'
import { sessions } from '../owner/sessions'
import { team } from '../owner/team'
import { temporaryDatabase } from '../testing/database'
import { ownerCli } from './owner'
import { OWNER_USAGE } from './owner-command-line'

const SITE = 'https://www.example.com'

let t: ReturnType<typeof temporaryDatabase>
beforeEach(() => (t = temporaryDatabase()))
afterEach(() => t.remove())

/** Runs `npm run owner -- ...args` in this process against the test database. */
function owner(args: string[], settings: { dataDir?: string; siteUrl?: string | null } = {}) {
  let stdout = ''
  let stderr = ''
  const code = ownerCli(
    args,
    () => ({
      dataDir: settings.dataDir ?? t.dir,
      siteUrl: settings.siteUrl === null ? undefined : (settings.siteUrl ?? SITE),
    }),
    {
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
      stdoutIsTerminal: false,
    },
  )
  return { code, stdout, stderr }
}

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1) ?? ''
const count = (table: string) =>
  (t.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n

describe('npm run owner -- --invite', () => {
  it('explains the invite and prints its link on the last line', () => {
    const { code, stdout, stderr } = owner(['--invite', 'Maria'])
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' })
    expect(stdout).toContain('Maria')
    expect(stdout).toContain('24 hours')
    const link = new URL(lastLine(stdout))
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE}${OWNER_PATH}`)
    const token = inviteTokenFromHash(link.hash)!
    expect(team(t.db).inviteState(token, new Date())).toMatchObject({
      kind: 'valid',
      name: 'Maria',
    })
    expect(t.db.prepare('SELECT member_id, action FROM audit_log').all()).toEqual([
      { member_id: null, action: 'invited' },
    ])
  })

  it('says to set SITE_URL when it is not set, and invites nobody', () => {
    const { code, stdout, stderr } = owner(['--invite', 'Maria'], { siteUrl: null })
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toMatch(/^SITE_URL is not set.*Set SITE_URL to the site’s public address/)
    expect(count('invites')).toBe(0)
  })

  it('refuses an http SITE_URL other than localhost: passkeys need https', () => {
    const plain = owner(['--invite', 'Maria'], { siteUrl: 'http://192.168.1.20:5000' })
    expect(plain.code).toBe(1)
    expect(plain.stderr).toContain('passkeys work only on https:// pages')
    expect(count('invites')).toBe(0)
    const local = owner(['--invite', 'Maria'], { siteUrl: 'http://localhost:5000' })
    expect(local.code).toBe(0)
    expect(lastLine(local.stdout)).toMatch(/^http:\/\/localhost:5000\/owner\/#invite=/)
  })

  it('asks for a name it can show', () => {
    const { code, stderr } = owner(['--invite', '\u202e\u0007'])
    expect(code).toBe(2)
    expect(stderr).toContain('Please give a name')
  })
})

describe('npm run owner -- --list and --remove', () => {
  it('lists the team with passkeys and last sign-in, or says how to invite the first', () => {
    expect(owner(['--list']).stdout).toContain('npm run owner -- --invite "Your name"')
    const people = team(t.db)
    const maria = people.add('Maria')
    people.add('Ma\u001b[2Jria')
    t.db
      .prepare(
        "INSERT INTO passkeys (id, member_id, public_key, counter, created_at, last_used_at) VALUES ('k1', ?, x'00', 0, '2026-01-01', '2026-02-03T14:05:00.000Z')",
      )
      .run(maria.id)
    const { code, stdout } = owner([])
    expect(code).toBe(0)
    expect(stdout).toMatch(
      new RegExp(`Maria +1 passkey +last sign-in [A-Z][a-z]+ \\d+, 2026, .* id ${maria.id}`),
    )
    expect(stdout).toMatch(/Ma\\x1b\[2Jria +0 passkeys +never signed in/)
    expect(stdout).not.toContain('\u001b')
  })

  it('removes someone by name, signing them out', () => {
    const people = team(t.db)
    const joe = people.add('Joe')
    const { token } = sessions(t.db).start(joe.id)
    const { code, stdout } = owner(['--remove', 'joe'])
    expect(code).toBe(0)
    expect(stdout).toMatch(/^Removed Joe from the team: signed out on every device/)
    expect(sessions(t.db).member(token)).toBeUndefined()
    expect(people.byId(joe.id)).toBeUndefined()
  })

  it('says when nobody matches, and removes by id', () => {
    const people = team(t.db)
    const sam = people.add('Sam')
    const nobody = owner(['--remove', 'Nobody'])
    expect(nobody.code).toBe(1)
    expect(nobody.stderr).toContain('`npm run owner -- --list` shows the team')
    expect(owner(['--remove', sam.id]).code).toBe(0)
    expect(people.find('Sam')).toEqual([])
  })

  it('withdraws the invites of the person removed', () => {
    const people = team(t.db)
    const joe = people.add('Joe')
    const { token } = people.invite('Guest of Joe', joe.id)
    const { stdout } = owner(['--remove', 'Joe'])
    expect(stdout).toContain('the invites they made no longer work')
    expect(people.inviteState(token, new Date()).kind).toBe('revoked')
  })
})

describe('npm run owner: invites waiting, and names', () => {
  it('refuses to invite a name someone on the team, or a waiting invite, has', () => {
    team(t.db).add('Maria Lopez')
    const taken = owner(['--invite', ' maria lopez'])
    expect(taken.code).toBe(1)
    expect(taken.stdout).toBe('')
    expect(taken.stderr).toContain(
      'Maria Lopez is already on the team, and two people cannot share a name',
    )
    expect(owner(['--invite', 'Joe']).code).toBe(0)
    const waiting = owner(['--invite', 'JOE'])
    expect(waiting.code).toBe(1)
    expect(waiting.stderr).toContain('An invite for Joe is already waiting')
    expect(count('invites')).toBe(1)
  })

  it('lists the invites waiting with their ids, and revokes one', () => {
    const people = team(t.db)
    const maria = people.add('Maria')
    const fromDesk = people.invite('Ann', maria.id)
    const link = lastLine(owner(['--invite', 'Bo']).stdout)
    const list = owner(['--list']).stdout
    expect(list).toContain('Invites waiting (2; --revoke ID withdraws one):')
    expect(list).toMatch(new RegExp(`Ann +until .*, by Maria +id ${fromDesk.id}`))
    expect(list).toMatch(/Bo +until .*, from the command line +id [0-9a-f-]{36}/)

    const revoked = owner(['--revoke', fromDesk.id])
    expect(revoked).toMatchObject({ code: 0, stderr: '' })
    expect(revoked.stdout).toBe('Revoked the invite for Ann: its link no longer works.\n')
    expect(people.inviteState(fromDesk.token, new Date()).kind).toBe('revoked')
    expect(
      t.db.prepare("SELECT member_id, detail FROM audit_log WHERE action = 'revoked-invite'").all(),
    ).toEqual([{ member_id: null, detail: 'Ann (invited by Maria), from the command line' }])
    const again = owner(['--revoke', fromDesk.id])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('nothing was revoked')
    expect(owner(['--list']).stdout).not.toContain('Ann')
    // the other invite still works
    const token = inviteTokenFromHash(new URL(link).hash)!
    expect(people.inviteState(token, new Date()).kind).toBe('valid')
  })
})

describe('npm run owner -- --calendar-url', () => {
  it('prints on its last line the address the feed answers at, until it is replaced', async () => {
    const { code, stdout, stderr } = owner(['--calendar-url'])
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' })
    expect(stdout).toContain('Google Calendar')
    const url = new URL(lastLine(stdout))
    expect(url.origin).toBe(SITE)
    const links = bookingLinks(loadBookingKey(t.dir), SITE)
    const app = createApp({ store: t.store, booking: { db: t.db, links, siteUrl: SITE } })
    const feed = await request(app).get(url.pathname).expect(200)
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/)

    calendarFeedGeneration(t.db).revoke()
    await request(app).get(url.pathname).expect(404)
    const next = new URL(lastLine(owner(['--calendar-url']).stdout))
    expect(next.pathname).not.toBe(url.pathname)
    await request(app).get(next.pathname).expect(200)
  })

  it('says to set SITE_URL when it is not set', () => {
    const { code, stdout, stderr } = owner(['--calendar-url'], { siteUrl: null })
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toMatch(/^SITE_URL is not set.*Set SITE_URL to the site’s public address/)
  })
})

describe('npm run owner: commands and settings', () => {
  it.each([
    [['--frobnicate']],
    [['--invite']],
    [['--list', '--remove', 'x']],
    [['--revoke']],
    [['--calendar-url=x']],
    [['--calendar-url', '--list']],
  ])('%j prints what is wrong and the usage, and exits 2', (args) => {
    const { code, stdout, stderr } = owner(args)
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toContain(OWNER_USAGE)
  })

  it('says where it looked when there is no database, and what to do', () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-owner-'))
    try {
      const { code, stderr } = owner(['--invite', 'Maria'], { dataDir: empty })
      expect(code).toBe(1)
      expect(stderr).toContain(`No database at ${join(empty, 'leads.sqlite')}`)
      expect(stderr).toContain('set DATA_DIR')
    } finally {
      rmSync(empty, { recursive: true, force: true })
    }
  })
})

describe('npm run owner as a script', () => {
  const run = (args: string[], env: Record<string, string>) => {
    const { SITE_URL: _unset, ...inherited } = process.env
    return spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/owner.ts', ...args], {
      encoding: 'utf8',
      env: { ...inherited, DATA_DIR: t.dir, ...env },
    })
  }

  it('prints on its last line a link the desk takes', async () => {
    const result = run(['--invite', 'Maria'], { SITE_URL: `${SITE}/` })
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    const token = inviteTokenFromHash(new URL(lastLine(result.stdout)).hash)!
    const app = createApp({ store: t.store, owner: { db: t.db, dataDir: t.dir, siteUrl: SITE } })
    const check = await request(app)
      .post(`${OWNER_API}/invites/check`)
      .set('Origin', SITE)
      .send({ token })
      .expect(200)
    expect(check.body.name).toBe('Maria')
  })

  it('names SITE_URL when it is missing, and exits 1', () => {
    const result = run(['--invite', 'Maria'], {})
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('SITE_URL is not set')
  })
})
