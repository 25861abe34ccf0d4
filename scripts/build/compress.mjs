/**
 * The build's last step: x.br and x.gz beside every text file in dist/
 * over 1 KB, so that a server sends them as they are (nginx's
 * brotli_static and gzip_static, scripts/serve.mjs, an object store)
 * instead of compressing each request.
 *
 * Brotli at its best (11) for the hashed scripts and styles, which are few
 * and cached for a year; at 6 for pages and data, which are thousands: 11
 * takes about 50 ms a page, 6 about 1 ms, for some 10% more bytes. Gzip at
 * 9 throughout. Each result is cached by the file's bytes
 * (.build/cache/compressed/<key>.br|.gz, hard-linked into dist/), so an
 * unchanged file is never compressed twice. Neither format can be checked
 * without decompressing it, so <key>.json, written (whole) after both,
 * records their sizes: an entry is taken only when it parses and both
 * files are of those sizes (cache-entries.mjs).
 *
 * Most of dist/ is the same files as in the last build: pages hard-linked
 * from the render cache keep their inode and time. So the step keeps
 * identity.json, each file's identity (device, inode, size, time in
 * nanoseconds) with its content key, and reads a file only when its
 * identity is new: after one edit at 10,000 pages it read every page
 * (9.4 s); now it reads what changed and the data files written anew.
 */
import { copyFile, link, mkdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { filesUnder, writeWhole } from '../lib/files.mjs'
import { cacheKey } from '../lib/hash.mjs'
import { eachLimited } from '../lib/limit.mjs'
import { COMPRESS_OVER, COMPRESSIBLE } from '../lib/static-host.mjs'
import { hasSize, isRecord, readJsonEntry } from './cache-entries.mjs'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** An entry's record: the sizes of its .br and .gz files. @typedef {{ br: number, gz: number }} Sizes */

/** Where the last build's file identities are kept, beside the entries. */
const IDENTITY_FILE = 'identity.json'

/**
 * @param {unknown} value
 * @returns {value is Record<string, string>}
 */
const isIdentities = (value) => isRecord(value) && Object.values(value).every((key) => typeof key === 'string')

/**
 * @param {unknown} value
 * @returns {value is Sizes}
 */
const isSizes = (value) => isRecord(value) && typeof value.br === 'number' && typeof value.gz === 'number'

/**
 * Whether the cache holds both files of an entry, whole.
 * @param {{ br: string, gz: string, sizes: string }} entry
 */
async function isCached(entry) {
  const sizes = await readJsonEntry(entry.sizes, isSizes)
  // Both checked, so that both are noted when both are cut short.
  return sizes !== undefined && (await Promise.all([hasSize(entry.br, sizes.br), hasSize(entry.gz, sizes.gz)])).every(Boolean)
}

/**
 * Brotli's quality for a file of dist/.
 * @param {string} file relative to dist/, with "/"
 */
export const brotliQuality = (file) => (file.startsWith('assets/') ? 11 : 6)

/**
 * @param {{ dist: string, cacheDir: string }} options
 * @returns {Promise<{ compressed: number, reused: number, read: number }>} files compressed now, taken from the cache, and read (their identity was new)
 */
export async function compressFiles({ dist, cacheDir }) {
  await mkdir(cacheDir, { recursive: true })
  const files = (await filesUnder(dist)).filter((file) => COMPRESSIBLE.has(path.extname(file).toLowerCase()))
  const identityFile = path.join(cacheDir, IDENTITY_FILE)
  const known = (await readJsonEntry(identityFile, isIdentities)) ?? {}
  /** @type {Record<string, string>} the identities of this build's files, for the next */
  const seen = {}
  let compressed = 0
  let considered = 0
  let read = 0
  // zlib works on libuv's threads: a few files at once keep them busy.
  await eachLimited(files, 8, async (file) => {
    const source = path.join(dist, file)
    const stats = await stat(source, { bigint: true })
    if (stats.size <= BigInt(COMPRESS_OVER)) return
    considered += 1
    const quality = brotliQuality(file)
    const identity = `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeNs} br${quality}`
    let key = known[identity]
    /** @type {Buffer | undefined} */
    let bytes
    const entryOf = (/** @type {string} */ name) => ({ br: path.join(cacheDir, `${name}.br`), gz: path.join(cacheDir, `${name}.gz`), sizes: path.join(cacheDir, `${name}.json`) })
    let whole = key !== undefined && (await isCached(entryOf(key)))
    if (!whole) {
      // A new identity (or its entry gone): the bytes say which entry it is.
      const last = key
      bytes = await readFile(source)
      read += 1
      key = cacheKey(`br${quality} gz9`, bytes)
      whole = key !== last && (await isCached(entryOf(key)))
    }
    seen[identity] = /** @type {string} */ (key)
    const cached = entryOf(/** @type {string} */ (key))
    if (!whole) {
      bytes ??= await readFile(source)
      const [br, gz] = await Promise.all([
        brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gzipAsync(bytes, { level: 9 }),
      ])
      await writeWhole(cached.br, br)
      await writeWhole(cached.gz, gz)
      /** @type {Sizes} */
      const sizes = { br: br.length, gz: gz.length }
      await writeWhole(cached.sizes, JSON.stringify(sizes))
      compressed += 1
    }
    for (const [extension, from] of /** @type {const} */ ([['br', cached.br], ['gz', cached.gz]])) {
      const target = `${source}.${extension}`
      await link(from, target).catch(() => copyFile(from, target))
    }
  })
  await writeWhole(identityFile, JSON.stringify(seen))
  return { compressed, reused: considered - compressed, read }
}
