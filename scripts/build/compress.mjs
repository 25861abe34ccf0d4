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
 * @returns {Promise<{ compressed: number, reused: number }>} files compressed now, and taken from the cache
 */
export async function compressFiles({ dist, cacheDir }) {
  await mkdir(cacheDir, { recursive: true })
  const files = (await filesUnder(dist)).filter((file) => COMPRESSIBLE.has(path.extname(file).toLowerCase()))
  let compressed = 0
  let considered = 0
  // zlib works on libuv's threads: a few files at once keep them busy.
  await eachLimited(files, 8, async (file) => {
    const source = path.join(dist, file)
    if ((await stat(source)).size <= COMPRESS_OVER) return
    considered += 1
    const bytes = await readFile(source)
    const quality = brotliQuality(file)
    const key = cacheKey(`br${quality} gz9`, bytes)
    const cached = { br: path.join(cacheDir, `${key}.br`), gz: path.join(cacheDir, `${key}.gz`), sizes: path.join(cacheDir, `${key}.json`) }
    if (!(await isCached(cached))) {
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
  return { compressed, reused: considered - compressed }
}
