import type { Registry } from '../content/entries'
import { outputFileForRoute, routeTable } from '../content/routes'
import { buildSearchIndex } from '../search/search-index'
import { robotsTxt, sitemapXml } from '../seo/sitemap'
import { site } from '../site'
import type { Assets } from './Document'
import { renderPage } from './render'

export interface OutputFile {
  /** Path inside dist/. */
  path: string
  content: string
}

/**
 * Everything the build writes besides the client bundle: one HTML file per
 * route, the 404 page, the sitemap, robots.txt and the search index.
 * Pages render one after another; any failure stops the build naming the page.
 */
export async function buildSiteFiles(registry: Registry, assets: Assets): Promise<OutputFile[]> {
  const files: OutputFile[] = []
  for (const row of routeTable(registry.pages)) {
    const { html } = await renderPage(registry, row.path, assets)
    files.push({ path: outputFileForRoute(row.path), content: html })
  }
  const notFound = await renderPage(registry, '/404', assets)
  files.push({ path: '404.html', content: notFound.html })
  files.push({ path: 'sitemap.xml', content: sitemapXml(registry.pages, site.origin) })
  files.push({ path: 'robots.txt', content: robotsTxt(site.origin) })
  files.push({ path: 'search-index.json', content: JSON.stringify(buildSearchIndex(registry.pages)) })
  return files
}
