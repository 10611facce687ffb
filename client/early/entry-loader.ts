/**
 * The page's one inline script: it brings the entry script (client/main.tsx) after the largest
 * paint rather than with the page. A phone's first paint then waits only for the document, its
 * stylesheet and its first picture; everything a first tap needs before the entry has come
 * works in HTML (links, form fields, the forms that name their action, the menu as a native
 * popover, the dialog's openers as links to the estimate page).
 *
 * It brings the entry:
 * - once the page has loaded and its first paint is on screen, two frames on (a page without
 *   pictures can fire its load event before its first paint; a picture is painted in the frame
 *   after it has loaded). An engine may record no paint at all: Firefox records none for a page
 *   opened scrolled down (a reload part-way down, a link to a section lower down), and an
 *   engine without paint timing never will. So the loader also counts two frames from the load
 *   event (the second is drawn after the first paint) and waits `PAINT_FALLBACK_MS` more: where
 *   the paint is recorded it comes first, and the entry starts as it always did;
 * - at once on a page that needs it from the start (`hydratesAtOnce`);
 * - as soon as a before/after slider is in view, which moves on the first touch (one further
 *   down waits for the paint like the rest of the page, and its pictures are lazy); a press on
 *   a slider before the entry has run is kept, and the entry moves the slider there;
 * - at once when the visitor shows intent before that (`INTENT_EVENTS`, a mouse but not a touch);
 * - at once on a tap that needs code, or a form sent by its code: that event is held (the
 *   browser does nothing with it) and handed to the entry, which replays it once React is up
 *   (client/early/before-react.ts). A submit button's tap is not held: its form's submit is.
 *
 * Before anything else, a page opened again where its visitor left it is laid out whole, so the
 * browser's scroll back to that place lands there (`reopensWhereLeft`): the loader comes at the
 * end of the body, before the parser ends and the browser restores the place.
 *
 * Until the entry has come it also does the two things a dialog needs at once, with the
 * browser's own <dialog>: an opener (a link to the estimate page) opens its dialog as a modal
 * rather than leaving the page, and a dialog prerendered open (the estimate page) is made modal
 * before the first paint. The rest of the dialog's life is client/early/request-dialog.ts.
 * With the entry come the manifest link (the browser fetches it and its icons as soon as it sees
 * it, which was before the first paint) and, on a page that holds its own styles, the whole
 * stylesheet, fetched but held back for print (`WHOLE_SHEET_HELD`): the page's own styles
 * already draw everything it shows, and a sheet applied to the screen restyles every element
 * that names a class (a task of about 30 ms on a slowed phone, for nothing it would show).
 * React applies it as it starts (client/lib/whole-stylesheet.ts): what React adds later, or
 * the next page, needs the rest.
 *
 * Its rules are the early modules' own (early-rules.ts). The build compiles this file into a
 * small script with no dependency (scripts/compile-entry-loader.ts), puts it in every page and
 * leaves it in dist/ for the server, which allows it by its hash in the Content-Security-Policy;
 * so it must not change from page to page: what differs (the entry's address) is in the script's
 * data attributes.
 */
import {
  BEFORE_AFTER,
  ENTRY_ATTRIBUTE,
  LAID_OUT_WHOLE,
  MANIFEST_PATH,
  OPENS_DIALOG,
  PAINT_FALLBACK_MS,
  PRELOAD_ATTRIBUTE,
  STYLES_ATTRIBUTE,
  WHOLE_SHEET_HELD,
} from '../../shared/entry-loader'
import {
  INTENT_EVENTS,
  dialogById,
  hydratesAtOnce,
  isReading,
  lastPointerAfter,
  openerClicked,
  reopensWhereLeft,
  sentByCode,
  showModal,
  showModalsOnLoad,
  tapHeldBeforeEntry,
} from './early-rules'

const me = document.currentScript
const src = me?.getAttribute(ENTRY_ATTRIBUTE)
const preload = (me?.getAttribute(PRELOAD_ATTRIBUTE) ?? '').split(' ')
const styles = (me?.getAttribute(STYLES_ATTRIBUTE) ?? '').split(' ')
let started = false
let lastPointer: string | undefined
const seen: NonNullable<Window['__beforeEntry']> = {}
window.__beforeEntry = seen

function add(tag: string, properties: Record<string, string>): void {
  document.head.appendChild(Object.assign(document.createElement(tag), properties))
}

function start(): void {
  if (started || !src) return
  started = true
  for (const href of styles) {
    if (!href || document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) continue
    add('link', { rel: 'stylesheet', crossOrigin: '', media: WHOLE_SHEET_HELD, href })
  }
  for (const href of preload) {
    if (href) add('link', { rel: 'modulepreload', crossOrigin: '', href })
  }
  add('script', { type: 'module', crossOrigin: '', src })
  // in a task of its own: with the rest, one task of 30-40 ms on a slowed phone
  setTimeout(() => add('link', { rel: 'manifest', href: MANIFEST_PATH }))
}

function onIntent(event: Event): void {
  if (window.__beforeEntry === null) return
  // a press on a slider is kept for the entry, which moves the slider there; a mouse's press is
  // intent all the same
  if (event.type === 'pointerdown' && (event.target as Element).closest?.(`[${BEFORE_AFTER}]`)) {
    seen.slid = event as PointerEvent
    start()
  }
  lastPointer = lastPointerAfter(event, lastPointer)
  if (isReading(event, lastPointer)) return
  seen.intent = event
  start()
}

/** An opener's plain click opens its dialog as a modal; true when it did. */
function openDialog(event: MouseEvent): boolean {
  const opener = openerClicked(event)
  const dialog = opener && dialogById(opener.getAttribute(OPENS_DIALOG) ?? '')
  if (!dialog) return false
  event.preventDefault()
  showModal(dialog)
  start()
  return true
}

function hold(event: Event): void {
  if (window.__beforeEntry === null) return
  if (event.type === 'click' && openDialog(event as MouseEvent)) return
  const held =
    event.type === 'submit'
      ? sentByCode(event.target as HTMLFormElement)
      : !!tapHeldBeforeEntry(event.target)
  if (!held) return
  event.preventDefault()
  seen.held = event
  start()
}

function twoFramesOn(wait: number): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, wait)))
}

function afterLoad(): void {
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      twoFramesOn(0)
    }).observe({ type: 'paint', buffered: true })
  } catch {
    // an engine without paint timing: the frames after the load event decide
  }
  twoFramesOn(PAINT_FALLBACK_MS)
}

if (reopensWhereLeft()) document.documentElement.setAttribute(LAID_OUT_WHOLE, '')
showModalsOnLoad()
addEventListener('click', hold, true)
addEventListener('submit', hold, true)
if (hydratesAtOnce()) start()
const sliders = document.querySelectorAll(`[${BEFORE_AFTER}]`)
if (sliders.length && !window.IntersectionObserver) start()
else if (sliders.length) {
  const inView = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return
    inView.disconnect()
    start()
  })
  for (const slider of sliders) inView.observe(slider)
}
for (const type of INTENT_EVENTS) addEventListener(type, onIntent, true)
if (document.readyState === 'complete') afterLoad()
else addEventListener('load', afterLoad)
