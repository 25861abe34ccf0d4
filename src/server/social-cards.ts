import type { Registry } from '../content/entries'
import { routeTable } from '../content/routes'
import { CARD_VERSION, cardImagePath, cardInputFor, cardLayers, type CardLayer } from '../seo/social-card'
import { site } from '../shared/site'

/** One card the build must have in dist/: where, what to draw, and what identifies the picture. */
export interface CardJob {
  route: string
  /** Path inside dist/ ("og/pages/compare/a-vs-b.png"). */
  file: string
  /** The card's layers of satori element trees, plain data, so they can be posted to a worker thread. */
  layers: CardLayer[]
  /**
   * Everything the pixels depend on that this bundle knows: the layers (title,
   * kind, tool names, site name and the design) and CARD_VERSION. The build
   * adds the fonts and renderer versions and hashes it into the cache name.
   */
  key: string
}

/**
 * A card for every page in the route table, except pages whose frontmatter
 * names their own `image` (nothing links to a card for them). The 404 page
 * and alias redirect pages are not routes, so they have none.
 */
export function socialCardJobs(registry: Registry, siteName: string = site.name): CardJob[] {
  const toolName = (id: string) => registry.tools.get(id)?.name
  return routeTable(registry.pages).flatMap((row) => {
    const page = registry.byRoute.get(row.path)
    if (!page || page.data.image) return []
    const layers = cardLayers(cardInputFor(page.data, toolName, siteName))
    return [{ route: row.path, file: cardImagePath(row.path).slice(1), layers, key: JSON.stringify({ version: CARD_VERSION, layers }) }]
  })
}
