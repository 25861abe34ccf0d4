import { SEARCH_TYPES } from '../../shared/search-types'
import { frontCode } from '../front-code'
import { createRanking } from '../match'
import { KIND_ORDER, pairOf, prepareItem, type RankedItem } from '../rank'
import type { SearchItem } from '../search-index'
import { vocabularyOf } from '../suggest'
import { wordsToAnswer, type WordToAnswer } from './answers'
import type { BlockFile, PairsFile, TitleShardFile } from './files'
import { encodeIds } from './id-list'
import { answeredBefore, KEPT_DEPTH, keptAnswerOf, listsFromBefore, touchedSince, type BestAmong, type MadeAnswer, type KeptSplit, type TokenShards } from './kept-answers'
import { itemLists, type ShortLists, type TokenLists } from './item-lists'
import { contentVersion } from '../../catalogue/content-version'
import { ANSWER_DEPTH, answerShardOf, byteWeight, dataPath, pairHash, SEARCH_DATA_ROOT, SEARCH_META_URL, SPLIT_INDEX_VERSION, tokenShardOf, trigramsOf, type SearchMeta } from './layout'
import { storageOrder } from './order'
import { vocabularyFileContents } from './vocabulary'

/** A file of the split index: its path under the site's root (no leading slash) and its text. */
export interface SplitIndexFile {
  path: string
  content: string
}

export interface SplitIndexOptions {
  /** Items per block. */
  blockSize?: number
  /** Token shards; by default about one for every 64 items, at least 64. */
  tokenShards?: number
  /** Titles per title shard. */
  titleShardSize?: number
  /** A one-word query matching at least this many items gets its answer precomputed (answers.ts). */
  answerMatches?: number
  /** How deep each answer's routes are kept for the next make (kept-answers.ts KEPT_DEPTH; at least ANSWER_DEPTH). */
  keptDepth?: number
}

/** Items per block: a query fetches the blocks of its best results, often scattered, so blocks are small. */
export const BLOCK_SIZE = 16
/** Titles per title shard. */
export const TITLE_SHARD_SIZE = 256
/** See SplitIndexOptions.answerMatches. */
export const ANSWER_MATCHES = 64
/** About how many bytes of answers an answer shard holds. */
export const ANSWER_SHARD_BYTES = 4096
/** Comparisons per pairs file. */
export const PAIRS_PER_FILE = 16_384

/**
 * The split search index of these items (in route order, as
 * buildSearchIndex gives them): the manifest, and every file to write, the
 * manifest first, then every file the dialog may fetch (layout.ts says
 * which is which). Deterministic: the same items give the same files,
 * under the same folder.
 *
 * `before`, what a make before returned as `kept` (its items and
 * answers, and in the same process its lists): the answers no changed item
 * can change are taken from it and its lists mended (kept-answers.ts),
 * the same as made. At 110,000 items, the answers and the lists were some
 * two thirds of the whole.
 */
export function buildSplitIndex(items: readonly SearchItem[], options: SplitIndexOptions = {}, before?: KeptSplit): { meta: SearchMeta; files: SplitIndexFile[]; kept: KeptSplit } {
  const blockSize = options.blockSize ?? BLOCK_SIZE
  const keptDepth = Math.max(ANSWER_DEPTH, options.keptDepth ?? KEPT_DEPTH)
  const tokenShards = options.tokenShards ?? Math.max(64, 2 ** Math.round(Math.log2(items.length / 64 + 1)))
  /** Storage number → route index. */
  const order = storageOrder(items)
  const stored = order.map((route) => items[route]!)
  const prepared = stored.map(prepareItem)
  const kinds = kindStarts(stored)
  const touched = touchedSince(before, items)
  const memory = touched && before?.inMemory
  const lists = listsFromBefore(before, items, touched, order, prepared) ?? itemLists(prepared)
  const { words, byTrigram } = wordsToAnswer({ ...lists, minimum: options.answerMatches ?? ANSWER_MATCHES }, answeredBefore(before, touched))

  const blocks = blockFiles(stored, blockSize)
  const tokens = tokenShardFiles(lists.tokenItems, tokenShards, memory ? { tokenItems: memory.lists.tokenItems, shards: memory.tokenShards } : undefined)
  const shorts = shortFiles(lists.shortItems)
  const titles = titleShardFiles(prepared, options.titleShardSize ?? TITLE_SHARD_SIZE)
  const pairs = pairFiles(prepared, kinds)
  const answers = answerShardFiles(items, order, prepared, words, keptAnswerOf(before, touched, keptDepth), keptDepth)
  const vocabulary = vocabularyFileContents(vocabularyOf(items))
  const data: [string, string][] = [
    ...blocks.files,
    ...tokens.files,
    ...shorts.files,
    ...titles.files,
    ...pairs.files,
    ...answers.files,
    ...vocabulary.files.map(({ group, part, file }): [string, string] => [dataPath.words(group, part), JSON.stringify(file)]),
  ]

  const base = `${SEARCH_DATA_ROOT}${contentVersion(data)}/`
  const meta: SearchMeta = {
    version: SPLIT_INDEX_VERSION,
    base,
    items: items.length,
    blockSize,
    blockBytes: blocks.meanBytes,
    kinds,
    tokenShards,
    tokenBytes: tokens.weights,
    short: shorts.strings.join(' '),
    shortBytes: shorts.weights,
    titleShards: titles.starts,
    pairsPerFile: PAIRS_PER_FILE,
    longestPair: pairs.longest,
    answerShards: answers.shards,
    wordFiles: vocabulary.groups,
  }
  return {
    meta,
    files: [{ path: SEARCH_META_URL.slice(1), content: JSON.stringify(meta) }, ...data.map(([path, content]) => ({ path: `${base.slice(1)}${path}`, content }))],
    kept: { items, answers: answers.answers, inMemory: { order, lists, byTrigram, tokenShards: tokens.shards } },
  }
}

/** The blocks: titles and addresses in storage order, blockSize a file. */
function blockFiles(stored: readonly SearchItem[], blockSize: number): { files: [string, string][]; meanBytes: number } {
  const files: [string, string][] = []
  for (let first = 0; first < stored.length; first += blockSize) {
    const slice = stored.slice(first, first + blockSize)
    const titles = frontCode(slice.map((item) => item.title))
    const hrefs = frontCode(slice.map((item) => item.href))
    const block: BlockFile = { first, titleShared: titles.shared, titleRest: titles.rest, hrefShared: hrefs.shared, hrefRest: hrefs.rest }
    files.push([dataPath.block(first / blockSize), JSON.stringify(block)])
  }
  return { files, meanBytes: Math.round(files.reduce((sum, [, content]) => sum + content.length, 0) / Math.max(1, files.length)) }
}

/**
 * A list's stored form as JSON (id-list.ts), made once for the list: the
 * lists a build that stays running mends keep their arrays where nothing in
 * them changed (item-lists.ts), so a save encodes only those it changed
 * (at 110,000 items, encoding every list was some 0.4 s of a title's save).
 * No list is changed once made.
 */
const listJson = new WeakMap<readonly number[], string>()
function storedList(list: readonly number[]): string {
  let json = listJson.get(list)
  if (json === undefined) listJson.set(list, (json = JSON.stringify(encodeIds(list))))
  return json
}

/**
 * The token shards: each token in the shard of each of its trigrams; and
 * each shard's size as a byteWeight. Given the make before's tokens and
 * shards (in the same process, with as many shards), only the shards of the
 * tokens whose lists changed, or which came or went, are made again: a
 * list no edit changed is the same array (item-lists.ts).
 */
function tokenShardFiles(
  tokenItems: ReadonlyMap<string, TokenLists>,
  count: number,
  before?: { tokenItems: ReadonlyMap<string, TokenLists>; shards: TokenShards },
): { files: [string, string][]; weights: string; shards: TokenShards } {
  const kept = before?.shards.files.length === count ? before : undefined
  const shardsOf = (token: string) => new Set(trigramsOf(token).map((trigram) => tokenShardOf(trigram, count)))
  /** The shards whose tokens' lists changed, and of those the ones a token came to or went from. */
  const changed = new Set<number>()
  const moved = new Set<number>()
  let shardTokens: Set<string>[] = []
  if (kept) {
    const came: string[] = []
    for (const [token, entry] of tokenItems) {
      const then = kept.tokenItems.get(token)
      if (then === entry) continue
      if (!then) came.push(token)
      for (const shard of shardsOf(token)) changed.add(shard)
    }
    const gone: string[] = []
    // Tokens that went: as many as the tokens then that are not now.
    if (kept.tokenItems.size > tokenItems.size - came.length) for (const token of kept.tokenItems.keys()) if (!tokenItems.has(token)) gone.push(token)
    for (const token of [...came, ...gone]) for (const shard of shardsOf(token)) {
      moved.add(shard)
      changed.add(shard)
    }
    shardTokens = kept.shards.tokens.map((tokens, shard) => (moved.has(shard) ? new Set(tokens) : new Set()))
    for (const token of gone) for (const shard of shardsOf(token)) shardTokens[shard]!.delete(token)
    for (const token of came) for (const shard of shardsOf(token)) shardTokens[shard]!.add(token)
  } else {
    shardTokens = Array.from({ length: count }, () => new Set<string>())
    for (const token of tokenItems.keys()) for (const trigram of trigramsOf(token)) shardTokens[tokenShardOf(trigram, count)]!.add(token)
  }
  const shards = shardTokens.map((set, shard) => {
    if (kept && !changed.has(shard)) return { tokens: kept.shards.tokens[shard]!, file: kept.shards.files[shard]! }
    // A shard no token came to or went from keeps its tokens' order: only its lists are written again.
    const tokens = kept && !moved.has(shard) ? kept.shards.tokens[shard]! : [...set].sort()
    const lists = tokens.map((token) => tokenItems.get(token)!)
    // JSON.stringify of a TokenShardFile, its lists already JSON.
    return { tokens, file: `{"tokens":${JSON.stringify(tokens)},"title":[${lists.map((entry) => storedList(entry.title)).join(',')}],"rest":[${lists.map((entry) => storedList(entry.rest)).join(',')}]}` }
  })
  return {
    files: shards.map(({ file }, shard): [string, string] => [dataPath.tokens(shard), file]),
    weights: shards.map(({ file }) => byteWeight(file.length)).join(''),
    shards: { tokens: shards.map(({ tokens }) => tokens), files: shards.map(({ file }) => file) },
  }
}

/** A file for each 1- or 2-character string; the strings, and each file's size as a byteWeight. */
function shortFiles(shortItems: ReadonlyMap<string, ShortLists>): { files: [string, string][]; strings: string[]; weights: string } {
  const strings = [...shortItems.keys()].sort()
  const files = strings.map((text): [string, string] => {
    const { title, rest } = shortItems.get(text)!
    // JSON.stringify of a ShortFile, its lists already JSON.
    return [dataPath.short(text), `{"text":${JSON.stringify(text)},"title":[${title.map(storedList).join(',')}],"rest":[${rest.map(storedList).join(',')}]}`]
  })
  return { files, strings, weights: files.map(([, content]) => byteWeight(content.length)).join('') }
}

/** Titles in alphabetical order, in shards, so the items whose title starts with a query are side by side; and where each shard starts. */
function titleShardFiles(prepared: readonly RankedItem[], size: number): { files: [string, string][]; starts: string[] } {
  const byTitle = [...prepared.keys()].sort((a, b) => (prepared[a]!.title < prepared[b]!.title ? -1 : prepared[a]!.title > prepared[b]!.title ? 1 : a - b))
  const files: [string, string][] = []
  const starts: string[] = []
  for (let first = 0; first < byTitle.length; first += size) {
    const numbers = byTitle.slice(first, first + size)
    const titles = numbers.map((n) => prepared[n]!.title)
    const coded = frontCode(titles)
    const file: TitleShardFile = { titleShared: coded.shared, titleRest: coded.rest, ids: numbers }
    files.push([dataPath.titles(starts.length), JSON.stringify(file)])
    starts.push(first === 0 ? '' : separatingPrefix(prepared[byTitle[first - 1]!]!.title, titles[0]!))
  }
  return { files, starts }
}

/** Each comparison's two names as a byte of their hash each: enough to know which comparisons a query cannot name (pair-names.ts). */
function pairFiles(prepared: readonly RankedItem[], kinds: readonly number[]): { files: [string, string][]; longest: number } {
  const pairs: string[] = []
  let longest = 0
  for (let n = kinds[KIND_ORDER.Comparison]!; n < kinds[KIND_ORDER.Comparison + 1]!; n += 1) {
    const pair = pairOf(prepared[n]!.title)
    if (pair) longest = Math.max(longest, pair[0].length, pair[1].length)
    pairs.push(pair ? pairHash(pair[0]).toString(16).padStart(2, '0') + pairHash(pair[1]).toString(16).padStart(2, '0') : 'xxxx')
  }
  const files: [string, string][] = []
  for (let first = 0; first < pairs.length; first += PAIRS_PER_FILE) {
    const file: PairsFile = { first, hashes: pairs.slice(first, first + PAIRS_PER_FILE).join('') }
    files.push([dataPath.pairs(first / PAIRS_PER_FILE), JSON.stringify(file)])
  }
  return { files, longest }
}

/** The precomputed answers, ranked by the same code as the in-memory search (match.ts), in shards of about ANSWER_SHARD_BYTES; those kept from the make before taken as they were. */
function answerShardFiles(
  items: readonly SearchItem[],
  order: readonly number[],
  prepared: readonly RankedItem[],
  words: readonly WordToAnswer[],
  kept: (word: string, bestAmong: BestAmong) => MadeAnswer | undefined,
  keptDepth: number,
): { files: [string, string][]; shards: number; answers: Map<string, MadeAnswer> } {
  const rank = createRanking(items.length)
  const byRoute = new Array<RankedItem>(items.length)
  prepared.forEach((ranked, n) => (byRoute[order[n]!] = ranked))
  const ranked = (word: string, routes: Int32Array, depth: number) => {
    const { total, best } = rank(byRoute, routes, [word], depth)
    const shown = best.slice(0, ANSWER_DEPTH).map((route): [string, number, string] => [items[route]!.title, SEARCH_TYPES.indexOf(items[route]!.type), items[route]!.href])
    return { total, best: JSON.stringify(shown), routes: Int32Array.from(best) }
  }
  const answerOf = (word: string, ids: Int32Array): MadeAnswer => {
    // A loop, not Int32Array.from's mapping function: called for each of some 30 million ids at 110,000 items.
    const pool = new Int32Array(ids.length)
    for (let at = 0; at < ids.length; at += 1) pool[at] = order[ids[at]!]!
    return ranked(word, pool.sort(), keptDepth)
  }
  const answers = new Map(words.map(({ word, ids }) => [word, kept(word, ranked) ?? answerOf(word, ids())]))
  // A one-word query then fetches one small file, and a small site has few of them.
  const shards = Math.max(1, Math.round([...answers.values()].reduce((sum, answer) => sum + answer.best.length, 0) / ANSWER_SHARD_BYTES))
  const files = Array.from({ length: shards }, () => ({ words: [] as string[], totals: [] as number[], best: [] as string[] }))
  for (const [word, { total, best }] of answers) {
    const file = files[answerShardOf(word, shards)]!
    file.words.push(word)
    file.totals.push(total)
    file.best.push(best)
  }
  // JSON.stringify of an AnswerShardFile, its answers' results already JSON.
  const text = ({ words, totals, best }: (typeof files)[number]) => `{"words":${JSON.stringify(words)},"totals":${JSON.stringify(totals)},"best":[${best.join(',')}]}`
  return { files: files.map((file, shard): [string, string] => [dataPath.answers(shard), text(file)]), shards, answers }
}

/** Where each kind starts in storage order (the kind comes first in it), and where the last ends. */
function kindStarts(stored: readonly SearchItem[]): number[] {
  const starts = [0, 1, 2, 3, 4].map((kind) => {
    const at = stored.findIndex((item) => KIND_ORDER[item.type] >= kind)
    return at < 0 ? stored.length : at
  })
  return [...starts, stored.length]
}

/** The shortest start of `next` that sorts after `previous` (so it still separates them): "notion v" between "notion 9" and "notion vs a". */
function separatingPrefix(previous: string, next: string): string {
  for (let length = 1; length < next.length; length += 1) if (next.slice(0, length) > previous) return next.slice(0, length)
  return next
}

