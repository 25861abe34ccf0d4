import type { Registry } from '../content/entries'
import { outputFileForRoute, routeTable } from '../content/routes'
import { buildSearchIndex } from '../search/search-index'
import { atomFeed, llmsTxt } from '../seo/feeds'
import { robotsTxt, sitemapXml } from '../seo/sitemap'
import { site } from '../site'
import type { Assets } from './Document'
import { aliasFiles, redirectsFile } from './redirects'
import { renderPage } from './render'

import { checkLinks } from './link-check'

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
  files.push({ path: 'feed.xml', content: atomFeed(registry.pages, site) })
  files.push({ path: 'llms.txt', content: llmsTxt(registry.pages, site) })
  files.push(...aliasFiles(registry, site.origin))
  files.push({ path: '_redirects', content: redirectsFile(registry) })
  return files
}

/**
 * Checks every internal link and anchor in the built pages; `staticFiles`
 * are the other paths the site serves (public/ files). Throws naming every
 * broken link, so a broken link fails the build.
 */
export function assertLinks(registry: Registry, files: readonly OutputFile[], staticFiles: readonly string[]): void {
  const routeOf = new Map(routeTable(registry.pages).map((row) => [outputFileForRoute(row.path), row.path]))
  routeOf.set('404.html', '/404')
  const pages = files.flatMap((file) => (routeOf.has(file.path) ? [{ route: routeOf.get(file.path)!, html: file.content }] : []))
  const served = new Set([...staticFiles, ...files.filter((file) => !file.path.endsWith('.html')).map((file) => `/${file.path}`)])
  const aliases = new Map([...registry.aliases].map(([from, page]) => [from, page.route]))
  const problems = checkLinks({ pages, aliases, files: served })
  if (problems.length > 0) {
    throw new Error(`${problems.length} broken link${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  }
}
