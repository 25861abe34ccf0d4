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

/** sitemap.xml: every page that search engines may index, with the date it last changed. */
export function sitemapXml(pages: readonly Pick<PageEntry, 'route' | 'data'>[], origin: string, tools: ReadonlyMap<string, { pricing: { checked: string } }> = new Map()): string {
  const urls = pages
    .filter((page) => !page.data.noindex)
    .map((page) => {
      const lastmod = lastModified(page, tools)
      return `  <url><loc>${escapeXml(absoluteUrl(page.route, origin))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`
    })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** robots.txt: everything may be crawled; the sitemap says what to index. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml', origin)}\n`
}
