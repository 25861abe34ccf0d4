import type { SearchResults } from '../match'
import { KIND_ORDER, rankQuery } from '../rank'
import { queryWords } from '../words'
import { decodeAnswerShard, decodeBlock, decodePairs, decodeShort, decodeTitleShard, decodeTokenShard, type Answer, type PairHashes, type SearchHit } from './files'
import { ANSWER_DEPTH, answerShardOf, bytesOfWeight, dataPath, tokenShardOf, trigramsOf, type SearchMeta } from './layout'
import { exactKey, keysFromLists, MAYBE_NAMED, typeOf } from './list-rank'
import { wholePartHashes } from './pair-names'
import { BestFirst } from './best-first'
import { titleShardsFor } from './title-range'
import { fitsOfAll, fitsWithin, listsFromShort, listsFromTokens, type WordFits, type WordLists } from './word-fits'

/** What a split search finds, and how long it kept the main thread (parsing, decoding, matching, ranking), in ms. */
export type SplitResults = SearchResults<SearchHit> & { work: number }

export interface SplitSearch {
  /** The query's count and best `limit` results (at most ANSWER_DEPTH), exactly as createSearch over the whole index gives them. */
  search(query: string, limit?: number): Promise<SplitResults>
  /** "Did you mean", exactly as createSuggest over the whole index gives it (for a query that found nothing). */
  suggest(query: string): Promise<string | undefined>
}

/** How many words' lists (and fits) are kept for the next keystrokes. */
const KEPT_WORDS = 24

/**
 * Search over the split index (layout.ts), fetching only what a query
 * needs. `load` fetches a data file's text by its path in the data folder
 * (and rejects when it cannot); `now` is the clock the work is timed with.
 *
 * A one-word query the build answered whole costs one small file. Any
 * other query reads each word's lists (a token shard for a word of 3 or
 * more characters, a short string's file otherwise): the items holding
 * every word are the matches, so the count is exact; how each word fits
 * each match gives its rank but for what its text must settle
 * (list-rank.ts): the titles starting with the query (a title shard), the
 * names of comparisons (a pairs file), and for the few matches that can
 * still be among the best, their blocks. The best are shown from their
 * blocks. So every count and order is the in-memory search's (match.ts)
 * over the whole index, whichever files were fetched.
 *
 * Everything fetched is kept: "project m" after "project" fetches only
 * what "m" adds, and the matches of a query that extends the last one
 * ("project ma") are found among the last one's.
 */
export function createSplitSearch(meta: SearchMeta, load: (path: string) => Promise<string>, now: () => number = () => performance.now()): SplitSearch {
  const shortWeight = new Map<string, string>(meta.short ? meta.short.split(' ').map((text, at) => [text, meta.shortBytes[at]!]) : [])
  const slot = 2 ** Math.ceil(Math.log2(meta.items + 1))
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
  let last: { phrase: string; matches: Int32Array } | undefined

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

  async function search(query: string, limit = ANSWER_DEPTH): Promise<SplitResults> {
    if (limit > ANSWER_DEPTH) throw new RangeError(`The split search gives at most the best ${ANSWER_DEPTH}, not ${limit}`)
    const work = stopwatch(now)
    const words = work.time(() => queryWords(query))
    const none = { total: 0, best: [], work: work.total }
    if (words.length === 0 || !words.every(possible)) return none
    if (words.length === 1) {
      const answer = await answerOf(words[0]!, work)
      if (answer) return { total: answer.total, best: answer.best.slice(0, limit), work: work.total }
    }
    const phrase = words.join(' ')
    const starting = titlesStartingWith(phrase, work)
    // Settled when the lists are: a failed fetch of titles is reported by the await below, not left unhandled.
    starting.catch(() => undefined)
    const lists = await Promise.all(words.map((word) => listsOf(word, work)))
    const previous = last
    const { matches, fits } = work.time(() => {
      // The items that can match: the last query's matches when this one extends it, else those of the word in the fewest.
      let pool: Int32Array
      if (previous && phrase.startsWith(previous.phrase)) pool = previous.matches
      else {
        let fewest = 0
        lists.forEach((word, at) => word.size < lists[fewest]!.size && (fewest = at))
        pool = fitsOfAllFor(words[fewest]!, lists[fewest]!).members
      }
      // Each word's fits in the pool; a word with its fits in hand reads them, any other walks its lists beside the pool.
      const inPool = words.map((word, at) => {
        const all = fullFits.get(word)
        if (!all) return fitsWithin(lists[at]!, pool)
        const read = new Uint8Array(pool.length)
        for (let place = 0; place < pool.length; place += 1) read[place] = all.fits[pool[place]!]!
        return read
      })
      // The matches: the pool's items every word is in.
      const kept = new Int32Array(pool.length)
      let count = 0
      for (let place = 0; place < pool.length; place += 1) {
        let held = true
        for (let word = 0; word < inPool.length && held; word += 1) held = inPool[word]![place] !== 0
        if (held) kept[count++] = place
      }
      const matched = new Int32Array(count)
      for (let at = 0; at < count; at += 1) matched[at] = pool[kept[at]!]!
      const fitsOfMatches = inPool.map((word) => {
        const read = new Uint8Array(count)
        for (let at = 0; at < count; at += 1) read[at] = word[kept[at]!]!
        return read
      })
      return { matches: matched, fits: fitsOfMatches }
    })
    last = { phrase, matches }
    if (matches.length === 0) return { ...none, work: work.total }
    const ranking = rankQuery(words)
    const startingTitles = await starting
    const { keys, uncertain, restFits } = work.time(() => keysFromLists(matches, ranking, fits, startingTitles, meta.kinds))
    const wanted = Math.min(limit, matches.length)
    // Comparisons' names, for all of them at once: the pairs file is small, and settles most in one pass.
    const comparing = work.time(() => {
      // Storage order puts the comparisons side by side: those matching are one stretch of the (ascending) matches.
      let from = 0
      while (from < matches.length && matches[from]! < comparisons.first) from += 1
      let to = from
      while (to < matches.length && matches[to]! < comparisons.end) to += 1
      return matches.subarray(from, to)
    })
    if (comparing.length > 0) {
      await loadPairs(comparing, work)
      const names = wholePartHashes(phrase, meta.longestPair)
      work.time(() => {
        for (let at = 0; at < matches.length; at += 1) {
          if (!(uncertain[at]! & MAYBE_NAMED)) continue
          const pair = pairOfComparison(matches[at]!)
          if (!pair || !names.has(pair[0]) || !names.has(pair[1])) {
            // Not named: the key is 1 worse than taken (rank.ts queryKey's last digit is 2 less the naming).
            keys[at] = keys[at]! + 1
            uncertain[at] = uncertain[at]! & ~MAYBE_NAMED
          }
        }
      })
    }
    // A key from the lists is exact or too good (list-rank.ts): take matches best first, and when one's key may be too
    // good, learn its exact key from its block and put it back; the best are the first taken with exact keys.
    const queue = work.time(() => new BestFirst(keys, matches, slot))
    /** A match's place among the matches (they are ascending). */
    const placeOf = (id: number) => {
      let low = 0
      let high = matches.length - 1
      while (low < high) {
        const middle = (low + high) >> 1
        if (matches[middle]! < id) low = middle + 1
        else high = middle
      }
      return low
    }
    const best: number[] = []
    while (best.length < wanted) {
      const pending: number[] = []
      const held: [number, number][] = []
      work.time(() => {
        // Once a match's key is in doubt, the ones after it wait: it may belong before them.
        while (best.length + held.length + pending.length < wanted) {
          const next = queue.pop()
          if (!next) break
          const [key, id] = next
          if (uncertain[placeOf(id)] !== 0) pending.push(id)
          else if (pending.length > 0) held.push([key, id])
          else best.push(id)
        }
      })
      if (pending.length === 0) break
      await loadBlocks(pending, work)
      work.time(() => {
        for (const id of pending) {
          const place = placeOf(id)
          uncertain[place] = 0
          queue.push(exactKey(items[id]!, restFits[place]!, ranking), id)
        }
        for (const [key, id] of held) queue.push(key, id)
      })
    }
    await loadBlocks(best, work)
    return { total: matches.length, best: best.map((id) => items[id]!), work: work.total }
  }

  async function suggest(query: string): Promise<string | undefined> {
    const work = stopwatch(now)
    const { suggestOver } = await import('./did-you-mean')
    return suggestOver(
      queryWords(query),
      meta,
      async (word) => (await listsOf(word, work)).size > 0,
      (path, decode) => file(path, decode, work),
      async (suggestion) => (await search(suggestion, 1)).total > 0,
    )
  }

  return { search, suggest }
}

/** Main-thread time, summed over the synchronous steps of one query. */
interface Stopwatch {
  time<T>(step: () => T): T
  readonly total: number
}

function stopwatch(now: () => number): Stopwatch {
  let total = 0
  return {
    time(step) {
      const started = now()
      try {
        return step()
      } finally {
        total += now() - started
      }
    },
    get total() {
      return total
    },
  }
}
