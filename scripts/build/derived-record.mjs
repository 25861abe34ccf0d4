/**
 * The derived values' hashes from one build to the next
 * (src/server/dependency-digest.ts, KeptDerived): each value's name, the
 * dependency keys its working out read, their digest then and the value's
 * hash. A value is taken from here while what it read is unchanged, so a
 * guide's edit does not work out the search's items or the finder's
 * summary of every tool only to find them as they were.
 *
 * One file per server bundle (.build/cache/derived/<fingerprint>.json): a
 * value is the code's as much as the content's. Written whole, and only
 * when a value changed or was first hashed.
 *
 * Beside it, <fingerprint>.relations.json: the tools' relations' hashes,
 * with a hash, for each field, of what its tools' were worked out from
 * (src/server/kept-relations.ts), written when one changed.
 */
import { mkdir, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { writeWhole } from '../lib/files.mjs'
import { isRecord, readJsonEntry } from './cache-entries.mjs'

/**
 * @import { KeptDerived } from '../../src/server/dependency-digest.ts'
 * @import { KeptRelations } from '../../src/server/kept-relations.ts'
 */

/**
 * @param {unknown} value
 * @returns {value is KeptDerived}
 */
const isKeptDerived = (value) =>
  isRecord(value) &&
  isTextList(value.reads) &&
  typeof value.readsDigest === 'string' &&
  typeof value.hash === 'string' &&
  (value.runs === undefined || (isRecord(value.runs) && isTextList(value.runs.pages) && isTextList(value.runs.views)))

/**
 * @param {unknown} value
 * @returns {value is Record<string, KeptDerived>}
 */
const isDerivedRecord = (value) => isRecord(value) && Object.values(value).every(isKeptDerived)

/**
 * The file for a server bundle's values.
 * @param {string} cacheDir
 * @param {string} serverFingerprint
 */
export const derivedRecordFile = (cacheDir, serverFingerprint) => path.join(cacheDir, `${serverFingerprint}.json`)

/**
 * The values the last build of this server bundle kept; empty when there is none, or it cannot be read.
 * @param {string} file
 * @returns {Promise<Map<string, KeptDerived>>}
 */
export async function readKeptDerived(file) {
  const record = await readJsonEntry(file, isDerivedRecord)
  return new Map(Object.entries(record ?? {}))
}

/**
 * Keeps this build's values for the next: those it hashed, and those it did
 * not need but the last build kept (still true of the content they read, or
 * to be found changed when read). Written only when that is not what the file holds.
 * @param {string} file
 * @param {ReadonlyMap<string, KeptDerived>} before what was read at the start
 * @param {ReadonlyMap<string, KeptDerived>} now what this build hashed
 */
export async function keepDerived(file, before, now) {
  const next = new Map([...before, ...now])
  if (isDeepStrictEqual(next, before)) return false
  await mkdir(path.dirname(file), { recursive: true })
  await writeWhole(file, JSON.stringify(Object.fromEntries([...next].sort(([a], [b]) => a.localeCompare(b)))))
  return true
}

const RELATIONS_ENDING = '.relations.json'

/**
 * The relations' file for a server bundle's values.
 * @param {string} cacheDir
 * @param {string} serverFingerprint
 */
export const relationsRecordFile = (cacheDir, serverFingerprint) => path.join(cacheDir, `${serverFingerprint}${RELATIONS_ENDING}`)

/** @param {unknown} list */
const isTextList = (list) => Array.isArray(list) && list.every((item) => typeof item === 'string')

/**
 * The record: each field's inputs' hash, by field, and the tools' ids and their relations' hashes as two lists, in the
 * same order. Lists, not an object keyed by id: at 100,000 tools an object of as many keys took 160 to 210 ms to read,
 * the lists 30 to 55.
 * @param {unknown} value
 * @returns {value is { inputs: Record<string, string>, ids: string[], hashes: string[] }}
 */
const isRelationsRecord = (value) =>
  isRecord(value) &&
  isRecord(value.inputs) &&
  Object.values(value.inputs).every((hash) => typeof hash === 'string') &&
  isTextList(value.ids) &&
  isTextList(value.hashes) &&
  value.ids.length === value.hashes.length

/**
 * The relations' hashes the last build of this server bundle kept; undefined when there are none, or they cannot be read.
 * @param {string} file
 * @returns {Promise<KeptRelations | undefined>}
 */
export async function readKeptRelations(file) {
  const record = await readJsonEntry(file, isRelationsRecord)
  if (!record) return undefined
  /** @type {Map<string, string>} */
  const hashes = new Map()
  record.ids.forEach((id, at) => hashes.set(id, /** @type {string} */ (record.hashes[at])))
  return { inputs: new Map(Object.entries(record.inputs)), hashes }
}

/**
 * Keeps this build's relations' hashes for the next, when they are not what the file holds: the same inputs give the
 * same hashes, so only new inputs, or hashes the last build did not have, are written.
 * @param {string} file
 * @param {KeptRelations | undefined} before what was read at the start
 * @param {KeptRelations} now what this build holds
 */
export async function keepRelations(file, before, now) {
  if (now === before || (before && isDeepStrictEqual(before.inputs, now.inputs) && before.hashes.size >= now.hashes.size)) return false
  const folder = path.dirname(file)
  await mkdir(folder, { recursive: true })
  await writeWhole(file, JSON.stringify({ inputs: Object.fromEntries(now.inputs), ids: [...now.hashes.keys()], hashes: [...now.hashes.values()] }))
  // Other server bundles' relations go: some 6 MB each at 100,000 tools, and a code change makes a new one.
  for (const name of await readdir(folder)) {
    if (name.endsWith(RELATIONS_ENDING) && name !== path.basename(file)) await rm(path.join(folder, name), { force: true })
  }
  return true
}
