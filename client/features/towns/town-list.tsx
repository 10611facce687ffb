import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { useQuery } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { del, get, set } from 'idb-keyval'
import { queryClient } from '../../lib/query-client'
import { TownLinks } from './town-links'

type Town = { slug: string; town: string }

const TOWNS_KEY = ['/api/towns'] as const
const WEEK_MS = 7 * 24 * 60 * 60 * 1000

/** The towns query kept in IndexedDB, so the list shows offline on a device that loaded it once. */
const persister = createAsyncStoragePersister({
  storage: { getItem: get<string>, setItem: set, removeItem: del },
  key: 'towns-query',
})

function Towns() {
  const { data = [], isPending } = useQuery<Town[]>({
    queryKey: TOWNS_KEY,
    // offlineFirst: ask even when the browser says offline, so the worker's cache can answer
    networkMode: 'offlineFirst',
    gcTime: WEEK_MS,
  })
  if (isPending) return <p className="text-muted">Loading towns...</p>
  return <TownLinks towns={data} />
}

/** The Westchester town list, from GET /api/towns. */
export function WestchesterTownList() {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister,
        buster: __BUILD_ID__,
        maxAge: WEEK_MS,
        dehydrateOptions: {
          shouldDehydrateQuery: (query) =>
            query.queryKey[0] === TOWNS_KEY[0] && query.state.status === 'success',
        },
      }}
    >
      <Towns />
    </PersistQueryClientProvider>
  )
}
