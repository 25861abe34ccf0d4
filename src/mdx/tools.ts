import { slug } from '../content/fields'
import { unknownToolMessage, type Tool } from '../content/tool-schema'
import type { PageContextValue } from '../page/context'

/** A tool id prop: text naming a file in content/_tools/. */
export const toolIdProp = slug()

/** Looks a tool up by id; an unknown id is a build error naming the id. */
export function toolById({ registry }: PageContextValue, id: string, component: string): Tool {
  const tool = registry.tools.get(id)
  if (!tool && registry.refusedTools?.has(id)) throw new Error(`<${component}>: tool: content/_tools/${id}.yaml has problems of its own (in this report)`)
  if (!tool) throw new Error(`<${component}>: tool: ${unknownToolMessage(id, registry.tools)}`)
  return tool
}
