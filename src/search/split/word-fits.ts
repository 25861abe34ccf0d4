import { fit } from '../words'
import type { TokenShard } from './files'

/**
 * How one query word fits each item, as its lists say: per item (by
 * storage number), a byte holding its fit in the title (rank.ts: 0 none,
 * 1 inside a word, 2 the start of one, 3 a whole one) in bits 0 and 1 and
 * its fit in the keywords and type in bits 2 and 3. An item holds the word
 * when its byte is not 0. These are what ranking reads of a word, so most
 * matches are ranked without their text (list-rank.ts).
 */
export interface WordFits {
  /** The items holding the word, ascending. */
  members: Int32Array
  fits: Uint8Array
}

export const titleFitOf = (byte: number) => byte & 3
export const restFitOf = (byte: number) => byte >> 2

/** Collects how a word fits each item, and which items it is in, as its lists are read. */
class FitsCollector {
  readonly fits: Uint8Array
  private added: Int32Array
  private count = 0

  constructor(items: number) {
    this.fits = new Uint8Array(items)
    this.added = new Int32Array(64)
  }

  /** Raises these items' fit in the title (shift 0) or the keywords (shift 2) to `level` where it is lower. */
  raise(ids: Int32Array, shift: 0 | 2, level: number): void {
    const { fits } = this
    for (let at = 0; at < ids.length; at += 1) {
      const id = ids[at]!
      const byte = fits[id]!
      if (byte === 0) {
        if (this.count === this.added.length) {
          const grown = new Int32Array(this.count * 2)
          grown.set(this.added)
          this.added = grown
        }
        this.added[this.count++] = id
      }
      if (((byte >> shift) & 3) < level) fits[id] = (byte & ~(3 << shift)) | (level << shift)
    }
  }

  done(): WordFits {
    const { fits, count } = this
    // Sorting a few is quicker than reading every item; for many, reading every item is.
    if (count < fits.length >> 4) return { members: this.added.slice(0, count).sort(), fits }
    const members = new Int32Array(count)
    for (let id = 0, at = 0; id < fits.length; id += 1) if (fits[id] !== 0) members[at++] = id
    return { members, fits }
  }
}

/**
 * A word of 3 or more characters, from a token shard holding one of its
 * trigrams: it fits an item as well as it fits the best of the item's
 * tokens holding it (the text around a token is whitespace, which ends a
 * word just as the token's own ends do).
 */
export function fitsFromTokens(word: string, shard: TokenShard, items: number): WordFits {
  const fits = new FitsCollector(items)
  shard.tokens.forEach((token, at) => {
    if (!token.includes(word)) return
    const level = fit(token, word)
    fits.raise(shard.title[at]!(), 0, level)
    fits.raise(shard.rest[at]!(), 2, level)
  })
  return fits.done()
}

/** A 1- or 2-character word, from its lists by fit (files.ts decodeShort). */
export function fitsFromShort(lists: { title: readonly Int32Array[]; rest: readonly Int32Array[] }, items: number): WordFits {
  const fits = new FitsCollector(items)
  lists.title.forEach((ids, level) => fits.raise(ids, 0, level + 1))
  lists.rest.forEach((ids, level) => fits.raise(ids, 2, level + 1))
  return fits.done()
}
