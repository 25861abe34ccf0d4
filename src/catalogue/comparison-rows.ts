import { featureValue, featuresForFields, SHARED_FIELD, type Feature, type FeatureValue, type Field, type ToolFeatures } from './features'
import { andList } from '../shared/and-list'
import { hasFreePlan, planInSentence, planLabel, servesEveryone, type Plan } from './plans'

/**
 * The rows of a feature table (a comparison page's, the builder's): a
 * feature of the tools' fields, or one of the facts the plans state; each
 * cell the tool's value, or undefined where nobody checked it.
 */

/** What a tool brings to a feature table. */
export interface ComparedTool {
  id: string
  group: string
  plans: readonly Plan[]
  features: ToolFeatures
  /** A free trial, where the vendor offers one ("30-day free trial"). */
  pricing: { trial?: string }
}

/** Rows whose values the plans give, not a feature list: a comparison may name them like features. */
export const PLAN_FACTS = {
  'free-plan': { label: 'Free plan', means: 'A plan anyone can use for free, with no end date (a trial is not a free plan).' },
  'pricing-published': { label: 'Published pricing', means: 'The vendor publishes the price of its plans, not only a quote on request.' },
  plans: { label: 'Plans', means: 'The plans the vendor sells.' },
} as const

export type PlanFact = keyof typeof PLAN_FACTS
export const isPlanFact = (id: string): id is PlanFact => Object.hasOwn(PLAN_FACTS, id)

/** What the plans say of a plan fact, as a feature value (the plans are every plan the content knows of, so a fact of them is checked). */
export function planFact(fact: PlanFact, plans: readonly Plan[], trial?: string): FeatureValue | undefined {
  if (fact === 'free-plan') {
    const free = plans.find((plan) => plan.price.kind === 'free' && servesEveryone(plan))
    if (!free || !hasFreePlan(plans)) return trial ? { kind: 'no', note: trial } : { kind: 'no' }
    // The cap begins the note when the plan has no name: "Up to 15 users; Unlimited tasks", as a note begins.
    const cap = free.seats.max ? `${free.name ? 'up' : 'Up'} to ${free.seats.max} ${free.seats.max === 1 ? 'user' : 'users'}` : free.seats.capUnchecked ? `${free.name ? 'a' : 'A'} cap on users we have not checked` : undefined
    const note = [free.name ? `${free.name} plan` : undefined, cap, free.adds].filter(Boolean).join('; ')
    return note ? { kind: 'yes', note } : { kind: 'yes' }
  }
  if (fact === 'pricing-published') {
    const priced = plans.filter((plan) => plan.price.kind === 'priced' || plan.price.kind === 'free')
    // A plan whose price nobody checked may well be published: then whether pricing is published is not checked either.
    if (!priced.some((plan) => plan.price.kind === 'priced')) return plans.some((plan) => plan.price.kind === 'unchecked') ? undefined : { kind: 'no' }
    const floorsOnly = priced.every((plan) => plan.price.kind !== 'priced' || plan.price.floor)
    return floorsOnly ? { kind: 'text', text: 'Starting price only' } : { kind: 'yes' }
  }
  if (plans.length === 1) return plans[0]!.adds ? { kind: 'text', text: 'One plan', note: plans[0]!.adds } : { kind: 'text', text: 'One plan' }
  // Past the list's start a plan is called as a sentence calls it mid-way: "Free plan, Growth and a plan priced by quote".
  return { kind: 'text', text: andList(plans.map((plan, index) => (index === 0 ? planLabel(plan) : planInSentence(plan)))) }
}

export interface FeatureRow {
  id: string
  label: string
  /** What counts as having it. */
  means: string
  /** The group it is listed under ("Pricing" for plan facts). */
  group: string
  /** Each tool's value, in the tools' order; undefined: not checked. */
  cells: (FeatureValue | undefined)[]
}

/** A tool's value for a row. */
export function cellOf(tool: ComparedTool, id: string): FeatureValue | undefined {
  return isPlanFact(id) ? planFact(id, tool.plans, tool.pricing.trial) : featureValue(tool.features, id)
}

/**
 * The rows for these tools: the ids asked for in their order (a comparison
 * page's `features:`), or every shared feature and then each tool's field's.
 * An id that is neither a feature nor a plan fact has no row (the registry
 * reports it to the writer).
 */
export function featureRows(tools: readonly ComparedTool[], fields: ReadonlyMap<string, Field>, fieldOfGroup: (group: string) => string | undefined, ids?: readonly string[]): FeatureRow[] {
  const fieldIds = tools.flatMap((tool) => fieldOfGroup(tool.group) ?? [])
  const listed = featuresForFields(fieldIds, fields)
  const byId = new Map<string, Feature>()
  for (const field of fields.values()) for (const group of field.groups) for (const feature of group.features) byId.set(feature.id, feature)
  const order = ids ?? listed.map((feature) => feature.id)
  return order.flatMap((id): FeatureRow[] => {
    const feature = isPlanFact(id) ? { id, ...PLAN_FACTS[id], group: 'Pricing' } : byId.get(id)
    if (!feature) return []
    return [{ id, label: feature.label, means: feature.means, group: feature.group, cells: tools.map((tool) => cellOf(tool, id)) }]
  })
}

/** A section of a feature table: the rows of one group of one field, under its heading. */
export interface FeatureSection {
  /** "Security and admin", or with another field's name where tools of several fields are compared ("Payroll (HR & Payroll)"). */
  heading: string
  rows: FeatureRow[]
}

/**
 * Every feature of the tools' fields as sections, for the builder: the
 * shared features first, then each field's groups, in the order the fields
 * first appear among the tools; every cell a value or "Not checked".
 */
export function featureSections(tools: readonly ComparedTool[], fields: ReadonlyMap<string, Field>, fieldOfGroup: (group: string) => string | undefined): FeatureSection[] {
  const fieldIds = [...new Set(tools.flatMap((tool) => fieldOfGroup(tool.group) ?? []))]
  const rows = featureRows(tools, fields, fieldOfGroup)
  const sections: FeatureSection[] = []
  for (const row of rows) {
    const field = fields.get(featureFieldOf(fields, row.id) ?? '')
    const heading = fieldIds.length > 1 && field && field.id !== SHARED_FIELD ? `${row.group} (${field.name})` : row.group
    const last = sections.at(-1)
    if (last?.heading === heading) last.rows.push(row)
    else sections.push({ heading, rows: [row] })
  }
  return sections
}

/** The field that lists a feature. */
function featureFieldOf(fields: ReadonlyMap<string, Field>, id: string): string | undefined {
  for (const field of fields.values()) if (field.groups.some((group) => group.features.some((feature) => feature.id === id))) return field.id
  return undefined
}

/** Whether every tool has the same value in a feature row (such rows can be hidden). */
export const rowAgrees = (row: FeatureRow) => row.cells.every((cell) => sameValue(cell, row.cells[0]))

const sameValue = (a: FeatureValue | undefined, b: FeatureValue | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
