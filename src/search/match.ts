import type { SearchItem } from './search-index'
import { prepareItem, rankKey, rankQuery, titleKey, type RankedItem } from './rank'
import { queryWords } from './words'
import { nthSmallest } from './nth-smallest'

/** What a query finds: how many items match, and the best of them, best first. */
export interface SearchResults<Item = SearchItem> {
  total: number
  best: Item[]
}

/** What a ranking pass found: how many items match, the best of them (by index), and every match (by index, ascending). */
export interface RankedMatches {
  total: number
  best: number[]
  matches: Int32Array
}

/**
 * The site's search rule over some of the index's items: of the items at
 * `pool`'s indices (ascending) in `prepared`, keep those whose title, type
 * and keywords together contain every word, best first (rank.ts says how;
 * equally good ones keep the index's route order).
 *
 * A pass costs one substring scan per pooled item, the title part of the
 * rank for each match, and the whole rank only for the matches whose title
 * part can place them among the `limit` best: a one-letter query matches
 * nearly all of thousands of pages, and the dialog shows 50.
 *
 * `count` is the size of the whole index, whoever holds which part of it:
 * the in-memory search (createSearch) and the split index's precomputed
 * answers (split/build.ts) rank with this same code; the split search
 * ranks from lists with rank.ts's same keys (split/list-rank.ts).
 */
export function createRanking(count: number): (prepared: ArrayLike<RankedItem | undefined>, pool: ArrayLike<number>, words: readonly string[], limit?: number) => RankedMatches {
  // A title key and an item's position packed in one exactly-representable number, so a native numeric sort orders them.
  const slot = 2 ** Math.ceil(Math.log2(count + 1))
  const keys = new Float64Array(count)
  // Reused on every keystroke: a keystroke allocates little, so the garbage collector seldom runs while the visitor types.
  const packedBuffer = new Float64Array(count)
  return (prepared, pool, words, limit = Infinity) => {
    const ranking = rankQuery(words)
    const [first, ...others] = words
    let found = 0
    const matches = new Int32Array(pool.length)
    for (let at = 0; at < pool.length; at += 1) {
      const index = pool[at]!
      const ranked = prepared[index] as RankedItem
      // The first word apart: most queries, and every precomputed answer, have one, and a closure per item cost more than the test.
      if ((first === undefined || ranked.haystack.includes(first)) && (others.length === 0 || others.every((word) => ranked.haystack.includes(word)))) {
        packedBuffer[found] = titleKey(ranked, ranking) * slot + index
        matches[found] = index
        found += 1
      }
    }
    const byTitle = packedBuffer.subarray(0, found)
    // Only matches whose title part is no worse than the limit-th best's can be among the best (found, not sorted for).
    const cutoff = found <= limit ? Infinity : limit < 1 ? -1 : Math.floor(nthSmallest(byTitle, limit - 1) / slot)
    const candidates: number[] = []
    for (const value of byTitle) {
      const title = Math.floor(value / slot)
      if (title > cutoff) continue
      const index = value - title * slot
      keys[index] = rankKey(prepared[index] as RankedItem, ranking, title)
      candidates.push(index)
    }
    candidates.sort((a, b) => (keys[a] ?? 0) - (keys[b] ?? 0) || a - b)
    return { total: found, best: candidates.slice(0, limit), matches: matches.slice(0, found) }
  }
}

/**
 * The site's search rule: trim and lower-case the query, split it on
 * whitespace, and keep the items whose title, type and keywords together
 * contain every word. A blank query finds nothing. The matches come best
 * first (rank.ts says how); equally good ones keep the index's route order.
 *
 * createSearch lower-cases each item's text once, when the index arrives;
 * a keystroke is then one ranking pass (createRanking).
 */
export function createSearch(items: readonly SearchItem[]): (query: string, limit?: number) => SearchResults {
  const prepared = items.map(prepareItem)
  const rank = createRanking(items.length)
  const everyItem = Int32Array.from(prepared.keys())
  // Typing adds to the query: "pro" then "proj" then "proj m". The matches of a query that extends the last one are among
  // the last one's (each word is the same, longer, or new), so only those are scanned again.
  let last: { query: string; matches: Int32Array } = { query: '', matches: everyItem }
  return (query, limit = Infinity) => {
    const words = queryWords(query)
    if (words.length === 0) return { total: 0, best: [] }
    const joined = words.join(' ')
    const pool = last.query !== '' && joined.startsWith(last.query) ? last.matches : everyItem
    const { total, best, matches } = rank(prepared, pool, words, limit)
    last = { query: joined, matches }
    return { total, best: best.map((index) => items[index] as SearchItem) }
  }
}

/** Every match of a query, best first (see createSearch). */
export function searchItems(items: readonly SearchItem[], query: string): SearchItem[] {
  return createSearch(items)(query).best
}
