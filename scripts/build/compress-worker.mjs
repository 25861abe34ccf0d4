/**
 * The compressor's thread (compress.mjs): for each file it is sent, finds
 * its entry in the cache or makes it (reads the file, Brotli and gzip, and
 * the three files written whole), at once, one file at a time, and answers
 * with the entry's name. The building thread only links the two forms into
 * the site.
 *
 * Why a thread of its own: on libuv's threads, a file's compressing and its
 * dozen file operations queued in front of the pages step's own writes, and
 * the building thread waited for them between pages; each operation was
 * also a promise settled on the building thread (docs/performance.md,
 * thirty-sixth session).
 */
import { readFileSync } from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { writeWholeSync } from '../lib/files.mjs'
import { cacheKey } from '../lib/hash.mjs'
import { shardedFolder } from '../lib/shards.mjs'
import { hasSizeSync, isRecord, readJsonEntrySync, takeNoted } from './cache-entries.mjs'
import { entryOf } from './compress.mjs'

/**
 * What the thread is started with: the cache folder (.build/cache/compressed).
 * @typedef {{ cacheDir: string }} CompressWorkerData
 */

/**
 * One file to compress: where it is, Brotli's quality and gzip's level, and the entry the last build's record names for it (if any).
 * @typedef {{ id: number, source: string, quality: number, level: number, known: string | undefined }} CompressJob
 */

/**
 * The answer for a job: the entry's name, whether it was made now (compressed) and whether the file was read;
 * the cache files found unreadable meanwhile; or why it failed (a stack).
 * @typedef {{ id: number, key: string, compressed: boolean, read: boolean, unreadable: string[], error?: undefined } | { id: number, error: string }} CompressAnswer
 */

/** An entry's record: the sizes of its .br and .gz files. @typedef {{ br: number, gz: number }} Sizes */

/**
 * @param {unknown} value
 * @returns {value is Sizes}
 */
const isSizes = (value) => isRecord(value) && typeof value.br === 'number' && typeof value.gz === 'number'

const port = parentPort
if (!port) throw new Error('build/compress-worker.mjs runs as a worker thread (see build/compress.mjs)')
const { cacheDir } = /** @type {CompressWorkerData} */ (workerData)
const entries = shardedFolder(cacheDir)

/**
 * Whether the cache holds both files of an entry, whole (their sizes recorded in its record, written after them).
 * @param {string} name
 */
function isCached(name) {
  const entry = entryOf(name, entries.at)
  const sizes = readJsonEntrySync(entry.sizes, isSizes)
  // Both checked, so that both are noted when both are cut short.
  return sizes !== undefined && [hasSizeSync(entry.br, sizes.br), hasSizeSync(entry.gz, sizes.gz)].every(Boolean)
}

/**
 * @param {CompressJob} job
 * @returns {CompressAnswer}
 */
function compress({ id, source, quality, level, known }) {
  if (known !== undefined && isCached(known)) return { id, key: known, compressed: false, read: false, unreadable: takeNoted() }
  // A new identity (or its entry gone): the bytes say which entry it is.
  const bytes = readFileSync(source)
  const key = cacheKey(`br${quality} gz${level}`, bytes)
  const whole = key !== known && isCached(key)
  if (!whole) {
    const cached = entryOf(key, entries.forWriting)
    const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    const gz = gzipSync(bytes, { level })
    writeWholeSync(cached.br, br)
    writeWholeSync(cached.gz, gz)
    /** @type {Sizes} */
    const sizes = { br: br.length, gz: gz.length }
    writeWholeSync(cached.sizes, JSON.stringify(sizes))
  }
  return { id, key, compressed: !whole, read: true, unreadable: takeNoted() }
}

port.on('message', (/** @type {CompressJob} */ job) => {
  try {
    port.postMessage(compress(job))
  } catch (error) {
    port.postMessage({ id: job.id, error: (error instanceof Error && error.stack) || String(error) })
  }
})
