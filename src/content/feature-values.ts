import { z } from 'zod'
import type { FeatureValue, ToolFeatures } from '../catalogue/features'
import type { Plan } from '../catalogue/plans'
import { describeValue, isoDate, text } from './fields'

/**
 * `features:` in a tools file: a value per feature id of the tool's field
 * (and the shared list), with the date they were checked. A value is
 * `yes`, `no`, the name of the plan it starts on, or a short text; any of
 * them may be a group `{ value, note }` to add a note. Whether a text is a
 * plan is decided with the tool's plans (`resolvePlans`).
 */

/** The longest a text value may be: a table cell, not a paragraph (the rest goes in its note). */
export const FEATURE_TEXT_MAX = 90

/**
 * A text that begins by saying no ("No app of its own", "None", "Not offered"). Any text counts as
 * having the feature (the filters and team cost read it so), so such a text would say the opposite
 * of what it means: it is refused, with how to write it.
 */
const SAYS_NO = /^(?:no|none|not|n\/a)\b/i

type Written = { kind: 'yes' | 'no'; note?: string } | { kind: 'text'; text: string; note?: string }

const bare = z
  .union([z.boolean(), text()], { error: (issue) => `expected yes, no, a plan name or a short text, got ${describeValue(issue.input)}` })
  .transform((value): Written => {
    // "Yes" and "NO" are the words too: YAML reads only lower-case ones as true and false.
    const word = typeof value === 'string' ? value.trim().toLowerCase() : value
    if (word === true || word === 'yes') return { kind: 'yes' }
    if (word === false || word === 'no') return { kind: 'no' }
    return { kind: 'text', text: value as string }
  })
  .refine((value) => value.kind !== 'text' || !SAYS_NO.test(value.text.trim()), {
    error: (issue) => {
      const written = (issue.input as { text?: string } | undefined)?.text ?? ''
      return `"${written}" would count as having it (a text is read as "offered"): write no, with the rest as its note ({ value: no, note: ${written} }), or begin with what it offers`
    },
  })
  .refine((value) => value.kind !== 'text' || value.text.length <= FEATURE_TEXT_MAX, {
    error: `keep a value under ${FEATURE_TEXT_MAX} characters, as a table cell shows it; put the rest in its note ({ value: …, note: … })`,
  })

const withNote = z
  .strictObject({ value: bare, note: text() }, { error: (issue) => `expected yes, no, a plan name, a short text, or { value, note }, got ${describeValue(issue.input)}` })
  .transform(({ value, note }): Written => ({ ...value, note }))

const featureValue = z.union([bare, withNote], {
  error: (issue) => `expected yes, no, a plan name, a short text, or { value, note }, got ${describeValue(issue.input)}`,
})

export const featuresSchema = z
  .object({ checked: isoDate().optional().describe('The date these features were checked on the vendor\'s site, YYYY-MM-DD.') }, { error: (issue) => `expected a group of feature ids and values, got ${describeValue(issue.input)}` })
  .catchall(featureValue)
  .transform(({ checked, ...values }) => ({ checked, values: values as Record<string, Written> }))
  .meta({ type: 'group: `checked`, then feature id: value' })

export type WrittenFeatures = z.output<typeof featuresSchema>

/** The tool's features with every text that names one of its plans (in any case) read as "from that plan". */
export function resolvePlans(features: WrittenFeatures, plans: readonly Plan[]): ToolFeatures {
  const byName = new Map(plans.flatMap((plan) => (plan.name ? [[plan.name.toLowerCase(), plan.name] as const] : [])))
  const values: Record<string, FeatureValue> = {}
  for (const [id, value] of Object.entries(features.values)) {
    const plan = value.kind === 'text' ? byName.get(value.text.toLowerCase()) : undefined
    values[id] = plan ? { kind: 'plan', plan, ...(value.note ? { note: value.note } : {}) } : value
  }
  return { ...(features.checked ? { checked: features.checked } : {}), values }
}
