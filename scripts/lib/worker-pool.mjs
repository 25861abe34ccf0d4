/**
 * A pool of worker threads fed one job at a time: each thread is sent its
 * next job when it answers the last, so a slow job holds up one thread, not
 * a batch. The build's page compiler and its card renderer both run so.
 * One thread started for one answer (threadAnswer), for work the
 * building thread should not wait on or should not load. And threads sent
 * jobs as they come (jobThreads), as the compressor is sent each page
 * once it is placed.
 */
import { Worker } from 'node:worker_threads'

/** @type {import('node:worker_threads').ResourceLimits | undefined} what every thread started here is given (limitThreads) */
let threadLimits

/**
 * Gives every thread started here from now on these resource limits (a build started with a larger young generation
 * than its threads need: build/heap-flags.mjs, EDIT_THREAD_LIMITS).
 * @param {import('node:worker_threads').ResourceLimits} limits
 */
export function limitThreads(limits) {
  threadLimits = limits
}

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
  const workers = Array.from({ length: threads }, () => new Worker(script, { workerData, resourceLimits: threadLimits }))
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
    const worker = new Worker(script, { workerData, resourceLimits: threadLimits })
    worker.once('message', resolve)
    worker.once('error', reject)
    // After its answer the thread ends with 0, and the promise is settled already.
    worker.once('exit', (code) => reject(new Error(`${what} stopped (exit code ${code}) before it answered`)))
  })
}

/**
 * Threads sent jobs one at a time as they come, their answers matched to
 * the jobs by id.
 * @template {object} Job
 * @template {{ id: number }} Answer
 * @typedef {object} JobThreads
 * @property {(job: Job) => Promise<Answer>} send posts { id, ...job } to the thread with the fewest jobs in hand (started if one more may be), and resolves with its answer
 * @property {(count: number) => void} widen lets up to `count` threads work at once (one at first)
 * @property {() => Promise<void>} stop stops every thread (each job sent answered by then)
 */

/**
 * Threads of `script`, each started when it is first needed (a build may
 * send none). A thread holds the process only while it has a job in hand:
 * a build that fails before `stop` exits all the same, and one waiting for
 * an answer does not exit before it. A thread that fails or stops rejects
 * every job waiting.
 * @template {object} Job
 * @template {{ id: number }} Answer
 * @param {{ script: URL, workerData?: unknown }} options
 * @returns {JobThreads<Job, Answer>}
 */
export function jobThreads({ script, workerData }) {
  /** @type {{ worker: Worker, inHand: number }[]} */
  let threads = []
  let wanted = 1
  /** @type {Map<number, { resolve: (answer: Answer) => void, reject: (error: Error) => void }>} */
  const waiting = new Map()
  let sent = 0
  /** @param {Error} error */
  const failAll = (error) => {
    for (const { reject } of waiting.values()) reject(error)
    waiting.clear()
  }
  const start = () => {
    const thread = { worker: new Worker(script, { workerData, resourceLimits: threadLimits }), inHand: 0 }
    thread.worker.on('message', (/** @type {Answer} */ answer) => {
      thread.inHand -= 1
      // Let go once it has nothing in hand (after the listener: adding one holds the process again).
      if (thread.inHand === 0) thread.worker.unref()
      const job = waiting.get(answer.id)
      waiting.delete(answer.id)
      job?.resolve(answer)
    })
    thread.worker.on('error', failAll)
    thread.worker.on('exit', (code) => failAll(new Error(`a thread of ${script.pathname.split('/').slice(-2).join('/')} stopped (exit code ${code})`)))
    threads.push(thread)
    return thread
  }
  return {
    send(job) {
      const idle = threads.find((thread) => thread.inHand === 0)
      const thread = idle ?? (threads.length < wanted ? start() : threads.reduce((a, b) => (b.inHand < a.inHand ? b : a)))
      const id = (sent += 1)
      const answered = new Promise((/** @type {(answer: Answer) => void} */ resolve, reject) => waiting.set(id, { resolve, reject }))
      if (thread.inHand === 0) thread.worker.ref()
      thread.inHand += 1
      thread.worker.postMessage({ id, ...job })
      return answered
    },
    widen(count) {
      wanted = Math.max(wanted, count)
    },
    async stop() {
      const stopping = threads
      threads = []
      await Promise.all(stopping.map(({ worker }) => worker.terminate()))
    },
  }
}
