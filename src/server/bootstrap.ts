import { createHash } from 'node:crypto'

/**
 * The one inline script a page has. It starts the island loader once the
 * page is loaded and has painted its first content (the browser reports
 * that paint only once it is on screen). A script fetched before then
 * delays that paint in Lighthouse's estimate, however small the script,
 * and only an inline script can wait for the paint before asking for a file.
 * Where a browser cannot report paints, the load event alone starts it.
 *
 * Until the loader runs, a click on a part that needs it (the search button,
 * the menu button, Go Back on the not-found page, a "Compare" toggle) or a search shortcut
 * (Ctrl K, /) is held, and the loader starts at once and replays it
 * (src/client/loader.ts): nothing a visitor does in the first moments is lost.
 * Once the search is asked for, the keys typed for it are held as well, for its box (src/client/frame.ts, searchShortcuts). The shortcut rule is the frame's own
 * (src/client/frame.ts, isSearchShortcut).
 *
 * Before the first paint it marks a page opened with a query string
 * (<html data-query>), so an island drawn from the query keeps its room
 * from the start (global.css, room-for-query). That room is a screen, or,
 * where this tab last left the same page, the height the island had then
 * (`--room`, kept in session storage as the page is left): a reload of the
 * compare builder scrolled down to its figures is put back where it was by
 * the browser before the island has drawn, and what follows the island (the
 * footer) must already stand where the drawn island will leave it, or it is
 * pushed away in view as the island draws (a layout shift of 0.08 at 1280px
 * and 0.22 at 390px, at 4x CPU slowdown).
 *
 * Its text is the same on every page and in every build; the loader's
 * address and integrity come from the element's data attributes, and the
 * held events are left on the element, as `held`. The Content-Security-Policy
 * names the text by its hash (headers.ts), so no other inline script can run.
 */
export const BOOTSTRAP_SCRIPT = `(function (script) {
  var data = script.dataset, waiting = 2, held = [];
  if (location.search) {
    var root = document.documentElement, roomKey = "room " + location.pathname;
    root.setAttribute("data-query", "");
    try {
      var room = sessionStorage.getItem(roomKey);
      if (room) root.style.setProperty("--room", room + "px");
    } catch (error) {}
    addEventListener("pagehide", function () {
      var drawn = document.querySelector(".room-for-query");
      try { if (drawn) sessionStorage.setItem(roomKey, drawn.offsetHeight); } catch (error) {}
    });
  }
  script.held = held;
  function start() {
    if (script.started) return;
    script.started = true;
    var loader = document.createElement("script");
    loader.type = "module";
    loader.src = data.src;
    if (data.integrity) loader.integrity = data.integrity;
    document.head.appendChild(loader);
  }
  function ready() { if (--waiting === 0) start(); }
  function hold(event) {
    if (script.held !== held) return;
    var target = event.target, closest = function (selector) { return target.closest && target.closest(selector); };
    var typing = closest("input, textarea, select, [contenteditable=true]");
    var shortcut = event.type === "keydown" && (((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") || (event.key === "/" && !typing));
    var needsLoader = event.type === "click"
      ? closest("[data-wake=intent], [data-opens-dialog], [data-go-back], [data-compare-toggle]")
      : shortcut || (script.searching && !typing && !event.ctrlKey && !event.metaKey && !event.altKey && (event.key.length === 1 || event.key === "Backspace"));
    if (!needsLoader) return;
    if (shortcut || closest("[data-search-trigger]")) script.searching = true;
    event.preventDefault();
    event.stopPropagation();
    held.push(event);
    start();
  }
  addEventListener("click", hold, true);
  addEventListener("keydown", hold, true);
  var Observer = window.PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf("paint") >= 0) {
    var observer = new Observer(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); ready(); }
    });
    observer.observe({ type: "paint", buffered: true });
  } else ready();
  if (document.readyState === "complete") ready(); else addEventListener("load", ready, { once: true });
})(document.currentScript)`

/** The CSP source that allows the bootstrap and nothing else inline: 'sha256-…'. */
export function bootstrapHashSource(script: string = BOOTSTRAP_SCRIPT): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
}
