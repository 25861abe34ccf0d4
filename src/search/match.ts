import type { SearchItem } from './search-index'
import { prepareItem, rankKey, rankQuery, titleKey } from './rank'
import { queryWords } from './words'

/** What a query finds: how many items match, and the best of them, best first. */
export interface SearchResults {
  total: number
  best: SearchItem[]
}

/**
 * The site's search rule: trim and lower-case the query, split it on
 * whitespace, and keep the items whose title, type and keywords together
 * contain every word. A blank query finds nothing. The matches come best
 * first (rank.ts says how); equally good ones keep the index's route order.
 *
 * createSearch lower-cases each item's text once, when the index arrives.
 * A keystroke then costs one substring scan per item, the title part of
 * the rank for each match, and the whole rank only for the matches whose
 * title part can place them among the `limit` best: a one-letter query
 * matches nearly all of thousands of pages, and the dialog shows 50.
 */
export function createSearch(items: readonly SearchItem[]): (query: string, limit?: number) => SearchResults {
  const prepared = items.map(prepareItem)
  // A title key and an item's position packed in one exactly-representable number, so a native numeric sort orders them.
  const slot = 2 ** Math.ceil(Math.log2(items.length + 1))
  const keys = new Float64Array(prepared.length)
  return (query, limit = Infinity) => {
    const words = queryWords(query)
    if (words.length === 0) return { total: 0, best: [] }
    const ranking = rankQuery(words)
    const packed: number[] = []
    for (let index = 0; index < prepared.length; index += 1) {
      const ranked = prepared[index] as (typeof prepared)[number]
      if (words.every((word) => ranked.haystack.includes(word))) packed.push(titleKey(ranked, ranking) * slot + index)
    }
    const byTitle = Float64Array.from(packed).sort()
    // Only matches whose title part is no worse than the limit-th best's can be among the best.
    const cutoff = byTitle.length > limit ? Math.floor((byTitle[limit - 1] ?? 0) / slot) : Infinity
    const candidates: number[] = []
    for (const value of byTitle) {
      const title = Math.floor(value / slot)
      if (title > cutoff) break
      const index = value - title * slot
      keys[index] = rankKey(prepared[index] as (typeof prepared)[number], ranking, title)
      candidates.push(index)
    }
    candidates.sort((a, b) => (keys[a] ?? 0) - (keys[b] ?? 0) || a - b)
    return { total: byTitle.length, best: candidates.slice(0, limit).map((index) => items[index] as SearchItem) }
  }
}

/** Every match of a query, best first (see createSearch). */
export function searchItems(items: readonly SearchItem[], query: string): SearchItem[] {
  return createSearch(items)(query).best
}
