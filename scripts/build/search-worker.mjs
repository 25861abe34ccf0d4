/**
 * The search's thread (search-thread.mjs): makes the site search's files
 * from the items it is sent, with the group's memo (group-memo.mjs), and
 * puts them in the file store; the build places them by their names. Jobs
 * are taken one at a time, in the order sent: a make and the memo it
 * writes are over before the next make reads it.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { openGroupMemo, writeHeldMemos } from './group-memo.mjs'
import { storeFiles } from './stored-files.mjs'

/**
 * @import { SearchItem } from '../../src/search/search-index.ts'
 * @import { StoredFile } from './stored-files.mjs'
 * @import { Numbered } from '../lib/worker-pool.mjs'
 */

/**
 * A make: the items, or those changed since the make before, by place (search-thread.mjs), the group's memo file, and
 * the file store; or nothing to make: `flush`, answered once every memo the thread holds is written; `readAhead`, a memo
 * file whose answers are read into memory for the next make.
 * @typedef {({ items: SearchItem[], changes?: undefined } | { changes: [number, SearchItem][], items?: undefined }) & { memoFile: string, storeDir: string, flush?: undefined, readAhead?: undefined } | { flush: true, readAhead?: undefined } | { readAhead: string, flush?: undefined }} SearchJob
 */

/**
 * The files' places in the store, how many of the memo's entries were taken as they were and how many made, and how
 * long the make took on the thread; or why it failed (a stack). A flush's answer holds its id alone.
 * @typedef {{ id: number, stored: StoredFile[], taken: number, made: number, ms: number, error?: undefined } | { id: number, error: string } | { id: number, stored?: undefined, error?: undefined }} SearchAnswer
 */

const port = parentPort
if (!port) throw new Error('build/search-worker.mjs runs as a worker thread (see build/search-thread.mjs)')
/** @type {typeof import('../../src/server/search-make.ts')} */
const { readAheadOfSearch, searchFilesOf } = await import(/** @type {{ makerUrl: string }} */ (workerData).makerUrl)

/** The memo as the last make left it, with what it kept in memory for the next make (a build that stays running makes more than one). @type {Map<string, unknown>} */
const held = new Map()
/** The items of the last make: a make sent changes only changes a copy of them (its make before holds these). @type {SearchItem[]} */
let lastItems = []
let queue = Promise.resolve()

/** @param {Numbered<SearchJob>} job @returns {Promise<void>} */
async function take(job) {
  if (job.flush) {
    await writeHeldMemos(held).catch(() => {})
    port?.postMessage(/** @type {SearchAnswer} */ ({ id: job.id }))
    return
  }
  if (job.readAhead !== undefined) {
    // Answered when done, whatever happened: a memo that cannot be read is the make's to find.
    try {
      const memo = await openGroupMemo(job.readAhead, held)
      readAheadOfSearch(memo)
      await memo.keep()
    } catch {}
    port?.postMessage(/** @type {SearchAnswer} */ ({ id: job.id }))
    return
  }
  const { id, memoFile, storeDir } = job
  const started = performance.now()
  const items = job.items ?? [...lastItems]
  for (const [at, item] of job.changes ?? []) items[at] = item
  lastItems = items
  try {
    const memo = await openGroupMemo(memoFile, held)
    const files = searchFilesOf(items, memo)
    const { taken, made } = await memo.keep()
    const { stored } = storeFiles(files, storeDir)
    port?.postMessage(/** @type {SearchAnswer} */ ({ id, stored, taken, made, ms: performance.now() - started }))
  } catch (error) {
    port?.postMessage(/** @type {SearchAnswer} */ ({ id, error: (error instanceof Error && error.stack) || String(error) }))
    return
  }
  // Its text made and written while the build places the files (a one-shot build asks for it at its end: flush). A
  // process stopped first, or a write that fails, leaves the file before, whose answers the next process mends from its
  // own items as it would these.
  await writeHeldMemos(held).catch(() => {})
}

port.on('message', (/** @type {Numbered<SearchJob>} */ job) => {
  queue = queue.then(() => take(job))
})
