const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** How long ago something happened, as the desk says it: "just now", "12 min", "3 h", "2 days". */
export function timeSince(iso: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso))
  if (elapsed < MINUTE) return 'just now'
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`
  const days = Math.floor(elapsed / DAY)
  return `${days} ${days === 1 ? 'day' : 'days'} ago`
}

/** A number of minutes as the desk says a wait: "under a minute", "25 min", "3 h 10 min", "2 days". */
export function duration(minutes: number): string {
  if (minutes < 1) return 'under a minute'
  if (minutes < 60) return `${Math.round(minutes)} min`
  if (minutes < 24 * 60) {
    const hours = Math.floor(minutes / 60)
    const rest = Math.round(minutes - hours * 60)
    return rest ? `${hours} h ${rest} min` : `${hours} h`
  }
  const days = Math.round(minutes / (24 * 60))
  return `${days} ${days === 1 ? 'day' : 'days'}`
}
