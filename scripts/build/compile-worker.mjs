/**
 * A worker thread of the page compiler: compiles MDX pages with the
 * server bundle's compilePage, writes each module to the cache, and
 * answers with what the page exports at compile time.
 */
import { writeFile } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'

const { compilePage } = await import(workerData.compilerUrl)

parentPort.on('message', async ({ id, file, source, out }) => {
  try {
    await writeFile(out, await compilePage(source, file))
    const module = await import(pathToFileURL(out).href)
    parentPort.postMessage({ id, meta: { frontmatter: module.frontmatter, wordCount: module.wordCount, todoLines: module.todoLines } })
  } catch (error) {
    parentPort.postMessage({ id, error: error?.message ?? String(error) })
  }
})
