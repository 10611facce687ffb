/**
 * `npm run bench -- --only=memory`: the server's resident memory (its process and the photo
 * decoder's) under the worst mix of photo requests it allows, and how soon it gives the memory back. Against the real server
 * (behind a trusted proxy, so each request may come from its own sender and none is stopped by
 * the rate limit) on loopback: senders each sending six of the largest photos a phone makes, at
 * once, beside bodies past the size limit, declared and not.
 */
import { request as httpRequest } from 'node:http'
import { MIN_FILL_MS } from '../../shared/contact-request'
import { PHOTO_LIMITS, PHOTOS_FIELD } from '../../shared/photo-limits'
import { costlyPhoto } from '../../server/photos/costly-photo'
import { MULTIPART_LIMIT_BYTES } from '../../server/photos/read-photos'
import { residentTreeMb as residentMb } from '../../server/process-memory'
import type { ServerProcess } from './server-process'
import { SITE_PORT, withSite } from './servers'

const MB = 1024 * 1024
/** Senders sending six large photos each, all at once. */
const PHOTO_SENDERS = 10
/** Bodies past the limit, half declared and half sent chunked without a length. */
const OVERSIZE_BODIES = 10
/** How long the memory is watched after the last answer. */
const SETTLE_SECONDS = 30
/** A 48-megapixel phone's photo at its most costly to decode: progressive, full of detail. */
const PHOTO = { width: 8000, height: 6000 }

export type MemoryFigures = {
  requests: number
  photos: number
  photoMegabytes: number
  statuses: Record<string, number>
  idleMb: number
  peakMb: number
  /** when the process first stayed under `settledUnderMb` after the last answer, if it did */
  settledAfterS: number | undefined
  endMb: number
  seconds: number
}

export const SETTLED_UNDER_MB = 300

/** A lead with photos as the estimate form sends it, from sender `address`. */
async function sendPhotos(origin: string, address: string, photo: Buffer): Promise<number> {
  const form = new FormData()
  const fields = {
    firstName: 'Bench',
    lastName: `Sender ${address}`,
    phone: '(914) 555-0123',
    email: `bench-${address.replaceAll('.', '-')}@example.com`,
    serviceType: 'kitchen',
    projectDetails: 'Memory bench: six large photos.',
    fillMs: String(MIN_FILL_MS * 10),
    website: '',
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (let i = 0; i < PHOTO_LIMITS.count; i++) {
    form.append(PHOTOS_FIELD, new Blob([photo], { type: 'image/jpeg' }), `IMG_${i}.jpg`)
  }
  const res = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    body: form,
    headers: { 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': address },
  })
  await res.arrayBuffer()
  return res.status
}

/**
 * A photo body past the limit: declared so (answered at its first file, which is never
 * written), or chunked with no length and sent until the server answers. The answer's status, or 0 when the server hung up first.
 */
function sendOversize(port: number, address: string, declared: boolean): Promise<number> {
  return new Promise((resolve) => {
    const boundary = '----bench'
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/contact',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Sec-Fetch-Site': 'same-origin',
        'X-Forwarded-For': address,
        ...(declared ? { 'Content-Length': String(MULTIPART_LIMIT_BYTES + 1) } : {}),
      },
    })
    let answered = false
    req.on('response', (res) => {
      answered = true
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
      req.destroy()
    })
    req.on('error', () => {
      if (!answered) resolve(0)
    })
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="${PHOTOS_FIELD}"; ` +
        `filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    )
    const chunk = Buffer.alloc(MB, 1)
    let sent = 0
    const more = () => {
      if (answered || req.destroyed || sent > 2 * MULTIPART_LIMIT_BYTES) return
      sent += chunk.length
      if (req.write(chunk)) setImmediate(more)
      else req.once('drain', more)
    }
    more()
  })
}

export function uploadMemoryBench(): Promise<MemoryFigures> {
  return withSite(measure, { TRUST_PROXY: 'loopback' })
}

async function measure(origin: string, server: ServerProcess): Promise<MemoryFigures> {
  const pid = server.child.pid!
  const photo = await costlyPhoto(PHOTO.width, PHOTO.height)
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const idleMb = residentMb(pid)
  let peakMb = idleMb
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(pid))), 20)
  const started = performance.now()
  const statuses = await Promise.all([
    ...Array.from({ length: PHOTO_SENDERS }, (_, i) =>
      sendPhotos(origin, `198.51.100.${i + 1}`, photo),
    ),
    ...Array.from({ length: OVERSIZE_BODIES }, (_, i) =>
      sendOversize(SITE_PORT, `203.0.113.${i + 1}`, i % 2 === 0),
    ),
  ])
  const seconds = (performance.now() - started) / 1000
  // watched for SETTLE_SECONDS after the last answer: when it first stayed under the mark
  let settledAfterS: number | undefined
  const settleStart = performance.now()
  while (performance.now() - settleStart < SETTLE_SECONDS * 1000) {
    const now = residentMb(pid)
    peakMb = Math.max(peakMb, now)
    if (now < SETTLED_UNDER_MB) settledAfterS ??= (performance.now() - settleStart) / 1000
    else settledAfterS = undefined
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  clearInterval(sampler)
  const counted: Record<string, number> = {}
  for (const status of statuses) counted[status] = (counted[status] ?? 0) + 1
  return {
    requests: statuses.length,
    photos: PHOTO_SENDERS * PHOTO_LIMITS.count,
    photoMegabytes: (PHOTO_SENDERS * PHOTO_LIMITS.count * photo.length) / MB,
    statuses: counted,
    idleMb,
    peakMb,
    settledAfterS,
    endMb: residentMb(pid),
    seconds,
  }
}

export function formatMemory(f: MemoryFigures): string {
  const statuses = Object.entries(f.statuses)
    .map(([status, n]) => `${n}× ${status === '0' ? 'hung up' : status}`)
    .join(', ')
  const settled =
    f.settledAfterS === undefined
      ? `still over ${SETTLED_UNDER_MB} MB after ${SETTLE_SECONDS} s`
      : `under ${SETTLED_UNDER_MB} MB ${f.settledAfterS.toFixed(1)} s after the last answer`
  return (
    `Memory under the worst photo mix (${f.requests} requests at once: ${PHOTO_SENDERS} senders ` +
    `with ${PHOTO_LIMITS.count} photos of ${PHOTO.width}×${PHOTO.height} each, ` +
    `${f.photoMegabytes.toFixed(0)} MB in all, and ${OVERSIZE_BODIES} bodies past the limit): ` +
    `answered ${statuses} in ${f.seconds.toFixed(1)} s; resident ${f.idleMb.toFixed(0)} MB idle, ` +
    `${f.peakMb.toFixed(0)} MB at peak, ${settled} (${f.endMb.toFixed(0)} MB at the end)`
  )
}
