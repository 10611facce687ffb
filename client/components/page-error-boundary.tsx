import { Component, type ReactNode } from 'react'
import { OFFLINE_PATH } from '../../shared/sw-messages'

type Props = { path: string; children: ReactNode }
type State = { failed: boolean }

const RELOADED_KEY = 'reloaded-after-error'

/**
 * When a page's code or text cannot be fetched (offline, after a new release), load the page
 * in full once instead: the service worker answers with the saved page if there is one. A
 * second failure shows a short message instead of reloading in a loop.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch() {
    if (sessionStorage.getItem(RELOADED_KEY) === this.props.path) return
    sessionStorage.setItem(RELOADED_KEY, this.props.path)
    window.location.reload()
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <h1 className="text-3xl font-bold">This page could not be loaded</h1>
        <p className="mt-4 text-muted">
          It may not be saved on this device, or the connection dropped. See the{' '}
          <a href={OFFLINE_PATH} className="font-semibold text-brand underline">
            pages available offline
          </a>
          , or try again once you are connected.
        </p>
      </div>
    )
  }
}
