/**
 * Every tool's id and name, split by the first two characters of the id,
 * so the compare builder can tell which ids of an address are tools by
 * fetching a sliver of the names, not all of them: at 100,000 tools,
 * `tools/names.json` is about a megabyte gzip, a shard about 80 names.
 * `tools/names/index.json` lists the shards that exist, so an id no tool
 * starts like is known unknown without a request that fails.
 */

/** Where the list of shards is. */
export const NAME_SHARDS_URL = '/tools/names/index.json'

/** The shard an id is in: its first two characters ("no" for "notion"); an id of one character is its own. */
export const nameShardOf = (id: string): string => id.slice(0, 2)

/** Where a shard is. */
export const nameShardUrl = (shard: string): string => `/tools/names/${shard}.json`

/** The shards of these tools, each its [id, name] pairs sorted by id, and the index of them. */
export function nameShards(tools: Iterable<{ id: string; name: string }>): { index: string[]; shards: Map<string, [string, string][]> } {
  const shards = new Map<string, [string, string][]>()
  for (const { id, name } of tools) {
    const shard = nameShardOf(id)
    const pairs = shards.get(shard)
    if (pairs) pairs.push([id, name])
    else shards.set(shard, [[id, name]])
  }
  for (const pairs of shards.values()) pairs.sort((a, b) => a[0].localeCompare(b[0]))
  return { index: [...shards.keys()].sort(), shards }
}
