import type { Registry } from '../content/entries'
import type { LocateField } from '../content/problem-report'
import { isStale } from '../content/freshness'
import { routeTable } from '../content/routes'
import type { Assets } from './Document'
import { linkSummary, type CheckedPage } from './link-check'
import { renderPage } from './render'
import { assertLinks, renderRoute, searchFiles, siteExtras, withoutEchoes, type OutputFile } from './site-files'
import { socialCardJobs } from './social-cards'

/** What the build and the dev server ask of a site, given its registry. */
export function siteApi(registry: Registry, locate?: LocateField) {
  let search: Map<string, string> | undefined
  return {
    render: (url: string, assets: Assets) => renderPage(registry, url, assets),
    /** One route for the build, noting whether it read the list of all pages. */
    renderRoute: (route: string, assets: Assets) => renderRoute(registry, route, assets),
    extras: (assets: Assets) => siteExtras(registry, assets),
    routes: () => routeTable(registry.pages),
    /** The site search's files as the build writes them, by address ("/search.json"): made once for this content. */
    searchFile: (address: string): string | undefined => {
      search ??= new Map(searchFiles(registry).map((file: OutputFile) => [`/${file.path}`, file.content]))
      return search.get(address)
    },
    linkSummary,
    /** Throws one report of every broken link among these pages (HTML or link summaries), after the render problems found before. */
    checkLinks: (pages: CheckedPage[], staticFiles: string[], renderProblems: string[] = []) => assertLinks(registry, pages, staticFiles, renderProblems, locate),
    /** Render problems less those that only echo a page or tool refused for its own problems. */
    withoutEchoes: (renderProblems: string[], refusedRoutes: string[]) => withoutEchoes(renderProblems, refusedRoutes, registry.refusedTools),
    /**
     * What every page may show of other pages and of the tools, as text: a
     * page that read the list of all pages, or any tool, is current while
     * these are unchanged.
     */
    contentState: () => ({
      pages: JSON.stringify(registry.pages.map(({ route, data, wordCount }) => [route, data, wordCount])),
      // With which prices are old enough for their profiles to say so: that changes with the day.
      tools: JSON.stringify([...registry.tools].map(([id, tool]) => [id, tool, isStale(tool.pricing.checked, registry.today)])),
    }),
    /** The social cards to have in dist/ (rendered and cached by scripts/cards/). */
    socialCards: () => socialCardJobs(registry),
  }
}
