import type { Registry } from '../content/entries'
import { routeTable } from '../content/routes'
import type { Frontmatter } from '../content/schema'
import { CARD_VERSION, cardImagePath, cardInputFor, cardLayers, type CardInput, type CardLayer } from '../seo/social-card'
import { site } from '../shared/site'

/** One card the build must have in dist/: where, what to draw, and what identifies the picture. */
export interface CardJob {
  route: string
  /** Path inside dist/ ("og/pages/compare/a-vs-b.png"). */
  file: string
  /** The card's layers of satori element trees, plain data, so they can be posted to a worker thread; made at each read. */
  readonly layers: CardLayer[]
  /**
   * Everything the pixels depend on that this bundle knows: the layers (title,
   * kind, tool names, site name and the design) and CARD_VERSION. The build
   * adds the fonts and renderer versions and hashes it into the cache name.
   * Made at each read.
   */
  readonly key: string
  /**
   * Set on cards that show the same picture as others ("field:CRM" for a
   * field's catalogue-only tools): every job with it has the same key, made
   * once, so the build can name the picture once for all of them.
   */
  shared?: string
}

/**
 * What a tool's profile card shows. A tool a ranking or a comparison names
 * gets a card with its own name; a tool that is only in the catalogue
 * shares its field's card ("CRM tools: …"), drawn once for all of them.
 * Measured (#32): a card costs 5 ms on two threads on the project's
 * machine, so 100,000 cards of their own would be 8.5 of the 15 minutes a
 * cold build at that size may take; the profile's own title still names
 * the tool in every link preview (og:title beside the image).
 */
function toolCardInput(registry: Registry, data: Frontmatter, siteName: string): CardInput | undefined {
  if (data.kind !== 'tool') return undefined
  const relations = registry.toolRelations.get(data.tool)
  if (relations && relations.rankedIn.length + relations.comparedIn.length > 0) return undefined
  const field = registry.tools.get(data.tool)?.group
  return field ? { title: fieldCardTitle(field), kind: 'tool', toolNames: [], siteName } : undefined
}

/** What a page's card says when it is not the page's own title: the field's card of a catalogue-only tool; else undefined. */
export const sharedCardTitle = (registry: Registry, data: Frontmatter): string | undefined => toolCardInput(registry, data, '')?.title

/** The title on the card a field's catalogue-only tools share. */
export const fieldCardTitle = (field: string) => `${field} tools: plans, prices and features, side by side`

/**
 * A card for every page in the route table, except pages whose frontmatter
 * names their own `image` (nothing links to a card for them). The 404 page
 * and alias redirect pages are not routes, so they have none.
 */
export function socialCardJobs(registry: Registry, siteName: string = site.name): CardJob[] {
  const toolName = (id: string) => registry.tools.get(id)?.name
  // A field's shared card: its key made once for all its tools (at 100,000 tools, 100,000 keys made and hashed were most of an edit's card step).
  const sharedKeys = new Map<string, string>()
  return routeTable(registry.pages).flatMap((row): CardJob[] => {
    const page = registry.byRoute.get(row.path)
    if (!page || page.data.image) return []
    const sharedInput = toolCardInput(registry, page.data, siteName)
    const input = sharedInput ?? cardInputFor(page.data, toolName, siteName)
    // Layers and key made when asked for, and not kept: the build asks each card for its key once, and only a card
    // to be drawn for its layers. Kept, at 100,000 pages they were some 2 million objects and 200 MB of keys
    // living through the card step, and their collection most of it. A shared card's key is one string for all.
    const shared = sharedInput && `field:${sharedInput.title}`
    return [
      {
        route: row.path,
        file: cardImagePath(row.path).slice(1),
        get layers() {
          return cardLayers(input)
        },
        get key() {
          if (!shared) return cardKey(cardLayers(input))
          let key = sharedKeys.get(shared)
          if (key === undefined) sharedKeys.set(shared, (key = cardKey(cardLayers(input))))
          return key
        },
        ...(shared ? { shared } : {}),
      },
    ]
  })
}

/** The text of each backdrop layer: one object for all the cards of a kind (cardLayers), written out once. */
const backdropTexts = new WeakMap<CardLayer, string>()

/**
 * A card's key: `JSON.stringify({ version: CARD_VERSION, layers })`, with
 * the backdrop's text made once for all the cards that share it (at 100,000
 * pages, writing it out for each card was most of the key's cost).
 */
export function cardKey(layers: readonly CardLayer[]): string {
  const texts = layers.map((layer, at) => (at === 0 ? backdropText(layer) : JSON.stringify(layer)))
  return `{"version":${JSON.stringify(CARD_VERSION)},"layers":[${texts.join(',')}]}`
}

/** A backdrop layer's text, made once for the object every card of its kind shares. */
function backdropText(layer: CardLayer): string {
  let text = backdropTexts.get(layer)
  if (text === undefined) backdropTexts.set(layer, (text = JSON.stringify(layer)))
  return text
}
