/**
 * A card worker thread: loads the fonts once, then renders each tree it is
 * sent and writes the PNG into the cache. The main thread never holds the
 * images, so thousands of cards cost no more memory than one per worker.
 */
import { parentPort } from 'node:worker_threads'
import { writeWhole } from '../lib/files.mjs'
import { createCardRenderer } from './render.mjs'

/**
 * @import { CardLayer } from '../../src/seo/social-card.ts'
 * @import { Numbered } from '../lib/worker-pool.mjs'
 */

/**
 * One card to draw: its layers, and the cache file to write (the route is for error messages).
 * @typedef {{ route: string, layers: CardLayer[], target: string }} CardTask
 */

/**
 * The answer for a task: how long satori and resvg took, or why it failed (a stack).
 * @typedef {{ id: number, satoriMs: number, resvgMs: number, error?: undefined } | { id: number, error: string }} CardAnswer
 */

const port = parentPort
if (!port) throw new Error('cards/worker.mjs runs as a worker thread (see cards/write.mjs)')
const renderCard = createCardRenderer()

/** @param {CardAnswer} answer */
const answer = (answer) => port.postMessage(answer)

port.on('message', async (/** @type {Numbered<CardTask>} */ { id, layers, target }) => {
  try {
    const { png, satoriMs, resvgMs } = await renderCard(layers)
    // Whole or not at all: neither a build running in parallel (another DIST_DIR) nor one after a kill reads half a file.
    await writeWhole(target, png)
    answer({ id, satoriMs, resvgMs })
  } catch (error) {
    answer({ id, error: (error instanceof Error && error.stack) || String(error) })
  }
})
