import type { SearchItem } from './search-index'
import { queryWords, textWords } from './words'

/**
 * "Did you mean": for a query that finds nothing, the same query with each
 * word that occurs nowhere in the index replaced by the closest word of the
 * index's vocabulary ("notoin" -> "notion", "calculater" -> "calculator"),
 * offered only when that query finds something. It never changes what
 * matches: choosing it runs it as a new query.
 *
 * Close means an edit distance (a letter added, dropped, changed, or two
 * swapped) of at most 1 for words of 3 to 5 letters and 2 for longer ones;
 * shorter words are too ambiguous to correct. Among equally close words the
 * one more pages use wins, then the shorter, then the first alphabetically.
 */

/** How many edits a word of this length may be from its correction. */
export const allowedEdits = (length: number) => (length < 3 ? 0 : length <= 5 ? 1 : 2)

/**
 * The optimal-string-alignment distance between a and b (Levenshtein plus
 * swapping two neighbours), or max + 1 as soon as it must exceed max.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before = new Array<number>(b.length + 1).fill(0)
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1)
      current.push(value)
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > max) return max + 1
    before = previous
    previous = current
  }
  return previous[b.length] ?? max + 1
}

/** The index's words and how many items use each. */
export function vocabularyOf(items: readonly SearchItem[]): Map<string, number> {
  return mendedVocabulary(new Map(), [], items)
}

/** A vocabulary (vocabularyOf) with some items taken out of it and others put in: at 110,000 items, a retitle's few words, not every item's. */
export function mendedVocabulary(vocabulary: ReadonlyMap<string, number>, removed: readonly SearchItem[], added: readonly SearchItem[]): Map<string, number> {
  const counts = new Map(vocabulary)
  const count = (items: readonly SearchItem[], by: number) => {
    for (const item of items) for (const word of new Set(textWords([item.title, ...item.keywords].join(' ')))) counts.set(word, (counts.get(word) ?? 0) + by)
  }
  count(removed, -1)
  count(added, 1)
  for (const { title, keywords } of removed) for (const word of textWords([title, ...keywords].join(' '))) if (counts.get(word) === 0) counts.delete(word)
  return counts
}

/** The vocabulary's closest word to `word`, or undefined when none is close enough. */
export function closestWord(word: string, vocabulary: ReadonlyMap<string, number>): string | undefined {
  const max = allowedEdits(word.length)
  if (max === 0) return undefined
  let best: { word: string; distance: number; uses: number } | undefined
  for (const [candidate, uses] of vocabulary) {
    if (candidate.length < 3 || candidate === word) continue
    const distance = editDistance(word, candidate, max)
    if (distance > max) continue
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance && (uses > best.uses || (uses === best.uses && (candidate.length < best.word.length || (candidate.length === best.word.length && candidate < best.word)))))
    if (better) best = { word: candidate, distance, uses }
  }
  return best?.word
}

/**
 * The suggester for an index: give it a query that found nothing, get the
 * query to suggest, or undefined. `finds` is the site's search (does this
 * query find anything?). The vocabulary is read on the first call.
 */
export function createSuggest(items: readonly SearchItem[], finds: (query: string) => boolean): (query: string) => string | undefined {
  let vocabulary: Map<string, number> | undefined
  let haystacks: string[] | undefined
  return (query) => {
    const words = queryWords(query)
    if (words.length === 0) return undefined
    vocabulary ??= vocabularyOf(items)
    haystacks ??= items.map((item) => [item.title, item.type, ...item.keywords].join(' ').toLowerCase())
    let changed = false
    const corrected: string[] = []
    for (const word of words) {
      if (haystacks.some((haystack) => haystack.includes(word))) {
        corrected.push(word)
        continue
      }
      const closest = closestWord(word, vocabulary)
      if (!closest) return undefined
      corrected.push(closest)
      changed = true
    }
    const suggestion = corrected.join(' ')
    return changed && finds(suggestion) ? suggestion : undefined
  }
}
