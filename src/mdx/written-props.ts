import type { z } from 'zod'
import type { Registry } from '../content/entries'
import { formatIssues } from '../content/errors'
import type { WrittenComponent } from '../content/written-body'
import { toolIdProp, toolProblem } from './tools'
import { propsRuleOf } from './validated'

/** A problem with a written prop, in rendering's words, and the line it is written on. */
export interface WrittenProblem {
  line: number
  text: string
}

/** Stands for a prop written as an expression: no schema takes it, and what it is said of it is dropped. */
const EXPRESSION = Symbol('expression')

const isToolId = (field: unknown) => field === toolIdProp || (field as { _zod?: { def?: { innerType?: unknown } } } | undefined)?._zod?.def?.innerType === toolIdProp

/**
 * The problems rendering would find with the props a page gives a
 * component, found from what is written, for a page that is not rendered:
 * the component's own schema (validated.tsx) judges every prop written as a
 * literal, a prop it does not have, and a required one not written at all;
 * a literal tool id is looked up as rendering does (tools.ts). The same rules
 * give the same words. A prop written as an expression is left to rendering,
 * which knows its value, and a `{...spread}` may bring any prop.
 */
export function writtenPropProblems(Component: unknown, written: WrittenComponent, registry: Pick<Registry, 'tools' | 'refusedTools'>): WrittenProblem[] {
  const rule = propsRuleOf(Component)
  if (!rule) return []
  const byName = new Map(written.props.map((prop) => [prop.name, prop]))
  const input: Record<string, unknown> = Object.fromEntries(written.props.map((prop) => [prop.name, 'value' in prop ? prop.value : EXPRESSION]))
  if (written.children) input.children ??= EXPRESSION
  const lineOf = (name: unknown) => byName.get(String(name))?.line ?? written.line
  const problems: WrittenProblem[] = []
  const report = (issue: z.core.$ZodIssue, line: number) => problems.push(...formatIssues(`<${rule.name}>`, [issue], rule.known, 'prop').map((text) => ({ line, text })))
  const result = rule.schema.safeParse(input)
  const judged = new Set<string>()
  for (const issue of result.success ? [] : result.error.issues) {
    const [first] = issue.path
    if (issue.code === 'unrecognized_keys' && issue.path.length === 0) {
      for (const key of issue.keys) report({ ...issue, keys: [key] }, lineOf(key))
    } else if (first !== undefined && 'value' in (byName.get(String(first)) ?? {})) {
      judged.add(String(first))
      report(issue, lineOf(first))
    } else if (first !== undefined && !(String(first) in input) && !written.spread) {
      report(issue, written.line)
    }
  }
  const shape = (rule.schema as unknown as { shape?: Record<string, unknown> }).shape ?? {}
  for (const prop of written.props) {
    if (judged.has(prop.name) || typeof prop.value !== 'string' || !isToolId(shape[prop.name])) continue
    // A tool refused for its own problems is reported for them, not again here (as the build drops rendering's echo of it).
    if (registry.refusedTools?.has(prop.value)) continue
    const problem = toolProblem(registry, prop.value, rule.name)
    if (problem) problems.push({ line: prop.line, text: problem })
  }
  return problems
}
