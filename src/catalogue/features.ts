/**
 * Features as data: each field of software (content/_fields/<field>.yaml)
 * lists the features every tool in it is judged on, in named groups, plus
 * the shared features every field includes; a tool's file says, per
 * feature, whether it has it and from which plan. A feature its file does
 * not give is "Not checked": never a guess, a dash or a no.
 */

export interface Feature {
  id: string
  label: string
  /** One sentence saying what counts as having it, so that two writers judge alike. */
  means: string
  /** The group it is listed under ("Security and admin"). */
  group: string
  /** The field that lists it ("crm"), or SHARED_FIELD. */
  field: string
}

export interface Field {
  /** The file name ("hr-payroll"). */
  id: string
  /** The name tools are filed under (`group:` in a tools file: "HR & Payroll"); for the shared list, "Every field". */
  name: string
  groups: { name: string; features: Feature[] }[]
}

/** The id of the list every field includes (content/_fields/shared.yaml). */
export const SHARED_FIELD = 'shared'

/** What a tool's file says of one feature. */
export type FeatureValue =
  | { kind: 'yes'; note?: string }
  | { kind: 'no'; note?: string }
  /** Included from this plan up (a name from the tool's own plans). */
  | { kind: 'plan'; plan: string; note?: string }
  /**
   * A short text where yes or no does not fit ("200+ apps"). `limited`: the text says only some plans have it, or that
   * it costs extra ("Paid plans", "Campaigns add-on"), without naming the plan it starts on (content/feature-values.ts):
   * the tool has it, but no plan's price can be taken as including it.
   */
  | { kind: 'text'; text: string; note?: string; limited?: true }

export const NOT_CHECKED_FEATURE = 'Not checked'

/** A tool's features: the values its file gives, and when they were checked. */
export interface ToolFeatures {
  checked?: string
  values: Record<string, FeatureValue>
}

/** A feature's value for a tool, or undefined when nobody checked it (own keys only: an id is data, not a property name). */
export const featureValue = (features: ToolFeatures, id: string): FeatureValue | undefined => (Object.hasOwn(features.values, id) ? features.values[id] : undefined)

/** A value in words, as a cell shows it and as its text alternative reads: "Included", "Not offered", "From Business", the text; "Not checked". */
export function featureValueText(value: FeatureValue | undefined): string {
  if (!value) return NOT_CHECKED_FEATURE
  if (value.kind === 'yes') return 'Included'
  if (value.kind === 'no') return 'Not offered'
  if (value.kind === 'plan') return `From ${value.plan}`
  return value.text
}

/** Whether a value says the tool has the feature, on some plan (a text counts: it says how, not whether not). */
export const hasFeature = (value: FeatureValue | undefined) => value !== undefined && value.kind !== 'no'

/** Every feature of a field, in its groups' order. */
export const featuresOf = (field: Field): Feature[] => field.groups.flatMap((group) => group.features)

/**
 * The features to compare tools of these fields on, in order: the shared
 * features first, then each field's own, in the order the fields first
 * appear among the tools.
 */
export function featuresForFields(fieldIds: readonly string[], fields: ReadonlyMap<string, Field>): Feature[] {
  const order = [SHARED_FIELD, ...new Set(fieldIds.filter((id) => id !== SHARED_FIELD))]
  return order.flatMap((id) => {
    const field = fields.get(id)
    return field ? featuresOf(field) : []
  })
}

/** The share of a field's features a tool's file gives a value for, from 0 to 1. */
export function checkedShare(features: ToolFeatures, of: readonly Feature[]): number {
  if (of.length === 0) return 1
  return of.filter((feature) => featureValue(features, feature.id) !== undefined).length / of.length
}
