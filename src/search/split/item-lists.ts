import type { RankedItem } from '../rank'
import { tokensOf } from './layout'
import { shortFits, shortOfCode } from './short-fits'

/** A token's items, by storage number (ascending), as a word of their title and as a keyword or their type. */
export interface TokenLists {
  title: number[]
  rest: number[]
}

/** A 1- or 2-character string's items, by storage number (ascending), by how well it fits their title (1 to 3, at 0 to 2) and their keywords and type. */
export interface ShortLists {
  title: number[][]
  rest: number[][]
}

/** Every token's items and every 1- and 2-character string's. */
export interface ItemLists {
  tokenItems: Map<string, TokenLists>
  shortItems: Map<string, ShortLists>
}

const FIELDS = ['title', 'rest'] as const

/** The lists of these items, numbered by their place (storage order). */
export function itemLists(prepared: readonly RankedItem[]): ItemLists {
  const tokenItems = new Map<string, TokenLists>()
  // By the string's code (short-fits.ts): no string made for each of its occurrences.
  const shortItems = new Map<number, ShortLists>()
  prepared.forEach((ranked, n) => {
    for (const field of FIELDS) {
      const text = ranked[field]
      for (const token of new Set(tokensOf(text))) {
        let entry = tokenItems.get(token)
        if (!entry) tokenItems.set(token, (entry = { title: [], rest: [] }))
        entry[field].push(n)
      }
      for (const [short, fits] of shortFits(text)) {
        let entry = shortItems.get(short)
        if (!entry) shortItems.set(short, (entry = { title: [[], [], []], rest: [[], [], []] }))
        entry[field][fits - 1]!.push(n)
      }
    }
  })
  return { tokenItems, shortItems: new Map([...shortItems].map(([code, lists]) => [shortOfCode(code), lists])) }
}

/**
 * The lists of the make before, mended into this make's: what itemLists
 * would make, without reading the items no edit touched.
 * - `renumbered` gives each item of the make before its storage number
 *   now, or -1 for one removed or changed. The others keep their order in
 *   storage (by their own rank key, then their addresses' order), so each
 *   list renumbered stays ascending; a list with no number changed is kept
 *   as it was (the same array).
 * - `placed` are the items added or changed, each with its storage number
 *   now: their numbers are put in their lists, and a list left empty is gone.
 * At 110,000 items, itemLists is some 1 to 1.6 s; this, a look into each
 * list for the numbers that change.
 */
export function mendedLists(before: ItemLists, renumbered: Int32Array, placed: readonly { ranked: RankedItem; n: number }[]): ItemLists {
  // The numbers that change lie between these two: a list with none of them is found by halving, not read through.
  let lowest = renumbered.length
  let highest = -1
  renumbered.forEach((now, n) => {
    if (now === n) return
    lowest = Math.min(lowest, n)
    highest = n
  })
  /** The lists this make made: its own to change, where the make before's are not. */
  const copied = new Set<number[]>()
  const mend = (list: number[]): number[] => {
    if (highest < 0) return list
    let at = firstAtLeast(list, lowest)
    // Past this place no number changes: the rest is copied as it is.
    const end = firstAtLeast(list, highest + 1)
    for (; at < end; at += 1) if (renumbered[list[at]!] !== list[at]) break
    if (at === end) return list
    const mended = list.slice(0, at)
    for (; at < end; at += 1) {
      const n = renumbered[list[at]!]!
      if (n >= 0) mended.push(n)
    }
    const own = end === list.length ? mended : mended.concat(list.slice(end))
    copied.add(own)
    return own
  }
  const tokenItems = new Map<string, TokenLists>()
  for (const [token, entry] of before.tokenItems) {
    const title = mend(entry.title)
    const rest = mend(entry.rest)
    tokenItems.set(token, title === entry.title && rest === entry.rest ? entry : { title, rest })
  }
  const shortItems = new Map<string, ShortLists>()
  for (const [short, { title, rest }] of before.shortItems) shortItems.set(short, { title: title.map(mend), rest: rest.map(mend) })
  /** Puts n in its place in a list, copying a list kept from the make before first (it is the make before's too). */
  const insert = (list: number[], n: number): number[] => {
    const own = copied.has(list) ? list : list.slice()
    copied.add(own)
    own.splice(firstAtLeast(own, n), 0, n)
    return own
  }
  for (const { ranked, n } of placed) {
    for (const field of FIELDS) {
      const text = ranked[field]
      for (const token of new Set(tokensOf(text))) {
        const entry = tokenItems.get(token) ?? { title: [], rest: [] }
        tokenItems.set(token, { ...entry, [field]: insert(entry[field], n) })
      }
      for (const [code, fits] of shortFits(text)) {
        const short = shortOfCode(code)
        const entry = shortItems.get(short) ?? { title: [[], [], []], rest: [[], [], []] }
        const lists = entry[field].slice()
        lists[fits - 1] = insert(lists[fits - 1]!, n)
        shortItems.set(short, { ...entry, [field]: lists })
      }
    }
  }
  for (const [token, { title, rest }] of tokenItems) if (title.length === 0 && rest.length === 0) tokenItems.delete(token)
  for (const [short, { title, rest }] of shortItems) if (title.every((list) => list.length === 0) && rest.every((list) => list.length === 0)) shortItems.delete(short)
  return { tokenItems, shortItems }
}

/** The place of the first number at least n in an ascending list (its length if none is). */
function firstAtLeast(list: readonly number[], n: number): number {
  let low = 0
  let high = list.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (list[middle]! < n) low = middle + 1
    else high = middle
  }
  return low
}
