/**
 * The build's other files (sitemap, feeds, search index, each tool's
 * record…), kept by their content in .build/cache/files/<2 digits>/<sha256>
 * (in folders by the name's first two digits, shards.mjs) and hard-linked
 * into dist/, as pages are: a file that did not change keeps
 * its identity from build to build, so the compress step knows it without
 * reading it (compress.mjs), and 100,000 unchanged tool records cost a
 * link each, not a write.
 */
import { statSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { writeWholeSync } from '../lib/files.mjs'
import { sha256Hex } from '../lib/hash.mjs'
import { eachLimited } from '../lib/limit.mjs'
import { shardedFolder } from '../lib/shards.mjs'
import { noteUnreadable } from './cache-entries.mjs'

/** @import { Placement } from './placement.mjs' */

/** A file of the site by its name in the store: path, name, size in bytes. @typedef {[string, string, number]} StoredFile */

/** Whether a record's list of files is of StoredFiles. @param {unknown} files */
export const isStoredFiles = (files) => Array.isArray(files) && files.every((file) => Array.isArray(file) && typeof file[0] === 'string' && typeof file[1] === 'string' && typeof file[2] === 'number')

/**
 * Puts each file at its path in the site, from the store.
 * @param {readonly { path: string, content: string }[]} files
 * @param {{ placement: Placement, cacheDir: string }} options
 * @returns {Promise<{ written: number, linked: number, stored: StoredFile[] }>} files new to the store, files taken from it, and each file's place in the store
 */
export async function placeStoredFiles(files, { placement, cacheDir }) {
  const store = shardedFolder(cacheDir)
  let written = 0
  /** @type {StoredFile[]} */
  const stored = new Array(files.length)
  await eachLimited(files, 16, async (file, index) => {
    const bytes = Buffer.from(file.content)
    const name = sha256Hex(bytes).slice(0, 40)
    stored[index] = [file.path, name, bytes.length]
    const from = store.at(name)
    // Already in the site as these bytes: nothing to check or link.
    if (placement.holds(file.path, `file ${name}`)) return placement.link(file.path, from, { identity: `file ${name}`, size: bytes.length })
    if (keep(store, name, bytes)) written += 1
    await placement.link(file.path, from, { identity: `file ${name}`, size: bytes.length })
  })
  return { written, linked: files.length - written, stored }
}

/**
 * Puts each file's content in the store, on this thread and at once (see
 * keep), for a thread that has no placement: its files are then placed by
 * their names (linkStoredFiles).
 * @param {readonly { path: string, content: string }[]} files
 * @param {string} cacheDir
 * @returns {{ written: number, stored: StoredFile[] }} files new to the store, and each file's place in it
 */
export function storeFiles(files, cacheDir) {
  const store = shardedFolder(cacheDir)
  let written = 0
  const stored = files.map((file) => {
    const bytes = Buffer.from(file.content)
    const name = sha256Hex(bytes).slice(0, 40)
    if (keep(store, name, bytes)) written += 1
    return /** @type {StoredFile} */ ([file.path, name, bytes.length])
  })
  return { written, stored }
}

/**
 * Puts `bytes` in the store under `name` unless it has them: taken only at
 * their full size, and a file cut short is noted and written again, whole.
 * On this thread, and at once: the files are small, and a cold build
 * stores one record a tool. Through promises (a stat, then an open, a
 * write, a close and a rename, each a turn of the thread pool) the tools'
 * records took 5.3 to 6.6 s of a cold build at +10,000 tools; at once,
 * 2.4 to 3.0 s (docs/performance.md, thirty-second session).
 * @param {ReturnType<typeof shardedFolder>} store
 * @param {string} name
 * @param {Buffer} bytes
 * @returns {boolean} whether it was written
 */
function keep(store, name, bytes) {
  const size = statSync(store.at(name), { throwIfNoEntry: false })?.size
  if (size === bytes.length) return false
  if (size !== undefined) noteUnreadable(store.at(name))
  writeWholeSync(store.forWriting(name), bytes)
  return true
}

/**
 * Puts files already in the store at their paths in the site, by name, if
 * the site holds them or the store has each whole; false (nothing placed)
 * when one is missing or cut short.
 * @param {readonly [...StoredFile, ...unknown[]][]} files each a StoredFile, and anything the caller keeps after it
 * @param {{ placement: Placement, cacheDir: string, run?: string }} options run: the name of the files' run of lookups in the
 *   staged list, when they are a group's, in the same order build after build (Placement.slotRun)
 */
export async function placeByName(files, { placement, cacheDir, run: runName }) {
  const store = shardedFolder(cacheDir)
  let whole = true
  // Those the site holds already need no look at the store: at 100,000 tools, an edit's build holds every tool record.
  // Each path looked up once, its slot kept for placing it.
  const run = runName === undefined ? undefined : placement.slotRun(runName, files.length)
  const slots = files.map(([file, name], at) => placement.heldSlot(file, `file ${name}`, run, at))
  const notHeld = files.filter((_, at) => /** @type {number} */ (slots[at]) < 0)
  await eachLimited(notHeld, 32, async ([, name, size]) => {
    if (!whole) return
    // Only ever set to false: checks run side by side, and one that passes must not undo one that failed.
    if (!(await stat(store.at(name)).then((stats) => stats.size === size, () => false))) whole = false
  })
  if (!whole) return false
  await linkStoredFiles(files, { placement, cacheDir }, slots)
  return true
}

/**
 * Puts files the store has whole at their paths in the site, by name.
 * @param {readonly [...StoredFile, ...unknown[]][]} files
 * @param {{ placement: Placement, cacheDir: string }} options
 * @param {readonly number[]} [slots] each file's slot in the folder's list where it holds the file as it is (-1 where
 *   not), as placement.heldSlot gave it: looked up when not given
 */
export async function linkStoredFiles(files, { placement, cacheDir }, slots) {
  const store = shardedFolder(cacheDir)
  // Kept at once where held, without a promise each; the rest linked from the store.
  const toLink = files.filter(([file, name, size], at) => {
    const identity = `file ${name}`
    const slot = slots ? /** @type {number} */ (slots[at]) : placement.heldSlot(file, identity)
    return !(slot >= 0 && placement.keepAt(slot, file, { identity, size }))
  })
  await eachLimited(toLink, 16, ([file, name, size]) => placement.link(file, store.at(name), { identity: `file ${name}`, size }))
}
