import { gzipSync } from 'node:zlib'
import type { SearchItem } from '../../../src/search/search-index'
import { buildSplitIndex, type SplitIndexOptions } from '../../../src/search/split/build'
import { createSplitSearch } from '../../../src/search/split/engine'
import { addressOf } from '../../../src/search/split/files'

/**
 * A split index of these items served from memory, as the dialog would
 * fetch it: `open` gives a search as a new visitor has it, with what it
 * fetched (each file's path and gzip size; the manifest is not counted).
 */
export function splitIndexOf(items: readonly SearchItem[], options: SplitIndexOptions = {}) {
  const { meta, files } = buildSplitIndex(items, options)
  const byPath = new Map(files.map((file) => [`/${file.path}`, file.content]))
  const open = () => {
    const fetched: { path: string; gzip: number }[] = []
    const engine = createSplitSearch(meta, async (path) => {
      const content = byPath.get(addressOf(meta, path))
      if (content === undefined) throw new Error(`no such file: ${addressOf(meta, path)}`)
      fetched.push({ path, gzip: gzipSync(content).length })
      return content
    })
    return { engine, fetched }
  }
  return { meta, files, manifestGzip: gzipSync(files[0]!.content).length, open }
}

/** A split index of these items, and a search over it as a new visitor has it. */
export function splitSearchOver(items: readonly SearchItem[], options: SplitIndexOptions = {}) {
  const index = splitIndexOf(items, options)
  return { ...index, ...index.open() }
}

/** The hrefs of results, for comparing the split search with the in-memory one. */
export const hrefsOf = (results: { best: readonly Pick<SearchItem, 'href'>[] }) => results.best.map((item) => item.href)
