import { toolRecordUrl, type ToolRecord } from '../../catalogue/compare-builder'

/**
 * A tool's record the build writes for the browser (tools/<id>.json),
 * fetched once, the first time it is wanted (the names are name-search.ts's).
 * A failed request is forgotten, so trying again asks again.
 */

const records = new Map<string, Promise<ToolRecord>>()
/** One tool's record (its plans among its facts); only ids from the names list are asked for. */
export function fetchToolRecord(id: string): Promise<ToolRecord> {
  const known = records.get(id)
  if (known) return known
  const url = toolRecordUrl(id)
  const fetched = fetch(url).then((response) => (response.ok ? (response.json() as Promise<ToolRecord>) : Promise.reject(new Error(`${url}: ${response.status}`))))
  records.set(id, fetched)
  fetched.catch(() => records.delete(id))
  return fetched
}
