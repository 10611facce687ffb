/**
 * /admin: the owner's editor (Decap CMS, written into dist/admin by the build) and, when it is
 * configured, the relay that signs the editor in with GitHub. The editor gets a policy of its
 * own: its script needs `eval` and inline styles and talks to GitHub's API, which no public page
 * may do. It is never indexed and never cached by the service worker.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import express, { Router, type Response } from 'express'
import { IMAGE_DIR, imagePath, parseImageFileName } from '../../shared/image-file'
import { requestCookie } from '../cookies'
import { adminPolicy, hashSource, setPolicy } from '../content-security-policy'
import type { CmsConfig } from '../env'

const STATE_COOKIE = 'cms_oauth_state'
const STATE_MAX_AGE_S = 10 * 60

function adminHeaders(res: Response, localPort: number) {
  setPolicy(res, adminPolicy(localPort))
  // the sign-in popup must be able to answer the editor that opened it
  res.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups')
  res.set('X-Robots-Tag', 'noindex, nofollow')
  res.set('Cache-Control', 'no-cache')
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * The popup's script, in Decap CMS's protocol: it says it is authorizing, waits for the editor to
 * answer from our own origin, then hands over the token (or the error) to that origin only. It
 * never changes, so the policy allows it by one hash; what it hands over is read from a data
 * block, so nothing GitHub says is ever written into script.
 */
const POPUP_SCRIPT = `(function () {
  var answer = JSON.parse(document.getElementById('sign-in-answer').textContent);
  function receive(event) {
    if (event.origin !== answer.origin) return;
    window.removeEventListener('message', receive);
    window.opener.postMessage(answer.message, answer.origin);
  }
  window.addEventListener('message', receive);
  if (window.opener) window.opener.postMessage('authorizing:github', answer.origin);
})();`
const POPUP_SCRIPT_HASH = hashSource(POPUP_SCRIPT)

/** JSON that can sit in a script element: no `<` to close it, no line separator to trip on. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/** The popup's answer to the editor: the token, or the error, for POPUP_SCRIPT to hand over. */
function popupAnswer(
  res: Response,
  origin: string,
  localPort: number,
  outcome: object,
  ok: boolean,
) {
  const message = `authorization:github:${ok ? 'success' : 'error'}:${JSON.stringify(outcome)}`
  setPolicy(res, adminPolicy(localPort, POPUP_SCRIPT_HASH))
  res.set('Cache-Control', 'no-store')
  res.set('X-Robots-Tag', 'noindex, nofollow')
  // this page must keep its link to the editor that opened it, across GitHub's pages
  res.set('Cross-Origin-Opener-Policy', 'unsafe-none')
  res
    .status(ok ? 200 : 400)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in</title></head>` +
        `<body><p>${ok ? 'Signed in. This window closes by itself.' : 'Sign-in failed. Close this window and try again.'}</p>` +
        `<script type="application/json" id="sign-in-answer">${scriptSafeJson({ origin, message })}</script>` +
        `<script>${POPUP_SCRIPT}</script></body></html>`,
    )
}

/** A picture as the content names it: `/images/kitchen-island.jpg`. */
const SOURCE_PICTURE = /^\/images\/([a-z0-9]+(?:-[a-z0-9]+)*)\.(?:avif|jpe?g|png|svg|webp)$/i
/** The built JPEG the editor shows for a picture: wide enough for its thumbnails. */
const THUMBNAIL_WIDTH = 800

/**
 * The address of a picture's built JPEG (shared/image-file.ts names them), the one closest to
 * the thumbnail width. The source file itself is never served: a phone photo carries its GPS
 * position, which the built files drop.
 */
function builtPicture(distDir: string, name: string): string | undefined {
  const dir = join(distDir, IMAGE_DIR)
  if (!existsSync(dir)) return undefined
  const sizes = readdirSync(dir)
    .flatMap((fileName) => {
      const file = parseImageFileName(fileName)
      return file?.id === name && file.format === 'jpg' && file.width > 0 ? [file] : []
    })
    .sort((a, b) => Math.abs(a.width - THUMBNAIL_WIDTH) - Math.abs(b.width - THUMBNAIL_WIDTH))
  return sizes[0] && imagePath(sizes[0])
}

type AdminDeps = { distDir: string; siteUrl: string; cms: CmsConfig }

/** The editor's files and its sign-in relay, under /admin. */
export function adminRouter({ distDir, siteUrl, cms }: AdminDeps): Router {
  const router = Router()
  const dir = join(distDir, 'admin')
  const origin = new URL(siteUrl).origin
  const redirectUri = `${siteUrl}/admin/callback`

  // the editor shows a picture by the address the content gives it; the site has only its built
  // sizes, so that address leads to one of them
  router.get(SOURCE_PICTURE, (req, res, next) => {
    // a built size is a file of its own: the pages' pictures go straight on
    if (parseImageFileName(basename(req.path))) return next()
    const name = SOURCE_PICTURE.exec(req.path)![1]!
    const built = builtPicture(distDir, name.toLowerCase())
    if (!built) return next()
    res.set('Cache-Control', 'no-cache')
    res.redirect(302, built)
  })

  router.get('/admin', (req, res, next) => {
    // routing is not strict: '/admin/' reaches this handler too
    if (req.path !== '/admin') return next()
    res.redirect(301, '/admin/')
  })

  router.get('/admin/auth', (req, res) => {
    const oauth = cms.oauth
    if (!oauth) {
      res.status(404).type('text/plain')
      res.send(
        'Signing in to the editor is not set up on this server: set CMS_GITHUB_REPO, CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET (see the README).',
      )
      return
    }
    const state = randomBytes(24).toString('hex')
    res.cookie(STATE_COOKIE, state, {
      httpOnly: true,
      sameSite: 'lax',
      secure: siteUrl.startsWith('https:'),
      path: '/admin',
      maxAge: STATE_MAX_AGE_S * 1000,
    })
    const scope = req.query.scope === 'public_repo' ? 'public_repo' : 'repo'
    const query = new URLSearchParams({
      client_id: oauth.clientId,
      redirect_uri: redirectUri,
      scope,
      state,
    })
    res.set('Cache-Control', 'no-store')
    res.redirect(302, `${oauth.githubUrl}/login/oauth/authorize?${query}`)
  })

  router.get('/admin/callback', async (req, res, next) => {
    const oauth = cms.oauth
    if (!oauth) return next()
    res.clearCookie(STATE_COOKIE, { path: '/admin' })
    const expected = requestCookie(req, STATE_COOKIE)
    const { code, state } = req.query
    if (typeof state !== 'string' || !expected || !sameSecret(state, expected)) {
      popupAnswer(res, origin, cms.localPort, { message: 'The sign-in expired: try again.' }, false)
      return
    }
    if (typeof code !== 'string' || !/^[\w-]{1,200}$/.test(code)) {
      popupAnswer(res, origin, cms.localPort, { message: 'GitHub sent no sign-in code.' }, false)
      return
    }
    try {
      const answer = await fetch(`${oauth.githubUrl}/login/oauth/access_token`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          client_id: oauth.clientId,
          client_secret: oauth.clientSecret,
          code,
          redirect_uri: redirectUri,
        }),
        signal: AbortSignal.timeout(10_000),
      })
      const body = (await answer.json()) as { access_token?: unknown; error_description?: unknown }
      if (!answer.ok || typeof body.access_token !== 'string') {
        const reason =
          typeof body.error_description === 'string' ? body.error_description : 'no token'
        popupAnswer(res, origin, cms.localPort, { message: `GitHub refused: ${reason}` }, false)
        return
      }
      popupAnswer(
        res,
        origin,
        cms.localPort,
        { token: body.access_token, provider: 'github' },
        true,
      )
    } catch {
      popupAnswer(res, origin, cms.localPort, { message: 'GitHub could not be reached.' }, false)
    }
  })

  router.get('/admin/', (_req, res, next) => {
    const page = join(dir, 'index.html')
    if (!existsSync(page)) return next()
    adminHeaders(res, cms.localPort)
    res.sendFile(page)
  })

  router.use(
    '/admin',
    express.static(dir, {
      index: false,
      redirect: false,
      setHeaders: (res) => adminHeaders(res, cms.localPort),
    }),
  )
  return router
}
