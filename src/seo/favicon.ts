import { FAVICON_PNG_BASE64 } from './favicon-png'

/**
 * The site's mark, a compass (also public/favicon.svg, for tools that ask
 * for the file; social cards draw it). Pages carry it, as a PNG, in a data:
 * URL rather than a link to a file: a favicon request is one more
 * high-priority fetch before the page counts as painted (Lighthouse put it
 * at about 150 ms of LCP).
 */
export const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#4338ca"/><circle cx="16" cy="16" r="9" fill="none" stroke="#fff" stroke-width="2.5"/><path d="M19.5 12.5l-2 5-5 2 2-5z" fill="#fff"/></svg>'

/**
 * The favicon pages carry: the mark as a 32px PNG (scripts/favicon.mjs draws
 * it). Not the SVG: Chromium fetches and decodes the favicon again after
 * every history.replaceState, and an SVG is a whole document to load each
 * time, 8 to 20 ms of the main thread at 4x CPU slowdown on every change
 * of the builder or the finder, against a fraction of a millisecond.
 */
export const FAVICON_HREF = `data:image/png;base64,${FAVICON_PNG_BASE64}`
