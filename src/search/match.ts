import type { SearchItem } from './search-index'

/**
 * The site's search rule: trim and lower-case the query, split it on
 * whitespace, and keep the items whose title, type and keywords together
 * contain every word. A blank query finds nothing.
 *
 * createSearch lower-cases each item's text once, when the index arrives,
 * so a keystroke costs one substring scan per item (thousands of pages
 * answer within a frame on a slow phone).
 */
export function createSearch(items: readonly SearchItem[]): (query: string) => SearchItem[] {
  const prepared = items.map((item) => ({ item, haystack: [item.title, item.type, ...item.keywords].join(' ').toLowerCase() }))
  return (query) => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
    if (words.length === 0) return []
    return prepared.filter(({ haystack }) => words.every((word) => haystack.includes(word))).map(({ item }) => item)
  }
}

/** The search rule applied once (see createSearch). */
export function searchItems(items: readonly SearchItem[], query: string): SearchItem[] {
  return createSearch(items)(query)
}
