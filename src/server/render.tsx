import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import type { PageEntry, Registry } from '../content/entries'
import { routeForPath } from '../content/routes'
import { toolIdsOf, type Frontmatter } from '../content/schema'
import { NotFound, notFoundData } from '../layout/NotFound'
import { SiteFrame } from '../layout/SiteFrame'
import { TableCounter } from '../mdx/ProseTable'
import { PageContext } from '../page/context'
import { IslandCounter } from '../page/island'
import { headTags, jsonLdFor } from '../seo/head'
import { site } from '../shared/site'
import { Document, type Assets } from './Document'
import { PageBody } from './PageBody'
import { sharedCardTitle } from './social-cards'
import { unknownComponentProblem } from '../mdx/components'
import { undefinedNameAdvice } from '../shared/mdx-advice'

export interface RenderedPage {
  status: 200 | 404
  html: string
}

/**
 * The page a requested path shows, or null for the not-found page: the
 * route table's page for routeForPath(pathname), the same rule the build's
 * files and link check follow, so the preview shows exactly what ships.
 */
function matchPage(registry: Registry, pathname: string): PageEntry | null {
  return registry.byRoute.get(routeForPath(pathname)) ?? null
}

/**
 * Renders one URL to a complete HTML document: the page's head tags and
 * structured data, and the site frame around its body (or the not-found
 * page). React Router provides the location the frame's navigation reads.
 */
export async function renderPage(registry: Registry, url: string, assets: Assets): Promise<RenderedPage> {
  const pathname = new URL(url, 'http://localhost').pathname
  const page = matchPage(registry, pathname)
  const module = page ? await page.load() : null
  const data: Frontmatter = page?.data ?? notFoundData
  const route = page?.route ?? pathname
  const tools = page ? toolIdsOf(page.data).flatMap((id) => registry.tools.get(id) ?? []) : []
  const headInput = { route, data, site, tools, wordCount: module?.wordCount, canonical: page !== null, imageAlt: page ? sharedCardTitle(registry, page) : undefined }
  try {
    const html = renderToString(
      <IslandCounter.Provider value={{ next: 0 }}>
        <TableCounter.Provider value={{ next: 0 }}>
          <Document head={headTags(headInput)} jsonLd={page ? jsonLdFor(headInput) : []} assets={assets}>
            <StaticRouter location={route}>
              <SiteFrame>
                {page && module ? (
                  <PageContext.Provider value={{ page, registry, headings: module.headings ?? [] }}>
                    <PageBody page={page} module={module} />
                  </PageContext.Provider>
                ) : (
                  <NotFound />
                )}
              </SiteFrame>
            </StaticRouter>
          </Document>
        </TableCounter.Provider>
      </IslandCounter.Provider>,
    )
    return { status: page ? 200 : 404, html: `<!DOCTYPE html>${html}` }
  } catch (error) {
    const where = page ? page.file : `the not-found page (${pathname})`
    throw new Error(`${where}: could not render: ${renderProblem((error as Error).message)}`, { cause: error })
  }
}

/** MDX's words for a component the page uses but the site does not have, as the report says it (unknownComponentProblem). */
export function renderProblem(message: string): string {
  const unknown = /^Expected component `([^`]+)` to be defined/.exec(message)?.[1]
  return unknown ? unknownComponentProblem(unknown) : `${message}${undefinedNameAdvice(message)}`
}
