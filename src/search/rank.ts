import type { SearchItem } from './search-index'
import type { SearchType } from '../content/schema'
import { fit, Fit, textWords } from './words'

/**
 * The order of the matches, best first. Which items match is the spec's
 * rule (match.ts); this only orders them, by these criteria in turn:
 *
 * 1. Where the query sits in the title: the title is the query; the title
 *    starts with it; every word is a whole word of the title; every word is
 *    somewhere in the title; some words are only in the keywords or type.
 *    A title the query starts: the fewer words it has beyond the query's, the
 *    better ("fireflies" is the profile "Fireflies.ai" before "Fireflies.ai
 *    vs ADP").
 * 2. How well the words fit the title: a whole word beats the start of one,
 *    which beats the inside of one ("roi" in "ROI Calculator" beats "roi"
 *    in "Android"). Then title words in the query's order.
 * 3. How well the words fit the keywords and type, the same way.
 * 4. A tool's profile under its exact name, then a comparison whose two
 *    tools the query both names ("notion asana").
 * 5. The kind: rankings and guides, comparisons, tools, calculators, directories.
 * 6. The shorter title, then the shorter address (a canonical page's is
 *    shorter than a numbered edition's), then route order.
 *
 * Each match gets one number (lower is better), so sorting thousands of
 * matches on a keystroke compares numbers rather than lists.
 */

/** An item with what ranking reads from it, lower-cased once when the index arrives. */
export interface RankedItem {
  item: SearchItem
  /** Title, type and keywords, lower-cased: what the match rule searches. */
  haystack: string
  title: string
  /** Type and keywords, lower-cased. */
  rest: string
  /** For a comparison titled "A vs B: …", its two names, lower-cased. */
  pair?: [string, string]
  kind: number
  /** How many words the title has. */
  titleWords: number
}

/** Criterion 5: each kind's place. */
export const KIND_ORDER: Readonly<Record<SearchType, number>> = { Article: 0, Comparison: 1, Tool: 2, Calculator: 3, Directory: 4 }

/** Reads once what ranking needs from an item. */
export function prepareItem(item: SearchItem): RankedItem {
  const title = item.title.toLowerCase()
  const rest = [item.type, ...item.keywords].join(' ').toLowerCase()
  return {
    item,
    haystack: `${title} ${rest}`,
    title,
    rest,
    pair: item.type === 'Comparison' ? pairOf(title) : undefined,
    kind: KIND_ORDER[item.type] ?? 5,
    titleWords: textWords(title).length,
  }
}

/** Whether the words found in the title come in the query's order. */
function inQueryOrder(title: string, words: readonly string[]): boolean {
  let from = 0
  for (const word of words) {
    const at = title.indexOf(word, from)
    if (at < 0) {
      if (title.includes(word)) return false
      continue
    }
    from = at + word.length
  }
  return true
}

/** Criterion 4: 2 for a tool's profile under its exact name, 1 for a comparison of two tools the query names, else 0. */
function named(ranked: Pick<RankedItem, 'title' | 'pair'> & { item: Pick<SearchItem, 'type'> }, phrase: string): number {
  if (ranked.item.type === 'Tool' && ranked.title === phrase) return 2
  if (ranked.pair && fit(phrase, ranked.pair[0]) === Fit.whole && fit(phrase, ranked.pair[1]) === Fit.whole) return 1
  return 0
}

/** A comparison's two names, from its lower-cased title "a vs b: …" (criterion 4). */
export function pairOf(title: string): [string, string] | undefined {
  const vs = /^(.+?) vs (.+?)(?::|$)/.exec(title)
  return vs?.[1] && vs[2] ? [vs[1], vs[2]] : undefined
}

const clamp = (n: number, max: number) => (n < 0 ? 0 : n > max ? max : n)

/** The query's words as ranking reads them, worked out once a keystroke. */
export interface RankQuery {
  words: readonly string[]
  /** The words joined by single spaces. */
  phrase: string
  /** How many words the phrase has as titles count them (punctuation splits). */
  phraseWords: number
}

/** Reads once what ranking needs from the query's words. */
export function rankQuery(words: readonly string[]): RankQuery {
  const phrase = words.join(' ')
  return { words, phrase, phraseWords: textWords(phrase).length }
}

/**
 * The rank of a matching item for the query, in two parts, each an integer
 * made of runs of decimal digits, most important criterion first; lower is
 * better. titleKey reads only the (short) title, criteria 1 and 2, so the
 * search can find which items can be among the best without reading
 * every match's keywords; rankKey adds the rest.
 */
export function titleKey(ranked: RankedItem, query: RankQuery): number {
  const { words, phrase, phraseWords } = query
  const { title } = ranked
  let titleFit = 0
  let allWhole = true
  let allInTitle = true
  for (const word of words) {
    const inTitle = fit(title, word)
    titleFit += inTitle
    if (inTitle !== Fit.whole) allWhole = false
    if (inTitle === Fit.none) allInTitle = false
  }
  const place = title === phrase ? 0 : title.startsWith(phrase) ? 1 : allWhole ? 2 : allInTitle ? 3 : 4
  return titleKeyOf(place, ranked.titleWords - phraseWords, titleFit, words.length > 1 && !inQueryOrder(title, words))
}

/**
 * titleKey from its parts: the place (0 to 4, criterion 1), how many more
 * words the title has than the query (counted only for places 0 and 1),
 * the sum of the words' fits in the title, and whether the words found in
 * the title come out of the query's order.
 */
export function titleKeyOf(place: number, extraWords: number, titleFit: number, outOfOrder: boolean): number {
  let key = place
  key = key * 100 + (place <= 1 ? clamp(extraWords, 99) : 0)
  key = key * 100 + 99 - clamp(titleFit, 99)
  key = key * 10 + (outOfOrder ? 1 : 0)
  return key // under 500,000
}

/** titleKey's largest value, plus one. */
export const TITLE_KEYS = 500_000

/**
 * The query's part of the rank: criteria 1 to 4, from the title key, how
 * well the words fit the keywords and type, and how the item is named.
 */
export function queryKey(knownTitleKey: number, restFit: number, namedAs: number): number {
  return (knownTitleKey * 100 + 99 - clamp(restFit, 99)) * 10 + 2 - namedAs
}

/** Where the item's own part of the rank (criteria 5 and 6 but route order) sits in the whole: below every query key step. */
export const STATIC_KEYS = 1e7

/** The item's own part of the rank, whatever the query: criteria 5 and 6 but route order. Under STATIC_KEYS. */
export function staticKey(item: Pick<SearchItem, 'type' | 'title' | 'href'>): number {
  return (clamp(KIND_ORDER[item.type] ?? 5, 9) * 1000 + clamp(item.title.length, 999)) * 1000 + clamp(item.href.length, 999)
}

/** The whole rank (see titleKey): under 2^53, so exact in a double. */
export function rankKey(ranked: RankedItem, query: RankQuery, knownTitleKey = titleKey(ranked, query)): number {
  let restFit = 0
  for (const word of query.words) restFit += fit(ranked.rest, word)
  return queryKey(knownTitleKey, restFit, named(ranked, query.phrase)) * STATIC_KEYS + staticKey(ranked.item)
}

/** Criterion 4 for an item known by its type and lower-cased title (see RankedItem.pair). */
export function namedAs(type: SearchType, title: string, phrase: string): number {
  return named({ item: { type }, title, pair: type === 'Comparison' ? pairOf(title) : undefined }, phrase)
}
