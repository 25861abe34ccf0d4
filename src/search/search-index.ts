import type { PageEntry } from '../content/entries'
import type { PageKind, SearchType } from '../content/schema'

/** One result the site search can show. */
export interface SearchItem {
  title: string
  type: SearchType
  href: string
  keywords: string[]
}

const DEFAULT_TYPE: Partial<Record<PageKind, SearchType>> = {
  best: 'Article',
  guide: 'Article',
  compare: 'Comparison',
  calculator: 'Calculator',
  directory: 'Directory',
  tool: 'Tool',
}

/** The search index: every indexable page that the search should show, in route order. */
export function buildSearchIndex(pages: readonly Pick<PageEntry, 'route' | 'data'>[]): SearchItem[] {
  const items: SearchItem[] = []
  for (const { route, data } of pages) {
    if (data.noindex || data.search === false) continue
    const type = data.search?.type ?? DEFAULT_TYPE[data.kind]
    if (!type) continue
    items.push({
      title: data.search?.title ?? data.title,
      type,
      href: route,
      keywords: data.search?.keywords ?? data.keywords,
    })
  }
  return items.sort((a, b) => a.href.localeCompare(b.href))
}
