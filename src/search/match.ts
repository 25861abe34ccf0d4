import type { SearchItem } from './search-index'

/**
 * The site's search rule: trim and lower-case the query, split it on
 * whitespace, and keep the items whose title, type and keywords together
 * contain every word. A blank query finds nothing.
 */
export function searchItems(items: readonly SearchItem[], query: string): SearchItem[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  return items.filter((item) => {
    const haystack = [item.title, item.type, ...item.keywords].join(' ').toLowerCase()
    return words.every((word) => haystack.includes(word))
  })
}
