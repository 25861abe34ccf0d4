import { prepareItem, type RankedItem } from '../rank'
import { isStrings } from './files'
import { mendedLists, type ItemLists } from './item-lists'
import type { SearchItem } from '../search-index'

/** A precomputed answer (answers.ts) as its shard keeps it: how many items match, and its best results as JSON ([title, type, address] each). */
export interface MadeAnswer {
  total: number
  best: string
}

/** What a make of the split index leaves for the next: its items, each answered word's answer, and in the same process its lists. */
export interface KeptSplit {
  items: readonly SearchItem[]
  answers: ReadonlyMap<string, MadeAnswer>
  /** The make's storage order (storage number → route) and its lists (item-lists.ts), kept in memory only. */
  lists?: { order: readonly number[]; lists: ItemLists }
}

/** The best of some items for a word (at most as many as an answer keeps), as MadeAnswer.best: the routes given ascending. */
export type BestAmong = (word: string, routes: Int32Array) => string

/** Past this many items added, gone or changed, every answer is made again: each word is tested against each of them. */
const MOST_TOUCHED = 64

/** An item added, removed or changed since the make before: its text as the search matches it then and now, and its route now. */
interface Touched {
  then?: string
  now?: { haystack: string; route: number }
}

/**
 * A word's answer from the make before's, where it is the one this make
 * would give, or undefined: make it whole. An answer is made from the items
 * the word matches alone (their text, and their route order, which is their
 * addresses' order: search-index.ts), so
 * - a word no touched item (added, removed or changed) matches, then or
 *   now, has the answer it had;
 * - a word whose best results then were none of the touched items has, as
 *   its best now, the best of those results and the touched items it
 *   matches now: every other item it matches ranked below all of them then,
 *   and still does. Its count is mended by the touched items it matched
 *   and matches.
 * A guide retitled touches the words of its two titles: of the 110,000
 * items' answers, most of the index's build, a few are mended and the rest
 * taken as they were.
 */
export function keptAnswerOf(before: KeptSplit | undefined, items: readonly SearchItem[], touched: TouchedItems | undefined): (word: string, bestAmong: BestAmong) => MadeAnswer | undefined {
  if (!before || !touched) return () => undefined
  const touchedAddresses = new Set([...touched.before].map((at) => before.items[at]!.href))
  let routeOf: Map<string, number> | undefined
  return (word, bestAmong) => {
    const answer = before.answers.get(word)
    if (!answer) return undefined
    const matchedThen = touched.items.filter((item) => item.then?.includes(word))
    const matchedNow = touched.items.filter((item) => item.now?.haystack.includes(word))
    if (matchedThen.length === 0 && matchedNow.length === 0) return answer
    const bestThen = (JSON.parse(answer.best) as [string, number, string][]).map(([, , href]) => href)
    if (bestThen.some((href) => touchedAddresses.has(href))) return undefined
    routeOf ??= new Map(items.map((item, route) => [item.href, route]))
    const routes = Int32Array.from([...bestThen.map((href) => routeOf!.get(href)!), ...matchedNow.map((item) => item.now!.route)]).sort()
    return { total: answer.total - matchedThen.length + matchedNow.length, best: bestAmong(word, routes) }
  }
}

/**
 * The lists of the make before (kept in memory), mended into this make's
 * (item-lists.ts mendedLists), or undefined where there are none or too
 * many items were touched: make them whole. `order` and `prepared` are this
 * make's storage order and its items in it.
 */
export function listsFromBefore(
  before: KeptSplit | undefined,
  items: readonly SearchItem[],
  touched: TouchedItems | undefined,
  order: readonly number[],
  prepared: readonly RankedItem[],
): ItemLists | undefined {
  const kept = before?.lists
  if (!kept || !touched) return undefined
  const storageOf = new Int32Array(items.length)
  order.forEach((route, n) => (storageOf[route] = n))
  const routeOf = new Map(items.map((item, route) => [item.href, route]))
  const renumbered = new Int32Array(kept.order.length)
  kept.order.forEach((route, n) => (renumbered[n] = touched.before.has(route) ? -1 : storageOf[routeOf.get(before.items[route]!.href)!]!))
  const placed = touched.items.flatMap(({ now }) => (now ? [{ ranked: prepared[storageOf[now.route]!]!, n: storageOf[now.route]! }] : []))
  return mendedLists(kept.lists, renumbered, placed)
}

/** The items added, removed or changed between two makes (each one's text then and now), and the positions then of those removed or changed. */
export interface TouchedItems {
  items: Touched[]
  before: Set<number>
}

/** The items touched since the make before (none before: undefined), or undefined past MOST_TOUCHED. */
export const touchedSince = (before: KeptSplit | undefined, items: readonly SearchItem[]): TouchedItems | undefined => before && touchedItems(before.items, items)

function touchedItems(then: readonly SearchItem[], now: readonly SearchItem[]): TouchedItems | undefined {
  const positionThen = new Map(then.map((item, at) => [item.href, at]))
  const items: Touched[] = []
  const before = new Set<number>()
  for (let route = 0; route < now.length; route += 1) {
    const item = now[route]!
    const at = positionThen.get(item.href)
    positionThen.delete(item.href)
    const was = at === undefined ? undefined : then[at]!
    if (was && sameItem(was, item)) continue
    if (at !== undefined) before.add(at)
    items.push({ then: was && prepareItem(was).haystack, now: { haystack: prepareItem(item).haystack, route } })
    if (items.length > MOST_TOUCHED) return undefined
  }
  for (const at of positionThen.values()) {
    before.add(at)
    items.push({ then: prepareItem(then[at]!).haystack })
  }
  return items.length > MOST_TOUCHED ? undefined : { items, before }
}

const sameItem = (a: SearchItem, b: SearchItem) =>
  a === b || (a.title === b.title && a.type === b.type && a.keywords.length === b.keywords.length && a.keywords.every((word, at) => word === b.keywords[at]))

/** An item as answersText keeps it: title, type, address and keywords. */
type ItemRow = [string, string, string, string[]]

/**
 * A make's answers as one line of text, for the next process (a build's
 * memo keeps texts, scripts/build/group-memo.mjs): JSON with no line break.
 * At 110,000 items, some 25 MB, written while a build that stays running
 * waits; read back, the first title saved in a new process ranks a few
 * answers, not 4,937.
 */
export function answersText({ items, answers }: KeptSplit): string {
  const rows = items.map((item): ItemRow => [item.title, item.type, item.href, item.keywords])
  return `{"items":${JSON.stringify(rows)},"answers":[${[...answers].map(([word, { total, best }]) => `[${JSON.stringify(word)},${total},${best}]`).join(',')}]}`
}

/** The answers answersText wrote, or undefined for a text that is not such answers (none, cut short, or of another layout). */
export function answersOfText(text: string | undefined): KeptSplit | undefined {
  if (text === undefined) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return undefined
  }
  const { items, answers } = (parsed ?? {}) as { items?: unknown; answers?: unknown }
  if (!Array.isArray(items) || !Array.isArray(answers)) return undefined
  if (!items.every((row) => Array.isArray(row) && row.length === 4 && row.slice(0, 3).every((field) => typeof field === 'string') && isStrings(row[3]))) return undefined
  if (!answers.every((row) => Array.isArray(row) && row.length === 3 && typeof row[0] === 'string' && Number.isInteger(row[1]) && Array.isArray(row[2]))) return undefined
  return {
    items: (items as ItemRow[]).map(([title, type, href, keywords]) => ({ title, type: type as SearchItem['type'], href, keywords })),
    answers: new Map((answers as [string, number, unknown[]][]).map(([word, total, best]) => [word, { total, best: JSON.stringify(best) }])),
  }
}
