import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { PushTestAnswer } from '../../shared/owner-api'
import { call, post } from './api'
import { testAlertSummary } from './test-alert-summary'

type Device = { endpoint: string; lastSuccessAt: string | null; lastError: string | null }
type PushState = { publicKey: string; subscriptions: Device[] }

/** The VAPID key as the browser's subscribe() takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return Uint8Array.from(raw, (c) => c.charCodeAt(0))
}

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window

/**
 * Alerts on this device: switched on from a tap (iOS asks for it, and only in an app added to
 * the Home Screen), a test alert, and when each device last got one, so a broken one shows.
 */
export function Alerts({ say }: { say: (message: string) => void }) {
  const client = useQueryClient()
  const { data } = useQuery({
    queryKey: ['push'],
    queryFn: async () => {
      const state = await call<PushState>('push-subscriptions')
      const registration = await navigator.serviceWorker?.getRegistration('/owner/')
      const mine = (await registration?.pushManager.getSubscription())?.endpoint
      return { ...state, mine }
    },
    enabled: supported(),
  })
  const state = data
  const mine = data?.mine
  // this browser may still hold a subscription the server dropped ("sign out everywhere")
  const alertedHere = mine !== undefined && state?.subscriptions.some((d) => d.endpoint === mine)
  const load = () => client.invalidateQueries({ queryKey: ['push'] })

  const switchOn = async () => {
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        say('Alerts are blocked for the desk: allow notifications in the phone’s settings.')
        return
      }
      const registration = await navigator.serviceWorker.ready
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(state!.publicKey),
      })
      await post('push-subscriptions', subscription.toJSON())
      say('Alerts are on for this device.')
      await load()
    } catch (error) {
      say(error instanceof Error ? error.message : 'Alerts could not be switched on.')
    }
  }

  const test = async () => {
    try {
      say(testAlertSummary(await post<PushTestAnswer>('push-test')))
      setTimeout(() => void load(), 3000)
    } catch (error) {
      say(error instanceof Error ? error.message : 'The test alert could not be sent.')
    }
  }

  if (!supported()) {
    return (
      <p>
        This browser cannot show alerts. On an iPhone, add the desk to the Home Screen (Share, then
        Add to Home Screen) and open it from there.
      </p>
    )
  }
  return (
    <div className="grid gap-3">
      {!alertedHere && (
        <button
          type="button"
          className="min-h-11 rounded-lg bg-brand px-4 font-semibold text-white"
          onClick={() => void switchOn()}
          disabled={!state}
        >
          Alert me on this device for each new request
        </button>
      )}
      <button
        type="button"
        className="min-h-11 rounded-lg border border-brand px-4 font-semibold text-brand"
        onClick={() => void test()}
      >
        Send a test alert
      </button>
      {state && (
        <ul className="grid gap-1 text-sm">
          {state.subscriptions.length === 0 && <li>No device gets alerts yet.</li>}
          {state.subscriptions.map((device) => (
            <li key={device.endpoint}>
              {device.endpoint === mine ? 'This device' : new URL(device.endpoint).host}:{' '}
              {device.lastError
                ? `last alert failed (${device.lastError})`
                : device.lastSuccessAt
                  ? `last alert delivered ${new Date(device.lastSuccessAt).toLocaleString()}`
                  : 'no alert sent yet'}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
