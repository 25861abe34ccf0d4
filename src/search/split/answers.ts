import { trigramsOf } from './layout'

/** A one-word query to answer at build time, and the storage numbers of the items it matches (made when asked for: an answer kept from the make before needs none). */
export interface WordToAnswer {
  word: string
  ids: () => Int32Array
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
 */
export function wordsToAnswer(index: {
  tokenItems: ReadonlyMap<string, { title: readonly number[]; rest: readonly number[] }>
  shortItems: ReadonlyMap<string, { title: readonly (readonly number[])[]; rest: readonly (readonly number[])[] }>
  minimum: number
}): WordToAnswer[] {
  const { tokenItems, shortItems, minimum } = index
  const found: WordToAnswer[] = [...shortItems].map(([word, { title, rest }]) => ({ word, ids: () => union([...title, ...rest]) }))
  const distinct = distinctCounter(tokenItems)
  const byTrigram = new Map<string, string[]>()
  for (const token of tokenItems.keys()) for (const trigram of trigramsOf(token)) listOf(byTrigram, trigram).push(token)
  const pending = [...byTrigram]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [word, tokens] = next
    const lists = tokens.flatMap((token) => [tokenItems.get(token)!.title, tokenItems.get(token)!.rest])
    // Most words match few items: fewer listed in all than the minimum, their items are not counted.
    if (lists.reduce((sum, list) => sum + list.length, 0) < minimum || distinct(lists) < minimum) continue
    found.push({ word, ids: () => union(lists) })
    const longer = new Map<string, string[]>()
    for (const token of tokens) {
      const added = new Set<string>()
      for (let at = token.indexOf(word); at >= 0 && at + word.length < token.length; at = token.indexOf(word, at + 1)) added.add(word + token[at + word.length]!)
      for (const extended of added) listOf(longer, extended).push(token)
    }
    pending.push(...longer)
  }
  return found.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
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
