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
 */

/** A group's record. @typedef {{ dependsOn: string[], dependencyDigest: string, files: StoredFile[] }} ExtrasRecord */

/** The record's layout, in every key. */
const RECORD_LAYOUT = 'extras record 1'

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
  isStoredFiles(value.files)

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
 * @returns {Promise<{ paths: string[], made: string[], kept: number, took: string[] }>} every file's path; the groups made now; how many were kept;
 *   what each group made took, and of a memo's entries how many were made again ("finder 4.2 s (1 of 100056 made again)"), for the log
 */
export async function placeExtras({ site, serverCode, placement, storeDir, cacheDir }) {
  await mkdir(cacheDir, { recursive: true })
  /** @type {string[]} */
  const paths = []
  /** @type {string[]} */
  const made = []
  /** @type {string[]} */
  const took = []
  let started = performance.now()
  /** @param {string} group @param {string} [note] */
  const tookFor = (group, note) => {
    took.push(`${group} ${((performance.now() - started) / 1000).toFixed(1)} s${note ? ` (${note})` : ''}`)
  }
  for (const group of site.extraGroups()) {
    started = performance.now()
    const recordFile = path.join(cacheDir, `${cacheKey(RECORD_LAYOUT, serverCode, group)}.json`)
    const record = await readJsonEntry(recordFile, isExtrasRecord)
    if (record && site.dependencyDigest(record.dependsOn) === record.dependencyDigest && (await placeByName(record.files, { placement, cacheDir: storeDir }))) {
      paths.push(...record.files.map(([file]) => file))
      continue
    }
    // What the group keeps to make its files again sooner (the finder: each tool's record, by its tool's state).
    const memo = await openGroupMemo(path.join(cacheDir, `${cacheKey(MEMO_LAYOUT, serverCode, group)}.memo`))
    const { files, dependsOn } = site.extraGroup(group, memo)
    const { taken, made: remade } = await memo.keep()
    const { stored } = await placeStoredFiles(files, { placement, cacheDir: storeDir })
    /** @type {ExtrasRecord} */
    const next = { dependsOn, dependencyDigest: site.dependencyDigest(dependsOn), files: stored }
    await writeWhole(recordFile, JSON.stringify(next))
    paths.push(...files.map((file) => file.path))
    made.push(group)
    // With a memo, how much of it the make took as it was.
    tookFor(group, taken + remade > 0 ? `${remade} of ${taken + remade} made again` : undefined)
  }
  let kept = site.extraGroups().length - made.length
  for (const group of site.extraItemGroups()) {
    started = performance.now()
    const recordFile = path.join(cacheDir, `${cacheKey(ITEMS_LAYOUT, serverCode, group)}.json`)
    const items = await placeItems(group, { site, placement, storeDir, recordFile })
    for (const item of items.records) for (const [file] of item[3]) paths.push(file)
    if (items.made === 0) kept += 1
    else {
      made.push(items.made === items.records.length ? group : `${group} (${items.made} of ${items.records.length})`)
      tookFor(group)
    }
  }
  return { paths, made, kept, took }
}

/**
 * Places one item group's files: each item's by name while what it read is
 * unchanged, the others made now; keeps the group's record of them.
 * @param {ReturnType<Site['extraItemGroups']>[number]} group
 * @param {{ site: Site, placement: Placement, storeDir: string, recordFile: string }} options
 * @returns {Promise<{ records: ItemRecord[], made: number }>} every item's record now; how many were made
 */
async function placeItems(group, { site, placement, storeDir, recordFile }) {
  const before = await readJsonEntry(recordFile, isItemsRecord)
  const known = new Map(before?.items.map((item) => [item[0], item]))
  const ids = site.extraItems(group)
  /** @type {ItemRecord[]} */
  let kept = []
  /** @type {string[]} */
  const toMake = []
  // The same items, and what they all read unchanged: every one kept, none checked alone (at 100,000 tools, 0.5 s of a guide's edit).
  if (before && ids.length === known.size && ids.every((id) => known.has(id)) && site.dependencyDigest(before.covers) === before.coversDigest) kept = before.items
  else {
    for (const id of ids) {
      const item = known.get(id)
      if (item && site.dependencyDigest(item[1]) === item[2]) kept.push(item)
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
    await writeWhole(recordFile, JSON.stringify(record))
  }
  return { records, made: made.length }
}
