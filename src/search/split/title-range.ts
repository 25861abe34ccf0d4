/**
 * Which title shards can hold a title starting with `phrase`. Shard k
 * holds titles from starts[k] up to starts[k + 1] (inclusive: equal titles
 * may straddle a cut); the titles starting with the phrase are all those
 * from the phrase up to the first string after it that does not start
 * with it, so they are in the shards whose range meets that one.
 */
export function titleShardsFor(phrase: string, starts: readonly string[]): number[] {
  const shards: number[] = []
  starts.forEach((start, k) => {
    const next = starts[k + 1]
    const endsAfter = next === undefined || next >= phrase
    const startsBefore = start <= phrase || start.startsWith(phrase)
    if (endsAfter && startsBefore) shards.push(k)
  })
  return shards
}
