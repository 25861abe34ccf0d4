/**
 * The build's compression: x.br and x.gz beside every text file in dist/
 * over 1 KB, so that a server sends them as they are (nginx's
 * brotli_static and gzip_static, scripts/serve.mjs, an object store)
 * instead of compressing each request.
 *
 * Brotli and gzip at their best (11 and 9) for the hashed scripts and
 * styles, which are few and cached for a year. For pages and data, which
 * are thousands, Brotli at 5 and gzip at 6: measured on 75 tool profiles
 * (56 KB each), Brotli 11 takes about 50 ms a page and 6 takes 1.5 ms, 5
 * takes 0.7 ms for 0.9% more bytes than 6; gzip 6 takes 0.65 ms against
 * 1.07 ms at 9, for 0.2% more. At 100,000 tools that is some 140 s of
 * the cold build's CPU for about 70 bytes a page. Each result is cached by the file's bytes
 * (.build/cache/compressed/<2 digits>/<key>.br|.gz, in folders by the key's
 * first two digits, shards.mjs; hard-linked into dist/), so an
 * unchanged file is never compressed twice. Neither format can be checked
 * without decompressing it, so <key>.json, written (whole) after both,
 * records their sizes: an entry is taken only when it parses and both
 * files are of those sizes (cache-entries.mjs).
 *
 * Most of the site is the same files as in the last build, and the
 * staging folder holds them already with their compressed forms
 * (placement.mjs): a file the folder holds as these bytes, beside forms
 * whose identity names their entry and the settings they were made with,
 * is kept with them, and costs nothing, not even a system call. Otherwise
 * the record of identities (compressed-identities.mjs) finds the cache
 * entry without reading the file; a file is read only when its identity
 * is new.
 *
 * It starts with the pages step: each page is compressed once it is
 * placed, on a thread of its own (compress-worker.mjs), while the main
 * thread renders the next, so the second core works through the pages
 * step instead of idling (at 100,000 tools the two steps were 8 and 6
 * minutes one after the other). On that thread a file's reads, writes and
 * compressing are done at once; on libuv's threads, as before, they
 * queued in front of the pages' own writes, and the main thread waited for
 * them: at +10,000 tools a cold render took 37.0 and 42.8 s against 59.6
 * and 61.2 s (docs/performance.md, thirty-sixth session).
 */
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { jobThreads } from '../lib/worker-pool.mjs'
import { shardedFolder } from '../lib/shards.mjs'
import { COMPRESS_OVER, COMPRESSIBLE } from '../lib/static-host.mjs'
import { noteUnreadable } from './cache-entries.mjs'
import { openCompressedIdentities } from './compressed-identities.mjs'

/**
 * @import { Placed, Placement } from './placement.mjs'
 * @import { CompressAnswer, CompressJob, CompressWorkerData } from './compress-worker.mjs'
 * @import { JobThreads } from '../lib/worker-pool.mjs'
 */

/** On a file's placement record once it is handed to the compressor: each file is compressed once. */
const HANDED = Symbol('handed to the compressor')

/**
 * What a compressed form is in the site: its entry, and the settings it was made with, so that a form made
 * with other settings (an older build's) is not kept as if it were this one's.
 * @param {'br' | 'gz'} form
 * @param {string} key the entry
 * @param {string} settings as `settingsOf` names them
 */
const formIdentity = (form, key, settings) => `${form} ${key} ${settings}`

/** For each settings' text, whether forms' shared identity text (`${key} ${settings}`) is of those settings. @type {Map<string, (shared: string) => boolean>} */
const acceptsBySettings = new Map()

/**
 * Whether forms were made with these settings, from the text their identities share.
 * @param {string} settings
 */
const formsMadeWith = (settings) => {
  let accepts = acceptsBySettings.get(settings)
  if (!accepts) {
    const tail = ` ${settings}`
    acceptsBySettings.set(settings, (accepts = (shared) => shared.endsWith(tail)))
  }
  return accepts
}

/**
 * The entry a Brotli form's identity names, when it was made with these settings; else undefined.
 * @param {string} identity
 * @param {string} settings
 */
const entryOfBrotli = (identity, settings) =>
  identity.startsWith('br ') && identity.endsWith(settings) && identity.charCodeAt(identity.length - settings.length - 1) === 32 ? identity.slice(3, -settings.length - 1) : undefined

/**
 * A cache entry's three files by its name: where they are (a sharded folder's `at`), or where to write them
 * (its `forWriting`). Named here once, for the building thread, which links them, and the compressor's, which writes them.
 * @param {string} name
 * @param {(file: string) => string} at
 */
export const entryOf = (name, at) => ({ br: at(`${name}.br`), gz: at(`${name}.gz`), sizes: at(`${name}.json`) })

/**
 * Brotli's quality for a file of dist/.
 * @param {string} file relative to dist/, with "/"
 */
export const brotliQuality = (file) => (file.startsWith('assets/') ? 11 : 5)

/**
 * Gzip's level for a file of dist/.
 * @param {string} file relative to dist/, with "/"
 */
export const gzipLevel = (file) => (file.startsWith('assets/') ? 9 : 6)

/** Each pair of settings as text, made once: a text a file would be 330,000 of them at 100,000 tools. @type {Map<number, string>} */
const settingsTexts = new Map()

/**
 * Both settings for a file of dist/, as one text ("br5 gz6"): in the record of identities, and in its forms' identities.
 * @param {string} file relative to dist/, with "/"
 */
const settingsOf = (file) => {
  const quality = brotliQuality(file)
  const level = gzipLevel(file)
  let text = settingsTexts.get(quality * 100 + level)
  if (text === undefined) settingsTexts.set(quality * 100 + level, (text = `br${quality} gz${level}`))
  return text
}

/** What compressing did: files compressed now, taken from the cache, and read (their identity was new). @typedef {{ compressed: number, reused: number, read: number }} CompressResult */

/**
 * Compresses every file placed, in one go.
 * @param {Parameters<typeof startCompressing>[0]} options
 * @returns {Promise<CompressResult>}
 */
export const compressFiles = (options) => startCompressing(options).finish()

/**
 * Files in hand at once while the pages are rendered: sent to the compressor's thread, or waiting for the
 * main thread to link their two forms into the site between pages. Enough that the thread always has the
 * next file.
 */
const WHILE_PLACING = 32
/** Files in hand at once at the end, with nothing else to do: enough to keep a thread a core busy. */
const AT_THE_END = 8

/**
 * Starts a compressor that the build hands files as they are placed
 * (`add`): the pages are compressed on the compressor's thread while the
 * main thread renders the next ones, so the two steps overlap on two cores
 * instead of following each other. `finish` takes every file placed
 * that was not handed over (the other files, the client's) and resolves
 * when all are done.
 * @param {{ placement: Placement, cacheDir: string, heldIdentities?: Map<string, unknown> }} options heldIdentities: the record of
 *   identities as this process read it, for a build that stays running (compressed-identities.mjs); its facts learned by an
 *   edit are then written after the build (`finish` says how), not in it
 */
export function startCompressing({ placement, cacheDir, heldIdentities }) {
  const entries = shardedFolder(cacheDir)
  // One thread while the pages render, beside the building thread; widened for what is left at the end.
  /** @type {JobThreads<Omit<CompressJob, 'id'>, CompressAnswer>} */
  const threads = jobThreads({ script: new URL('./compress-worker.mjs', import.meta.url), workerData: /** @type {CompressWorkerData} */ ({ cacheDir }) })
  const identities = openCompressedIdentities(cacheDir, heldIdentities)
  /** Files kept with the forms the folder held: no fact about them was learned. */
  let keptWithForms = 0
  /** @type {([string, Placed] | undefined)[]} files handed over, in order; those before `next` are taken (and let go) */
  const waiting = []
  // An index, not `shift`: at 100,000 files, shifting the queue was 2.8 s of an edit's build.
  let next = 0
  let limit = WHILE_PLACING
  let running = 0
  let total = 0
  let compressed = 0
  let read = 0
  /** @type {unknown} */
  let failure
  /** @type {(() => void) | undefined} */
  let onIdle

  const pump = () => {
    while (running < limit && next < waiting.length && failure === undefined) {
      const [file, placed] = /** @type {[string, Placed]} */ (waiting[next])
      waiting[next] = undefined
      next += 1
      running += 1
      compressOne(file, placed)
        .catch((/** @type {unknown} */ error) => {
          failure ??= error
        })
        .finally(() => {
          running -= 1
          pump()
        })
    }
    if (running === 0 && (next === waiting.length || failure !== undefined)) onIdle?.()
  }

  /**
   * Keeps both compressed forms of a file at once, when the folder holds the file as these bytes and its forms as made
   * from an entry with this file's settings: most files of an edit's build, each without a promise, a path made or a
   * look in the record of identities.
   * @param {string} file
   * @param {Placed} placed
   * @param {number} [slot] its slot in the folder's list, where the placement told it (not looked up again)
   */
  const keptAsTheyAre = (file, placed, slot = -1) => {
    if (!placement.keepFormsHeld(file, placed.identity, formsMadeWith(settingsOf(file)), slot)) return false
    keptWithForms += 1
    return true
  }

  /**
   * @param {string} file
   * @param {Placed} placed
   */
  const compressOne = async (file, placed) => {
    const quality = brotliQuality(file)
    const level = gzipLevel(file)
    const settings = settingsOf(file)
    const identity = `${placed.identity} ${settings}`
    const key = await identities.keyOf(identity)
    const placeBoth = async (/** @type {string} */ name) => {
      const cached = entryOf(name, entries.at)
      await placement.link(`${file}.br`, cached.br, { identity: formIdentity('br', name, settings) })
      await placement.link(`${file}.gz`, cached.gz, { identity: formIdentity('gz', name, settings) })
    }
    // In the site already, both forms, from the entry this file's identity names.
    if (key !== undefined && placement.holds(`${file}.br`, formIdentity('br', key, settings)) && placement.holds(`${file}.gz`, formIdentity('gz', key, settings))) return placeBoth(key)
    // The cache looked at, and the file read and compressed where it must be, on the compressor's thread.
    const answer = await threads.send({ source: path.join(placement.root, file), quality, level, known: key })
    if (answer.error !== undefined) throw new Error(answer.error)
    for (const unreadable of answer.unreadable) noteUnreadable(unreadable)
    if (answer.read) read += 1
    if (answer.compressed) compressed += 1
    await identities.learn(identity, answer.key)
    await placeBoth(answer.key)
  }

  /**
   * Each file's identity and entry in this build, for the record of identities.
   * @returns {Generator<[string, string]>}
   */
  function* everyFact() {
    for (const [file, { identity }] of placement.records()) {
      if (!file.endsWith('.br')) continue
      const source = file.slice(0, -3)
      const settings = settingsOf(source)
      const key = entryOfBrotli(identity, settings)
      const placed = placement.record(source)
      if (key !== undefined && placed) yield [`${placed.identity} ${settings}`, key]
    }
  }

  /**
   * Hands over a file by the placement's record of it, which is marked once handed (no set of every file's path): each file is compressed once.
   * @param {string} file
   * @param {Placed} placed
   * @param {number} [slot] its slot in the folder's list, where the placement told it
   */
  const hand = (file, placed, slot = -1) => {
    if (placed.size === undefined || placed.size <= COMPRESS_OVER || HANDED in placed || !COMPRESSIBLE.has(path.extname(file).toLowerCase())) return
    Object.defineProperty(placed, HANDED, { value: true })
    total += 1
    if (keptAsTheyAre(file, placed, slot)) return
    waiting.push([file, placed])
    pump()
  }

  return {
    /**
     * Hands over a file just placed; one not worth compressing is passed by.
     * @param {string} file relative to the site, with "/"
     * @param {Placed} placed
     */
    add(file, placed) {
      hand(file, placement.record(file) ?? placed)
    },
    /**
     * Hands over a file just placed, by the placement's record of it, as `onPlaced` is given it (placement.mjs): not
     * looked up again (at 100,000 tools, 330,000 files an edit's build).
     * @param {string} file relative to the site, with "/"
     * @param {Placed} record
     * @param {number} [slot] its slot in the folder's list, when it was kept as the folder held it
     */
    addRecord(file, record, slot) {
      hand(file, record, slot)
    },
    /**
     * Takes every file placed and not yet handed over, and waits for all of them.
     * @returns {Promise<CompressResult & { keepLater?: () => Promise<void> }>} keepLater: what writes the record's shards this
     *   build learned facts in, left for a build that stays running to call while it waits for the next save
     */
    async finish() {
      // The forms kept with their files are the compressor's own.
      placement.eachRecord(hand, { forms: false })
      limit = AT_THE_END
      threads.widen(availableParallelism())
      await new Promise((/** @type {(value?: unknown) => void} */ resolve) => {
        onIdle = resolve
        pump()
      })
      await threads.stop()
      if (failure !== undefined) throw failure
      // Written again with this build's facts alone when it learned most of them (a new folder, new code).
      if (identities.learned > keptWithForms) await identities.keep(everyFact())
      // After an edit, the shards it learned facts in, each written whole: a build that stays running holds them, and the
      // next process alone reads them, so they are written while the watch waits. An edit that renders a few hundred new
      // pages learns facts in each of the 256 shards, and writing them all (238,000 facts at 100,000 tools) was 0.4 s of it.
      // A record grown past twice the site's facts is written again with this build's alone (the placement's records are
      // the build's, and stay so once it is published).
      else {
        const outgrown = await identities.outgrows(total)
        const keep = () => identities.keep(outgrown ? everyFact() : undefined)
        if (heldIdentities && identities.learned > 0) return { compressed, reused: total - compressed, read, keepLater: keep }
        await keep()
      }
      return { compressed, reused: total - compressed, read }
    },
  }
}

