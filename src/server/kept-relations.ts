import type { Registry } from '../content/entries'
import { sha256Text, stateText } from './state-hash'

/**
 * The hashes of the tools' relations (content/tool-relations.ts) from one
 * build to the next, with one hash of everything they were worked out
 * from. While that is unchanged, so is every tool's relations, and a
 * profile's dependency on its own (`relations:<id>`) is taken from here:
 * at 100,000 tools a guide's edit then neither works the relations out
 * (0.6 s) nor writes each out to hash it (0.4 s).
 */
export interface KeptRelations {
  inputs: string
  /** Each tool's relations' hash, by id. */
  hashes: ReadonlyMap<string, string>
}

/**
 * One hash of what the relations are worked out from: every tool, by the
 * hash of its data as checked (name, field and rating among it), in the
 * registry's order, and what each ranking and comparison says of the tools
 * it names. Undefined when a tool came without that hash (the preview's
 * registry, whose tools are not checked by the build's reader): then
 * nothing is kept.
 */
export function relationsInputs(registry: Registry): string | undefined {
  const states = registry.toolStates
  if (!states) return undefined
  const lines: string[] = []
  for (const id of registry.tools.keys()) {
    const state = states.get(id)
    if (state === undefined) return undefined
    lines.push(`${id}=${state}`)
  }
  for (const { route, data } of registry.pages) {
    if (data.kind === 'best' || data.kind === 'compare') lines.push(stateText([route, data.kind, data.noindex ?? false, data.title, data.tools]))
  }
  return sha256Text(lines.join('\n'))
}
