/**
 * A push service on loopback, for tests: it hands out subscriptions as a browser would make them
 * (a P-256 key pair and an auth secret per device), answers each push with the status a test
 * chose, and decrypts what arrives with the device's private key, as the phone would.
 */
import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { createRequire } from 'node:module'
import type { TeamAlert } from '../../shared/team-alert'

/** http_ece (RFC 8188), the decryption web-push's encryption is written against; it has no types. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ): Buffer
}

/** One push as the device got it. */
export type ArrivedPush = {
  alert: TeamAlert
  headers: IncomingHttpHeaders
  /** performance.now() when its body had arrived */
  at: number
}

type Device = {
  keys: ECDH
  auth: string
  status: number
  arrived: ArrivedPush[]
  waiters: (() => void)[]
}

/** Starts the service on 127.0.0.1; `close` when the test is over. */
export async function startTestPushService() {
  const devices = new Map<string, Device>()
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const device = devices.get(req.url ?? '')
      if (!device) return void res.writeHead(404).end()
      if (device.status < 300) {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: device.keys,
          authSecret: device.auth,
        })
        const alert = JSON.parse(plain.toString('utf8')) as TeamAlert
        device.arrived.push({ alert, headers: req.headers, at: performance.now() })
        device.waiters.splice(0).forEach((wake) => wake())
      }
      res.writeHead(device.status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }

  return {
    /** A new device: its subscription JSON, what reached it, and the status it answers with. */
    device() {
      const path = `/push/${randomUUID()}`
      const keys = createECDH('prime256v1')
      keys.generateKeys()
      const device: Device = {
        keys,
        auth: randomBytes(16).toString('base64url'),
        status: 201,
        arrived: [],
        waiters: [],
      }
      devices.set(path, device)
      return {
        subscription: {
          endpoint: `http://127.0.0.1:${port}${path}`,
          expirationTime: null,
          keys: { p256dh: keys.getPublicKey('base64url'), auth: device.auth },
        },
        arrived: device.arrived,
        /** from now on the push service answers pushes to this device with `status` */
        answerWith(status: number) {
          device.status = status
        },
        /** resolves once `count` pushes have arrived */
        async received(count = 1): Promise<ArrivedPush[]> {
          while (device.arrived.length < count) {
            await new Promise<void>((resolve) => device.waiters.push(resolve))
          }
          return device.arrived
        },
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
