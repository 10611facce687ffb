import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SOURCE_TITLES } from '../db/lead-sources'
import { LEAD_NOTIFICATIONS } from '../db/outbox-kinds'
import { temporaryDatabase } from '../testing/database'
import { USAGE } from './command-line'
import { leadsCli } from './leads'

let t: ReturnType<typeof temporaryDatabase>
beforeEach(() => (t = temporaryDatabase()))
afterEach(() => t.remove())

/** Runs `npm run leads -- ...args` in this process against the test database. */
async function leads(args: string[], options: { dataDir?: string; terminal?: boolean } = {}) {
  let stdout = ''
  let stderr = ''
  const code = await leadsCli(args, () => ({ dataDir: options.dataDir ?? t.dir, cwd: t.dir }), {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    stdoutIsTerminal: options.terminal ?? false,
  })
  return { code, stdout, stderr }
}

function storeLead(fields: { firstName?: string; email?: string } = {}): string {
  const outcome = t.store.save(
    {
      firstName: fields.firstName ?? 'Maria',
      lastName: 'Lopez',
      phone: '(914) 555-0199',
      email: fields.email ?? 'maria@example.net',
    },
    undefined,
    'hash',
  )
  if (outcome.kind !== 'stored') throw new Error(`not stored: ${outcome.kind}`)
  return outcome.response.id
}

describe('npm run leads: commands and usage', () => {
  it('--help prints every command', async () => {
    const { code, stdout } = await leads(['--help'])
    expect(code).toBe(0)
    for (const command of ['--csv', '--delete ID|EMAIL', '--backup FILE', '--help']) {
      expect(stdout).toContain(command)
    }
  })

  it.each([[['--frobnicate']], [['leads.csv']], [['--delete']], [['--csv', '--backup', 'x']]])(
    '%j prints what is wrong and the usage, and exits 2',
    async (args) => {
      const { code, stdout, stderr } = await leads(args)
      expect(code).toBe(2)
      expect(stdout).toBe('')
      expect(stderr).toMatch(/^(Unknown argument|--delete needs|Give one command)/)
      expect(stderr).toContain(USAGE)
    },
  )

  it('says where it looked when there is no database, and what to do', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-leads-'))
    try {
      const listing = await leads([], { dataDir: empty })
      expect(listing.code).toBe(0)
      expect(listing.stderr).toContain(`No leads database at ${join(empty, 'leads.sqlite')}`)
      expect(listing.stderr).toContain('set DATA_DIR')
      expect((await leads(['--delete', 'a@b.c'], { dataDir: empty })).code).toBe(1)
      expect((await leads(['--backup', 'copy.sqlite'], { dataDir: empty })).code).toBe(1)
    } finally {
      rmSync(empty, { recursive: true, force: true })
    }
  })

  it('runs as a script: an unknown flag exits 2 with the usage', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/leads.ts', '--x'], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: t.dir },
    })
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('Usage: npm run leads')
  })
})

describe('npm run leads: listing and CSV', () => {
  it('lists the leads with control characters shown, not obeyed', async () => {
    storeLead({ firstName: 'Maria' })
    t.db.prepare("UPDATE leads SET first_name = 'Ma' || char(27) || '[2Jria'").run()
    const { code, stdout } = await leads([])
    expect(code).toBe(0)
    expect(stdout).toContain('First name      Ma\\x1b[2Jria')
    expect(stdout).not.toContain('\u001b')
  })

  it('--csv keeps working: the header and a row per lead', async () => {
    const id = storeLead()
    const { code, stdout } = await leads(['--csv'])
    expect(code).toBe(0)
    expect(stdout.startsWith('"Received","First name"')).toBe(true)
    // the lead's id, its photos (none), then where it came from (not kept for this one)
    expect(stdout).toContain(`"${id}",""${',""'.repeat(SOURCE_TITLES.length)}\r\n`)
  })

  it('--csv, into a file or on a terminal, escapes control characters', async () => {
    storeLead()
    t.db.prepare("UPDATE leads SET last_name = 'Lo' || char(7) || 'pez'").run()
    const file = (await leads(['--csv'])).stdout
    expect(file).toContain('"Lo\\x07pez"')
    expect(file).not.toContain('\u0007')
    expect((await leads(['--csv'], { terminal: true })).stdout).toContain('"Lo\\x07pez"')
  })

  it('shows hidden characters an older row still holds, in the listing and the CSV', async () => {
    storeLead()
    // written straight to the file, as a row stored before the form removed them
    const hidden = 'Ma\u202eria\u200b\u2066x\u2069\u{e0041}\u{e007f}\u061c\ufeff'
    // other scripts and an emoji joined by U+200D are what people write: shown as they are
    const written = 'محمد כהן 李 👩\u200d🔧'
    t.db.prepare('UPDATE leads SET first_name = ?, last_name = ?').run(hidden, written)
    const shown = 'Ma\\u202eria\\u200b\\u2066x\\u2069\\u{e0041}\\u{e007f}\\u061c\\ufeff'
    const listing = (await leads([])).stdout
    expect(listing).toContain(`First name      ${shown}\n`)
    expect(listing).toContain(`Last name       ${written}\n`)
    const csv = (await leads(['--csv'])).stdout
    expect(csv).toContain(`,"${shown}","${written}",`)
    for (const output of [listing, csv])
      expect(output).not.toMatch(/[\u200b\u202e\u2066\ufeff]|\u{e0041}/u)
  })
})

describe('npm run leads -- --delete', () => {
  it('deletes the leads from an address, any case, and says how many', async () => {
    storeLead({ email: 'maria@example.net' })
    storeLead({ email: 'MARIA@example.net' })
    const kept = storeLead({ email: 'john@example.com' })
    const { code, stdout } = await leads(['--delete', 'Maria@Example.net'])
    expect(code).toBe(0)
    expect(stdout).toBe(
      `Deleted 2 leads (Maria@Example.net) and their ${2 * LEAD_NOTIFICATIONS.length} notification record(s).\n`,
    )
    expect(t.store.all().map((l) => l.id)).toEqual([kept])
  })

  it('deletes one lead by id', async () => {
    const id = storeLead()
    const { code, stdout } = await leads([`--delete=${id}`])
    expect(code).toBe(0)
    expect(stdout).toContain('Deleted 1 lead ')
    expect(t.store.all()).toEqual([])
  })

  it('says when nothing matched, exits 1, and shows what it echoes safely', async () => {
    storeLead()
    const { code, stdout, stderr } = await leads(['--delete', 'no\u001b[2Jbody@example.net'])
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toContain('No lead matches no\\x1b[2Jbody@example.net: nothing was deleted')
    expect(t.store.all()).toHaveLength(1)
  })
})

describe('npm run leads -- --backup', () => {
  it('writes the copy (a relative name starts where the command was typed) and reports it', async () => {
    storeLead()
    storeLead()
    const { code, stdout } = await leads(['--backup', 'copy.sqlite'])
    expect(code).toBe(0)
    expect(stdout).toMatch(
      new RegExp(
        `^Backup written to ${join(t.dir, 'copy.sqlite')}: 2 leads, \\d+ KB, integrity ok, \\d+\\.\\d\\d s\\n$`,
      ),
    )
  })

  it('refuses a name that exists and a directory that does not, saying what to do', async () => {
    writeFileSync(join(t.dir, 'taken.sqlite'), 'x')
    const taken = await leads(['--backup', 'taken.sqlite'])
    expect(taken.code).toBe(1)
    expect(taken.stderr).toContain('already exists: pick a new name')
    const nowhere = await leads(['--backup', 'missing/copy.sqlite'])
    expect(nowhere.code).toBe(1)
    expect(nowhere.stderr).toContain(`The directory ${join(t.dir, 'missing')} does not exist`)
  })
})
