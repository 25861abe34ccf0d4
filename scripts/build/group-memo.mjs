/**
 * A group's memo (GroupMemo, src/server/site-files.ts) as the build keeps
 * it from one build to the next: texts by id, each with the state of what
 * it was made from. The finder's group keeps each tool's record so: when one
 * rating changes, the other 100,055 records are taken as they were, and
 * their tools' features are not read. It keeps each scope's files too (by
 * their paths and keys, finder-split-build.ts): the fields the tool is not
 * in are not sorted and split again.
 *
 * The file is a line an entry: its id, its state and its text, between
 * tabs. An entry whose id or state holds a tab or a line break, or whose
 * text holds a line break, is not kept (JSON holds none). The file is
 * written whole (writeWhole), with the entries the last make used or made,
 * and only when one was made or one went; a build that stays running
 * writes it while it waits for the next save (writeHeldMemos).
 */
import { inChunks, readLines, writeWhole } from '../lib/files.mjs'

/** @import { GroupMemo } from '../../src/server/site-files.ts' */

/**
 * A memo as the build holds it while a group is made: keep() then writes it, if an entry was made or one went, and says how many
 * entries the make took as they were and how many it made.
 * @typedef {GroupMemo & { keep: () => Promise<{ taken: number, made: number }> }} KeptMemo
 */

/**
 * An entry of a memo: its state, its text (or what makes it when it is first read or written: see set), and whether this
 * make took it.
 * @typedef {{ state: string, text: string | (() => string) | undefined, taken: boolean }} Entry
 */

/**
 * A memo held by a build that stays running: its entries, whether its file is yet to say what they are, and what its
 * group kept in memory beside them (`live`, never written: src/catalogue/finder-live.ts).
 * @typedef {{ entries: Map<string, Entry>, unwritten: boolean, live: Map<string, unknown> }} Held
 */

const NOT_IN_A_NAME = /[\t\n\r]/
const NOT_IN_A_TEXT = /[\n\r]/

/**
 * An entry's text, made now if it was set as what makes it (and kept so), or undefined for one its line could not hold
 * (the entry is then left out of the file).
 * @param {Entry} entry
 * @returns {string | undefined}
 */
function textOf(entry) {
  if (typeof entry.text === 'function') {
    const text = entry.text()
    entry.text = NOT_IN_A_TEXT.test(text) ? undefined : text
  }
  return entry.text
}

/**
 * Opens a group's memo file (none yet is an empty memo).
 * @param {string} file
 * @param {Map<string, unknown>} [held] memos as this process last kept them, by file: a build that stays running (watch.mjs)
 *   takes its memo from here rather than reading it again (at 100,000 tools the finder's, some 100 MB, took 0.3 to 0.8 s), and
 *   keeps it here, its file written for the next process while the watch waits (writeHeldMemos): at 100,000 tools, writing the
 *   finder's was some 0.4 s of a tools file's save
 * @returns {Promise<KeptMemo>}
 */
export async function openGroupMemo(file, held) {
  // A read of the file that the watch's wait began and a save cut short: gone on with, not begun again.
  if (held && !held.has(file) && cutShortReads.get(held)?.has(file)) await holdGroupMemo(file, held)
  const heldMemo = /** @type {Held | undefined} */ (held?.get(file))
  // Taken out while this make runs: a make that fails leaves the file to be read (the entries of a make before, if it is
  // yet to be written: each is still what its state made, and the next make makes again what it lacks).
  held?.delete(file)
  const before = heldMemo?.entries ?? (await readMemo(file))
  // What the group kept in memory in its make before, in this process; a make that fails leaves none. A build that does not
  // stay running keeps none: its make's values would be held to the end of the build for no next make (the cold build's
  // peak memory is within 4 GB at 100,000 tools with little room).
  const live = held ? (heldMemo?.live ?? new Map()) : undefined
  for (const entry of before.values()) entry.taken = false
  /** @type {Map<string, Entry>} the entries this make made (`taken` unused) */
  const made = new Map()
  let taken = 0
  // Every entry kept, taken or not (keepUnmade).
  let everyKept = false
  return {
    live,
    keepUnmade() {
      everyKept = true
    },
    get(id, state) {
      const fresh = made.get(id)
      if (fresh) return fresh.state === state ? textOf(fresh) : undefined
      const entry = before.get(id)
      if (entry?.state !== state) return undefined
      if (!entry.taken) {
        entry.taken = true
        taken += 1
      }
      return textOf(entry)
    },
    set(id, state, text) {
      if (NOT_IN_A_NAME.test(id) || NOT_IN_A_NAME.test(state) || (typeof text === 'string' && NOT_IN_A_TEXT.test(text))) return
      made.set(id, { state, text, taken: false })
    },
    async keep() {
      // Nothing made, and every entry taken: the file already says what it would say (or will, when it is yet to be written).
      if (everyKept) taken = before.size
      const changed = made.size > 0 || taken !== before.size
      if (held) held.set(file, { entries: changed ? keptEntries(before, made, everyKept) : before, unwritten: changed || heldMemo?.unwritten === true, live: live ?? new Map() })
      else if (changed) await writeWhole(file, inChunks(linesOf(before, made, everyKept)))
      return { taken, made: made.size }
    },
  }
}

/** A read of a memo's file that a save cut short: the entries read so far, and the lines to come. @typedef {{ entries: Map<string, Entry>, lines: AsyncIterator<string[]> }} CutShortRead */

/**
 * The reads of memos' files a save cut short, by the held memos they read into and by file: the next wait, or the
 * group's next make, goes on with one where it stopped.
 * @type {WeakMap<Map<string, unknown>, Map<string, CutShortRead>>}
 */
const cutShortReads = new WeakMap()

/**
 * Reads a group's memo into `held` ahead of its make, for a build that stays running: while it waits for the next
 * save (watch.mjs, prepare), the finder's memo is read before a tools file's save needs it (at 100,000 tools, its first
 * make in a watch read some 60 MB). A memo already held, or with no entries, is left as it is.
 * A part at a time (a read of 1 MB), until `saved` says a save came: its build then goes first, and the next wait, or
 * the group's make (openGroupMemo), goes on where this read stopped. Read whole, the finder's memo was 0.6 to 1.0 s
 * that a save coming during it waited for. A read is not gone on with once a make has held the memo: the file holds
 * nothing newer.
 * @param {string} file
 * @param {Map<string, unknown>} held
 * @param {() => boolean} [saved]
 * @returns {Promise<boolean>} false when a save cut the read short
 */
export async function holdGroupMemo(file, held, saved = () => false) {
  let reads = cutShortReads.get(held)
  if (!reads) cutShortReads.set(held, (reads = new Map()))
  const cut = reads.get(file)
  reads.delete(file)
  if (held.has(file)) {
    void cut?.lines.return?.()
    return true
  }
  const read = cut ?? { entries: new Map(), lines: readLines(file)[Symbol.asyncIterator]() }
  for (;;) {
    if (saved()) {
      reads.set(file, read)
      return false
    }
    const next = await read.lines.next()
    if (next.done) break
    addEntries(read.entries, next.value)
  }
  if (read.entries.size > 0) held.set(file, /** @type {Held} */ ({ entries: read.entries, unwritten: false, live: new Map() }))
  return true
}

/**
 * Stops the reads a save cut short into these held memos, and lets their files go (a stop, or a start again).
 * @param {Map<string, unknown>} held
 */
export function dropCutShortReads(held) {
  const reads = cutShortReads.get(held)
  for (const read of reads?.values() ?? []) void read.lines.return?.()
  reads?.clear()
}

/**
 * A held memo as its group reads ahead into it while the watch waits (site-files.ts readAheadOfGroup): its entries read
 * as they are, none marked taken or made (the next make takes what it takes), and its live values. Undefined when the
 * memo is not held.
 * @param {string} file
 * @param {Map<string, unknown>} held
 * @returns {GroupMemo | undefined}
 */
export function heldMemoToReadAhead(file, held) {
  const memo = /** @type {Held | undefined} */ (held.get(file))
  if (!memo) return undefined
  return {
    live: memo.live,
    get: (id, state) => {
      const entry = memo.entries.get(id)
      return entry?.state === state ? textOf(entry) : undefined
    },
    set: () => {},
  }
}

/**
 * Writes each held memo's file that is yet to say what its memo holds: a build that stays running does so while it waits
 * for the next save, not in the build (watch.mjs, prepare). A process stopped before leaves an older file, whose entries
 * are each still what their states made: the next process makes again what it lacks.
 * @param {Map<string, unknown>} held
 */
export async function writeHeldMemos(held) {
  for (const [file, value] of held) {
    const memo = /** @type {Held} */ (value)
    if (!memo.unwritten) continue
    await writeWhole(file, inChunks(linesOf(memo.entries)))
    memo.unwritten = false
  }
}

/**
 * A memo's entries as its file holds them (none, when there is no file).
 * @param {string} file
 */
async function readMemo(file) {
  /** @type {Map<string, Entry>} */
  const entries = new Map()
  for await (const lines of readLines(file)) addEntries(entries, lines)
  return entries
}

/**
 * Adds the entries of a memo file's lines (one an entry: its id, its state and its text, between tabs).
 * @param {Map<string, Entry>} entries
 * @param {readonly string[]} lines
 */
function addEntries(entries, lines) {
  for (const line of lines) {
    const first = line.indexOf('\t')
    const second = first < 0 ? -1 : line.indexOf('\t', first + 1)
    if (second > 0) entries.set(line.slice(0, first), { state: line.slice(first + 1, second), text: line.slice(second + 1), taken: false })
  }
}

/**
 * The entries of a memo after a make, as its file then holds them: those it took (or every one, `everyKept`), and those it made.
 * @param {Map<string, Entry>} before
 * @param {Map<string, Entry>} made
 * @param {boolean} everyKept
 * @returns {Generator<[string, Entry]>}
 */
function* entriesOf(before, made, everyKept) {
  for (const [id, entry] of before) if ((everyKept || entry.taken) && !made.has(id)) yield [id, entry]
  yield* made
}

/**
 * The entries of a memo after a make, as a map (entriesOf's), made of the map before itself: this make took it
 * from the held memos or read it, and holds it alone. Those it did not take go, those it made are set. At 100,000
 * tools, a new map of the finder's 200,000 entries was some 70 ms of each tools file's save.
 * @param {Map<string, Entry>} before
 * @param {Map<string, Entry>} made
 * @param {boolean} everyKept
 */
function keptEntries(before, made, everyKept) {
  if (!everyKept) {
    before.forEach((entry, id) => {
      if (!entry.taken) before.delete(id)
    })
  }
  made.forEach((entry, id) => before.set(id, entry))
  return before
}

/**
 * The lines of a memo's file: after a make, the entries it took (or every one, `everyKept`) and those it made; with no make, every entry.
 * @param {Map<string, Entry>} before
 * @param {Map<string, Entry>} [made]
 * @param {boolean} [everyKept]
 * @returns {Generator<string>}
 */
function* linesOf(before, made, everyKept = false) {
  for (const [id, entry] of made ? entriesOf(before, made, everyKept) : before) {
    const text = textOf(entry)
    if (text !== undefined) yield `${id}\t${entry.state}\t${text}\n`
  }
}
