/**
 * What says whether a file changed since a build kept what it read of it:
 * its inode, size and modification time. At 100,000 tools files, statting
 * each took 1.5 s of the building thread; a thread of their own stats them
 * while the building one reads the kept buckets (build/tools-data.mjs).
 */
import { statSync } from 'node:fs'
import path from 'node:path'
import { threadAnswer } from '../lib/worker-pool.mjs'

/** Fewer files than this are statted on the calling thread: starting a thread costs more than some thousands of stats. */
const ON_A_THREAD_FROM = 5000

/**
 * Each file's identity, in the order of `names`, on the calling thread.
 * @param {string} folder
 * @param {readonly string[]} names
 * @returns {string[]}
 */
export function identitiesOf(folder, names) {
  return names.map((name) => {
    const stats = statSync(path.join(folder, name), { bigint: true })
    return `${stats.ino}:${stats.size}:${stats.mtimeNs}`
  })
}

/**
 * Each file's identity, in the order of `names`: for many files, worked out
 * on a thread of its own, so that the caller's thread can go on meanwhile.
 * Rejects when a file cannot be statted (it went since it was listed).
 * @param {string} folder
 * @param {readonly string[]} names
 * @param {{ threadFrom?: number }} [options] how many files take a thread of their own
 * @returns {Promise<string[]>}
 */
export function fileIdentities(folder, names, { threadFrom = ON_A_THREAD_FROM } = {}) {
  if (names.length < threadFrom) return Promise.resolve().then(() => identitiesOf(folder, names))
  return threadAnswer(new URL('./identities-worker.mjs', import.meta.url), { folder, names }, `the thread statting ${folder}`)
}
