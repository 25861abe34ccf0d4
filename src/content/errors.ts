import type { z } from 'zod'
import { closest } from '../shared/closest'
import { formatProblemList, formatProblemReport, type LocateField } from './problem-report'

/**
 * Turns schema issues into lines a writer can act on, one per problem:
 *   content/compare/x.mdx: lastReviewed: expected a date like 2025-09-05, got "Sept"
 * This is the one error map of the site: frontmatter, tools data and the
 * props of MDX components all read this way. A value that could take one
 * of several shapes is judged by the shape it has (see meantIssues), and a
 * problem inside a list item or a group names the inner field
 * ("tools.2.id", "search.type").
 */
export function formatIssues(file: string, issues: readonly z.core.$ZodIssue[], knownKeys: readonly string[] = [], noun: 'field' | 'prop' = 'field'): string[] {
  return issues.flatMap(meantIssues).flatMap((issue) => {
    const where = issue.path.map(String).join('.')
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const field = where ? `${where}.${key}` : key
        const guess = closest(key, knownKeys)
        return `${file}: ${field}: unknown ${noun}${guess ? ` (did you mean "${guess}"?)` : ''}`
      })
    }
    return [`${file}: ${where || (noun === 'prop' ? '(props)' : '(frontmatter)')}: ${issue.message}`]
  })
}

/** A problem with the value itself being of another shape, rather than with something inside it. */
const isShapeMismatch = (issue: z.core.$ZodIssue) => issue.path.length === 0 && (issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union')

/**
 * The issues a writer meant to be told about. A value that fails every
 * shape of a union (a tool id, or a group with an id and a badge) is
 * judged by the shape it has: if it has the shape of one option (a group,
 * say), that option's own problems are reported, with their inner fields;
 * only a value with none of the shapes gets the union's own message.
 */
function meantIssues(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue]
  const fitting = issue.errors.filter((option) => option.length > 0 && !option.some(isShapeMismatch))
  if (fitting.length === 0) return [issue]
  const meant = fitting.reduce((best, option) => (option.length < best.length ? option : best))
  return meant.flatMap((inner) => meantIssues({ ...inner, path: [...issue.path, ...inner.path] } as z.core.$ZodIssue))
}

/** Where the build, the preview and content:check write every problem when the report leaves some out. */
export const PROBLEM_LIST_FILE = '.build/content-problems.txt'

/**
 * Every content problem found in one pass, reported together: grouped by
 * file, with lines where known, a screenful per file (problem-report.ts).
 */
export class ContentError extends Error {
  readonly problems: string[]
  /** Every problem, one per line, for `listFile`. */
  readonly list: string
  /** Where the scripts that print this error write `list` (the report names it when it leaves problems out). */
  readonly listFile = PROBLEM_LIST_FILE
  constructor(problems: string[], locate?: LocateField) {
    super(formatProblemReport(problems, { locate, fullList: PROBLEM_LIST_FILE }))
    this.name = 'ContentError'
    this.problems = problems
    this.list = formatProblemList(problems, locate)
  }
}

interface ZodNode {
  _zod?: { def?: Record<string, unknown> }
}

/** Every field name anywhere in a schema, for "did you mean" hints on nested typos. */
export function fieldNames(schema: unknown, found = new Set<string>()): string[] {
  const def = (schema as ZodNode)?._zod?.def
  if (!def) return [...found]
  const shape = def.shape as Record<string, unknown> | undefined
  if (shape) {
    for (const [key, value] of Object.entries(shape)) {
      found.add(key)
      fieldNames(value, found)
    }
  }
  for (const key of ['element', 'innerType', 'in', 'out', 'valueType']) if (def[key]) fieldNames(def[key], found)
  for (const option of (def.options as unknown[] | undefined) ?? []) fieldNames(option, found)
  for (const item of (def.items as unknown[] | undefined) ?? []) fieldNames(item, found)
  return [...found]
}
