import { hasFinderFeature, judgedOn, type FinderFeature } from './catalogue-features'
import { ALL_FILTER_SETS } from './finder-split'
import { placeBits, type FilterTest, type Live, type ToolValues } from './finder-live'
import type { CatalogueTool } from './tool-catalogue'

/**
 * The bits of a scope's order in the finder's split (finder-split-build.ts):
 * for each filter the tools that pass it, for each feature the tools that
 * have it and those nobody checked it for, from each tool's values for the
 * scope's features. A build that stays running keeps them from one make to
 * the next, and its wait reads them ahead (finder-live.ts).
 */

/** The test of a filter set, by its name ("free", "price-quote", "rating-4.5"): read once, not once a tool. */
function passing(set: string): (tool: CatalogueTool) => boolean {
  if (set === 'free') return (tool) => tool.free
  if (set.startsWith('price-')) {
    const band = set.slice('price-'.length)
    return (tool) => tool.band === band
  }
  if (set.startsWith('rating-')) {
    const least = Number(set.slice('rating-'.length))
    return (tool) => tool.rating >= least
  }
  throw new Error(`No filter set "${set}"`)
}

/** Each filter set's name and test. */
export const FILTER_TESTS: readonly FilterTest[] = ALL_FILTER_SETS.map((set) => [set, passing(set)] as const)

/** A tool's values for these features (featureCodes), by each feature's place in `index`. */
function codesOf(tool: CatalogueTool, index: ReadonlyMap<string, number>): number[] {
  const own: number[] = []
  tool.features?.forEach((_, id) => {
    const at = index.get(id)
    if (at !== undefined) own.push(at * 2 + (hasFinderFeature(tool.features, id) ? 1 : 0))
  })
  return own
}

/**
 * Each tool's values for these features, as numbers: a feature's place in the list, twice, plus one where the tool has
 * it on some plan. Worked out once a scope, not once for each of its sorts: at 100,000 tools, a tool's values looked up
 * by id and judged again for each of three orders were 0.7 s of a tools file's edit. A build that stays running keeps
 * them in `live` by tool, for the same features: a tools file's save reads the values of the tools read anew (the same
 * object is the same record), where going through every tool's was some 0.1 s.
 */
function featureCodes(scope: string, tools: readonly CatalogueTool[], features: readonly FinderFeature[], live?: Live): ReadonlyMap<CatalogueTool, readonly number[]> {
  const ids = features.map((feature) => feature.id).join('\n')
  const key = `codes ${scope}`
  const before = live?.get(key) as { features: string; codes: Map<CatalogueTool, number[]> } | undefined
  // A tool gone keeps its entry, unread, until the entries are twice the tools: then they are made again.
  const kept = before?.features === ids && before.codes.size <= tools.length * 2 ? before.codes : undefined
  const codes = kept ?? new Map<CatalogueTool, number[]>()
  const index = new Map(features.map((feature, at) => [feature.id, at]))
  for (const tool of tools) if (!kept?.has(tool)) codes.set(tool, codesOf(tool, index))
  live?.set(key, { features: ids, codes })
  return codes
}

/**
 * For each filter, the tools in this order that pass it; for each feature, the tools that have it on some plan, and
 * those nobody checked it for, as bits: one pass over the tools and the values each has (`codes`, featureCodes), not one
 * pass of the whole scope per filter, feature and set (at 100,000 tools, some 260 passes of the catalogue for each sort,
 * 24 s of the build), or the bits of the make before mended (placeBits). `fieldOf` gives each tool's field; the tools
 * judged on a feature are those of the fields judgedOn names, each field's tools one set of bits.
 */
export function orderBits(ordered: readonly CatalogueTool[], features: readonly FinderFeature[], values: ToolValues, kept?: { key: string; live?: Live }): { filters: Uint8Array[]; features: { has: Uint8Array; unchecked: Uint8Array }[] } {
  const bytes = (ordered.length + 7) >> 3
  const { passes, has, valued, inField } = placeBits(kept?.key ?? '', ordered, FILTER_TESTS, features, values, kept?.live)
  // Not checked: judged on it, with no value. A tool outside the feature's field with no value simply does not have it
  // (nothing says it does); the bits past the last tool are judged on nothing, so they stay unset.
  const unchecked = features.map((feature, at) => {
    const bits = new Uint8Array(bytes)
    const values = valued[at]!
    for (const [field, fieldBits] of inField) {
      if (!judgedOn(feature, field)) continue
      for (let n = 0; n < bytes; n += 1) bits[n]! |= fieldBits[n]! & ~values[n]!
    }
    return bits
  })
  return { filters: passes, features: features.map((_, at) => ({ has: has[at]!, unchecked: unchecked[at]! })) }
}

/**
 * The features some tool of the scope has a value for or is judged on (judgedOn: the shared ones, its field's), by their
 * places in `features`: the others would be a file of nothing, no tool having them and none unchecked. Found in one pass
 * over the scope's tools: a pass for each feature went through every tool of a category for each other field's feature.
 */
function featuresWithData(inScope: readonly CatalogueTool[], features: readonly FinderFeature[], fieldOf: ReadonlyMap<CatalogueTool, string>) {
  const valued = new Set<string>()
  const fields = new Set<string>()
  for (const tool of inScope) {
    tool.features?.forEach((_, id) => valued.add(id))
    fields.add(fieldOf.get(tool)!)
  }
  const withData = features.flatMap((feature, place) => (valued.has(feature.id) || [...fields].some((field) => judgedOn(feature, field)) ? [place] : []))
  return { withData, scopeFeatures: withData.map((place) => features[place]!) }
}

/**
 * A scope's features with data (featuresWithData) and each of its tools' values for them (featureCodes): what each of its
 * orders' bits are set from, in a split and in the watch's read-ahead alike.
 */
export function scopeValues(scope: string, inScope: readonly CatalogueTool[], features: readonly FinderFeature[], fieldOf: ReadonlyMap<CatalogueTool, string>, live?: Live) {
  const { withData, scopeFeatures } = featuresWithData(inScope, features, fieldOf)
  return { withData, scopeFeatures, values: { fieldOf, codes: featureCodes(scope, inScope, scopeFeatures, live) } satisfies ToolValues }
}

/** Where the live values keep the bits of a scope's order (placeBits). */
export const bitsKey = (scope: string, sort: string) => `bits ${scope} ${sort}`
