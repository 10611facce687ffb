import { describe, expect, it } from 'vitest'
import { testAlertSummary } from './test-alert-summary'

const refused = 'this device’s push service address is not allowed'

describe('what the desk says after a test alert', () => {
  it('says sent only when every device took it', () => {
    expect(testAlertSummary({ results: [{ outcome: 'delivered' }] })).toBe(
      'A test alert was sent to your device.',
    )
    expect(
      testAlertSummary({ results: [{ outcome: 'delivered' }, { outcome: 'delivered' }] }),
    ).toBe('A test alert was sent to your 2 devices.')
  })

  it('names the devices that did not get it, and why', () => {
    expect(
      testAlertSummary({
        results: [
          { outcome: 'delivered' },
          { outcome: 'failed', error: refused },
          { outcome: 'failed', error: refused },
          { outcome: 'gone' },
        ],
      }),
    ).toBe(
      `The test alert reached 1 of your 4 devices. 1 device no longer took alerts and was removed. 2 devices could not be reached: ${refused}.`,
    )
    expect(testAlertSummary({ results: [{ outcome: 'failed', error: refused }] })).toBe(
      `The test alert reached 0 of your 1 device. 1 device could not be reached: ${refused}.`,
    )
  })
})
