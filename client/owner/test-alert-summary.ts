import type { PushTestAnswer } from '../../shared/owner-api'

const devices = (count: number) => `${count} ${count === 1 ? 'device' : 'devices'}`

/**
 * What the desk says after a test alert: how many devices' push services took it, and why the
 * others did not, so "sent" is only said of what was.
 */
export function testAlertSummary({ results }: PushTestAnswer): string {
  const delivered = results.filter((r) => r.outcome === 'delivered').length
  const gone = results.filter((r) => r.outcome === 'gone').length
  const failed = results.filter((r) => r.outcome === 'failed')
  if (delivered === results.length) {
    return delivered === 1
      ? 'A test alert was sent to your device.'
      : `A test alert was sent to your ${delivered} devices.`
  }
  const parts = [`The test alert reached ${delivered} of your ${devices(results.length)}.`]
  if (gone > 0) {
    parts.push(`${devices(gone)} no longer took alerts and ${gone === 1 ? 'was' : 'were'} removed.`)
  }
  if (failed.length > 0) {
    const reasons = [...new Set(failed.map((r) => r.error ?? 'no reason given'))]
    parts.push(`${devices(failed.length)} could not be reached: ${reasons.join('; ')}.`)
  }
  return parts.join(' ')
}
