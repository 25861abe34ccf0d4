import type { Registry } from '../content/entries'
import { routeTable } from '../content/routes'
import { buildSearchIndex } from '../search/search-index'
import type { Assets } from './Document'
import { renderPage } from './render'
import { assertLinks, buildSiteFiles, type OutputFile } from './site-files'
import { socialCardJobs } from './social-cards'

/** What the build and the dev server ask of a site, given its registry. */
export function siteApi(registry: Registry) {
  return {
    render: (url: string, assets: Assets) => renderPage(registry, url, assets),
    buildFiles: (assets: Assets) => buildSiteFiles(registry, assets),
    routes: () => routeTable(registry.pages),
    searchIndex: () => buildSearchIndex(registry.pages),
    checkBuiltLinks: (files: OutputFile[], staticFiles: string[]) => assertLinks(registry, files, staticFiles),
    /** The social cards to have in dist/ (rendered and cached by scripts/cards/). */
    socialCards: () => socialCardJobs(registry),
  }
}
