import { SLUG_PATTERN } from './fields'
import type { PageKind } from './schema'

/**
 * Where a content file is served: the folder is the URL segment, the file
 * name the slug, and index.mdx the folder itself.
 *   /content/index.mdx               -> /
 *   /content/compare/vanta-vs-drata.mdx -> /compare/vanta-vs-drata
 */
export function routeForFile(file: string): string {
  const inside = file.replace(/^\/?content\//, '').replace(/\.mdx$/, '')
  const segments = inside.split('/')
  if (segments[segments.length - 1] === 'index') segments.pop()
  return '/' + segments.join('/')
}

/** Why a file name cannot become a clean URL, or undefined when it can. */
export function routeProblem(file: string): string | undefined {
  const inside = file.replace(/^\/?content\//, '').replace(/\.mdx$/, '')
  const bad = inside.split('/').find((segment) => !SLUG_PATTERN.test(segment))
  return bad === undefined
    ? undefined
    : `file name: "${bad}" cannot be a URL segment; use lower-case letters, digits and hyphens`
}

/**
 * The route a requested path asks for: the one rule by which the build's
 * link check, the writers' preview and the static files agree on which
 * address shows a page. The path is decoded and loses its trailing slashes
 * ("/about/" asks for "/about", as a static host serves about/index.html
 * for both); case is kept ("/ABOUT" is no page, as no file is called ABOUT).
 */
export function routeForPath(pathname: string): string {
  let decoded = pathname
  try {
    decoded = decodeURI(pathname)
  } catch {
    // A malformed escape stays as written: it names no page.
  }
  return decoded.replace(/(?<=.)\/+$/, '')
}

export interface RouteRow {
  path: string
  /** The page's source file ("content/about.mdx"). */
  file: string
  kind: PageKind
  /** Where the build writes its HTML inside dist/ ("about/index.html"). */
  output: string
  /** Whether search engines may index it (not `noindex`): such a page is in the sitemap. */
  indexable: boolean
}

type RoutedPage = { route: string; file: string; data: { kind: PageKind; noindex?: boolean } }

/**
 * Each page's row, by the page: a page entry is never changed, and a build that stays running asks again for the route
 * table of pages it made before. The same row, and the same text of its output's path, which the build looks up among
 * the 837,000 files of the staged site (at 100,000 tools, a new text for each of 110,000 pages was flattened and hashed
 * again at each build).
 */
const rows = new WeakMap<RoutedPage, RouteRow>()

const rowOf = (page: RoutedPage): RouteRow => {
  let row = rows.get(page)
  if (!row) rows.set(page, (row = Object.freeze({ path: page.route, file: page.file, kind: page.data.kind, output: outputFileForRoute(page.route), indexable: !page.data.noindex })))
  return row
}

/**
 * The last table's order: its pages' routes, in the pages' order, and each row's page by its place in the table. A
 * page's frontmatter saved makes new pages with the same routes in the same places, whose table has the same order.
 */
let lastOrder: { routes: readonly string[]; order: readonly number[] } | undefined

/**
 * The route table: one row a page, sorted by path so builds are reproducible. Pages whose routes are the last table's,
 * in the same places, are put in its order, not sorted again: at 100,000 tools, sorting 110,600 paths was some 0.1 s
 * of each of a build's saves that kept running (paths are unique, so the order is the routes' alone).
 */
export function routeTable(pages: readonly RoutedPage[]): RouteRow[] {
  const last = lastOrder
  if (last && last.routes.length === pages.length && pages.every((page, at) => page.route === last.routes[at])) return last.order.map((at) => rowOf(pages[at]!))
  const order = pages.map((_, at) => at).sort((a, b) => pages[a]!.route.localeCompare(pages[b]!.route))
  lastOrder = { routes: pages.map((page) => page.route), order }
  return order.map((at) => rowOf(pages[at]!))
}

/** Where the prerendered HTML of a route is written inside dist/. */
export function outputFileForRoute(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`
}
