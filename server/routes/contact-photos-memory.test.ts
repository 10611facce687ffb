/**
 * Photos a phone might send at their worst, against the real app: large progressive JPEGs are
 * decoded within a bounded amount of memory, given back once they are done, and a picture past
 * the pixel limit is refused. Memory is this process's and the decoder's it starts. Its own
 * file, so the memory figure is not mixed with another test's.
 */
import { costlyPhoto } from '../photos/costly-photo'
import request from 'supertest'
import { describe, expect, it, vi } from 'vitest'
import { residentTreeMb } from '../process-memory'
import { contactSetup, lead } from '../testing/contact'

const MB = 1024 * 1024

function post(
  app: ReturnType<typeof contactSetup>['app'],
  files: { name: string; bytes: Buffer }[],
) {
  const req = request(app).post('/api/contact').set('Sec-Fetch-Site', 'same-origin')
  for (const [name, value] of Object.entries({ ...lead, fillMs: String(lead.fillMs) })) {
    req.field(name, value)
  }
  for (const file of files) req.attach('photos', file.bytes, file.name)
  return req
}

/** The highest resident memory seen while `work` runs, above what it was before, in MB. */
async function peakGrowth(work: () => Promise<unknown>) {
  const before = residentTreeMb()
  let peak = before
  const sample = setInterval(() => (peak = Math.max(peak, residentTreeMb())), 5)
  try {
    await work()
  } finally {
    clearInterval(sample)
  }
  return { growth: Math.max(peak, residentTreeMb()) - before, before }
}

const setup = () => contactSetup(undefined, (dataDir) => ({ photos: { dataDir } }))

describe('large photos', () => {
  it('are decoded six to a request within a few hundred MB', { timeout: 120_000 }, async () => {
    const { app, store } = setup()
    const bytes = await costlyPhoto(8000, 6000)
    const files = Array.from({ length: 6 }, (_, i) => ({ name: `IMG_${i}.jpg`, bytes }))
    let id = ''
    const { growth, before } = await peakGrowth(async () => {
      id = (await post(app, files).expect(201)).body.id as string
    })
    console.log(
      `six 8000×6000 progressive JPEGs (${((6 * bytes.length) / MB).toFixed(1)} MB): ` +
        `resident memory grew ${growth.toFixed(0)} MB at most`,
    )
    expect(growth).toBeLessThan(600)
    // the decoder ends once idle, and what it held goes with it
    await vi.waitFor(() => expect(residentTreeMb() - before).toBeLessThan(100), {
      timeout: 30_000,
      interval: 500,
    })
    const kept = store.photosOf(id)
    expect(kept).toHaveLength(6)
    for (const photo of kept) expect(Math.max(photo.width, photo.height)).toBe(2048)
  })

  it(
    'sent by three requests at once are decoded a few at a time',
    { timeout: 120_000 },
    async () => {
      const { app } = setup()
      const bytes = await costlyPhoto(8000, 6000)
      const { growth } = await peakGrowth(() =>
        Promise.all([1, 2, 3].map((i) => post(app, [{ name: `IMG_${i}.jpg`, bytes }]).expect(201))),
      )
      console.log(`three requests at once: resident memory grew ${growth.toFixed(0)} MB at most`)
      expect(growth).toBeLessThan(450)
    },
  )

  it('past the pixel limit are refused, naming the file', { timeout: 60_000 }, async () => {
    const { app } = setup()
    const bytes = await costlyPhoto(10_000, 7_000)
    const refused = await post(app, [{ name: 'panorama.jpg', bytes }]).expect(400)
    expect(refused.body.fields.photos).toContain('“panorama.jpg”')
  })
})
