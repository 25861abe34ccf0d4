import type { PageEntry } from '../content/entries'
import { absoluteUrl } from '../shared/site'

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** sitemap.xml: every page that search engines may index, with its review date. */
export function sitemapXml(pages: readonly Pick<PageEntry, 'route' | 'data'>[], origin: string): string {
  const urls = pages
    .filter((page) => !page.data.noindex)
    .map((page) => {
      const lastmod = page.data.lastReviewed ?? page.data.published
      return `  <url><loc>${escapeXml(absoluteUrl(page.route, origin))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`
    })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** robots.txt: everything may be crawled; the sitemap says what to index. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml', origin)}\n`
}
