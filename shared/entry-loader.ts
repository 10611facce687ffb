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
 * - at once on a page that needs it from the start (a query the prerender could not know, a page
 *   marked to hydrate at load);
 * - as soon as a before/after slider is in view, which moves on the first touch (one further
 *   down waits for the paint like the rest of the page, and its pictures are lazy);
 * - at once when the visitor shows intent before that (a key, focus, a mouse, a wheel);
 * - at once on a tap that needs code, or a form without an action sent: that event is held (the
 *   browser does nothing with it) and handed to the entry, which replays it once React is up
 *   (client/early/before-react.ts).
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
 * The same text is hashed for the Content-Security-Policy (server/app.ts), so it must not change
 * from page to page: what differs (the entry's address) is in the script's data attributes.
 */

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

/**
 * ES5 with no dependency: it runs before anything else and must not fail. Written out here, sent
 * without its line breaks and indents (every statement ends in a semicolon). A held click is one
 * on a control that needs code and is neither an early control nor a submit button (those send
 * their form); a held submit is one of a form with no action, which the browser would send to
 * the page's own address with what was typed in it.
 */
export const ENTRY_LOADER = `(function (me) {
  var src = me.getAttribute('${ENTRY_ATTRIBUTE}');
  var preload = (me.getAttribute('${PRELOAD_ATTRIBUTE}') || '').split(' ');
  var styles = (me.getAttribute('${STYLES_ATTRIBUTE}') || '').split(' ');
  var started = false;
  var seen = window.${BEFORE_ENTRY} = {};
  var intents = ['keydown', 'focusin', 'wheel', 'pointerdown', 'pointermove'];
  function add(tag, properties) {
    var element = document.createElement(tag);
    for (var name in properties) element[name] = properties[name];
    document.head.appendChild(element);
  }
  function start() {
    if (started || !src) return;
    started = true;
    for (var k = 0; k < styles.length; k++) {
      if (!styles[k] || document.querySelector('link[rel="stylesheet"][href="' + styles[k] + '"]')) continue;
      add('link', { rel: 'stylesheet', crossOrigin: '', media: '${WHOLE_SHEET_HELD}', href: styles[k] });
    }
    add('link', { rel: 'manifest', href: '${MANIFEST_PATH}' });
    for (var j = 0; j < preload.length; j++) {
      if (preload[j]) add('link', { rel: 'modulepreload', crossOrigin: '', href: preload[j] });
    }
    add('script', { type: 'module', crossOrigin: '', src: src });
  }
  function onIntent(event) {
    if (window.${BEFORE_ENTRY} === null) return;
    if (event.pointerType && event.pointerType !== 'mouse') return;
    seen.intent = event;
    start();
  }
  function openDialog(event) {
    var opener = event.target.closest && event.target.closest('[${OPENS_DIALOG}]');
    if (!opener || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return false;
    var dialog = document.getElementById(opener.getAttribute('${OPENS_DIALOG}'));
    if (!dialog || !dialog.showModal) return false;
    event.preventDefault();
    if (!dialog.open) dialog.showModal();
    start();
    return true;
  }
  function hold(event) {
    if (window.${BEFORE_ENTRY} === null) return;
    var target = event.target;
    if (event.type === 'click' && openDialog(event)) return;
    if (event.type === 'submit') {
      if (target.hasAttribute('action') || target.method === 'dialog') return;
    } else {
      var control = target && target.closest && target.closest('${NEEDS_CODE}');
      if (!control || control.closest('[${EARLY_CONTROL}]') || control.type === 'submit') return;
    }
    event.preventDefault();
    seen.held = event;
    start();
  }
  var modal = document.querySelectorAll('dialog[${MODAL_ON_LOAD}][open]');
  for (var k = 0; k < modal.length; k++) {
    if (!modal[k].showModal) continue;
    modal[k].close();
    modal[k].showModal();
  }
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
  if (location.search || document.querySelector('[${HYDRATE_AT_LOAD}]')) start();
  var sliders = document.querySelectorAll('[${BEFORE_AFTER}]');
  if (sliders.length && !window.IntersectionObserver) start();
  else if (sliders.length) {
    var inView = new IntersectionObserver(function (entries) {
      for (var n = 0; n < entries.length; n++) {
        if (entries[n].isIntersecting) { inView.disconnect(); start(); return; }
      }
    });
    for (var m = 0; m < sliders.length; m++) inView.observe(sliders[m]);
  }
  for (var i = 0; i < intents.length; i++) addEventListener(intents[i], onIntent, true);
  function twoFramesOn(wait) {
    requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(start, wait); }); });
  }
  function afterLoad() {
    try {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        twoFramesOn(0);
      }).observe({ type: 'paint', buffered: true });
    } catch (error) {}
    twoFramesOn(${PAINT_FALLBACK_MS});
  }
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad);
})(document.currentScript);`.replace(/\n\s*/g, '')
