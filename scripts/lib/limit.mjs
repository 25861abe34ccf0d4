/** Bounded concurrency: enough tasks at once that their waits overlap, few enough that thousands never start together. */

/**
 * Runs `work` over items, at most `limit` at a time, starting them in
 * order. Rejects with the first failure, while the other runs go on
 * through the items left (dev/site.mjs catches each failure to try them all).
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
