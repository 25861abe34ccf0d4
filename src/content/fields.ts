import { z } from 'zod'
import { didYouMean } from '../shared/closest'

/**
 * Field builders shared by every content schema and by the props of MDX
 * components. Each one turns a YAML surprise (a number where text was
 * meant, a date that is not a date) into a sentence a writer can act on,
 * and carries the label the writers' guide shows for its type (`meta.type`,
 * read by src/node/schema-docs.ts).
 */

/** The pattern of an id: lower-case letters and digits in words joined by hyphens ("clean-email"). Also the rule for URL segments. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** How a value looked in the file, for error messages. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (value === null) return 'an empty value'
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'number') return `the number ${value}`
  if (typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return 'a list'
  if (value instanceof Date) return 'a date object'
  return 'a group of fields'
}

/**
 * The error for a value that is not what was expected: "required: text"
 * when it is missing, else "expected a date like 2025-09-05, got the number
 * 2025". Where text is expected, a number or true/false (which YAML reads
 * as such unless quoted) gets the hint "(put it in quotes)".
 */
export const expected =
  (what: string, { textExpected = false } = {}) =>
  (issue: { input?: unknown }) => {
    if (issue.input === undefined) return `required: ${what}`
    const hint = textExpected && (typeof issue.input === 'number' || typeof issue.input === 'boolean') ? ' (put it in quotes)' : ''
    return `expected ${what}, got ${describeValue(issue.input)}${hint}`
  }

/** Non-empty text. Numbers and booleans are refused, with a hint to quote them. */
export const text = () => z.string({ error: expected('text', { textExpected: true }) }).trim().min(1, { error: 'must not be empty' }).meta({ type: 'text' })

/** A list of non-empty text items. */
export const textList = () => z.array(text(), { error: expected('a list of text items') }).meta({ type: 'list of text' })

/** A calendar date written as YYYY-MM-DD, kept as that string; `whenMissing` is the error when it is required and absent. */
export const isoDate = (whenMissing?: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined && whenMissing) || expected('a date like 2025-09-05', { textExpected: true })(issue) })
    .refine(isRealIsoDate, { error: (issue) => `expected a date like 2025-09-05, got ${describeValue(issue.input)}` })
    .meta({ type: 'date (YYYY-MM-DD)' })

export function isRealIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

export const bool = () => z.boolean({ error: expected('true or false') }).meta({ type: '`true` or `false`' })

/** How many values an error message lists in full. */
const ENUM_LISTED = 8

/** One of a fixed set of words. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values, {
      // A short set is named whole; a long one (the categories) only by the one or two values nearest to what was written.
      error: (issue) =>
        `expected ${values.length <= ENUM_LISTED ? `one of ${values.map((v) => JSON.stringify(v)).join(', ')}` : `one of ${values.length} values (content/README.md lists them)`}, got ${describeValue(issue.input)}${typeof issue.input === 'string' ? didYouMean(issue.input, values) : ''}`,
    })
    .meta({ type: `one of ${values.map((v) => `\`${v}\``).join(', ')}` })

/** A whole number from `min` (and at most `max`), such as a count of minutes or a rank. */
export const wholeNumber = (min = 1, max?: number) => {
  const range = max === undefined ? `from ${min} up` : `from ${min} to ${max}`
  const error = (issue: { input?: unknown }) => expected(`a whole number ${range}`)(issue)
  const base = z.number({ error }).int({ error }).min(min, { error })
  return (max === undefined ? base : base.max(max, { error })).meta({ type: 'whole number' })
}

/** Text that must match `pattern`; `what` says what was expected ("an anchor id like \"faq\""). */
export const matching = (pattern: RegExp, what: string) =>
  text().refine((v) => pattern.test(v), { error: (issue) => `expected ${what}, got ${describeValue(issue.input)}` })

/** An address on this site ("/compare/a-vs-b", optionally with #anchor). */
export const sitePath = () => matching(/^\/(?!\/)[^\s?]*$/, 'a path on this site starting with "/"').meta({ type: 'path on this site' })

/** An https address on another site. */
export const httpsUrl = () => matching(/^https:\/\/[^\s/]+\.[^\s/]+/, 'an https:// address').meta({ type: 'https address' })

/** A lower-case id made of letters, digits and hyphens ("clean-email"). */
export const slug = () => matching(SLUG_PATTERN, 'a lower-case id like "clean-email"').meta({ type: 'id (lower-case, hyphens)' })

/** A strict group of fields: a misspelt key is an error, not silently ignored. */
export const fields = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape, { error: expected('a group of fields') })

/**
 * One of several shapes ("an id, or a group with id and badge"). When the
 * value has the shape of one of them, the writer sees that shape's own
 * problem (errors.ts picks it); when it has none, `what` says which shapes
 * are accepted.
 */
export const eitherOf = <const T extends readonly [z.core.SomeType, ...z.core.SomeType[]]>(options: T, what: string) =>
  z.union(options, { error: (issue) => `expected ${what}, got ${describeValue(issue.input)}` })
