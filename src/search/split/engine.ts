import type { SearchResults } from '../match'
import { rankQuery } from '../rank'
import { queryWords } from '../words'
import { BestFirst } from './best-first'
import type { SearchHit } from './files'
import { createIndexFiles } from './index-files'
import { ANSWER_DEPTH, type SearchMeta } from './layout'
import { exactKey, keysFromLists, MAYBE_NAMED } from './list-rank'
import { wholePartHashes } from './pair-names'
import { stopwatch } from './stopwatch'
import { fitsWithin } from './word-fits'

/** What a split search finds, and how long it kept the main thread (parsing, decoding, matching, ranking), in ms. */
export type SplitResults = SearchResults<SearchHit> & { work: number }

export interface SplitSearch {
  /** The query's count and best `limit` results (at most ANSWER_DEPTH), exactly as createSearch over the whole index gives them. */
  search(query: string, limit?: number): Promise<SplitResults>
  /** "Did you mean", exactly as createSuggest over the whole index gives it (for a query that found nothing). */
  suggest(query: string): Promise<string | undefined>
}

/**
 * Search over the split index (layout.ts), fetching only what a query
 * needs. `load` fetches a data file's text by its path among the data files
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
 * Everything fetched is kept (index-files.ts): "project m" after
 * "project" fetches only what "m" adds, and the matches of a query that
 * extends the last one ("project ma") are found among the last one's.
 */
export function createSplitSearch(meta: SearchMeta, load: (path: string) => Promise<string>, now: () => number = () => performance.now()): SplitSearch {
  const files = createIndexFiles(meta, load)
  const { comparisons } = files
  const slot = 2 ** Math.ceil(Math.log2(meta.items + 1))
  let last: { phrase: string; matches: Int32Array } | undefined

  async function search(query: string, limit = ANSWER_DEPTH): Promise<SplitResults> {
    if (limit > ANSWER_DEPTH) throw new RangeError(`The split search gives at most the best ${ANSWER_DEPTH}, not ${limit}`)
    const work = stopwatch(now)
    const words = work.time(() => queryWords(query))
    const none = { total: 0, best: [], work: work.total }
    if (words.length === 0 || !words.every(files.possible)) return none
    if (words.length === 1) {
      const answer = await files.answerOf(words[0]!, work)
      if (answer) return { total: answer.total, best: answer.best.slice(0, limit), work: work.total }
    }
    const phrase = words.join(' ')
    const starting = files.titlesStartingWith(phrase, work)
    // Settled when the lists are: a failed fetch of titles is reported by the await below, not left unhandled.
    starting.catch(() => undefined)
    const lists = await Promise.all(words.map((word) => files.listsOf(word, work)))
    const previous = last
    const { matches, fits } = work.time(() => {
      // The items that can match: the last query's matches when this one extends it, else those of the word in the fewest.
      let pool: Int32Array
      if (previous && phrase.startsWith(previous.phrase)) pool = previous.matches
      else {
        let fewest = 0
        lists.forEach((word, at) => word.size < lists[fewest]!.size && (fewest = at))
        pool = files.fitsOfAllFor(words[fewest]!, lists[fewest]!).members
      }
      // Each word's fits in the pool; a word with its fits in hand reads them, any other walks its lists beside the pool.
      const inPool = words.map((word, at) => {
        const all = files.fullFitsOf(word)
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
      await files.loadPairs(comparing, work)
      const names = wholePartHashes(phrase, meta.longestPair)
      work.time(() => {
        for (let at = 0; at < matches.length; at += 1) {
          if (!(uncertain[at]! & MAYBE_NAMED)) continue
          const pair = files.pairOfComparison(matches[at]!)
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
      await files.loadBlocks(pending, work)
      work.time(() => {
        for (const id of pending) {
          const place = placeOf(id)
          uncertain[place] = 0
          queue.push(exactKey(files.itemAt(id), restFits[place]!, ranking), id)
        }
        for (const [key, id] of held) queue.push(key, id)
      })
    }
    await files.loadBlocks(best, work)
    return { total: matches.length, best: best.map((id) => files.itemAt(id)), work: work.total }
  }

  async function suggest(query: string): Promise<string | undefined> {
    const work = stopwatch(now)
    const { suggestOver } = await import('./did-you-mean')
    return suggestOver(
      queryWords(query),
      meta,
      async (word) => (await files.listsOf(word, work)).size > 0,
      (path, decode) => files.file(path, decode, work),
      async (suggestion) => (await search(suggestion, 1)).total > 0,
    )
  }

  return { search, suggest }
}
