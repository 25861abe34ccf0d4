import { isPlanFact, PLAN_FACTS } from '../catalogue/comparison-rows'
import { featuresOfGroup, type FieldIndex } from './field-schema'
import type { Frontmatter } from './schema'
import { SLUG_PATTERN } from './fields'
import type { Tool } from './tool-schema'
import { didYouMean } from '../shared/closest'

/* What a page must agree on with the tools data beyond its own schema, for the registry (entries.ts). */

/**
 * The tool ids a frontmatter names as written (a list of ids, or of groups
 * with an id), for a page whose frontmatter the schema refused: ids that
 * are well-formed, so the schema's own message about a malformed one is
 * not said twice.
 */
export function writtenToolIds(value: unknown): { at: number; id: string }[] {
  const tools = (value as { tools?: unknown } | null)?.tools
  if (!Array.isArray(tools)) return []
  return tools.flatMap((item: unknown, at) => {
    const id = typeof item === 'string' ? item : (item as { id?: unknown } | null)?.id
    return typeof id === 'string' && SLUG_PATTERN.test(id) ? [{ at, id }] : []
  })
}

/** What a comparison page must agree on with the tools data: its title, and the tool ids its tables use. */
export function comparisonProblems(file: string, data: Frontmatter, tools: Map<string, Tool>, fields: FieldIndex): string[] {
  if (data.kind !== 'compare') return []
  const [a, b] = data.tools.map((id) => tools.get(id))
  if (!a || !b) return []
  const problems: string[] = []
  const title = `${a.name} vs ${b.name}: Complete Comparison Guide`
  if (data.title !== title) problems.push(`${file}: title: a comparison's title is "${title}", got ${JSON.stringify(data.title)}`)
  const ids = new Set<string>([...data.tools])
  // The table's rows: features of either tool's field or the shared list, or what the plans say; each once.
  const known = [...new Set([...featuresOfGroup(fields, a.group), ...featuresOfGroup(fields, b.group)].map((feature) => feature.id)), ...Object.keys(PLAN_FACTS)]
  const seen = new Set<string>()
  data.features?.forEach((id, index) => {
    if (seen.has(id)) problems.push(`${file}: features.${index}: "${id}" is already a row of the table; each feature once`)
    else if (!known.includes(id) && !isPlanFact(id)) problems.push(`${file}: features.${index}: "${id}" is not a feature of ${a.group === b.group ? `the ${a.group} field` : `the ${a.group} or ${b.group} fields`}, the shared list or the plans${didYouMean(id, known, 'content/_fields/ lists the features')}`)
    seen.add(id)
  })
  data.useCases.forEach((useCase, index) => {
    if (useCase.bestFor !== 'both' && !ids.has(useCase.bestFor)) {
      problems.push(`${file}: useCases.${index}.bestFor: expected ${[...ids].join(', ')} or both, got "${useCase.bestFor}"`)
    }
  })
  return problems
}
