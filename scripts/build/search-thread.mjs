/**
 * The site search made on a thread of its own (search-worker.mjs), beside
 * the rest of an edit's pages step: at 100,000 tools, a guide retitled
 * made the search again in 4.7 to 6.0 s of the main thread (its make, its
 * memo and 11,000 files stored and placed), most of it collecting the
 * garbage of a heap that holds the whole site. On its own thread, with a
 * heap of its own, it is made while the main thread renders and checks;
 * the main thread sends the items and links the files it stored.
 */
import { jobThreads } from '../lib/worker-pool.mjs'

/**
 * @import { SearchItem } from '../../src/search/search-index.ts'
 * @import { SearchAnswer, SearchJob } from './search-worker.mjs'
 * @import { StoredFile } from './stored-files.mjs'
 */

const SEARCH_WORKER = new URL('./search-worker.mjs', import.meta.url)

/** Past this many items changed since the thread's last make, it is sent every item again. */
const MOST_SENT = 64

/**
 * Whether two items are the same to the search: their title, type, address and keywords. Its twin in
 * src/search/split/kept-answers.ts compares items already matched by address, and is TypeScript, which this thread's
 * side of the build does not load.
 * @param {SearchItem} a
 * @param {SearchItem} b
 */
const sameItem = (a, b) => a === b || (a.title === b.title && a.type === b.type && a.href === b.href && a.keywords.length === b.keywords.length && a.keywords.every((word, at) => word === b.keywords[at]))

/**
 * What to send the thread of these items: the items changed since those it was sent last, by place, where there are as
 * many and few of them changed (a build that stays running: at 110,000 items, copying them to the thread and back out
 * was some 0.4 s of each title's save); else every item.
 * @param {readonly SearchItem[] | undefined} sent
 * @param {SearchItem[]} items
 * @returns {{ items: SearchItem[] } | { changes: [number, SearchItem][] }}
 */
function itemsToSend(sent, items) {
  if (sent?.length !== items.length) return { items }
  /** @type {[number, SearchItem][]} */
  const changes = []
  for (let at = 0; at < items.length; at += 1) {
    if (sameItem(/** @type {SearchItem} */ (sent[at]), /** @type {SearchItem} */ (items[at]))) continue
    if (changes.push([at, /** @type {SearchItem} */ (items[at])]) > MOST_SENT) return { items }
  }
  return { changes }
}

export class SearchThread {
  /** @type {import('../lib/worker-pool.mjs').JobThreads<SearchJob, SearchAnswer> | undefined} */
  #thread
  #makerUrl
  /** @type {readonly SearchItem[] | undefined} the items the thread was last sent, as it holds them */
  #sent
  /** How many makes were sent every item; the others were sent the items changed. */
  wholeSends = 0

  /**
   * A thread started at its first make, which holds the group's memo, and what each make kept in memory, for the next
   * (a build that stays running makes more than one), and writes the memo's file after each answer.
   * @param {string} makerUrl the server bundle's search-make.js, as a URL
   */
  constructor(makerUrl) {
    this.#makerUrl = makerUrl
  }

  /**
   * Makes the search's files from these items and puts them in the store.
   * @param {{ items: SearchItem[], memoFile: string, storeDir: string }} job
   * @returns {Promise<{ stored: StoredFile[], taken: number, made: number, ms: number }>}
   */
  async make({ items, memoFile, storeDir }) {
    const thread = this.#started()
    const sending = itemsToSend(this.#sent, items)
    if ('items' in sending) this.wholeSends += 1
    this.#sent = items
    const answer = await thread.send({ ...sending, memoFile, storeDir }).catch(async (/** @type {unknown} */ error) => {
      await this.#letGo(thread)
      throw error
    })
    if (answer.error !== undefined) throw new Error(`the site search's files could not be made:\n${answer.error}`)
    if (!answer.stored) throw new Error('the search thread answered a make as a flush')
    return answer
  }

  /**
   * Starts the thread if it is not, and has it read the answers of this memo file into memory for the next make, unless
   * it holds them already (a build that stays running, while it waits for a save).
   * @param {string} memoFile
   */
  async readAhead(memoFile) {
    const thread = this.#started()
    await thread.send({ readAhead: memoFile }).catch(() => this.#letGo(thread))
  }

  /**
   * Lets go a thread that stopped: the next make starts another, and sends it every item.
   * @param {import('../lib/worker-pool.mjs').JobThreads<SearchJob, SearchAnswer>} thread
   */
  async #letGo(thread) {
    if (this.#thread === thread) this.#thread = undefined
    await thread.stop()
  }

  /** The thread, started if it is not: a new one holds no items, and is sent every item. */
  #started() {
    if (!this.#thread) this.#sent = undefined
    return (this.#thread ??= jobThreads({ script: SEARCH_WORKER, workerData: { makerUrl: this.#makerUrl } }))
  }

  /** Stops the thread, if one was started, once it has written the memo it holds (a one-shot build ends so). */
  async stop() {
    const thread = this.#thread
    this.#thread = undefined
    if (!thread) return
    // A thread that failed has nothing to write: its memo's file stays as it was.
    await thread.send({ flush: true }).catch(() => {})
    await thread.stop()
  }
}
