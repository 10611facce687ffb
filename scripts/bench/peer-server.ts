/**
 * The peer of the bench (peer.ts): its built static site, from the directory PEER_DIR, served on
 * PORT the way its own hosting configuration asks (vercel.json, netlify.toml): compressed, clean
 * URLs without a trailing slash, and the hashed files under /_astro/ cached for a year.
 */
import compression from 'compression'
import express from 'express'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

const dir = process.env.PEER_DIR
if (!dir || !existsSync(join(dir, 'index.html'))) {
  console.error(`PEER_DIR must name the peer's built dist/ (with its index.html); it is ${dir}`)
  process.exit(2)
}

const app = express()
app.use(compression())
app.use(
  express.static(dir, {
    // /contact is contact.html, or contact/index.html below: never a redirect to /contact/
    extensions: ['html'],
    redirect: false,
    setHeaders(res, path) {
      if (path.startsWith(join(dir, '_astro'))) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      }
    },
  }),
)
// Astro writes a page as <path>/index.html; `root` keeps a path with `..` inside the directory
app.use((req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next()
  res.sendFile(join(req.path, 'index.html'), { root: dir }, (error) => {
    if (error && !res.headersSent) next()
  })
})
app.use((_req, res) => {
  res.status(404).sendFile('404.html', { root: dir }, (error) => {
    if (error && !res.headersSent) res.type('text').send('Not found')
  })
})
app.listen(Number(process.env.PORT))
