import type { Registry } from '../content/entries'
import type { LocateField } from '../content/problem-report'
import { routeTable } from '../content/routes'
import { encodeSearchIndex } from '../search/index-file'
import { buildSearchIndex } from '../search/search-index'
import type { Assets } from './Document'
import { linkSummary, type CheckedPage } from './link-check'
import { renderPage } from './render'
import { dependencyDigest } from './render-dependencies'
import { assertLinks, renderRoute, siteExtras, withoutEchoes } from './site-files'
import { socialCardJobs } from './social-cards'

/** What the build and the dev server ask of a site, given its registry. */
export function siteApi(registry: Registry, locate?: LocateField) {
  return {
    render: (url: string, assets: Assets) => renderPage(registry, url, assets),
    /** One route for the build, with what it read of the rest of the content. */
    renderRoute: (route: string, assets: Assets) => renderRoute(registry, route, assets),
    extras: (assets: Assets) => siteExtras(registry, assets),
    routes: () => routeTable(registry.pages),
    /** The search index file, as the build writes it. */
    searchIndex: () => encodeSearchIndex(buildSearchIndex(registry.pages)),
    linkSummary,
    /** Throws one report of every broken link among these pages (HTML or link summaries), after the render problems found before. */
    checkLinks: (pages: CheckedPage[], staticFiles: string[], renderProblems: string[] = []) => assertLinks(registry, pages, staticFiles, renderProblems, locate),
    /** Render problems less those that only echo a page or tool refused for its own problems. */
    withoutEchoes: (renderProblems: string[], refusedRoutes: string[]) => withoutEchoes(renderProblems, refusedRoutes, registry.refusedTools),
    /** One hash of what these dependency keys (from renderRoute) name in this content, each key worked out once. */
    dependencyDigest: dependencyDigest(registry),
    /** The social cards to have in dist/ (rendered and cached by scripts/cards/). */
    socialCards: () => socialCardJobs(registry),
  }
}
