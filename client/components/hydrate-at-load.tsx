import { HYDRATE_AT_LOAD } from '../../shared/entry-loader'

/**
 * Put in a page that must run as soon as it loads (a dialog open on arrival, lists only this
 * device knows): client/main.tsx then hydrates it at once rather than on the first interaction.
 */
export function HydrateAtLoad() {
  return <span hidden {...{ [HYDRATE_AT_LOAD]: '' }} />
}
