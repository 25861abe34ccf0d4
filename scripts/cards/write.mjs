/**
 * The build's card step: every page's social card in dist/, rendered only
 * when its picture is new. A card is cached under a hash of everything its
 * pixels depend on (the element tree, CARD_VERSION, the font files, the
 * satori and resvg versions) in .build/cache/cards/, and linked from there
 * into dist/, so an unchanged card is never drawn twice, across builds.
 * New cards render in worker threads, one per core.
 */
import { createHash } from 'node:crypto'
import { copyFile, link, mkdir, readdir, readFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { CARD_FONTS, rendererVersions } from './render.mjs'

/** Cards per worker below which another worker is not worth its start-up (~0.3 s: satori, fonts, a cold first card). */
const CARDS_PER_WORKER = 12

/** Identifies the fonts and the renderers: part of every card's cache key. */
export async function rendererFingerprint() {
  const hash = createHash('sha256').update(JSON.stringify(rendererVersions()))
  for (const font of CARD_FONTS) hash.update(await readFile(font.file))
  return hash.digest('hex')
}

/** The cache file name of a card. */
export const cacheName = (fingerprint, key) => `${createHash('sha256').update(fingerprint).update('\0').update(key).digest('hex').slice(0, 40)}.png`

/** Runs `task` over items with at most `limit` at a time. */
async function eachLimited(items, limit, task) {
  let next = 0
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++])
  }))
}

/** Renders trees into the cache with a pool of worker threads; resolves with the summed satori and resvg times. */
async function renderInWorkers(tasks, count) {
  const totals = { satoriMs: 0, resvgMs: 0 }
  const workers = Array.from({ length: count }, () => new Worker(new URL('./worker.mjs', import.meta.url)))
  let next = 0
  const drain = (worker) =>
    new Promise((resolve, reject) => {
      const send = () => (next < tasks.length ? worker.postMessage(tasks[next++]) : resolve())
      worker.on('message', (message) => {
        if (message.error) return reject(new Error(`social card for ${tasks[message.id].route}: ${message.error}`))
        totals.satoriMs += message.satoriMs
        totals.resvgMs += message.resvgMs
        send()
      })
      worker.on('error', reject)
      worker.on('exit', (code) => code !== 0 && reject(new Error(`a card worker stopped with code ${code}`)))
      send()
    })
  try {
    await Promise.all(workers.map(drain))
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()))
  }
  return totals
}

/** Puts a cached card at its place in dist/: a hard link (no copy; the cache never rewrites a file in place), else a copy. */
async function place(from, to, route) {
  try {
    await link(from, to)
  } catch (error) {
    if (error.code === 'EEXIST') throw new Error(`social card for ${route}: ${to} already exists; is there a file under public${path.sep}og${path.sep}pages? That folder is reserved for generated cards`)
    await copyFile(from, to)
  }
}

/**
 * Writes every job's card to dist/ (jobs from the server bundle's
 * socialCards()). Returns what it did and how long drawing took, for the log.
 */
export async function writeCards(jobs, { dist, cacheDir, threads = availableParallelism() }) {
  await mkdir(cacheDir, { recursive: true })
  const fingerprint = await rendererFingerprint()
  const cached = new Set(await readdir(cacheDir))
  const placed = jobs.map((job) => ({ ...job, cacheFile: path.join(cacheDir, cacheName(fingerprint, job.key)) }))

  // Pages whose cards look the same share one render.
  const missing = new Map()
  for (const job of placed) if (!cached.has(path.basename(job.cacheFile)) && !missing.has(job.cacheFile)) missing.set(job.cacheFile, job)
  const fromCache = placed.filter((job) => cached.has(path.basename(job.cacheFile))).length
  const tasks = [...missing.values()].map((job, id) => ({ id, route: job.route, layers: job.layers, target: job.cacheFile }))
  const workers = Math.max(0, Math.min(threads, Math.ceil(tasks.length / CARDS_PER_WORKER)))
  const started = performance.now()
  const totals = tasks.length > 0 ? await renderInWorkers(tasks, workers) : { satoriMs: 0, resvgMs: 0 }
  const renderMs = performance.now() - started

  const folders = new Set(placed.map((job) => path.dirname(path.join(dist, job.file))))
  for (const folder of folders) await mkdir(folder, { recursive: true })
  await eachLimited(placed, 32, (job) => place(job.cacheFile, path.join(dist, job.file), job.route))

  return {
    cards: placed.length,
    rendered: tasks.length,
    fromCache,
    workers,
    renderMs,
    satoriMs: tasks.length ? totals.satoriMs / tasks.length : 0,
    resvgMs: tasks.length ? totals.resvgMs / tasks.length : 0,
  }
}

/** One line for the build log. */
export function describeCards({ cards, rendered, fromCache, workers, renderMs, satoriMs, resvgMs }) {
  if (rendered === 0) return `${cards} social cards: all from cache`
  const shared = cards - rendered - fromCache
  return [
    `${cards} social cards: ${rendered} drawn in ${Math.round(renderMs)} ms on ${workers} thread${workers === 1 ? '' : 's'} (satori ${satoriMs.toFixed(1)} + resvg ${resvgMs.toFixed(1)} ms a card)`,
    `${fromCache} from cache`,
    ...(shared > 0 ? [`${shared} the same as another page's`] : []),
  ].join(', ')
}
