/**
 * HTTPS and HTTP/2 in front of a local server, as the proxy or CDN of a real deployment ends TLS
 * and speaks HTTP/2 to phones (see README, Running it for real). The bench measures the site and
 * its floor through the same front, so both are served the same way. The certificate is made for
 * the run; the bench's Chromium trusts its key alone (`--ignore-certificate-errors-spki-list`).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import {
  constants,
  createSecureServer,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
} from 'node:http2'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export type Certificate = { key: string; cert: string; spki: string }

/** A self-signed certificate for localhost, and the hash of its key that Chromium is told to trust. */
export function makeCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'))
  try {
    const key = join(dir, 'key.pem')
    const cert = join(dir, 'cert.pem')
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    )
    const publicKey = execFileSync('openssl', ['x509', '-in', cert, '-pubkey', '-noout'])
    const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey })
    const spki = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString(
      'base64',
    )
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8'), spki }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Headers HTTP/2 forbids, or that belong to one hop. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
  'http2-settings',
])

function forwardable(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  )
}

/** Serves https://localhost:`port` over HTTP/2, passing every request to http://127.0.0.1:`target`. */
export function startH2Front(
  port: number,
  target: number,
  certificate: Certificate,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createSecureServer({ key: certificate.key, cert: certificate.cert })
  server.on('stream', (stream, headers) => {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: target,
        method: headers[constants.HTTP2_HEADER_METHOD] as string,
        path: headers[constants.HTTP2_HEADER_PATH] as string,
        headers: { ...forwardable(headers), host: `localhost:${port}` },
      },
      (response) => {
        if (stream.destroyed) return response.resume()
        stream.respond({
          ...forwardable(response.headers),
          [constants.HTTP2_HEADER_STATUS]: response.statusCode ?? 502,
        })
        response.pipe(stream)
      },
    )
    upstream.on('error', () => {
      if (!stream.headersSent) stream.respond({ [constants.HTTP2_HEADER_STATUS]: 502 })
      stream.end()
    })
    stream.pipe(upstream)
  })
  return new Promise((resolve) => {
    server.listen(port, () =>
      resolve({
        url: `https://localhost:${port}`,
        stop: () => new Promise((done) => server.close(() => done())),
      }),
    )
  })
}
