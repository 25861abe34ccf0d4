import type { Registry } from '../../content/entries'
import type { Frontmatter } from '../../content/schema'
import type { Tool } from '../../content/tool-schema'
import { usePage } from '../../page/context'
import { toolProblem } from '../tools'

type ComparisonData = Extract<Frontmatter, { kind: 'compare' }>

/** The comparison page being rendered and its two tools, for the comparison components. */
export function useComparison(component: string): { data: ComparisonData; tools: [Tool, Tool]; registry: Registry } {
  const { page, registry } = usePage(component)
  if (page.data.kind !== 'compare') throw new Error(`<${component}>: only comparison pages (kind: compare) can use it`)
  const [a, b] = page.data.tools.map((id) => registry.tools.get(id))
  if (!a || !b) {
    // In the report's words: a tool refused for its own file's problems is that file's problem, not this page's.
    const problem = page.data.tools.map((id) => toolProblem(registry, id, component)).find(Boolean)
    throw new Error(problem ?? `<${component}>: the page's tools are not in content/_tools/`)
  }
  return { data: page.data, tools: [a, b], registry }
}
