/**
 * The decoder process: decodes and re-encodes the photos the server sends it, one message each,
 * and answers with the clean JPEG. Started and ended by decoder.ts; it ends itself when the
 * server goes.
 */
import sharp from 'sharp'
import { reencode } from './reencode'

export type DecodeJob = { id: number; input: string | Buffer }
export type DecodeAnswer =
  { id: number; ok: true; bytes: Buffer; width: number; height: number } | { id: number; ok: false }

// one libvips thread per decode and no operation cache: each photo is decoded once
sharp.concurrency(1)
sharp.cache(false)

process.on('message', (job: DecodeJob) => {
  reencode(job.input).then(
    (photo) => process.send?.({ id: job.id, ok: true, ...photo } satisfies DecodeAnswer),
    () => process.send?.({ id: job.id, ok: false } satisfies DecodeAnswer),
  )
})
process.on('disconnect', () => process.exit(0))
