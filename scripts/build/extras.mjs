/**
 * The site's files besides its pages (sitemap, search index, the tools'
 * data for the finder and the builder, feeds…), in the groups the server
 * bundle makes them in (src/server/site-files.ts), each kept while what it
 * read of the content is unchanged, as pages are (render-pages.mjs): after
 * one guide's edit, the search index and the sitemap are made again, and
 * the finder's files and the 100,000 tool records are not.
 *
 * A group's record, .build/cache/extras/<key>.json (the key: the server
 * code and the group's name), names what it read, the hash of what that
 * was, and each of its files by its name in the file store
 * (stored-files.mjs); its files are placed by those names without being
 * made, hashed or read. A group made again may keep parts of its work for
 * the next make in its memo, <key>.memo (group-memo.mjs).
 *
 * A file made with a key (src/server/site-files.ts, OutputFile) is kept
 * in the record with it: when the group is made again, a file whose key
 * the record names is placed by the name stored for it, its content not
 * made, hashed or written (the finder's records files: at 100,000 tools,
 * 20,850 files and 205 MB, most unchanged when one tool is edited).
 *
 * A group made an item at a time (the tools' records) has one record too,
 * with those three for each item: editing one tool makes its record
 * again, and the 100,000 others are placed by name. It also names keys
 * that cover what every item read (`tools` for each item's tool): while
 * they are unchanged, and so are the items, no item is checked alone.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { writeWhole } from '../lib/files.mjs'
import { cacheKey } from '../lib/hash.mjs'
import { isRecord, readJsonEntry } from './cache-entries.mjs'
import { openGroupMemo } from './group-memo.mjs'
import { placeByName, placeStoredFiles } from './stored-files.mjs'

/**
 * @import { Placement } from './placement.mjs'
 * @import { StoredFile } from './stored-files.mjs'
 * @import { Site } from './render-pages.mjs'
 * @import { OutputFile } from '../../src/server/site-files.ts'
 */

/** A group's file in its record: where it is in the store, and its key if it has one. @typedef {[...StoredFile, string?]} KeptFile */
/** A group's record. @typedef {{ dependsOn: string[], dependencyDigest: string, files: KeptFile[] }} ExtrasRecord */

/** The record's layout, in every key. */
const RECORD_LAYOUT = 'extras record 2'

/** The layout of a group's memo file (group-memo.mjs), in its key. */
const MEMO_LAYOUT = 'extras memo 1'

/** An item's record: its id, what it read, the hash of that, its files. @typedef {[string, string[], string, StoredFile[]]} ItemRecord */

/**
 * An item group's record: each item's, and keys that cover what they all read, with the hash of what those were.
 * @typedef {{ items: ItemRecord[], covers: string[], coversDigest: string }} ItemsRecord
 */

/** The layout of an item group's record, in its key. */
const ITEMS_LAYOUT = 'extras items 2'

/** Items made, then stored, this many at a time: a cold build does not hold 100,000 records' text at once. */
const ITEMS_AT_ONCE = 2000

/**
 * @param {unknown} value
 * @returns {value is ExtrasRecord}
 */
const isExtrasRecord = (value) =>
  isRecord(value) &&
  Array.isArray(value.dependsOn) &&
  value.dependsOn.every((key) => typeof key === 'string') &&
  typeof value.dependencyDigest === 'string' &&
  Array.isArray(value.files) &&
  isStoredFiles(value.files) &&
  value.files.every((file) => file[3] === undefined || typeof file[3] === 'string')

/** @param {unknown} files */
const isStoredFiles = (files) => Array.isArray(files) && files.every((file) => Array.isArray(file) && typeof file[0] === 'string' && typeof file[1] === 'string' && typeof file[2] === 'number')

/**
 * @param {unknown} value
 * @returns {value is ItemsRecord}
 */
const isItemsRecord = (value) =>
  isRecord(value) &&
  Array.isArray(value.covers) &&
  value.covers.every((key) => typeof key === 'string') &&
  typeof value.coversDigest === 'string' &&
  Array.isArray(value.items) &&
  value.items.every(
    (item) =>
      Array.isArray(item) &&
      typeof item[0] === 'string' &&
      Array.isArray(item[1]) &&
      item[1].every((key) => typeof key === 'string') &&
      typeof item[2] === 'string' &&
      isStoredFiles(item[3]),
  )

/**
 * Places every group's files in the site: kept ones by name, the others made now.
 * @param {object} options
 * @param {Site} options.site
 * @param {string} options.serverCode what identifies the server bundle (a new one makes every group again)
 * @param {Placement} options.placement
 * @param {string} options.storeDir the file store (.build/cache/files)
 * @param {string} options.cacheDir where the groups' records are kept
 * @param {Map<string, unknown>} [options.records] the records as the build before in this process read or wrote them, by file, taken in
 *   place of the files and kept up to date (a build that stays running, watch.mjs: at 100,000 tools the tools' records' record is 100,000 items)
 * @param {Map<string, unknown>} [options.memos] the groups' memos as the build before in this process kept them, the same way (group-memo.mjs)
 * @param {Map<string, unknown>} [options.unwritten] records to be written later, by file (a build that stays running writes them while it
 *   waits, writeRecordsLeft: at 100,000 tools the tools' records' record is 20 MB, some 0.2 s of each tools file's save); in `records` at once
 * @returns {Promise<{ paths: string[], made: string[], kept: number, took: string[], memoFiles: string[] }>} every file's path; the groups made
 *   now; how many were kept; what each group made took, of a memo's entries how many were made again, and of keyed files how many were placed
 *   by their key ("finder 4.2 s (1 of 100056 made again; 20520 of 20851 files placed by their key)"), for the log; each group's memo file
 */
export async function placeExtras({ site, serverCode, placement, storeDir, cacheDir, records = new Map(), memos, unwritten }) {
  await mkdir(cacheDir, { recursive: true })
  const kept = keptRecords(records, unwritten)
  /** @type {string[]} */
  const paths = []
  /** @type {string[]} */
  const made = []
  /** @type {string[]} */
  const took = []
  let started = performance.now()
  /** @param {string} group */
  const memoFileOf = (group) => path.join(cacheDir, `${cacheKey(MEMO_LAYOUT, serverCode, group)}.memo`)
  /** @param {string} group @param {string} [note] */
  const tookFor = (group, note) => {
    took.push(`${group} ${((performance.now() - started) / 1000).toFixed(1)} s${note ? ` (${note})` : ''}`)
  }
  for (const group of site.extraGroups()) {
    started = performance.now()
    const recordFile = path.join(cacheDir, `${cacheKey(RECORD_LAYOUT, serverCode, group)}.json`)
    const record = await kept.read(recordFile, isExtrasRecord)
    if (record && site.digestHolds(record.dependsOn, record.dependencyDigest) && (await placeByName(record.files, { placement, cacheDir: storeDir }))) {
      paths.push(...record.files.map(([file]) => file))
      continue
    }
    // What the group keeps to make its files again sooner (the finder: each tool's record, by its tool's state).
    const memo = await openGroupMemo(memoFileOf(group), memos)
    const { files, dependsOn } = site.extraGroup(group, memo)
    const { taken, made: remade } = await memo.keep()
    const { placed: stored, byKey } = await placeKeyedFiles(files, keyedIn(record), { placement, cacheDir: storeDir })
    /** @type {ExtrasRecord} */
    const next = { dependsOn, dependencyDigest: site.dependencyDigest(dependsOn), files: stored }
    await kept.write(recordFile, next)
    paths.push(...files.map((file) => file.path))
    made.push(group)
    // With a memo, how much of it the make took as it was; with keyed files, how many were placed by their key.
    const notes = [...(taken + remade > 0 ? [`${remade} of ${taken + remade} made again`] : []), ...(byKey > 0 ? [`${byKey} of ${files.length} files placed by their key`] : [])]
    tookFor(group, notes.join('; ') || undefined)
  }
  let keptGroups = site.extraGroups().length - made.length
  for (const group of site.extraItemGroups()) {
    started = performance.now()
    const recordFile = path.join(cacheDir, `${cacheKey(ITEMS_LAYOUT, serverCode, group)}.json`)
    const items = await placeItems(group, { site, placement, storeDir, recordFile, kept })
    for (const item of items.records) for (const [file] of item[3]) paths.push(file)
    if (items.made === 0) keptGroups += 1
    else {
      made.push(items.made === items.records.length ? group : `${group} (${items.made} of ${items.records.length})`)
      tookFor(group)
    }
  }
  return { paths, made, kept: keptGroups, took, memoFiles: site.extraGroups().map(memoFileOf) }
}

/**
 * The groups' records, read from their files or as this process last read or wrote them; with `unwritten`, a record
 * made is kept there to be written later, not at once.
 * @param {Map<string, unknown>} records
 * @param {Map<string, unknown>} [unwritten]
 */
function keptRecords(records, unwritten) {
  return {
    /**
     * @template T
     * @param {string} file
     * @param {(value: unknown) => value is T} isValid
     * @returns {Promise<T | undefined>}
     */
    async read(file, isValid) {
      if (records.has(file)) return /** @type {T | undefined} */ (records.get(file))
      const record = await readJsonEntry(file, isValid)
      records.set(file, record)
      return record
    },
    /** @param {string} file @param {unknown} record */
    async write(file, record) {
      if (unwritten) {
        // The file keeps the record before until then: a process stopped first reads it, and makes again the items and
        // groups whose reads changed since, as their digests tell (every record names files the store keeps).
        records.set(file, record)
        unwritten.set(file, record)
        return
      }
      // Forgotten first: a write cut short leaves the file, not this, to be read.
      records.delete(file)
      await writeWhole(file, JSON.stringify(record))
      records.set(file, record)
    },
  }
}

/**
 * The files of a group's record that have a key, by key.
 * @param {ExtrasRecord | undefined} record
 * @returns {Map<string, KeptFile>}
 */
const keyedIn = (record) => new Map(record?.files.flatMap((file) => (file[3] === undefined ? [] : [[file[3], file]])))

/**
 * Places a group's files made now: one whose key an earlier make stored by the name stored then, its content not
 * made (read); the others from their content.
 * @param {readonly OutputFile[]} files
 * @param {Map<string, KeptFile>} earlier the keyed files of the group's last record, by key
 * @param {{ placement: Placement, cacheDir: string }} options
 * @returns {Promise<{ placed: KeptFile[], byKey: number }>} each file's place in the store, with its key where it has one; how many were placed by their key
 */
async function placeKeyedFiles(files, earlier, options) {
  /** @type {KeptFile[]} */
  const placed = new Array(files.length)
  /** @type {number[]} */
  let toMake = []
  /** @type {number[]} */
  const known = []
  files.forEach((file, index) => {
    const before = file.key === undefined ? undefined : earlier.get(file.key)
    if (before) {
      placed[index] = [file.path, before[1], before[2], file.key]
      known.push(index)
    } else toMake.push(index)
  })
  // One missing from the store (or cut short): none is placed by name, and every one is made.
  if (known.length > 0 && !(await placeByName(known.map((index) => /** @type {KeptFile} */ (placed[index])), options))) toMake = files.map((_, index) => index)
  const { stored } = await placeStoredFiles(
    toMake.map((index) => /** @type {OutputFile} */ (files[index])),
    options,
  )
  toMake.forEach((index, at) => {
    const key = files[index]?.key
    placed[index] = key === undefined ? /** @type {StoredFile} */ (stored[at]) : [.../** @type {StoredFile} */ (stored[at]), key]
  })
  return { placed, byKey: files.length - toMake.length }
}

/**
 * Each item group's record's items by id, by the record: a build that stays running reads its record from memory (a
 * record made is kept there), and the next record's map is this one with the items made then. At 100,000 tools, a map
 * of 100,000 items made again was some 40 ms of each tools file's save.
 * @type {WeakMap<ItemsRecord, Map<string, ItemRecord>>}
 */
const itemsById = new WeakMap()

/** @param {ItemsRecord} record */
function itemsOf(record) {
  let known = itemsById.get(record)
  if (!known) itemsById.set(record, (known = new Map(record.items.map((item) => [item[0], item]))))
  return known
}

/**
 * Places one item group's files: each item's by name while what it read is
 * unchanged, the others made now; keeps the group's record of them.
 * @param {ReturnType<Site['extraItemGroups']>[number]} group
 * @param {{ site: Site, placement: Placement, storeDir: string, recordFile: string, kept: ReturnType<typeof keptRecords> }} options
 * @returns {Promise<{ records: ItemRecord[], made: number }>} every item's record now; how many were made
 */
async function placeItems(group, { site, placement, storeDir, recordFile, kept: keptFiles }) {
  const before = await keptFiles.read(recordFile, isItemsRecord)
  /** @type {Map<string, ItemRecord>} */
  const known = before ? itemsOf(before) : new Map()
  const ids = site.extraItems(group)
  /** @type {ItemRecord[]} */
  let kept = []
  /** @type {string[]} */
  const toMake = []
  // The same items, and what they all read unchanged: every one kept, none checked alone (at 100,000 tools, 0.5 s of a guide's edit).
  if (before && ids.length === known.size && site.digestHolds(before.covers, before.coversDigest) && ids.every((id) => known.has(id))) kept = before.items
  else {
    for (const id of ids) {
      const item = known.get(id)
      if (item && site.digestHolds(item[1], item[2])) kept.push(item)
      else toMake.push(id)
    }
  }
  // A file missing from the store (or cut short) makes every kept item again: nothing is placed that cannot be.
  if (kept.length > 0 && !(await placeByName(kept.flatMap((item) => item[3]), { placement, cacheDir: storeDir }))) {
    toMake.push(...kept.map(([id]) => id))
    kept = []
  }
  /** @type {ItemRecord[]} */
  const made = []
  for (let at = 0; at < toMake.length; at += ITEMS_AT_ONCE) {
    const batch = toMake.slice(at, at + ITEMS_AT_ONCE).map((id) => ({ id, ...site.extraItem(group, id) }))
    const { stored } = await placeStoredFiles(batch.flatMap((item) => item.files), { placement, cacheDir: storeDir })
    let next = 0
    for (const { id, files, dependsOn } of batch) made.push([id, dependsOn, site.dependencyDigest(dependsOn), stored.slice(next, (next += files.length))])
  }
  const records = [...kept, ...made]
  // Written only when it changed: an item made, or one gone.
  if (made.length > 0 || records.length !== known.size) {
    const covers = site.coveringKeys(records.map((item) => item[1]))
    /** @type {ItemsRecord} */
    const record = { items: records, covers, coversDigest: site.dependencyDigest(covers) }
    // Its items by id: the map before with those made now, when every item before is still here (else made when asked for).
    if (before && records.length === known.size + made.filter(([id]) => !known.has(id)).length) {
      for (const item of made) known.set(item[0], item)
      itemsById.delete(before)
      itemsById.set(record, known)
    }
    await keptFiles.write(recordFile, record)
  }
  return { records, made: made.length }
}

/**
 * Writes the records left to be written (placeExtras, `unwritten`), each as it was last made, and forgets them.
 * @param {Map<string, unknown>} unwritten
 */
export async function writeRecordsLeft(unwritten) {
  for (const [file, record] of [...unwritten]) {
    unwritten.delete(file)
    await writeWhole(file, JSON.stringify(record))
  }
}
