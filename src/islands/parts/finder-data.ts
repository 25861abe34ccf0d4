import { decodeBits, FINDER_MANIFEST_URL, readScopes, recordsPath, setPath, type FinderManifest, type FinderScope } from '../../catalogue/finder-split'
import type { CatalogueRecord, Sort } from '../../catalogue/tool-catalogue'
import { fetchJsonOnce } from './fetch-once'

/**
 * What the /tools finder fetches (catalogue/finder-split.ts), each file
 * once a page: the manifest, then the sets and records a view needs. A
 * failed request is forgotten, so the next view asks again.
 */

const fetchJson = fetchJsonOnce

/** The manifest, with its scopes by name. */
export interface FinderIndex {
  manifest: FinderManifest
  scopes: ReadonlyMap<string, FinderScope>
}

export const fetchFinderIndex = (): Promise<FinderIndex> =>
  fetchJson(FINDER_MANIFEST_URL).then((manifest) => ({ manifest: manifest as FinderManifest, scopes: readScopes(manifest as FinderManifest) }))

/** Sets of a scope and sort, by name, decoded. */
export async function fetchSets(index: FinderIndex, scope: FinderScope, sort: Sort, names: readonly string[]): Promise<Map<string, Uint8Array>> {
  const read = await Promise.all(names.map((name) => fetchJson(`${index.manifest.base}${setPath(scope, sort, name)}`).then((text) => [name, decodeBits(text as string, scope.size)] as const)))
  return new Map(read)
}

/** Records files of a scope and sort, by number. */
export async function fetchRecords(index: FinderIndex, scope: FinderScope, sort: Sort, files: readonly number[]): Promise<Map<number, CatalogueRecord[]>> {
  const read = await Promise.all(files.map((at) => fetchJson(`${index.manifest.base}${recordsPath(scope, sort, at)}`).then((records) => [at, records as CatalogueRecord[]] as const)))
  return new Map(read)
}
