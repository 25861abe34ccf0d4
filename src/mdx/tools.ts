import { slug } from '../content/fields'
import type { Registry } from '../content/entries'
import { unknownToolMessage, type Tool } from '../content/tool-schema'
import type { PageContextValue } from '../page/context'

/** A tool id prop: text naming a file in content/_tools/. */
export const toolIdProp = slug()

/**
 * Why a component cannot show the tool `id`, in the words of the report;
 * undefined when the registry has it. Rendering throws it (toolById), and a
 * page that is not rendered has its written ids checked by it (validated.tsx).
 */
export function toolProblem(registry: Pick<Registry, 'tools' | 'refusedTools'>, id: string, component: string): string | undefined {
  if (registry.tools.has(id)) return undefined
  if (registry.refusedTools?.has(id)) return `<${component}>: tool: content/_tools/${id}.yaml has problems of its own (in this report)`
  return `<${component}>: tool: ${unknownToolMessage(id, registry.tools)}`
}

/** Looks a tool up by id; an unknown id is a build error naming the id. */
export function toolById({ registry }: PageContextValue, id: string, component: string): Tool {
  const problem = toolProblem(registry, id, component)
  if (problem) throw new Error(problem)
  return registry.tools.get(id)!
}
