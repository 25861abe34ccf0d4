/**
 * A worker thread of the tools reader (tools-data.mjs): reads, parses and
 * checks tools files with the build's own reader, `readToolFile` loaded
 * from `readerUrl` (the server build's tools-reader.js), and answers with
 * what each file came to. Parsing and checking are most of a cold build's
 * reading of 100,000 tools files.
 */
import { readFile } from 'node:fs/promises'
import { parentPort, workerData } from 'node:worker_threads'
import { messageOf } from '../lib/errors.mjs'

/**
 * @import { Numbered } from '../lib/worker-pool.mjs'
 * @import { ReadFile } from './tools-data.mjs'
 */

/**
 * Files to parse, a batch at a time (one message a file would cost more
 * than some files take to parse): each file's path, and its name as errors
 * give it ("content/_tools/notion.yaml").
 * @typedef {{ files: { path: string, file: string }[] }} ParseJob
 */

/** What each file of a batch came to, in order, or why one did not (naming the file and line). @typedef {{ id: number, parsed: ReadFile[], error?: undefined } | { id: number, error: string }} ParseAnswer */

/** What the pool starts this thread with. @typedef {{ readerUrl: string }} ToolsWorkerData */

const port = parentPort
if (!port) throw new Error('tools-worker.mjs runs as a worker thread (see build/tools-data.mjs)')
const { readerUrl } = /** @type {ToolsWorkerData} */ (workerData)
/** @type {{ readToolFile: (source: string, file: string) => ReadFile }} */
const reader = await import(readerUrl)

port.on('message', async (/** @type {Numbered<ParseJob>} */ { id, files }) => {
  try {
    const sources = await Promise.all(files.map(({ path }) => readFile(path, 'utf8')))
    port.postMessage(/** @type {ParseAnswer} */ ({ id, parsed: files.map(({ file }, at) => reader.readToolFile(/** @type {string} */ (sources[at]), file)) }))
  } catch (error) {
    port.postMessage(/** @type {ParseAnswer} */ ({ id, error: messageOf(error) }))
  }
})
