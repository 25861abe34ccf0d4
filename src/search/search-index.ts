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

/**
 * A page's keywords as the index keeps them: lower-cased words (split on
 * whitespace), each once, leaving out the title's words. A query word has
 * no whitespace, so it occurs in the joined title, type and keywords exactly
 * when it occurs in one of these words or in the title: matches are
 * unchanged, and the index is smaller (at 5,000 comparisons, their
 * "a vs b, b vs a, a pricing" keywords repeat what the title says).
 */
export function compactKeywords(title: string, keywords: readonly string[]): string[] {
  const taken = new Set(title.toLowerCase().split(/\s+/))
  const words: string[] = []
  for (const word of keywords.join(' ').toLowerCase().split(/\s+/)) {
    if (!word || taken.has(word)) continue
    taken.add(word)
    words.push(word)
  }
  return words
}

/** The search index: every indexable page that the search should show, in route order. */
export function buildSearchIndex(pages: readonly Pick<PageEntry, 'route' | 'data'>[]): SearchItem[] {
  return searchIndexOf(pages.map(searchItemOf))
}

/** What the search shows of one page, or undefined for a page it leaves out: the index is made of these alone. */
export function searchItemOf({ route, data }: Pick<PageEntry, 'route' | 'data'>): SearchItem | undefined {
  if (data.noindex || data.search === false) return undefined
  const type = data.search?.type ?? DEFAULT_TYPE[data.kind]
  if (!type) return undefined
  const title = data.search?.title ?? data.title
  return { title, type, href: route, keywords: compactKeywords(title, data.search?.keywords ?? data.keywords) }
}

/** The search index from each page's item (searchItemOf), in route order. */
export function searchIndexOf(items: readonly (SearchItem | undefined)[]): SearchItem[] {
  return items.filter((item): item is SearchItem => item !== undefined).sort((a, b) => a.href.localeCompare(b.href))
}
