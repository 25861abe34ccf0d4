import { DIRECTORY_CATEGORIES } from '../content/schema'
import { toolRoute } from '../content/tool-pages'
import type { DirectoryTool } from '../islands/parts/tool-filter'
import { usePage } from '../page/context'
import ToolDirectory from '../islands/ToolDirectory'
import { island } from '../page/island'

const ToolDirectoryIsland = island(ToolDirectory)

/**
 * The /best-tools grid: every tool whose data file has a `directory`
 * group, popular ones first, handed to the filter island as small props.
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
  if (tools.length === 0) throw new Error('<BestToolsDirectory>: no tool data file has a directory group')
  return <ToolDirectoryIsland tools={tools} categories={[...DIRECTORY_CATEGORIES]} />
}
