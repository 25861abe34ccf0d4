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
  readonly shared?: string | undefined
}

/**
 * The field whose card a tool's profile shares, if it does. A tool a
 * ranking or a comparison names gets a card with its own name; a tool that
 * is only in the catalogue shares its field's card ("CRM tools: …"), drawn
 * once for all of them. Measured (#32): a card costs 5 ms on two threads on
 * the project's machine, so 100,000 cards of their own would be 8.5 of the
 * 15 minutes a cold build at that size may take; the profile's own title
 * still names the tool in every link preview (og:title beside the image).
 */
function sharedCardField(registry: Registry, data: Frontmatter): string | undefined {
  if (data.kind !== 'tool') return undefined
  const relations = registry.toolRelations.get(data.tool)
  if (relations && relations.rankedIn.length + relations.comparedIn.length > 0) return undefined
  return registry.tools.get(data.tool)?.group
}

/** What a page's card says when it is not the page's own title: the field's card of a catalogue-only tool; else undefined. */
export const sharedCardTitle = (registry: Registry, data: Frontmatter): string | undefined => {
  const field = sharedCardField(registry, data)
  return field === undefined ? undefined : fieldCardTitle(field)
}

/** The title on the card a field's catalogue-only tools share. */
export const fieldCardTitle = (field: string) => `${field} tools: plans, prices and features, side by side`

/** A field's shared card: what it shows, and its key once made (one for all the field's tools). */
interface SharedCard {
  input: CardInput
  id: string
  key?: string
}

/**
 * A page's card job. Its layers and key are made when asked for, and not
 * kept: the build asks each card for its key once, and only a card to be
 * drawn for its layers. Kept, at 100,000 pages they were some 2 million
 * objects and 200 MB of keys living through the card step, and their
 * collection most of it. A shared card's key is made once, for all the
 * pages that share it. The getters are the class's, not each job's own.
 */
class PageCardJob implements CardJob {
  readonly file: string
  readonly shared: string | undefined
  constructor(
    readonly route: string,
    private readonly input: CardInput,
    private readonly sharedCard: SharedCard | undefined,
  ) {
    this.file = cardImagePath(route).slice(1)
    this.shared = sharedCard?.id
  }

  get layers(): CardLayer[] {
    return cardLayers(this.input)
  }

  get key(): string {
    if (!this.sharedCard) return cardKey(cardLayers(this.input))
    return (this.sharedCard.key ??= cardKey(cardLayers(this.input)))
  }
}

/**
 * A card for every page in the route table, except pages whose frontmatter
 * names their own `image` (nothing links to a card for them). The 404 page
 * and alias redirect pages are not routes, so they have none.
 */
export function socialCardJobs(registry: Registry, siteName: string = site.name): CardJob[] {
  const toolName = (id: string) => registry.tools.get(id)?.name
  // Each field's shared card made once: at 100,000 tools, 100,000 keys made and hashed were most of an edit's card step.
  const sharedCards = new Map<string, SharedCard>()
  const sharedCard = (field: string) => {
    let card = sharedCards.get(field)
    if (!card) sharedCards.set(field, (card = { input: { title: fieldCardTitle(field), kind: 'tool', toolNames: [], siteName }, id: `field:${field}` }))
    return card
  }
  const jobs: CardJob[] = []
  for (const row of routeTable(registry.pages)) {
    const page = registry.byRoute.get(row.path)
    if (!page || page.data.image) continue
    const field = sharedCardField(registry, page.data)
    const shared = field === undefined ? undefined : sharedCard(field)
    jobs.push(new PageCardJob(row.path, shared?.input ?? cardInputFor(page.data, toolName, siteName), shared))
  }
  return jobs
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
