import type { PageEntry, Registry } from '../content/entries'
import { routeTable } from '../content/routes'
import type { Frontmatter } from '../content/schema'
import { toolsRankedOrCompared } from '../content/tool-relations'
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
   * field's catalogue-only tools, "listing:/tools" for a directory's
   * pages): every job with it has the same key, made
   * once, so the build can name the picture once for all of them.
   */
  readonly shared?: string | undefined
}

/** A picture several pages' cards show: its id, and what it shows. */
interface SharedPicture {
  id: string
  title: string
  kind: Frontmatter['kind']
}

/**
 * The picture a page's card shares with other pages, if it does.
 * - A tool a ranking or a comparison names gets a card with its own name; a
 *   tool that is only in the catalogue shares its field's card ("CRM tools:
 *   …"), drawn once for all of them.
 * - A directory's pages 2 and on share its first page's card: their own
 *   titles differ only by "(page 417 of 8338)", which a link preview shows
 *   beside the picture (og:title), and with the count on the card, a tool
 *   added past a page's twelfth drew its 8,337 pages' cards again.
 * Measured (#32): a card costs 5 ms on two threads on the project's
 * machine, so 100,000 cards of their own would be 8.5 of the 15 minutes a
 * cold build at that size may take, and the directory's 8,337 pages 2 and
 * on some 45 s of it.
 */
function sharedPictureOf(registry: Registry, page: PageEntry, rankedOrCompared: (id: string) => boolean = (id) => namedByRelations(registry, id)): SharedPicture | undefined {
  const { data } = page
  if (data.kind === 'directory' && page.listing && page.listing.pages > 1) {
    const first = registry.byRoute.get(page.listing.base)
    return first ? { id: `listing:${page.listing.base}`, title: first.data.title, kind: first.data.kind } : undefined
  }
  if (data.kind !== 'tool') return undefined
  if (rankedOrCompared(data.tool)) return undefined
  const field = registry.tools.get(data.tool)?.group
  return field === undefined ? undefined : { id: `field:${field}`, title: fieldCardTitle(field), kind: 'tool' }
}

/** Whether a ranking or a comparison names the tool, read from its relations: a render's (its dependency on them logged). */
const namedByRelations = (registry: Registry, id: string) => {
  const relations = registry.toolRelations.get(id)
  return relations !== undefined && relations.rankedIn.length + relations.comparedIn.length > 0
}

/** What a page's card says when it is not the page's own title (a picture shared with other pages); else undefined. */
export const sharedCardTitle = (registry: Registry, page: PageEntry): string | undefined => {
  const shared = sharedPictureOf(registry, page)
  return shared && shared.title !== page.data.title ? shared.title : undefined
}

/** The title on the card a field's catalogue-only tools share. */
export const fieldCardTitle = (field: string) => `${field} tools: plans, prices and features, side by side`

/** A shared picture's card: what it shows, and its key once made (one for all the pages that share it). */
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
  // Each shared picture's card made once: at 100,000 tools, 100,000 keys made and hashed were most of an edit's card step.
  const sharedCards = new Map<string, SharedCard>()
  const sharedCard = ({ id, title, kind }: SharedPicture) => {
    let card = sharedCards.get(id)
    if (!card) sharedCards.set(id, (card = { input: { title, kind, toolNames: [], siteName }, id }))
    return card
  }
  // From the pages alone, not the relations: an edit's build that renders no profile then never works them out (content/entries.ts).
  const named = toolsRankedOrCompared(registry.pages)
  const rankedOrCompared = (id: string) => registry.tools.has(id) && named.has(id)
  const jobs: CardJob[] = []
  for (const row of routeTable(registry.pages)) {
    const page = registry.byRoute.get(row.path)
    if (!page || page.data.image) continue
    const picture = sharedPictureOf(registry, page, rankedOrCompared)
    const shared = picture && sharedCard(picture)
    jobs.push(new PageCardJob(row.path, shared?.input ?? cardInputFor(page.data, toolName, siteName), shared))
  }
  return jobs
}

/**
 * The card jobs after pages were saved with new frontmatter (frontmatter-saved.ts): the jobs before, with each saved
 * page's made again from its data. A saved page is neither a directory nor a profile, so its card is its own, shared
 * with no page, and no other card reads it. Undefined when a saved page's card comes or goes (it names an `image` now,
 * or no longer does): the jobs are then made whole (socialCardJobs). At 100,000 tools, they took 0.6 s of a save.
 */
export function socialCardJobsSaved(registry: Registry, before: readonly CardJob[], saved: readonly PageEntry[], siteName: string = site.name): CardJob[] | undefined {
  const toolName = (id: string) => registry.tools.get(id)?.name
  const byRoute = new Map(saved.map((page) => [page.route, page]))
  let found = 0
  const jobs = before.map((job) => {
    const page = byRoute.get(job.route)
    if (!page) return job
    found += 1
    return page.data.image ? job : new PageCardJob(job.route, cardInputFor(page.data, toolName, siteName), undefined)
  })
  return found === saved.length && saved.every((page) => !page.data.image) ? jobs : undefined
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
