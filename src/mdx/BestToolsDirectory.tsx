import { DIRECTORY_CATEGORIES } from '../content/schema'
import { toolRoute } from '../content/tool-pages'
import { bestPerCategory, type DirectoryTool } from '../islands/parts/tool-filter'
import type { Tool } from '../content/tool-schema'
import { usePage } from '../page/context'
import { useCompareToggles } from '../page/compare-toggles'
import ToolDirectory from '../islands/ToolDirectory'
import { island } from '../page/island'
import { derived } from '../content/derived'

const ToolDirectoryIsland = island(ToolDirectory)

/**
 * How many tools of each category the grid shows: the page stays the same
 * size however many tools carry a `directory` group (/tools lists them all).
 */
export const TOOLS_PER_CATEGORY = 2

/**
 * The tools the /best-tools grid shows: those whose data file has a
 * `directory` group, popular ones first, then the best rated, at most
 * TOOLS_PER_CATEGORY of each category. Worked out once for all the pages
 * that show the grid (/best-tools pages through its rankings, some 170
 * pages at 100,000 tools, each of which sorted every tool: 220 ms a page),
 * and what they depend on: a tool's edit renders them again only when the
 * picks change (content/derived.ts).
 */
const directoryPicks = derived('best-tools-directory', (registry): DirectoryTool[] => {
  const listed = [...registry.tools.values()].flatMap((tool) => (tool.directory ? [{ tool, directory: tool.directory, category: tool.directory.category }] : []))
  const picks = bestPerCategory(listed, TOOLS_PER_CATEGORY, (a, b) => Number(b.directory.popular) - Number(a.directory.popular) || b.tool.rating - a.tool.rating || a.tool.name.localeCompare(b.tool.name))
  // Only the picks are made into cards: a card shows its tool's pros, which the build reads from its cache only when asked (scripts/build/tool-fields-later.mjs).
  return picks.map(({ tool, directory }) => directoryTool(tool, directory))
})

/** What the grid's island is given of a tool. */
function directoryTool(tool: Tool, directory: NonNullable<Tool['directory']>): DirectoryTool {
  return {
    id: tool.id,
    name: tool.name,
    category: directory.category,
    description: tool.description,
    rating: tool.rating,
    price: directory.price ?? tool.pricing.starting,
    checked: tool.pricing.checked,
    pros: tool.pros.slice(0, 2),
    popular: directory.popular,
    website: tool.website,
    profile: toolRoute(tool.id),
    sponsored: tool.sponsored,
  }
}

/** The /best-tools grid: the directory's picks, handed to the filter island as small props. */
export function BestToolsDirectory() {
  const { registry } = usePage('BestToolsDirectory')
  // Its cards have "Compare" toggles, rendered inside the island (as the /tools finder's): the page needs the compare tray.
  useCompareToggles()
  const picked = directoryPicks(registry)
  if (picked.length === 0) throw new Error('<BestToolsDirectory>: no tool data file has a directory group')
  return <ToolDirectoryIsland tools={picked} categories={[...DIRECTORY_CATEGORIES]} />
}
