import type { PageEntry } from '../content/entries'
import type { ListName, Listing } from '../content/listings'
import type { PageContextValue } from '../page/context'

/**
 * A list of pages as this page shows it, read from the registry (which
 * computed and ordered it once): on a directory that pages through this
 * list, this page's share and where it is among the pages; anywhere else,
 * the whole list.
 */
export function listOnPage({ page, registry }: PageContextValue, name: ListName): { items: readonly PageEntry[]; listing?: Listing<PageEntry> } {
  if (page.listing?.list === name) return { items: page.listing.items, listing: page.listing }
  return { items: registry.lists[name] }
}
