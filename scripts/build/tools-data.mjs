/**
 * The tools data, content/_tools/*.yaml, read by the build rather than
 * bundled into the server code: editing one tools file then changes one
 * tool's data, not the server bundle (which would render every page again).
 * Files are read in name order, as Vite's glob gives them to the preview.
 *
 * Parsing YAML and checking the tool by its schema are most of reading it
 * (about 0.75 ms and 0.35 ms a file here: some 110 s at 100,000 tools), so
 * what a file came to (its check, with the tool's data as checked) is kept
 * in .build/cache/tools/<bucket>.json by the file's identity (inode, size,
 * time in nanoseconds, as compress.mjs keeps files): a build reads only
 * the files that changed, and writes again only the buckets that hold them.
 * Many files to parse (a cold build, a new catalogue) are parsed on worker
 * threads, one per core (tools-worker.mjs).
 */
import { statSync } from 'node:fs'
import { mkdir, readdir, readFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { writeWhole } from '../lib/files.mjs'
import { sha256Hex } from '../lib/hash.mjs'
import { eachLimited } from '../lib/limit.mjs'
import { runOnWorkers } from '../lib/worker-pool.mjs'
import { isRecord, readJsonEntrySync } from './cache-entries.mjs'

/**
 * @import { ToolFiles } from '../../src/server/build-entry.ts'
 * @import { ToolFileCheck } from '../../src/content/tool-file-check.ts'
 * @import { ParseAnswer, ParseJob, ToolsWorkerData } from './tools-worker.mjs'
 */

/** Files to parse below which worker threads are not worth their start-up (loading the reader, about 0.2 s). */
const FILES_FOR_WORKERS = 2000
/** Files a worker is sent at a time. */
const FILES_A_BATCH = 100

/**
 * What a reader makes of a file: its TODO lines, and its value, or its check (the build's reader checks
 * each file as it parses it, src/server/tools-reader.ts, and then only the check is kept: the value is not read again).
 * @typedef {{ data?: unknown, check?: ToolFileCheck, todoLines: number[] }} ReadFile
 */
/** A file as it was read: its identity then, and what the reader made of it. @typedef {ReadFile & { identity: string }} ParsedFile */

/** How many files the parsed tools are kept in: few enough to read at once, small enough that one edit rewrites a sliver. */
const BUCKETS = 64
/** The layout of a bucket; a bucket of another layout is read as empty. */
const LAYOUT = 'parsed tools 3'

/**
 * A tool's fields kept in its bucket as JSON text, each parsed when first
 * read: a build reads every tool's name, field, rating and prices (its
 * profile's frontmatter, the relations, the lists, whether its prices are
 * old), but the plans, features, pros and cons of only the tools its
 * rendered pages show. At 100,000 tools they are two thirds of the 240 MB
 * of kept checks, and some six million objects that each build parsed and
 * then carried to its end.
 */
const READ_WHEN_ASKED = new Set(['plans', 'features', 'pros', 'cons', 'quickSpecs', 'platforms', 'screenshot'])
/** Where a tool's data read from a bucket keeps the texts of its fields not read yet. */
const LATER = Symbol('fields read when asked')

/**
 * The getter of a field kept as text: parsed once, at its first read. Every such field is an object or a list,
 * so a string in its place is text not parsed yet.
 * @param {string} key
 */
const readWhenAsked = (key) =>
  /** @this {Record<symbol, Record<string, unknown>>} */
  function get() {
    /** @type {Record<string, unknown>} */
    const later = /** @type {Record<string, unknown>} */ (this[LATER])
    const value = later[key]
    return typeof value === 'string' ? (later[key] = JSON.parse(value)) : value
  }
const getters = new Map([...READ_WHEN_ASKED].map((key) => [key, readWhenAsked(key)]))

/**
 * A tool's data as a bucket keeps it: each field in its place, those read
 * when asked as their JSON text (none of them is text otherwise), without
 * reading one not read yet: a bucket holds the tools this build did not
 * parse again as they were read from it.
 * @param {Record<string, unknown>} data
 * @returns {Record<string, unknown>}
 */
function keptForm(data) {
  /** @type {Record<string, unknown> | undefined} */
  const texts = /** @type {any} */ (data)[LATER]
  /** @type {Record<string, unknown>} */
  const kept = {}
  for (const [key, { value }] of Object.entries(Object.getOwnPropertyDescriptors(data))) {
    if (!READ_WHEN_ASKED.has(key)) kept[key] = value
    else {
      const known = texts ? texts[key] : value
      kept[key] = typeof known === 'string' ? known : JSON.stringify(known)
    }
  }
  return kept
}

/**
 * A tool's data from its kept form, in place: each field read when asked
 * gets a getter where its text was, so the fields keep their order (a page
 * or file that writes a tool out writes the same text as a cold build).
 * @param {Record<string, unknown>} kept
 */
function dataReadWhenAsked(kept) {
  /** @type {Record<string, unknown>} */
  const texts = {}
  for (const key of Object.keys(kept)) {
    const get = getters.get(key)
    if (!get || typeof kept[key] !== 'string') continue
    texts[key] = kept[key]
    Object.defineProperty(kept, key, { get, enumerable: true, configurable: true })
  }
  Object.defineProperty(kept, LATER, { value: texts })
  return kept
}

/**
 * A file's entry as its bucket keeps it.
 * @param {ParsedFile} file
 * @returns {unknown}
 */
const bucketEntry = (file) => (file.check?.data ? { ...file, check: { ...file.check, data: keptForm(/** @type {any} */ (file.check.data)) } } : file)

/**
 * A file's entry as read from its bucket (its check's data read in place).
 * @param {ParsedFile} entry
 * @returns {ParsedFile}
 */
function fromBucket(entry) {
  if (isRecord(entry.check?.data)) dataReadWhenAsked(/** @type {Record<string, unknown>} */ (entry.check.data))
  return entry
}

/**
 * @param {unknown} value
 * @returns {value is { layout: string, files: Record<string, ParsedFile> }}
 */
const isBucket = (value) => isRecord(value) && typeof value.layout === 'string' && isRecord(value.files)

/** @param {string} name */
const bucketOf = (name) => parseInt(sha256Hex(name).slice(0, 4), 16) % BUCKETS

/**
 * Every tools file, parsed (or as parsed before, when unchanged), and
 * checked where the reader checks; throws naming the file and line of
 * invalid YAML.
 * @param {string} root
 * @param {(source: string, file: string) => ReadFile} readDataFile the site's own reader (src/server/tools-reader.ts,
 *   which checks each file, for the build and the preview alike; a reader that only parses keeps the value)
 * @param {{ reader?: string, cacheDir?: string, workers?: { readerUrl: string, threads?: number, from?: number, batch?: number } }} [options]
 *   reader: what identifies the reader's code (a new one parses every file again); cacheDir: where parsed files are kept (default .build/cache/tools);
 *   workers: the same reader as a module for worker threads, used when at least `from` files are to be parsed, sent `batch` at a time
 * @returns {Promise<ToolFiles & { toolChecks: Record<string, ToolFileCheck>, parsed: number }>} parsed: how many files were parsed now
 */
export async function readToolFiles(root, readDataFile, { reader = '', cacheDir = path.join(root, '.build', 'cache', 'tools'), workers } = {}) {
  const layout = `${LAYOUT} ${reader}`
  const folder = path.join(root, 'content', '_tools')
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.yaml')).sort()
  await mkdir(cacheDir, { recursive: true })
  /** @type {Map<number, Record<string, ParsedFile>>} each bucket as the cache holds it */
  const buckets = new Map()
  for (let n = 0; n < BUCKETS; n += 1) {
    const bucket = readJsonEntrySync(path.join(cacheDir, `${n}.json`), isBucket)
    buckets.set(n, bucket?.layout === layout ? bucket.files : {})
  }
  const bucketOfName = names.map(bucketOf)
  /** @type {ParsedFile[]} */
  const read = new Array(names.length)
  /** @type {{ index: number, identity: string }[]} files new or changed since their bucket was written */
  const toParse = []
  // One after another, not through the thread pool: at 100,000 files a promise each took 1.5 to 2.5 s here, this 0.7 s.
  names.forEach((name, index) => {
    const stats = statSync(path.join(folder, name), { bigint: true })
    const identity = `${stats.ino}:${stats.size}:${stats.mtimeNs}`
    const kept = buckets.get(/** @type {number} */ (bucketOfName[index]))?.[name]
    if (kept && kept.identity === identity && Array.isArray(kept.todoLines)) read[index] = fromBucket(kept)
    else toParse.push({ index, identity })
  })
  /** @param {number} index */
  const fileOf = (index) => `content/_tools/${names[index]}`
  const batch = workers?.batch ?? FILES_A_BATCH
  const threads = Math.min(workers?.threads ?? availableParallelism(), Math.ceil(toParse.length / batch))
  if (workers && toParse.length >= (workers.from ?? FILES_FOR_WORKERS) && threads > 1) {
    /** @type {ParseJob[]} */
    const jobs = []
    for (let at = 0; at < toParse.length; at += batch) {
      jobs.push({ files: toParse.slice(at, at + batch).map(({ index }) => ({ path: path.join(folder, /** @type {string} */ (names[index])), file: fileOf(index) })) })
    }
    /** @type {ToolsWorkerData} */
    const workerData = { readerUrl: workers.readerUrl }
    await runOnWorkers({ script: new URL('./tools-worker.mjs', import.meta.url), threads, workerData }, jobs, (/** @type {ParseAnswer} */ answer) => {
      if (answer.error !== undefined) throw new Error(answer.error)
      answer.parsed.forEach((file, at) => {
        const { index, identity } = /** @type {{ index: number, identity: string }} */ (toParse[answer.id * batch + at])
        read[index] = { identity, ...file }
      })
    })
  } else {
    await eachLimited(toParse, 32, async ({ index, identity }) => {
      read[index] = { identity, ...readDataFile(await readFile(path.join(folder, /** @type {string} */ (names[index])), 'utf8'), fileOf(index)) }
    })
  }
  /** @type {Set<number>} buckets with a file parsed now, or one gone */
  const changed = new Set(toParse.map(({ index }) => /** @type {number} */ (bucketOfName[index])))
  const parsed = toParse.length
  // Files removed since: their buckets are written again without them.
  const present = new Set(names)
  for (const [n, files] of buckets) if (Object.keys(files).some((name) => !present.has(name))) changed.add(n)
  for (const n of changed) {
    /** @type {Record<string, unknown>} */
    const files = {}
    names.forEach((name, index) => {
      if (bucketOfName[index] === n) files[name] = bucketEntry(/** @type {ParsedFile} */ (read[index]))
    })
    await writeWhole(path.join(cacheDir, `${n}.json`), JSON.stringify({ layout, files }))
  }
  const keys = names.map((name) => `/content/_tools/${name}`)
  /** @type {Record<string, ToolFileCheck>} */
  const toolChecks = {}
  keys.forEach((key, index) => {
    const check = read[index]?.check
    if (check) toolChecks[key] = check
  })
  return {
    tools: Object.fromEntries(keys.map((key, index) => [key, read[index]?.data])),
    toolChecks,
    toolTodoLines: Object.fromEntries(keys.map((key, index) => [key, read[index]?.todoLines ?? []])),
    parsed,
  }
}
