import { allowedEdits, closestWord } from '../suggest'
import type { SearchMeta } from './layout'
import { decodeWords, vocabularyFiles } from './vocabulary'

/**
 * "Did you mean" over the split index, exactly as createSuggest over the
 * whole index (suggest.ts): each word that is in no item is replaced by the
 * closest word of the vocabulary (only its files that can hold one close
 * enough, vocabulary.ts), and the result is offered if it finds something.
 * Loaded by the engine only for a query that found nothing.
 */
export async function suggestOver(
  words: readonly string[],
  meta: SearchMeta,
  /** Whether a word is in any item. */
  occurs: (word: string) => Promise<boolean>,
  /** A vocabulary file's text, by its path among the data files ("words/4n-0.json"). */
  load: <T>(path: string, decode: (json: unknown) => T) => Promise<T>,
  /** Whether a query finds anything. */
  finds: (query: string) => Promise<boolean>,
): Promise<string | undefined> {
  if (words.length === 0) return undefined
  let changed = false
  const corrected: string[] = []
  for (const word of words) {
    if (await occurs(word)) {
      corrected.push(word)
      continue
    }
    const max = allowedEdits(word.length)
    if (max === 0) return undefined
    const vocabulary = new Map<string, number>()
    const parts = await Promise.all(vocabularyFiles(word, max, meta).map(({ path, length }) => load(path, (json) => decodeWords(json, length))))
    for (const part of parts) for (const [candidate, uses] of part) vocabulary.set(candidate, uses)
    const closest = closestWord(word, vocabulary)
    if (!closest) return undefined
    corrected.push(closest)
    changed = true
  }
  const suggestion = corrected.join(' ')
  return changed && (await finds(suggestion)) ? suggestion : undefined
}
