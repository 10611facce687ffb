import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './env'
import { business } from '../shared/business'

const SECRET = 'a-secret-of-sixteen-or-more'

describe('configuration from the environment', () => {
  it('defaults to port 5000, ./data and the local site URL', () => {
    expect(loadConfig({})).toEqual({
      port: 5000,
      dataDir: resolve('./data'),
      siteUrl: 'http://localhost:5000',
      contactRateLimit: { max: 10, windowMs: 15 * 60_000 },
      trustProxy: false,
      // the editor: local editing on decap-server's own port, no sign-in until it is set up
      cms: { branch: 'main', localPort: 8081 },
      // as long as the privacy policy says (content/business.yaml)
      photoRetentionDays: business.photoRetentionDays,
    })
  })

  it('reads the editor’s repository and its GitHub sign-in', () => {
    const { cms } = loadConfig({
      CMS_GITHUB_REPO: 'owner/site',
      CMS_GITHUB_CLIENT_ID: 'Iv1.abc',
      CMS_GITHUB_CLIENT_SECRET: 'a-long-secret',
    })
    expect(cms).toEqual({
      repo: 'owner/site',
      branch: 'main',
      oauth: {
        clientId: 'Iv1.abc',
        clientSecret: 'a-long-secret',
        githubUrl: 'https://github.com',
      },
      localPort: 8081,
    })
  })

  it('reads PORT, DATA_DIR and SITE_URL, trimming the trailing slash', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/leads',
      SITE_URL: 'https://www.example.com/',
    })
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/leads',
      siteUrl: 'https://www.example.com',
    })
  })

  it('serves the site at the local address of the port when SITE_URL is not set', () => {
    expect(loadConfig({ PORT: '5077' }).siteUrl).toBe('http://localhost:5077')
    expect(loadConfig({ PORT: '5077', SITE_URL: 'https://www.example.com' }).siteUrl).toBe(
      'https://www.example.com',
    )
  })

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', SITE_URL: '' }).port).toBe(5000)
  })

  it.each([
    [{ PORT: 'abc' }, /PORT: must be a whole number from 1 to 65535 \(got "abc"\)/],
    [{ PORT: '70000' }, /PORT: must be a whole number/],
    [{ PORT: '50.5' }, /PORT: must be a whole number/],
    [{ SITE_URL: 'www.example.com' }, /SITE_URL: is not a URL \(got "www.example.com"\)/],
    [{ SITE_URL: 'ftp://example.com' }, /SITE_URL: must start with http:\/\/ or https:\/\//],
    [{ SITE_URL: 'https://example.com/?a=1' }, /SITE_URL: must not carry a query/],
    [{ DATA_DIR: '   ' }, /DATA_DIR: must be a directory path/],
    [{ SMTP_URL: 'mail.example.com' }, /SMTP_URL: must look like smtp:\/\//],
    [{ SMTP_URL: 'smtp://mail.example.com:587' }, /LEADS_TO: is needed with SMTP_URL/],
    [{ LEADS_TO: 'owner at example.com' }, /LEADS_TO: must be one or more e-mail addresses/],
    [{ CONTACT_RATE_LIMIT: '0' }, /CONTACT_RATE_LIMIT: must be a whole number 1 or more/],
    [
      { CONTACT_RATE_WINDOW_MINUTES: 'soon' },
      /CONTACT_RATE_WINDOW_MINUTES: must be a whole number/,
    ],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY: must be false, a number of proxies .*"yes"/],
    [{ TRUST_PROXY: '10.0.0.0/99, loopback' }, /TRUST_PROXY: .*not understood: "10.0.0.0\/99"/],
    [
      { TRUST_PROXY: 'true' },
      /TRUST_PROXY: true would believe any X-Forwarded-For .* Set the number/,
    ],
    ...[
      '0.0.0.0/0',
      '10.0.0.1/0, loopback',
      '::/0',
      '0.0.0.0/1,128.0.0.0/1',
      '0.0.0.0/2, 64.0.0.0/2, 128.0.0.0/1',
      '::/1, 8000::/1',
      // IPv4 clients are matched against IPv6 ranges too, as ::ffff:a.b.c.d
      '::ffff:0:0/96',
      '::/1',
      '::ffff:0.0.0.0/97, 128.0.0.0/1',
    ].map((setting): [Record<string, string>, RegExp] => [
      { TRUST_PROXY: setting },
      /TRUST_PROXY: ".*" takes in every address, as true would, .* Set the number of proxies/,
    ]),
    [{ GTAG_ID: 'UA-1234' }, /GTAG_ID: must be a Google tag id/],
    [{ ADS_SEND_TO: 'AW-123' }, /ADS_SEND_TO: must be an Ads conversion target/],
    [{ CMS_GITHUB_REPO: 'just-a-name' }, /CMS_GITHUB_REPO: must be the repository .* owner\/name/],
    [
      { CMS_GITHUB_REPO: 'owner/site', CMS_GITHUB_CLIENT_ID: 'Iv1.abc' },
      /CMS_GITHUB_CLIENT_SECRET: is needed with the other/,
    ],
    [
      { CMS_GITHUB_CLIENT_ID: 'Iv1.abc', CMS_GITHUB_CLIENT_SECRET: 'a-long-secret' },
      /CMS_GITHUB_REPO: is needed for the editor’s sign-in/,
    ],
    [{ CMS_LOCAL_PORT: '0' }, /CMS_LOCAL_PORT: must be a whole number/],
    [
      { PHOTO_RETENTION_DAYS: '100000' },
      /PHOTO_RETENTION_DAYS: must be at most \d+: the privacy policy promises/,
    ],
    [
      { LEAD_WEBHOOK_URL: 'http://hooks.example.com/leads', LEAD_WEBHOOK_SECRET: SECRET },
      /LEAD_WEBHOOK_URL: must start with https:\/\/ .* only for 127.0.0.1 or localhost/,
    ],
    [{ LEAD_WEBHOOK_URL: 'hooks.example.com' }, /LEAD_WEBHOOK_URL: is not a URL/],
    [
      { LEAD_WEBHOOK_URL: 'https://hooks.example.com/leads' },
      /LEAD_WEBHOOK_SECRET: is needed with LEAD_WEBHOOK_URL/,
    ],
    [
      { LEAD_WEBHOOK_URL: 'https://hooks.example.com/leads', LEAD_WEBHOOK_SECRET: 'short' },
      /LEAD_WEBHOOK_SECRET: must be at least 16 characters/,
    ],
  ])('rejects %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })

  it('posts new leads to LEAD_WEBHOOK_URL, signed with LEAD_WEBHOOK_SECRET', () => {
    for (const url of [
      'https://hooks.example.com/leads',
      'http://127.0.0.1:8080/leads',
      'http://localhost/x',
    ]) {
      expect(loadConfig({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: SECRET }).webhook).toEqual({
        url,
        secret: SECRET,
      })
    }
  })

  it('turns mail on with SMTP_URL and LEADS_TO, sending from the owner address by default', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://user:secret@mail.example.com:587',
      LEADS_TO: 'owner@example.com, office@example.com',
    })
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://user:secret@mail.example.com:587',
      to: ['owner@example.com', 'office@example.com'],
      from: '"Chappaqua Kitchen & Bath website" <owner@example.com>',
    })
  })

  it('reads the contact rate limit and the proxy setting', () => {
    const config = loadConfig({
      CONTACT_RATE_LIMIT: '500',
      CONTACT_RATE_WINDOW_MINUTES: '1',
      TRUST_PROXY: '1',
    })
    expect(config.contactRateLimit).toEqual({ max: 500, windowMs: 60_000 })
    expect(config.trustProxy).toBe(1)
  })

  it('reads proxy addresses and ranges as a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
    ])
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false)
    // wide ranges that leave addresses out are still a choice the operator may make
    for (const setting of ['0.0.0.0/1', '0.0.0.0/1, 128.0.0.0/2', '::ffff:0:0/97', '8000::/1']) {
      expect(loadConfig({ TRUST_PROXY: setting }).trustProxy).toEqual(setting.split(', '))
    }
  })

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: '0', SITE_URL: 'nope' })).toThrow(/PORT: .*\n.*SITE_URL: /)
  })
})

describe('a bad setting at start', () => {
  it('stops the server with the one line naming it, no stack trace', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'env-test-'))
    try {
      for (const setting of ['0.0.0.0/0', '0.0.0.0/1,128.0.0.0/1']) {
        const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
          env: { ...process.env, TRUST_PROXY: setting, DATA_DIR: dataDir, PORT: '1' },
          encoding: 'utf8',
          timeout: 20_000,
        })
        expect(run.status, run.stderr).toBe(1)
        expect(run.stderr.trim().split('\n')).toEqual([
          'Invalid configuration:',
          expect.stringMatching(/^ {2}TRUST_PROXY: ".*" takes in every address.*\.$/),
        ])
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
