/**
 * The site's files made an item at a time (the tools' records: src/server/site-files.ts, EXTRA_ITEM_GROUPS), for
 * extras.mjs: each item's files placed by name while what it read is unchanged, the others made now, and the group's
 * record of them, one for every item (editing one tool makes its record again, and the 100,000 others are placed by
 * name). The record also names keys that cover what every item read (`tools` for each item's tool): while they are
 * unchanged, and so are the items, no item is checked alone.
 */
import path from 'node:path'
import { isRecord } from './cache-entries.mjs'
import { isStoredFiles, placeByName, placeStoredFiles } from './stored-files.mjs'

/**
 * @import { Placement } from './placement.mjs'
 * @import { StoredFile } from './stored-files.mjs'
 * @import { Site } from './render-pages.mjs'
 */

/**
 * The groups' records as the build reads and keeps them (extras.mjs, keptRecords).
 * @typedef {{ read: <T>(file: string, isValid: (value: unknown) => value is T) => Promise<T | undefined>, write: (file: string, record: unknown) => Promise<void> }} KeptRecords
 */

/** An item's record: its id, what it read, the hash of that, its files. @typedef {[string, string[], string, StoredFile[]]} ItemRecord */

/**
 * An item group's record: each item's, and keys that cover what they all read, with the hash of what those were.
 * @typedef {{ items: ItemRecord[], covers: string[], coversDigest: string }} ItemsRecord
 */

/** The layout of an item group's record, in its key. */
export const ITEMS_LAYOUT = 'extras items 2'

/** Items made, then stored, this many at a time: a cold build does not hold 100,000 records' text at once. */
const ITEMS_AT_ONCE = 2000

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
 * @param {{ site: Site, placement: Placement, storeDir: string, recordFile: string, kept: KeptRecords }} options
 * @returns {Promise<{ records: ItemRecord[], made: number }>} every item's record now; how many were made
 */
export async function placeItems(group, { site, placement, storeDir, recordFile, kept: keptFiles }) {
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
  if (kept.length > 0 && !(await placeByName(kept.flatMap((item) => item[3]), { placement, cacheDir: storeDir, run: path.basename(recordFile) }))) {
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
