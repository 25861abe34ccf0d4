/**
 * The writers' preview's site (npm run dev, npm run content:check): every
 * page known by what it exports at compile time, and the site built from
 * them with src/server/preview-entry.ts, as the build does. A page's body is
 * compiled by Vite when it is shown.
 *
 * What a page exports is read from a cache by the hash of its source
 * (meta-cache.mjs), or learnt by compiling it, and then kept in memory.
 * Saving a page compiles that page again and rebuilds the registry from
 * what is in memory. (The registry used to be one module that imported
 * every page: Vite evaluated it again on every save, and each start, new
 * page or deleted page compiled the whole site.)
 *
 * The tools data is read as the build reads it (build/tools-data.mjs:
 * files parsed and checked, kept in .build/cache/preview-tools by their
 * identity), not imported through Vite one module a file; saving a tools file reads that
 * file again, and adding or removing one reads the folder's list again.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { normalizePath } from 'vite'
import { pageKeys } from '../build/pages.mjs'
import { readToolFiles } from '../build/tools-data.mjs'
import { messageOf } from '../lib/errors.mjs'
import { eachLimited } from '../lib/limit.mjs'
import { contentKey, isToolsKey, modifiedAt } from './content-files.mjs'
import { learnInWorkers } from './learn-in-workers.mjs'
import { readerIdentity } from './reader-identity.mjs'
import { createMetaCache } from './meta-cache.mjs'

/**
 * @import { ViteDevServer } from 'vite'
 * @import { PageModule } from '../../src/content/entries.ts'
 * @import { CompiledPage } from '../../src/server/preview-entry.ts'
 * @import { PageMeta } from '../build/compile-worker.mjs'
 * @import { Site } from '../../src/server/site-core.ts'
 */

/** The site entry's module (src/server/preview-entry.ts), as Vite loads it. @typedef {typeof import('../../src/server/preview-entry.ts')} SiteEntry */
/** @import { ToolFiles } from '../../src/server/preview-entry.ts' */

/**
 * The preview's site, kept current with the files (see createDevSite).
 * @typedef {object} DevSite
 * @property {(event: string, file: string) => void} fileChanged
 * @property {() => Promise<Site>} current
 */

const SITE_ENTRY = '/src/server/preview-entry.ts'
const LOADS_AT_ONCE = 8
/**
 * Vite's watcher (chokidar) drops a second change to a file that comes
 * within 50 ms of the first, as an editor that formats on save can make:
 * the preview would keep the first version. So after each change the file
 * is looked at again once that window has passed.
 */
const LOOK_AGAIN_MS = 100

/**
 * The preview's site over Vite: `vite` compiles the pages and the site
 * entry, and its watcher tells what changed.
 * @param {Pick<ViteDevServer, 'environments' | 'ssrLoadModule' | 'watcher'>} vite
 * @param {{ root?: string, includeDrafts?: boolean }} [options]
 * @returns {DevSite}
 */
export function createDevSite(vite, { root = process.cwd(), includeDrafts = true } = {}) {
  const graph = vite.environments.ssr.moduleGraph
  const metaCache = createMetaCache(root)
  /** @type {Map<string, CompiledPage>} Each page's frontmatter, word count, TODO lines, written body and loader, by key; a page is read again once dropped from here. */
  const pages = new Map()
  /** @type {string[] | undefined} The page keys, in file order; undefined when a page was added or deleted. */
  let keys
  /** @type {string[]} Markdown files among the pages, named when the list is read (pageKeys). */
  let strays = []
  /** @type {Site | undefined} The site built from `pages` with the site entry it was built by; undefined when it must be built again. */
  let site
  /** @type {Site | undefined} The last site built, kept when `site` is dropped: a save of prose, or of frontmatter that leaves the tools and routes as they were, updates it (withPagesSaved, withFrontmatterSaved). */
  let lastSite
  /** @type {SiteEntry | undefined} The site entry that built it. */
  let lastEntry
  /** @type {Map<string, CompiledPage>} Pages saved since `lastSite` was built, as it was built from them. */
  const savedSince = new Map()
  /** Whether everything that changed since `lastSite` was built is a saved page (no code, tools file, page added or removed). */
  let pagesSavedOnly = true
  /** @type {SiteEntry | undefined} */
  let siteEntry
  /** @type {Set<string>} Modules Vite must evaluate afresh before the next request (saved files). */
  const stale = new Set()
  /** @type {ToolFiles | undefined} The tools data as read; undefined when the list of files must be read again. */
  let toolFiles
  /** @type {string[] | undefined} Files in content/_tools/ that are not .yaml, named when the folder is read (readToolFiles). */
  let toolStrays
  /** @type {Set<string>} Tools files saved since they were read (absolute paths). */
  const savedTools = new Set()
  let codeChanged = false
  let listChanged = false
  /** @type {Promise<unknown>} Requests take turns: two at once would compile the same pages twice. */
  let turn = Promise.resolve()

  /** @param {string} file */
  function forget(file) {
    for (const module of graph.getModulesByFile(normalizePath(file)) ?? []) graph.invalidateModule(module)
  }

  /**
   * @param {string} key
   * @param {PageMeta} [cached] what it exports, as the cache held it a moment ago
   */
  async function load(key, cached) {
    const loadPage = async () => /** @type {PageModule} */ (await vite.ssrLoadModule(key))
    if (cached) return void pages.set(key, { ...cached, load: loadPage })
    const { hash, meta } = await metaCache.read(key)
    if (meta) return void pages.set(key, { ...meta, load: loadPage })
    /** @type {PageModule} */
    let module
    try {
      module = await loadPage()
    } catch (error) {
      // Compile it again on the next request too, not only once it is saved: a failed compile can be cached.
      forget(path.join(root, key))
      throw error
    }
    const exported = { frontmatter: module.frontmatter, wordCount: module.wordCount, todoLines: module.todoLines, written: module.written }
    pages.set(key, { ...exported, load: () => Promise.resolve(module) })
    // A save while Vite compiled may be what it compiled: keep the exports only under the hash of the source they came from.
    if ((await metaCache.read(key)).hash === hash) await metaCache.write(hash, exported)
  }

  /**
   * Reads or compiles these pages a few at a time: Vite compiles on one
   * thread anyway, and thousands of requests at once outlast its 60-second
   * limit on each. Throws the first failure, once every page has been tried, with every failure on it as `failures`
   * (the preview shows the first; content:check reports them all, as the build does).
   * @param {string[]} missing
   */
  async function loadAll(missing) {
    // A first start on a large site learns the pages on every core first (learn-in-workers.mjs).
    // What it found in the cache is not read again (at 2,000 pages, the second reading was a second of a restart).
    /** @type {Map<string, PageMeta>} */
    const cached = new Map()
    await learnInWorkers({ root, keys: missing, metaCache, cached }).catch((error) => console.warn(`Learning the pages on every core failed, so they are compiled one by one: ${messageOf(error)}`))
    /** @type {unknown} */
    /** @type {unknown[]} */
    const failures = []
    await eachLimited(missing, LOADS_AT_ONCE, (key) => load(key, cached.get(key)).catch((error) => void failures.push(error)))
    const [first] = failures
    if (first === undefined) return
    if (typeof first === 'object' && first !== null) Object.defineProperty(first, 'failures', { value: failures, configurable: true })
    throw first
  }

  /** @type {Map<string, number>} each file's last look to come, by its number */
  const looks = new Map()
  let lookNumber = 0

  /**
   * If the file changed again since this change was seen, tells Vite's watcher so, as if it had seen it. Only the
   * last change seen of a file looks again: an earlier one's look would take the save seen since for a save missed.
   * @param {string} file
   */
  function lookAgainLater(file) {
    const seen = modifiedAt(file)
    const look = (lookNumber += 1)
    looks.set(file, look)
    setTimeout(() => {
      if (looks.get(file) !== look) return
      looks.delete(file)
      if (modifiedAt(file) !== seen) vite.watcher.emit('change', file)
    }, LOOK_AGAIN_MS).unref()
  }

  /**
   * Acts on what the watcher saw since the last request, reads or compiles the pages missing, and builds the site if anything changed.
   * @returns {Promise<Site>}
   */
  async function refresh() {
    if (codeChanged || listChanged) pagesSavedOnly = false
    if (codeChanged) {
      graph.invalidateAll()
      metaCache.codeChanged()
      pages.clear()
      keys = undefined
      toolFiles = undefined
      site = undefined
      codeChanged = false
    }
    if (listChanged) {
      keys = undefined
      toolFiles = undefined
    }
    listChanged = false
    for (const file of stale) {
      forget(file)
      const key = contentKey(root, file)
      if (key && isToolsKey(key)) {
        savedTools.add(file)
        pagesSavedOnly = false
      } else if (key?.startsWith('/content/_fields/')) {
        // Every tools file is checked against the fields: the checks kept are read again, checked anew.
        toolFiles = undefined
        pagesSavedOnly = false
      } else if (key) {
        const before = pages.get(key)
        if (before && !savedSince.has(key)) savedSince.set(key, before)
        else if (!before && !savedSince.has(key)) pagesSavedOnly = false
        pages.delete(key)
      }
      site = undefined
    }
    stale.clear()
    if (!keys) {
      strays = []
      keys = await pageKeys(root, strays)
    }
    await loadAll(keys.filter((key) => !pages.has(key)))
    const entry = /** @type {SiteEntry} */ (await vite.ssrLoadModule(SITE_ENTRY))
    if (entry !== siteEntry) site = undefined
    siteEntry = entry
    const tools = await currentTools(entry)
    // Every key is in `pages` now: loadAll either read each missing page or threw.
    if (!site && lastSite && pagesSavedOnly && entry === lastEntry) {
      const saved = Object.fromEntries([...savedSince].map(([key, before]) => [key, { before, after: /** @type {CompiledPage} */ (pages.get(key)) }]))
      // Prose alone, or frontmatter that leaves the tools, the routes and the aliases as they were (src/server/frontmatter-saved.ts).
      site = entry.withPagesSaved(lastSite, saved) ?? entry.withFrontmatterSaved(lastSite, saved)
    }
    site ??= entry.createSite(Object.fromEntries(keys.map((key) => [key, /** @type {CompiledPage} */ (pages.get(key))])), tools, { includeDrafts, problems: [...strays, ...(toolStrays ?? [])] })
    lastSite = site
    lastEntry = entry
    savedSince.clear()
    pagesSavedOnly = true
    return site
  }

  /**
   * The tools data as the files are now: read whole (from the cache of
   * parsed files) at the start and when a file came or went, else only the
   * files saved since. A file that cannot be read stays saved, to be read
   * at the next request, and its error is thrown.
   * @param {SiteEntry} entry
   * @returns {Promise<ToolFiles>}
   */
  async function currentTools(entry) {
    if (!toolFiles) {
      savedTools.clear()
      const { tools, toolChecks, toolTodoLines, strays: named } = await readToolFiles(root, entry.readToolFile, { reader: readerIdentity(root), cacheDir: path.join(root, '.build', 'cache', 'preview-tools') })
      toolFiles = { tools, toolChecks, toolTodoLines }
      toolStrays = named
    }
    for (const file of [...savedTools]) {
      const key = /** @type {string} */ (contentKey(root, file))
      const { todoLines, check } = entry.readToolFile(await readFile(file, 'utf8'), key.slice(1))
      // The saved file checked again, alone: the others' checks are kept.
      toolFiles.tools[key] = undefined
      ;(toolFiles.toolChecks ??= {})[key] = check
      toolFiles.toolTodoLines[key] = todoLines
      savedTools.delete(file)
    }
    return toolFiles
  }

  // What Vite's watcher sees (folders come as their files). A page is compiled again on the next request.
  for (const event of ['add', 'change', 'unlink']) vite.watcher.on(event, (/** @type {string} */ file) => devSite.fileChanged(event, file))

  /** @type {DevSite} */
  const devSite = {
    /**
     * What Vite's watcher saw. It is noted here and acted on when the next
     * request takes its turn, so a save during a request is never lost.
     */
    fileChanged(event, file) {
      const key = contentKey(root, file)
      if (key) {
        stale.add(file)
        if (event !== 'change') listChanged = true
        else lookAgainLater(file)
      } else if (/[\\/]src[\\/]/.test(file)) codeChanged = true
    },

    /** The site as the files are now; throws a page's compile error or the registry's ContentError. */
    current() {
      const next = turn.then(refresh)
      turn = next.catch(() => {})
      return next
    },
  }
  return devSite
}
