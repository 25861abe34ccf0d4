import { renderToString } from 'react-dom/server'
import { matchRoutes, Outlet, StaticRouter, useRoutes, type RouteObject } from 'react-router-dom'
import type { PageEntry, PageModule, Registry } from '../content/entries'
import { toolIdsOf, type Frontmatter } from '../content/schema'
import { IslandCounter } from '../islands/island'
import { TableCounter } from '../mdx/ProseTable'
import { NotFound, notFoundData } from '../layout/NotFound'
import { PageContext } from '../layout/PageContext'
import { SiteFrame } from '../layout/SiteFrame'
import { headTags, jsonLdFor } from '../seo/head'
import { site } from '../site'
import { PageBody } from './PageBody'
import { Document, type Assets } from './Document'

export interface RenderedPage {
  status: 200 | 404
  html: string
}

interface RouteHandle {
  page: PageEntry | null
}

/**
 * The route table as react-router route objects: the pages, then the
 * not-found fallback. Rendering passes only the page being rendered, so
 * each render costs the same however many pages the site has.
 */
export function siteRoutes(registry: Registry, module: PageModule | null, pages: readonly PageEntry[] = registry.pages): RouteObject[] {
  return [
    {
      element: (
        <SiteFrame>
          <Outlet />
        </SiteFrame>
      ),
      children: [
        ...pages.map((page) => ({
          path: page.route,
          handle: { page } satisfies RouteHandle,
          element: module ? (
            <PageContext.Provider value={{ page, registry, headings: module.headings ?? [] }}>
              <PageBody page={page} module={module} />
            </PageContext.Provider>
          ) : null,
        })),
        { path: '*', handle: { page: null } satisfies RouteHandle, element: <NotFound /> },
      ],
    },
  ]
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes)
}

/** The page a URL shows, or null for the not-found page. */
export function matchPage(registry: Registry, pathname: string): PageEntry | null {
  // The build asks for exact routes: a map lookup. Other spellings (case, trailing slash) go through the router's rules.
  const exact = registry.byRoute.get(pathname)
  if (exact) return exact
  const matches = matchRoutes(siteRoutes(registry, null), pathname)
  const handle = matches?.[matches.length - 1]?.route.handle as RouteHandle | undefined
  return handle?.page ?? null
}

/** Renders one URL to a complete HTML document. */
export async function renderPage(registry: Registry, url: string, assets: Assets): Promise<RenderedPage> {
  const pathname = new URL(url, 'http://localhost').pathname
  const page = matchPage(registry, pathname)
  const module = page ? await page.load() : null
  const data: Frontmatter = page?.data ?? { ...notFoundData, keywords: [], faqs: [], related: [], aliases: [], draft: false }
  const route = page?.route ?? pathname
  const tools = page ? toolIdsOf(page.data).flatMap((id) => registry.tools.get(id) ?? []) : []
  const headInput = { route, data, site, tools, wordCount: module?.wordCount, canonical: page !== null }
  try {
    const html = renderToString(
      <IslandCounter.Provider value={{ next: 0 }}>
        <TableCounter.Provider value={{ next: 0 }}>
        <Document head={headTags(headInput)} jsonLd={page ? jsonLdFor(headInput) : []} assets={assets}>
          <StaticRouter location={pathname}>
            <Routes routes={siteRoutes(registry, module, page ? [page] : [])} />
          </StaticRouter>
        </Document>
        </TableCounter.Provider>
      </IslandCounter.Provider>,
    )
    return { status: page ? 200 : 404, html: `<!DOCTYPE html>${html}` }
  } catch (error) {
    const where = page ? page.file : `the not-found page (${pathname})`
    throw new Error(`${where}: could not render: ${(error as Error).message}`, { cause: error })
  }
}
