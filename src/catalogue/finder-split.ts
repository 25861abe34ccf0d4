import { unpackFeatures, type FinderFeature } from './catalogue-features'
import { PRICE_BANDS } from '../shared/prices'
import { FINDER_PAGE_SIZE, MIN_RATINGS, type CatalogueRecord, type CatalogueTool, type FinderState, type Sort } from './tool-catalogue'

/**
 * The /tools finder's data split so that a filtered view fetches only what
 * it needs, at any number of tools (issue #32): not every tool's record
 * (1.7 MB gzip at 100,000 tools), but for the view's scope (every tool, or
 * one category's) and sort:
 *
 * - a bitset per filter the visitor set ("free", "price-<band>", "rating-<n>"),
 *   a bit per tool in the sort's order, set where the tool passes;
 * - per feature offered or ticked, two bitsets: the tools that have it on
 *   some plan, and the tools nobody checked it for (of those judged on it:
 *   the shared features, and each field's own, judgedOn);
 * - the records of the tools shown, RECORDS_PER_FILE to a file, in the
 *   sort's order.
 *
 * ANDed, the bitsets give exactly the tools the single catalogue gave, in the
 * same order: the count, the page, each feature's count and the tools left out
 * only because a ticked feature is unchecked (tests/unit/catalogue/finder-split.test.ts
 * checks it against findTools). In one category's scope a bitset is a bit per
 * tool of that category. The manifest, /tools/finder.json, is revalidated; the
 * data is in folders named by their content, which never change: per scope
 * and sort, one for its sets and one for each RECORDS_GROUP records files,
 * so an edit of one tool replaces the folders it changed, not every file
 * (at 100,000 tools, some 21,000).
 * Pure: finder-split-build.ts writes the files, the island reads them.
 */

/** The finder's manifest: the features, the scopes, where the data is. */
export const FINDER_MANIFEST_URL = '/tools/finder.json'

/** Where the tools' split data lives, a folder per kind ("/tool-data/finder/") or per kind and content ("/tool-data/names-1a2b…/"). */
export const TOOL_DATA_ROOT = '/tool-data/'

/** Records a records file holds. */
export const RECORDS_PER_FILE = 32

/** Records files in one versioned folder: few folders to name in the manifest, few files to replace when one record changes. */
export const RECORDS_GROUP = 64

/** The scope of every tool. */
export const ALL_SCOPE = 'all'

/** The scope of a view: one category's tools, or every tool. */
export const scopeOf = (state: Pick<FinderState, 'category'>): string => (state.category ? `c-${state.category}` : ALL_SCOPE)

/** The versions of a scope's folders for one sort: its sets' folder's, and each group of records files' (RECORDS_GROUP a group). */
export type SortFolders = [sets: string, records: string[]]

/** What /tools/finder.json holds. */
export interface FinderManifest {
  /** The data folder, "/tool-data/finder/". */
  base: string
  /** Every feature a visitor can tick; a feature's files are named by its place here. */
  features: FinderFeature[]
  /**
   * Per scope: its name, how many tools it has, the places of the features some tool of it has a value for or is
   * judged on (the others have no file: nobody has them, and none of its tools is judged on them, so none is
   * unchecked), its folders' versions by sort ("rating": …), and for each of those features, how many of its tools
   * have it on some plan (what the site search says of a feature it offers, src/search/split/finder-features.ts).
   */
  scopes: [string, number, number[], Record<string, SortFolders>, number[]][]
  /** Each field's name by its id ("knowledge-docs": "Knowledge & Docs"), of the fields some tool is in: the site search names a feature's field. */
  fields?: Record<string, string>
}

/** A scope as the finder reads it. */
export interface FinderScope {
  name: string
  size: number
  /** Feature places with data: some tool has a value for it or is judged on it. */
  features: ReadonlySet<number>
  /** Its folders' versions, by sort. */
  folders: Readonly<Record<string, SortFolders>>
}

/** The scopes of a manifest, by name, in a Map: a category's slug from the address is looked up among these entries only. */
export const readScopes = (manifest: FinderManifest): ReadonlyMap<string, FinderScope> =>
  new Map(manifest.scopes.map(([name, size, features, folders]) => [name, { name, size, features: new Set(features), folders }]))

/** The folder of a scope's sets in a sort, by its version. */
export const setsFolder = (scope: string, sort: Sort, version: string) => `${scope}/${sort}/s-${version}/`

/** The folder of a group of a scope's records files in a sort, by its version. */
export const recordsFolder = (scope: string, sort: Sort, group: number, version: string) => `${scope}/${sort}/g${group}-${version}/`

/** A set's file name in its folder: a filter's ("free", "price-quote", "rating-4.5") or a feature's ("f12", by its place). */
export const setFile = (set: string) => `${set}.json`

/** The file name of the records from `at * RECORDS_PER_FILE`, in its group's folder. */
export const recordsFile = (at: number) => `r${at}.json`

/** The folders of a scope in a sort; the manifest names every scope in every sort. */
function foldersOf(scope: FinderScope, sort: Sort): SortFolders {
  const folders = scope.folders[sort]
  if (!folders) throw new Error(`The finder's manifest has no folders for ${scope.name} in the order ${sort}`)
  return folders
}

/** Where a set of a scope and sort is, from the data folder. */
export const setPath = (scope: FinderScope, sort: Sort, set: string) => `${setsFolder(scope.name, sort, foldersOf(scope, sort)[0])}${setFile(set)}`

/** Where records file `at` of a scope and sort is, from the data folder. */
export function recordsPath(scope: FinderScope, sort: Sort, at: number): string {
  const group = Math.floor(at / RECORDS_GROUP)
  const version = foldersOf(scope, sort)[1][group]
  if (version === undefined) throw new Error(`The finder's manifest has no records file ${at} for ${scope.name} in the order ${sort}`)
  return `${recordsFolder(scope.name, sort, group, version)}${recordsFile(at)}`
}

/** The filter sets a state needs, by name. */
export function filterSets(state: FinderState): string[] {
  return [...(state.free ? ['free'] : []), ...(state.price ? [`price-${state.price}`] : []), ...(state.rating ? [`rating-${state.rating}`] : [])]
}

/** Every filter set the build writes. */
export const ALL_FILTER_SETS = ['free', ...PRICE_BANDS.map((band) => `price-${band.id}`), ...MIN_RATINGS.map((rating) => `rating-${rating}`)]

/** A feature's sets' names, by its place: the tools that have it on some plan ("f12"), and the tools nobody checked it for ("u12"). */
export const hasSet = (place: number) => `f${place}`
export const uncheckedSet = (place: number) => `u${place}`

// A bitset is a Uint8Array, bit p (in the sort's order) at byte p >> 3, bit p & 7; written as base64.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const CODES = new Map([...ALPHABET].map((char, code) => [char, code]))

/** Bits for `size` places, set where `test` holds. */
export function bitsWhere(size: number, test: (place: number) => boolean): Uint8Array {
  const bits = new Uint8Array((size + 7) >> 3)
  for (let place = 0; place < size; place += 1) if (test(place)) bits[place >> 3]! |= 1 << (place & 7)
  return bits
}

const CHAR_CODES = Uint8Array.from(ALPHABET, (char) => char.charCodeAt(0))
const ASCII = new TextDecoder()

/**
 * Bits as base64 (no padding). Its characters' codes are written into one array and read as text once: a character
 * added to the text at a time made a string for each, some 400 MB of garbage for the finder's sets at 100,000 tools.
 */
export function encodeBits(bits: Uint8Array): string {
  const codes = new Uint8Array(Math.ceil((bits.length * 4) / 3))
  let out = 0
  for (let at = 0; at < bits.length; at += 3) {
    const word = (bits[at]! << 16) | ((bits[at + 1] ?? 0) << 8) | (bits[at + 2] ?? 0)
    const chars = at + 2 < bits.length ? 4 : at + 1 < bits.length ? 3 : 2
    for (let shift = 18, n = 0; n < chars; shift -= 6, n += 1) codes[out++] = CHAR_CODES[(word >> shift) & 63]!
  }
  return ASCII.decode(codes)
}

/** Bits for `size` places from base64; a character out of the alphabet, or too few, is an error (the data is broken). */
export function decodeBits(text: string, size: number): Uint8Array {
  const bits = new Uint8Array((size + 7) >> 3)
  if (typeof text !== 'string' || Math.ceil((bits.length * 4) / 3) !== text.length) throw new Error(`A bitset of ${size} places has ${typeof text === 'string' ? text.length : 'no'} characters`)
  for (let at = 0, out = 0; at < text.length; at += 4) {
    let word = 0
    for (let n = 0; n < 4; n += 1) {
      const char = text[at + n]
      const code = char === undefined ? 0 : CODES.get(char)
      if (code === undefined) throw new Error(`"${char}" is no base64 character`)
      word = (word << 6) | code
    }
    for (let shift = 16; shift >= 0 && out < bits.length; shift -= 8) bits[out++] = (word >> shift) & 0xff
  }
  return bits
}

/** Bits every one of which is set (the places of a scope with no filter). */
export const allBits = (size: number) => bitsWhere(size, () => true)

const and = (a: Uint8Array, b: Uint8Array) => a.map((byte, at) => byte & b[at]!)
const or = (a: Uint8Array, b: Uint8Array) => a.map((byte, at) => byte | b[at]!)

/** How many bits are set. */
export function countBits(bits: Uint8Array): number {
  let count = 0
  for (let byte of bits) {
    while (byte) {
      byte &= byte - 1
      count += 1
    }
  }
  return count
}

/** The places set, from the first. */
export function placesOf(bits: Uint8Array): number[] {
  const places: number[] = []
  bits.forEach((byte, at) => {
    for (let bit = 0; byte >> bit; bit += 1) if ((byte >> bit) & 1) places.push((at << 3) + bit)
  })
  return places
}

/** The places of features by id, from a manifest. */
const featurePlaces = (manifest: FinderManifest) => new Map(manifest.features.map((feature, place) => [feature.id, place]))

/**
 * The sets a state needs in its scope and sort, in two rounds. First what
 * its results and their number need: the filters it sets, and the tools
 * that have each ticked feature. Then what the counts need: the tools that
 * have each feature offered (beside its checkbox), and the tools nobody
 * checked each ticked one for (the tools left out as unchecked). A feature
 * the scope has no data for needs no file. A ticked id is known
 * (readFinderState checked it against the manifest).
 */
export function finderNeeds(manifest: FinderManifest, scope: FinderScope, state: FinderState, offered: readonly string[]): { first: string[]; later: string[] } {
  const places = featurePlaces(manifest)
  const withData = (ids: readonly string[]) => ids.flatMap((id) => (places.has(id) && scope.features.has(places.get(id)!) ? [places.get(id)!] : []))
  const ticked = withData(state.features)
  const first = [...filterSets(state), ...ticked.map(hasSet)]
  return { first, later: [...withData(offered).filter((place) => !ticked.includes(place)).map(hasSet), ...ticked.map(uncheckedSet)] }
}

/** What a view found: the places of the tools matching, in the sort's order; each offered feature's count, once its set is in; the tools left out only as unchecked, once their sets are in. */
export interface FinderFound {
  places: number[]
  counts: Map<string, number>
  uncheckedLeftOut: number | undefined
}

/**
 * The tools a state finds in its scope and sort, from the sets fetched (by
 * name; finderNeeds): the same tools, in the same order, with the same
 * counts as findTools, featureCounts and uncheckedLeftOut give on the
 * whole catalogue. The first round's sets must be in; a count whose sets
 * are not yet is left out.
 */
export function findInSets(manifest: FinderManifest, scope: FinderScope, state: FinderState, offered: readonly string[], sets: ReadonlyMap<string, Uint8Array>): FinderFound {
  const places = featurePlaces(manifest)
  const none = new Uint8Array((scope.size + 7) >> 3)
  const every = allBits(scope.size)
  const required = (name: string) => {
    const bits = sets.get(name)
    if (!bits) throw new Error(`The finder's set "${name}" has not loaded`)
    return bits
  }
  // A feature the scope has no data for: no tool has it, and none is judged on it (a CRM scope and US payroll), so none
  // is left out as unchecked: nothing says any has it.
  const featureSets = (id: string) => {
    const place = places.get(id)
    return place !== undefined && scope.features.has(place) ? { has: sets.get(hasSet(place)), unchecked: sets.get(uncheckedSet(place)), place } : { has: none, unchecked: none, place }
  }
  let others = every
  for (const name of filterSets(state)) others = and(others, required(name))
  let matching = others
  for (const id of state.features) matching = and(matching, featureSets(id).has ?? required(hasSet(featureSets(id).place!)))
  const counts = new Map(
    offered.flatMap((id) => {
      const { has } = featureSets(id)
      return has ? [[id, countBits(and(matching, has))] as const] : []
    }),
  )
  let uncheckedLeftOut: number | undefined = 0
  if (state.features.length > 0) {
    let possible = others
    let someUnchecked = none
    for (const id of state.features) {
      const { has, unchecked } = featureSets(id)
      if (!has || !unchecked) {
        uncheckedLeftOut = undefined
        break
      }
      possible = and(possible, or(has, unchecked))
      someUnchecked = or(someUnchecked, unchecked)
    }
    if (uncheckedLeftOut !== undefined) uncheckedLeftOut = countBits(and(possible, someUnchecked))
  }
  return { places: placesOf(matching), counts, uncheckedLeftOut }
}

/** The places a page shows, of those found. */
export const pagePlaces = (found: readonly number[], page: number) => found.slice((page - 1) * FINDER_PAGE_SIZE, page * FINDER_PAGE_SIZE)

/** The records files those places are in (their numbers, each once). */
export const recordFilesOf = (places: readonly number[]) => [...new Set(places.map((place) => Math.floor(place / RECORDS_PER_FILE)))]

/** The tools at these places, from the records files fetched (by number), with their features unpacked. */
export function toolsAt(manifest: FinderManifest, places: readonly number[], files: ReadonlyMap<number, readonly CatalogueRecord[]>): CatalogueTool[] {
  return places.map((place) => {
    const record = files.get(Math.floor(place / RECORDS_PER_FILE))?.[place % RECORDS_PER_FILE]
    if (!record || typeof record.name !== 'string') throw new Error(`The finder has no record at ${place}`)
    return { ...record, features: unpackFeatures(record.features, manifest.features) }
  })
}
