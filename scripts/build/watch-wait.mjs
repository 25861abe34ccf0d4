/**
 * What a build that stays running (watch.mjs) does while it waits for the
 * next save: the writes its builds left for later (dist/'s list, the
 * compressor's record of identities, the other files' records, the
 * groups' memos), the list of the folder the next build stages in, what
 * spares a tools file's save work (the record's shards read, the groups'
 * memos held and read ahead), and that folder brought up to date with
 * dist/ (staging-sync.mjs), so that the next build places only what it
 * changes.
 * The steps the next build needs come first; after them, each asks
 * whether a save came, and a save's build then goes first.
 */
import { readAheadIdentities } from './compressed-identities.mjs'
import { writeRecordsLeft } from './extras.mjs'
import { dropCutShortReads, heldMemoToReadAhead, holdGroupMemo, writeHeldMemos } from './group-memo.mjs'
import { runSteps } from '../lib/steps.mjs'
import { folderIdentity, prepareStaging, previousListFile, stagingPaths } from './publish.mjs'
import { writeList } from './site-list.mjs'
import { syncStaging } from './staging-sync.mjs'

/**
 * @import { Kept } from './kept.mjs'
 * @import { HeldFiles } from './held-files.mjs'
 * @import { PreparedStaging } from './publish.mjs'
 */

/**
 * The wait of a build that stays running, with what its builds left for it.
 * @param {object} options
 * @param {string} options.root the project
 * @param {string} options.dist the published site
 * @param {string} options.compressedCache the compressor's cache, whose record of identities is read ahead
 * @param {() => Promise<unknown>} options.pageCompiler loads the page compiler into this thread (the next build's compile step needs it)
 * @param {() => void} [options.readAheadOfSearch] has the search's thread read its memo ahead of the next make, on that thread
 *   (search-thread.mjs): not awaited
 */
export function watchWait({ root, dist, compressedCache, pageCompiler, readAheadOfSearch }) {
  /**
   * The list of what dist/ holds, when the build that published it has yet to write it (publish.mjs, swapIn): written while
   * the watch waits, or at the latest as the next build starts, before it publishes and the list follows dist/ to be the next
   * staging folder's. Not in `kept`, which a failed build drops.
   * @type {(() => Promise<PreparedStaging>) | undefined}
   */
  let unwrittenList
  /**
   * The compressor's record of identities as a build learned it, to write while the watch waits (compress.mjs): only a new
   * process reads the files. A stop before that loses the facts, which the next build learns again.
   * @type {(() => Promise<void>) | undefined}
   */
  let unwrittenIdentities
  /**
   * The lists this process wrote of the folders it published, as written, by the folders' identities: the last two, as the
   * folder a build stages in is the one published two builds before (publish.mjs, prepareStaging).
   * @type {Map<string, HeldFiles>}
   */
  const listsWritten = new Map()
  /** The list's write, once begun: a stop while it runs waits for it. */
  let listWritten = Promise.resolve()
  /**
   * The other files' records the builds made and left to be written, by file (extras.mjs, placeExtras): written while
   * the watch waits, after what spares the next build work, and before a stop or a start again. Not in `kept`, which a
   * failed build drops: a record is whole and true of the build that made it, whatever came after.
   * @type {Map<string, unknown>}
   */
  const unwrittenRecords = new Map()
  /**
   * The list of the folder the next build stages in, when the wait changed that folder and removed its list file
   * (staging-sync.mjs): written at the end of the wait, or before a stop, for a new process to stage in it.
   * @type {(() => Promise<void>) | undefined}
   */
  let unwrittenStagingList
  /** The folder's list's write, once begun, and the bringing up to date, while it runs: a stop waits for both. */
  let stagingListWritten = Promise.resolve()
  let syncing = Promise.resolve()
  /** A stop or a start again has begun: the bringing up to date goes no further, and its list is written as it stands. */
  let stopping = false
  /** The held memos the last wait read the groups' memos into (holdGroupMemo): a stop ends the reads a save cut short. */
  /** @type {Map<string, unknown> | undefined} */
  let memosRead

  /** Writes dist/'s list if a build left it unwritten; waits for a write begun before. */
  async function writeUnwrittenList() {
    const write = unwrittenList
    unwrittenList = undefined
    if (write) {
      listWritten = write().then(({ folder, held }) => {
        listsWritten.set(folder, held)
        for (const older of [...listsWritten.keys()].slice(0, -2)) listsWritten.delete(older)
      })
    }
    await listWritten
  }

  /**
   * The read-ahead a save cut short, by memo file, with the held memo it reads into: the next wait goes on where it
   * stopped while that memo is still held (a failed build drops the held memos, and the next read-ahead begins anew).
   * It goes no further once a make has used the memo's live values (site-files.ts readAheadOfGroup).
   * @type {Map<string, { held: unknown, steps: Iterator<void> }>}
   */
  const cutShort = new Map()

  /**
   * Each group's read-ahead into its held memo (site-files.ts readAheadOfGroup), with the site of the last build, step by
   * step until a save comes: its build then goes first (at 100,000 tools the finder's read-ahead is some 2.5 s, and a save
   * 2 s after the last build waited for it whole), and the next wait goes on with it.
   * @param {Kept} kept
   * @param {() => boolean} saved whether a save came
   */
  async function readAheadOfGroups(kept, saved) {
    const { site, memoFiles, extrasMemos } = kept
    if (!site || !memoFiles || !extrasMemos) return
    for (const [group, file] of memoFiles) {
      const held = extrasMemos.get(file)
      const before = cutShort.get(file)
      cutShort.delete(file)
      let steps = before?.held === held ? before?.steps : undefined
      if (!steps) {
        const memo = heldMemoToReadAhead(file, extrasMemos)
        if (!memo) continue
        steps = site.readAheadOfGroup(group, memo)[Symbol.iterator]()
      }
      if (!(await runSteps(steps, saved)).done) {
        cutShort.set(file, { held, steps })
        return
      }
    }
  }

  /**
   * Brings the folder the next build stages in up to date with dist/ (staging-sync.mjs), when this process holds both
   * lists: the files the last build changed are then in it, and the next build keeps them rather than placing them again.
   * @param {PreparedStaging | undefined} staging the folder the next build stages in, with its list
   * @param {() => boolean} saved whether a save came
   */
  async function syncWithDist(staging, saved) {
    if (!staging || listsWritten.size === 0) return
    const published = listsWritten.get(await folderIdentity(dist))
    if (!published || published === staging.held) return
    const { previous } = stagingPaths(dist)
    const list = previousListFile(root, dist)
    const run = syncStaging({ folders: { staging: previous, dist }, staged: staging.held, published, list, saved })
    syncing = run.then(
      () => {},
      () => {},
    )
    const { changed } = await run
    if (!changed) return
    // Its list as it now is, as far as it was brought (each step leaves the list true of the folder).
    unwrittenStagingList = async () => {
      // Only while the folder is still the one the next build will stage in: a build begun since has taken it.
      if ((await folderIdentity(previous).catch(() => undefined)) === staging.folder) await writeList(list, staging.held.entries(), staging.folder, staging.held.runsOfList())
    }
  }

  /** Writes the list of the folder the next build stages in, if the wait changed that folder and left its list unwritten; waits for a write begun before. */
  async function writeStagingList() {
    const write = unwrittenStagingList
    unwrittenStagingList = undefined
    if (write) stagingListWritten = write()
    await stagingListWritten
  }

  return {
    /** Where a build leaves the other files' records to be written (extras.mjs, placeExtras `unwritten`). */
    unwrittenRecords,
    /**
     * Keeps what a build left to write while the watch waits: dist/'s list, the compressor's record (undefined: none, and a
     * record left before is still to be written).
     * @param {{ list?: () => Promise<PreparedStaging>, identities?: () => Promise<void> }} left
     */
    leave({ list, identities }) {
      if (list) unwrittenList = list
      unwrittenIdentities = identities ?? unwrittenIdentities
    },
    writeUnwrittenList,
    /** What a stop or a start again waits for: dist/'s list, the records left to be written, and the list of the folder brought up to date. */
    async writeLeft() {
      stopping = true
      if (memosRead) dropCutShortReads(memosRead)
      await syncing
      await writeUnwrittenList()
      await writeRecordsLeft(unwrittenRecords)
      await writeStagingList()
    },
    /**
     * The wait: first what the next build needs (dist/'s list, the list of the folder it stages in, the page compiler, the
     * compressor's record), then, until a save comes, what spares a later build work it would otherwise do itself.
     * @param {Kept} kept
     * @param {() => boolean} savedNow whether a save came
     * @returns {Promise<boolean>} whether it did all of it: false when a save or a stop came first
     */
    async prepare(kept, savedNow) {
      // A stop or a start again ends the wait too.
      const saved = () => stopping || savedNow()
      await writeUnwrittenList()
      // On the search's own thread, beside all that follows: a retitle's make then has the answers before it in memory.
      readAheadOfSearch?.()
      kept.staging = await prepareStaging(root, dist, listsWritten)
      await pageCompiler()
      // And the compressor's record of identities (a few shards).
      const identities = unwrittenIdentities
      unwrittenIdentities = undefined
      await identities?.()
      // What follows spares a later build work it would otherwise do itself: a save that came meanwhile is built first.
      if (saved()) return false
      // The record's shards the build has not read: the first tools file's save looks up thousands of files' facts (at
      // 100,000 tools, some 0.2 s here, and 0.25 s in a save that came before it).
      if (kept.compressedIdentities) await readAheadIdentities(compressedCache, kept.compressedIdentities, saved)
      if (saved()) return false
      // The groups' memos a tools file's save would read (the finder's), until a save comes.
      const held = (kept.extrasMemos ??= new Map())
      // Held memos a failed build dropped: the reads into them go no further.
      if (memosRead && memosRead !== held) dropCutShortReads(memosRead)
      memosRead = held
      for (const [, file] of kept.memoFiles ?? []) if (!(await holdGroupMemo(file, held, saved))) return false
      // What the groups read ahead into their memos: the finder's records parsed, its scopes ordered and their bits set
      // (some 2.5 s at 100,000 tools), which the first tools file's save would otherwise pay.
      await readAheadOfGroups(kept, saved)
      if (saved()) return false
      // The folder the next build stages in, brought up to date with dist/: the next build then places only what it changes.
      await syncWithDist(kept.staging, saved)
      if (saved()) return false
      // The other files' records the builds left (the tools' records' record: 20 MB at 100,000 tools).
      await writeRecordsLeft(unwrittenRecords)
      if (saved()) return false
      // And the memos' files the build left to be written (the finder's, some 100 MB at 100,000 tools), for the next process.
      await writeHeldMemos(kept.extrasMemos ?? new Map())
      if (saved()) return false
      // And the list of the folder brought up to date, for a new process to stage in it.
      await writeStagingList()
      return true
    },
  }
}
