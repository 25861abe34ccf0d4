import type { PageEntry, Registry } from '../content/entries'
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
 * What a field's hash is made of (relationsInputs), by the inputs it made: the hash of what the pages say of the tools
 * they name, and each field's own lines' hash, where they were worked out. A later save takes the lines' hashes of the
 * fields its tools are not in: at 100,000 tools, a rating of a tool a page names hashed every tool's name and rating
 * again, some 0.25 s of its save.
 */
const partsOf = new WeakMap<ReadonlyMap<string, string>, { shared: string; fields: ReadonlyMap<string, string> }>()

/**
 * What a ranking or a comparison says of the tools it names, as the relations read it: its address, kind, title,
 * whether it is left out of search, and its tools. Undefined for a page of another kind, which the relations do not read.
 */
export function whatPageSaysOfTools({ route, data }: Pick<PageEntry, 'route' | 'data'>): string | undefined {
  if (data.kind !== 'best' && data.kind !== 'compare') return undefined
  return stateText([route, data.kind, data.noindex ?? false, data.title, data.tools])
}

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
 * Only their fields' tools are read again (at 100,000 tools, the names and
 * ratings of one field's 8,000 tools, not of every tool). When no page names
 * one of them, what the pages say is as it was, and the other fields' hashes
 * are taken as they were; when one does, every field's is made again from
 * what the pages now say and its tools' lines' hash (taken where `since`
 * came with it).
 */
export function relationsInputs(registry: Registry, since?: { inputs: ReadonlyMap<string, string>; saved: ReadonlySet<string> }): Map<string, string> {
  const shared: string[] = []
  const named = new Set<string>()
  for (const page of registry.pages) {
    const said = whatPageSaysOfTools(page)
    if (said === undefined) continue
    shared.push(said)
    // A page left out of search is left out of the relations too (tool-relations.ts): its tools' facts are not read.
    if (!page.data.noindex) for (const id of toolIdsOf(page.data)) named.add(id)
  }
  for (const id of [...named].sort()) shared.push(`${id}=${factsOf(registry.tools.get(id), true)}`)
  const sharedHash = sha256Text(shared.join('\n'))
  const savedNamed = since !== undefined && [...since.saved].some((id) => named.has(id))
  const before = since && partsOf.get(since.inputs)
  const savedFields = since && new Set<string>([...since.saved].flatMap((id) => registry.tools.get(id)?.group ?? []))
  // The fields whose tools are read: every one, or the saved tools' and, when every field's hash is made again, those whose lines' hash `since` lacks.
  const toRead = (field: string) => !savedFields || savedFields.has(field) || (savedNamed && !before?.fields.has(field))
  const fields = new Map<string, string[]>()
  for (const [id, tool] of registry.tools) {
    if (!toRead(tool.group)) continue
    const line = `${id}=${factsOf(tool, false)}`
    const lines = fields.get(tool.group)
    if (lines) lines.push(line)
    else fields.set(tool.group, [line])
  }
  const lineHashes = new Map(before && savedFields ? before.fields : [])
  for (const [field, lines] of fields) lineHashes.set(field, sha256Text(`${field}\n${lines.join('\n')}`))
  const inputs = new Map(since && !savedNamed ? since.inputs : [])
  for (const [field, linesHash] of lineHashes) {
    if (since && !savedNamed && !fields.has(field)) continue
    inputs.set(field, sha256Text(`${sharedHash}\n${field}\n${linesHash}`))
  }
  partsOf.set(inputs, { shared: sharedHash, fields: lineHashes })
  return inputs
}

/** Whether two builds' inputs are the same, field by field. */
export const sameInputs = (a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>) => a.size === b.size && [...a].every(([field, hash]) => b.get(field) === hash)
