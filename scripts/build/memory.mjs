/**
 * The most memory the build held while a step ran, sampled every 100 ms:
 * which step sets the build's peak (maxRSS says only how high, not when).
 * Its threads are in the figure, as they are in maxRSS. Sampled on a
 * thread of its own, so that a long stretch of work on the main thread
 * (making the search index of 100,000 pages) is seen too: a timer on the
 * main thread waits for it to end.
 */
import { Worker } from 'node:worker_threads'

const memorySampler = (() => {
  const peak = new BigInt64Array(new SharedArrayBuffer(8))
  const code = `const { workerData } = require('node:worker_threads')
    const peak = new BigInt64Array(workerData)
    setInterval(() => {
      const rss = BigInt(process.memoryUsage.rss())
      if (rss > Atomics.load(peak, 0)) Atomics.store(peak, 0, rss)
    }, 100)`
  const thread = new Worker(code, { eval: true, workerData: peak.buffer, resourceLimits: { maxOldGenerationSizeMb: 16 } })
  thread.unref()
  return peak
})()

/** Starts a step's count of the most memory held; `peakMb` says it so far. */
export function watchMemory() {
  const sample = () => {
    const rss = BigInt(process.memoryUsage.rss())
    if (rss > Atomics.load(memorySampler, 0)) Atomics.store(memorySampler, 0, rss)
  }
  Atomics.store(memorySampler, 0, BigInt(process.memoryUsage.rss()))
  return { peakMb: () => (sample(), Math.round(Number(Atomics.load(memorySampler, 0)) / 2 ** 20)) }
}

