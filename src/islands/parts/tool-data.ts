import { TOOL_NAMES_URL, toolRecordUrl, type ToolRecord } from '../../catalogue/compare-builder'

/**
 * The tool data the build writes for the browser (tools/names.json, and
 * tools/<id>.json per tool), each fetched once, the first time it is
 * wanted. A failed request is forgotten, so trying again asks again.
 */

let names: Promise<Map<string, string>> | undefined
/** Every tool's id and name, in the names' order. */
export function fetchToolNames(): Promise<Map<string, string>> {
  names ??= fetch(TOOL_NAMES_URL)
    .then((response) => (response.ok ? (response.json() as Promise<[string, string][]>) : Promise.reject(new Error(`${TOOL_NAMES_URL}: ${response.status}`))))
    .then((pairs) => new Map(pairs))
  names.catch(() => (names = undefined))
  return names
}

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
