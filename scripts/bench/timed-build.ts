/** The site built as `npm run build` builds it: how long it took, and its precache. */
import { existsSync } from 'node:fs'
import { readConfig } from '../../server/start-server'
import { DIST, ROOT } from '../../server/project-paths'
import { buildSettings, buildSite } from '../build'
import { imageCacheDir } from '../images-plugin'
import { precacheSize } from '../precache'

export type BuildFigures = {
  buildSeconds: number
  /** whether the images were encoded by an earlier build: a cold cache encodes every one */
  imageCacheWarm: boolean
  precache: ReturnType<typeof precacheSize>
}

/** Builds the site into dist/, timed. */
export async function timedBuild(): Promise<BuildFigures> {
  const imageCacheWarm = existsSync(imageCacheDir(ROOT))
  const started = performance.now()
  await buildSite(buildSettings(readConfig()))
  const buildSeconds = (performance.now() - started) / 1000
  return { buildSeconds, imageCacheWarm, precache: precacheSize(DIST) }
}
