import { isWordChar } from '../words'
import { pairHash } from './layout'

/**
 * The hash bytes (layout.ts pairHash) of every part of the query's phrase
 * that fits it as a whole word or words (rank.ts criterion 4): a
 * comparison is named by the query only when both its names are such a
 * part, so a comparison whose names' bytes are not both here is not named,
 * whatever its names are. A part is at most `longest` characters: no name
 * is longer.
 */
export function wholePartHashes(phrase: string, longest: number): Set<number> {
  const hashes = new Set<number>()
  for (let start = 0; start < phrase.length; start += 1) {
    if (isWordChar(phrase, start - 1) && isWordChar(phrase, start)) continue
    for (let end = start + 1; end <= Math.min(phrase.length, start + longest); end += 1) {
      if (isWordChar(phrase, end) && isWordChar(phrase, end - 1)) continue
      hashes.add(pairHash(phrase.slice(start, end)))
    }
  }
  return hashes
}
