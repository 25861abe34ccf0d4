import { SEARCH_TYPES } from '../../shared/search-types'
import { frontCode } from '../front-code'
import { createRanking } from '../match'
import { KIND_ORDER, pairOf, prepareItem } from '../rank'
import type { SearchItem } from '../search-index'
import { vocabularyOf } from '../suggest'
import { fit } from '../words'
import { wordsToAnswer } from './answers'
import type { AnswerShardFile, BlockFile, PairsFile, ShortFile, TitleShardFile, TokenShardFile } from './files'
import { encodeIds } from './id-list'
import { ANSWER_DEPTH, answerShardOf, byteWeight, dataPath, hashText, pairHash, SEARCH_DATA_ROOT, SEARCH_META_URL, SPLIT_INDEX_VERSION, tokenShardOf, tokensOf, trigramsOf, type SearchMeta } from './layout'
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
 */
export function buildSplitIndex(items: readonly SearchItem[], options: SplitIndexOptions = {}): { meta: SearchMeta; files: SplitIndexFile[] } {
  const blockSize = options.blockSize ?? BLOCK_SIZE
  const tokenShards = options.tokenShards ?? Math.max(64, 2 ** Math.round(Math.log2(items.length / 64 + 1)))
  const titleShardSize = options.titleShardSize ?? TITLE_SHARD_SIZE
  /** Storage number → route index. */
  const order = storageOrder(items)
  const stored = order.map((route) => items[route]!)
  const prepared = stored.map(prepareItem)
  const data: [string, string][] = []

  const blockSizes: number[] = []
  for (let first = 0; first < stored.length; first += blockSize) {
    const slice = stored.slice(first, first + blockSize)
    const titles = frontCode(slice.map((item) => item.title))
    const hrefs = frontCode(slice.map((item) => item.href))
    const block: BlockFile = { first, titleShared: titles.shared, titleRest: titles.rest, hrefShared: hrefs.shared, hrefRest: hrefs.rest }
    const content = JSON.stringify(block)
    blockSizes.push(content.length)
    data.push([dataPath.block(first / blockSize), content])
  }

  // Every token's items (by storage number, so ascending), as title words and as keywords or type.
  const tokenItems = new Map<string, { title: number[]; rest: number[] }>()
  const tokenOf = (token: string) => {
    let entry = tokenItems.get(token)
    if (!entry) tokenItems.set(token, (entry = { title: [], rest: [] }))
    return entry
  }
  // Every 1- and 2-character string's items, by how well it fits the title (1 to 3) and the keywords and type.
  const shortItems = new Map<string, { title: number[][]; rest: number[][] }>()
  const shortOf = (text: string) => {
    let entry = shortItems.get(text)
    if (!entry) shortItems.set(text, (entry = { title: [[], [], []], rest: [[], [], []] }))
    return entry
  }
  prepared.forEach((ranked, n) => {
    for (const [field, text] of [['title', ranked.title], ['rest', ranked.rest]] as const) {
      const tokens = new Set(tokensOf(text))
      for (const token of tokens) tokenOf(token)[field].push(n)
      const shorts = new Set<string>()
      for (const token of tokens) {
        for (let at = 0; at < token.length; at += 1) {
          shorts.add(token[at]!)
          if (at + 1 < token.length) shorts.add(token.slice(at, at + 2))
        }
      }
      for (const short of shorts) shortOf(short)[field][fit(text, short) - 1]!.push(n)
    }
  })

  const shardTokens = Array.from({ length: tokenShards }, () => new Set<string>())
  for (const token of tokenItems.keys()) for (const trigram of trigramsOf(token)) shardTokens[tokenShardOf(trigram, tokenShards)]!.add(token)
  const tokenSizes = shardTokens.map((set, shard) => {
    const tokens = [...set].sort()
    const file: TokenShardFile = { tokens, title: tokens.map((token) => encodeIds(tokenItems.get(token)!.title)), rest: tokens.map((token) => encodeIds(tokenItems.get(token)!.rest)) }
    const content = JSON.stringify(file)
    data.push([dataPath.tokens(shard), content])
    return content.length
  })

  const short = [...shortItems.keys()].sort()
  const shortSizes = short.map((text) => {
    const { title, rest } = shortItems.get(text)!
    const file: ShortFile = { text, title: title.map(encodeIds), rest: rest.map(encodeIds) }
    const content = JSON.stringify(file)
    data.push([dataPath.short(text), content])
    return content.length
  })

  // Titles in alphabetical order, in shards: the items whose title starts with a query are side by side.
  const byTitle = [...prepared.keys()].sort((a, b) => (prepared[a]!.title < prepared[b]!.title ? -1 : prepared[a]!.title > prepared[b]!.title ? 1 : a - b))
  const titleShards: string[] = []
  for (let first = 0; first < byTitle.length; first += titleShardSize) {
    const numbers = byTitle.slice(first, first + titleShardSize)
    const titles = numbers.map((n) => prepared[n]!.title)
    const coded = frontCode(titles)
    const file: TitleShardFile = { titleShared: coded.shared, titleRest: coded.rest, ids: numbers }
    data.push([dataPath.titles(titleShards.length), JSON.stringify(file)])
    titleShards.push(first === 0 ? '' : separatingPrefix(prepared[byTitle[first - 1]!]!.title, titles[0]!))
  }

  // Each comparison's two names, as a byte of their hash each: enough to know which comparisons a query cannot name.
  const kinds = kindStarts(stored)
  const pairs: string[] = []
  let longestPair = 0
  for (let n = kinds[KIND_ORDER.Comparison]!; n < kinds[KIND_ORDER.Comparison + 1]!; n += 1) {
    const pair = pairOf(prepared[n]!.title)
    if (pair) longestPair = Math.max(longestPair, pair[0].length, pair[1].length)
    pairs.push(pair ? pairHash(pair[0]).toString(16).padStart(2, '0') + pairHash(pair[1]).toString(16).padStart(2, '0') : 'xxxx')
  }
  for (let first = 0; first < pairs.length; first += PAIRS_PER_FILE) {
    const file: PairsFile = { first, hashes: pairs.slice(first, first + PAIRS_PER_FILE).join('') }
    data.push([dataPath.pairs(first / PAIRS_PER_FILE), JSON.stringify(file)])
  }

  // Precomputed answers, ranked by the same code as every other query.
  const rank = createRanking(items.length)
  const routePrepared = new Array<ReturnType<typeof prepareItem>>(items.length)
  prepared.forEach((ranked, n) => (routePrepared[order[n]!] = ranked))
  const answers = wordsToAnswer({ tokenItems, shortItems, minimum: options.answerMatches ?? ANSWER_MATCHES }).map(({ word, ids }) => {
    const pool = Int32Array.from(ids, (n) => order[n]!).sort()
    const { total, best } = rank(routePrepared, pool, [word], ANSWER_DEPTH)
    return { word, total, best: best.map((route): [string, number, string] => [items[route]!.title, SEARCH_TYPES.indexOf(items[route]!.type), items[route]!.href]) }
  })
  // About 4 KB of answers a shard, so a one-word query fetches one small file, and a small site has few of them.
  const answerShards = Math.max(1, Math.round(answers.reduce((sum, answer) => sum + JSON.stringify(answer.best).length, 0) / ANSWER_SHARD_BYTES))
  const shards = Array.from({ length: answerShards }, (): AnswerShardFile => ({ words: [], totals: [], best: [] }))
  for (const { word, total, best } of answers) {
    const shard = shards[answerShardOf(word, answerShards)]!
    shard.words.push(word)
    shard.totals.push(total)
    shard.best.push(best)
  }
  shards.forEach((file, shard) => data.push([dataPath.answers(shard), JSON.stringify(file)]))

  const vocabulary = vocabularyFileContents(vocabularyOf(items))
  for (const { group, part, file } of vocabulary.files) data.push([dataPath.words(group, part), JSON.stringify(file)])

  const base = `${SEARCH_DATA_ROOT}${versionOf(data)}/`
  const meta: SearchMeta = {
    version: SPLIT_INDEX_VERSION,
    base,
    items: items.length,
    blockSize,
    blockBytes: Math.round(blockSizes.reduce((sum, size) => sum + size, 0) / Math.max(1, blockSizes.length)),
    kinds,
    tokenShards,
    tokenBytes: tokenSizes.map(byteWeight).join(''),
    short: short.join(' '),
    shortBytes: shortSizes.map(byteWeight).join(''),
    titleShards,
    pairsPerFile: PAIRS_PER_FILE,
    longestPair,
    answerShards,
    wordFiles: vocabulary.groups,
  }
  return { meta, files: [{ path: SEARCH_META_URL.slice(1), content: JSON.stringify(meta) }, ...data.map(([path, content]) => ({ path: `${base.slice(1)}${path}`, content }))] }
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

/** A name for the files' version: two 32-bit hashes of every path and content, so a changed file gives a new folder. */
function versionOf(files: readonly [string, string][]): string {
  let a = 0
  let b = 0
  for (const [path, content] of files) {
    a = (Math.imul(a, 31) + hashText(`${path}\n${content}`)) >>> 0
    b = (Math.imul(b, 37) + hashText(`${content}\n${path}`)) >>> 0
  }
  return `${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`
}
