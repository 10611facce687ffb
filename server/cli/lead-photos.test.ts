import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { leadPhotoDir, writeLeadPhotos } from '../photos/photo-files'
import { temporaryDatabase } from '../testing/database'
import { leadsCli } from './leads'

let t: ReturnType<typeof temporaryDatabase>
beforeEach(() => (t = temporaryDatabase()))
afterEach(() => t.remove())

async function leads(args: string[]) {
  let stdout = ''
  let stderr = ''
  const code = await leadsCli(args, () => ({ dataDir: t.dir, cwd: t.dir }), {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    stdoutIsTerminal: false,
  })
  return { code, stdout, stderr }
}

/** A lead stored as the server stores one with photos: files first, then the rows. */
function leadWithPhotos(count: number): string {
  const leadId = '33333333-3333-4333-8333-333333333333'
  const photos = Array.from({ length: count }, (_, i) => ({
    bytes: Buffer.from(`photo ${i + 1}`),
    width: 800,
    height: 600,
  }))
  const files = writeLeadPhotos(t.dir, leadId, photos)
  const lead = {
    firstName: 'Ann',
    lastName: 'Lee',
    phone: '(914) 555-0100',
    email: 'ann@example.net',
  }
  const outcome = t.store.save(lead, undefined, 'hash', { leadId, files })
  if (outcome.kind !== 'stored') throw new Error(outcome.kind)
  return leadId
}

describe('npm run leads: photos', () => {
  it('shows how many photos a lead has, and names the files in the CSV', async () => {
    const id = leadWithPhotos(2)
    const list = await leads([])
    expect(list.stdout).toContain(
      `Photos          2 (copy them: npm run leads -- --photos ${id} FOLDER)`,
    )
    const csv = await leads(['--csv'])
    expect(csv.stdout).toContain(`"photos/${id}/1.jpg photos/${id}/2.jpg"`)
  })

  it('--photos ID FOLDER copies them out, and never over a file already there', async () => {
    const id = leadWithPhotos(2)
    const copied = await leads(['--photos', id, 'out'])
    expect(copied).toMatchObject({ code: 0, stderr: '' })
    expect(copied.stdout).toContain('Copied 2 photos')
    expect(readdirSync(join(t.dir, 'out')).sort()).toEqual([`${id}-1.jpg`, `${id}-2.jpg`])
    expect(readFileSync(join(t.dir, 'out', `${id}-2.jpg`), 'utf8')).toBe('photo 2')
    const again = await leads(['--photos', id, 'out'])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('it is already there')
    const unknown = await leads(['--photos', '../../etc', 'out'])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('No lead has the id')
  })

  it('--delete removes the lead’s photos with it', async () => {
    const id = leadWithPhotos(1)
    expect(existsSync(leadPhotoDir(t.dir, id))).toBe(true)
    const deleted = await leads(['--delete', 'ann@example.net'])
    expect(deleted.code).toBe(0)
    expect(existsSync(leadPhotoDir(t.dir, id))).toBe(false)
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM lead_photos').get()).toEqual({ n: 0 })
  })
})
