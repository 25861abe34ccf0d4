import type { Registry } from '../content/entries'
import { toolIdsOf } from '../content/schema'
import type { Tool } from '../content/tool-schema'
import { sha256Text, stateText } from './state-hash'

/**
 * The hashes of the tools' relations (content/tool-relations.ts) from one
 * build to the next, with a hash, for each field, of everything its tools'
 * relations are worked out from. While a field's is unchanged, so are its
 * tools' relations, and a profile's dependency on its own
 * (`relations:<id>`) is taken from here: at 100,000 tools a guide's edit
 * then neither works the relations out (0.6 s) nor writes each out to hash
 * it (0.4 s), and a tool's rating edited works out and hashes again its
 * own field's, not every field's.
 */
export interface KeptRelations {
  /** Each field's hash of what its tools' relations are worked out from (relationsInputs). */
  inputs: ReadonlyMap<string, string>
  /** Each tool's relations' hash, by id. */
  hashes: ReadonlyMap<string, string>
}

/** What the relations read of a tool: its name and rating, and (for one a page names) its field. */
const factsOf = (tool: Tool | undefined, withField: boolean) => (tool ? JSON.stringify(withField ? [tool.name, tool.rating, tool.group] : [tool.name, tool.rating]) : 'none')

/**
 * For each field (`group`), one hash of what its tools' relations are
 * worked out from: its tools' names and ratings, in the registry's order
 * (ties in rating and name keep it); what each ranking and comparison says
 * of the tools it names; and the name, rating and field of every tool one
 * of them names (its compared and ranked alternatives, of any field). A
 * tool's relations read nothing else: its rankings, comparisons, the tools
 * they put beside it, and the best rated of its field.
 *
 * `since`: the inputs of a registry this one was made from by saving these
 * tools, with the same tools, in the same order and fields (tools-saved.ts).
 * When no page names one of them, what the pages say is as it was, and
 * only their fields are hashed again (at 100,000 tools, the names and
 * ratings of one field's 8,000 tools, not of every tool).
 */
export function relationsInputs(registry: Registry, since?: { inputs: ReadonlyMap<string, string>; saved: ReadonlySet<string> }): Map<string, string> {
  const shared: string[] = []
  const named = new Set<string>()
  for (const { route, data } of registry.pages) {
    if (data.kind !== 'best' && data.kind !== 'compare') continue
    shared.push(stateText([route, data.kind, data.noindex ?? false, data.title, data.tools]))
    // A page left out of search is left out of the relations too (tool-relations.ts): its tools' facts are not read.
    if (!data.noindex) for (const id of toolIdsOf(data)) named.add(id)
  }
  for (const id of [...named].sort()) shared.push(`${id}=${factsOf(registry.tools.get(id), true)}`)
  const sharedText = shared.join('\n')
  const savedNamed = since !== undefined && [...since.saved].some((id) => named.has(id))
  const hashed = since && !savedNamed ? new Set([...since.saved].flatMap((id) => registry.tools.get(id)?.group ?? [])) : undefined
  const fields = new Map<string, string[]>()
  for (const [id, tool] of registry.tools) {
    if (hashed && !hashed.has(tool.group)) continue
    const line = `${id}=${factsOf(tool, false)}`
    const lines = fields.get(tool.group)
    if (lines) lines.push(line)
    else fields.set(tool.group, [line])
  }
  const inputs = new Map(hashed ? since!.inputs : [])
  for (const [field, lines] of fields) inputs.set(field, sha256Text(`${sharedText}\n${field}\n${lines.join('\n')}`))
  return inputs
}

/** Whether two builds' inputs are the same, field by field. */
export const sameInputs = (a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>) => a.size === b.size && [...a].every(([field, hash]) => b.get(field) === hash)
