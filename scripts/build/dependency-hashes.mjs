/**
 * Each dependency key's hash as the last build found it (`tool:notion`,
 * `relations:notion`, `pages`: src/server/render-dependencies.ts), so that
 * the next build finds which keys changed once, key by key, and a route
 * none of whose keys changed is known unchanged without its digest.
 *
 * Every route's record holds one digest of all its keys' hashes
 * (render-pages.mjs). Working that digest out again for every route (its
 * keys sorted, written out with their hashes and hashed) was some 0.5 s of
 * an edit's build at 100,000 tools, and its garbage more, to find 110,000
 * routes as they were. With the keys' hashes kept, a route is looked at in
 * its keys alone; one with a changed key, or a key not kept, has its
 * digest worked out as before.
 *
 * This holds only while the render index's records are the ones these
 * hashes were found with: the record has an id, and the index names the id
 * of the hashes its records agree with (render-index.mjs). An index that
 * names another id (a build stopped between the two writes, an older
 * index) is checked route by route, by digest, as before.
 *
 * The file is .build/cache/html/keys.json: { layout, base, id, keys,
 * hashes }, the keys and their hashes as two lists (a list parses several
 * times as fast as an object keyed by 200,000 names). `base` is what the
 * render cache's keys begin with (the server code and the client assets):
 * a key's hash is its code's.
 */
import { randomBytes } from 'node:crypto'
import { writeWhole } from '../lib/files.mjs'
import { isRecord, readJsonEntry } from './cache-entries.mjs'

const LAYOUT = 'dependency hashes 1'

/** The hashes a build kept: its id, and each key's hash. @typedef {{ id: string, hashes: Map<string, string> }} KeptHashes */

/**
 * @param {unknown} value
 * @returns {value is { layout: string, base: string, id: string, keys: string[], hashes: string[] }}
 */
const isHashesFile = (value) =>
  isRecord(value) &&
  typeof value.layout === 'string' &&
  typeof value.base === 'string' &&
  typeof value.id === 'string' &&
  Array.isArray(value.keys) &&
  Array.isArray(value.hashes) &&
  value.keys.length === value.hashes.length &&
  value.keys.every((key) => typeof key === 'string') &&
  value.hashes.every((hash) => typeof hash === 'string')

/**
 * The hashes the last build kept under this base; undefined when there are none, they are another code's, or cannot be read.
 * @param {string} file
 * @param {string} base
 * @returns {Promise<KeptHashes | undefined>}
 */
export async function readDependencyHashes(file, base) {
  const found = await readJsonEntry(file, isHashesFile)
  if (!found || found.layout !== LAYOUT || found.base !== base) return undefined
  return { id: found.id, hashes: new Map(found.keys.map((key, at) => [key, /** @type {string} */ (found.hashes[at])])) }
}

/**
 * The keys whose hash is not the one kept.
 * @param {KeptHashes} kept
 * @param {(key: string) => string} hashNow
 * @returns {Set<string>}
 */
export function changedKeys(kept, hashNow) {
  /** @type {Set<string>} */
  const changed = new Set()
  for (const [key, hash] of kept.hashes) if (hashNow(key) !== hash) changed.add(key)
  return changed
}

/**
 * This build's hashes for these keys: the kept record itself when every key
 * is kept with its hash as it is now, else a new record, with a new id.
 * @param {KeptHashes | undefined} kept
 * @param {Iterable<string>} keys every key a route's record reads
 * @param {(key: string) => string} hashNow
 * @returns {KeptHashes}
 */
export function dependencyHashesNow(kept, keys, hashNow) {
  /** @type {Map<string, string>} */
  const hashes = new Map()
  let same = kept !== undefined
  for (const key of keys) {
    if (hashes.has(key)) continue
    const hash = hashNow(key)
    hashes.set(key, hash)
    if (same && kept?.hashes.get(key) !== hash) same = false
  }
  if (kept && same && hashes.size === kept.hashes.size) return kept
  return { id: randomBytes(8).toString('hex'), hashes }
}

/**
 * Writes these hashes, unless they are the record read.
 * @param {string} file
 * @param {string} base
 * @param {KeptHashes} hashes
 * @param {KeptHashes | undefined} read
 * @returns {Promise<boolean>} whether it wrote
 */
export async function keepDependencyHashes(file, base, hashes, read) {
  if (hashes === read) return false
  await writeWhole(file, JSON.stringify({ layout: LAYOUT, base, id: hashes.id, keys: [...hashes.hashes.keys()], hashes: [...hashes.hashes.values()] }))
  return true
}
