import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './env'

describe('configuration from the environment', () => {
  it('defaults to port 5000, ./data and the local site URL', () => {
    expect(loadConfig({})).toEqual({
      port: 5000,
      dataDir: resolve('./data'),
      siteUrl: 'http://localhost:5000',
    })
  })

  it('reads PORT, DATA_DIR and SITE_URL, trimming the trailing slash', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/leads',
      SITE_URL: 'https://www.example.com/',
    })
    expect(config).toEqual({
      port: 8080,
      dataDir: '/tmp/leads',
      siteUrl: 'https://www.example.com',
    })
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
  ])('rejects %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: '0', SITE_URL: 'nope' })).toThrow(/PORT: .*\n.*SITE_URL: /)
  })
})
