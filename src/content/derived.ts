import type { PageEntry, Registry } from './entries'
import type { Tool } from './tool-schema'

/**
 * A value worked out from the whole registry once (the finder's fields and
 * feature counts over every tool), and read by many pages. The build's
 * render cache (src/server/render-dependencies.ts) records a page that read
 * it as depending on the value itself, `derived:<name>`, not on every tool
 * it was worked out from: editing a tool renders the /tools pages again
 * only when the counts they show change.
 */
export interface Derived<T> {
  name: string
  (registry: Registry): T
}

/** Where a registry seen through the render cache's tracking keeps the registry it wraps, and its log. */
export const TRACKING = Symbol('render tracking')
export interface Tracking {
  base: Registry
  note: (key: string) => void
}

const computes = new Map<string, (registry: Registry) => unknown>()
const values = new WeakMap<Registry, Map<string, unknown>>()

const memoOf = (registry: Registry) => {
  let memo = values.get(registry)
  if (!memo) values.set(registry, (memo = new Map()))
  return memo
}

/**
 * Defines a derived value by a name unique in the site; it is worked out once per registry, on first read. The value is plain
 * data: the build hashes its JSON to know whether it changed (server/dependency-digest.ts).
 */
export function derived<T>(name: string, compute: (registry: Registry) => T): Derived<T> {
  if (computes.has(name)) throw new Error(`Two derived values are named "${name}"`)
  const read = (registry: Registry): T => {
    const tracking = (registry as Registry & { [TRACKING]?: Tracking })[TRACKING]
    tracking?.note(`derived:${name}`)
    const base = tracking?.base ?? registry
    const memo = memoOf(base)
    if (!memo.has(name)) memo.set(name, compute(base))
    return memo.get(name) as T
  }
  const value = read as Derived<T>
  Object.defineProperty(value, 'name', { value: name })
  computes.set(name, compute as (registry: Registry) => unknown)
  return value
}

/** Each derived value made from its view of each page alone (derivedOverPages), by name. */
const pageViews = new Map<string, (page: PageEntry) => unknown>()

/**
 * A derived value made from one view of each page, in the registry's order, and from nothing else: what the search
 * shows of each page, or each page's address and frontmatter. The build hashes it from its pages' views, in runs kept
 * from one save to the next, without making it (server/dependency-digest.ts): at 100,000 tools, making the search's
 * items and every page's frontmatter and writing out and hashing their JSON was some 1.5 s of a guide's date saved.
 */
export function derivedOverPages<V, T>(name: string, view: (page: PageEntry) => V, combine: (views: V[]) => T): Derived<T> {
  const value = derived(name, (registry) => combine(viewsOfPages(registry, name, view)))
  pageViews.set(name, view)
  return value
}

/** The pages' views each registry's values were made from (derivedOverPages), by name, in the order of its pages. */
type PageViews = Map<string, { pages: readonly PageEntry[]; views: readonly unknown[] }>
const viewsMade = new WeakMap<Registry, PageViews>()
/** The views the registry a page's frontmatter saved was made from had made (carryThroughPageSaves): not the registry itself, which would then be kept from one save to the next. */
const viewsBefore = new WeakMap<Registry, PageViews>()

/**
 * Each page's view, in the registry's order: after a page's frontmatter saved, the view the registry before made of
 * each page it kept in its place (a saved page is a new entry), not made again. At 100,000 tools, making the search's
 * 110,600 items anew was some 0.17 s of the main thread and 150 MB of a title's save, before the search's thread could
 * start.
 */
function viewsOfPages<V>(registry: Registry, name: string, view: (page: PageEntry) => V): V[] {
  const { pages } = registry
  const before = viewsBefore.get(registry)?.get(name)
  const views = before && before.pages.length === pages.length ? pages.map((page, at) => (before.pages[at] === page ? (before.views[at] as V) : view(page))) : pages.map(view)
  let made = viewsMade.get(registry)
  if (!made) viewsMade.set(registry, (made = new Map()))
  made.set(name, { pages, views })
  return views
}

/** The view of each page a derived value is made from, when it is made from that alone (derivedOverPages). */
export const pageViewOf = (name: string): ((page: PageEntry) => unknown) | undefined => pageViews.get(name)

/** Each derived value made from its view of each tool alone (derivedOverTools), by name. */
const toolViews = new Map<string, (tool: Tool) => unknown>()

/**
 * A derived value made from one view of each tool, in the registry's order,
 * and from nothing else: the tools' names, or the dates their prices were
 * checked. While the same tools are in the same order (a tools file's save
 * taken into the site a build kept: server/tools-saved.ts), it is as it was
 * when each saved tool's view is, and the build knows so without making
 * it (server/dependency-digest.ts): at 100,000 tools, going through every
 * tool and hashing the value's JSON, for a rating that changes neither.
 */
export function derivedOverTools<V, T>(name: string, view: (tool: Tool) => V, combine: (views: V[]) => T): Derived<T> {
  const value = derived(name, (registry) => combine([...registry.tools.values()].map(view)))
  toolViews.set(name, view)
  return value
}

/** The view of each tool a derived value is made from, when it is made from that alone (derivedOverTools). */
export const toolViewOf = (name: string): ((tool: Tool) => unknown) | undefined => toolViews.get(name)

/** A tool as a tools file's save changes it: its data, and the shared features' bits the build's reader kept for it. */
export type SavedToolView = (tool: Tool, sharedFeatures: number | undefined) => unknown

/** Each derived value that a tools file's save changes only through its view of each saved tool (keptThroughToolSaves), by name. */
const savedToolViews = new Map<string, SavedToolView>()

/**
 * Declares that a derived value, whatever else it reads, is as it was after
 * a tools file's save taken into the site a build kept (server/tools-saved.ts:
 * the same tools in the same fields, each profile as it was, so each list
 * holds the same pages, perhaps in another order) while each saved tool's
 * `view` is. For a value worked out over every tool that no such save can
 * change but through what `view` returns (the finder's fields and feature
 * counts: at 100,000 tools, some 0.2 s of each tools file's save to work
 * out again and find as it was).
 */
export function keptThroughToolSaves(value: Derived<unknown>, view: SavedToolView): void {
  savedToolViews.set(value.name, view)
}

/** The view of each saved tool a derived value changes through after a tools file's save, where it declared one (keptThroughToolSaves). */
export const savedToolViewOf = (name: string): SavedToolView | undefined => savedToolViews.get(name)

/** The tools a tools file's save replaced, as they were: by id, and the shared features' bits the registry before kept for each. */
export interface ToolsBefore {
  tools: ReadonlyMap<string, Tool>
  sharedFeatures?: ReadonlyMap<string, number | undefined>
}

/** Whether each saved tool's `view` in `now` is what it was (`before`). */
export function savedViewsHold(view: SavedToolView, before: ToolsBefore, now: Pick<Registry, 'tools' | 'toolSharedFeatures'>): boolean {
  return [...before.tools].every(([id, was]) => {
    const tool = now.tools.get(id)
    return tool !== undefined && JSON.stringify(view(was, before.sharedFeatures?.get(id))) === JSON.stringify(view(tool, now.toolSharedFeatures?.get(id)))
  })
}

/**
 * Gives `after`, the registry a tools file's save made of `before` (server/tools-saved.ts), each value `before` worked
 * out that the save leaves as it was: one that declared what of a saved tool it changes through (keptThroughToolSaves)
 * or one made from each tool's view alone (derivedOverTools), while each saved tool's view is as it was. A page the save
 * renders again then reads it without working it out (the finder's summary, which every page of /tools reads: at
 * 100,000 tools, some 0.2 s of each rating's save).
 */
export function carryThroughToolSaves(before: Registry, after: Registry, toolsBefore: ToolsBefore): void {
  const memo = memoOf(after)
  for (const [name, value] of values.get(before) ?? []) {
    const view = savedToolViews.get(name) ?? toolViews.get(name)
    if (view && !memo.has(name) && savedViewsHold(view, toolsBefore, after)) memo.set(name, value)
  }
}

/** The derived values a page's frontmatter saved into the site kept leaves as they were (keptThroughPageSaves), by name. */
const keptByPageSaves = new Set<string>()

/**
 * Declares that a derived value is made from the tools and the tool list
 * alone, which a page's frontmatter saved into the site a build kept never
 * changes (server/frontmatter-saved.ts: no tool, no profile and no
 * directory is such a page), so that the registry after such a save is
 * given it as the one before worked it out (carryThroughPageSaves).
 */
export function keptThroughPageSaves(value: Derived<unknown>): void {
  keptByPageSaves.add(value.name)
}

/**
 * Gives `after`, the registry a page's frontmatter saved made of `before` (server/frontmatter-saved.ts), each value
 * `before` worked out that such a save leaves as it was (keptThroughPageSaves): llms.txt's tools, which at 100,000
 * tools were some 0.15 s of a guide's title saved to work out again; and the views of its pages that `before` made,
 * for each page kept in its place (derivedOverPages).
 */
export function carryThroughPageSaves(before: Registry, after: Registry): void {
  const memo = memoOf(after)
  for (const [name, value] of values.get(before) ?? []) if (keptByPageSaves.has(name) && !memo.has(name)) memo.set(name, value)
  // The pages' views, for the values made from them (derivedOverPages): those of the pages kept are taken as they are.
  const views = viewsMade.get(before)
  if (views) viewsBefore.set(after, views)
}

/**
 * Works a derived value out through `view`, a registry that logs what is
 * read of `base` (render-dependencies.ts), so that what the value read is
 * known; the value is then the one every page of `base` reads (worked out
 * again when a page read it first, only to learn what it reads). A value
 * is new data made from the registry, never one of the view's own maps or
 * lists, whose reads would be logged as the value's. Undefined when this
 * code defines no value of that name.
 */
export function computeDerivedThrough(name: string, base: Registry, view: Registry): { value: unknown } | undefined {
  const compute = computes.get(name)
  if (!compute) return undefined
  const memo = memoOf(base)
  if (!memo.has(name)) memo.set(name, compute(view))
  else compute(view)
  return { value: memo.get(name) }
}
