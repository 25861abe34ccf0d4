/**
 * The render cache holds each page's render by its key (render-pages.mjs), and every version of the server code or the
 * client's assets renders every page again under new keys: at 100,000 tools some 9 GB a version. Kept for ever, five
 * versions filled the bench's disk in the ninety-fifth session (46 GB), and the sixth build stopped with ENOSPC.
 *
 * So when a build writes its index under a new key base, the index before is kept beside it (`<file>.before`, with its
 * changes file: render-index.mjs), and every entry that neither index names is removed: going back one version costs
 * nothing still, the cache holds at most two versions' renders, and an edit's leftovers (the render a changed page had
 * before) go at the next version. An index before that cannot be read removes nothing.
 */
import { existsSync } from 'node:fs'
import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { eachLimited } from '../lib/limit.mjs'
import { beforeFile, keysOfIndex } from './render-index.mjs'

/** An entry of the cache: a key (lib/hash.mjs, cacheKey) and what it holds. */
const ENTRY = /^([0-9a-f]{32})\.(?:html|json)$/
/** A shard of the cache (lib/shards.mjs). */
const SHARD = /^[0-9a-f]{2}$/

/**
 * Removes every entry of the cache whose key is not kept.
 * @param {string} cacheDir
 * @param {ReadonlySet<string>} keep
 * @returns {Promise<{ removed: number, bytes: number }>} how many files went, and their size
 */
export async function pruneRenderCache(cacheDir, keep) {
  let removed = 0
  let bytes = 0
  const shards = (await readdir(cacheDir, { withFileTypes: true })).filter((entry) => entry.isDirectory() && SHARD.test(entry.name))
  for (const shard of shards) {
    const folder = path.join(cacheDir, shard.name)
    const gone = (await readdir(folder)).filter((name) => {
      const key = ENTRY.exec(name)?.[1]
      return key !== undefined && !keep.has(key)
    })
    await eachLimited(gone, 16, async (name) => {
      const file = path.join(folder, name)
      const size = (await stat(file).catch(() => undefined))?.size ?? 0
      await rm(file, { force: true })
      removed += 1
      bytes += size
    })
  }
  return { removed, bytes }
}

/**
 * After a build wrote its index under a new key base: removes the renders neither it nor the version before names.
 * @param {string} file the index just written
 * @param {Iterable<{ key: string }>} records its records
 * @returns {Promise<{ removed: number, bytes: number } | undefined>} undefined when the version before could not be read
 */
export async function pruneOlderVersions(file, records) {
  const before = existsSync(beforeFile(file)) ? await keysOfIndex(beforeFile(file)) : new Set()
  if (!before) return undefined
  for (const { key } of records) before.add(key)
  return pruneRenderCache(path.dirname(file), before)
}
