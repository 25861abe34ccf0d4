/**
 * The build's site after tools files were saved with their profiles as
 * they were (a rating, a price, a plan or a feature edited: a tools file's
 * common edit), for a build that stays running (`npm run build -- --watch`):
 * the registry before with those tools replaced, rather than the content
 * checked and listed again, and the keys such a save can change
 * (changed-keys.ts), so that a record that read none of them is taken as it
 * was. At 100,000 tools, making the site again was some 3 s of a tools
 * file's edit, and working out every profile's digest after it some 2 s
 * more.
 */
import { carryThroughToolSaves } from '../content/derived'
import type { PageEntry, Registry } from '../content/entries'
import { withToolsMoved } from '../content/listings'
import { toolIdsOf } from '../content/schema'
import type { Tool } from '../content/tool-schema'
import type { ToolFileCheck } from '../content/tool-file-check'
import { toolIdOfFile } from '../content/tool-pages'
import { comparisonProblems } from '../content/tool-references'
import { toolRelations } from '../content/tool-relations'
import { keysChangedByTools } from './changed-keys'
import { relationsInputs } from './kept-relations'
import { siteAfterSave, takesSaves, type CheckedSite, type SiteOptions } from './site-core'

/** A tools file as read again after its save: its check (the build's reader checks it) and its TODO lines. */
export interface SavedTool {
  check: ToolFileCheck | undefined
  todoLines: readonly number[]
}

/**
 * The site with these tools files saved (by file key, "/content/_tools/vanta.yaml"), or undefined when that would
 * not be the site createCheckedSite makes of the same files: the site had problems, a saved file has problems or TODO
 * lines, a tool is new or gone, or a saved tool's profile is made from other words than before (its name, description,
 * category or field: its profile's frontmatter, the comparisons that name it, its card). Pages are as before.
 */
export function withToolsSavedChecked(site: CheckedSite, saved: Record<string, SavedTool>, options: SiteOptions = {}): CheckedSite | undefined {
  if (!takesSaves(site, options)) return undefined
  const before = site.registry
  const replaced = new Map<string, { tool: Tool; state: string; sharedFeatures: number | undefined }>()
  for (const [key, { check, todoLines }] of Object.entries(saved)) {
    const id = toolIdOfFile(key)
    if (!before.tools.has(id) || todoLines.length > 0 || !check?.data || check.problems.length > 0) return undefined
    if (check.state === undefined || check.profileState === undefined || check.profileState !== before.profileStates?.get(id)) return undefined
    // As the registry takes a checked tool (content/entries.ts): with its id.
    const tool = 'id' in check.data && check.data.id === id ? (check.data as Tool) : { ...check.data, id }
    replaced.set(id, { tool, state: check.state, sharedFeatures: check.sharedFeatures })
  }
  const tools = new Map(before.tools)
  const toolStates = new Map(before.toolStates)
  const toolSharedFeatures = new Map(before.toolSharedFeatures)
  for (const [id, { tool, state, sharedFeatures }] of replaced) {
    tools.set(id, tool)
    toolStates.set(id, state)
    if (sharedFeatures === undefined) toolSharedFeatures.delete(id)
    else toolSharedFeatures.set(id, sharedFeatures)
  }
  // A comparison's checks read its tools' names and fields, which the profile's words hold: checked again all the same.
  const naming = before.pages.filter((page) => toolIdsOf(page.data).some((id) => replaced.has(id)))
  if (naming.some((page) => comparisonProblems(page.file, page.data, tools, before.fields).length > 0)) return undefined
  const { registry, moved, relisted } = registryWithTools(before, { tools, toolStates, toolSharedFeatures }, new Set(replaced.keys()))
  const toolsBefore = new Map([...replaced.keys()].map((id) => [id, before.tools.get(id)!]))
  const sharedFeaturesBefore = new Map([...replaced.keys()].map((id) => [id, before.toolSharedFeatures?.get(id)]))
  carryThroughToolSaves(before, registry, { tools: toolsBefore, sharedFeatures: sharedFeaturesBefore })
  const memo = site.digestMemo()
  // What the relations read of a tool is its name, rating and field (kept-relations.ts): a save that changed none of them
  // (a price, a plan, a pro) leaves every field's inputs as they were, and they are not hashed again (at 100,000 tools, 0.15 s).
  const factsAsBefore = [...replaced].every(([id, { tool }]) => {
    const was = before.tools.get(id)
    return was !== undefined && was.name === tool.name && was.rating === tool.rating && was.group === tool.group
  })
  const inputs = (factsAsBefore && memo.relationsInputs) || relationsInputs(registry, memo.relationsInputs && { inputs: memo.relationsInputs, saved: new Set(replaced.keys()) })
  const plain = { before: (id: string) => before.toolRelations.plainText(id), now: (id: string) => registry.toolRelations.plainText(id) }
  const changed = keysChangedByTools(registry, { ids: new Set(replaced.keys()), moved, relisted, inputsBefore: memo.relationsInputs, inputs, plain })
  return siteAfterSave(registry, { memo, changed, relationsInputs: inputs, toolsBefore, sharedFeaturesBefore }, options)
}

/**
 * The registry with these tools, their profiles put where their ratings now put them in the tool list, and each
 * directory page of that list whose share changed made again with its new share. `moved`: whether the list's order
 * changed; `relisted`: those pages' routes.
 */
function registryWithTools(before: Registry, replaced: Pick<Registry, 'tools' | 'toolStates' | 'toolSharedFeatures'>, ids: ReadonlySet<string>) {
  const list = withToolsMoved(before.lists.tool, ids, replaced.tools)
  const moved = list.some((page, index) => page !== before.lists.tool[index])
  const relisted = new Set<string>()
  let { pages, byRoute, aliases, lists } = before
  if (moved) {
    lists = { ...before.lists, tool: list }
    const newer = new Map<PageEntry, PageEntry>()
    for (const page of before.pages) {
      const listing = page.listing
      if (listing?.list !== 'tool') continue
      const items = list.slice((listing.page - 1) * listing.perPage, listing.page * listing.perPage)
      if (items.length === listing.items.length && items.every((item, index) => item === listing.items[index])) continue
      newer.set(page, { ...page, listing: { ...listing, items } })
      relisted.add(page.route)
    }
    const now = (page: PageEntry) => newer.get(page) ?? page
    pages = before.pages.map(now)
    byRoute = new Map(before.byRoute)
    for (const page of newer.values()) byRoute.set(page.route, page)
    aliases = new Map([...before.aliases].map(([alias, page]) => [alias, now(page)]))
  }
  const { tools } = replaced
  // Its other properties as they are (the fields, the day, the TODO markers); the tools' relations worked out again when first read.
  const registry = Object.defineProperties({}, Object.getOwnPropertyDescriptors(before)) as Registry
  let relations: Registry['toolRelations'] | undefined
  Object.defineProperty(registry, 'toolRelations', { get: () => (relations ??= toolRelations(tools, pages)), enumerable: true, configurable: true })
  Object.assign(registry, { ...replaced, pages, byRoute, aliases, lists })
  return { registry, moved, relisted }
}
