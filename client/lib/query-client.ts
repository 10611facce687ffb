import { QueryClient } from '@tanstack/react-query'
import { defaultQueryFn } from './api'

/** No automatic retry, data never stale, no refetch on focus, no polling. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: defaultQueryFn,
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    // 'always': a request made offline still goes out, so the service worker can queue it
    // (react-query would otherwise pause it in the page, where a closed tab loses it)
    mutations: { retry: false, networkMode: 'always' },
  },
})
