import ToolFinder from '../islands/ToolFinder'
import { useCompareToggles } from '../page/compare-toggles'
import { usePage } from '../page/context'
import { island } from '../page/island'
import { sharedFeatureCounts } from '../catalogue/catalogue-features'
import { catalogueTool } from '../catalogue/tool-catalogue'
import { listOnPage } from './list'
import { derived, keptThroughToolSaves } from '../content/derived'

const ToolFinderIsland = island(ToolFinder)

/**
 * What every page of the finder shows of the whole catalogue: its fields,
 * the shared features with how many tools have each, and the count. One
 * value for all of them, so a tool's edit renders the finder's pages again
 * only when one of these changes (content/derived.ts).
 */
const catalogueSummary = derived('tool-catalogue-summary', (registry) => {
  const groups = new Set<string>()
  for (const tool of registry.tools.values()) groups.add(tool.group)
  // Each tool's shared features as the build's reader kept them, where it did: no tool's features are read for the counts.
  // Each profile's tool looked up once (at 100,000 tools, `has` and then `get` through the registry that logs reads was
  // some 0.1 s of a rating's edit).
  const kept = registry.toolSharedFeatures
  const listed: Parameters<typeof sharedFeatureCounts>[1][number][] = []
  // The tools as the registry gives them now: gone through above, a render's registry gives the map itself, not its
  // logging view (render-dependencies.ts), whose every read was some 0.1 s of a tools save at 100,000 tools.
  const tools = registry.tools
  for (const page of registry.lists.tool) {
    if (page.data.kind !== 'tool') continue
    const tool = tools.get(page.data.tool)
    if (tool) listed.push(kept?.get(page.data.tool) ?? tool.features)
  }
  return { groups: [...groups].sort(), features: sharedFeatureCounts(registry.fields.fields, listed), total: registry.lists.tool.length }
})
// A tools file's save moves a tool in the lists at most, and changes the summary only through that tool's field and features.
keptThroughToolSaves(catalogueSummary, (tool, sharedFeatures) => [tool.group, sharedFeatures ?? tool.features])

/**
 * Every tool's profile as a card, best rated first (a page's worth on a
 * directory that pages through tools), with filters by field, free plan,
 * price, rating and features, and a choice of order, which the finder
 * island adds. The shared features come with how many tools have each;
 * each card has a "Compare" toggle for the compare tray.
 */
export function ToolCatalogue() {
  const context = usePage('ToolCatalogue')
  // The finder's cards have "Compare" toggles, rendered inside the island: the page needs the compare tray.
  useCompareToggles()
  const { items, listing } = listOnPage(context, 'tool')
  // The page carries only its share of the tools: the finder fetches the rest when a visitor filters.
  if (!listing) throw new Error('<ToolCatalogue>: its page must show tools a page at a time: give it paginate: { kind: tool }')
  const { tools } = context.registry
  const cards = items.flatMap((page) => (page.data.kind === 'tool' && tools.has(page.data.tool) ? [catalogueTool(tools.get(page.data.tool)!, page.route)] : []))
  if (cards.length === 0) throw new Error('<ToolCatalogue>: no tools in content/_tools/')
  const { groups, features, total } = catalogueSummary(context.registry)
  return (
    <ToolFinderIsland
      cards={cards}
      groups={groups}
      features={features}
      total={total}
      page={listing.page}
      pages={listing.pages}
      base={listing.base}
    />
  )
}

