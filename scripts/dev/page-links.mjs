/**
 * The preview's link check of the page it shows: the links and #anchors the
 * build would refuse (a page, file or section that is not there), in the
 * build's words, so a writer sees them on saving rather than when building.
 * Anchors on other pages are checked against those pages rendered, once for
 * each content the preview holds. content:check words its broken links through the same problemsOf.
 */
import path from 'node:path'
import { filesUnder } from '../lib/files.mjs'

/**
 * @import { Assets } from '../../src/server/Document.tsx'
 * @import { LinkSummary } from '../../src/server/link-check.ts'
 * @import { Site } from '../../src/server/site-core.ts'
 */

/** @typedef {Site & { registry: import('../../src/content/entries.ts').Registry }} PreviewSite */

/**
 * Every page of a content as a target with no links of its own, its anchors unknown, drafts with them or not: made once
 * per content (100,000 at 100,000 tools).
 * @type {WeakMap<object, Map<string, LinkSummary[]>>}
 */
const targetsOf = new WeakMap()
/** @type {WeakMap<object, Map<string, LinkSummary>>} pages rendered for their anchors, per content */
const renderedOf = new WeakMap()

/**
 * The route an address asks for, as the site's routeForPath reads it (src/content/routes.ts, which this plain Node
 * module cannot import): decoded, without a trailing slash.
 * @param {string} url
 */
function routeOf(url) {
  const pathname = new URL(url, 'http://preview').pathname
  let decoded = pathname
  try {
    decoded = decodeURI(pathname)
  } catch {
    // A malformed escape names no page.
  }
  return decoded.replace(/(?<=.)\/+$/, '')
}

/**
 * The broken links and anchors of the page at `url` as `html` shows it, each as the build reports it
 * ("content/guides/x.mdx:12: link /y: no such page"); none for an address that is no page of the content.
 * @param {PreviewSite} site
 * @param {string} url
 * @param {string} html
 * @param {Assets} assets
 * @returns {Promise<string[]>}
 */
export async function brokenLinksOn(site, url, html, assets) {
  const { registry } = site
  const route = routeOf(url)
  const shown = registry.byRoute.get(route)
  if (!shown) return []
  // A draft is not published: a published page's link to one is broken, as in the build; a draft's is not (neither is built).
  const draftsToo = shown.data.draft === true
  /** The page an address leads to, as the build will have it, or undefined. @param {string} address */
  const pageAt = (address) => {
    const target = routeOf(address)
    const page = registry.byRoute.get(target) ?? registry.aliases.get(target)
    return page && (draftsToo || !page.data.draft) ? page.route : undefined
  }
  const page = site.linkSummary(route, html)
  const paths = page.links.map((href) => href.split(/[?#]/, 1)[0] ?? '')
  let rendered = renderedOf.get(registry)
  if (!rendered) renderedOf.set(registry, (rendered = new Map()))
  /** @type {Map<string, LinkSummary>} the pages this one links to, the anchors of those it links to a section of known */
  const linked = new Map()
  for (const [at, href] of page.links.entries()) {
    const target = paths[at] ? pageAt(/** @type {string} */ (paths[at])) : undefined
    if (!target || target === route || linked.has(target)) continue
    if (!href.includes('#')) {
      linked.set(target, rendered.get(target) ?? { route: target, links: [], ids: null })
      continue
    }
    let summary = rendered.get(target)
    // Its ids only, rendered once for this content: its own links are its own page's to report.
    if (!summary) rendered.set(target, (summary = { route: target, links: [], ids: site.linkSummary(target, (await site.render(target, assets)).html).ids }))
    linked.set(target, summary)
  }
  const files = await linkedFiles(site, paths)
  // First against the pages it links to alone (at 100,000 tools, every page as a target is some 100,000 entries a request):
  // when all is well, as it mostly is, that is the answer. Else again against every page, for the build's very words
  // (its "did you mean" looks among them all).
  if (problemsOf(site, [page, ...linked.values()], files).length === 0) return []
  const key = draftsToo ? 'drafts' : 'published'
  let targets = targetsOf.get(registry)
  if (!targets) targetsOf.set(registry, (targets = new Map()))
  let every = targets.get(key)
  if (!every) {
    /** @type {LinkSummary[]} */
    const made = [...registry.byRoute.values()].filter((known) => draftsToo || !known.data.draft).map((known) => ({ route: known.route, links: [], ids: null }))
    targets.set(key, (every = [...made, { route: '/404', links: [], ids: null }]))
  }
  return problemsOf(site, [page, ...linked.values(), ...every.filter((target) => target.route !== route && !linked.has(target.route))], files)
}

/**
 * The broken links among these pages, as the build lists them, with their lines (content:check's too).
 * @param {Pick<Site, 'checkLinks'>} site
 * @param {LinkSummary[]} pages
 * @param {string[]} files
 * @returns {string[]}
 */
export function problemsOf(site, pages, files) {
  try {
    site.checkLinks(pages, files)
    return []
  } catch (error) {
    if (!(error instanceof Error && 'list' in error && typeof error.list === 'string')) throw error
    return error.list.split('\n').filter(Boolean)
  }
}

/**
 * The files a link check takes as there: public/'s, served as they are ("/favicon.svg"), and those of these link
 * paths the build writes besides pages (the feed, a tool's record), each made by the preview when asked.
 * @param {Pick<Site, 'writesFile'>} site
 * @param {string[]} paths
 */
export async function linkedFiles(site, paths) {
  const publicFiles = (await filesUnder(path.join(process.cwd(), 'public'))).map((file) => `/${file}`)
  return [...publicFiles, ...paths.filter((address) => address.startsWith('/') && site.writesFile(address))]
}

/**
 * The page with a notice of its broken links at the top of its <main> (which a save swaps in place: dev-refresh.ts).
 * @param {string} html
 * @param {string[]} broken
 * @param {(text: string) => string} escape
 */
export function withBrokenLinksNotice(html, broken, escape) {
  const notice = `<div role="note" data-broken-links style="background:#ffe4e6;color:#881337;padding:0.5rem 1rem;font-size:0.875rem"><p style="font-weight:600">Broken links: the build refuses this page until they are mended.</p><ul>${broken.map((line) => `<li style="margin-top:0.25rem"><code>${escape(line)}</code></li>`).join('')}</ul></div>`
  return html.replace(/<main\b[^>]*>/, (open) => `${open}${notice}`)
}
