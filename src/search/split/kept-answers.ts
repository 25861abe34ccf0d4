import { prepareItem, type RankedItem } from '../rank'
import { isStrings } from './files'
import { ANSWER_DEPTH } from './layout'
import type { AnsweredBefore, TokensByTrigram } from './answers'
import { shownText, type AnswerShards } from './answer-files'
import type { FileDigests } from './folder-version'
import { mendedLists, type ItemLists } from './item-lists'
import { listsOfText, listsText } from './kept-lists'
import type { TokenShards } from './list-files'
import { storageOrder } from './order'
import type { SearchItem } from '../search-index'

/**
 * A precomputed answer (answers.ts): how many items match, and its best
 * results as its shard keeps them, as JSON ([title, type, address] each);
 * and, for the next make, the routes of its best results to a greater
 * depth, best first: the first of the word's whole ranking, up to
 * KEPT_DEPTH (fewer where a mend had fewer it could be sure of).
 */
export interface MadeAnswer {
  total: number
  best: string
  routes: Int32Array
}

/**
 * How deep an answer's routes go, by default: an edit that takes up to
 * this many less ANSWER_DEPTH of a word's best items out of them still
 * leaves the ANSWER_DEPTH best known, and the answer is mended, not made
 * whole.
 */
export const KEPT_DEPTH = 2 * ANSWER_DEPTH

/** What a make of the split index leaves for the next: its items, each answered word's answer, and in the same process what its passes made. */
export interface KeptSplit {
  items: readonly SearchItem[]
  answers: ReadonlyMap<string, MadeAnswer>
  /** The make's storage order (storage number → route) and its lists (item-lists.ts): in memory, and in the memo's text for the next process. */
  lists?: { order: readonly number[]; lists: ItemLists }
  /** What is kept in memory only, for a make in the same process (which keeps its lists too). */
  inMemory?: {
    /** Its trigrams' tokens (answers.ts). */
    byTrigram: TokensByTrigram
    /** Its token shards: each one's tokens, and its file. */
    tokenShards: TokenShards
    /** Its vocabulary (suggest.ts vocabularyOf). */
    vocabulary: ReadonlyMap<string, number>
    /** Its files' digests (folder-version.ts). */
    digests: FileDigests
    /** Its answer shards (answer-files.ts). */
    answerShards: AnswerShards
  }
}

/** The best of some items for a word, as MadeAnswer.best, and the routes of the first `depth` of them (the routes given ascending). */
export type BestAmong = (word: string, routes: Int32Array, depth: number) => Pick<MadeAnswer, 'best' | 'routes'>

/** Past this many items added, gone or changed, every answer is made again: each word is tested against each of them. */
const MOST_TOUCHED = 64

/** An item added, removed or changed since the make before: the item then and now, each with its text as the search matches it, and its route now. */
interface Touched {
  then?: { item: SearchItem; haystack: string }
  now?: { item: SearchItem; haystack: string; route: number }
}

/**
 * A word's answer from the make before's, where it is the one this make
 * would give, or undefined: make it whole. An answer is made from the items
 * the word matches alone (their text, and their route order, which is their
 * addresses' order: search-index.ts), so
 * - a word no touched item (added, removed or changed) matches, then or
 *   now, has the answer it had;
 * - otherwise, every item it matches that was not among its best routes
 *   then ranks below all of them, and still does. Of those routes, take out
 *   the touched items, and put in the touched items it matches now: the best
 *   of these are its best now, as deep as the untouched routes go (all of
 *   them where the routes then held every match). Its count is mended by
 *   the touched items it matched and matches. Where fewer than ANSWER_DEPTH
 *   untouched routes are left, it is made whole.
 * A guide retitled touches the words of its two titles: of the 110,000
 * items' answers, most of the index's build, a few are mended and the rest
 * taken as they were.
 */
export function keptAnswerOf(before: KeptSplit | undefined, touched: TouchedItems | undefined, keptDepth = KEPT_DEPTH): (word: string, bestAmong: BestAmong) => MadeAnswer | undefined {
  if (!before || !touched) return () => undefined
  const { routeNow } = touched
  return (word, bestAmong) => {
    const answer = before.answers.get(word)
    if (!answer) return undefined
    const matchedThen = touched.items.filter((item) => item.then?.haystack.includes(word))
    const matchedNow = touched.items.filter((item) => item.now?.haystack.includes(word))
    if (matchedThen.length === 0 && matchedNow.length === 0) return routeNow ? { ...answer, routes: answer.routes.map((route) => routeNow[route]!) } : answer
    const untouched = answer.routes.filter((route) => !touched.before.has(route))
    const complete = answer.routes.length === answer.total
    if (!complete && untouched.length < ANSWER_DEPTH) return undefined
    const routes = Int32Array.from([...(routeNow ? untouched.map((route) => routeNow[route]!) : untouched), ...matchedNow.map((item) => item.now!.route)]).sort()
    const { best, routes: bestRoutes } = bestAmong(word, routes, complete ? keptDepth : untouched.length)
    return { total: answer.total - matchedThen.length + matchedNow.length, best, routes: bestRoutes }
  }
}

/**
 * The lists of the make before (kept in memory, or read back from its text), mended into this make's
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
  const renumbered = new Int32Array(kept.order.length)
  const { routeNow } = touched
  kept.order.forEach((route, n) => (renumbered[n] = touched.before.has(route) ? -1 : storageOf[routeNow ? routeNow[route]! : route]!))
  const placed = touched.items.flatMap(({ now }) => (now ? [{ ranked: prepared[storageOf[now.route]!]!, n: storageOf[now.route]! }] : []))
  return mendedLists(kept.lists, renumbered, placed)
}

/** The items added, removed or changed between two makes (each one's text then and now), the positions then of those removed or changed, and each item's route now from its position then. */
export interface TouchedItems {
  items: Touched[]
  before: Set<number>
  /** The route now of the item at each position then (-1 for one removed), or undefined where each is where it was. */
  routeNow?: Int32Array
}

/** The items touched since the make before (none before: undefined), or undefined past MOST_TOUCHED. */
export const touchedSince = (before: KeptSplit | undefined, items: readonly SearchItem[]): TouchedItems | undefined => before && touchedItems(before.items, items)

/**
 * What the make before kept in memory, for a make in the same process, with
 * what it is read beside (the make before's tokens and answers, and the
 * items touched since), or undefined where there is none or too many items
 * were touched.
 */
export function keptInMemory(before: KeptSplit | undefined, touched: TouchedItems | undefined) {
  if (!before?.lists || !before.inMemory || !touched) return undefined
  return { ...before.inMemory, tokenItems: before.lists.lists.tokenItems, answers: before.answers, touched }
}

/** What the make before answered, for wordsToAnswer (answers.ts), or undefined where there is no make before or too many items were touched. */
export function answeredBefore(before: KeptSplit | undefined, touched: TouchedItems | undefined): AnsweredBefore | undefined {
  if (!before || !touched) return undefined
  const memory = keptInMemory(before, touched)
  return {
    words: before.answers.keys(),
    touchedTexts: touched.items.flatMap(({ then, now }) => [then, now].flatMap((side) => (side ? [side.haystack] : []))),
    kept: memory && { byTrigram: memory.byTrigram, tokens: memory.tokenItems },
  }
}

function touchedItems(then: readonly SearchItem[], now: readonly SearchItem[]): TouchedItems | undefined {
  // A save that adds or removes no page leaves every item at its route (addresses' order): no map of 110,000 addresses made.
  const aligned = then.length === now.length && then.every((item, at) => item.href === now[at]!.href)
  const positionThen = aligned ? undefined : new Map(then.map((item, at) => [item.href, at]))
  const routeNow = aligned ? undefined : new Int32Array(then.length).fill(-1)
  const items: Touched[] = []
  const before = new Set<number>()
  for (let route = 0; route < now.length; route += 1) {
    const item = now[route]!
    const at = positionThen ? positionThen.get(item.href) : route
    positionThen?.delete(item.href)
    if (at !== undefined && routeNow) routeNow[at] = route
    const was = at === undefined ? undefined : then[at]!
    if (was && sameItem(was, item)) continue
    if (at !== undefined) before.add(at)
    items.push({ then: was && { item: was, haystack: prepareItem(was).haystack }, now: { item, haystack: prepareItem(item).haystack, route } })
    if (items.length > MOST_TOUCHED) return undefined
  }
  for (const at of positionThen?.values() ?? []) {
    before.add(at)
    items.push({ then: { item: then[at]!, haystack: prepareItem(then[at]!).haystack } })
  }
  return items.length > MOST_TOUCHED ? undefined : { items, before, routeNow }
}

const sameItem = (a: SearchItem, b: SearchItem) =>
  a === b || (a.title === b.title && a.type === b.type && a.keywords.length === b.keywords.length && a.keywords.every((word, at) => word === b.keywords[at]))

/** An item as answersText keeps it: title, type, address and keywords. */
type ItemRow = [string, string, string, string[]]

/**
 * A make's answers as one line of text, for the next process (a build's
 * memo keeps texts, scripts/build/group-memo.mjs): JSON with no line break.
 * Each answer is its count and its routes; its results are made again
 * from them when read (shownText): they were some 12 of the text's 36 MB
 * at 110,000 items, parsed and written out again. Written while a build
 * that stays running waits; read back, the first title saved in a new
 * process ranks a few answers, not 4,937.
 */
export function answersText({ items, answers, lists }: KeptSplit): string {
  const rows = items.map((item): ItemRow => [item.title, item.type, item.href, item.keywords])
  const kept = lists ? `,"lists":${listsText(lists.lists)}` : ''
  return `{"items":${JSON.stringify(rows)},"answers":[${[...answers].map(([word, { total, routes }]) => `[${JSON.stringify(word)},${total},[${routes.join(',')}]]`).join(',')}]${kept}}`
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
  const { items, answers, lists } = (parsed ?? {}) as { items?: unknown; answers?: unknown; lists?: unknown }
  if (!Array.isArray(items) || !Array.isArray(answers)) return undefined
  if (!items.every((row) => Array.isArray(row) && row.length === 4 && row.slice(0, 3).every((field) => typeof field === 'string') && isStrings(row[3]))) return undefined
  const isRoutes = (routes: unknown) => Array.isArray(routes) && routes.every((route) => Number.isInteger(route) && route >= 0 && route < items.length)
  if (!answers.every((row) => Array.isArray(row) && row.length === 3 && typeof row[0] === 'string' && Number.isInteger(row[1]) && isRoutes(row[2]))) return undefined
  const madeItems = (items as ItemRow[]).map(([title, type, href, keywords]): SearchItem => ({ title, type: type as SearchItem['type'], href, keywords }))
  // The lists, where they were kept and read back whole: else made again from the items.
  const keptLists = lists === undefined ? undefined : listsOfText(lists, madeItems.length)
  return {
    items: madeItems,
    answers: new Map((answers as [string, number, number[]][]).map(([word, total, routes]) => [word, { total, best: shownText(madeItems, routes), routes: Int32Array.from(routes) }])),
    lists: keptLists && { order: storageOrder(madeItems), lists: keptLists },
  }
}
