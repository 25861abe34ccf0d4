import type { ToolFacts } from './tool-facts'
import { finderFeatures, hasAllFeatures, packFeatures, unpackFeatures, type FinderFeature, type FinderValue, type PackedFeatures } from './catalogue-features'
import type { Field } from './features'
import { meant, nearest } from '../shared/closest'
import { monthlyAmount, PRICE_BANDS, priceBand, type PriceBand } from '../shared/prices'
import { shownText } from '../shared/shown-text'
import { categorySlug } from '../shared/slug'

/**
 * The tool finder on /tools: what it knows of each tool (a small record;
 * the build splits the catalogue of them for the browser, finder-split.ts,
 * and the island fetches what a view needs once a visitor filters), the
 * filters and sort a visitor chooses, kept in the URL, and the tools they
 * find. Pure: the build writes the records, the island filters them.
 */

/** One tool as the finder shows and filters it. */
export interface CatalogueTool {
  id: string
  name: string
  category: string
  group: string
  rating: number
  /** The starting price as pages show it. */
  starting: string
  /** When its prices were checked, YYYY-MM-DD: a price is never shown without it. */
  checked: string
  free: boolean
  /** The starting price a month as a number; null for a custom quote. */
  monthly: number | null
  band: PriceBand
  /** Its profile ("/tools/notion"). */
  profile: string
  /** Its features by id, once the catalogue has loaded (the prerendered cards have none: nothing is ticked there). */
  features?: ReadonlyMap<string, FinderValue>
}

export function catalogueTool(tool: ToolFacts, profile: string): Omit<CatalogueTool, 'features'> {
  // Sorted and banded by the starting price its card shows: "Free …" where that is what the writer leads with
  // (the free plan is then the point), else the cheapest paid plan (the free plan has its own filter).
  const monthly = /^Free\b/.test(tool.pricing.starting) ? 0 : tool.pricing.from ? monthlyAmount(tool.pricing.from) : null
  return {
    id: tool.id,
    name: tool.name,
    category: tool.category,
    group: tool.group,
    rating: tool.rating,
    starting: tool.pricing.starting,
    checked: tool.pricing.checked,
    free: tool.pricing.free,
    monthly,
    band: priceBand(monthly ?? undefined),
    profile,
  }
}

/** A tool as catalogue.json carries it: its features packed. */
export type CatalogueRecord = Omit<CatalogueTool, 'features'> & { features?: PackedFeatures }

/** What /tools/catalogue.json holds: the features a visitor can tick, and every tool, best rated first. */
export interface CatalogueFile {
  features: FinderFeature[]
  tools: CatalogueRecord[]
}

/** A tool's record in the catalogue; `places` gives each feature's place in the catalogue's list of features. */
export function catalogueRecord(tool: ToolFacts, profile: string, places: ReadonlyMap<string, number>): CatalogueRecord {
  const packed = packFeatures(tool.features, places)
  return { ...catalogueTool(tool, profile), ...(packed ? { features: packed } : {}) }
}

/**
 * What the build writes to catalogue.json: every feature of every field, and these tools (in the order given) with their profiles.
 * Each record is catalogueRecord's, or `recordOf`'s (the build's takes a record kept from an earlier build where it can).
 */
export function catalogueFile(tools: readonly { tool: ToolFacts; profile: string }[], fields: ReadonlyMap<string, Field>, recordOf: typeof catalogueRecord = catalogueRecord): CatalogueFile {
  const features = finderFeatures(fields)
  const places = new Map(features.map((feature, place) => [feature.id, place]))
  return { features, tools: tools.map(({ tool, profile }) => recordOf(tool, profile, places)) }
}

/** The catalogue as the finder uses it: each tool's features in a Map. */
export function readCatalogueFile(file: CatalogueFile): { features: FinderFeature[]; tools: CatalogueTool[] } {
  return { features: file.features, tools: file.tools.map((record) => readCatalogueTool(record, file.features)) }
}

/** One record of a catalogue file as a tool, its features unpacked by the file's list. */
export const readCatalogueTool = (record: CatalogueRecord, features: readonly FinderFeature[]): CatalogueTool => ({ ...record, features: unpackFeatures(record.features, features) })

const byName = (a: CatalogueTool, b: CatalogueTool) => a.name.localeCompare(b.name)

/**
 * The orders a visitor can sort by, as a list: a name from the address is
 * looked up among these entries only, never among an object's keys, where
 * "valueOf" or "__proto__" would pass as an order every object inherits.
 */
export const SORTS = [
  { id: 'rating', label: 'Best rated', order: (a: CatalogueTool, b: CatalogueTool) => b.rating - a.rating || byName(a, b) },
  // Lowest first; a custom quote has no price to compare, so it comes last.
  { id: 'price', label: 'Lowest price', order: (a: CatalogueTool, b: CatalogueTool) => (a.monthly ?? Infinity) - (b.monthly ?? Infinity) || b.rating - a.rating || byName(a, b) },
  { id: 'name', label: 'Name', order: byName },
] as const
export type Sort = (typeof SORTS)[number]['id']

/** The order of that name, if it is one of SORTS. */
export const sortNamed = (name: string) => SORTS.find((sort) => sort.id === name)

/** The lowest ratings a visitor can ask for. */
export const MIN_RATINGS = [4, 4.5] as const

/** What a visitor has chosen; the defaults show every tool, best rated first. */
export interface FinderState {
  /** A field (`group`), by its slug ("crm"). */
  category?: string
  free: boolean
  price?: PriceBand
  rating?: number
  /** Feature ids the tools must all have, in the order ticked. */
  features: readonly string[]
  sort: Sort
  /** The page of the results, from 1. */
  page: number
}

export const DEFAULT_STATE: FinderState = { free: false, features: [], sort: 'rating', page: 1 }

/** Whether the visitor has filtered or sorted at all (the prerendered pages show the default view). */
export const isFiltered = (state: FinderState) => Boolean(state.category || state.free || state.price || state.rating || state.features.length > 0 || state.sort !== 'rating')

/**
 * The feature ids of `features=sso,audit-log`, each once, and a sentence
 * for each id that is no feature. `known` is undefined while the list of
 * features has not loaded: the ids are then kept as asked, to be checked
 * once it has.
 */
function readFeatures(value: string, known: readonly FinderFeature[] | undefined, problems: string[]): string[] {
  const asked = [...new Set(value.split(',').filter(Boolean))]
  if (asked.length === 0) problems.push(`"features=${shownText(value)}" names no feature; showing tools whatever their features.`)
  if (!known) return asked
  const ids = known.map((feature) => feature.id)
  const unknown = asked.filter((id) => !ids.includes(id))
  for (const id of unknown.slice(0, NAMED_REPEATS)) problems.push(`There is no feature "${shownText(id)}"${meant(featureGuesses(id, known))}; it is left out of the filter.`)
  // A link may name any number: past the first few, one sentence for the rest, not a screenful of them.
  const rest = unknown.slice(NAMED_REPEATS)
  if (rest.length > 0) {
    const named = rest.slice(0, NAMED_REPEATS).map((id) => `"${shownText(id)}"`)
    if (rest.length > NAMED_REPEATS) named.push(`${rest.length - NAMED_REPEATS} more`)
    problems.push(rest.length === 1 ? `Nor is ${named[0]} a feature; it is left out of the filter too.` : `Nor are ${named.join(', ')} features; they are left out of the filter too.`)
  }
  return asked.filter((id) => ids.includes(id))
}

/**
 * The feature ids an unknown one may have meant, the likeliest first: the
 * id in lower case ("SSO"), the feature whose name it writes as an id would
 * ("public-api" for Public API, whose id is api), else the ids and names
 * close to it.
 */
export function featureGuesses(asked: string, known: readonly FinderFeature[]): string[] {
  const ids = known.map((feature) => feature.id)
  const byName = new Map(known.map((feature) => [categorySlug(feature.label), feature.id]))
  const exact = ids.find((id) => id === asked.toLowerCase()) ?? byName.get(categorySlug(asked))
  if (exact) return [exact]
  return [...new Set(nearest(asked, [...ids, ...byName.keys()]).map((name) => (ids.includes(name) ? name : byName.get(name)!)))]
}

/** The names of the finder's address, as finderQuery writes them. */
const FINDER_PARAMS = ['category', 'features', 'free', 'price', 'rating', 'sort', 'page']

/** Values of a parameter given more than once that are named as not used: a link may repeat one any number of times. */
const NAMED_REPEATS = 3

/**
 * The state a query string asks for, and a sentence for each value it
 * cannot use, naming it: a shared link with a typo says what was wrong
 * instead of quietly showing something else. A value is quoted cut short
 * (shownText): a link may carry any length of text, and the message must
 * fit a phone's width.
 */
export function readFinderState(search: string, groups: readonly string[], features?: readonly FinderFeature[]): { state: FinderState; problems: string[] } {
  const params = new URLSearchParams(search)
  const problems: string[] = []
  const state: FinderState = { ...DEFAULT_STATE }
  // A name written in another case ("CATEGORY") is not the finder's: said, not quietly ignored as an unknown one would be.
  for (const name of new Set(params.keys())) {
    const meant = name.toLowerCase()
    if (name !== meant && FINDER_PARAMS.includes(meant)) problems.push(`"${name}" is not understood: write it in lower case, "${meant}".`)
  }
  // A value that can only be one, given twice: the first is used, and the rest named (the features are joined, as the builder's needs are).
  for (const name of FINDER_PARAMS.filter((param) => param !== 'features')) {
    const [first, ...rest] = params.getAll(name)
    if (rest.length === 0) continue
    const named = rest.slice(0, NAMED_REPEATS).map((value) => `"${shownText(value)}"`)
    if (rest.length > NAMED_REPEATS) named.push(`${rest.length - NAMED_REPEATS} more`)
    problems.push(`"${name}" is given ${rest.length + 1} times; the first, "${shownText(first!)}", is used, not ${named.join(', ')}.`)
  }
  const category = params.get('category')
  if (category !== null) {
    if (groups.some((group) => categorySlug(group) === category)) state.category = category
    else {
      // "CRM" for crm, "crmm" for crm: the category it may mean, as a feature id's.
      const slugs = groups.map(categorySlug)
      const guesses = slugs.includes(categorySlug(category)) ? [categorySlug(category)] : nearest(category, slugs)
      problems.push(`There is no category "${shownText(category)}"${meant(guesses)}; showing every category.`)
    }
  }
  const asked = params.getAll('features')
  if (asked.length > 0) state.features = readFeatures(asked.join(','), features, problems)
  const free = params.get('free')
  if (free === '1') state.free = true
  else if (free !== null) problems.push(`"free=${shownText(free)}" is not understood: use free=1 for tools with a free plan.`)
  const price = params.get('price')
  if (price !== null) {
    if (PRICE_BANDS.some((band) => band.id === price)) state.price = price as PriceBand
    else problems.push(`There is no price band "${shownText(price)}"; showing every price.`)
  }
  const rating = params.get('rating')
  if (rating !== null) {
    if ((MIN_RATINGS as readonly number[]).includes(Number(rating))) state.rating = Number(rating)
    else problems.push(`"rating=${shownText(rating)}" is not a minimum rating we offer (${MIN_RATINGS.join(' or ')}); showing every rating.`)
  }
  const sort = params.get('sort')
  if (sort !== null) {
    const known = sortNamed(sort)
    if (known) state.sort = known.id
    else problems.push(`"sort=${shownText(sort)}" is not a way to sort (${SORTS.map((found) => found.id).join(', ')}); sorted by rating.`)
  }
  const page = params.get('page')
  if (page !== null) {
    // Past nine digits a page is past any catalogue's, and as a number it would no longer read as written (1e+23).
    if (/^[1-9]\d{0,8}$/.test(page)) state.page = Number(page)
    else if (/^[1-9]\d+$/.test(page)) problems.push(`"page=${shownText(page)}" is past every page of these results; showing the first page.`)
    else problems.push(`"page=${shownText(page)}" is not a page number; showing the first page.`)
  }
  // Two values cut short alike read as one sentence: said once.
  return { state, problems: [...new Set(problems)] }
}

/** The query string for a state, leaving out what is the default ("" for the default view); features as `features=sso,audit-log`. */
export function finderQuery(state: FinderState): string {
  const params = new URLSearchParams()
  if (state.category) params.set('category', state.category)
  if (state.features.length) params.set('features', state.features.join(','))
  if (state.free) params.set('free', '1')
  if (state.price) params.set('price', state.price)
  if (state.rating) params.set('rating', String(state.rating))
  if (state.sort !== 'rating') params.set('sort', state.sort)
  if (state.page > 1) params.set('page', String(state.page))
  // A comma may stand in a query as it is, and a link reads better with it: every value here is an id of known letters.
  const query = params.toString().replace(/%2C/g, ',')
  return query ? `?${query}` : ''
}

/** Whether a tool passes every filter but the features (what facet counts start from). */
export const passesOtherFilters = (tool: CatalogueTool, state: FinderState) =>
  (!state.category || categorySlug(tool.group) === state.category) && (!state.free || tool.free) && (!state.price || tool.band === state.price) && (!state.rating || tool.rating >= state.rating)

/** The tools a state finds, in its order (all of them; the island shows a page at a time). */
export function findTools(tools: readonly CatalogueTool[], state: FinderState): CatalogueTool[] {
  return tools.filter((tool) => passesOtherFilters(tool, state) && hasAllFeatures(tool.features, state.features)).sort((sortNamed(state.sort) ?? SORTS[0]).order)
}

/** Tools a page of the finder shows. */
export const FINDER_PAGE_SIZE = 12
