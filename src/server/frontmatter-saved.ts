/**
 * The build's site after pages were saved with new frontmatter (a guide's
 * title, date or description edited), for a build that stays running
 * (`npm run build -- --watch`): the registry before with those pages
 * replaced, its lists and the directory pages that show them made again,
 * and the keys such a save can change (changed-keys.ts), so that a record
 * that read none of them is taken as it was. The tools, their profiles and
 * the tool list are as they were, not checked and listed again. At 100,000
 * tools, making the site again was 10 to 11 s of a guide's date saved:
 * checking every tool and profile again (1.7 s), and working out the
 * digests of 110,600 records and every key they read (some 4 s, with the
 * collection). The writers' preview takes such a save the same way
 * (withFrontmatterSaved), without the keys.
 */
import { isDeepStrictEqual } from 'node:util'
import { carryThroughPageSaves } from '../content/derived'
import { namedToolProblems, type PageEntry, type Registry } from '../content/entries'
import { parseFrontmatterOnce } from '../content/frontmatter-check'
import { computeLists, pageCount, type ListName } from '../content/listings'
import { routeForFile } from '../content/routes'
import { toolIdsOf, type Frontmatter } from '../content/schema'
import type { TodoMarkers } from '../content/todo'
import { toolOfPageKey } from '../content/tool-pages'
import { toolRelations } from '../content/tool-relations'
import { readingMinutesOf } from '../shared/dates'
import { keysChangedBySaving } from './changed-keys'
import { whatPageSaysOfTools } from './kept-relations'
import { locateInFiles, siteAfterSave, takesSaves, unshownRelated, type CheckedSite, type CompiledPage, type Site, type SiteOptions } from './site-core'
import { siteApi } from './site-api'
import { socialCardJobsSaved, type CardJob } from './social-cards'

/** Saved pages by key ("/content/guides/a.mdx"), each as the site was made from it and as it is now. */
type SavedPages = Record<string, { before: CompiledPage; after: CompiledPage }>

/**
 * The build's site with these pages saved, or undefined when that would not be the site createCheckedSite makes of the
 * same pages, or would be only through more than this checks: the site or the build had problems, or the registry
 * cannot be made so (registryWithSaved). The site is then made again, whole.
 */
export function withFrontmatterSavedChecked(site: CheckedSite, saved: SavedPages, options: SiteOptions = {}): CheckedSite | undefined {
  if (!takesSaves(site, options)) return undefined
  const made = registryWithSaved(site.registry, saved)
  if (!made) return undefined
  const { registry, lists, orders, relisted, savedEntries, retitled } = made
  // A ranking or a comparison retitled changes the relations of the tools it names (they show its title), and what every
  // field's relations are worked out from (the digests work that out again: `relations` changed); no tool changed.
  const relations = new Set(retitled.flatMap((page) => (page.data.noindex ? [] : toolIdsOf(page.data))))
  const changed = keysChangedBySaving(registry, new Set(Object.keys(saved).map((key) => key.slice(1))), { lists, orders, relisted, relations })
  return siteAfterSave(registry, { memo: site.digestMemo(), changed }, options, {
    // Else what the relations are worked out from is the site before's, and so is the tools' side (worked out once there).
    toolSide: retitled.length > 0 ? undefined : site.toolSideDigest(),
    // The card jobs from those the site before asked for, the saved pages' made again (or undefined: socialCards).
    socialCardsFrom: (before: readonly CardJob[]) => socialCardJobsSaved(registry, before, savedEntries),
  })
}

/**
 * The preview's site with these pages saved (scripts/dev/site.mjs), when its prose alone was not (withPagesSaved), or
 * undefined when createSite is to make it (registryWithSaved): at 100,000 tools, a title saved made the site again in
 * some 2.5 s, checking every tool and profile again.
 */
export function withFrontmatterSaved(site: Site, saved: SavedPages): Site | undefined {
  const made = registryWithSaved(site.registry, saved)
  return made && { registry: made.registry, ...siteApi(made.registry, locateInFiles) }
}

/**
 * The registry with these pages saved, or undefined when this does not make it: a saved page is a tool's "Our take" or
 * a directory, or becomes one; its frontmatter has problems or TODO lines; it becomes a draft or is one no longer; it
 * changes its kind, its aliases, or the tools a ranking or a comparison names (the tools' relations read them); it
 * lists related links it does not show; or a directory now has more or fewer pages. `retitled`: the rankings and
 * comparisons saved with another title, which the relations of the tools they name show.
 */
function registryWithSaved(before: Registry, saved: SavedPages) {
  const replaced = new Map<PageEntry, PageEntry>()
  const retitled: PageEntry[] = []
  const toolTodos = new Map(before.todos.filter((markers) => markers.file.startsWith(TOOLS_FOLDER)).map((markers) => [markers.file.slice(TOOLS_FOLDER.length, -'.yaml'.length), markers]))
  for (const [key, { after }] of Object.entries(saved)) {
    const was = before.byRoute.get(routeForFile(key))
    const entry = was && was.file === key.slice(1) ? savedEntry(was, key, after, before, toolTodos) : undefined
    if (!was || !entry) return undefined
    replaced.set(was, entry)
    if (whatPageSaysOfTools(entry) !== whatPageSaysOfTools(was)) retitled.push(entry)
  }
  const savedEntries = [...replaced.values()]
  const afterPages = Object.fromEntries(Object.entries(saved).map(([key, { after }]) => [key, after]))
  if (unshownRelated(savedEntries, afterPages).length > 0) return undefined
  const made = registryWithPages(before, replaced)
  return made && { ...made, savedEntries, retitled }
}

/** Where the tools files are, as a TODO marker names its file. */
const TOOLS_FOLDER = 'content/_tools/'

/** A saved page's entry as the registry would make it (content/entries.ts, checkContent), or undefined when this cannot take it. */
function savedEntry(was: PageEntry, key: string, after: CompiledPage, registry: Registry, toolTodos: ReadonlyMap<string, TodoMarkers>): PageEntry | undefined {
  if (toolOfPageKey(key) !== undefined || (after.todoLines ?? []).length > 0) return undefined
  const problems: string[] = []
  const data = parseFrontmatterOnce(was.file, after.frontmatter, problems)
  // A draft is in the registry only in the preview: one that stays a draft is saved as any page.
  if (!data || problems.length > 0 || Boolean(data.draft) !== Boolean(was.data.draft)) return undefined
  if (data.kind !== was.data.kind || data.kind === 'directory' || data.kind === 'tool') return undefined
  if (!isDeepStrictEqual(data.aliases, was.data.aliases)) return undefined
  // The tools a ranking or a comparison names, with their badges and whether it is left out of search, are what the
  // tools' relations and the directories' picks are made from: changed, the site is made again. Its title may change.
  const named = (frontmatter: Frontmatter) => (frontmatter.kind === 'best' || frontmatter.kind === 'compare' ? [frontmatter.tools, Boolean(frontmatter.noindex)] : undefined)
  if (!isDeepStrictEqual(named(data), named(was.data))) return undefined
  if (namedToolProblems(was.file, data, { tools: registry.tools, refused: registry.refusedTools ?? new Set(), fields: registry.fields }).length > 0) return undefined
  // Its own TODO markers are none; those of the tools it names are shown with it in the preview (in the build, there are none).
  const todos = toolIdsOf(data).flatMap((id) => toolTodos.get(id) ?? [])
  return { file: was.file, route: was.route, data, readingMinutes: readingMinutesOf(after.wordCount), todos, load: after.load }
}

/**
 * The registry with these pages replaced: the lists made again from its pages but the tool list, which holds no saved
 * page and is as it was; and each directory page whose share of a list changed made again with its new share. Undefined
 * when a directory would have more or fewer pages (routes come or go). `lists`: the lists whose pages or order
 * changed; `orders`: those whose order (their pages' addresses) changed; `relisted`: the directory pages made again.
 */
function registryWithPages(before: Registry, replaced: ReadonlyMap<PageEntry, PageEntry>) {
  const saved = (page: PageEntry) => replaced.get(page) ?? page
  const listed = before.pages.map(saved)
  // The lists but the tool list hold none of the profiles and directory pages, most of 110,600 pages at 100,000 tools: left out in one pass.
  const newLists = computeLists(
    listed.filter(({ data }) => data.kind !== 'tool' && data.kind !== 'directory'),
    before.tools,
    before.lists.tool,
  )
  const lists = new Set<string>()
  const orders = new Set<string>()
  for (const [name, items] of Object.entries(newLists) as [ListName, PageEntry[]][]) {
    const was = before.lists[name]
    if (items.length === was.length && items.every((page, at) => page === was[at])) continue
    lists.add(name)
    if (items.length !== was.length || items.some((page, at) => page.route !== was[at]!.route)) orders.add(name)
  }
  const newer = new Map(replaced)
  const relisted = new Set<string>()
  for (const page of listed) {
    const listing = page.listing
    if (!listing || !lists.has(listing.list)) continue
    const list = newLists[listing.list]
    if (pageCount(list.length, listing.perPage) !== listing.pages) return undefined
    const items = list.slice((listing.page - 1) * listing.perPage, listing.page * listing.perPage)
    if (items.length === listing.items.length && items.every((item, at) => item === listing.items[at])) continue
    newer.set(page, { ...page, listing: { ...listing, items } })
    relisted.add(page.route)
  }
  const now = (page: PageEntry) => newer.get(page) ?? page
  const pages = before.pages.map(now)
  const byRoute = new Map(before.byRoute)
  for (const page of newer.values()) byRoute.set(page.route, page)
  const aliases = new Map([...before.aliases].map(([alias, page]) => [alias, now(page)]))
  // The lists hold the pages as saved; a directory's list holds them too, so its share of it holds the same entries.
  // Its other properties as they are (the tools, the fields, the day); the tools' relations worked out again when first read.
  const registry = Object.defineProperties({}, Object.getOwnPropertyDescriptors(before)) as Registry
  let relations: Registry['toolRelations'] | undefined
  Object.defineProperty(registry, 'toolRelations', { get: () => (relations ??= toolRelations(before.tools, pages)), enumerable: true, configurable: true })
  // A saved page has no TODO lines (savedEntry): its markers, if it had some, go.
  const savedFiles = new Set([...replaced.keys()].map((page) => page.file))
  const todos = before.todos.filter((markers) => !savedFiles.has(markers.file))
  Object.assign(registry, { pages, byRoute, aliases, lists: newLists, todos })
  // The values made from the tools and the tool list alone, as the registry before worked them out.
  carryThroughPageSaves(before, registry)
  return { registry, lists, orders, relisted }
}
