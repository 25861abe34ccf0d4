import type { PageEntry } from '../content/entries'
import { absoluteUrl } from '../shared/site'

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * What the sitemap reads of a page's frontmatter: whether it is indexed, and
 * its dates (a tool's profile, its tool's too). A page's title or
 * description is not among them, so saving one leaves the sitemap as it was
 * (at 100,000 tools, making it again was some 2.5 to 3.5 s of a one-shot
 * build after a guide's title changed).
 */
export interface SitemapData {
  kind: string
  noindex?: boolean
  tool?: string
  published?: string
  lastReviewed?: string
}

/** A page's frontmatter as the sitemap reads it (SitemapData): the view the build hashes the sitemap's input from. */
export const sitemapDataOf = (data: PageEntry['data']): SitemapData => ({
  kind: data.kind,
  noindex: data.noindex,
  tool: data.kind === 'tool' ? data.tool : undefined,
  published: data.published,
  lastReviewed: data.lastReviewed,
})

/**
 * When a page last changed: its review date, else its publication date; a
 * tool's profile, when its prices were checked or its "Our take" reviewed,
 * whichever is later.
 */
export function lastModified({ data }: { data: SitemapData }, tools: CheckedTools): string | undefined {
  const reviewed = data.lastReviewed ?? data.published
  const checked = data.kind === 'tool' && data.tool !== undefined ? tools.get(data.tool)?.pricing.checked : undefined
  return reviewed === undefined ? checked : checked === undefined || reviewed >= checked ? reviewed : checked
}

/** The most addresses one sitemap file may hold (sitemaps.org; Google and Bing read no more). */
export const SITEMAP_LIMIT = 50_000

/** Where the files of a sitemap index are, beside /sitemap.xml. */
export const sitemapPartPath = (n: number) => `sitemaps/${n}.xml`

type SitemapPage = { route: string; data: SitemapData }
type CheckedTools = ReadonlyMap<string, { pricing: { checked: string } }>

const urlset = (urls: readonly string[]) => `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`

/** A <url> line, with what it was made from. */
type UrlLine = { origin: string; lastmod: string | undefined; line: string }

/** The lines the last sitemap made, by address: replaced by each make's, so an address gone takes its line with it. */
let madeLines = new Map<string, UrlLine>()

/**
 * Every page that search engines may index, as a <url> line, with the date it last changed. A line is made again only
 * where its address, origin or date is another: at 100,000 tools, writing out 110,600 lines again was some 0.5 s of a
 * guide's date saved while the build stays running, for one line changed.
 */
function urlLines(pages: readonly SitemapPage[], origin: string, tools: CheckedTools): UrlLine[] {
  const lines: UrlLine[] = []
  const made = new Map<string, UrlLine>()
  for (const page of pages) {
    if (page.data.noindex) continue
    const lastmod = lastModified(page, tools)
    const before = madeLines.get(page.route)
    const url =
      before && before.origin === origin && before.lastmod === lastmod
        ? before
        : { origin, lastmod, line: `  <url><loc>${escapeXml(absoluteUrl(page.route, origin))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>` }
    made.set(page.route, url)
    lines.push(url)
  }
  madeLines = made
  return lines
}

/** sitemap.xml: every page that search engines may index, with the date it last changed. */
export function sitemapXml(pages: readonly SitemapPage[], origin: string, tools: CheckedTools = new Map()): string {
  return urlset(urlLines(pages, origin, tools).map((url) => url.line))
}

/**
 * The sitemap as files: /sitemap.xml lists every address while they fit in
 * one file (SITEMAP_LIMIT); past that it is a sitemap index of
 * /sitemaps/1.xml, /sitemaps/2.xml, …, each of at most `limit` addresses in
 * route order, with the latest date of its pages. robots.txt names
 * /sitemap.xml either way.
 */
export function sitemapFiles(pages: readonly SitemapPage[], origin: string, tools: CheckedTools = new Map(), limit = SITEMAP_LIMIT): { path: string; content: string }[] {
  const urls = urlLines(pages, origin, tools)
  if (urls.length <= limit) return [{ path: 'sitemap.xml', content: urlset(urls.map((url) => url.line)) }]
  const parts: { path: string; content: string }[] = []
  const entries: string[] = []
  for (let start = 0; start < urls.length; start += limit) {
    const part = urls.slice(start, start + limit)
    const path = sitemapPartPath(parts.length + 1)
    parts.push({ path, content: urlset(part.map((url) => url.line)) })
    const lastmod = part.reduce<string | undefined>((latest, url) => (url.lastmod && (!latest || url.lastmod > latest) ? url.lastmod : latest), undefined)
    entries.push(`  <sitemap><loc>${escapeXml(absoluteUrl(`/${path}`, origin))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`)
  }
  const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`
  return [{ path: 'sitemap.xml', content: index }, ...parts]
}

/** robots.txt: everything may be crawled; the sitemap says what to index. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml', origin)}\n`
}
