import { frontCode } from '../front-code'
import { KIND_ORDER, pairOf, prepareItem, type RankedItem } from '../rank'
import type { SearchItem } from '../search-index'
import { mendedVocabulary, vocabularyOf } from '../suggest'
import { wordsToAnswer } from './answers'
import { addressOf, type BlockFile, type PairsFile, type TitleShardFile } from './files'
import { folderVersions } from './folder-version'
import { answeredBefore, KEPT_DEPTH, keptAnswerOf, keptInMemory, listsFromBefore, touchedSince, type KeptSplit } from './kept-answers'
import { answerShardFiles } from './answer-files'
import { itemLists } from './item-lists'
import { shortFiles, tokenShardFiles } from './list-files'
import { ANSWER_DEPTH, dataPath, pairHash, SEARCH_META_URL, SPLIT_INDEX_VERSION, type SearchMeta } from './layout'
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
 * answers, and in the same process what its passes made): the answers no
 * changed item can change are taken from it, and the others mended where
 * they can be (kept-answers.ts); in the same process, its lists, the words
 * it answered, its shards' texts, its vocabulary and its files' digests are
 * mended or taken where the changed items leave them as they were. Each is
 * the same as made: at 110,000 items, a retitle's make is some 1 to 2 s,
 * the whole 8 to 12 s.
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
  const memory = keptInMemory(before, touched)
  const lists = listsFromBefore(before, items, touched, order, prepared) ?? itemLists(prepared)
  const { words: toAnswer, byTrigram } = wordsToAnswer({ ...lists, minimum: options.answerMatches ?? ANSWER_MATCHES }, answeredBefore(before, touched))

  const blocks = blockFiles(stored, blockSize)
  const tokens = tokenShardFiles(lists.tokenItems, tokenShards, memory && { tokenItems: memory.tokenItems, shards: memory.tokenShards })
  const shorts = shortFiles(lists.shortItems)
  const titles = titleShardFiles(prepared, options.titleShardSize ?? TITLE_SHARD_SIZE)
  const pairs = pairFiles(prepared, kinds)
  const answers = answerShardFiles(items, order, prepared, toAnswer, keptAnswerOf(before, touched, keptDepth), keptDepth, memory && { answers: memory.answers, shards: memory.answerShards })
  const counts = memory
    ? mendedVocabulary(
        memory.vocabulary,
        memory.touched.items.flatMap(({ then }) => (then ? [then.item] : [])),
        memory.touched.items.flatMap(({ now }) => (now ? [now.item] : [])),
      )
    : vocabularyOf(items)
  const vocabulary = vocabularyFileContents(counts)
  const data: [string, string][] = [
    ...blocks.files,
    ...tokens.files,
    ...shorts.files,
    ...titles.files,
    ...pairs.files,
    ...answers.files,
    ...vocabulary.files.map(({ group, part, file }): [string, string] => [dataPath.words(group, part), JSON.stringify(file)]),
  ]

  const { folders, digests } = folderVersions(data, memory?.digests)
  const meta: SearchMeta = {
    version: SPLIT_INDEX_VERSION,
    folders,
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
    answerShards: answers.shards.texts.length,
    wordFiles: vocabulary.groups,
  }
  return {
    meta,
    files: [{ path: SEARCH_META_URL.slice(1), content: JSON.stringify(meta) }, ...data.map(([path, content]) => ({ path: addressOf(meta, path).slice(1), content }))],
    kept: { items, answers: answers.answers, lists: { order, lists }, inMemory: { byTrigram, tokenShards: tokens.shards, vocabulary: counts, digests, answerShards: answers.shards } },
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

