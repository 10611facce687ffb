import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { DecodeFailed, photoDecoder } from './decoder'

const photo = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#8a7' } })
    .jpeg()
    .toBuffer()

const running = (pid: number | undefined) => {
  try {
    return pid !== undefined && process.kill(pid, 0)
  } catch {
    return false
  }
}

describe('the photo decoder process', () => {
  it('decodes photos, and ends once none has come for a while', async () => {
    const decoder = photoDecoder({ idleMs: 200 })
    const clean = await decoder.decode(await photo())
    expect([clean.width, clean.height]).toEqual([2048, 1365])
    expect((await sharp(clean.bytes).metadata()).format).toBe('jpeg')
    const pid = decoder.pid()
    expect(running(pid)).toBe(true)
    await vi.waitFor(() => expect(running(pid)).toBe(false), { timeout: 5000 })
    // and starts again for the next photo
    await expect(decoder.decode(await photo())).resolves.toMatchObject({ width: 2048 })
  })

  it('fails what it held when it dies, and the next photo gets a new one', async () => {
    const decoder = photoDecoder()
    const bytes = await photo()
    const held = decoder.decode(bytes)
    const pid = decoder.pid()!
    process.kill(pid, 'SIGKILL')
    await expect(held).rejects.toThrow(DecodeFailed)
    await expect(decoder.decode(bytes)).resolves.toMatchObject({ width: 2048 })
    expect(decoder.pid()).not.toBe(pid)
  })

  it('refuses what is not a photo without stopping', async () => {
    const decoder = photoDecoder()
    await expect(decoder.decode(Buffer.from('not a photo'))).rejects.toThrow(DecodeFailed)
    await expect(decoder.decode(await photo())).resolves.toMatchObject({ width: 2048 })
  })
})
