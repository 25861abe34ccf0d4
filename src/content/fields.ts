import { z } from 'zod'

/**
 * Field builders shared by every content schema. Each one turns a YAML
 * surprise (a number where text was meant, a date that is not a date) into
 * a sentence a writer can act on.
 */

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

const required = (expected: string) => (issue: { input?: unknown }) => {
  if (issue.input === undefined) return `required: ${expected}`
  const hint = typeof issue.input === 'number' || typeof issue.input === 'boolean' ? ' (put it in quotes)' : ''
  return `expected ${expected}, got ${describeValue(issue.input)}${hint}`
}

/** Non-empty text. Numbers and booleans are refused, with a hint to quote them. */
export const text = () =>
  z.string({ error: required('text') }).trim().min(1, { error: 'must not be empty' })

/** A list of non-empty text items. */
export const textList = () => z.array(text(), { error: required('a list of text items') })

/** A calendar date written as YYYY-MM-DD, kept as that string; `whenMissing` is the error when it is required and absent. */
export const isoDate = (whenMissing?: string) =>
  z.string({ error: (issue) => (issue.input === undefined && whenMissing) || required('a date like 2025-09-05')(issue) }).refine(isRealIsoDate, {
    error: (issue) => `expected a date like 2025-09-05, got ${describeValue(issue.input)}`,
  })

export function isRealIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

export const bool = () => z.boolean({ error: required('true or false') })

/** One of a fixed set of words. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      `expected one of ${values.map((v) => JSON.stringify(v)).join(', ')}, got ${describeValue(issue.input)}`,
  })

/** An address on this site ("/compare/a-vs-b", optionally with #anchor). */
export const sitePath = () =>
  text().refine((v) => /^\/(?!\/)[^\s?]*$/.test(v), {
    error: (issue) => `expected a path on this site starting with "/", got ${describeValue(issue.input)}`,
  })

/** An https address on another site. */
export const httpsUrl = () =>
  text().refine((v) => /^https:\/\/[^\s/]+\.[^\s/]+/.test(v), {
    error: (issue) => `expected an https:// address, got ${describeValue(issue.input)}`,
  })

/** A lower-case id made of letters, digits and hyphens ("clean-email"). */
export const slug = () =>
  text().refine((v) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), {
    error: (issue) => `expected a lower-case id like "clean-email", got ${describeValue(issue.input)}`,
  })

/** A strict group of fields: a misspelt key is an error, not silently ignored. */
export const fields = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, { error: required('a group of fields') })
