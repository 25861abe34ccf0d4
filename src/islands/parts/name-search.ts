import { useEffect, useState } from 'react'
import { matchNames, NAMES_MANIFEST_URL, type NamePair, type NamesManifest } from '../../catalogue/name-grams'
import { fetchJsonOnce } from './fetch-once'

/**
 * The tool pickers' names, fetched a sliver at a time as a visitor types
 * (catalogue/name-grams.ts): the manifest when a picker opens, then the
 * files the letters typed need, each once a page. A failed request is
 * forgotten, so typing again asks again.
 */

const fetchJson = fetchJsonOnce

/** The names' manifest: fetched when a picker opens, so the first letter typed needs one request, not two. */
export const fetchNamesManifest = () => fetchJson(NAMES_MANIFEST_URL) as Promise<NamesManifest>

/** The first `limit` tools whose names hold the query (trimmed and lower-cased, as typed), leaving out `exclude`, in the order of their names. */
export async function searchToolNames(wanted: string, limit: number, exclude: readonly string[] = []): Promise<NamePair[]> {
  const manifest = await fetchNamesManifest()
  return matchNames(manifest, wanted, limit, new Set(exclude), (path) => fetchJson(`${manifest.base}${path}`))
}

/**
 * A picker's matches for what is typed (`wanted`: trimmed, lower-cased).
 * Until the matches of the latest letters arrive, those of the letters
 * before that still hold them are shown (a subset, in order), and `ready`
 * is false; `failed` once the names could not load.
 */
export function useNameMatches(wanted: string, limit: number, exclude: readonly string[] = []): { matches: NamePair[]; ready: boolean; failed: boolean } {
  const key = `${wanted}\u0000${exclude.join(',')}`
  const [result, setResult] = useState<{ key: string; wanted: string; matches: NamePair[] } | { key: string; failed: true } | undefined>()
  useEffect(() => {
    if (!wanted) return
    let current = true
    searchToolNames(wanted, limit, exclude).then(
      (matches) => current && setResult({ key, wanted, matches }),
      (error: unknown) => {
        console.error('The tool names could not load:', error)
        if (current) setResult({ key, failed: true })
      },
    )
    return () => {
      current = false
    }
    // The key is what is typed and what is left out: the search runs again only when they change.
  }, [key, limit])
  if (!wanted || !result) return { matches: [], ready: false, failed: false }
  if ('failed' in result) return { matches: [], ready: result.key === key, failed: true }
  if (result.key === key) return { matches: result.matches, ready: true, failed: false }
  const still = result.matches.filter(([id, name]) => !exclude.includes(id) && name.toLowerCase().includes(wanted))
  return { matches: wanted.includes(result.wanted) ? still : [], ready: false, failed: false }
}
