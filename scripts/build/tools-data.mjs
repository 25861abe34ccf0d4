/**
 * The tools data, content/_tools/*.yaml, read by the build rather than
 * bundled into the server code: editing one tools file then changes one
 * tool's data, not the server bundle (which would render every page again).
 * Files are read in name order, as Vite's glob gives them to the preview.
 *
 * Parsing YAML is most of reading it (about 0.9 ms a file: 90 s at
 * 100,000 tools), so what a file parsed to is kept in
 * .build/cache/tools/<bucket>.json by the file's identity (inode, size,
 * time in nanoseconds, as compress.mjs keeps files): a build parses only
 * the files that changed, and writes again only the buckets that hold them.
 */
import { mkdir, readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { writeWhole } from '../lib/files.mjs'
import { sha256Hex } from '../lib/hash.mjs'
import { eachLimited } from '../lib/limit.mjs'
import { isRecord, readJsonEntry } from './cache-entries.mjs'

/** @import { ToolFiles } from '../../src/server/build-entry.ts' */

/** A file as it was parsed: its identity then, its value and its TODO lines. @typedef {{ identity: string, data: unknown, todoLines: number[] }} ParsedFile */

/** How many files the parsed tools are kept in: few enough to read at once, small enough that one edit rewrites a sliver. */
const BUCKETS = 64
/** The layout of a bucket; a bucket of another layout is read as empty. */
const LAYOUT = 'parsed tools 1'

/**
 * @param {unknown} value
 * @returns {value is { layout: string, files: Record<string, ParsedFile> }}
 */
const isBucket = (value) => isRecord(value) && typeof value.layout === 'string' && isRecord(value.files)

/** @param {string} name */
const bucketOf = (name) => parseInt(sha256Hex(name).slice(0, 4), 16) % BUCKETS

/**
 * Every tools file, parsed (or as parsed before, when unchanged); throws
 * naming the file and line of invalid YAML.
 * @param {string} root
 * @param {(source: string, file: string) => { data: unknown, todoLines: number[] }} readDataFile the site's own reader (src/content/data-file.ts)
 * @param {{ reader?: string, cacheDir?: string }} [options] reader: what identifies the reader's code (a new one parses every file again); cacheDir: where parsed files are kept (default .build/cache/tools)
 * @returns {Promise<ToolFiles & { parsed: number }>} parsed: how many files were parsed now
 */
export async function readToolFiles(root, readDataFile, { reader = '', cacheDir = path.join(root, '.build', 'cache', 'tools') } = {}) {
  const layout = `${LAYOUT} ${reader}`
  const folder = path.join(root, 'content', '_tools')
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.yaml')).sort()
  await mkdir(cacheDir, { recursive: true })
  /** @type {Map<number, Record<string, ParsedFile>>} each bucket as the cache holds it */
  const buckets = new Map()
  await eachLimited(Array.from({ length: BUCKETS }, (_, n) => n), 8, async (n) => {
    const bucket = await readJsonEntry(path.join(cacheDir, `${n}.json`), isBucket)
    buckets.set(n, bucket?.layout === layout ? bucket.files : {})
  })
  const bucketOfName = names.map(bucketOf)
  /** @type {ParsedFile[]} */
  const read = new Array(names.length)
  /** @type {Set<number>} buckets with a file parsed now, or one gone */
  const changed = new Set()
  let parsed = 0
  await eachLimited(names, 32, async (name, index) => {
    const file = path.join(folder, name)
    const stats = await stat(file, { bigint: true })
    const identity = `${stats.ino}:${stats.size}:${stats.mtimeNs}`
    const bucket = /** @type {number} */ (bucketOfName[index])
    const kept = buckets.get(bucket)?.[name]
    if (kept && kept.identity === identity && Array.isArray(kept.todoLines)) {
      read[index] = kept
      return
    }
    read[index] = { identity, ...readDataFile(await readFile(file, 'utf8'), `content/_tools/${name}`) }
    parsed += 1
    changed.add(bucket)
  })
  // Files removed since: their buckets are written again without them.
  const present = new Set(names)
  for (const [n, files] of buckets) if (Object.keys(files).some((name) => !present.has(name))) changed.add(n)
  for (const n of changed) {
    /** @type {Record<string, ParsedFile>} */
    const files = {}
    names.forEach((name, index) => {
      if (bucketOfName[index] === n) files[name] = /** @type {ParsedFile} */ (read[index])
    })
    await writeWhole(path.join(cacheDir, `${n}.json`), JSON.stringify({ layout, files }))
  }
  const keys = names.map((name) => `/content/_tools/${name}`)
  return {
    tools: Object.fromEntries(keys.map((key, index) => [key, read[index]?.data])),
    toolTodoLines: Object.fromEntries(keys.map((key, index) => [key, read[index]?.todoLines ?? []])),
    parsed,
  }
}
