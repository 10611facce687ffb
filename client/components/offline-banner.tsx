import { useConnection } from '../pwa/connection'

/** A small polite note when the connection drops, and another when it returns. */
export function OfflineBanner() {
  const connection = useConnection()
  return (
    <div
      role="status"
      className="no-print pointer-events-none fixed bottom-4 left-4 z-40 max-w-[calc(100%-10rem)]"
    >
      {connection !== 'online' && (
        <p
          className={
            'pointer-events-auto rounded-lg px-4 py-2.5 text-sm leading-snug shadow-lg ' +
            (connection === 'offline' ? 'bg-ink text-white' : 'bg-[#1d5c3a] text-white')
          }
        >
          {connection === 'offline'
            ? "You're offline. Saved pages still open, and requests you send go out once you're back."
            : "You're back online."}
        </p>
      )}
    </div>
  )
}
