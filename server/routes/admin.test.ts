import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import express from 'express'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileEntryLoader } from '../../scripts/compile-entry-loader'
import { createApp } from '../app'
import { ENTRY_LOADER_FILE } from '../built-site'
import type { CmsConfig } from '../env'
import { temporaryDatabase } from '../testing/database'

const SITE = 'https://www.example.com'

/** Starts a sign-in; the state GitHub is sent and the cookie the browser keeps (Secure, so the
 * test sends it itself over plain HTTP). */
async function startSignIn(app: express.Express) {
  const start = await request(app).get('/admin/auth?provider=github').expect(302)
  const state = new URL(start.headers.location as string).searchParams.get('state')!
  return { state, cookie: `cms_oauth_state=${state}` }
}
const LOCAL_PORT = 8181

/** A built site with one page and the editor's page. */
function builtSite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'admin-test-'))
  mkdirSync(join(dist, 'admin'))
  writeFileSync(join(dist, '404.html'), '<h1>Not found</h1>')
  writeFileSync(join(dist, 'index.html'), '<h1>Home</h1>')
  writeFileSync(join(dist, '.routes.json'), JSON.stringify(['/']))
  writeFileSync(join(dist, ENTRY_LOADER_FILE), compileEntryLoader())
  writeFileSync(join(dist, 'admin', 'index.html'), '<title>Site editor</title>')
  writeFileSync(join(dist, 'admin', 'config.yml'), 'backend:\n  name: github\n')
  mkdirSync(join(dist, 'images'))
  for (const width of [480, 800, 1600]) {
    writeFileSync(join(dist, 'images', `kitchen-0123456789-${width}.jpg`), 'jpeg')
  }
  return dist
}

/** What a token endpoint (or whoever stands in for it) might say to break out of the page. */
const HOSTILE = `</script><img src=x onerror=alert(1)>"'\u2028<!--<script>`

/** The popup's data block and its one script, which the policy must allow by its hash. */
function popupParts(html: string) {
  const data = /<script type="application\/json" id="sign-in-answer">([^<]*)<\/script>/.exec(html)
  const scripts = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!)
  return { answer: JSON.parse(data?.[1] ?? 'null') as { origin: string; message: string }, scripts }
}

/** A stand-in for GitHub's token endpoint: one code is good, anything else is refused. */
function fakeGitHub() {
  const exchanges: Record<string, unknown>[] = []
  const app = express()
  app.use(express.json())
  app.post('/login/oauth/access_token', (req, res) => {
    exchanges.push(req.body as Record<string, unknown>)
    const body = req.body as { code?: string; client_secret?: string }
    if (body.code === 'hostile-code') {
      res.json({ error: 'bad_verification_code', error_description: HOSTILE })
    } else if (body.code === 'good-code' && body.client_secret === 'the-client-secret') {
      res.json({ access_token: 'gho_token123', token_type: 'bearer', scope: 'repo' })
    } else {
      res.json({ error: 'bad_verification_code', error_description: 'The code is incorrect.' })
    }
  })
  return { app, exchanges }
}

describe('/admin', () => {
  const database = temporaryDatabase()
  const dist = builtSite()
  const github = fakeGitHub()
  let githubServer: ReturnType<typeof github.app.listen>
  let app: express.Express
  let unconfigured: express.Express

  beforeAll(async () => {
    githubServer = github.app.listen(0, '127.0.0.1')
    await new Promise((resolve) => githubServer.once('listening', resolve))
    const { port } = githubServer.address() as AddressInfo
    const cms: CmsConfig = {
      repo: 'owner/site',
      branch: 'main',
      localPort: LOCAL_PORT,
      oauth: {
        clientId: 'the-client-id',
        clientSecret: 'the-client-secret',
        githubUrl: `http://127.0.0.1:${port}`,
      },
    }
    app = createApp({ store: database.store, distDir: dist, admin: { siteUrl: SITE, cms } })
    unconfigured = createApp({
      store: database.store,
      distDir: dist,
      admin: { siteUrl: SITE, cms: { branch: 'main', localPort: LOCAL_PORT } },
    })
  })

  afterAll(() => {
    githubServer.close()
    database.remove()
    rmSync(dist, { recursive: true, force: true })
  })

  it('serves the editor with a policy of its own, never indexed', async () => {
    const editor = await request(app).get('/admin/').expect(200)
    expect(editor.text).toContain('Site editor')
    expect(editor.headers['x-robots-tag']).toBe('noindex, nofollow')
    const policy = editor.headers['content-security-policy'] as string
    expect(policy).toContain("'unsafe-eval'")
    expect(policy).toContain(`connect-src 'self' blob: http://localhost:${LOCAL_PORT}`)
    expect(policy).toContain("frame-ancestors 'none'")

    const config = await request(app).get('/admin/config.yml').expect(200)
    expect(config.headers['x-robots-tag']).toBe('noindex, nofollow')
    await request(app).get('/admin').expect(301).expect('Location', '/admin/')
  })

  it('shows a picture the content names by one of its built sizes, never the source file', async () => {
    await request(app)
      .get('/images/kitchen.jpg')
      .expect(302)
      .expect('Location', '/images/kitchen-0123456789-800.jpg')
    await request(app)
      .get('/images/Kitchen.SVG')
      .expect(302)
      .expect('Location', '/images/kitchen-0123456789-800.jpg')
    await request(app).get('/images/never-built.jpg').expect(404)
    // a built size is served as the file it is
    await request(app).get('/images/kitchen-0123456789-800.jpg').expect(200)
  })

  it('leaves the public pages their strict policy', async () => {
    const home = await request(app).get('/').expect(200)
    const policy = home.headers['content-security-policy'] as string
    expect(policy).not.toContain('unsafe-eval')
    expect(policy).not.toContain('localhost')
    expect(home.headers['x-robots-tag']).toBeUndefined()
  })

  it('sends the owner to GitHub with a state bound to this browser', async () => {
    const start = await request(app).get('/admin/auth?provider=github&scope=repo').expect(302)
    const target = new URL(start.headers.location as string)
    expect(target.pathname).toBe('/login/oauth/authorize')
    expect(target.searchParams.get('client_id')).toBe('the-client-id')
    expect(target.searchParams.get('redirect_uri')).toBe(`${SITE}/admin/callback`)
    const state = target.searchParams.get('state')!
    expect(state).toMatch(/^[0-9a-f]{48}$/)
    const cookie = String(start.headers['set-cookie'])
    expect(cookie).toContain(`cms_oauth_state=${state}`)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/Secure/i)
  })

  it('hands the token to the editor on our own origin only, by a script allowed by its hash', async () => {
    const { state, cookie } = await startSignIn(app)
    const done = await request(app)
      .get(`/admin/callback?code=good-code&state=${state}`)
      .set('Cookie', cookie)
      .expect(200)
    expect(done.text).toContain('authorization:github:success:')
    expect(done.text).toContain('gho_token123')
    expect(done.text).toContain(JSON.stringify(new URL(SITE).origin))
    expect(done.headers['content-security-policy']).toMatch(
      /script-src 'self' 'unsafe-eval' 'sha256-/,
    )
    expect(done.headers['cache-control']).toBe('no-store')
    expect(github.exchanges.at(-1)).toMatchObject({
      client_id: 'the-client-id',
      code: 'good-code',
      redirect_uri: `${SITE}/admin/callback`,
    })
  })

  it('refuses a callback whose state this browser was not given, without asking GitHub', async () => {
    const asked = github.exchanges.length
    const forged = await request(app)
      .get('/admin/callback?code=good-code&state=aaaa')
      .set('Cookie', 'cms_oauth_state=bbbb')
      .expect(400)
    expect(forged.text).toContain('authorization:github:error:')
    expect(forged.text).not.toContain('gho_')
    expect(github.exchanges.length).toBe(asked)
  })

  it('passes on GitHub’s refusal as an error the editor shows', async () => {
    const { state, cookie } = await startSignIn(app)
    const refused = await request(app)
      .get(`/admin/callback?code=stale-code&state=${state}`)
      .set('Cookie', cookie)
      .expect(400)
    expect(refused.text).toContain('authorization:github:error:')
    expect(refused.text).toContain('The code is incorrect.')
  })

  it('hands over what GitHub said as data, never as markup or script', async () => {
    const { state, cookie } = await startSignIn(app)
    const refused = await request(app)
      .get(`/admin/callback?code=hostile-code&state=${state}`)
      .set('Cookie', cookie)
      .expect(400)
    expect(refused.text).not.toContain('<img')
    expect(refused.text.match(/<script/g)).toHaveLength(2)
    const { answer, scripts } = popupParts(refused.text)
    expect(answer.origin).toBe(new URL(SITE).origin)
    expect(answer.message).toBe(
      `authorization:github:error:${JSON.stringify({ message: `GitHub refused: ${HOSTILE}` })}`,
    )
    // the script is the same for every answer, and the policy allows just it
    expect(scripts).toHaveLength(1)
    const hash = createHash('sha256').update(scripts[0]!).digest('base64')
    expect(refused.headers['content-security-policy']).toContain(`'sha256-${hash}'`)
    expect(scripts[0]).not.toContain('GitHub refused')
  })

  it('says how to set sign-in up when it is not configured', async () => {
    const answer = await request(unconfigured).get('/admin/auth').expect(404)
    expect(answer.text).toContain('CMS_GITHUB_CLIENT_ID')
    await request(unconfigured).get('/admin/').expect(200)
  })
})
