/**
 * The resident memory of a process and the processes it started (the photo decoder), from the
 * kernel's own figures under /proc. Linux only, as the server's hosts are; elsewhere, the
 * process alone.
 */
import { readdirSync, readFileSync } from 'node:fs'

const MB = 1024 * 1024

function read(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return ''
  }
}

/** The pids `pid` started, from each of its threads' children list. */
function childrenOf(pid: number): number[] {
  let tasks: string[]
  try {
    tasks = readdirSync(`/proc/${pid}/task`)
  } catch {
    return []
  }
  return tasks.flatMap((task) =>
    read(`/proc/${pid}/task/${task}/children`).split(/\s+/).filter(Boolean).map(Number),
  )
}

/** Resident memory of `pid` and all it started, in MB. */
export function residentTreeMb(pid: number = process.pid): number {
  if (process.platform !== 'linux') return process.memoryUsage().rss / MB
  const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(read(`/proc/${pid}/status`))?.[1] ?? 0)
  return kb / 1024 + childrenOf(pid).reduce((sum, child) => sum + residentTreeMb(child), 0)
}
