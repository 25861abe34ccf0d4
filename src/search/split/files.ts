import { SEARCH_TYPES, type SearchType } from '../../shared/search-types'
import { isPlainObject } from '../../shared/plain-object'
import { frontDecode } from '../front-code'
import type { SearchItem } from '../search-index'
import { checkIds } from './id-list'
import { ANSWER_DEPTH, dataAddress, FOLDER_DIGITS, SPLIT_INDEX_VERSION, type SearchMeta } from './layout'

/**
 * The split index's files as JSON (layout.ts says what each is for), and
 * their decoders: each takes what JSON.parse gave and returns the file's
 * content, or throws naming what is wrong ("Search index: …"), so a
 * truncated, stale or foreign file is refused rather than misread.
 */

/** A result as the dialog shows it. */
export type SearchHit = Pick<SearchItem, 'title' | 'type' | 'href'>

/** blocks/<n>.json: items n·size to (n+1)·size − 1: their titles and addresses (front-coded); their type is known from their number. */
export interface BlockFile {
  first: number
  titleShared: number[]
  titleRest: string[]
  hrefShared: number[]
  hrefRest: string[]
}

/** tokens/<n>.json: tokens, and per token its items (id-list.ts) as a title word and as a keyword or the type. */
export interface TokenShardFile {
  tokens: string[]
  title: number[][]
  rest: number[][]
}

/** short/<code units>.json: a 1- or 2-character string's items, by how well it fits their title (inside, start, whole) and their keywords. */
export interface ShortFile {
  text: string
  title: number[][]
  rest: number[][]
}

/** titles/<n>.json: lower-cased titles in alphabetical order (front-coded), and each one's item. */
export interface TitleShardFile {
  titleShared: number[]
  titleRest: string[]
  ids: number[]
}

/** pairs/<n>.json: per comparison from the first, four hexadecimal digits: a byte of the hash of each of its names ("xxxx": no names). */
export interface PairsFile {
  first: number
  hashes: string
}

/** answers/<n>.json: whole answers to one-word queries. */
export interface AnswerShardFile {
  words: string[]
  totals: number[]
  /** Per word, its best results, best first: title, type (its place in SEARCH_TYPES) and address. */
  best: [string, number, string][][]
}

/** What a word's answer holds. */
export interface Answer {
  total: number
  best: SearchHit[]
}

/** A token shard, decoded: each token's lists are checked when asked for (a word needs a few of hundreds). */
export interface TokenShard {
  tokens: string[]
  title: (() => number[])[]
  rest: (() => number[])[]
}

/** Whether a decoded value is an array of strings. */
export const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string')
const isCounts = (value: unknown): value is number[] => Array.isArray(value) && value.every((v) => Number.isInteger(v) && (v as number) >= 0)

function refuse(what: string, problem: string): never {
  throw new Error(`Search index: ${what} ${problem}`)
}

/** The manifest; refuses one of another version or shape. */
export function decodeMeta(file: unknown): SearchMeta {
  if (!isPlainObject(file)) refuse('manifest', 'is not an object')
  if (file.version !== SPLIT_INDEX_VERSION) refuse('manifest', `has version ${String(file.version)}, expected ${SPLIT_INDEX_VERSION}`)
  const { folders, items, blockSize, blockBytes, kinds, tokenShards, tokenBytes, short, shortBytes, titleShards, pairsPerFile, longestPair, answerShards, wordFiles } = file
  if (!isPlainObject(folders)) refuse('manifest', 'names no data folders')
  for (const [group, named] of Object.entries(folders)) {
    if (typeof named !== 'string' || !/^[0-9a-f]+$/.test(named) || named.length % FOLDER_DIGITS !== 0) refuse('manifest', `names no folders for ${group} (${JSON.stringify(named)})`)
  }
  for (const [name, value] of Object.entries({ items, blockBytes, longestPair })) if (!Number.isInteger(value) || (value as number) < 0) refuse('manifest', `has no ${name}`)
  for (const [name, value] of Object.entries({ blockSize, tokenShards, pairsPerFile, answerShards })) if (!Number.isInteger(value) || (value as number) < 1) refuse('manifest', `has no ${name}`)
  if (!isCounts(kinds) || kinds.length !== 6 || kinds.some((start, at) => start > (kinds[at + 1] ?? (items as number))) || kinds[5] !== items) refuse('manifest', 'has no start for each kind of page')
  if (typeof tokenBytes !== 'string' || tokenBytes.length !== tokenShards) refuse('manifest', 'has no size for each token shard')
  if (typeof short !== 'string' || typeof shortBytes !== 'string' || (short === '' ? 0 : short.split(' ').length) !== shortBytes.length) refuse('manifest', 'has no list of short strings and their sizes')
  if (!isStrings(titleShards) || titleShards[0] !== '' || titleShards.some((start, at) => at > 0 && start < titleShards[at - 1]!)) refuse('manifest', 'has no title shards in order')
  if (!isPlainObject(wordFiles) || !isCounts(Object.values(wordFiles))) refuse('manifest', 'has no list of vocabulary files')
  return file as unknown as SearchMeta
}

/** A data file's address, in the folder the manifest names for it; refused where it names none. */
export function addressOf(meta: SearchMeta, path: string): string {
  return dataAddress(meta, path) ?? refuse('manifest', `names no folder for ${path}`)
}

/** A block's items' titles and addresses; `n` and the manifest say which items it must hold. */
export function decodeBlock(file: unknown, n: number, meta: SearchMeta): { title: string; href: string }[] {
  const what = `block ${n}`
  if (!isPlainObject(file)) refuse(what, 'is not an object')
  const { first, titleShared, titleRest, hrefShared, hrefRest } = file
  if (first !== n * meta.blockSize) refuse(what, `starts at item ${String(first)}, expected ${n * meta.blockSize}`)
  const count = Math.min(meta.blockSize, meta.items - n * meta.blockSize)
  if (!isCounts(titleShared) || !isStrings(titleRest) || !isCounts(hrefShared) || !isStrings(hrefRest) || [titleShared, titleRest, hrefShared, hrefRest].some((column) => column.length !== count)) {
    refuse(what, `has not a title and an address for each of its ${count} items`)
  }
  const titles = frontDecode(titleShared, titleRest, 'title')
  const hrefs = frontDecode(hrefShared, hrefRest, 'address')
  return titles.map((title, at) => ({ title, href: hrefs[at]! }))
}

/** A token shard: its tokens, and the items of each (stored lists, checked when first asked for). */
export function decodeTokenShard(file: unknown, n: number, meta: SearchMeta): TokenShard {
  const what = `token shard ${n}`
  if (!isPlainObject(file)) refuse(what, 'is not an object')
  const { tokens, title, rest } = file
  if (!isStrings(tokens) || !Array.isArray(title) || !Array.isArray(rest) || title.length !== tokens.length || rest.length !== tokens.length) refuse(what, 'has no item lists for each token')
  const lazy = (lists: unknown[], field: string) =>
    lists.map((code, at) => {
      let checked: number[] | undefined
      return () => (checked ??= checkIds(code, meta.items, `${what}, token "${tokens[at]}" (${field})`))
    })
  return { tokens, title: lazy(title, 'title'), rest: lazy(rest, 'keywords') }
}

/** A short string's items by fit (stored lists, checked): title[0] where it is inside a title word, title[1] where it starts one, title[2] where it is one; rest likewise. */
export function decodeShort(file: unknown, text: string, meta: SearchMeta): { title: number[][]; rest: number[][] } {
  const what = `the lists of "${text}"`
  if (!isPlainObject(file) || file.text !== text) refuse(what, 'are for another string')
  const { title, rest } = file
  if (!Array.isArray(title) || !Array.isArray(rest) || title.length !== 3 || rest.length !== 3) refuse(what, 'are not three by title and three by keywords')
  return { title: title.map((code) => checkIds(code, meta.items, what)), rest: rest.map((code) => checkIds(code, meta.items, what)) }
}

/** A title shard: lower-cased titles in order, and each one's item. */
export function decodeTitleShard(file: unknown, n: number, meta: SearchMeta): { titles: string[]; ids: number[] } {
  const what = `title shard ${n}`
  if (!isPlainObject(file)) refuse(what, 'is not an object')
  const { titleShared, titleRest, ids } = file
  if (!isCounts(titleShared) || !isStrings(titleRest) || !isCounts(ids) || titleRest.length !== titleShared.length || ids.length !== titleShared.length) refuse(what, 'has no item for each title')
  if (ids.some((id) => id >= meta.items)) refuse(what, `names an item beyond the ${meta.items}`)
  return { titles: frontDecode(titleShared, titleRest, 'title'), ids }
}

/** A pairs file's comparisons: each one's names' hash bytes, read when asked for. */
export interface PairHashes {
  /** The names' hash bytes of the file's comparison at `place`, or undefined for a comparison with no names. */
  at(place: number): [number, number] | undefined
}

/** A pairs file, checked whole in one pass; each comparison's bytes are read when asked for. */
export function decodePairs(file: unknown, n: number, meta: SearchMeta): PairHashes {
  const what = `pairs file ${n}`
  if (!isPlainObject(file) || file.first !== n * meta.pairsPerFile || typeof file.hashes !== 'string' || file.hashes.length % 4 !== 0) refuse(what, 'is not four hexadecimal digits a comparison')
  const text = file.hashes
  for (let at = 0; at < text.length; at += 4) {
    const none = text.charCodeAt(at) === 120 && text.charCodeAt(at + 1) === 120 && text.charCodeAt(at + 2) === 120 && text.charCodeAt(at + 3) === 120
    if (!none && (hexDigit(text.charCodeAt(at)) < 0 || hexDigit(text.charCodeAt(at + 1)) < 0 || hexDigit(text.charCodeAt(at + 2)) < 0 || hexDigit(text.charCodeAt(at + 3)) < 0)) {
      refuse(what, `holds "${text.slice(at, at + 4)}"`)
    }
  }
  const byte = (at: number) => hexDigit(text.charCodeAt(at)) * 16 + hexDigit(text.charCodeAt(at + 1))
  return {
    at(place) {
      if (place * 4 >= text.length) refuse(what, `has no comparison ${place}`)
      return text.charCodeAt(place * 4) === 120 ? undefined : [byte(place * 4), byte(place * 4 + 2)]
    },
  }
}

/** A lower-case hexadecimal digit's value, or -1. */
function hexDigit(code: number): number {
  return code >= 48 && code <= 57 ? code - 48 : code >= 97 && code <= 102 ? code - 87 : -1
}

/** An answer shard, as answers by word. */
export function decodeAnswerShard(file: unknown, n: number): Map<string, Answer> {
  const what = `answer shard ${n}`
  if (!isPlainObject(file)) refuse(what, 'is not an object')
  const { words, totals, best } = file
  if (!isStrings(words) || !isCounts(totals) || !Array.isArray(best) || totals.length !== words.length || best.length !== words.length) refuse(what, 'has no count and results for each word')
  return new Map(
    words.map((word, at) => {
      const hits = best[at] as unknown
      if (!Array.isArray(hits) || hits.length > ANSWER_DEPTH || hits.length > totals[at]!) refuse(what, `has too many results for "${word}"`)
      return [
        word,
        {
          total: totals[at]!,
          best: hits.map((hit: unknown) => {
            const [title, typeAt, href] = Array.isArray(hit) ? (hit as unknown[]) : []
            const type: SearchType | undefined = typeof typeAt === 'number' ? SEARCH_TYPES[typeAt] : undefined
            if (typeof title !== 'string' || !type || typeof href !== 'string') refuse(what, `has a result for "${word}" that is not [title, type, address]`)
            return { title, type, href }
          }),
        },
      ]
    }),
  )
}
