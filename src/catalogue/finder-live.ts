import { unpackFeatures } from './catalogue-features'
import type { CatalogueFile, CatalogueRecord, CatalogueTool } from './tool-catalogue'

/**
 * What a build that stays running keeps in memory of the finder's last
 * split, beside the texts its memo keeps (finder-split-build.ts KeptTexts):
 * each record's tool as it was read, and each scope's order in each sort.
 * A tools file's save changes a record or two of 100,000: the split then
 * reads only those records' tools and moves only those tools in its orders,
 * where it read and sorted every one (at 100,000 tools, some 0.4 s of a
 * rating's save). Every value is used only where it is shown to be what the
 * split would make again: a tool by its record's being the same object, an
 * order by every other tool's being the same object at the same place. A new
 * process has none, and makes everything as the first make does.
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

/**
 * The catalogue's tools, as readCatalogueFile reads them: a record that is the same object as in the make before (the
 * build keeps the records it parsed, src/server/site-files.ts) gives the tool read from it then.
 */
export function readToolsKept(file: CatalogueFile, featuresText: string, live?: Live): CatalogueTool[] {
  const before = live?.get(READ_TOOLS) as ReadTools | undefined
  const kept = before?.features === featuresText ? before.tools : new WeakMap<CatalogueRecord, CatalogueTool>()
  live?.set(READ_TOOLS, { features: featuresText, tools: kept } satisfies ReadTools)
  return file.tools.map((record) => {
    let tool = kept.get(record)
    if (!tool) kept.set(record, (tool = { ...record, features: unpackFeatures(record.features, file.features) }))
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
