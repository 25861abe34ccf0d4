import { fit } from '../words'
import { eachId, eachIdIn } from './id-list'

/**
 * How one query word fits items, as its lists say: per item, a byte
 * holding its fit in the title (rank.ts: 0 none, 1 inside a word, 2 the
 * start of one, 3 a whole one) in bits 0 and 1 and its fit in the keywords
 * and type in bits 2 and 3. An item holds the word when its byte is not 0.
 * These are what ranking reads of a word, so most matches are ranked
 * without their text (list-rank.ts).
 */

export const titleFitOf = (byte: number) => byte & 3
export const restFitOf = (byte: number) => byte >> 2

/** One of a word's lists: the items (a checked stored list, id-list.ts) where it fits their title (shift 0) or their keywords (shift 2) at `level`. */
export interface FitList {
  code: readonly number[]
  shift: 0 | 2
  level: number
}

/** A word's lists, and at most how many items they hold. */
export interface WordLists {
  lists: FitList[]
  size: number
}

/** A word's fits in every item holding it, by storage number, and those items. */
export interface WordFits {
  /** The items holding the word, ascending. */
  members: Int32Array
  fits: Uint8Array
}

/** How many numbers a checked stored list holds. */
function sizeOf(code: readonly number[]): number {
  let size = 0
  for (let at = 0; at < code.length; at += 1) size += code[at]! > 0 ? 1 : -code[at]!
  return size
}

function withSize(lists: FitList[]): WordLists {
  let size = 0
  for (const list of lists) size += sizeOf(list.code)
  return { lists, size }
}

/**
 * A word of 3 or more characters, from a token shard holding one of its
 * trigrams: it fits an item as well as it fits the best of the item's
 * tokens holding it (the text around a token is whitespace, which ends a
 * word just as the token's own ends do).
 */
export function listsFromTokens(word: string, shard: { tokens: readonly string[]; title: (() => number[])[]; rest: (() => number[])[] }): WordLists {
  const lists: FitList[] = []
  shard.tokens.forEach((token, at) => {
    if (!token.includes(word)) return
    const level = fit(token, word)
    lists.push({ code: shard.title[at]!(), shift: 0, level }, { code: shard.rest[at]!(), shift: 2, level })
  })
  return withSize(lists)
}

/** A 1- or 2-character word, from its lists by fit (files.ts decodeShort). */
export function listsFromShort(short: { title: readonly (readonly number[])[]; rest: readonly (readonly number[])[] }): WordLists {
  return withSize([...short.title.map((code, at): FitList => ({ code, shift: 0, level: at + 1 })), ...short.rest.map((code, at): FitList => ({ code, shift: 2, level: at + 1 }))])
}

/** Raises the fit at `at` to the list's level where it is lower. */
function raise(fits: Uint8Array, at: number, { shift, level }: FitList): void {
  const byte = fits[at]!
  if (((byte >> shift) & 3) < level) fits[at] = (byte & ~(3 << shift)) | (level << shift)
}

/** The word's fits in every item (`items` of them), and the items holding it. */
export function fitsOfAll(word: WordLists, items: number): WordFits {
  const fits = new Uint8Array(items)
  for (const list of word.lists) eachId(list.code, (id) => raise(fits, id, list))
  let count = 0
  for (let id = 0; id < items; id += 1) if (fits[id] !== 0) count += 1
  const members = new Int32Array(count)
  for (let id = 0, at = 0; id < items; id += 1) if (fits[id] !== 0) members[at++] = id
  return { members, fits }
}

/** The word's fits in the items of `pool` (ascending), by their place in it: each list walked beside the pool (id-list.ts eachIdIn). */
export function fitsWithin(word: WordLists, pool: Int32Array): Uint8Array {
  const fits = new Uint8Array(pool.length)
  for (const list of word.lists) eachIdIn(list.code, pool, (place) => raise(fits, place, list))
  return fits
}
