import type { Field } from '../../../catalogue/features'
import { FIELDS_URL, TOOL_NAMES_URL, toolRecordUrl, type ToolRecord } from '../../../catalogue/compare-builder'

/** What the builder fetches: each tool's record, every tool's name, the fields' feature lists; each once a page. */

/** A tool's record, fetched once; null when there is no such tool. */
const records = new Map<string, Promise<ToolRecord | null>>()
export function fetchRecord(id: string): Promise<ToolRecord | null> {
  const known = records.get(id)
  if (known) return known
  const fetched = fetch(toolRecordUrl(id)).then((response) => (response.ok ? (response.json() as Promise<ToolRecord>) : null))
  records.set(id, fetched)
  return fetched
}

let names: Promise<Map<string, string>> | undefined
/** Every tool's id and name, fetched once, the first time they are wanted. */
export function fetchNames(): Promise<Map<string, string>> {
  names ??= fetch(TOOL_NAMES_URL)
    .then((response) => (response.ok ? (response.json() as Promise<[string, string][]>) : []))
    .then((pairs) => new Map(pairs))
  return names
}

let fieldList: Promise<Map<string, Field>> | undefined
/** The feature list of every field, fetched once, with the first tools. */
export function fetchFields(): Promise<Map<string, Field>> {
  fieldList ??= fetch(FIELDS_URL)
    .then((response) => (response.ok ? (response.json() as Promise<Field[]>) : Promise.reject(new Error(`${FIELDS_URL}: ${response.status}`))))
    .then((fields) => new Map(fields.map((field) => [field.id, field])))
  return fieldList
}
