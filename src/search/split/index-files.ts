import { KIND_ORDER } from '../rank'
import { decodeAnswerShard, decodeBlock, decodePairs, decodeShort, decodeTitleShard, decodeTokenShard, type Answer, type PairHashes, type SearchHit } from './files'
import { answerShardOf, bytesOfWeight, dataPath, tokenShardOf, trigramsOf, type SearchMeta } from './layout'
import { typeOf } from './list-rank'
import type { Stopwatch } from './stopwatch'
import { titleShardsFor } from './title-range'
import { fitsOfAll, listsFromShort, listsFromTokens, type WordFits, type WordLists } from './word-fits'

/** How many words' lists (and fits) are kept for the next keystrokes. */
const KEPT_WORDS = 24

/** The split index's files as a query reads them (createIndexFiles). */
export type IndexFiles = ReturnType<typeof createIndexFiles>

/**
 * The split index's files (layout.ts), each fetched when a query first
 * needs it and kept, decoded, for the next: a word's lists, the titles
 * starting with a phrase, the blocks of items, the comparisons' names and
 * the build's answers. `load` fetches a data file's text by its path
 * ("blocks/3.json", in the folder the manifest names for it: layout.ts)
 * (and rejects when it cannot); the time spent decoding
 * is added to the query's stopwatch. The query engine (engine.ts) decides
 * what to read; this keeps what has been read.
 */
export function createIndexFiles(meta: SearchMeta, load: (path: string) => Promise<string>) {
  const shortWeight = new Map<string, string>(meta.short ? meta.short.split(' ').map((text, at) => [text, meta.shortBytes[at]!]) : [])
  const comparisons = { first: meta.kinds[KIND_ORDER.Comparison]!, end: meta.kinds[KIND_ORDER.Comparison + 1]! }
  const decoded = new Map<string, Promise<unknown>>()
  const wordLists = new Map<string, Promise<WordLists>>()
  /** Full fits of the words that set a query's pool (word-fits.ts), kept for the next keystrokes. */
  const fullFits = new Map<string, WordFits>()
  /** The items of fetched blocks, by storage number. */
  const items: (SearchHit | undefined)[] = new Array<SearchHit | undefined>(meta.items)
  /** The pairs files in hand (files.ts decodePairs), by number. */
  const pairFiles = new Map<number, PairHashes>()
  /** Words the build did not answer: no word holding one of them was answered either (answers.ts). */
  const unanswered: string[] = []

  /** A file's decoded content, fetched and decoded once; `work` collects the time spent decoding it. */
  function file<T>(path: string, decode: (json: unknown) => T, work: Stopwatch): Promise<T> {
    let found = decoded.get(path) as Promise<T> | undefined
    if (!found) {
      found = load(path).then((text) => work.time(() => decode(JSON.parse(text))))
      decoded.set(path, found)
      // A failed fetch may succeed when asked again (the network came back).
      found.catch(() => decoded.delete(path))
    }
    return found
  }

  /** Whether a word can be in any item at all: each of its 1- and 2-character parts is in some item. */
  function possible(word: string): boolean {
    for (let at = 0; at < word.length; at += 1) if (!shortWeight.has(word[at]!) || (at + 1 < word.length && !shortWeight.has(word.slice(at, at + 2)))) return false
    return true
  }

  /** The token shard to read a word of 3 or more characters from: one already fetched, else the smallest of its trigrams'. */
  function shardFor(word: string): number {
    const shards = trigramsOf(word).map((trigram) => tokenShardOf(trigram, meta.tokenShards))
    return shards.find((shard) => decoded.has(dataPath.tokens(shard))) ?? shards.reduce((a, b) => (bytesOfWeight(meta.tokenBytes[b]!) < bytesOfWeight(meta.tokenBytes[a]!) ? b : a))
  }

  /** A word's lists (word-fits.ts): from a token shard for a word of 3 or more characters, from its own file for a shorter one. */
  function listsOf(word: string, work: Stopwatch): Promise<WordLists> {
    let found = wordLists.get(word)
    if (found) {
      // Kept longest: the word the visitor goes on typing with.
      wordLists.delete(word)
      wordLists.set(word, found)
      return found
    }
    if (!possible(word)) found = Promise.resolve({ lists: [], size: 0 })
    else if (word.length < 3) found = file(dataPath.short(word), (json) => listsFromShort(decodeShort(json, word, meta)), work)
    else {
      const shard = shardFor(word)
      found = file(dataPath.tokens(shard), (json) => decodeTokenShard(json, shard, meta), work).then((tokens) => work.time(() => listsFromTokens(word, tokens)))
    }
    wordLists.set(word, found)
    found.catch(() => wordLists.delete(word))
    if (wordLists.size > KEPT_WORDS) {
      const oldest = wordLists.keys().next().value!
      wordLists.delete(oldest)
      fullFits.delete(oldest)
    }
    return found
  }

  /** A word's fits in every item holding it, worked out once. */
  function fitsOfAllFor(word: string, lists: WordLists): WordFits {
    let fits = fullFits.get(word)
    if (!fits) fullFits.set(word, (fits = fitsOfAll(lists, meta.items)))
    return fits
  }

  /** The items whose lower-cased title starts with the phrase, with that title, by storage number. */
  async function titlesStartingWith(phrase: string, work: Stopwatch): Promise<Map<number, string>> {
    const shards = await Promise.all(titleShardsFor(phrase, meta.titleShards).map((n) => file(dataPath.titles(n), (json) => decodeTitleShard(json, n, meta), work)))
    return work.time(() => {
      const starting = new Map<number, string>()
      for (const { titles, ids } of shards) titles.forEach((title, at) => title.startsWith(phrase) && starting.set(ids[at]!, title))
      return starting
    })
  }

  async function loadBlocks(ids: Iterable<number>, work: Stopwatch): Promise<void> {
    const wanted = new Set<number>()
    for (const id of ids) if (!items[id]) wanted.add(Math.floor(id / meta.blockSize))
    await Promise.all(
      [...wanted].map((n) =>
        file(
          dataPath.block(n),
          (json) => {
            const block = decodeBlock(json, n, meta)
            block.forEach(({ title, href }, at) => {
              const id = n * meta.blockSize + at
              items[id] = { title, href, type: typeOf(id, meta.kinds) }
            })
            return block
          },
          work,
        ),
      ),
    )
  }

  async function loadPairs(ids: Int32Array, work: Stopwatch): Promise<void> {
    const wanted = new Set<number>()
    for (const id of ids) wanted.add(Math.floor((id - comparisons.first) / meta.pairsPerFile))
    await Promise.all(
      [...wanted].map(async (n) => {
        if (!pairFiles.has(n)) pairFiles.set(n, await file(dataPath.pairs(n), (json) => decodePairs(json, n, meta), work))
      }),
    )
  }

  /** A comparison's names' hash bytes, once its pairs file is in: [first, second], or undefined for a comparison with no names. */
  function pairOfComparison(id: number): [number, number] | undefined {
    const at = id - comparisons.first
    return pairFiles.get(Math.floor(at / meta.pairsPerFile))!.at(at % meta.pairsPerFile)
  }

  /** The build's whole answer to a one-word query, if it made one. */
  async function answerOf(word: string, work: Stopwatch): Promise<Answer | undefined> {
    if (unanswered.some((part) => word.includes(part))) return undefined
    const shard = answerShardOf(word, meta.answerShards)
    const answers = await file(dataPath.answers(shard), (json) => decodeAnswerShard(json, shard), work)
    const answer = answers.get(word)
    if (!answer) unanswered.push(word)
    return answer
  }

  return {
    /** The stretch of storage numbers that are comparisons: [first, end). */
    comparisons,
    file,
    possible,
    listsOf,
    fitsOfAllFor,
    /** A word's fits in every item holding it, if they were worked out. */
    fullFitsOf: (word: string): WordFits | undefined => fullFits.get(word),
    titlesStartingWith,
    loadBlocks,
    /** An item whose block is in (loadBlocks). */
    itemAt: (id: number): SearchHit => items[id]!,
    loadPairs,
    pairOfComparison,
    answerOf,
  }
}
