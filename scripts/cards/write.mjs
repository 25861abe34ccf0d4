/**
 * The build's card step: every page's social card in dist/, rendered only
 * when its picture is new. A card is cached under a hash of everything its
 * pixels depend on (the element tree, CARD_VERSION, the font files, the
 * satori and resvg versions) in .build/cache/cards/, and linked from there
 * into dist/, so an unchanged card is never drawn twice, across builds.
 * New cards render in worker threads, one per core. A cached card is taken
 * only when it begins and ends as a PNG must (isWholePng); one cut short is
 * drawn again.
 */
import { createHash } from 'node:crypto'
import { mkdir, open, readdir, readFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { noteUnreadable } from '../build/cache-entries.mjs'
import { PlacedTwiceError } from '../build/placement.mjs'
import { eachLimited } from '../lib/limit.mjs'
import { sha256Hex } from '../lib/hash.mjs'
import { jobThreads, runOnWorkers } from '../lib/worker-pool.mjs'
import { CARD_FONTS, rendererVersions } from './renderer-id.mjs'

/**
 * @import { CardJob } from '../../src/server/social-cards.ts'
 * @import { Placement } from '../build/placement.mjs'
 * @import { CardAnswer, CardTask } from './worker.mjs'
 */

/**
 * What the card step did, for the build log (describeCards).
 * @typedef {object} CardStats
 * @property {number} cards every job's card, placed in dist/
 * @property {number} rendered pictures drawn by this build
 * @property {number} fromCache cards whose picture was already in the cache
 * @property {number} workers threads started to draw
 * @property {number} renderMs wall time of the drawing
 * @property {number} satoriMs satori's time a drawn card, on average
 * @property {number} resvgMs resvg's time a drawn card, on average
 */

/** Cards per worker below which another worker is not worth its start-up (~0.3 s: satori, fonts, a cold first card). */
const CARDS_PER_WORKER = 12

/**
 * Identifies the fonts and the renderers: part of every card's cache key.
 * @returns {Promise<string>}
 */
async function rendererFingerprint() {
  const hash = createHash('sha256').update(JSON.stringify(rendererVersions()))
  for (const font of CARD_FONTS) hash.update(await readFile(font.file))
  return hash.digest('hex')
}

/**
 * The cache file name of a card.
 * @param {string} fingerprint the renderers' (rendererFingerprint)
 * @param {string} key the card's own (CardJob.key)
 */
const cacheName = (fingerprint, key) => `${sha256Hex(fingerprint, '\0', key).slice(0, 40)}.png`

/** Every PNG begins with these 8 bytes and ends with this 12-byte IEND chunk (length 0, type, CRC). */
const PNG_START = Buffer.from('89504e470d0a1a0a', 'hex')
const PNG_END = Buffer.from('0000000049454e44ae426082', 'hex')

/**
 * Whether a cached card is a whole PNG: its first and last bytes, 20 bytes
 * read, not the whole file. A file cut short anywhere has lost its IEND
 * chunk; bytes changed in the middle at the same length are not seen.
 * @param {string} file
 * @returns {Promise<boolean>}
 */
async function isWholePng(file) {
  const handle = await open(file).catch(() => undefined)
  if (!handle) return false
  try {
    const { size } = await handle.stat()
    if (size < PNG_START.length + PNG_END.length) return false
    const start = Buffer.alloc(PNG_START.length)
    const end = Buffer.alloc(PNG_END.length)
    await handle.read(start, 0, start.length, 0)
    await handle.read(end, 0, end.length, size - end.length)
    return start.equals(PNG_START) && end.equals(PNG_END)
  } finally {
    await handle.close()
  }
}

/** The card renderer's thread. */
const CARD_WORKER = new URL('./worker.mjs', import.meta.url)

/**
 * Adds a drawn card's satori and resvg times to `totals`; throws, naming the card's page, for a card that could not be drawn.
 * @param {{ satoriMs: number, resvgMs: number }} totals
 * @param {CardAnswer} answer
 * @param {CardTask | undefined} task the card it answers
 */
function tally(totals, answer, task) {
  if (answer.error !== undefined) throw new Error(`social card for ${task?.route}: ${answer.error}`)
  totals.satoriMs += answer.satoriMs
  totals.resvgMs += answer.resvgMs
}

/**
 * Renders cards into the cache with a pool of worker threads; resolves with the summed satori and resvg times.
 * @param {readonly CardTask[]} tasks
 * @param {number} threads
 */
async function renderInWorkers(tasks, threads) {
  const totals = { satoriMs: 0, resvgMs: 0 }
  await runOnWorkers({ script: CARD_WORKER, threads }, tasks, (/** @type {CardAnswer} */ answer) => tally(totals, answer, tasks[answer.id]))
  return totals
}

/**
 * A card thread that a build that stays running keeps from one build to
 * the next (build.mjs): a save's few new cards (a title's draws one) are
 * drawn there, satori, its fonts and resvg loaded and warm, rather than on
 * a thread started for them. At 100,000 tools that thread's start and its
 * cold first card were 0.57 s of a title's one-shot build, and 1.4 s of a
 * title's save in a build kept running while another process shared the
 * cores (docs/performance.md, ninety-sixth session). Started at its first
 * card; it holds the process only while it draws (worker-pool.mjs,
 * jobThreads). A thread that fails is let go, and the next build starts
 * another.
 */
export class KeptCardThread {
  /** @type {import('../lib/worker-pool.mjs').JobThreads<CardTask, CardAnswer> | undefined} */
  #thread
  /** Threads started so far: one, for as long as none fails. */
  started = 0

  /**
   * Draws these cards into the cache; resolves with the summed satori and resvg times.
   * @param {readonly CardTask[]} tasks
   */
  async draw(tasks) {
    const thread = this.#thread ?? this.#start()
    try {
      const answers = await Promise.all(tasks.map((task) => thread.send(task)))
      const totals = { satoriMs: 0, resvgMs: 0 }
      answers.forEach((answer, at) => tally(totals, answer, tasks[at]))
      return totals
    } catch (error) {
      this.#thread = undefined
      await thread.stop()
      throw error
    }
  }

  /** Stops the thread, if one was started (the next card starts another). */
  async stop() {
    const thread = this.#thread
    this.#thread = undefined
    await thread?.stop()
  }

  #start() {
    this.started += 1
    return (this.#thread = jobThreads({ script: CARD_WORKER }))
  }
}

/**
 * A card's picture: its file in the cache, and its identity in the site (its cache name).
 * @param {string} cacheDir
 * @param {string} name
 */
const picture = (cacheDir, name) => ({ cacheFile: path.join(cacheDir, name), identity: `card ${name}` })

/**
 * Puts a cached card at its place in the site: a hard link (the cache never rewrites a file in place), known by its cache name.
 * @param {Placement} placement
 * @param {{ cacheFile: string, identity: string }} picture
 * @param {string} file
 * @param {string} route
 */
async function place(placement, { cacheFile, identity }, file, route) {
  try {
    await placement.link(file, cacheFile, { identity })
  } catch (error) {
    if (error instanceof PlacedTwiceError) throw new Error(`social card for ${route}: ${path.join(placement.root, file)} already exists; is there a file under public${path.sep}og${path.sep}pages? That folder is reserved for generated cards`)
    throw error
  }
}

/**
 * Each job's picture as a build named it, by the job: a build that stays running asks again for the jobs it asked for
 * before while the pages' frontmatter is as it was (build.mjs, cardJobs), and a job's key is the same while the job is.
 * At 100,000 tools, making 110,000 keys and their hashes again was some 0.2 s of each edit's build.
 * @type {WeakMap<CardJob, { fingerprint: string, cacheDir: string, picture: { cacheFile: string, identity: string } }>}
 */
const namedBefore = new WeakMap()

/**
 * Writes every job's card to dist/ (jobs from the server bundle's
 * socialCards()). Returns what it did and how long drawing took, for the log.
 * @param {readonly CardJob[]} jobs
 * @param {{ placement: Placement, cacheDir: string, threads?: number, kept?: KeptCardThread, beside?: boolean }} options kept: the thread that
 *   draws a few cards, no more than one thread's worth, for a build that stays running; beside: whether a few cards to draw
 *   (one thread's worth) are drawn and placed while the caller goes on (an edit's build renders its pages meanwhile: a guide
 *   retitled draws one card, some 0.9 s of a one-shot build at 100,000 tools, mostly loading satori, with the building
 *   thread idle). The answer then holds `beside`, which settles with the figures once they are placed.
 * @returns {Promise<CardStats & { beside?: Promise<CardStats> }>}
 */
export async function writeCards(jobs, { placement, cacheDir, threads = availableParallelism(), kept, beside = false }) {
  await mkdir(cacheDir, { recursive: true })
  const fingerprint = await rendererFingerprint()
  // Each job's key read once, and not kept (a job makes its key and layers when asked: social-cards.ts); cards that
  // share a picture are named once for all of them.
  /** @type {Map<string, { cacheFile: string, identity: string }>} */
  const sharedPictures = new Map()
  const pictureOf = (/** @type {CardJob} */ job) => {
    const known = namedBefore.get(job)
    if (known?.fingerprint === fingerprint && known.cacheDir === cacheDir) return known.picture
    const name = () => cacheName(fingerprint, job.key)
    let shared = job.shared === undefined ? undefined : sharedPictures.get(job.shared)
    if (shared === undefined) {
      shared = picture(cacheDir, name())
      if (job.shared !== undefined) sharedPictures.set(job.shared, shared)
    }
    namedBefore.set(job, { fingerprint, cacheDir, picture: shared })
    return shared
  }
  // A card the staged site holds already, as this cache name, is kept at once, without a promise, and not looked for in
  // the cache (placement.mjs): at 100,000 tools, an edit's build keeps 110,000 of them, each by its picture as its record
  // (nothing is noted on a card's record: it is not compressed), with no object made for it.
  /** @type {(ReturnType<typeof picture> & { job: CardJob, route: string, file: string })[]} */
  const needed = []
  // The cards in the same order build after build: each one's slot in the staged list kept with it (placement.mjs).
  const run = placement.slotRun('cards', jobs.length)
  jobs.forEach((job, at) => {
    const shown = pictureOf(job)
    if (!placement.keepHeld(job.file, shown, run, at)) needed.push({ job, route: job.route, file: job.file, ...shown })
  })
  // The cards this build needs that the cache holds whole; one cut short is noted, and drawn again.
  const listed = new Set(needed.length > 0 ? await readdir(cacheDir) : [])
  const wanted = [...new Set(needed.map((job) => path.basename(job.cacheFile)).filter((name) => listed.has(name)))]
  /** @type {Set<string>} */
  const cached = new Set()
  await eachLimited(wanted, 32, async (name) => {
    if (await isWholePng(path.join(cacheDir, name))) cached.add(name)
    else noteUnreadable(path.join(cacheDir, name))
  })

  // Pages whose cards look the same share one render.
  /** @type {Map<string, (typeof needed)[number]>} */
  const missing = new Map()
  for (const job of needed) if (!cached.has(path.basename(job.cacheFile)) && !missing.has(job.cacheFile)) missing.set(job.cacheFile, job)
  const fromCache = jobs.length - needed.length + needed.filter((job) => cached.has(path.basename(job.cacheFile))).length
  /** @type {CardTask[]} */
  const tasks = [...missing.values()].map((entry) => ({ route: entry.route, layers: entry.job.layers, target: entry.cacheFile }))
  const workers = Math.max(0, Math.min(threads, Math.ceil(tasks.length / CARDS_PER_WORKER)))
  const counts = { cards: jobs.length, rendered: tasks.length, fromCache, workers }
  const drawn = async () => {
    const started = performance.now()
    const totals =
      tasks.length === 0 ? { satoriMs: 0, resvgMs: 0 } : kept && tasks.length <= CARDS_PER_WORKER ? await kept.draw(tasks) : await renderInWorkers(tasks, workers)
    const renderMs = performance.now() - started
    await eachLimited(needed, 32, (job) => place(placement, job, job.file, job.route))
    return { ...counts, renderMs, satoriMs: tasks.length ? totals.satoriMs / tasks.length : 0, resvgMs: tasks.length ? totals.resvgMs / tasks.length : 0 }
  }
  if (!beside || tasks.length === 0 || tasks.length > CARDS_PER_WORKER) return drawn()
  const later = drawn()
  // Awaited by the caller: a build that fails first fails for its own reason, not this one unheard.
  later.catch(() => {})
  return { ...counts, renderMs: 0, satoriMs: 0, resvgMs: 0, beside: later }
}

/**
 * One line for the build log.
 * @param {CardStats} stats
 * @returns {string}
 */
export function describeCards({ cards, rendered, fromCache, workers, renderMs, satoriMs, resvgMs }) {
  if (rendered === 0) return `${cards} social cards: all from cache`
  const shared = cards - rendered - fromCache
  return [
    `${cards} social cards: ${rendered} drawn in ${Math.round(renderMs)} ms on ${workers} thread${workers === 1 ? '' : 's'} (satori ${satoriMs.toFixed(1)} + resvg ${resvgMs.toFixed(1)} ms a card)`,
    `${fromCache} from cache`,
    ...(shared > 0 ? [`${shared} the same as another page's`] : []),
  ].join(', ')
}
