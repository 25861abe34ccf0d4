import ToolFinder from '../islands/ToolFinder'
import { useCompareToggles } from '../page/compare-toggles'
import { usePage } from '../page/context'
import { island } from '../page/island'
import { sharedFeatureCounts } from '../catalogue/catalogue-features'
import { catalogueTool } from '../catalogue/tool-catalogue'
import { listOnPage } from './list'

const ToolFinderIsland = island(ToolFinder)

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
  const groups = [...new Set([...tools.values()].map((tool) => tool.group))].sort()
  const listed = context.registry.lists.tool.flatMap((page) => (page.data.kind === 'tool' && tools.has(page.data.tool) ? [tools.get(page.data.tool)!.features] : []))
  return (
    <ToolFinderIsland
      cards={cards}
      groups={groups}
      features={sharedFeatureCounts(context.registry.fields.fields, listed)}
      total={context.registry.lists.tool.length}
      page={listing.page}
      pages={listing.pages}
      base={listing.base}
    />
  )
}

