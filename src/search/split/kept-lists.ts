import { checkIds, eachId } from './id-list'
import type { ItemLists, ShortLists, TokenLists } from './item-lists'
import { rememberStoredList, storedList } from './list-files'

/**
 * A make's lists (item-lists.ts) as JSON with no line break, in their
 * stored form (id-list.ts), for the next process: read back (listsOfText),
 * a title saved in a new process mends them rather than reading every item
 * again (at 110,000 items, itemLists is some 2 s there; the text some 4 MB,
 * its lists mostly encoded already for the make's files).
 */
export function listsText({ tokenItems, shortItems }: ItemLists): string {
  const tokens = [...tokenItems].map(([token, { title, rest }]) => `[${JSON.stringify(token)},${storedList(title)},${storedList(rest)}]`)
  const shorts = [...shortItems].map(([short, { title, rest }]) => `[${JSON.stringify(short)},[${title.map(storedList).join(',')}],[${rest.map(storedList).join(',')}]]`)
  return `{"tokens":[${tokens.join(',')}],"shorts":[${shorts.join(',')}]}`
}

/** The lists listsText wrote, of `count` items, or undefined for anything it could not have written. */
export function listsOfText(parsed: unknown, count: number): ItemLists | undefined {
  const { tokens, shorts } = (parsed ?? {}) as { tokens?: unknown; shorts?: unknown }
  if (!Array.isArray(tokens) || !Array.isArray(shorts)) return undefined
  const listOf = (code: unknown): number[] => {
    const list: number[] = []
    eachId(checkIds(code, count, 'a kept list'), (id) => list.push(id))
    // Its stored form is the code read: the make's files encode none of its lists again.
    rememberStoredList(list, JSON.stringify(code))
    return list
  }
  const threeOf = (codes: unknown): number[][] => {
    if (!Array.isArray(codes) || codes.length !== 3) throw new Error('not three lists')
    return codes.map(listOf)
  }
  try {
    const tokenItems = new Map<string, TokenLists>()
    for (const row of tokens as unknown[]) {
      if (!Array.isArray(row) || row.length !== 3 || typeof row[0] !== 'string') return undefined
      tokenItems.set(row[0], { title: listOf(row[1]), rest: listOf(row[2]) })
    }
    const shortItems = new Map<string, ShortLists>()
    for (const row of shorts as unknown[]) {
      if (!Array.isArray(row) || row.length !== 3 || typeof row[0] !== 'string') return undefined
      shortItems.set(row[0], { title: threeOf(row[1]), rest: threeOf(row[2]) })
    }
    return { tokenItems, shortItems }
  } catch {
    return undefined
  }
}
