/**
 * A pool of worker threads fed one job at a time: each thread is sent its
 * next job when it answers the last, so a slow job holds up one thread, not
 * a batch. The build's page compiler and its card renderer both run so.
 * And one thread started for one answer (threadAnswer), for work the
 * building thread should not wait on or should not load.
 */
import { Worker } from 'node:worker_threads'

/**
 * A job as a worker thread receives it: the job and its index in the list.
 * @template Job
 * @typedef {Job & { id: number }} Numbered
 */

/**
 * Posts every job to one of `threads` threads started from `script`, as
 * { id, ...job } with id the job's index, and hands each answer to
 * `onAnswer` as it comes. Resolves once every job is answered; rejects when
 * a thread fails or stops, or when `onAnswer` throws. Stops the threads
 * either way.
 * @template {object} Job
 * @template {{ id: number }} Answer what the thread posts back for a job
 * @param {{ script: URL, threads: number, workerData?: unknown }} pool
 * @param {readonly Job[]} jobs
 * @param {(answer: Answer) => void} onAnswer
 * @returns {Promise<void>}
 */
export async function runOnWorkers({ script, threads, workerData }, jobs, onAnswer) {
  if (jobs.length === 0) return
  const workers = Array.from({ length: threads }, () => new Worker(script, { workerData }))
  let next = 0
  /** @param {Worker} worker @returns {Promise<void>} */
  const drain = (worker) =>
    new Promise((resolve, reject) => {
      const send = () => {
        if (next >= jobs.length) return resolve()
        const id = next++
        worker.postMessage({ id, ...jobs[id] })
      }
      worker.on('message', (/** @type {Answer} */ answer) => {
        try {
          onAnswer(answer)
        } catch (error) {
          return reject(error)
        }
        send()
      })
      worker.on('error', reject)
      // Once its jobs are done a thread is only stopped by terminate(), and by then this promise is settled.
      worker.on('exit', (code) => reject(new Error(`a worker thread of ${script.pathname.split('/').slice(-2).join('/')} stopped with code ${code}`)))
      send()
    })
  try {
    await Promise.all(workers.map(drain))
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()))
  }
}

/**
 * Starts `script` on a thread of its own with `workerData`, and resolves with the first message it posts; rejects when it
 * fails, or stops before it answers.
 * @param {URL} script
 * @param {unknown} workerData
 * @param {string} what the thread as an error names it ("the stylesheet's thread")
 * @returns {Promise<any>}
 */
export function threadAnswer(script, workerData, what) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { workerData })
    worker.once('message', resolve)
    worker.once('error', reject)
    // After its answer the thread ends with 0, and the promise is settled already.
    worker.once('exit', (code) => reject(new Error(`${what} stopped (exit code ${code}) before it answered`)))
  })
}
