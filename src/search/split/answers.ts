import { trigramsOf } from './layout'

/** A one-word query to answer at build time, and the storage numbers of the items it matches. */
export interface WordToAnswer {
  word: string
  ids: number[]
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
  const found: WordToAnswer[] = [...shortItems].map(([word, { title, rest }]) => ({ word, ids: unique([...title, ...rest].flat()) }))
  const byTrigram = new Map<string, string[]>()
  for (const token of tokenItems.keys()) for (const trigram of trigramsOf(token)) listOf(byTrigram, trigram).push(token)
  const pending = [...byTrigram]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [word, tokens] = next
    const ids = unique(tokens.flatMap((token) => [...tokenItems.get(token)!.title, ...tokenItems.get(token)!.rest]))
    if (ids.length < minimum) continue
    found.push({ word, ids })
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

/** The numbers, each once, ascending. */
function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b)
}
