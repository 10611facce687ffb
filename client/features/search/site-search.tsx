import MiniSearch, { type SearchResult } from 'minisearch'
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react'
import { Link } from 'wouter'
import { business, links } from '../../../shared/business'
import { paths } from '../../../shared/paths'
import {
  SEARCH_INDEX_PATH,
  SEARCH_OPTIONS,
  type SearchDocument,
} from '../../../shared/search-options'
import { addressQuery, setAddress, subscribeToAddress } from '../../lib/address-store'
import { Highlight } from './highlight'

/** Results shown at once: enough to choose from on a phone. */
const MAX_RESULTS = 20

/** Where to go when nothing matches. */
const USEFUL_PAGES = [
  { href: paths.costEstimator, label: 'Cost estimator' },
  { href: paths.service('kitchens'), label: 'Kitchen remodeling' },
  { href: paths.service('bathrooms'), label: 'Bathroom remodeling' },
  { href: '/gallery', label: 'Project gallery' },
  { href: '/estimate', label: 'Request a free estimate' },
] as const

type Found = SearchResult & Pick<SearchDocument, 'title' | 'section' | 'description'>

type IndexState =
  | { status: 'loading' }
  | { status: 'ready'; index: MiniSearch<SearchDocument> }
  | { status: 'failed' }

/** The index, fetched when the search page opens (the worker keeps it for offline use). */
function useSearchIndex(): IndexState {
  const [state, setState] = useState<IndexState>({ status: 'loading' })
  useEffect(() => {
    let current = true
    fetch(SEARCH_INDEX_PATH)
      .then((response) => {
        if (!response.ok) throw new Error(`search index: ${response.status}`)
        return response.text()
      })
      .then((json) => {
        if (current) setState({ status: 'ready', index: MiniSearch.loadJSON(json, SEARCH_OPTIONS) })
      })
      .catch(() => current && setState({ status: 'failed' }))
    return () => {
      current = false
    }
  }, [])
  return state
}

/**
 * The site search: results as you type, from an index of every page. The query lives in the
 * address (/search?q=...), so a search can be linked, and search engines' search box can send it.
 */
export function SiteSearch() {
  const search = useSyncExternalStore(subscribeToAddress, addressQuery, () => '')
  const query = new URLSearchParams(search).get('q') ?? ''
  const state = useSearchIndex()
  const inputId = useId()
  const statusId = useId()
  const input = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLOListElement>(null)

  const results = useMemo<Found[]>(
    () =>
      state.status === 'ready' && query.trim()
        ? (state.index.search(query) as Found[]).slice(0, MAX_RESULTS)
        : [],
    [state, query],
  )

  function setQuery(value: string) {
    setAddress(value ? `${paths.search}?q=${encodeURIComponent(value)}` : paths.search)
  }

  // words typed before the page's code arrived (it hydrates on the first interaction) are in
  // the field, which was prerendered empty, but not in the address: the address takes them
  useEffect(() => {
    const typed = input.current?.value ?? ''
    if (typed && !new URLSearchParams(addressQuery()).get('q')) setQuery(typed)
  }, [])

  function resultLinks(): HTMLAnchorElement[] {
    return [...(list.current?.querySelectorAll<HTMLAnchorElement>('a[data-result]') ?? [])]
  }

  // arrow keys move through the results, Escape clears and goes back to the field
  function onKeyDown(event: KeyboardEvent) {
    const items = resultLinks()
    const at = items.indexOf(document.activeElement as HTMLAnchorElement)
    if (event.key === 'ArrowDown' && items.length) {
      event.preventDefault()
      items[Math.min(at + 1, items.length - 1)]!.focus()
    } else if (event.key === 'ArrowUp' && at >= 0) {
      event.preventDefault()
      if (at === 0) input.current?.focus()
      else items[at - 1]!.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      setQuery('')
      input.current?.focus()
    }
  }

  const status =
    state.status === 'loading'
      ? 'Loading the search…'
      : state.status === 'failed'
        ? 'Search could not load. Check the connection and reload the page.'
        : !query.trim()
          ? 'Type a word, a town or a ZIP code.'
          : results.length === 0
            ? `No pages match “${query}”.`
            : `${results.length === MAX_RESULTS ? `The first ${MAX_RESULTS}` : results.length} ${results.length === 1 ? 'page matches' : 'pages match'} “${query}”.`

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="block text-lg font-semibold">
          Search the site
        </label>
        <input
          ref={input}
          id={inputId}
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="e.g. quartz, permits, Scarsdale, 10583"
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={statusId}
          className="mt-2 min-h-12 w-full rounded-md border border-line bg-white px-4 text-lg"
        />
      </form>
      <p id={statusId} role="status" className="mt-3 text-muted">
        {status}
      </p>
      {results.length > 0 && (
        <ol ref={list} className="mt-4 divide-y divide-line" aria-label="Results">
          {results.map((result) => (
            <li key={result.id} className="py-4">
              <Link
                href={String(result.id)}
                data-result=""
                onKeyDown={onKeyDown}
                className="block rounded-md no-underline focus-visible:outline-offset-4"
              >
                <span className="text-sm font-semibold tracking-wide text-accent uppercase">
                  {result.section}
                </span>
                <span className="mt-1 block text-xl font-bold text-brand underline underline-offset-4">
                  <Highlight text={result.title} terms={result.terms} />
                </span>
                <span className="mt-1 block leading-relaxed text-ink">
                  <Highlight text={result.description} terms={result.terms} />
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
      {state.status === 'ready' && query.trim() && results.length === 0 && (
        <div className="mt-4 rounded-lg border border-line bg-sand p-5">
          <p className="font-semibold">Try another word, or one of these pages:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {USEFUL_PAGES.map((page) => (
              <li key={page.href}>
                <Link href={page.href} className="text-brand underline underline-offset-2">
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-3">
            Or ask us: call{' '}
            <a href={links.call} className="font-semibold text-brand underline underline-offset-2">
              {business.phone.display}
            </a>{' '}
            or{' '}
            <a href={links.text} className="font-semibold text-brand underline underline-offset-2">
              send a text
            </a>
            .
          </p>
        </div>
      )}
    </div>
  )
}
