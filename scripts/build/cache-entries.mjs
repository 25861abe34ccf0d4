/**
 * Reading the build's cache entries without trusting them. Entries are
 * written whole (lib/files.mjs writeWhole), but a cache folder can still
 * hold a cut-short file: one written by an older build, a full disk, a
 * hand. An entry that is missing is a miss; one that is there but cannot be
 * read or parsed, or is not the size it was written at, is a miss too, and
 * noted, so that the build rebuilds it and says so in one line.
 *
 * What each kind of entry is checked against (an entry's size is recorded
 * in a JSON file written after it, so a record that exists is whole):
 *   JSON (page and render records, seals, stamps)  parses, and has its fields
 *   pages/*.mjs, html/*.html, compressed/*.br|.gz    size as recorded
 *   cards/*.png                                     PNG signature first, IEND chunk last
 *   the client and server bundles                   every file's sha256, in the stamp (sealed-folder.mjs)
 * A size catches an empty or cut-short file, not one changed byte for byte
 * at the same length: that would take reading every entry on every build.
 */
import { readFileSync, statSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { textOf } from '../lib/files.mjs'

/** The entries found unreadable since the last takeUnreadable(), as paths. @type {string[]} */
let unreadable = []

/**
 * Notes an entry that was there but could not be used: it is rebuilt, and the build says so.
 * @param {string} file
 */
export function noteUnreadable(file) {
  unreadable.push(file)
}

/**
 * Reads a JSON entry: its value, or undefined when it is missing (a miss)
 * or cannot be read, parsed or is not what `isValid` expects (a miss, noted).
 * @template T
 * @param {string} file
 * @param {(value: unknown) => value is T} isValid
 * @returns {Promise<T | undefined>}
 */
export async function readJsonEntry(file, isValid) {
  /** @type {string} */
  let text
  try {
    text = textOf(await readFile(file))
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') noteUnreadable(file)
    return undefined
  }
  return parsedEntry(file, text, isValid)
}

/**
 * An entry's value from its text, or undefined (noted) when it is cut short, not JSON or not what `isValid` expects.
 * @template T
 * @param {string} file
 * @param {string} text
 * @param {(value: unknown) => value is T} isValid
 * @returns {T | undefined}
 */
function parsedEntry(file, text, isValid) {
  try {
    const value = JSON.parse(text)
    if (isValid(value)) return value
  } catch {
    // Cut short or not JSON: noted below.
  }
  noteUnreadable(file)
  return undefined
}

/**
 * readJsonEntry, reading the file at once: for a few large entries (the parsed tools' buckets), where
 * reading through the thread pool, in chunks, cost more than it let run beside it.
 * @template T
 * @param {string} file
 * @param {(value: unknown) => value is T} isValid
 * @returns {T | undefined}
 */
export function readJsonEntrySync(file, isValid) {
  /** @type {string} */
  let text
  try {
    text = textOf(readFileSync(file))
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') noteUnreadable(file)
    return undefined
  }
  return parsedEntry(file, text, isValid)
}

/**
 * Whether an entry is there at the size its record says; noted when not
 * (its record exists, so it was written once, and has been cut short or lost).
 * @param {string} file
 * @param {number} size
 * @returns {Promise<boolean>}
 */
export async function hasSize(file, size) {
  const actual = await stat(file).then((stats) => stats.size, () => undefined)
  if (actual === size) return true
  noteUnreadable(file)
  return false
}

/**
 * hasSize, at once: for a thread with nothing else to do meanwhile (the compressor's, compress-worker.mjs; the pages' check, pages.mjs).
 * @param {string} file
 * @param {number} size
 */
export function hasSizeSync(file, size) {
  if (statSync(file, { throwIfNoEntry: false })?.size === size) return true
  noteUnreadable(file)
  return false
}

/**
 * Whether a value is an object (not an array or null), to check a parsed record's fields.
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
export const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The entries noted since the last call, as paths; the notes start over. A worker thread's notes are its own
 * (each thread has its own copy of this module): it sends them, and the building thread notes them again.
 */
export function takeNoted() {
  const files = unreadable
  unreadable = []
  return files
}

/**
 * The line the build prints when it rebuilt unreadable entries (undefined
 * when there were none), naming the first two; the notes start over.
 * @param {string} root the project, which the names are relative to
 * @returns {string | undefined}
 */
export function takeUnreadable(root) {
  const files = takeNoted()
  if (files.length === 0) return undefined
  const named = files.slice(0, 2).map((file) => path.relative(root, file))
  if (files.length > 2) named.push(`${files.length - 2} more`)
  return `cache: ${files.length} unreadable entr${files.length === 1 ? 'y' : 'ies'} rebuilt (${named.join(', ')})`
}
