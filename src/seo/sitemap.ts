import type { PageEntry } from '../content/entries'
import { absoluteUrl } from '../shared/site'

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * When a page last changed: its review date, else its publication date; a
 * tool's profile, when its prices were checked or its "Our take" reviewed,
 * whichever is later.
 */
export function lastModified({ data }: Pick<PageEntry, 'data'>, tools: ReadonlyMap<string, { pricing: { checked: string } }>): string | undefined {
  const checked = data.kind === 'tool' ? tools.get(data.tool)?.pricing.checked : undefined
  const dates = [data.lastReviewed ?? data.published, checked].filter((date): date is string => date !== undefined).sort()
  return dates.at(-1)
}

/** The most addresses one sitemap file may hold (sitemaps.org; Google and Bing read no more). */
export const SITEMAP_LIMIT = 50_000

/** Where the files of a sitemap index are, beside /sitemap.xml. */
export const sitemapPartPath = (n: number) => `sitemaps/${n}.xml`

type SitemapPage = Pick<PageEntry, 'route' | 'data'>
type CheckedTools = ReadonlyMap<string, { pricing: { checked: string } }>

const urlset = (urls: readonly string[]) => `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`

/** A page's <url> line by its frontmatter (an object no save changes in place), with what else it was made from. */
const madeLines = new WeakMap<object, { route: string; origin: string; checked: string | undefined; line: string; lastmod?: string }>()

/**
 * Every page that search engines may index, as a <url> line, with the date it last changed. A page's line is made once
 * for its frontmatter, address and tool's date checked: at 100,000 tools, writing out 110,600 lines again was some
 * 0.5 s of a guide's date saved while the build stays running, for one line changed.
 */
function urlLines(pages: readonly SitemapPage[], origin: string, tools: CheckedTools): { line: string; lastmod?: string }[] {
  const lines: { line: string; lastmod?: string }[] = []
  for (const page of pages) {
    const { route, data } = page
    if (data.noindex) continue
    const checked = data.kind === 'tool' ? tools.get(data.tool)?.pricing.checked : undefined
    const made = madeLines.get(data)
    if (made && made.route === route && made.origin === origin && made.checked === checked) {
      lines.push(made)
      continue
    }
    const lastmod = lastModified(page, tools)
    const url = { route, origin, checked, line: `  <url><loc>${escapeXml(absoluteUrl(route, origin))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`, lastmod }
    madeLines.set(data, url)
    lines.push(url)
  }
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
