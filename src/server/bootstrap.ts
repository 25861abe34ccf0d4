import { createHash } from 'node:crypto'

/**
 * The one inline script a page has. It starts the island loader once the
 * page is loaded and has painted its first content (the browser reports
 * that paint only once it is on screen). A script fetched before then
 * delays that paint in Lighthouse's estimate, however small the script,
 * and only an inline script can wait for the paint before asking for a file.
 * Where a browser cannot report paints, the load event alone starts it.
 *
 * Its text is the same on every page and in every build; the loader's
 * address and integrity come from the element's data attributes. The
 * Content-Security-Policy names the text by its hash (headers.ts), so no
 * other inline script can run.
 */
export const BOOTSTRAP_SCRIPT = [
  '(function(d){var w=2;',
  'function s(){if(--w)return;var e=document.createElement("script");e.type="module";e.src=d.src;if(d.integrity)e.integrity=d.integrity;document.head.appendChild(e)}',
  'var P=window.PerformanceObserver;',
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();s()}});o.observe({type:"paint",buffered:true})}else s();',
  'document.readyState==="complete"?s():addEventListener("load",s,{once:true})',
  '})(document.currentScript.dataset)',
].join('')

/** The CSP source that allows the bootstrap and nothing else inline: 'sha256-…'. */
export function bootstrapHashSource(script: string = BOOTSTRAP_SCRIPT): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
}
