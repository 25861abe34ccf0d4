/**
 * A card worker thread: loads the fonts once, then renders each tree it is
 * sent and writes the PNG into the cache. The main thread never holds the
 * images, so thousands of cards cost no more memory than one per worker.
 */
import { rename, writeFile } from 'node:fs/promises'
import { parentPort, threadId } from 'node:worker_threads'
import { createCardRenderer } from './render.mjs'

const renderCard = createCardRenderer()

parentPort.on('message', async ({ id, layers, target }) => {
  try {
    const { png, satoriMs, resvgMs } = await renderCard(layers)
    // Write beside, then rename: a build running in parallel (another DIST_DIR) never reads half a file.
    const partial = `${target}.${process.pid}-${threadId}.partial`
    await writeFile(partial, png)
    await rename(partial, target)
    parentPort.postMessage({ id, satoriMs, resvgMs })
  } catch (error) {
    parentPort.postMessage({ id, error: error?.stack ?? String(error) })
  }
})
