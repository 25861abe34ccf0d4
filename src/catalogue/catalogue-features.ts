import { featuresOf, featureValue, hasFeature, SHARED_FIELD, type Feature, type Field, type ToolFeatures } from './features'

/**
 * Features in the /tools finder: the features a visitor can tick, how
 * /tools/catalogue.json carries each tool's values compactly, whether a
 * tool has every ticked feature, and what its card says of them. Pure.
 */

/** A feature the finder can filter by: its id, its name, and the field that lists it (SHARED_FIELD for the features of every field). */
export interface FinderFeature {
  id: string
  label: string
  field: string
}

const finderFeature = ({ id, label, field }: Feature): FinderFeature => ({ id, label, field })

/** Every feature of every field, the shared ones first, then each field's in the order of the fields' ids. */
export function finderFeatures(fields: ReadonlyMap<string, Field>): FinderFeature[] {
  const ids = [SHARED_FIELD, ...[...fields.keys()].filter((id) => id !== SHARED_FIELD).sort()]
  return ids.flatMap((id) => (fields.has(id) ? featuresOf(fields.get(id)!).map(finderFeature) : []))
}

/**
 * What the finder knows of a tool's feature: included (a plain yes, with
 * no note), not offered, from a plan, or described in words, or a yes with
 * a note (the words are on its profile, not in catalogue.json: they would
 * be a third of its bytes, and no filter needs them). A feature nobody
 * checked has no value.
 */
export type FinderValue = { kind: 'yes' } | { kind: 'no' } | { kind: 'plan'; plan: string } | { kind: 'described' } | { kind: 'limited' }

/**
 * A tool's feature values as catalogue.json carries them: each feature
 * once, by its place in the file's list of features (half the bytes of
 * its id), under what the tool's file says of it; features nobody checked
 * absent. Plans go by name, which gzip carries for almost nothing where
 * many tools share "Business".
 */
export interface PackedFeatures {
  yes?: number[]
  no?: number[]
  /** [feature, the plan it starts on]. */
  plan?: [number, string][]
  /**
   * Features the tool's file describes in words ("1,400+ apps"), or says yes to with a note ("Not every edition
   * includes it"): it has them, and what more there is to know is on its profile.
   */
  described?: number[]
  /** Features described in words that say only some plans have them, or an extra cost ("Paid plans", "Campaigns add-on"): it has them, not on every plan. */
  limited?: number[]
}

/** Packs a tool's values; `places` gives each feature's place in the file's list (a feature not in it is left out). */
export function packFeatures({ values }: ToolFeatures, places: ReadonlyMap<string, number>): PackedFeatures | undefined {
  const packed: Required<PackedFeatures> = { yes: [], no: [], plan: [], described: [], limited: [] }
  for (const [id, value] of Object.entries(values)) {
    const place = places.get(id)
    if (place === undefined) continue
    if (value.kind === 'plan') packed.plan.push([place, value.plan])
    else if (value.kind === 'text') packed[value.limited ? 'limited' : 'described'].push(place)
    // A yes with a note may be a yes with a condition ("Not every edition includes it"): the note is not packed (a
    // sentence a value, for one card's line), so the card must not say plainly "included"; it says yes and sends the
    // visitor to the profile, which shows the note, as for a value in words. The bytes stay as they were: a place
    // moves from one list to the other.
    else if (value.kind === 'yes' && value.note) packed.described.push(place)
    else packed[value.kind].push(place)
  }
  const kept = Object.entries(packed).filter(([, list]) => list.length > 0)
  return kept.length ? (Object.fromEntries(kept) as PackedFeatures) : undefined
}

/** The values packFeatures packed, by feature id, in a Map: a feature id is data and is looked up among these entries only. */
export function unpackFeatures(packed: PackedFeatures | undefined, features: readonly FinderFeature[]): ReadonlyMap<string, FinderValue> {
  const values = new Map<string, FinderValue>()
  if (!packed) return values
  const put = (place: number, value: FinderValue) => {
    const feature = features[place]
    if (feature) values.set(feature.id, value)
  }
  for (const place of packed.yes ?? []) put(place, { kind: 'yes' })
  for (const place of packed.no ?? []) put(place, { kind: 'no' })
  for (const place of packed.described ?? []) put(place, { kind: 'described' })
  for (const place of packed.limited ?? []) put(place, { kind: 'limited' })
  for (const [place, plan] of packed.plan ?? []) put(place, { kind: 'plan', plan })
  return values
}

const NONE: ReadonlyMap<string, FinderValue> = new Map()

/** Whether a value says the tool has the feature, on some plan (see hasFeature). */
const present = (value: FinderValue | undefined) => value !== undefined && value.kind !== 'no'

/** Whether a tool has every one of these features on some plan; one nobody checked counts as missing. */
export const hasAllFeatures = (values: ReadonlyMap<string, FinderValue> = NONE, ids: readonly string[]) => ids.every((id) => present(values.get(id)))

/** Whether a tool has this feature on some plan. */
export const hasFinderFeature = (values: ReadonlyMap<string, FinderValue> = NONE, id: string) => present(values.get(id))

/**
 * Whether a tool of this field (its group's slug, "crm") is judged on this feature: the shared features, and its
 * field's own. A tool without a value for a feature of another field is not "not checked" for it: nothing says it
 * has it (a CRM is never checked for US payroll), so it simply does not have it.
 */
export const judgedOn = (feature: Pick<FinderFeature, 'field'>, field: string) => feature.field === SHARED_FIELD || feature.field === field

/**
 * Whether a tool is left out by these features only because nobody has
 * checked some of them: none is "no", and each one it has no value for is
 * one it is judged on (`judged`, by id: judgedOn), at least one of them.
 */
export const missingOnlyUnchecked = (values: ReadonlyMap<string, FinderValue> = NONE, ids: readonly string[], judged: (id: string) => boolean) =>
  ids.some((id) => !values.has(id)) && ids.every((id) => (values.has(id) ? present(values.get(id)) : judged(id)))

/**
 * What a card says of a ticked feature: "SAML single sign-on from Business", "Public API included", "Integrations: yes,
 * see its profile", "Email marketing: on some plans or at extra cost, see its profile".
 */
export function featureOnCard(label: string, value: FinderValue): string {
  if (value.kind === 'plan') return `${label} from ${value.plan}`
  if (value.kind === 'described') return `${label}: yes, see its profile`
  if (value.kind === 'limited') return `${label}: on some plans or at extra cost, see its profile`
  return value.kind === 'yes' ? `${label} included` : `${label} not offered`
}

/** A heading's worth of features to tick: the shared ones, or one field's. */
export interface FeatureGroup {
  /** SHARED_FIELD or a field's id, which is its category's slug ("crm"). */
  field: string
  features: FinderFeature[]
}

/**
 * The features offered as checkboxes: always the shared ones; the chosen
 * category's own once a category is chosen; and any ticked feature of
 * another field, under its field, so that what filters the list can
 * always be seen and unticked (a tool may have a feature of another
 * field: Notion has task dependencies).
 */
export function offeredFeatures(all: readonly FinderFeature[], category: string | undefined, ticked: readonly string[]): FeatureGroup[] {
  const tickedSet = new Set(ticked)
  const fields = [SHARED_FIELD, ...(category ? [category] : []), ...new Set(all.filter((feature) => tickedSet.has(feature.id)).map((feature) => feature.field))]
  return [...new Set(fields)].flatMap((field) => {
    const shown = field === SHARED_FIELD || field === category
    const features = all.filter((feature) => feature.field === field && (shown || tickedSet.has(feature.id)))
    return features.length ? [{ field, features }] : []
  })
}

/** A feature with how many tools have it. */
export type CountedFeature = FinderFeature & { count: number }

/** Bits in a number that bitwise operators keep: a shared list longer than this has no bits kept, and is counted from the features. */
const MOST_SHARED_BITS = 31

/**
 * Which of the shared features a tool has, on some plan, as one number: bit
 * i is the shared field's i-th feature (featuresOf's order). The build's
 * tools reader keeps it with each tool's check (src/server/tools-reader.ts),
 * so the finder's counts need no tool's features: at 100,000 tools, reading
 * them all was a second of a tools file's edit, and the garbage it left.
 * Undefined when there is no shared list, or one too long for the bits.
 */
export function sharedFeatureBits(fields: ReadonlyMap<string, Field>, tool: ToolFeatures): number | undefined {
  const shared = fields.get(SHARED_FIELD)
  const features = shared ? featuresOf(shared) : []
  if (features.length === 0 || features.length > MOST_SHARED_BITS) return undefined
  return features.reduce((bits, feature, at) => (hasFeature(featureValue(tool, feature.id)) ? bits | (1 << at) : bits), 0)
}

/**
 * The shared features, each with how many of these tools have it: what
 * the finder offers, with its counts, before a visitor chooses anything,
 * prerendered so that nothing is fetched to show them. Each tool is given
 * by its features, or by its sharedFeatureBits where the build kept them.
 */
export function sharedFeatureCounts(fields: ReadonlyMap<string, Field>, tools: readonly (ToolFeatures | number)[]): CountedFeature[] {
  const shared = fields.get(SHARED_FIELD)
  if (!shared) return []
  const features = featuresOf(shared)
  // In one pass over the tools, a kept number's bits counted where they are set: at 100,000 tools, a pass of every tool
  // for each shared feature was some 0.1 s of a rating's edit.
  const counts = features.map(() => 0)
  for (const tool of tools) {
    if (typeof tool === 'number') {
      for (let bits = tool, at = 0; bits !== 0 && at < features.length; bits >>>= 1, at += 1) if (bits & 1) counts[at]! += 1
    } else features.forEach((feature, at) => void (hasFeature(featureValue(tool, feature.id)) && (counts[at]! += 1)))
  }
  return features.map((feature, at) => ({ ...finderFeature(feature), count: counts[at]! }))
}
