import type { FinderFeature } from './catalogue-features'
import { readCatalogueTool, type CatalogueFile, type CatalogueRecord, type CatalogueTool } from './tool-catalogue'

/**
 * What a build that stays running keeps in memory of the finder's last
 * split, beside the texts its memo keeps (finder-split-build.ts KeptTexts):
 * each record's tool as it was read, each scope's order in each sort, each
 * order's bits, and the keys and versions made from them. A tools file's
 * save changes a record or two of 100,000: the split then reads only those
 * records' tools, moves only those tools in its orders and mends its bits
 * only at the places that changed, where it read, sorted and set every one.
 * Every value is used only where it is shown to be what the split would
 * make again: a tool by its record's being the same object, an order by the
 * other tools' being the same objects in the same order, bits and keys by
 * their tools' being the same objects at the same places. A new process has
 * none, and makes everything as the first make does.
 */
export type Live = Map<string, unknown>

/** A sort's order of two tools (tool-catalogue.ts SORTS). */
type Order = (a: CatalogueTool, b: CatalogueTool) => number

/** A tools file's save moves a tool or two; past this many, a scope's order is made again, not mended. */
const MOST_MOVED = 64

/** The tools read from a make's records, kept by record, for the features they were read with. */
interface ReadTools {
  features: string
  tools: WeakMap<CatalogueRecord, CatalogueTool>
}

/** Where the live values keep the tools read. */
const READ_TOOLS = 'tools'

/** Whether a make kept its tools in these live values: a make that read the catalogue, or a read-ahead. */
export const holdsReadTools = (live: Live) => live.has(READ_TOOLS)

/** Where the live values count the makes that used them. */
const MAKES = 'makes'

/** How many makes have used these live values: a read-ahead begun before one goes no further once it has (its values are older). */
export const makesOf = (live: Live): number => (live.get(MAKES) as number | undefined) ?? 0

/** Counts a make that uses these live values. */
export const noteMake = (live: Live): void => void live.set(MAKES, makesOf(live) + 1)

/**
 * The catalogue's tools, as readCatalogueFile reads them: a record that is the same object as in the make before (the
 * build keeps the records it parsed, src/server/finder-catalogue.ts) gives the tool read from it then.
 */
export function readToolsKept(file: CatalogueFile, featuresText: string, live?: Live): CatalogueTool[] {
  const before = live?.get(READ_TOOLS) as ReadTools | undefined
  const kept = before?.features === featuresText ? before.tools : new WeakMap<CatalogueRecord, CatalogueTool>()
  live?.set(READ_TOOLS, { features: featuresText, tools: kept } satisfies ReadTools)
  return file.tools.map((record) => {
    let tool = kept.get(record)
    if (!tool) kept.set(record, (tool = readCatalogueTool(record, file.features)))
    return tool
  })
}

/** A scope's tools in the catalogue's order, and in each sort's order, as the make before had them. */
interface KeptOrders {
  inScope: readonly CatalogueTool[]
  orders: Map<string, readonly CatalogueTool[]>
}

/** The tools the make before had that are gone, and those now that are new, when the others are in the same order. */
interface Moved {
  gone: ReadonlySet<CatalogueTool>
  added: readonly CatalogueTool[]
}

/**
 * A scope's tools in each sort's order: `[...inScope].sort(order)`, a stable sort, so that tools the order ties keep the
 * catalogue's order. When the make before had the same tools in the same order but a few (a tools file's save, which
 * may move its tool in the catalogue, listed best rated first), its orders are mended: those few taken out and put
 * back where they now go. Each order is made when asked for.
 */
export function scopeOrders(scope: string, inScope: readonly CatalogueTool[], live?: Live): (sort: { id: string; order: Order }) => readonly CatalogueTool[] {
  const key = `orders ${scope}`
  const before = live?.get(key) as KeptOrders | undefined
  const now: KeptOrders = { inScope, orders: new Map() }
  live?.set(key, now)
  let moved: Moved | undefined | null = null
  // Ties go by the catalogue's order, as the stable sort leaves them: each tool's place, found only if a tie asks.
  let places: Map<CatalogueTool, number> | undefined
  const placeOf = (tool: CatalogueTool) => (places ??= new Map(inScope.map((each, at) => [each, at]))).get(tool)!
  return ({ id, order }) => {
    let ordered = now.orders.get(id)
    if (ordered) return ordered
    const orderedBefore = before?.orders.get(id)
    if (orderedBefore && moved === null) moved = movedSince(before!.inScope, inScope)
    ordered = orderedBefore && moved ? mended(orderedBefore, moved, (a, b) => order(a, b) || placeOf(a) - placeOf(b)) : [...inScope].sort(order)
    now.orders.set(id, ordered)
    return ordered
  }
}

/** What moved from `before` to `now`, or undefined when more than a few did, or the others are not in the same order. */
function movedSince(before: readonly CatalogueTool[], now: readonly CatalogueTool[]): Moved | undefined {
  if (Math.abs(before.length - now.length) > MOST_MOVED) return undefined
  const was = new Set(before)
  const is = new Set(now)
  const gone = new Set(before.filter((tool) => !is.has(tool)))
  const added = now.filter((tool) => !was.has(tool))
  if (gone.size > MOST_MOVED || added.length > MOST_MOVED) return undefined
  // The others, in the same order in both.
  let at = 0
  for (const tool of before) {
    if (gone.has(tool)) continue
    while (at < now.length && !was.has(now[at]!)) at += 1
    if (now[at] !== tool) return undefined
    at += 1
  }
  return { gone, added }
}

/** An order mended: the tools gone taken out, and the added put where `total` (the order, ties by place) puts them. */
function mended(ordered: readonly CatalogueTool[], { gone, added }: Moved, total: Order): readonly CatalogueTool[] {
  if (gone.size === 0 && added.length === 0) return ordered
  const result = ordered.filter((tool) => !gone.has(tool))
  for (const tool of added) {
    let low = 0
    let high = result.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (total(result[middle]!, tool) < 0) low = middle + 1
      else high = middle
    }
    result.splice(low, 0, tool)
  }
  return result
}

/** Each tool's field and its values for the scope's features (finder-split-build.ts featureCodes), as a split reads them. */
export interface ToolValues {
  fieldOf: ReadonlyMap<CatalogueTool, string>
  codes: ReadonlyMap<CatalogueTool, readonly number[]>
}

/** A filter's name ("free", "rating-4.5") and its test of a tool. */
export type FilterTest = readonly [name: string, test: (tool: CatalogueTool) => boolean]

/** The bits of one order: per filter, the tools that pass it; per feature, the tools that have it and those with a value for it; per field, its tools. */
interface PlaceBits {
  /** Bytes in each set: a bit a place. */
  bytes: number
  passes: Uint8Array[]
  has: Uint8Array[]
  valued: Uint8Array[]
  inField: Map<string, Uint8Array>
}

/** What a build that stays running keeps of an order's bits: the order, the filters and features, and the values read. */
interface KeptBits extends PlaceBits, ToolValues {
  ordered: readonly CatalogueTool[]
  filters: readonly FilterTest[]
  features: string
}

/**
 * Sets (or, with `clear`, clears) a tool's bits at a place: each filter's it passes (cleared: every filter's), its
 * field's, and each of its features' it has a value for.
 */
function markPlace(bits: PlaceBits, place: number, tool: CatalogueTool, { fieldOf, codes }: ToolValues, filters: readonly FilterTest[], clear = false): void {
  const bit = 1 << (place & 7)
  const byte = place >> 3
  const field = fieldOf.get(tool)!
  let fieldBits = bits.inField.get(field)
  if (!fieldBits) bits.inField.set(field, (fieldBits = new Uint8Array(bits.bytes)))
  const apply = (set: Uint8Array) => void (clear ? (set[byte]! &= ~bit) : (set[byte]! |= bit))
  apply(fieldBits)
  filters.forEach(([, test], at) => {
    if (clear || test(tool)) apply(bits.passes[at]!)
  })
  for (const code of codes.get(tool)!) {
    apply(bits.valued[code >> 1]!)
    if (code & 1) apply(bits.has[code >> 1]!)
  }
}

/**
 * The bits of an order (PlaceBits): those of the make before, kept in `live`, mended at the places whose tool changed
 * when its filters, features and length are the same and few places did (a tools file's save moves its tool: the
 * places between where it was and where it is), or made in one pass over the tools and the values each has. At
 * 100,000 tools, each filter's bits made again for each order were some 0.1 s of a rating's save.
 */
export function placeBits(key: string, ordered: readonly CatalogueTool[], filters: readonly FilterTest[], features: readonly FinderFeature[], values: ToolValues, live?: Live): PlaceBits {
  const featureIds = features.map((feature) => feature.id).join('\n')
  const before = live?.get(key) as KeptBits | undefined
  let bits: PlaceBits | undefined
  if (before && before.filters === filters && before.features === featureIds && before.ordered.length === ordered.length) {
    const changed: number[] = []
    for (let place = 0; place < ordered.length && changed.length <= ordered.length >> 3; place += 1) if (ordered[place] !== before.ordered[place]) changed.push(place)
    if (changed.length <= ordered.length >> 3) {
      const copy = (sets: Uint8Array[]) => sets.map((set) => set.slice())
      bits = { bytes: before.bytes, passes: copy(before.passes), has: copy(before.has), valued: copy(before.valued), inField: new Map([...before.inField].map(([field, set]) => [field, set.slice()])) }
      for (const place of changed) markPlace(bits, place, before.ordered[place]!, before, filters, true)
      for (const place of changed) markPlace(bits, place, ordered[place]!, values, filters)
    }
  }
  if (!bits) {
    const bytes = (ordered.length + 7) >> 3
    const sets = (count: number) => Array.from({ length: count }, () => new Uint8Array(bytes))
    const made: PlaceBits = { bytes, passes: sets(filters.length), has: sets(features.length), valued: sets(features.length), inField: new Map() }
    ordered.forEach((tool, place) => markPlace(made, place, tool, values, filters))
    bits = made
  }
  live?.set(key, { ...bits, ...values, ordered, filters, features: featureIds } satisfies KeptBits)
  return bits
}

/**
 * A value made from a list of parts (a records file's key from its tools, a folder's version from its files): the one
 * made before from the same parts, each the same object or equal string at the same place, or made now.
 */
export function madeOnce<T extends object | string>(key: string, parts: readonly T[], make: () => string, live?: Live): string {
  const before = live?.get(key) as { parts: readonly T[]; value: string } | undefined
  const same = before !== undefined && before.parts.length === parts.length && parts.every((part, at) => part === before.parts[at])
  const value = same ? before.value : make()
  live?.set(key, { parts, value })
  return value
}
