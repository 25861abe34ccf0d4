#!/usr/bin/env node
/**
 * npm run build: the site as static files in dist/, in named, timed steps.
 *   1. client:  the island loader, the islands and the stylesheet (Vite)
 *   2. server:  the renderer, components and page compiler for Node (Vite SSR; no pages)
 *      Both are reused when their inputs have not changed (build/code-cache.mjs).
 *   3. compile: every page's MDX, once, in worker threads, cached by content hash (build/pages.mjs),
 *               and the tools data read (build/tools-data.mjs: not bundled, so a tool's edit is not a code change)
 *   4. cards:   a social card PNG per route (scripts/cards/), cached in .build/cache/cards
 *   5. pages:   every route rendered to dist/<route>/index.html, plus 404,
 *               sitemap, robots.txt, feeds and the search index; links checked
 *   6. compress: x.br and x.gz beside each text file over 1 KB, cached by content (build/compress.mjs);
 *               the pages are compressed as they are placed, while the next are rendered, and this step does the rest
 *   7. publish: the staged site swapped in for dist/ (build/publish.mjs); every step places its files
 *               through build/placement.mjs, in the site before the last one where it is kept,
 *               so an edit writes only the files it changes
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { takeUnreadable } from './build/cache-entries.mjs'
import { buildClientOnce, buildServerOnce, codeFingerprints, contentCss, keptContentCss } from './build/code-cache.mjs'
import { checkPages, compileChecked } from './build/pages.mjs'
import { startCompressing } from './build/compress.mjs'
import { editOptionsMissing, EDIT_THREAD_LIMITS, growHeapByHalf, startedForEdit, watchOptionsMissing } from './build/heap-flags.mjs'
import { watchMemory } from './build/memory.mjs'
import { leaveBuild, openStaging, recoverEarlierBuild, swapIn } from './build/publish.mjs'
import { renderPages, serverCodeHash } from './build/render-pages.mjs'
import { placeExtras, searchMemoFile, startSearchOnThread } from './build/extras.mjs'
import { SearchThread } from './build/search-thread.mjs'
import { readToolFiles } from './build/tools-data.mjs'
import { placeStoredFiles } from './build/stored-files.mjs'
import { keepPassed, knownPages } from './build/link-record.mjs'
import { derivedRecordFile, keepDerived, keepRelations, readKeptDerived, readKeptRelations, relationsRecordFile } from './build/derived-record.mjs'
import { describeCards, KeptCardThread, writeCards } from './cards/write.mjs'
import { keepProblemList, messageOf } from './lib/errors.mjs'
import { CodeChanged, keptAfterFailure, siteWithSaves } from './build/kept.mjs'
import { continueInNewProcess, watchBuilds } from './build/watch.mjs'
import { watchWait } from './build/watch-wait.mjs'
import { filesUnder, writeWhole } from './lib/files.mjs'
import { limitThreads } from './lib/worker-pool.mjs'
import { sha256Hex } from './lib/hash.mjs'

/** @import { Placement } from './build/placement.mjs' */

/**
 * @import { Asset, Assets } from '../src/server/Document.tsx'
 * @import { BuiltPage } from './build/pages.mjs'
 * @import { Kept } from './build/kept.mjs'
 */

// The server bundle leaves React outside; in Node it must load its production build, as Vite's bundles do.
process.env.NODE_ENV ??= 'production'

/** Vite, loaded only when a bundle is built: an edit's build reuses both, and importing Vite took 0.3 s of it. */
const vite = () => import('vite')

const root = process.cwd()
// DIST_DIR lets parallel builds (tests, benchmarks) write elsewhere.
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist')
const serverOut = path.join(root, '.build', `${path.basename(dist)}-server`)
// Vite writes the client bundle here, not in the site: its files are placed in the site from here, as every step's are.
const clientOut = path.join(root, '.build', `${path.basename(dist)}-client`)
/** What the last passing link check passed (build/link-record.mjs). */
const linkRecordFile = path.join(root, '.build', 'cache', 'links', `${path.basename(dist)}.json`)
/** The compressor's cache: each file's compressed forms, and the record of which entry holds a file's (build/compress.mjs). */
const compressedCache = path.join(root, '.build', 'cache', 'compressed')
/** Where the pages' renders are kept, with their index (build/render-pages.mjs). */
const renderCacheDir = path.join(root, '.build', 'cache', 'html')
/** The server bundle's entries: what renders the pages, what compiles MDX (on the compiler's threads), and what reads and checks a tools file (on the tools reader's threads). */
const SERVER_ENTRIES = {
  'build-entry': 'src/server/build-entry.ts',
  'page-compiler': 'src/node/compile-page.ts',
  'tools-reader': 'src/server/tools-reader.ts',
  'search-make': 'src/server/search-make.ts',
}
/** Pages rendered at most that the log names. */
const NAMED_RENDERS = 10
/** Where the build is: an interruption while swapping waits for the swap to finish. @type {'building' | 'swapping' | 'published' | 'watching'} */
let stage = 'building'
/** @type {{ signal: string, code: number } | undefined} */
let interrupted
/** The build's staging folder as it places files there, from when it is open until the swap: what a failure or an interruption keeps (leaveBuild). @type {Placement | undefined} */
let staged

/** dist/ as the writer names it. */
const label = `${path.relative(root, dist) || '.'}/`

/**
 * Runs one step of the build, and logs its name and time.
 * @template T
 * @param {string} name
 * @param {() => Promise<T>} run
 * @returns {Promise<T>}
 */
async function step(name, run) {
  const started = performance.now()
  const memory = watchMemory()
  const result = await run()
  console.log(`  ${name.padEnd(8)} ${Math.round(performance.now() - started)} ms, at most ${memory.peakMb()} MB`)
  return result
}

/** The stylesheet's thread of a build that stays running (code-cache.mjs, keptContentCss): one a process. @type {(() => Promise<string>) | undefined} */
let watchedCss
/** The card thread of a build that stays running (cards/write.mjs): one a process, for a save's few new cards. @type {KeptCardThread | undefined} */
let cardThread
/** The search's thread of a build that stays running (build/search-thread.mjs): one a process, holding its last make. @type {SearchThread | undefined} */
let keptSearchThread
/** The search's memo file, as the last build of a build that stays running named it: its thread reads it while the watch waits. @type {string | undefined} */
let keptSearchMemo
/** The server bundle's entry the search's thread loads. */
const searchMaker = pathToFileURL(path.join(serverOut, 'search-make.js')).href
/** @type {Promise<typeof import('../src/node/compile-page.ts')> | undefined} */
let compilerHere
/** The page compiler, loaded in this thread once (a build that stays running compiles a save's few pages here: build/pages.mjs). */
const pageCompiler = () => (compilerHere ??= import(pathToFileURL(path.join(serverOut, 'page-compiler.js')).href))

/**
 * One build of the site into dist/.
 * @param {Kept} [kept] what the build before, in this process, left; changed in place to what this one leaves
 * @param {{ toolNames?: ReadonlySet<string>, onlyTools?: boolean, watching?: boolean }} [since] toolNames: the tools files the watch saw
 *   change since the build before (then only those are read again: build/tools-data.mjs; none, an empty set; undefined, not known);
 *   onlyTools: whether the watch saw nothing else change (then the pages are as the build before compiled them); watching: whether
 *   the build stays running after this one (what only its next build would read is then kept too)
 */
async function buildOnce(kept = {}, { toolNames, onlyTools = false, watching = false } = {}) {
  console.log('Building the site')
  stage = 'building'
  staged = undefined
  // dist/'s list, when the build before stays running and has yet to write it: this build publishes over it.
  await wait.writeUnwrittenList()
  let pageCount = 0
  // On the other core while this thread reads the staging folder's list (at 100,000 tools, 2 s): Tailwind's load and run.
  // A build that stays running keeps the thread, Tailwind loaded, and asks it again.
  const css = watching ? (watchedCss ??= keptContentCss(root))() : contentCss(root)
  await recoverEarlierBuild(dist)
  // Everything is written here, and put in place of dist/ only when every step has passed (build/publish.mjs).
  const placement = await openStaging(root, dist, kept.staging)
  if (placement.copied) console.log(`  staging in a copy of ${label} made in hard links (${placement.held.size} files, ${(placement.copyMs / 1000).toFixed(1)} s): there was no site before the last one`)
  staged = placement
  kept.staging = undefined
  const fingerprints = await step('inputs', () => codeFingerprints(root, css))
  const noteReuse = (/** @type {boolean} */ ran) => {
    if (!ran) console.log('  unchanged: reused')
  }
  await step('client', async () =>
    noteReuse(
      await buildClientOnce({
        fingerprint: fingerprints.client,
        dist: clientOut,
        cacheDir: path.join(root, '.build', 'cache', 'client'),
        build: async () => (await vite()).build({ logLevel: 'warn', build: { outDir: clientOut, emptyOutDir: true } }),
      }),
    ),
  )
  await placeClient(placement)
  // The entries are part of what the bundle is: a new one builds it again.
  const serverFingerprint = sha256Hex(fingerprints.server, JSON.stringify(SERVER_ENTRIES))
  await step('server', async () =>
    noteReuse(
      await buildServerOnce({
        fingerprint: serverFingerprint,
        outDir: serverOut,
        build: async () =>
          (await vite()).build({
            logLevel: 'warn',
            build: { ssr: true, outDir: serverOut, emptyOutDir: true, manifest: false, copyPublicDir: false, rollupOptions: { input: SERVER_ENTRIES } },
          }),
      }),
    ),
  )
  // A module is loaded once a process: new server code (src/, content/_fields/) cannot be taken in while the build stays running.
  if (kept.serverFingerprint !== undefined && kept.serverFingerprint !== serverFingerprint) throw new CodeChanged()
  kept.serverFingerprint = serverFingerprint
  /** @type {typeof import('../src/server/build-entry.ts')} */
  const server = await import(pathToFileURL(path.join(serverOut, 'build-entry.js')).href)
  /** @type {Record<string, BuiltPage>} */
  let compiled = {}
  // The derived values' hashes as the last build of this code left them (build/derived-record.mjs).
  const derivedFile = derivedRecordFile(path.join(root, '.build', 'cache', 'derived'), serverFingerprint)
  // And the tools' relations' hashes, with what they were worked out from (src/server/kept-relations.ts).
  const relationsFile = relationsRecordFile(path.join(root, '.build', 'cache', 'derived'), serverFingerprint)
  const [keptDerived, keptRelations] = await Promise.all([readKeptDerived(derivedFile), readKeptRelations(relationsFile)])
  const site = await step('compile', async () => {
    // The pages compile on worker threads while this one reads the tools files: an edit's build waits for the longer of the two, not both.
    // Which pages to compile is found first, alone: its small reads would wait behind the tools files' (build/pages.mjs, checkPages).
    // None while the watch saw only tools files saved: the pages are as the build before compiled them (at 100,000 tools,
    // reading and looking up the 2,040 pages' sources was some 0.14 s of each tools file's save).
    const pagesBefore = onlyTools ? kept.compiled : undefined
    const checkedPages = pagesBefore ? undefined : await checkPages({ root, compilerFile: path.join(serverOut, 'page-compiler.js'), cacheDir: path.join(root, '.build', 'cache', 'pages') })
    // The tools as read by the build before, while the watch saw no tools file change; else read (from their kept checks).
    if (toolNames?.size !== 0) kept.toolFiles = undefined
    const [{ pages, compiled: count, cached, failures }, toolFiles] = await Promise.all([
      checkedPages
        ? compileChecked(checkedPages, { compileHere: watching ? (await pageCompiler()).compilePage : undefined })
        : { pages: /** @type {Record<string, BuiltPage>} */ (pagesBefore), compiled: 0, cached: Object.keys(pagesBefore ?? {}).length, failures: [] },
      // Each file checked as it is read, and kept checked: the server's fingerprint covers the schemas and the fields it was checked by.
      kept.toolFiles ??
        readToolFiles(root, server.readToolFile, {
          reader: fingerprints.server,
          workers: { readerUrl: pathToFileURL(path.join(serverOut, 'tools-reader.js')).href },
          changed: toolNames,
        }),
    ])
    if (!checkedPages) console.log(`  pages: none changed, ${cached} as compiled before`)
    else console.log(`  ${count} page${count === 1 ? '' : 's'} compiled, ${cached} from cache`)
    compiled = pages
    // The content as far as it is valid: its problems (pages that could not be compiled included) are reported
    // at the end of the pages step, with what rendering and the link check find there, in one report.
    if (kept.toolFiles === toolFiles) console.log(`  tools files: none changed, ${Object.keys(toolFiles.tools).length} as read before`)
    else console.log(`  ${toolFiles.parsed} tools file${toolFiles.parsed === 1 ? '' : 's'} parsed, ${Object.keys(toolFiles.tools).length - toolFiles.parsed} as before`)
    // (Pages as compiled before were by a build that passed: it had no stray files.)
    const options = { problems: [...failures, ...(checkedPages?.strays ?? []), ...toolFiles.strays], keptDerived, keptRelations }
    // The same day too: a price is marked old by the day the site is built for (UTC's, as the registry takes it), and a build
    // that stays running past midnight makes the site again.
    const sameDay = kept.site?.registry.today === new Date().toISOString().slice(0, 10)
    const sameSite = sameDay && kept.site ? siteWithSaves(server, kept.site, { kept, pages, toolFiles, options }) : undefined
    kept.siteAsBefore = sameSite?.frontmatterAsBefore ?? false
    if (!sameSite) kept.cardJobs = undefined
    // Dropped before the next is made: two registries of 100,000 tools are not held at once.
    kept.site = undefined
    kept.compiled = pages
    kept.toolFiles = toolFiles
    return sameSite?.site ?? server.createCheckedSite(pages, toolFiles, options)
  })
  kept.site = site
  growHeapByHalf()
  const contentOk = site.contentProblems.length === 0
  // An edit's search is made on a thread of its own, from now until the pages are rendered (build/search-thread.mjs).
  const searchThread = watching ? (keptSearchThread ??= new SearchThread(searchMaker)) : new SearchThread(searchMaker)
  const extrasPlaces = {
    serverCode: await serverCodeHash(serverOut),
    storeDir: path.join(root, '.build', 'cache', 'files'),
    cacheDir: path.join(root, '.build', 'cache', 'extras'),
    records: watching ? (kept.extrasRecords ??= new Map()) : new Map(),
  }
  const searchOnThread = contentOk ? await startSearchOnThread({ ...extrasPlaces, site, thread: searchThread }) : undefined
  if (watching) keptSearchMemo = searchMemoFile(extrasPlaces)
  /** @type {Promise<import('./cards/write.mjs').CardStats> | undefined} the few cards drawn beside the pages (writeCards, beside) */
  let cardsBeside
  // Before the pages: rendering imports every page module into this thread, and with 5,000 of them
  // held, the card workers' memory on top would take the build past 2 GB.
  await step('cards', async () => {
    if (!contentOk) return console.log('  skipped: the content has problems (below)')
    // A site with only prose saved asks for the cards it asked for before (a card shows a page's frontmatter): kept while the build stays running.
    // With a page's frontmatter saved, those with the saved pages' made again.
    const keptJobs = kept.cardJobs && (kept.siteAsBefore ? kept.cardJobs : site.socialCardsFrom?.(kept.cardJobs))
    const jobs = keptJobs ?? site.socialCards()
    if (watching) kept.cardJobs = jobs
    const thread = watching ? (cardThread ??= new KeptCardThread()) : undefined
    // A few cards drawn beside the pages: an edit's build goes on to them meanwhile, and waits for the cards after them.
    const written = await writeCards(jobs, { placement, cacheDir: path.join(root, '.build', 'cache', 'cards'), kept: thread, beside: true })
    if (!written.beside) return console.log(`  ${describeCards(written)}`)
    console.log(`  ${written.cards} social cards: ${written.rendered} to draw beside the pages`)
    cardsBeside = written.beside
  })
  // From here every page is compressed as it is placed, on the compressor's thread, while the next is rendered (build/compress.mjs).
  const compressor = startCompressing({ placement, cacheDir: compressedCache, heldIdentities: watching ? (kept.compressedIdentities ??= new Map()) : undefined })
  placement.onPlaced = (file, record, slot) => compressor.addRecord(file, record, slot)
  await step('pages', async () => {
    /** @type {Record<string, { file: string }>} Vite's manifest: each entry's output file. */
    const manifest = JSON.parse(await readFile(path.join(clientOut, '.vite/manifest.json'), 'utf8'))
    // Each with its Subresource Integrity hash: a file changed on the way (a CDN, a proxy) is refused, not run.
    /** @param {string} entry @returns {Promise<Asset>} */
    const asset = async (entry) => {
      const file = manifest[entry]?.file
      if (!file) throw new Error(`Vite's manifest has no ${entry}`)
      return { href: `/${file}`, integrity: `sha384-${createHash('sha384').update(await readFile(path.join(clientOut, file))).digest('base64')}` }
    }
    /** @type {Assets} */
    const assets = {
      loader: await asset('src/client/loader.ts'),
      styles: [await asset('src/styles/global.css')],
    }
    // The other files, each group kept while what it read is unchanged (build/extras.mjs). Before the pages: they read
    // the registry only, and placed first they are compressed on the compressor's thread while the pages render. After the
    // pages, at 100,000 tools, compressing them (the tools' records and the finder's files) was 43 s of the cold build.
    const extras = await placeExtras({
      ...extrasPlaces,
      site,
      placement,
      memos: watching ? (kept.extrasMemos ??= new Map()) : undefined,
      unwritten: watching ? wait.unwrittenRecords : undefined,
      searchOnThread,
      remake: contentOk,
    })
    const index = kept.index
    kept.index = undefined
    const { summaries, identities, rendered, reused, failures, renderedRoutes, renderingMs, pruned, ...after } = await renderPages({
      site,
      pages: compiled,
      assets,
      placement,
      serverOut,
      cacheDir: renderCacheDir,
      index,
      byKey: watching,
      forReport: !contentOk,
    })
    if (watching) {
      kept.index = after.index
      kept.memoFiles = extras.memoFiles
    }
    await extras.pending
    if (cardsBeside) console.log(`  ${describeCards(await cardsBeside)} (beside the pages)`)
    // How long rendering and placing the pages took: what an edit's pages cost, told apart from the build's own work (the bench's figure).
    // Those a build that will fail renders are for its report alone (render-pages.mjs, forReport).
    const notKept = contentOk || rendered === 0 ? '' : ' for the report alone, not kept'
    console.log(`  ${rendered} page${rendered === 1 ? '' : 's'} rendered${notKept}, ${reused} from cache${rendered > 0 ? `; rendering ${(renderingMs / 1000).toFixed(2)} s` : ''}`)
    // A few are named: what a writer's edit rendered (all of them are in .build/<dist>-server/rendered.json).
    if (renderedRoutes.length > 0 && renderedRoutes.length <= NAMED_RENDERS) console.log(`  rendered: ${renderedRoutes.join(', ')}`)
    if (pruned && pruned.removed > 0) console.log(`  render cache: ${pruned.removed} files of earlier versions removed (${Math.round(pruned.bytes / 1e6)} MB)`)
    const unmade = extras.unmade.length > 0 ? `, ${extras.unmade.join(', ')} not made again (the content has problems)` : ''
    console.log(`  other files: ${extras.made.length > 0 ? `${extras.made.join(', ')} made` : 'none made'}, ${extras.kept} group${extras.kept === 1 ? '' : 's'} kept${unmade}`)
    if (extras.took.length > 0) console.log(`  made in: ${extras.took.join(', ')}`)
    // The 404 page every build, for its links.
    const notFound = await site.notFound(assets)
    await placeStoredFiles([notFound], { placement, cacheDir: path.join(root, '.build', 'cache', 'files') })
    await keepDerived(derivedFile, keptDerived, site.derivedKept())
    await keepRelations(relationsFile, keptRelations, site.relationsKept())
    // A page that cannot be rendered, or a broken internal link or anchor, fails the build (and dist/ stays as it was): all of them in one report.
    // A page refused for its problems is not checked, and a link to it is not broken: the page is, and the report says so.
    const checked = [...summaries, site.linkSummary('/404', notFound.content), ...site.refusedRoutes.map((route) => ({ route, links: [], ids: null }))]
    const staticFiles = [...(await filesUnder(path.join(root, 'public'))).map((file) => `/${file}`), ...extras.paths.filter((file) => !file.endsWith('.html')).map((file) => `/${file}`)]
    // The pages the last passing check passed, as they were, against the same targets: only what changed is checked (build/link-record.mjs).
    const targets = { routes: checked.map((page) => page.route), aliases: site.aliasLines(), files: new Set(staticFiles), identities }
    const known = await knownPages(linkRecordFile, targets)
    site.checkLinks(checked, staticFiles, [...site.contentProblems, ...site.withoutEchoes(failures, site.refusedRoutes)], known)
    await keepPassed(linkRecordFile, targets, known.filesLinked)
    pageCount = summaries.length + 1 + extras.paths.filter((file) => file.endsWith('.html')).length
    // The route table, for the end-to-end tests; not deployed. Under .build/, so written whole like every file there.
    // Not again for a site with only prose saved, whose routes are the build before's (at 100,000 tools, 20 MB), nor for
    // one whose table is the one written (a title saved).
    if (!(kept.siteAsBefore && kept.routesWritten)) {
      const routes = site.routes()
      const written = kept.routesWritten
      kept.routesWritten = undefined
      const same = written?.length === routes.length && routes.every((row, at) => row === written[at] || JSON.stringify(row) === JSON.stringify(written[at]))
      if (!same) await writeWhole(path.join(serverOut, 'routes.json'), JSON.stringify(routes, null, 2))
      kept.routesWritten = watching ? routes : undefined
    }
    // Which routes this build rendered rather than took from the cache: what an edit cost, for the tests and the bench.
    await writeWhole(path.join(serverOut, 'rendered.json'), JSON.stringify(renderedRoutes))
  })
  await step('compress', async () => {
    // Its own files are not compressed again.
    placement.onPlaced = undefined
    const { compressed, reused, read, keepLater } = await compressor.finish()
    // A record left unwritten by a build before holds its facts too: this one's write writes them (compressed-identities.mjs).
    wait.leave({ identities: keepLater })
    console.log(`  ${compressed} file${compressed === 1 ? '' : 's'} compressed (.br and .gz), ${reused} from cache; ${read} read, the rest known by their identity`)
  })
  await step('publish', async () => {
    const removed = await placement.removeStale()
    const where = placement.copied ? `a copy of ${label} in hard links, updated` : placement.reused ? 'the site before the last one, updated' : 'a new folder'
    console.log(`  ${placement.changed} file${placement.changed === 1 ? '' : 's'} placed, ${removed} removed, ${placement.size - placement.changed} as they were (${where})`)
    noteUnreadableEntries()
    // Between the swap's two renames there is no dist/: an interruption waits for the second (see below).
    stage = 'swapping'
    // A build that stays running writes dist/'s list while it waits (build/watch-wait.mjs).
    wait.leave({ list: await swapIn(root, dist, placement, { listLater: watching }) })
    stage = 'published'
    staged = undefined
  })
  if (interrupted) finishInterrupted(interrupted)
  // A one-shot build's search thread writes its memo while the build compresses and publishes: awaited, then let go.
  if (!watching) await searchThread.stop()
  console.log(`Wrote ${pageCount} pages to ${label}`)
  // maxRSS covers the bundler's native threads too: the figure `npm run bench` reports.
  console.log(`Peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`)
}

/** What a build that stays running does while it waits, with what its builds leave for then (build/watch-wait.mjs). */
const wait = watchWait({
  root,
  dist,
  compressedCache,
  pageCompiler,
  readAheadOfSearch: () => {
    if (keptSearchMemo) void keptSearchThread?.readAhead(keptSearchMemo)
  },
})
/** Whether a stop has waited for dist/'s list. */
let listSettled = false
/** Whether a stop is waiting now, for dist/'s list or for the staging folder to be kept. */
let stopWaits = false

async function main() {
  if (!process.argv.slice(2).includes('--watch')) {
    // An edit's build of a large site has a larger young generation, which V8 sizes only as a process starts (build/heap-flags.mjs).
    const missing = editOptionsMissing(process.execArgv, path.join(renderCacheDir, 'index.ndjson'))
    if (missing.length > 0) return continueInNewProcess(missing)
    if (startedForEdit(process.execArgv)) limitThreads(EDIT_THREAD_LIMITS)
    return buildOnce()
  }
  // A build that stays running has a larger young generation, which V8 sizes only as a process starts (build/heap-flags.mjs).
  const missing = watchOptionsMissing(process.execArgv)
  if (missing.length > 0) return continueInNewProcess(missing)
  stage = 'watching'
  await watchBuilds({
    root,
    build: (/** @type {Kept} */ kept, /** @type {{ toolNames: ReadonlySet<string> | undefined, onlyTools: boolean }} */ since) => buildOnce(kept, { ...since, watching: true }),
    // While it waits for the next save: dist/'s list, the list of the folder the next build will stage in, and what spares a later build work.
    prepare: wait.prepare,
    beforeRestart: wait.writeLeft,
    isCodeChanged: (/** @type {unknown} */ error) => error instanceof CodeChanged,
    onFailed: async (/** @type {unknown} */ error, /** @type {Kept} */ kept) => {
      // An interruption says what it leaves: the build it stopped fails after it.
      if (interrupted) return
      noteUnreadableEntries()
      keepProblemList(error, root)
      const { said, staging } = await leaveStaged()
      keptAfterFailure(kept, staging)
      console.error(`\nBuild failed.\n${messageOf(error)}\n${said}`)
    },
    onBuilt: () => {
      stage = 'watching'
    },
  })
}

// Interrupted (Ctrl-C, a stopped CI job): dist/ stays, and the staging folder is kept for the next build (leaveStaged). A killed
// build's staging folder goes with the next build.
for (const [signal, code] of /** @type {const} */ ([['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]])) {
  process.on(signal, () => {
    // A stop that waits (for dist/'s list, or for the staging folder to be kept) ends once that is done. Ctrl-C reaches a
    // watch started again in a new process twice, from the terminal and from the process that started it
    // (build/watch.mjs, continueInNewProcess).
    if (stopWaits) return
    interrupted = { signal, code }
    if (stage !== 'swapping') finishInterrupted(interrupted)
  })
}

/**
 * Puts the client bundle's files (and public/'s, which Vite copies) in the
 * site, known by their bytes; Vite's manifest is read by the build, not
 * published.
 * @param {Placement} placement
 */
async function placeClient(placement) {
  for (const file of await filesUnder(clientOut)) {
    if (file.startsWith('.vite/')) continue
    const bytes = await readFile(path.join(clientOut, file))
    await placement.write(file, bytes, { identity: `asset ${sha256Hex(bytes)}`, size: bytes.length })
  }
}

/** Says in one line which cache entries were there but unreadable, and so rebuilt (build/cache-entries.mjs), if any. */
function noteUnreadableEntries() {
  const line = takeUnreadable(root)
  if (line) console.log(`  ${line}`)
}

/**
 * Says what an interruption leaves, and exits.
 * @param {{ signal: string, code: number }} interruption
 */
function finishInterrupted({ signal, code }) {
  // dist/'s list first, when the build that stays running has yet to write it: without it, the build after the next would
  // stage in a new folder and place every file again (at 100,000 tools, 837,000 files and over a minute).
  if ((stage === 'watching' || stage === 'published') && !listSettled) {
    listSettled = true
    stopWaits = true
    wait
      .writeLeft()
      .catch(() => {})
      .finally(() => finishInterrupted({ signal, code }))
    return
  }
  if (stage === 'watching') {
    console.error(`\nStopped watching (${signal}). ${label} holds the last build.`)
    process.exit(code)
  }
  if (stage === 'published') {
    console.error(`\nBuild interrupted (${signal}). ${label} holds the new build; the old one is kept for the next build to update.`)
    process.exit(code)
  }
  stopWaits = true
  void leaveStaged().then(({ said }) => {
    console.error(`\nBuild interrupted (${signal}). ${said}`)
    process.exit(code)
  })
}

/**
 * After a build that did not publish: its staging folder kept, as far as it got, for the next build to stage in
 * (build/publish.mjs, leaveBuild); the line that says what dist/ holds, and that folder with its list.
 */
const leaveStaged = () => leaveBuild(root, dist, label, staged)

main().catch(async (error) => {
  // An interruption says what it leaves, and exits: the build it stopped fails after it.
  if (interrupted) return
  noteUnreadableEntries()
  keepProblemList(error, root)
  console.error(`\nBuild failed.\n${messageOf(error)}\n${(await leaveStaged()).said}`)
  process.exit(1)
})
