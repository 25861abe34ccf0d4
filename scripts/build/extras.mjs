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
 * with those three for each item (extras-items.mjs).
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { writeWhole } from '../lib/files.mjs'
import { cacheKey } from '../lib/hash.mjs'
import { isRecord, readJsonEntry } from './cache-entries.mjs'
import { openGroupMemo } from './group-memo.mjs'
import { ITEMS_LAYOUT, placeItems } from './extras-items.mjs'
import { isStoredFiles, linkStoredFiles, placeByName, placeStoredFiles } from './stored-files.mjs'

/**
 * @import { Placement } from './placement.mjs'
 * @import { SearchThread } from './search-thread.mjs'
 * @import { StoredFile } from './stored-files.mjs'
 * @import { Site } from './render-pages.mjs'
 * @import { ExtraGroup, OutputFile } from '../../src/server/site-files.ts'
 */

/** A group's file in its record: where it is in the store, and its key if it has one. @typedef {[...StoredFile, string?]} KeptFile */
/** A group's record. @typedef {{ dependsOn: string[], dependencyDigest: string, files: KeptFile[] }} ExtrasRecord */

/** The record's layout, in every key. */
const RECORD_LAYOUT = 'extras record 2'

/** The layout of a group's memo file (group-memo.mjs), in its key. */
const MEMO_LAYOUT = 'extras memo 1'

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
 * @param {SearchOnThread} [options.searchOnThread] the search's group as startSearchOnThread left it: its files, if its thread
 *   makes them, placed as it answers, while the caller renders the pages (it awaits `pending` after them)
 * @param {boolean} [options.remake] whether a group whose record no longer holds is made again (default). Not when the content has
 *   problems: the build fails, and such a group's files as its record names them stand for it in the link check, neither made nor
 *   placed (at 100,000 tools, a page left out for a mistyped date made the search again, 20 s, and the build after the fix made it
 *   back); a group with no record is made
 * @returns {Promise<{ paths: string[], made: string[], kept: number, unmade: string[], took: string[], memoFiles: GroupMemoFile[], pending: Promise<void> }>}
 *   every file's path; the groups made now; how many were kept; the groups not made again (remake false); what each group made took, of a memo's
 *   entries how many were made again, and of keyed files how many were placed by their key ("finder 4.2 s (1 of 100056 made again;
 *   20520 of 20851 files placed by their key)"), for the log; each group's memo file with its group (groupMemoFiles); and what
 *   settles once a group made on a thread is placed, each of the others with it
 */
export async function placeExtras({ site, serverCode, placement, storeDir, cacheDir, records = new Map(), memos, unwritten, searchOnThread, remake = true }) {
  await mkdir(cacheDir, { recursive: true })
  const kept = keptRecords(records, unwritten)
  /** @type {string[]} */
  const paths = []
  /** @type {string[]} */
  const made = []
  /** @type {string[]} */
  const took = []
  /** @type {string[]} */
  const unmade = []
  /** @type {Promise<void>[]} the groups made on a thread, each placed as it answers */
  const onThread = []
  let started = performance.now()
  /** @param {string} group */
  const memoFileOf = (group) => memoFileIn(cacheDir, serverCode, group)
  /** @param {string} group @param {string[]} [notes] @param {number} [since] when the group's make began */
  const tookFor = (group, notes = [], since = started) => {
    took.push(`${group} ${((performance.now() - since) / 1000).toFixed(1)} s${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`)
  }
  for (const group of site.extraGroups()) {
    started = performance.now()
    const recordFile = recordFileIn(cacheDir, serverCode, group)
    const record = await kept.read(recordFile, isExtrasRecord)
    if (record && site.digestHolds(record.dependsOn, record.dependencyDigest) && (await placeByName(record.files, { placement, cacheDir: storeDir, run: path.basename(recordFile) }))) {
      paths.push(...record.files.map(([file]) => file))
      continue
    }
    if (record && !remake) {
      paths.push(...record.files.map(([file]) => file))
      unmade.push(group)
      continue
    }
    if (group === 'search' && searchOnThread?.making) {
      const { making } = searchOnThread
      onThread.push(
        making.made.then(async ({ stored, taken, made: remade, ms }) => {
          await linkStoredFiles(stored, { placement, cacheDir: storeDir })
          await kept.write(recordFile, { dependsOn: making.dependsOn, dependencyDigest: making.dependencyDigest, files: stored })
          paths.push(...stored.map(([file]) => file))
          made.push(group)
          tookFor(group, [`on its thread ${(ms / 1000).toFixed(1)} s`, ...memoNotes(taken, remade)], making.started)
        }),
      )
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
    tookFor(group, [...memoNotes(taken, remade), ...(byKey > 0 ? [`${byKey} of ${files.length} files placed by their key`] : [])])
  }
  let keptGroups = site.extraGroups().length - made.length - unmade.length
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
  const pending = Promise.all(onThread).then(() => {})
  // Awaited after the pages: a build that fails first fails for its own reason, not this one unheard.
  pending.catch(() => {})
  // The search's memo is its thread's: one this process held before is let go, and not read ahead.
  if (searchOnThread) memos?.delete(memoFileOf('search'))
  return { paths, made, kept: keptGroups, unmade, took, memoFiles: groupMemoFiles(site.extraGroups(), memoFileOf, searchOnThread !== undefined), pending }
}

/** A group's memo file, with its group. @typedef {[group: ExtraGroup, file: string]} GroupMemoFile */

/**
 * Each group's memo file, named with its group: what the watch reads ahead while it waits (watch-wait.mjs). Not the
 * search's when its thread makes it, and reads its own memo. Paired, not by place: with the search's left out, the
 * groups' places and their files' did not match, and from the ninety-seventh session to the hundred-and-second the
 * finder's read-ahead was never made (its file was read ahead as the search's group).
 * @param {readonly ExtraGroup[]} groups the site's groups, in order
 * @param {(group: ExtraGroup) => string} memoFileOf
 * @param {boolean} searchOnThread
 * @returns {GroupMemoFile[]}
 */
export function groupMemoFiles(groups, memoFileOf, searchOnThread) {
  return groups.flatMap((group) => (group === 'search' && searchOnThread ? [] : [/** @type {GroupMemoFile} */ ([group, memoFileOf(group)])]))
}

/** What a make did with its memo's entries, for the log ("1 of 2 made again"), or nothing when it has none. @param {number} taken @param {number} made */
const memoNotes = (taken, made) => (taken + made > 0 ? [`${made} of ${taken + made} made again`] : [])

/** A group's record file. @param {string} cacheDir @param {string} serverCode @param {string} group */
const recordFileIn = (cacheDir, serverCode, group) => path.join(cacheDir, `${cacheKey(RECORD_LAYOUT, serverCode, group)}.json`)

/** A group's memo file. @param {string} cacheDir @param {string} serverCode @param {string} group */
const memoFileIn = (cacheDir, serverCode, group) => path.join(cacheDir, `${cacheKey(MEMO_LAYOUT, serverCode, group)}.memo`)

/** The search's memo file, which its thread reads (search-thread.mjs). @param {{ cacheDir: string, serverCode: string }} places as placeExtras is given them */
export const searchMemoFile = ({ cacheDir, serverCode }) => memoFileIn(cacheDir, serverCode, 'search')

/**
 * The search's group made on its thread (search-thread.mjs), and, where this build makes it, the make under way: when it
 * began, what its items read of the content and the hash of that, and the thread's answer to come.
 * @typedef {{ making?: { started: number, dependsOn: string[], dependencyDigest: string, made: ReturnType<SearchThread['make']> } }} SearchOnThread
 */

/**
 * Starts the search's make on its thread when its record names files made before and no longer holds: an edit's
 * build, whose pages step the search was the longest part of (at 100,000 tools, a guide retitled: 4.7 to 6.0 s of its
 * main thread). Started before the cards, it is made beside them and the pages. Where there is no record (a cold
 * build, or new server code), placeExtras makes it with the others: made whole, it would have nothing to be beside but
 * rendering on both cores, and a peak of memory with it.
 * @param {object} options
 * @param {Site} options.site
 * @param {string} options.serverCode as placeExtras is given it
 * @param {string} options.storeDir
 * @param {string} options.cacheDir
 * @param {Map<string, unknown>} options.records the records as placeExtras is then given them
 * @param {SearchThread} options.thread
 * @returns {Promise<SearchOnThread>}
 */
export async function startSearchOnThread({ site, serverCode, storeDir, cacheDir, records, thread }) {
  const record = await keptRecords(records).read(recordFileIn(cacheDir, serverCode, 'search'), isExtrasRecord)
  if (!record || site.digestHolds(record.dependsOn, record.dependencyDigest)) return {}
  const started = performance.now()
  const { items, dependsOn } = site.searchItems()
  const made = thread.make({ items, memoFile: searchMemoFile({ cacheDir, serverCode }), storeDir })
  // Awaited by placeExtras: a build that fails first fails for its own reason, not this one unheard.
  made.catch(() => {})
  return { making: { started, dependsOn, dependencyDigest: site.dependencyDigest(dependsOn), made } }
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
 * Writes the records left to be written (placeExtras, `unwritten`), each as it was last made, and forgets them.
 * @param {Map<string, unknown>} unwritten
 */
export async function writeRecordsLeft(unwritten) {
  for (const [file, record] of [...unwritten]) {
    unwritten.delete(file)
    await writeWhole(file, JSON.stringify(record))
  }
}
