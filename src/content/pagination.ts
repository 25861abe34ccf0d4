import type { Frontmatter, PageKind } from './schema'

/** The kinds a directory page can list page by page. */
export const PAGINATED_KINDS = ['best', 'compare', 'calculator', 'guide'] as const satisfies readonly PageKind[]
export type PaginatedKind = (typeof PAGINATED_KINDS)[number]

/**
 * Where a directory page is in its list. A directory that would list
 * thousands of pages shows `perPage` of them, and its next pages are
 * /<route>/page/2 and on, so no page grows with the size of the site.
 */
export interface Pagination {
  kind: PaginatedKind
  perPage: number
  /** This page's number, from 1. */
  page: number
  pages: number
  /** The route of page 1. */
  base: string
}

/** The route of page `n` of a list that starts at `base`. */
export const pageRoute = (base: string, n: number) => (n === 1 ? base : `${base}/page/${n}`)

/** The pages a paginated list counts: indexable pages of the kind (for guides, those not featured, which are always shown). */
export function listedPages<T extends { data: Frontmatter }>(pages: readonly T[], kind: PaginatedKind): T[] {
  return pages.filter(({ data }) => data.kind === kind && !data.noindex && !(data.kind === 'guide' && data.featured))
}

/** How many pages a list of `count` items needs, at least one. */
export const pageCount = (count: number, perPage: number) => Math.max(1, Math.ceil(count / perPage))

/** This page's share of a list of `kind`; the whole list when the page does not paginate that kind. */
export function pageSlice<T>(items: readonly T[], pagination: Pagination | undefined, kind: PaginatedKind): T[] {
  if (!pagination || pagination.kind !== kind) return [...items]
  const start = (pagination.page - 1) * pagination.perPage
  return items.slice(start, start + pagination.perPage)
}
