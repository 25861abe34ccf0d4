import { z } from 'zod'
import type { FeatureValue, ToolFeatures } from '../catalogue/features'
import type { Plan } from '../catalogue/plans'
import { describeValue, isoDate, text } from './fields'
import { escapeRegExp } from '../shared/escape-regexp'

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

/**
 * Words by which a text says a feature is on some plans only, or costs extra ("Paid plans", "Professional and up",
 * "Campaigns add-on", "a separate product", "depending on edition"). Such a text does not say which plan has it.
 */
const SOME_PLANS_ONLY = /\b(?:paid|add-?ons?|tiers?|editions?|packages?|separate(?:ly)?|modules?|licen[cs]es?|plans?|and up|higher|more expensive|top)\b/i

/**
 * The tool's features with every text that names one of its plans (in any case) read as "from that plan", and every
 * other text that speaks of plans (names one within it, or says some plans only, or an add-on: SOME_PLANS_ONLY) marked
 * `limited`: the tool has it, but team cost takes no plan as including it, and says so (catalogue/team-cost.ts).
 */
export function resolvePlans(features: WrittenFeatures, plans: readonly Plan[]): ToolFeatures {
  const names = plans.flatMap((plan) => (plan.name ? [plan.name] : []))
  const byName = new Map(names.map((name) => [name.toLowerCase(), name] as const))
  const namesAPlan = names.length ? new RegExp(`\\b(?:${names.map(escapeRegExp).join('|')})\\b`, 'i') : undefined
  const values: Record<string, FeatureValue> = {}
  for (const [id, value] of Object.entries(features.values)) {
    if (value.kind !== 'text') {
      values[id] = value
      continue
    }
    const plan = byName.get(value.text.toLowerCase())
    const limited = SOME_PLANS_ONLY.test(value.text) || namesAPlan?.test(value.text)
    values[id] = plan ? { kind: 'plan', plan, ...(value.note ? { note: value.note } : {}) } : limited ? { ...value, limited: true } : value
  }
  return { ...(features.checked ? { checked: features.checked } : {}), values }
}
