/**
 * A small deterministic random source (xorshift), so every bench run
 * generates the same pages, tools and names.
 * @param {number} seed
 * @returns {() => number} a number in [0, 1) on each call
 */
export function random(seed) {
  let state = seed >>> 0 || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 2 ** 32
  }
}
