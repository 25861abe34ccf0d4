import { SEARCH_TYPES, type SearchType } from '../../shared/search-types'
import { KIND_ORDER, namedAs, queryKey, titleKey, titleKeyOf, type RankedItem, type RankQuery } from '../rank'
import { textWords } from '../words'
import { restFitOf, titleFitOf } from './word-fits'

/** Why a match's key from its lists may be too good: the words found in its title may be out of the query's order... */
export const MAYBE_OUT_OF_ORDER = 1
/** ...or it is a comparison the query may name (rank.ts criterion 4). */
export const MAYBE_NAMED = 2

/**
 * The query's part of the rank (rank.ts queryKey) of each match, from what
 * its words' lists say (word-fits.ts), without the match's text:
 * - the place: a title starting with the query is known from the title
 *   shards (`starting`: those titles, by storage number), and then the
 *   whole key is; otherwise it is 2 when every word is a whole word of the
 *   title, 3 when each is in it, else 4;
 * - how well the words fit the title, and the keywords and type: exactly;
 * - whether the words found in the title keep the query's order: not known
 *   when two or more are, and taken as kept;
 * - whether the query names the match: a tool is named only by its exact
 *   title (so it starts with the query); a comparison may be, and is taken
 *   as named.
 * So each key is exact or a lower bound, with `uncertain` saying why
 * (MAYBE_OUT_OF_ORDER, MAYBE_NAMED); the engine learns the rest of the
 * few that can be among the best from their blocks.
 */
export function keysFromLists(
  ids: Int32Array,
  query: RankQuery,
  /** Per query word, its fit byte (word-fits.ts) in each match, by the match's place in `ids`. */
  fits: readonly Uint8Array[],
  starting: ReadonlyMap<number, string>,
  kinds: readonly number[],
): { keys: Float64Array; uncertain: Uint8Array; restFits: Uint8Array } {
  const keys = new Float64Array(ids.length)
  const uncertain = new Uint8Array(ids.length)
  const restFits = new Uint8Array(ids.length)
  const comparisons = [kinds[KIND_ORDER.Comparison]!, kinds[KIND_ORDER.Comparison + 1]!]
  const words = fits.length
  for (let at = 0; at < ids.length; at += 1) {
    const id = ids[at]!
    let titleFit = 0
    let restFit = 0
    let inTitle = 0
    let allWhole = true
    for (let word = 0; word < words; word += 1) {
      const byte = fits[word]![at]!
      const inTitleFit = titleFitOf(byte)
      titleFit += inTitleFit
      restFit += restFitOf(byte)
      if (inTitleFit > 0) inTitle += 1
      if (inTitleFit !== 3) allWhole = false
    }
    restFits[at] = Math.min(restFit, 255)
    const title = starting.size > 0 ? starting.get(id) : undefined
    if (title !== undefined) {
      keys[at] = keyFromTitle(title, typeOf(id, kinds), restFit, query)
      continue
    }
    const place = allWhole ? 2 : inTitle === words ? 3 : 4
    const comparison = id >= comparisons[0]! && id < comparisons[1]!
    keys[at] = queryKey(titleKeyOf(place, 0, titleFit, false), restFit, comparison ? 1 : 0)
    uncertain[at] = (inTitle >= 2 ? MAYBE_OUT_OF_ORDER : 0) | (comparison ? MAYBE_NAMED : 0)
  }
  return { keys, uncertain, restFits }
}

const TYPE_OF_KIND: SearchType[] = [...SEARCH_TYPES].sort((a, b) => KIND_ORDER[a] - KIND_ORDER[b])

/** An item's type, from where its storage number falls among the kinds'. */
export function typeOf(id: number, kinds: readonly number[]): SearchType {
  let kind = 0
  while (kind + 1 < TYPE_OF_KIND.length && id >= kinds[kind + 1]!) kind += 1
  return TYPE_OF_KIND[kind]!
}

/** The query key of a match whose lower-cased title is known: exact. */
function keyFromTitle(title: string, type: SearchType, restFit: number, query: RankQuery): number {
  const known = titleKey({ title, titleWords: textWords(title).length } as RankedItem, query)
  return queryKey(known, restFit, namedAs(type, title, query.phrase))
}

/** The exact query key of a match from its block's title, its lists giving the keywords' fit. */
export function exactKey(item: { title: string; type: SearchType }, restFit: number, query: RankQuery): number {
  return keyFromTitle(item.title.toLowerCase(), item.type, restFit, query)
}
