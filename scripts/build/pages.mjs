/**
 * The build's page compiler. MDX costs about 25 ms a page a core, so each
 * page is compiled once (not once for the server and again for the client),
 * in worker threads on every core, and cached by a hash of its source and
 * of the compiler: an unchanged page is never compiled again.
 *
 * The cache is .build/cache/pages/<hash>.mjs (the module, rendered by the
 * build) and <hash>.json (its frontmatter, word count, TODO lines, what its
 * body says: components, props and links, for a page that is not rendered;
 * and the module's size). Both are written whole, the record after the
 * module, and an entry is taken only when the record parses and the module
 * is the size it records (cache-entries.mjs); else the page is compiled again.
 */
import { readFileSync } from 'node:fs'
import { mkdir, readdir, readFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { messageOf } from '../lib/errors.mjs'
import { filesUnder, writeWhole } from '../lib/files.mjs'
import { cacheKey } from '../lib/hash.mjs'
import { runOnWorkers } from '../lib/worker-pool.mjs'
import { hasSizeSync, isRecord, readJsonEntrySync } from './cache-entries.mjs'

/**
 * @import { PageModule } from '../../src/content/entries.ts'
 * @import { CompiledPage } from '../../src/server/site-entry.ts'
 * @import { CompileAnswer, CompileJob, CompileWorkerData, PageMeta } from './compile-worker.mjs'
 */

/** A compiled page as the build hands it to the site, with the hash its render is cached under. @typedef {CompiledPage & { hash: string }} BuiltPage */

/** A page's record in the cache: what it exports, and its module's size. @typedef {{ meta: PageMeta, moduleBytes: number }} PageRecord */

/** The record's layout, in every key: a record of another layout is never looked for. */
const RECORD_LAYOUT = 'page record 2'

/**
 * Whether a parsed value can be what a page exports at compile time (the
 * build's and the preview's records of it). Loose on purpose: the
 * frontmatter is whatever the page says (the schema judges it later), and
 * JSON leaves out what was undefined.
 * @param {unknown} value
 * @returns {value is PageMeta}
 */
export const isPageMeta = (value) =>
  isRecord(value) && ['number', 'undefined'].includes(typeof value.wordCount) && (value.todoLines === undefined || Array.isArray(value.todoLines))

/**
 * @param {unknown} value
 * @returns {value is PageRecord}
 */
const isPageRecord = (value) => isRecord(value) && isPageMeta(value.meta) && typeof value.moduleBytes === 'number'

/**
 * Every page file under content/, sorted, as registry keys
 * ("/content/about.mdx"); "_" files and folders are not pages. Also the
 * preview's list (scripts/dev/site.mjs). A Markdown file among the pages
 * (a .md, not README.md) is no page, and would go unpublished without a word:
 * `strays` (when given) collects a problem naming each.
 * @param {string} root
 * @param {string[]} [strays]
 * @returns {Promise<string[]>}
 */
export async function pageKeys(root, strays) {
  const content = path.join(root, 'content')
  // The "_" folders are not walked: at 100,000 tools, listing content/_tools was most of this (0.8 s).
  /** @type {string[]} */
  const files = []
  for (const entry of await readdir(content, { withFileTypes: true }).catch(() => [])) {
    if (entry.name.startsWith('_')) continue
    if (entry.isFile()) files.push(entry.name)
    else if (entry.isDirectory()) files.push(...(await filesUnder(path.join(content, entry.name))).map((file) => `${entry.name}/${file}`))
  }
  const pages = files.sort().filter((file) => !file.split('/').some((part) => part.startsWith('_')))
  for (const file of pages) {
    if (/\.(?:md|markdown)$/.test(file) && path.basename(file) !== 'README.md') strays?.push(`content/${file}: not published: pages are .mdx files (rename it ${path.basename(file).replace(/\.\w+$/, '.mdx')})`)
  }
  return pages.filter((file) => file.endsWith('.mdx')).map((file) => `/content/${file}`)
}

/**
 * Runs compile jobs on a pool of worker threads; resolves with { answers,
 * failures }: each job's exports by index (undefined where it failed) and
 * every failure's message. `onAnswer(index, exports, moduleBytes)` hears
 * each answer as it comes, so its caching overlaps the compiling. Also the
 * preview's (dev/learn-in-workers.mjs).
 * @param {readonly CompileJob[]} jobs
 * @param {string} compilerUrl the page compiler's module (src/node/compile-page.ts, bundled)
 * @param {(index: number, meta: PageMeta, moduleBytes: number) => void} [onAnswer]
 * @returns {Promise<{ answers: (PageMeta | undefined)[], failures: string[] }>}
 */
export async function runPool(jobs, compilerUrl, onAnswer = () => {}) {
  /** @type {(PageMeta | undefined)[]} */
  const answers = new Array(jobs.length)
  /** @type {string[]} */
  const failures = []
  /** @type {CompileWorkerData} */
  const workerData = { compilerUrl }
  const threads = Math.max(1, Math.min(availableParallelism(), jobs.length))
  await runOnWorkers({ script: new URL('./compile-worker.mjs', import.meta.url), threads, workerData }, jobs, (/** @type {CompileAnswer} */ answer) => {
    if (answer.error !== undefined) failures.push(answer.error)
    else {
      answers[answer.id] = answer.meta
      onAnswer(answer.id, answer.meta, answer.moduleBytes)
    }
  })
  return { answers, failures }
}

/**
 * The pages as the cache has them, and a job for each page it has not:
 * every page file's source read and hashed, and its cache entry looked up.
 * @typedef {{ keys: string[], compilerFile: string, pages: Map<string, BuiltPage>, jobs: (CompileJob & { key: string, metaFile: string, hash: string, load: () => Promise<PageModule> })[], strays: string[] }} CheckedPages
 */

/**
 * Compiles every page that is not in the cache; resolves with { pages,
 * compiled, cached, failures } where pages maps registry keys, in file
 * order, to what the site entry takes of a page, with its hash, and
 * failures names every page that could not be compiled ("content/x.mdx:3:1:
 * could not parse …"), for the one report of content problems.
 * @param {{ root: string, compilerFile: string, cacheDir: string }} options
 */
export const compilePages = async (options) => compileChecked(await checkPages(options))

/**
 * Reads every page's source and looks for it in the cache: the first half
 * of compilePages. The build runs it alone, before reading the tools files:
 * beside them, its 2,000 small reads waited behind theirs, which are
 * synchronous (at 100,000 tools the page to compile reached its thread
 * 5.9 s into the step). Alone, nothing runs beside its reads, and each is
 * made at once: through the thread pool, each file's open, size, read and
 * close was a round trip of its own, and the 2,040 pages' sources, records
 * and modules' sizes took 0.9 s, most of it waiting (0.2 s at once).
 * @param {{ root: string, compilerFile: string, cacheDir: string }} options
 * @returns {Promise<CheckedPages>}
 */
export async function checkPages({ root, compilerFile, cacheDir }) {
  await mkdir(cacheDir, { recursive: true })
  // The compiler's own code and the versions of its dependencies decide the output as much as the source does.
  const compilerHash = cacheKey(RECORD_LAYOUT, await readFile(compilerFile), await readFile(path.join(root, 'package-lock.json')).catch(() => ''))
  /** @type {string[]} */
  const strays = []
  const keys = await pageKeys(root, strays)
  /** @type {CheckedPages['pages']} */
  const pages = new Map()
  /** @type {CheckedPages['jobs']} */
  const jobs = []
  for (const key of keys) {
    const source = readFileSync(path.join(root, key), 'utf8')
    const hash = cacheKey(compilerHash, key, source)
    const out = path.join(cacheDir, `${hash}.mjs`)
    const metaFile = path.join(cacheDir, `${hash}.json`)
    /** @returns {Promise<PageModule>} */
    const load = () => import(pathToFileURL(out).href)
    const record = readJsonEntrySync(metaFile, isPageRecord)
    if (record && hasSizeSync(out, record.moduleBytes)) pages.set(key, { ...record.meta, hash, load })
    else jobs.push({ key, file: key.slice(1), source, out, metaFile, hash, load })
  }
  return { keys, compilerFile, pages, jobs, strays }
}

/** Pages to compile at most that a compiler loaded in this thread compiles here, not on worker threads. */
const FEW_PAGES = 4

/**
 * Compiles the pages checkPages found no cache entry for: the second half of compilePages.
 * @param {CheckedPages} checked
 * @param {{ compileHere?: typeof import('../../src/node/compile-page.ts')['compilePage'] }} [options] the compiler, loaded in this
 *   thread by a build that stays running (watch.mjs): a save's page or two are compiled here, without threads started to load it
 *   again (some 0.5 s of a save)
 * @returns {Promise<{ pages: Record<string, BuiltPage>, compiled: number, cached: number, failures: string[] }>}
 */
export async function compileChecked({ keys, compilerFile, pages, jobs }, { compileHere } = {}) {
  /** @type {Promise<void>[]} */
  const metaWrites = []
  const compile = compileHere && jobs.length <= FEW_PAGES ? (/** @type {CompileJob[]} */ each, /** @type {string} */ _url, /** @type {Parameters<typeof runPool>[2]} */ onAnswer) => runHere(each, compileHere, onAnswer) : runPool
  const { failures } = await compile(
    jobs.map(({ file, source, out }) => ({ file, source, out })),
    pathToFileURL(compilerFile).href,
    (i, meta, moduleBytes) => {
      const job = /** @type {(typeof jobs)[number]} */ (jobs[i])
      /** @type {PageRecord} */
      const record = { meta, moduleBytes }
      metaWrites.push(writeWhole(job.metaFile, JSON.stringify(record)))
      pages.set(job.key, { ...meta, hash: job.hash, load: job.load })
    },
  )
  await Promise.all(metaWrites)
  // Keys in file order, so the registry sees pages in the same order on every run; a page that could not be compiled is left out, and its problem reported with the registry's.
  const compiledKeys = keys.filter((key) => pages.has(key))
  return { pages: Object.fromEntries(compiledKeys.map((key) => [key, /** @type {BuiltPage} */ (pages.get(key))])), compiled: jobs.length - failures.length, cached: keys.length - jobs.length, failures }
}

/**
 * Compiles jobs in this thread, as a compile worker does (compile-worker.mjs), with the same answers.
 * @param {readonly CompileJob[]} jobs
 * @param {typeof import('../../src/node/compile-page.ts')['compilePage']} compilePage
 * @param {(index: number, meta: PageMeta, moduleBytes: number) => void} [onAnswer]
 * @returns {Promise<{ answers: (PageMeta | undefined)[], failures: string[] }>}
 */
async function runHere(jobs, compilePage, onAnswer = () => {}) {
  /** @type {(PageMeta | undefined)[]} */
  const answers = new Array(jobs.length)
  /** @type {string[]} */
  const failures = []
  for (const [index, { file, source, out }] of jobs.entries()) {
    try {
      const { code, exports } = await compilePage(source, file)
      await writeWhole(out, code)
      const { frontmatter, wordCount, todoLines, written } = /** @type {PageMeta} */ (exports)
      answers[index] = { frontmatter, wordCount, todoLines, written }
      onAnswer(index, answers[index], Buffer.byteLength(code))
    } catch (error) {
      failures.push(messageOf(error))
    }
  }
  return { answers, failures }
}
