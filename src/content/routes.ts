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

/** The route table: one row a page, sorted by path so builds are reproducible. */
export function routeTable(pages: readonly RoutedPage[]): RouteRow[] {
  return pages.map(rowOf).sort((a, b) => a.path.localeCompare(b.path))
}

/** Where the prerendered HTML of a route is written inside dist/. */
export function outputFileForRoute(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`
}
