import { DIRECTORY_CATEGORIES } from '../content/schema'
import { toolRoute } from '../content/tool-pages'
import { firstPerCategory, type DirectoryTool } from '../islands/parts/tool-filter'
import { usePage } from '../page/context'
import ToolDirectory from '../islands/ToolDirectory'
import { island } from '../page/island'

const ToolDirectoryIsland = island(ToolDirectory)

/**
 * How many tools of each category the grid shows: the page stays the same
 * size however many tools carry a `directory` group (/tools lists them all).
 */
export const TOOLS_PER_CATEGORY = 2

/**
 * The /best-tools grid: the tools whose data file has a `directory` group,
 * popular ones first, then the best rated, at most TOOLS_PER_CATEGORY of
 * each category, handed to the filter island as small props.
 */
export function BestToolsDirectory() {
  const { registry } = usePage('BestToolsDirectory')
  const tools: DirectoryTool[] = [...registry.tools.values()]
    .flatMap((tool) =>
      tool.directory
        ? [
            {
              id: tool.id,
              name: tool.name,
              category: tool.directory.category,
              description: tool.description,
              rating: tool.rating,
              price: tool.directory.price ?? tool.pricing.starting,
              checked: tool.pricing.checked,
              pros: tool.pros.slice(0, 2),
              popular: tool.directory.popular,
              website: tool.website,
              profile: toolRoute(tool.id),
              sponsored: tool.sponsored,
            },
          ]
        : [],
    )
    .sort((a, b) => Number(b.popular) - Number(a.popular) || b.rating - a.rating || a.name.localeCompare(b.name))
  const picked = firstPerCategory(tools, TOOLS_PER_CATEGORY)
  if (picked.length === 0) throw new Error('<BestToolsDirectory>: no tool data file has a directory group')
  return <ToolDirectoryIsland tools={picked} categories={[...DIRECTORY_CATEGORIES]} />
}
