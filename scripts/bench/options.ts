/** The command line of `npm run bench` (usage atop index.ts): each option, read and checked. */
import { PAGE_LABELS } from './bench-pages'
import { THROTTLINGS, type Throttling } from './bench-tools'
import { PROTOCOLS, type Protocol } from './budgets'

function option(name: string): string | undefined {
  const prefix = `--${name}=`
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length)
}

/** `--only=a,b`: whether a part runs; every part by default (the build always runs). */
export function partFilter(): (part: string) => boolean {
  const only = option('only')?.split(',')
  return (part) => !only || only.includes(part)
}

/** `--runs=n`: the rounds of the Lighthouse, first-tap and main-thread parts; 3 by default. */
export function runCount(): number {
  return Number(option('runs') ?? 3)
}

/**
 * `--pages=a,b`: whether a page's rows are wanted, by its label (its template, or `case-study`).
 * A label the bench does not know is an error, not a quietly empty table.
 */
export function pageFilter(): (label: string) => boolean {
  const chosen = option('pages')?.split(',')
  if (!chosen) return () => true
  const unknown = chosen.filter((label) => !PAGE_LABELS.includes(label))
  if (unknown.length > 0) {
    throw new Error(
      `--pages: no page labelled ${unknown.join(', ')}; one of ${PAGE_LABELS.join(', ')}`,
    )
  }
  return (label) => chosen.includes(label)
}

/** `--protocols=h2,http/1.1`: the protocols the pages are measured over; both by default. */
export function chosenProtocols(): Protocol[] {
  const chosen = (option('protocols')?.split(',') ?? [...PROTOCOLS]) as Protocol[]
  const unknown = chosen.filter((p) => !PROTOCOLS.includes(p))
  if (unknown.length > 0) {
    throw new Error(`--protocols: ${unknown.join(', ')} unknown; one of ${PROTOCOLS.join(', ')}`)
  }
  return chosen
}

/** `--throttling=devtools`: Lighthouse slows the browser itself rather than simulating. */
export function throttling(): Throttling {
  const chosen = option('throttling') ?? 'simulate'
  if (!(THROTTLINGS as readonly string[]).includes(chosen)) {
    throw new Error(`--throttling: ${chosen} unknown; one of ${THROTTLINGS.join(', ')}`)
  }
  return chosen as Throttling
}

/** `--peer=off`: the pages are measured without the peer. */
export function peerLeftOut(): boolean {
  return option('peer') === 'off'
}

/** `--strict`: a missed budget makes the exit code 1. */
export function strict(): boolean {
  return process.argv.includes('--strict')
}
