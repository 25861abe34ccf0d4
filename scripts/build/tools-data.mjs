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
import { mkdir, readdir, readFile, rm } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { writeWhole } from '../lib/files.mjs'
import { sha256Hex } from '../lib/hash.mjs'
import { eachLimited } from '../lib/limit.mjs'
import { runOnWorkers } from '../lib/worker-pool.mjs'
import { isRecord, noteUnreadable, readJsonEntrySync } from './cache-entries.mjs'
import { fileIdentities } from './file-identities.mjs'
import { BucketBytes, bucketForm, givesEveryField, withFieldsLater } from './tool-fields-later.mjs'

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
const LAYOUT = 'parsed tools 4'

/** A bucket's bytes file, named by its bytes: the bucket names the one it was written with. @param {number} n @param {Buffer} bytes */
const bytesFileOf = (n, bytes) => `${n}.${sha256Hex(bytes).slice(0, 16)}.bytes`

/**
 * A bucket's bytes file, opened to be read when asked, or undefined (noted) when it cannot be opened.
 * @param {string} file
 */
function openBytesEntry(file) {
  try {
    return new BucketBytes(file)
  } catch {
    noteUnreadable(file)
    return undefined
  }
}

/**
 * @param {unknown} value
 * @returns {value is { layout: string, files: Record<string, ParsedFile & { later?: Record<string, [number, number]> }>, bytes?: string }}
 */
const isBucket = (value) => isRecord(value) && typeof value.layout === 'string' && isRecord(value.files) && (value.bytes === undefined || typeof value.bytes === 'string')

/** Each file's bucket by its name, worked out once a process: a build that stays running read 100,000 names' hashes at each save. @type {Map<string, number>} */
const bucketOfName = new Map()
/** @param {string} name */
const bucketOf = (name) => {
  let bucket = bucketOfName.get(name)
  if (bucket === undefined) bucketOfName.set(name, (bucket = parseInt(sha256Hex(name).slice(0, 4), 16) % BUCKETS))
  return bucket
}

/**
 * Every tools file, parsed (or as parsed before, when unchanged), and
 * checked where the reader checks; throws naming the file and line of
 * invalid YAML.
 * @param {string} root
 * @param {(source: string, file: string) => ReadFile} readDataFile the site's own reader (src/server/tools-reader.ts,
 *   which checks each file, for the build and the preview alike; a reader that only parses keeps the value)
 * @param {{ reader?: string, cacheDir?: string, workers?: { readerUrl: string, threads?: number, from?: number, batch?: number }, changed?: ReadonlySet<string> }} [options]
 *   reader: what identifies the reader's code (a new one parses every file again); cacheDir: where parsed files are kept (default .build/cache/tools);
 *   workers: the same reader as a module for worker threads, used when at least `from` files are to be parsed, sent `batch` at a time;
 *   changed: the names of the files changed, added or removed since this process last read the folder, as a watch of it saw them (a
 *   build that stays running, watch.mjs): every other file is taken as that read left it, neither statted nor read from its bucket
 * @returns {Promise<ToolFiles & { toolChecks: Record<string, ToolFileCheck>, parsed: number, parsedKeys: string[], removed: string[], strays: string[] }>} parsed:
 *   how many files were parsed now, and parsedKeys their keys ("/content/_tools/vanta.yaml"); removed: the files gone since the read this one
 *   started from (names); strays: a problem for each file of the folder that is not a .yaml, so not read
 */
export async function readToolFiles(root, readDataFile, { reader = '', cacheDir = path.join(root, '.build', 'cache', 'tools'), workers, changed: changedNames } = {}) {
  const layout = `${LAYOUT} ${reader}`
  const folder = path.join(root, 'content', '_tools')
  const listed = await readdir(folder).catch(() => [])
  const names = listed.filter((name) => name.endsWith('.yaml')).sort()
  // A tools file under another ending is not read, and its tool would vanish without a word: each is named.
  const strays = listed.filter((name) => !name.endsWith('.yaml') && !name.startsWith('.')).sort().map((name) => `content/_tools/${name}: not read: tools files end in .yaml (rename it ${name.replace(/\.[^.]*$/, '')}.yaml)`)
  await mkdir(cacheDir, { recursive: true })
  const before = lastRead?.layout === layout && lastRead.folder === folder && lastRead.cacheDir === cacheDir ? lastRead : undefined
  lastRead = undefined
  const known = changedNames && before ? knownSince(before, names, changedNames) : undefined
  if (known) {
    const identityOf = await fileIdentities(folder, known.toParse.map(({ index }) => /** @type {string} */ (names[index])))
    const toParse = known.toParse.map(({ index }, at) => ({ index, identity: /** @type {string} */ (identityOf[at]) }))
    // The same files as the last read, some of them changed: its lists are patched, not made again for every file.
    const patch = known.removed.length === 0 && names.length === before?.byName.size && toParse.every(({ index }) => before.byName.has(/** @type {string} */ (names[index]))) ? before.result : undefined
    return finishReading({ root, folder, cacheDir, layout, names, strays, readDataFile, workers, read: known.read, toParse, removed: known.removed, bytesFiles: before?.bytesFiles ?? new Map(), patch, byName: patch && before?.byName })
  }
  // Statted on a thread of their own (at 100,000 files, 1.5 s) while this one reads the buckets.
  const identities = fileIdentities(folder, names)
  /** @type {Map<number, Record<string, ParsedFile>>} each bucket as the cache holds it */
  const buckets = new Map()
  /** @type {Map<number, string | undefined>} each bucket's bytes file, to go when the bucket is written again */
  const bytesFiles = new Map()
  for (let n = 0; n < BUCKETS; n += 1) {
    const bucket = readJsonEntrySync(path.join(cacheDir, `${n}.json`), isBucket)
    const files = bucket?.layout === layout ? bucket.files : {}
    bytesFiles.set(n, bucket?.bytes)
    const bytes = bucket?.bytes ? openBytesEntry(path.join(cacheDir, bucket.bytes)) : undefined
    // Its fields' bytes gone or cut short: the bucket is read as empty, and its files parsed again.
    if (bucket?.bytes && !(bytes && givesEveryField(files, bytes.size))) {
      if (bytes) noteUnreadable(path.join(cacheDir, bucket.bytes))
      buckets.set(n, {})
      continue
    }
    for (const [name, file] of Object.entries(files)) {
      const data = /** @type {unknown} */ (file.check?.data)
      if (!file.check || !isRecord(data)) continue
      const tool = file.later && bytes ? withFieldsLater(data, file.later, bytes) : data
      // With its id, as the registry makes a tool of it (content/entries.ts): then taken as it is, not copied.
      tool.id = name.replace(/\.yaml$/, '')
      file.check.data = /** @type {NonNullable<ToolFileCheck['data']>} */ (tool)
    }
    buckets.set(n, files)
  }
  const bucketsOfNames = names.map(bucketOf)
  /** @type {ParsedFile[]} */
  const read = new Array(names.length)
  /** @type {{ index: number, identity: string }[]} files new or changed since their bucket was written */
  const toParse = []
  const identityOf = await identities
  names.forEach((name, index) => {
    const identity = /** @type {string} */ (identityOf[index])
    const kept = buckets.get(/** @type {number} */ (bucketsOfNames[index]))?.[name]
    // As read, without where its fields' bytes were: the bucket, written again, places them anew.
    if (kept && kept.identity === identity && Array.isArray(kept.todoLines)) read[index] = { identity: kept.identity, todoLines: kept.todoLines, data: kept.data, check: kept.check }
    else toParse.push({ index, identity })
  })
  // Files removed since: their buckets are written again without them.
  const present = new Set(names)
  /** @type {string[]} */
  const removed = []
  for (const files of buckets.values()) for (const name of Object.keys(files)) if (!present.has(name)) removed.push(name)
  return finishReading({ root, folder, cacheDir, layout, names, strays, readDataFile, workers, read, toParse, removed, bytesFiles })
}

/**
 * The files as this process last read them, for a read told which files changed since: each other file as it was,
 * and those changed or new to parse; undefined when a file it is told of is not in the folder nor in the last read
 * (it was never seen: the whole folder is read).
 * @param {LastRead} before
 * @param {readonly string[]} names the folder's files now, sorted
 * @param {ReadonlySet<string>} changed
 * @returns {{ read: ParsedFile[], toParse: { index: number }[], removed: string[] } | undefined}
 */
function knownSince(before, names, changed) {
  const present = new Set(names)
  /** @type {ParsedFile[]} */
  const read = new Array(names.length)
  /** @type {{ index: number }[]} */
  const toParse = []
  names.forEach((name, index) => {
    const was = changed.has(name) ? undefined : before.byName.get(name)
    if (was) read[index] = was
    else toParse.push({ index })
  })
  const removed = [...before.byName.keys()].filter((name) => !present.has(name))
  // A file removed that the watch did not name: the read it came from is not what the folder was.
  if (removed.some((name) => !changed.has(name))) return undefined
  return { read, toParse, removed }
}

/**
 * What this process last read of the tools folder: a build that stays running, told which files changed since, reads
 * only those (readToolFiles, `changed`). Its files are the same objects as the tools' data and checks it gave.
 * `result`: the lists it gave, which a read of the same files patches.
 * @typedef {{ layout: string, folder: string, cacheDir: string, byName: Map<string, ParsedFile>, bytesFiles: Map<number, string | undefined>, result: ReadLists }} LastRead
 */
/** @type {LastRead | undefined} */
let lastRead

/**
 * What a read gives of the files, by key ("/content/_tools/vanta.yaml"), in the folder's order, and those keys.
 * @typedef {{ keys: string[], tools: Record<string, unknown>, toolChecks: Record<string, ToolFileCheck>, toolTodoLines: Record<string, number[]> }} ReadLists
 */

/**
 * The second half of readToolFiles: parses the files to parse, writes again the buckets that changed, and gives the result.
 * @param {{ root: string, folder: string, cacheDir: string, layout: string, names: string[], strays: string[], readDataFile: (source: string, file: string) => ReadFile,
 *   workers: { readerUrl: string, threads?: number, from?: number, batch?: number } | undefined, read: ParsedFile[], toParse: { index: number, identity: string }[],
 *   removed: string[], bytesFiles: Map<number, string | undefined>, patch?: ReadLists, byName?: Map<string, ParsedFile> }} reading patch, byName: the last
 *   read's lists and files, of the same files in the same order, to be patched with those parsed now (they are then this read's)
 */
async function finishReading({ folder, cacheDir, layout, names, strays, readDataFile, workers, read, toParse, removed, bytesFiles, patch, byName: readBefore }) {
  const bucketsOfNames = names.map(bucketOf)
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
  const changed = new Set(toParse.map(({ index }) => /** @type {number} */ (bucketsOfNames[index])))
  const parsed = toParse.length
  for (const name of removed) changed.add(bucketOf(name))
  for (const n of changed) {
    /** @type {Record<string, ParsedFile>} */
    const files = {}
    names.forEach((name, index) => {
      if (bucketsOfNames[index] === n) files[name] = /** @type {ParsedFile} */ (read[index])
    })
    // The bytes first, under a new name, then the bucket that names them, then the old bytes: a bucket never names bytes that are not whole.
    const { entries, bytes } = bucketForm(files)
    const bytesFile = bytesFileOf(n, bytes)
    await writeWhole(path.join(cacheDir, bytesFile), bytes)
    await writeWhole(path.join(cacheDir, `${n}.json`), JSON.stringify({ layout, files: entries, bytes: bytesFile }))
    const before = bytesFiles.get(n)
    if (before && before !== bytesFile) await rm(path.join(cacheDir, before), { force: true })
    bytesFiles.set(n, bytesFile)
  }
  const lists = patch && readBefore ? patched(patch, readBefore, names, read, toParse) : { byName: new Map(names.map((name, index) => [name, /** @type {ParsedFile} */ (read[index])])), result: listsOf(names, read) }
  lastRead = { layout, folder, cacheDir, byName: lists.byName, bytesFiles, result: lists.result }
  const { keys, ...given } = lists.result
  return { ...given, parsed, parsedKeys: toParse.map(({ index }) => /** @type {string} */ (keys[index])), removed, strays }
}

/**
 * What a read gives of these files.
 * @param {string[]} names
 * @param {ParsedFile[]} read
 * @returns {ReadLists}
 */
function listsOf(names, read) {
  const keys = names.map((name) => `/content/_tools/${name}`)
  /** @type {Record<string, ToolFileCheck>} */
  const toolChecks = {}
  keys.forEach((key, index) => {
    const check = read[index]?.check
    if (check) toolChecks[key] = check
  })
  return {
    keys,
    tools: Object.fromEntries(keys.map((key, index) => [key, read[index]?.data])),
    toolChecks,
    toolTodoLines: Object.fromEntries(keys.map((key, index) => [key, read[index]?.todoLines ?? []])),
  }
}

/**
 * The last read's lists and files with those parsed now: the same files in the same order, so each parsed file's
 * entries are replaced in place (at 100,000 tools, making the lists of every file again was some 0.3 s of a save).
 * @param {ReadLists} lists
 * @param {Map<string, ParsedFile>} byName
 * @param {string[]} names
 * @param {ParsedFile[]} read
 * @param {{ index: number }[]} toParse
 */
function patched(lists, byName, names, read, toParse) {
  for (const { index } of toParse) {
    const file = /** @type {ParsedFile} */ (read[index])
    const key = /** @type {string} */ (lists.keys[index])
    byName.set(/** @type {string} */ (names[index]), file)
    lists.tools[key] = file.data
    if (file.check) lists.toolChecks[key] = file.check
    else delete lists.toolChecks[key]
    lists.toolTodoLines[key] = file.todoLines ?? []
  }
  return { byName, result: lists }
}
