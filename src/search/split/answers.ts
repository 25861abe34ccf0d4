import { tokensOf, trigramsOf } from './layout'

/** A one-word query to answer at build time, and the storage numbers of the items it matches (made when asked for: an answer kept from the make before needs none). */
export interface WordToAnswer {
  word: string
  ids: () => Int32Array
}

type TokenItems = ReadonlyMap<string, { title: readonly number[]; rest: readonly number[] }>

/** Each trigram's tokens: those a word starting with the trigram can be inside. */
export type TokensByTrigram = ReadonlyMap<string, readonly string[]>

/**
 * What the make before answered, for wordsToAnswer to find this make's
 * words from: the words it answered, its trigrams' tokens (kept in memory)
 * and its tokens, and the texts (title, type and keywords, as the search
 * matches them) of the items added, removed or changed since, then and now.
 */
export interface AnsweredBefore {
  words: Iterable<string>
  touchedTexts: readonly string[]
  kept?: { byTrigram: TokensByTrigram; tokens: { has(token: string): boolean } }
}

/**
 * The one-word queries the build answers whole (count and best 50), so the
 * dialog fetches one small file for them rather than their lists and the
 * blocks of their best items:
 * - every 1- or 2-character string some item holds: "a" matches nearly
 *   every item;
 * - every longer word matching at least `minimum` items ("pro", "tool",
 *   "management").
 *
 * A word's items are among those of any part of it, so the set is closed
 * under taking parts: when "proj" is not answered, no word holding "proj"
 * is, and the dialog stops asking (engine.ts). The words are found that
 * way too, from each trigram, one character added at a time while they
 * still match enough items.
 *
 * Given what the make before answered (`before`), only the words inside the
 * touched items' tokens are counted again: no other word's items changed,
 * so each other is answered as it was. The trigrams' tokens, returned for
 * the next make, are then the make before's, mended where a token came or
 * went.
 */
export function wordsToAnswer(
  index: { tokenItems: TokenItems; shortItems: ReadonlyMap<string, { title: readonly (readonly number[])[]; rest: readonly (readonly number[])[] }>; minimum: number },
  before?: AnsweredBefore,
): { words: WordToAnswer[]; byTrigram: TokensByTrigram } {
  const { tokenItems, shortItems, minimum } = index
  const found: WordToAnswer[] = [...shortItems].map(([word, { title, rest }]) => ({ word, ids: () => union([...title, ...rest]) }))
  const distinct = distinctCounter(tokenItems)
  const listsOf = (tokens: readonly string[]) => tokens.flatMap((token) => [tokenItems.get(token)!.title, tokenItems.get(token)!.rest])
  // Most words match few items: fewer listed in all than the minimum, their items are not counted.
  const enough = (lists: readonly (readonly number[])[]) => lists.reduce((sum, list) => sum + list.length, 0) >= minimum && distinct(lists) >= minimum
  const touchedTokens = before && new Set(before.touchedTexts.flatMap(tokensOf))
  const byTrigram = before?.kept && touchedTokens ? mendedByTrigram(before.kept, tokenItems, touchedTokens) : tokensByTrigram(tokenItems)
  if (before && touchedTokens) {
    const tokensWith = (word: string) => (byTrigram.get(word.slice(0, 3)) ?? []).filter((token) => token.includes(word))
    const counted = new Set([...touchedTokens].flatMap(partsOf))
    const words = [...before.words].filter((word) => word.length >= 3 && !counted.has(word))
    for (const word of words) found.push({ word, ids: () => union(listsOf(tokensWith(word))) })
    for (const word of counted) {
      const lists = listsOf(tokensWith(word))
      if (enough(lists)) found.push({ word, ids: () => union(lists) })
    }
  } else {
    const pending = [...byTrigram]
    for (let next = pending.pop(); next; next = pending.pop()) {
      const [word, tokens] = next
      const lists = listsOf(tokens)
      if (!enough(lists)) continue
      found.push({ word, ids: () => union(lists) })
      const longer = new Map<string, string[]>()
      for (const token of tokens) {
        const added = new Set<string>()
        for (let at = token.indexOf(word); at >= 0 && at + word.length < token.length; at = token.indexOf(word, at + 1)) added.add(word + token[at + word.length]!)
        for (const extended of added) listOf(longer, extended).push(token)
      }
      pending.push(...longer)
    }
  }
  return { words: found.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0)), byTrigram }
}

function tokensByTrigram(tokenItems: TokenItems): Map<string, string[]> {
  const byTrigram = new Map<string, string[]>()
  for (const token of tokenItems.keys()) for (const trigram of trigramsOf(token)) listOf(byTrigram, trigram).push(token)
  return byTrigram
}

/** The make before's trigrams' tokens, with the touched tokens that came or went put in or taken out (a trigram's list copied first: it is the make before's too). */
function mendedByTrigram(kept: NonNullable<AnsweredBefore['kept']>, tokenItems: TokenItems, touchedTokens: ReadonlySet<string>): TokensByTrigram {
  const byTrigram = new Map(kept.byTrigram)
  for (const token of touchedTokens) {
    const now = tokenItems.has(token)
    if (kept.tokens.has(token) === now) continue
    for (const trigram of trigramsOf(token)) {
      const tokens = (byTrigram.get(trigram) ?? []).filter((other) => other !== token)
      if (now) tokens.push(token)
      if (tokens.length > 0) byTrigram.set(trigram, tokens)
      else byTrigram.delete(trigram)
    }
  }
  return byTrigram
}

/** Every part of a token of at least 3 characters. */
function partsOf(token: string): string[] {
  const parts: string[] = []
  for (let from = 0; from + 3 <= token.length; from += 1) for (let to = from + 3; to <= token.length; to += 1) parts.push(token.slice(from, to))
  return parts
}

function listOf<T>(map: Map<string, T[]>, key: string): T[] {
  let list = map.get(key)
  if (!list) map.set(key, (list = []))
  return list
}

/** Counts the distinct numbers in some of these lists, by marking each number seen with the count's own stamp: no set made, nothing sorted. */
function distinctCounter(tokenItems: ReadonlyMap<string, { title: readonly number[]; rest: readonly number[] }>): (lists: readonly (readonly number[])[]) => number {
  let size = 0
  for (const { title, rest } of tokenItems.values()) size = Math.max(size, (title.at(-1) ?? -1) + 1, (rest.at(-1) ?? -1) + 1)
  const marks = new Int32Array(size)
  let stamp = 0
  return (lists) => {
    stamp += 1
    let count = 0
    for (const list of lists) {
      for (const n of list) {
        if (marks[n] === stamp) continue
        marks[n] = stamp
        count += 1
      }
    }
    return count
  }
}

/**
 * The numbers of these lists, each once, ascending: sorted as one typed
 * array (a native numeric sort), then each kept once. At 110,000 items, a
 * Set of them sorted with a comparison was 2.7 s of the index's 15 s: the
 * one- and two-character strings' lists hold nearly every item.
 */
function union(lists: readonly (readonly number[])[]): Int32Array {
  const all = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0))
  let at = 0
  for (const list of lists) for (const n of list) all[at++] = n
  all.sort()
  let kept = 0
  for (let from = 0; from < all.length; from += 1) if (from === 0 || all[from] !== all[from - 1]) all[kept++] = all[from]!
  return all.subarray(0, kept)
}
