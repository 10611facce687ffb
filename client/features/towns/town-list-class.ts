/** The town list's box: a scrolling grid of 24rem at most, the same whether prerendered or fetched. */
export const TOWN_LIST_CLASS =
  'grid max-h-96 gap-x-6 gap-y-1 overflow-y-auto rounded-lg border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-3'
