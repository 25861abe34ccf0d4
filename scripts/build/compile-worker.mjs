/**
 * A worker thread of the page compiler: compiles MDX pages with the
 * server bundle's compilePage, writes each module to the cache, and
 * answers with what the page exports at compile time. Those values come
 * from the compiler's plugins, not from importing the module: an import
 * costs about a quarter of a page's compile, and the build imports each
 * page once anyway, to render it.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { messageOf } from '../lib/errors.mjs'
import { writeWholeSync } from '../lib/files.mjs'

/**
 * @import { CompiledPage } from '../../src/server/site-entry.ts'
 * @import { Numbered } from '../lib/worker-pool.mjs'
 */

/**
 * What a page exports at compile time, as the site entry takes it and the
 * build's and the preview's caches keep it.
 * @typedef {Omit<CompiledPage, 'load'>} PageMeta
 */

/**
 * One page to compile: its file (for error messages), its MDX source, and
 * where to write the module.
 * @typedef {{ file: string, source: string, out: string }} CompileJob
 */

/**
 * The answer for a job: the page's exports and the module's size in bytes
 * (which the build's cache records, to know the module whole), or why it did not compile.
 * @typedef {{ id: number, meta: PageMeta, moduleBytes: number, error?: undefined } | { id: number, error: string }} CompileAnswer
 */

/** What the pool starts this thread with. @typedef {{ compilerUrl: string }} CompileWorkerData */

const port = parentPort
if (!port) throw new Error('compile-worker.mjs runs as a worker thread (see lib/worker-pool.mjs)')
const { compilerUrl } = /** @type {CompileWorkerData} */ (workerData)
/** @type {typeof import('../../src/node/compile-page.ts')} */
const { compilePage } = await import(compilerUrl)

/** @param {CompileAnswer} answer */
const answer = (answer) => port.postMessage(answer)

port.on('message', async (/** @type {Numbered<CompileJob>} */ { id, file, source, out }) => {
  try {
    const { code, exports } = await compilePage(source, file)
    // Synchronous: the thread has nothing else to do meanwhile, and an awaited write waits on libuv's pool.
    // Whole or not at all: a build killed mid-write must not leave a cut-short module under the cached name.
    writeWholeSync(out, code)
    // The values are what the compiler's plugins recorded: a number from remark-word-count, line numbers from remark-todo-markers,
    // what the body says from remark-written-body.
    const { frontmatter, wordCount, todoLines, written } = /** @type {PageMeta} */ (exports)
    answer({ id, meta: { frontmatter, wordCount, todoLines, written }, moduleBytes: Buffer.byteLength(code) })
  } catch (error) {
    answer({ id, error: messageOf(error) })
  }
})
