import { readFileSync } from 'node:fs'
import path from 'node:path'
import { allSearchHits } from '../src/search/split/all-items'
import { createSplitSearch } from '../src/search/split/engine'
import { addressOf, decodeMeta } from '../src/search/split/files'
import { SEARCH_META_URL } from '../src/search/split/layout'

/**
 * The site search as a build wrote it to `dist`, read from disk: every item
 * it can lead to (but their keywords), and the search the dialog runs.
 */
export function builtSearch(dist: string) {
  const read = async (address: string) => readFileSync(path.join(dist, address), 'utf8')
  const meta = decodeMeta(JSON.parse(readFileSync(path.join(dist, SEARCH_META_URL), 'utf8')))
  return { hits: () => allSearchHits(read), search: createSplitSearch(meta, (file) => read(addressOf(meta, file))) }
}
