/**
 * The build's page renderer, with a cache: a page is rendered again only
 * when something it shows has changed. Its key is the server code, the
 * client assets, its route and its compiled source; its record names what
 * else it read (the tools, tool relations, pages and lists it looked at:
 * src/server/render-dependencies.ts) with a hash of what they were, and
 * it is rendered again when that hash is no longer what they are. Editing
 * a guide's prose renders that guide and the directories that show its
 * reading time again, not the profiles.
 *
 * The cache is .build/cache/html/<2 digits>/<key>.html (hard-linked into
 * the site) and <key>.json (what it read, its links and ids for the link
 * checker, and the HTML's size), in folders by the key's first two digits
 * (shards.mjs). Both are written whole, the record after the HTML; a record
 * that does not parse, or HTML not of the recorded size, is rendered again.
 * Every route's record is also in one index (render-index.mjs), read once,
 * and a page the staged site holds already needs nothing else: an
 * unchanged page costs no file operation at all.
 */
import { createHash } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { filesUnder, writeWhole } from '../lib/files.mjs'
import { cacheKey, hashFiles } from '../lib/hash.mjs'
import { eachLimited } from '../lib/limit.mjs'
import { messageOf } from '../lib/errors.mjs'
import { shardedFolder } from '../lib/shards.mjs'
import { hasSize, isRecord, readJsonEntry } from './cache-entries.mjs'
import { keepRenderIndex, readRenderIndex } from './render-index.mjs'
import { pruneOlderVersions } from './render-prune.mjs'
import { RoutesByKey } from './routes-by-key.mjs'

/**
 * @import { Assets } from '../../src/server/Document.tsx'
 * @import { LinkSummary } from '../../src/server/link-check.ts'
 * @import { CheckedSite } from '../../src/server/site-core.ts'
 * @import { BuiltPage } from './pages.mjs'
 * @import { Placement } from './placement.mjs'
 * @import { IndexedRecord, RenderIndex } from './render-index.mjs'
 */

/**
 * The render index as a build left it, with what its keys start from, each route's key with the source it was made
 * from (a page's compiled hash), and, where the build was asked for them, the routes that read each dependency key of
 * its records (routes-by-key.mjs).
 * @typedef {{ keyBase: string, read: RenderIndex, keys?: Map<string, [source: string, key: string]>, byKey?: RoutesByKey }} KeptIndex
 */

/** The site the server bundle builds from the pages (src/server/site-core.ts). @typedef {CheckedSite} Site */

/**
 * What the cache keeps of a rendered page besides its HTML.
 * @typedef {object} RenderMeta
 * @property {string[]} dependsOn what it read of the rest of the content (dependency keys)
 * @property {string} dependencyDigest what that was when it was rendered
 * @property {string[]} links
 * @property {string[] | null} ids
 * @property {number} htmlBytes the HTML file's size
 */

/** The record's layout, in every key: a record of another layout is never looked for. */
const RECORD_LAYOUT = 'render record 3'

/**
 * @param {unknown} value
 * @returns {value is RenderMeta}
 */
const isRenderMeta = (value) =>
  isRecord(value) &&
  Array.isArray(value.dependsOn) &&
  value.dependsOn.every((key) => typeof key === 'string') &&
  typeof value.dependencyDigest === 'string' &&
  Array.isArray(value.links) &&
  (value.ids === null || Array.isArray(value.ids)) &&
  typeof value.htmlBytes === 'number'

/**
 * Every script of the server bundle, hashed: any code change renders every page again.
 * @param {string} folder
 */
export async function serverCodeHash(folder) {
  const scripts = (await filesUnder(folder)).filter((file) => file.endsWith('.js'))
  return (await hashFiles(createHash('sha256'), folder, scripts)).digest('hex')
}

/**
 * A clock that runs while at least one of the overlapping tasks it is told of runs: pages render eight at a time, each
 * awaiting its module and its writes, so their own durations added would count the same time more than once.
 */
export function renderingClock() {
  let running = 0
  let since = 0
  let total = 0
  return {
    start() {
      if (running++ === 0) since = performance.now()
    },
    stop() {
      if (--running === 0) total += performance.now() - since
    },
    /** The time so far, in milliseconds. */
    ms: () => total + (running > 0 ? performance.now() - since : 0),
  }
}

/**
 * Writes dist/<route>/index.html for every route; returns the link summaries
 * (in route order) and how many pages were rendered or reused.
 * @param {object} options
 * @param {Site} options.site
 * @param {Record<string, BuiltPage>} options.pages the compiled pages by registry key
 * @param {Assets} options.assets
 * @param {Placement} options.placement where the site is staged
 * @param {string} options.serverOut the server bundle's folder
 * @param {string} options.cacheDir
 * @param {KeptIndex} [options.index] the render index as the build before in this process left it, taken in place of the file
 *   when its keys start from this build's (a build that stays running, scripts/build/watch.mjs: at 100,000 tools, reading the file was 0.6 s)
 * @param {boolean} [options.byKey] whether the index this build leaves names each key's routes, for the next build to
 *   ask only after the routes that read a key a save changed (a build that stays running)
 * @param {boolean} [options.forReport] whether the build will fail for its content's problems: a page rendered now is
 *   rendered for the report alone (its links, or why it cannot be rendered), and neither cached, nor placed, nor recorded
 *   in place of the record the last build left. The build after the fix then finds the pages as that build left them:
 *   at 100,000 tools, a tools file's rating mistyped as 7 left out its tool and rendered 13,698 pages, and the build
 *   after the fix rendered the same 13,698 again (37 s) where their HTML was in the cache.
 * @returns {Promise<{ summaries: LinkSummary[], identities: Map<string, string>, rendered: number, reused: number, failures: string[], renderedRoutes: string[], renderingMs: number, pruned?: { removed: number, bytes: number }, index: KeptIndex }>}
 *   identities: each page's by route (its HTML's key and what it read: the link check's record names pages by it, link-record.mjs);
 *   renderingMs: the wall time while at least one page was being rendered, from its render to its placing (its HTML,
 *   links and record made and written, the HTML linked into the staged site): what the pages an edit shows cost apart
 *   from the build's own work;
 *   failures: the pages that could not be rendered, as their errors say; renderedRoutes: those not taken from the cache, in route order
 */
export async function renderPages({ site, pages, assets, placement, serverOut, cacheDir, index, byKey = false, forReport = false }) {
  await mkdir(cacheDir, { recursive: true })
  const base = cacheKey(RECORD_LAYOUT, await serverCodeHash(serverOut), JSON.stringify(assets))
  const rows = site.routes()
  /** @type {LinkSummary[]} */
  const summaries = new Array(rows.length)
  let rendered = 0
  /** @type {Map<string, string>} */
  const identities = new Map()
  /** @type {boolean[]} by route: rendered, not taken from the cache */
  const fresh = new Array(rows.length).fill(false)
  /** @type {string[]} what each page that could not be rendered says */
  const failures = []
  const rendering = renderingClock()
  // One copy of each link and id for all pages (every page links the same menus): at 100,000 pages the summaries are held until the link check.
  /** @type {Map<string, string>} */
  const kept = new Map()
  const intern = (/** @type {string} */ text) => kept.get(text) ?? (kept.set(text, text), text)
  const indexFile = path.join(cacheDir, 'index.ndjson')
  const entries = shardedFolder(cacheDir)
  // None of its records when the server code or the assets changed: every page is rendered again.
  const read = index?.keyBase === base ? index.read : await readRenderIndex(indexFile, base)
  const indexed = read.records
  // A build that will fail leaves the index as it read it: none of its records was checked against this site, which is
  // not to be published, and the routes this site has not (a refused tool's profile) keep theirs for the build after the fix.
  const asRead = forReport ? new Map(indexed) : undefined
  // Every record the index holds was checked against the content of the build that wrote it. Where that build's tools
  // were as this one's (a guide's edit), a record that read only tools and their relations has the digest it had:
  // at 100,000 tools, working out 100,000 profiles' digests again was 2.6 s of a guide's edit.
  const toolSide = site.toolSideDigest?.() ?? null
  const toolSideHolds = toolSide !== null && read.toolSide === toolSide && site.isToolSideKey ? site.isToolSideKey : undefined
  /**
   * Whether what an indexed record read is as it was. The index's records were each checked against the last build's
   * content (or made from it): a build that stays running asks its site, which knows what changed since (site-core.ts).
   * @param {IndexedRecord} record
   */
  const unchangedSince = (record) => (toolSideHolds !== undefined && record.dependsOn.every(toolSideHolds)) || site.digestHolds(record.dependsOn, record.dependencyDigest)
  // The keys' routes as the build before left them, for the records it left: each key a save may have changed is asked
  // after once, and a route that read none of those that did not hold is unchanged without asking after its own keys.
  const routesByKey = index?.keyBase === base ? index.byKey : undefined
  const affected = routesByKey && site.keyHolds ? routesByKey.affected(site.keyHolds) : undefined
  /**
   * Whether a route's indexed record still holds: at once when the route read no key that changed.
   * @param {string} route
   * @param {IndexedRecord} record
   */
  const holdsFor = (route, record) => (affected !== undefined && !affected.has(route)) || unchangedSince(record)
  /** @type {Map<string, IndexedRecord>} this build's records, by route: the index's own objects where unchanged */
  const records = new Map()
  /** @type {Set<string>} routes whose record is not the index's (one that could not be rendered has none) */
  const changed = new Set()
  // Each route's key as the build before in this process made it, while its keys start from the same and its source is the
  // same: at 100,000 routes, hashing every route's key again was some 0.1 s of each edit's build.
  /** @type {Map<string, [source: string, key: string]>} */
  const routeKeys = (index?.keyBase === base && index.keys) || new Map()
  /** @param {(typeof rows)[number]} row */
  const keyOf = (row) => {
    // A tool's profile without "Our take" has no page source: what it shows of its tool is among what it read.
    const source = row.file.endsWith('.mdx') ? pages[`/${row.file}`]?.hash : 'tools data'
    if (!source) throw new Error(`${row.file} is in the route table but was not compiled`)
    const before = routeKeys.get(row.path)
    if (before?.[0] === source) return before[1]
    const key = cacheKey(base, row.path, source)
    routeKeys.set(row.path, [source, key])
    return key
  }
  /** Known by its record: the same key and dependencies are the same HTML. */
  const identityOf = (/** @type {string} */ key, /** @type {RenderMeta} */ record) => `page ${key} ${record.dependencyDigest}`
  /** @type {string[]} each route's cache key, made once */
  const keys = new Array(rows.length)
  // The routes in the same order build after build (the route table's): each one's slot in the staged list kept with it (placement.mjs).
  const pagesRun = placement.slotRun('pages', rows.length)
  /** @type {boolean[]} by route: its indexed record was found unchanged in what it read, but the staged site does not hold its HTML */
  const unchangedNotHeld = new Array(rows.length).fill(false)
  /**
   * Keeps a route at once, when the index has its record under this key, what it read is unchanged and the staged site
   * holds its HTML as it is: most routes of an edit's build (110,000 at 100,000 tools), each without a promise.
   * @param {(typeof rows)[number]} row
   * @param {number} at
   */
  const keptAsItWas = (row, at) => {
    const key = (keys[at] = keyOf(row))
    const fromIndex = indexed.get(row.path)
    if (fromIndex?.key !== key || !holdsFor(row.path, fromIndex)) return false
    const identity = identityOf(key, fromIndex)
    if (!placement.keepHeld(row.output, { identity, size: fromIndex.htmlBytes }, pagesRun, at)) {
      unchangedNotHeld[at] = true
      return false
    }
    // Taken: what is left at the end is routes that went.
    indexed.delete(row.path)
    takeIndexed(row.path, at, fromIndex)
    identities.set(row.path, identity)
    return true
  }
  /**
   * This build's record of a route is the index's, as the index holds it, its strings already one copy each
   * (render-index.mjs): at 100,000 routes, interning them again was 1.7 s of an edit.
   * @param {string} route
   * @param {number} at
   * @param {IndexedRecord} record
   */
  const takeIndexed = (route, at, record) => {
    records.set(route, record)
    summaries[at] = { route, links: record.links, ids: record.ids }
  }
  const others = rows.flatMap((row, at) => (keptAsItWas(row, at) ? [] : [at]))
  // File I/O overlaps while rendering uses the CPU.
  const pagesDone = eachLimited(others, 8, async (at) => {
    const row = /** @type {(typeof rows)[number]} */ (rows[at])
    const key = /** @type {string} */ (keys[at])
    // Made when needed: a page the staged site holds needs neither. Where they are, or (`entries.forWriting`) where to write them.
    const htmlFile = (at = entries.at) => at(`${key}.html`)
    const metaFile = (at = entries.at) => at(`${key}.json`)
    const fromIndex = indexed.get(row.path)
    // Taken: what is left at the end is routes that went.
    indexed.delete(row.path)
    /** @type {RenderMeta | undefined} */
    let meta = fromIndex?.key === key ? fromIndex : await readJsonEntry(metaFile(), isRenderMeta)
    // Checked once: a record found unchanged above is not hashed again.
    // A record from its own file may be older than the last build: its digest is worked out.
    if (meta && !(meta === fromIndex && unchangedNotHeld[at]) && !(meta === fromIndex ? holdsFor(row.path, fromIndex) : site.dependencyDigest(meta.dependsOn) === meta.dependencyDigest)) meta = undefined
    // Unchanged and in the staged site as it is (its record read from its own file): kept there. Else its HTML is
    // looked for in the cache, to be placed from there.
    const heldAsIs = meta !== undefined && placement.keepHeld(row.output, { identity: identityOf(key, meta), size: meta.htmlBytes })
    if (meta && !heldAsIs && !(await hasSize(htmlFile(), meta.htmlBytes))) meta = undefined
    // A page rendered now is timed from its render to its placing (its HTML and record written, linked into the staged
    // site): what it costs the build, told apart from the build's own work.
    const timed = !meta
    if (!meta) {
      rendering.start()
      const result = await site.renderRoute(row.path, assets).catch((/** @type {unknown} */ error) => messageOf(error))
      if (typeof result === 'string') {
        rendering.stop()
        // Every page that cannot be rendered is reported in one run, with the broken links of the rest.
        failures.push(result)
        summaries[at] = { route: row.path, links: [], ids: null }
        // Changed to no record: the last build's is not kept for it (but by a build that will fail, which leaves the index as it read it).
        if (!forReport) changed.add(row.path)
        return
      }
      const { html, dependsOn } = result
      const { links, ids } = site.linkSummary(row.path, html)
      if (forReport) {
        rendering.stop()
        // Copied out of the HTML, as a record read back is (below): a slice of it would keep the whole page in memory.
        const found = /** @type {{ links: string[], ids: string[] | null }} */ (JSON.parse(JSON.stringify({ links, ids })))
        summaries[at] = { route: row.path, links: found.links.map(intern), ids: found.ids && found.ids.map(intern) }
        rendered += 1
        fresh[at] = true
        return
      }
      const record = JSON.stringify({ dependsOn, dependencyDigest: site.dependencyDigest(dependsOn), links, ids, htmlBytes: Buffer.byteLength(html) })
      // Whole, as a new file renamed over the old: the old one may be hard-linked into the dist/ being served, which must not change under it.
      await writeWhole(htmlFile(entries.forWriting), html)
      await writeWhole(metaFile(entries.forWriting), record)
      // Read back from the record, not kept as found: a link found in the HTML is a slice of it, and would keep the whole page in memory.
      meta = /** @type {RenderMeta} */ (JSON.parse(record))
      rendered += 1
      fresh[at] = true
    }
    if (fromIndex && meta === fromIndex) takeIndexed(row.path, at, fromIndex)
    else {
      const links = meta.links.map(intern)
      const ids = meta.ids && meta.ids.map(intern)
      summaries[at] = { route: row.path, links, ids }
      if (!forReport) {
        records.set(row.path, { key, dependsOn: meta.dependsOn, dependencyDigest: meta.dependencyDigest, links, ids, htmlBytes: meta.htmlBytes })
        changed.add(row.path)
      }
    }
    const identity = identityOf(key, meta)
    identities.set(row.path, identity)
    if (!heldAsIs) await placement.link(row.output, htmlFile(), { identity, size: meta.htmlBytes })
    if (timed) rendering.stop()
  })
  await pagesDone
  // Its records as read, none gone and none changed: kept, not written.
  if (asRead) indexed.clear()
  const left = asRead ?? records
  // Written only when a record changed or a route came or went, and then only the changes while they are few: at 100,000 routes the index is some 36 MB.
  const next = await keepRenderIndex(indexFile, { read, records: left, changed, keyBase: base, toolSide: asRead ? read.toolSide : toolSide })
  // Under a new key base, the renders of versions before the last go (render-prune.mjs).
  const pruned = next.newVersion ? await pruneOlderVersions(indexFile, left.values()) : undefined
  // The next build's records are this one's: the routes whose record is new are added under their keys.
  let nextByKey
  if (byKey && routesByKey) {
    for (const route of changed) {
      const record = left.get(route)
      if (record) routesByKey.add(route, record.dependsOn)
    }
    nextByKey = routesByKey
  } else if (byKey) nextByKey = RoutesByKey.of(left)
  return {
    summaries,
    identities,
    rendered,
    reused: rows.length - rendered - failures.length,
    failures,
    renderedRoutes: rows.filter((_, at) => fresh[at]).map((row) => row.path),
    renderingMs: rendering.ms(),
    pruned,
    index: { keyBase: base, read: next.index, keys: routeKeys, byKey: nextByKey },
  }
}
