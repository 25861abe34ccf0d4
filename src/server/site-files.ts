import type { Registry } from '../content/entries'
import { routeTable } from '../content/routes'
import { SEARCH_DATA_ROOT, SEARCH_META_URL } from '../search/split/layout'
import { comparisonsByTool, FIELDS_URL, toolRecord, toolRecordUrl } from '../catalogue/compare-builder'
import { FINDER_MANIFEST_URL, TOOL_DATA_ROOT } from '../catalogue/finder-split'
import { NAMES_MANIFEST_URL } from '../catalogue/name-grams'
import { finderFilesOf } from '../catalogue/finder-files'
import { nameSearchFiles, readAheadOfSplit, type KeptTexts } from '../catalogue/finder-split-build'
import { holdsReadTools, makesOf, noteMake } from '../catalogue/finder-live'
import { NAME_SHARDS_URL, nameShards, nameShardUrl } from '../catalogue/name-shards'
import { toolRoute } from '../content/tool-pages'
import { atomFeed, llmsToolSection, llmsTxtWithTools } from '../seo/feeds'
import { robotsTxt, sitemapDataOf, sitemapFiles } from '../seo/sitemap'
import { site } from '../shared/site'
import type { Assets } from './Document'
import { headersFile } from './headers'
import { aliasFiles, redirectsFile } from './redirects'
import { ContentError } from '../content/errors'
import type { LocateField } from '../content/problem-report'
import { renderPage } from './render'
import { searchFiles, searchItems } from './search-files'
import type { SearchItem } from '../search/search-index'
import { trackReads } from './render-dependencies'
import { derived, derivedOverPages, derivedOverTools, keptThroughPageSaves } from '../content/derived'
import { escapeRegExp } from '../shared/escape-regexp'

import { checkLinks, type CheckedPage, type LinkCheckInput } from './link-check'
import { toolCatalogue, toolCatalogueSteps } from './finder-catalogue'

export interface OutputFile {
  /** Path inside dist/. */
  path: string
  content: string
  /**
   * What the content is made from, as a hash: equal keys, equal content. A file with one may make its content only
   * when it is read (the finder's records files), and the build places it by the name it stored that key's content
   * under, without reading it (scripts/build/extras.mjs).
   */
  key?: string
}

/** A page rendered for the build, and what it showed of the rest of the content (render-dependencies.ts). */
export interface RenderedRoute {
  html: string
  /** Dependency keys: the page is current while what they name is unchanged. */
  dependsOn: string[]
}

/**
 * Renders one route, noting what it read of the registry besides its own
 * page: the tools, tool relations, pages and lists it looked at. A page is
 * reused from the build cache while its own source, the code and what it
 * read are unchanged, whatever else changes.
 */
export async function renderRoute(registry: Registry, route: string, assets: Assets): Promise<RenderedRoute> {
  const { tracked, log } = trackReads(registry, route)
  const { html } = await renderPage(tracked, route, assets)
  return { html, dependsOn: log.keys() }
}

/**
 * What a group may keep from one build to the next to make its files again
 * sooner: texts by id, each with the state of what it was made from. The
 * build keeps one for a group while the server code is the same
 * (scripts/build/extras.mjs); the preview gives none.
 */
export type GroupMemo = KeptTexts

/**
 * The hand-written comparisons each tool is in, by tool id, as plain data
 * (a value's hash is its JSON): read by every tool's record as one value,
 * so a record depends on its own tool and on this, not on the 100,000 others.
 */
const comparisonsOfTools = derived('comparisons-of-tools', (registry): Record<string, Record<string, string>> => Object.fromEntries(comparisonsByTool(registry.lists.compare)))

/** One tool's record for the compare builder, /tools/<id>.json, with the hand-written comparisons it is in. */
function toolRecordFile(registry: Registry, id: string): OutputFile[] {
  const tool = registry.tools.get(id)
  if (!tool) return []
  const comparisons = comparisonsOfTools(registry)
  // Own keys only: a tool's id such as "constructor" must not find what every object inherits.
  return [{ path: toolRecordUrl(id).slice(1), content: JSON.stringify(toolRecord(tool, toolRoute(id), Object.hasOwn(comparisons, id) ? comparisons[id]! : {})) }]
}

/**
 * The tools' names and ids, the only part of a tool the pickers' files
 * show: read as one value, so a tool's rating or prices leave them as they are.
 */
const toolNames = derivedOverTools('tool-names', ({ id, name }) => ({ id, name }), (names) => names)

/**
 * When each tool's prices were checked, by id: all the sitemap reads of
 * the tools (a profile's last change), as one value (plain data: a value's
 * hash is its JSON, and a Map's JSON is empty).
 */
const pricesChecked = derivedOverTools('prices-checked', (tool): [string, string] => [tool.id, tool.pricing.checked], (dates) => dates)

/** The sitemap's view of the tools: each one's date checked, by id. */
const checkedTools = (registry: Registry) => new Map(pricesChecked(registry).map(([id, checked]) => [id, { pricing: { checked } }]))

/** The tools' names split by the first two characters of their ids, with the list of shards, for the compare builder. */
function toolNameShards(registry: Registry): OutputFile[] {
  const { index, shards } = nameShards(toolNames(registry))
  return [{ path: NAME_SHARDS_URL.slice(1), content: JSON.stringify(index) }, ...[...shards].map(([shard, pairs]) => ({ path: nameShardUrl(shard).slice(1), content: JSON.stringify(pairs) }))]
}

/**
 * Every page's address and frontmatter, without what its body adds (its
 * word count): what the feed and llms.txt list. Read as one
 * value, so a guide's prose edit leaves them as they are.
 */
const pagesAsListed = derivedOverPages('pages-as-listed', ({ route, data }) => ({ route, data }), (pages) => pages)

/**
 * llms.txt's section of tools, from the tool list (its indexed profiles) and the tools alone: a guide's title saved
 * leaves it as it was, and so does a tool's rating saved that moves no field's best rated (the llms.txt group is then
 * kept). Made in llms.txt, it read every tool and page, and was made again at every such save.
 */
const llmsTools = derived('llms-tools', (registry) => llmsToolSection(registry.lists.tool, site.origin, registry.tools))
keptThroughPageSaves(llmsTools)

/**
 * Every page's address and what the sitemap reads of its frontmatter (its
 * dates, whether it is indexed): read as one value, so a page's title or
 * description saved leaves the sitemap as it is.
 */
const pagesInSitemap = derivedOverPages('pages-in-sitemap', ({ route, data }) => ({ route, data: sitemapDataOf(data) }), (pages) => pages)

/**
 * The site's files besides its pages, in groups, each made from the
 * registry it is given: the build gives each group a registry that notes
 * what it reads (trackReads), and keeps a group's files while what it read
 * is unchanged, as it keeps pages (scripts/build/extras.mjs). The 404 page
 * is not among them: it is rendered on every build, for its links.
 */
export const EXTRA_GROUPS = {
  sitemap: (registry: Registry): OutputFile[] => sitemapFiles(pagesInSitemap(registry), site.origin, checkedTools(registry)),
  robots: (): OutputFile[] => [{ path: 'robots.txt', content: robotsTxt(site.origin) }],
  search: (registry: Registry, memo?: GroupMemo): OutputFile[] => searchFiles(registry, memo),
  finder: (registry: Registry, memo?: GroupMemo): OutputFile[] => {
    if (memo?.live) noteMake(memo.live)
    return finderFilesOf(toolCatalogue(registry, memo).catalogue, memo).files
  },
  fields: (registry: Registry): OutputFile[] => [{ path: FIELDS_URL.slice(1), content: JSON.stringify([...registry.fields.fields.values()]) }],
  toolNames: (registry: Registry): OutputFile[] => [...toolNameShards(registry), ...nameSearchFiles(toolNames(registry)).files],
  feed: (registry: Registry): OutputFile[] => [{ path: 'feed.xml', content: atomFeed(pagesAsListed(registry), site) }],
  llms: (registry: Registry): OutputFile[] => [{ path: 'llms.txt', content: llmsTxtWithTools(pagesAsListed(registry), site, llmsTools(registry)) }],
  aliases: (registry: Registry): OutputFile[] => [...aliasFiles(registry, site.origin), { path: '_redirects', content: redirectsFile(registry) }],
  headers: (): OutputFile[] => [{ path: '_headers', content: headersFile() }],
} satisfies Record<string, (registry: Registry, memo?: GroupMemo) => OutputFile[]>

export type ExtraGroup = keyof typeof EXTRA_GROUPS

/** A group of files made an item at a time (see EXTRA_ITEM_GROUPS). */
export interface ItemGroup {
  /** Every item's id: which items there are now. Not read through the tracking: no item depends on the others. */
  items: (registry: Registry) => string[]
  /** One item's files, made from the registry it is given (the build gives one that notes what the item reads). */
  item: (registry: Registry, id: string) => OutputFile[]
}

/**
 * Groups of the site's other files made an item at a time, each item kept
 * while what it read is unchanged (scripts/build/extras.mjs), as a page is:
 * editing one tool makes its record again, not the 100,000 others.
 */
export const EXTRA_ITEM_GROUPS = {
  toolRecords: { items: (registry) => [...registry.tools.keys()], item: toolRecordFile },
} satisfies Record<string, ItemGroup>

export type ExtraItemGroup = keyof typeof EXTRA_ITEM_GROUPS

/** One item of a group made an item at a time, with what it read of the content (dependency keys, as for a page). */
export function extraItem(registry: Registry, group: ExtraItemGroup, id: string): { files: OutputFile[]; dependsOn: string[] } {
  const { tracked, log } = trackReads(registry, `extras:${group}:${id}`)
  const files = EXTRA_ITEM_GROUPS[group].item(tracked, id)
  return { files, dependsOn: log.keys() }
}

/**
 * Which group writes the file at an address, by the addresses each group
 * writes: the preview makes a group only when a tab asks for one of its
 * files (at 100,000 tools the finder's take seconds to make), and one
 * tool's record alone. Undefined for an address no group writes.
 */
export function groupOfAddress(address: string): { group: ExtraGroup } | { group: ExtraItemGroup; id: string } | undefined {
  if (address === SEARCH_META_URL || address.startsWith(SEARCH_DATA_ROOT)) return { group: 'search' }
  if (address === '/sitemap.xml' || address.startsWith('/sitemaps/')) return { group: 'sitemap' }
  if (address === '/robots.txt') return { group: 'robots' }
  if (address === '/feed.xml') return { group: 'feed' }
  if (address === '/llms.txt') return { group: 'llms' }
  if (address === FINDER_MANIFEST_URL || address.startsWith(`${TOOL_DATA_ROOT}finder/`)) return { group: 'finder' }
  if (address === FIELDS_URL) return { group: 'fields' }
  if (address === NAMES_MANIFEST_URL || address.startsWith(NAME_SHARDS_URL.slice(0, NAME_SHARDS_URL.lastIndexOf('/') + 1)) || address.startsWith(`${TOOL_DATA_ROOT}names-`)) return { group: 'toolNames' }
  const record = /^\/tools\/([^/]+)\.json$/.exec(address)
  return record ? { group: 'toolRecords', id: record[1]! } : undefined
}

/** The addresses of the files every build writes besides the pages, whatever the content: known without making them. */
export const ALWAYS_WRITTEN: ReadonlySet<string> = new Set([SEARCH_META_URL, '/sitemap.xml', '/robots.txt', '/feed.xml', '/llms.txt', FINDER_MANIFEST_URL, FIELDS_URL, NAMES_MANIFEST_URL])

/** Whether every build writes a file at this address besides the pages (the feed, the sitemap): a link to it is not broken. */
export const isAlwaysWritten = (address: string): boolean => ALWAYS_WRITTEN.has(address)

/** One group of the site's other files, with what it read of the content (dependency keys, as for a page); `memo`, what it may keep for its next make. */
export function extraGroup(registry: Registry, group: ExtraGroup, memo?: GroupMemo): { files: OutputFile[]; dependsOn: string[] } {
  // Not a route: its own page is no page of the site.
  const { tracked, log } = trackReads(registry, `extras:${group}`)
  const files = EXTRA_GROUPS[group](tracked, memo)
  return { files, dependsOn: log.keys() }
}

/**
 * What the search's group reads of the content, read as its make reads it
 * (with the same dependency keys): for a make of its files on a thread of
 * the build's own (search-make.ts), where the registry is not.
 */
export function searchGroupItems(registry: Registry): { items: SearchItem[]; dependsOn: string[] } {
  const { tracked, log } = trackReads(registry, 'extras:search')
  return { items: searchItems(tracked), dependsOn: log.keys() }
}

/**
 * What a group reads ahead into its memo's live values while a build that stays running waits for the next save: the
 * finder's records parsed, their tools read and each scope ordered (at 100,000 tools, some 0.7 s the watch's first
 * tools file's save no longer pays). Nothing is made or written; another group reads nothing ahead, and nor does the
 * finder once a make or a read-ahead has kept its tools there (holdsReadTools): they are as current as that make.
 * In steps (the records taken from the memo, ten thousand tools at a time; ten thousand records read at a time; the
 * tools read; each scope in each sort), some 0.1 to 0.4 s each at 100,000 tools: between two the watch builds a save
 * that came first (scripts/build.mjs), and a step not taken is the make's. As one step, the records read was 1 s a save
 * waited for, and the records taken 0.8 s.
 * A read-ahead a save cut short goes on in the watch's next wait where it stopped (build/watch-wait.mjs), unless a make
 * has used the live values since (makesOf): begun again, its first step was some 0.6 s done twice.
 */
export function* readAheadOfGroup(registry: Registry, group: ExtraGroup, memo: GroupMemo): Generator<void, void, undefined> {
  const live = memo.live
  if (group !== 'finder' || !live || holdsReadTools(live)) return
  const makes = makesOf(live)
  function* steps() {
    const { catalogue, readAhead } = yield* toolCatalogueSteps(registry, memo)
    yield
    yield* readAhead()
    yield* readAheadOfSplit(catalogue.file(), live!)
  }
  for (const _ of steps()) {
    yield
    if (makesOf(live) !== makes) return
  }
}

/** The 404 page, rendered (every build: the link check reads its links). */
export async function notFoundFile(registry: Registry, assets: Assets): Promise<OutputFile> {
  const notFound = await renderPage(registry, '/404', assets)
  return { path: '404.html', content: notFound.html }
}

/** What the build writes besides the pages: the 404 page, sitemap, robots.txt, search index, the tools' data (the finder's, the compare builder's, the pickers'), feeds and redirects. */
export async function siteExtras(registry: Registry, assets: Assets): Promise<OutputFile[]> {
  const items = Object.values(EXTRA_ITEM_GROUPS).flatMap((group: ItemGroup) => group.items(registry).flatMap((id) => group.item(registry, id)))
  return [await notFoundFile(registry, assets), ...Object.values(EXTRA_GROUPS).flatMap((group) => group(registry)), ...items]
}

/**
 * Checks every internal link and anchor in the built pages (their HTML or
 * link summaries, by route; the 404 page as "/404"); `staticFiles` are the
 * other paths the site serves (public/ files and siteExtras). Throws naming
 * every broken link, so a broken link fails the build.
 */
export function assertLinks(
  registry: Registry,
  pages: readonly CheckedPage[],
  staticFiles: readonly string[],
  renderProblems: readonly string[] = [],
  locate?: LocateField,
  known: Pick<LinkCheckInput, 'unchanged' | 'filesLinked'> = {},
): void {
  const aliases = new Map([...registry.aliases].map(([from, page]) => [from, page.route]))
  const problems = checkLinks({ pages, aliases, files: new Set(staticFiles), ...known })
  // Reported like every other content problem: by the file the link is written in.
  if (problems.length + renderProblems.length > 0) throw new ContentError([...renderProblems, ...problems.map((problem) => inFile(registry, problem))], locate)
}

/**
 * The render problems that are not only the echo of a refused page or
 * tool: a directory that cannot show a comparison whose frontmatter has a
 * mistake is not a second problem, the comparison is (and is reported).
 */
export function withoutEchoes(renderProblems: readonly string[], refusedRoutes: readonly string[], refusedTools: ReadonlySet<string> = new Set()): string[] {
  const echoes = [...refusedRoutes.map((route) => new RegExp(`${escapeRegExp(route)}(?![\\w/-])`)), ...[...refusedTools].map((id) => new RegExp(`content/_tools/${id}\\.yaml has problems`))]
  return renderProblems.filter((problem) => !echoes.some((echo) => echo.test(problem)))
}

/** "/guides/x: /y: no such page" as "content/guides/x.mdx: link /y: no such page" (the route stays when no file has it, as for /404). */
function inFile(registry: Registry, problem: string): string {
  const colon = problem.indexOf(': ')
  const file = registry.byRoute.get(problem.slice(0, colon))?.file
  return file ? `${file}: link ${problem.slice(colon + 2)}` : problem
}
