import { staticKey } from '../rank'
import type { SearchItem } from '../search-index'

/**
 * The order the split index stores items in: by the item's own part of
 * the rank (rank.ts staticKey: kind, title length, address length), then
 * in route order. Two items the query ranks alike are then in rank order
 * by their storage number alone, so the dialog can order matches it has
 * not fetched: a query's key comes from its words' lists (lists.ts).
 * Editions of one page, and numbered tools, share a kind and lengths, so
 * they stay side by side, as in route order.
 */
export function storageOrder(items: readonly SearchItem[]): number[] {
  const keys = items.map(staticKey)
  return [...items.keys()].sort((a, b) => keys[a]! - keys[b]! || a - b)
}
