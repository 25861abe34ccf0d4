/**
 * A worker thread of the page compiler: compiles MDX pages with the
 * server bundle's compilePage, writes each module to the cache, and
 * answers with what the page exports at compile time. Those values come
 * from the compiler's plugins, not from importing the module: an import
 * costs about a quarter of a page's compile, and the build imports each
 * page once anyway, to render it.
 */
import { writeFileSync } from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'

const { compilePage } = await import(workerData.compilerUrl)

parentPort.on('message', async ({ id, file, source, out }) => {
  try {
    const { code, exports } = await compilePage(source, file)
    // Synchronous: the thread has nothing else to do meanwhile, and an awaited write waits on libuv's pool.
    writeFileSync(out, code)
    parentPort.postMessage({ id, meta: { frontmatter: exports.frontmatter, wordCount: exports.wordCount, todoLines: exports.todoLines } })
  } catch (error) {
    parentPort.postMessage({ id, error: error?.message ?? String(error) })
  }
})
