import { useEffect, useState } from 'react'
import { Link, useSearch } from 'wouter'
import { findRoute, routes, type PageRoute } from '../../shared/routes'
import { paths } from '../../shared/paths'
import { canonicalPath } from '../../shared/site-url'
import { RUNTIME_CACHES } from '../../shared/sw-messages'
import { HydrateAtLoad } from '../components/hydrate-at-load'
import { PageHeader } from '../components/page-header'
import { useIsClient } from '../lib/use-is-client'
import type { PageProps } from './page-props'

/** Saved with the app: the precached pages. */
const SAVED = routes.filter((r) => r.offline === 'precache' && r.template !== 'offline')

/** Pages this device cached while they were read (the worker's runtime pages cache). */
async function pagesReadBefore(): Promise<PageRoute[]> {
  if (!('caches' in window) || !(await caches.has(RUNTIME_CACHES.pages))) return []
  const requests = await (await caches.open(RUNTIME_CACHES.pages)).keys()
  return requests.flatMap(
    (request) => findRoute(canonicalPath(new URL(request.url).pathname)) ?? [],
  )
}

function PageLinks({ pages }: { pages: readonly PageRoute[] }) {
  return (
    <ul className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
      {pages.map((page) => (
        <li key={page.path}>
          <Link
            href={page.path}
            className="inline-block py-1 text-brand underline underline-offset-2"
          >
            {page.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** The offline page: what the visitor asked for is not saved; this is what is. */
export default function OfflinePage({ route }: PageProps) {
  const isClient = useIsClient()
  const from = new URLSearchParams(useSearch()).get('from')
  const [readBefore, setReadBefore] = useState<PageRoute[]>([])
  useEffect(() => {
    void pagesReadBefore().then(setReadBefore)
  }, [])
  const asked = from ? findRoute(canonicalPath(from)) : undefined
  return (
    <>
      <HydrateAtLoad />
      <PageHeader route={route}>
        {isClient && from?.startsWith(`${paths.booking}/`) && (
          <p className="mt-3 text-lg" role="status">
            Choosing a time for your free consultation needs a connection. Your request itself is
            saved: it has reached us, or this device keeps it and sends it when you are back online.{' '}
            <a href={from} className="font-semibold text-brand underline underline-offset-2">
              Open the booking page again
            </a>{' '}
            once you are connected, or use the link in the e-mail we send you.
          </p>
        )}
        {isClient && from && !from.startsWith(`${paths.booking}/`) && (
          <p className="mt-3 text-muted">
            {asked ? `“${asked.label}”` : 'The page you opened'} is not saved on this device yet.{' '}
            <a href={from} className="font-semibold text-brand underline underline-offset-2">
              Try again
            </a>{' '}
            once you are connected.
          </p>
        )}
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <section aria-labelledby="saved-pages">
          <h2 id="saved-pages" className="text-2xl font-bold">
            Available offline
          </h2>
          <PageLinks pages={SAVED} />
        </section>
        {readBefore.length > 0 && (
          <section aria-labelledby="read-pages" className="mt-10">
            <h2 id="read-pages" className="text-2xl font-bold">
              Pages you have read on this device
            </h2>
            <PageLinks pages={readBefore} />
          </section>
        )}
      </div>
    </>
  )
}
