/** The VAPID keys outlive a restart, stay private to the server's user, and name a real sender. */
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { business } from '../../shared/business'
import { temporaryDatabase } from '../testing/database'
import { loadVapidKeys, VAPID_KEYS_FILE, vapidSubject } from './vapid-keys'

const t = temporaryDatabase()
afterAll(() => t.remove())

describe('the VAPID keys', () => {
  it('are made on first use, kept readable by the server alone, and read again later', () => {
    const first = loadVapidKeys(t.dir)
    const file = join(t.dir, VAPID_KEYS_FILE)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first)
    expect(loadVapidKeys(t.dir)).toEqual(first)
  })

  it('refuse a damaged file, saying what to do, rather than silence every device', () => {
    const dir = mkdtempSync(join(t.dir, 'damaged-'))
    writeFileSync(join(dir, VAPID_KEYS_FILE), '{"publicKey": "x"}')
    expect(() => loadVapidKeys(dir)).toThrow(/delete it: new keys are made at the next start/)
  })
})

describe('the VAPID subject', () => {
  it('is the owner’s first lead address', () => {
    expect(vapidSubject('owner@kitchens.example', 'https://www.example.com')).toBe(
      'mailto:owner@kitchens.example',
    )
  })

  it('is the site’s https address when the owner’s address would be refused', () => {
    for (const address of [
      'owner@localhost',
      'owner@mailhost',
      'two words@example.com',
      undefined,
    ]) {
      expect(vapidSubject(address, 'https://www.example.com/shop')).toBe('https://www.example.com')
    }
  })

  it('is the business’s public address when the site is not served over https', () => {
    expect(vapidSubject(undefined, 'http://localhost:5000')).toBe(`mailto:${business.email}`)
  })
})
