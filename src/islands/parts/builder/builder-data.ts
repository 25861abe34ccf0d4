import type { Field } from '../../../catalogue/features'
import { FIELDS_URL, toolRecordUrl, type ToolRecord } from '../../../catalogue/compare-builder'
import { NAME_SHARDS_URL, nameShardOf, nameShardUrl } from '../../../catalogue/name-shards'

/**
 * What the builder fetches, each once a page: the records of the tools it
 * shows, the names of tools whose ids start like theirs (to tell which ids
 * are tools), and the fields' feature lists (the names of tools to add are
 * fetched as a visitor types: name-search.ts).
 */

/** A tool's record, fetched once; null when there is no such tool. */
const records = new Map<string, Promise<ToolRecord | null>>()
export function fetchRecord(id: string): Promise<ToolRecord | null> {
  const known = records.get(id)
  if (known) return known
  const fetched = fetch(toolRecordUrl(id)).then((response) => (response.ok ? (response.json() as Promise<ToolRecord>) : null))
  records.set(id, fetched)
  return fetched
}

const json = <T,>(url: string, absent: T): Promise<T> => fetch(url).then((response) => (response.ok ? (response.json() as Promise<T>) : absent))

let shardIndex: Promise<Set<string>> | undefined
const shards = new Map<string, Promise<[string, string][]>>()
/**
 * The ids and names of the tools whose ids start like these ids (catalogue/name-shards.ts):
 * enough to tell which are tools, and to suggest one for a typo, without fetching every name.
 */
export async function fetchNamesLike(ids: readonly string[]): Promise<Map<string, string>> {
  shardIndex ??= json<string[]>(NAME_SHARDS_URL, []).then((index) => new Set(index))
  const index = await shardIndex
  const wanted = [...new Set(ids.map(nameShardOf))].filter((shard) => index.has(shard))
  const pairs = await Promise.all(
    wanted.map((shard) => {
      let fetched = shards.get(shard)
      if (!fetched) shards.set(shard, (fetched = json<[string, string][]>(nameShardUrl(shard), [])))
      return fetched
    }),
  )
  return new Map(pairs.flat())
}

let fieldList: Promise<Map<string, Field>> | undefined
/** The feature list of every field, fetched once, with the first tools. */
export function fetchFields(): Promise<Map<string, Field>> {
  fieldList ??= fetch(FIELDS_URL)
    .then((response) => (response.ok ? (response.json() as Promise<Field[]>) : Promise.reject(new Error(`${FIELDS_URL}: ${response.status}`))))
    .then((fields) => new Map(fields.map((field) => [field.id, field])))
  return fieldList
}
