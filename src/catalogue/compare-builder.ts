import type { ToolFeatures } from './features'
import { topTierText, type Plan } from './plans'
import type { ToolFacts } from './tool-facts'
import { MOST_COMPARED } from './compare-address'
import { formatDate } from '../shared/dates'

/** The known name nearest a misspelt one (shared/closest.ts, `closest`), passed in so that its code loads only when wanted. */
export type Nearest = (word: string, candidates: readonly string[]) => string | undefined

/**
 * The compare builder, /compare?tools=a,b: up to four tools side by side,
 * from one small record per tool (/tools/<id>.json). Pure: the build
 * writes the records, the island reads the address and draws the table.
 */

/** A fact the tools file leaves out, in words: the builder never shows a bare "-". */
export const NOT_STATED = 'Not stated'
/** A quick spec one tool's file has and another's has not. */
export const NOT_LISTED = 'Not listed in our data'

/** Where the build writes the feature list of every field, for the builder's feature rows. */
export const FIELDS_URL = '/tools/fields.json'

export { MOST_COMPARED, compareQuery } from './compare-address'

/** The address of a tool's record. */
export const toolRecordUrl = (id: string) => `/tools/${id}.json`

/** What the builder shows of a tool. */
export interface ToolRecord {
  id: string
  name: string
  profile: string
  website: string
  sponsored: boolean
  category: string
  /** Its field ("CRM"): which features the builder shows for it. */
  group: string
  rating: number
  /** topTier: the top tier as pages show it (plans.ts, topTierText), worked out when the record is made, not in the browser. */
  pricing: { starting: string; free: boolean; topTier: string; trial?: string; checked: string }
  plans: Plan[]
  features: ToolFeatures
  platforms: string[]
  quickSpecs: { label: string; value: string }[]
  pros: string[]
  cons: string[]
  /** The hand-written comparisons of this tool with another, by the other's id. */
  comparisons: Record<string, string>
}

export function toolRecord(tool: ToolFacts, profile: string, comparisons: Record<string, string>): ToolRecord {
  const { starting, free, enterprise, trial, checked } = tool.pricing
  return {
    id: tool.id,
    name: tool.name,
    profile,
    website: tool.website,
    sponsored: tool.sponsored,
    category: tool.category,
    group: tool.group,
    rating: tool.rating,
    pricing: { starting, free, topTier: topTierText(enterprise, tool.plans), ...(trial ? { trial } : {}), checked },
    plans: [...tool.plans],
    features: tool.features,
    platforms: [...(tool.platforms ?? [])],
    quickSpecs: [...tool.quickSpecs],
    pros: [...tool.pros],
    cons: [...tool.cons],
    comparisons,
  }
}

/**
 * The tools an address asks for (?tools=notion,coda), in its order, each
 * once, and a sentence for each repeat.
 */
export function requestedTools(search: string): { ids: string[]; problems: string[] } {
  // tools=a&tools=b asks for both, as tools=a,b does.
  const raw = new URLSearchParams(search).getAll('tools').join(',')
  // How often each id is listed, in the order first listed (a Map, so a long address is counted in one pass).
  const times = new Map<string, number>()
  for (const id of raw.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean)) times.set(id, (times.get(id) ?? 0) + 1)
  const ids = [...times.keys()]
  // A repeat is named once, with how often it was listed.
  const problems = [...times].filter(([, count]) => count > 1).map(([id, count]) => `"${id}" was listed ${count > 2 ? `${count} times` : 'twice'}; it is shown once.`)
  return { ids, problems }
}

/**
 * The tools to show, from the records found for the ids asked for (null
 * where there is no such tool), and a sentence for each thing wrong: an
 * unknown id is named, with the nearest real one where `names` (id to
 * name) and `nearest` (shared/closest.ts: the island loads it only for an
 * address with a mistake) are given; beyond four the rest are left out,
 * saying which.
 */
export function comparedTools(
  ids: readonly string[],
  found: ReadonlyMap<string, ToolRecord | null>,
  names: ReadonlyMap<string, string> = new Map(),
  nearest?: Nearest,
): { chosen: ToolRecord[]; problems: string[] } {
  const problems: string[] = []
  const chosen: ToolRecord[] = []
  for (const id of ids) {
    const record = found.get(id)
    if (record) chosen.push(record)
    else if (record === null) {
      const guess = nearest?.(id, [...names.keys()])
      problems.push(`There is no tool "${id}"${guess ? ` (did you mean ${names.get(guess)}?)` : ''}.`)
    }
  }
  if (chosen.length > MOST_COMPARED) {
    const left = chosen.splice(MOST_COMPARED)
    problems.push(`Only the first ${MOST_COMPARED} tools are compared; ${left.map((record) => record.name).join(', ')} ${left.length === 1 ? 'was' : 'were'} left out.`)
  }
  return { chosen, problems }
}

/** One row of the table: a label and each tool's value, in words (never a bare "-"). */
export interface CompareRow {
  label: string
  values: string[]
}

/**
 * The rows of the table for these tools: rating, prices with the date they
 * were checked, free plan, platforms, then one row per quick-spec label any
 * of them has, in the order they first appear.
 */
export function compareRows(records: readonly ToolRecord[]): CompareRow[] {
  const spec = (record: ToolRecord, label: string) => record.quickSpecs.find((found) => found.label === label)?.value
  // A quick spec named like a row of the table ("Free plan", "Platforms") adds to that row instead of repeating it.
  const row = (label: string, value: (record: ToolRecord) => string) => ({
    label,
    values: records.map((record) => {
      const shown = value(record)
      const detail = spec(record, label)
      return !detail ? shown : shown === NOT_STATED ? detail : `${shown} (${detail})`
    }),
  })
  const own = ['Our rating', 'Starting price', 'Top tier', 'Free plan', 'Prices checked', 'Platforms']
  const labels = [...new Set(records.flatMap((record) => record.quickSpecs.map((found) => found.label)))].filter((label) => !own.includes(label))
  return [
    row('Our rating', (record) => `${record.rating.toFixed(1)} / 5`),
    row('Starting price', (record) => record.pricing.starting),
    row('Top tier', (record) => record.pricing.topTier),
    row('Free plan', (record) => (record.pricing.free ? 'Yes' : record.pricing.trial ? `No (${record.pricing.trial})` : 'No')),
    row('Prices checked', (record) => formatDate(record.pricing.checked)),
    row('Platforms', (record) => (record.platforms.length ? record.platforms.join(', ') : NOT_STATED)),
    ...labels.map((label) => ({ label, values: records.map((record) => spec(record, label) ?? NOT_LISTED) })),
  ]
}

/** Whether every tool has the same value in a row (such rows can be hidden). */
export const allAgree = (row: CompareRow) => row.values.every((value) => value === row.values[0])

/** The hand-written comparisons among these tools: each pair we wrote about, once. */
export function writtenComparisons(records: readonly ToolRecord[]): { route: string; names: [string, string] }[] {
  const found = new Map<string, [string, string]>()
  records.forEach((a, i) => {
    for (const b of records.slice(i + 1)) {
      // Own keys only: a tool's id (from fetched JSON) such as "constructor" must not find what every object inherits.
      const route = Object.hasOwn(a.comparisons, b.id) ? a.comparisons[b.id] : undefined
      if (route) found.set(route, [a.name, b.name])
    }
  })
  return [...found].map(([route, names]) => ({ route, names }))
}

/** The hand-written comparison of each pair of tools, by tool: for each tool, the other's id and the page's address. */
export function comparisonsByTool(pages: readonly { route: string; data: { kind: string; tools?: unknown } }[]): Map<string, Record<string, string>> {
  const byTool = new Map<string, Record<string, string>>()
  for (const { route, data } of pages) {
    if (data.kind !== 'compare' || !Array.isArray(data.tools)) continue
    const [a, b] = data.tools as [string, string]
    byTool.set(a, { ...byTool.get(a), [b]: route })
    byTool.set(b, { ...byTool.get(b), [a]: route })
  }
  return byTool
}

