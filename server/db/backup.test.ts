import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertSampleLeads } from '../../scripts/bench/sample-leads'
import { temporaryDatabase } from '../testing/database'
import { backupDatabase, BackupError } from './backup'
import { DATABASE_FILE, openDatabase } from './database'
import { leadStore } from './leads'

let t: ReturnType<typeof temporaryDatabase>
let out: string
beforeEach(() => {
  t = temporaryDatabase()
  out = mkdtempSync(join(tmpdir(), 'backup-test-'))
})
afterEach(() => {
  t.remove()
  rmSync(out, { recursive: true, force: true })
})

const source = () => join(t.dir, DATABASE_FILE)

function leadIdsIn(file: string): Set<string> {
  const db = new Database(file, { readonly: true })
  try {
    return new Set((db.prepare('SELECT id FROM leads').all() as { id: string }[]).map((r) => r.id))
  } finally {
    db.close()
  }
}

describe('backupDatabase', () => {
  it('writes one checked, self-contained file holding every lead', async () => {
    insertSampleLeads(t.db, 50)
    const file = join(out, 'leads-backup.sqlite')

    const report = await backupDatabase(source(), file)

    expect(report).toMatchObject({ file, leads: 50, integrity: ['ok'] })
    expect(report.bytes).toBeGreaterThan(0)
    expect(readdirSync(out)).toEqual(['leads-backup.sqlite'])
    expect(leadIdsIn(file)).toEqual(leadIdsIn(source()))
  })

  it('finishes while another connection keeps writing, and holds every lead from before', async () => {
    // large enough (some 3 MB) that a backup in small steps would be restarted by each write
    insertSampleLeads(t.db, 6000)
    const before = leadIdsIn(source())
    const writer = openDatabase(t.dir)
    const store = leadStore(writer)
    let writes = 0
    let writing = true
    const keepWriting = () => {
      if (!writing) return
      store.save(
        {
          firstName: 'During',
          lastName: 'Backup',
          phone: '(914) 555-0100',
          email: `d${writes}@example.com`,
        },
        undefined,
        'h',
      )
      writes += 1
      setImmediate(keepWriting)
    }
    setImmediate(keepWriting)
    try {
      const report = await backupDatabase(source(), join(out, 'busy.sqlite'))
      expect(report.integrity).toEqual(['ok'])
      expect(writes).toBeGreaterThan(0)
      const copied = leadIdsIn(join(out, 'busy.sqlite'))
      expect([...before].filter((id) => !copied.has(id))).toEqual([])
    } finally {
      writing = false
      writer.close()
    }
  })

  it('refuses to overwrite a file that exists, and leaves it as it was', async () => {
    const file = join(out, 'taken.sqlite')
    writeFileSync(file, 'the owner’s other file')
    await expect(backupDatabase(source(), file)).rejects.toThrow(BackupError)
    await expect(backupDatabase(source(), file)).rejects.toThrow(/already exists: pick a new name/)
    expect(readFileSync(file, 'utf8')).toBe('the owner’s other file')
  })

  it('says when the directory is missing, and creates nothing', async () => {
    const file = join(out, 'no-such-dir', 'leads.sqlite')
    await expect(backupDatabase(source(), file)).rejects.toThrow(
      `The directory ${join(out, 'no-such-dir')} does not exist`,
    )
    expect(existsSync(join(out, 'no-such-dir'))).toBe(false)
  })
})
