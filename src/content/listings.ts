import type { Frontmatter, ListedKind } from './schema'

export { pageRoute } from '../shared/pages'

/**
 * The lists of pages the site shows, computed once by the registry
 * (createRegistry) and only read by components. Pages of a kind are in one
 * order wherever they are listed:
 *   best, compare: by address
 *   calculator:    popular first, then by title
 *   guide:         newest first (by publication date), then by address
 *   tool:          best rated first, then by name
 * Only indexable pages are listed. A directory that paginates a kind shows
 * `perPage` of that kind's paged list a page, at /<route>, /<route>/page/2
 * and on (see PAGED_LIST).
 */
export type ListName = ListedKind | 'featured-guides' | 'other-guides' | 'popular-comparisons'

/**
 * The list a directory pages through for each kind: every page of the kind,
 * but for guides only those not featured (a guides directory shows the
 * featured ones on every page).
 */
export const PAGED_LIST: Record<ListedKind, ListName> = { best: 'best', compare: 'compare', calculator: 'calculator', guide: 'other-guides', tool: 'tool' }

/** What a list needs of a page. */
export interface Listable {
  route: string
  data: Frontmatter
}

export type Lists<T extends Listable> = Record<ListName, T[]>

const byRoute = (a: Listable, b: Listable) => a.route.localeCompare(b.route)
const published = (page: Listable) => page.data.published ?? ''
const popular = (page: Listable) => 'popular' in page.data && page.data.popular
const featured = (page: Listable) => page.data.kind === 'guide' && page.data.featured

/** What a list needs of a tool: a tool's profile is listed by its rating, then its name. */
export type ListedTools = ReadonlyMap<string, { name: string; rating: number }>

const ORDERS: Record<Exclude<ListedKind, 'tool'>, (a: Listable, b: Listable) => number> = {
  best: byRoute,
  compare: byRoute,
  calculator: (a, b) => Number(popular(b)) - Number(popular(a)) || a.data.title.localeCompare(b.data.title) || byRoute(a, b),
  guide: (a, b) => published(b).localeCompare(published(a)) || byRoute(a, b),
}

/**
 * Tool profiles best rated first, then by name, then by address. Each
 * page's tool is looked up once, before the sort, not twice at each of its
 * comparisons (some 1.7 million at 100,000 tools): the sort took 0.35 s, and takes 0.15 s.
 */
function byRating<T extends Listable>(pages: T[], tools: ListedTools): T[] {
  const keyed = pages.map((page) => ({ page, tool: listedToolOf(page, tools) }))
  keyed.sort((a, b) => ratingOrder(a.tool, b.tool) || byRoute(a.page, b.page))
  return keyed.map(({ page }) => page)
}

/** The tool a profile in the list is ordered by. */
const listedToolOf = (page: Listable, tools: ListedTools) => tools.get(page.data.kind === 'tool' ? page.data.tool : '') ?? { name: page.data.title, rating: 0 }

/** Best rated first, then by name. */
const ratingOrder = (a: { name: string; rating: number }, b: { name: string; rating: number }) => b.rating - a.rating || a.name.localeCompare(b.name)

/**
 * The tool list (computeLists' `tool`) after some tools' ratings or names
 * changed: the others' profiles keep their order, and each of these is put
 * where byRating would put it, found by halving, not by sorting 100,000
 * profiles again. Profiles not of these tools are not looked up.
 */
export function withToolsMoved<T extends Listable>(list: readonly T[], moved: ReadonlySet<string>, tools: ListedTools): T[] {
  const order = (a: T, b: T) => ratingOrder(listedToolOf(a, tools), listedToolOf(b, tools)) || byRoute(a, b)
  // Their profiles' places, in one pass and no call a profile (two filters, each calling a test for each of 100,000
  // profiles, were 0.09 s of a save), then taken out of a copy, last first.
  const places: number[] = []
  for (let at = 0; at < list.length; at += 1) {
    const { data } = list[at]!
    if (data.kind === 'tool' && moved.has(data.tool)) places.push(at)
  }
  const rest = list.slice()
  for (let at = places.length - 1; at >= 0; at -= 1) rest.splice(places[at]!, 1)
  for (const page of places.map((at) => list[at]!)) {
    let low = 0
    let high = rest.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (order(rest[middle]!, page) <= 0) low = middle + 1
      else high = middle
    }
    rest.splice(low, 0, page)
  }
  return rest
}

/**
 * Every list, from all pages (and the tools, which order the tool profiles). `toolList`: the tool list as it is, when
 * no profile and no tool changed (a page's frontmatter saved: server/frontmatter-saved.ts), not sorted again (at
 * 100,000 tools, 0.15 s).
 */
export function computeLists<T extends Listable>(pages: readonly T[], tools: ListedTools = new Map(), toolList?: T[]): Lists<T> {
  const ofKind = (kind: ListedKind) => {
    if (kind === 'tool' && toolList) return toolList
    const listed = pages.filter((page) => page.data.kind === kind && !page.data.noindex)
    return kind === 'tool' ? byRating(listed, tools) : listed.sort(ORDERS[kind])
  }
  const guides = ofKind('guide')
  const comparisons = ofKind('compare')
  return {
    best: ofKind('best'),
    compare: comparisons,
    calculator: ofKind('calculator'),
    guide: guides,
    'featured-guides': guides.filter(featured),
    'other-guides': guides.filter((page) => !featured(page)),
    'popular-comparisons': comparisons.filter(popular),
    tool: ofKind('tool'),
  }
}

/** One page of a directory's list: the items it shows, and where it is among the list's pages. */
export interface Listing<T> {
  list: ListName
  /** This page's share of the list. */
  items: T[]
  /** This page's number, from 1. */
  page: number
  pages: number
  perPage: number
  /** The address of page 1. */
  base: string
}

/** How many pages a list of `count` items needs, at least one. */
export const pageCount = (count: number, perPage: number) => Math.max(1, Math.ceil(count / perPage))

/** A list cut into pages of `perPage`, starting at `base`: at least one page, even when the list is empty. */
export function paginate<T>(list: ListName, items: readonly T[], perPage: number, base: string): Listing<T>[] {
  const pages = pageCount(items.length, perPage)
  return Array.from({ length: pages }, (_, i) => ({ list, items: items.slice(i * perPage, (i + 1) * perPage), page: i + 1, pages, perPage, base }))
}
