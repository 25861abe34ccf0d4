/** Bounded concurrency for file work: enough at once to overlap I/O, not so much that thousands of files open together. */

/**
 * Runs `work` over items, at most `limit` at a time, starting them in
 * order. Rejects with the first failure; items already started run on.
 * @template T
 * @param {readonly T[]} items
 * @param {number} limit
 * @param {(item: T, index: number) => Promise<unknown>} work
 * @returns {Promise<void>}
 */
export async function eachLimited(items, limit, work) {
  let next = 0
  const runner = async () => {
    while (next < items.length) {
      const index = next++
      await work(/** @type {T} */ (items[index]), index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner))
}
