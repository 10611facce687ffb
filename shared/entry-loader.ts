/**
 * The names the page's inline loader (client/early/entry-loader.ts, compiled into every page)
 * shares with the build that writes its script tag, the entry that takes over from it and the
 * components that mark what it looks for. What the loader does, and why, is written there.
 */

/**
 * The id of an empty template right after the loader, the last element of every page: the head
 * holds the page's first paint until the parser has reached it, and so run the loader
 * (scripts/entry-after-paint.ts).
 */
export const PAGE_PARSED = 'page-parsed'

/** The module script the build would have put in the page, and the modules it preloads. */
export const ENTRY_ATTRIBUTE = 'data-entry'
export const PRELOAD_ATTRIBUTE = 'data-preload'
/** The whole stylesheet: the page holds only its own styles (scripts/page-styles.ts). */
export const STYLES_ATTRIBUTE = 'data-styles'
/**
 * The media the loader gives the whole stylesheet it adds: it is fetched and parsed, and
 * applies to print, where a page is laid out anew anyway; on screen it waits for React.
 */
export const WHOLE_SHEET_HELD = 'print'

/** Marks a page that hydrates as soon as it loads (client/components/hydrate-at-load.tsx). */
export const HYDRATE_AT_LOAD = 'data-hydrate-at-load'

/**
 * On the root element: the page lays out whole, its bands below the first screen included
 * (client/styles.css `.band`), because the browser is about to scroll it to a place it had
 * reached before (client/early/early-rules.ts `reopensWhereLeft`).
 */
export const LAID_OUT_WHOLE = 'data-laid-out-whole'

/** Marks a before/after slider (client/early/before-after.ts): it moves on the first touch. */
export const BEFORE_AFTER = 'data-before-after'

/** Marks a control that works before React: its click is never held. */
export const EARLY_CONTROL = 'data-early'

/** Elements whose click needs the page's code; links and form fields work without it. */
export const NEEDS_CODE = 'button, [role="button"], input[type="submit"], input[type="button"]'

/** On an opener link: the id of the dialog it opens. */
export const OPENS_DIALOG = 'data-opens-dialog'
/** On a dialog prerendered open (the estimate page): made modal as soon as the page runs. */
export const MODAL_ON_LOAD = 'data-modal-on-load'

/**
 * Where the loader leaves, for the entry, the last tap or form it held and the last sign of
 * intent it saw (the entry's own listeners were not there yet); the entry sets it to null when
 * it takes over.
 */
export const BEFORE_ENTRY = '__beforeEntry'

export const MANIFEST_PATH = '/manifest.webmanifest'

/**
 * When no first paint is recorded, how long after the two frames that follow the load event the
 * entry still waits: longer than an engine that records the paint takes to report it (a few
 * frames), so there the paint decides; short enough that nobody waits for it.
 */
export const PAINT_FALLBACK_MS = 200
