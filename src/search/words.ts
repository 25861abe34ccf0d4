/**
 * Words, as search sees them: the query split as the spec says (trimmed,
 * lower-cased, split on whitespace), and where a word sits in a text.
 */

/** The query's words: trimmed, lower-cased, split on whitespace. A blank query has none. */
export const queryWords = (query: string): string[] => query.trim().toLowerCase().split(/\s+/).filter(Boolean)

const WORD_CHAR = /[\p{L}\p{N}]/u
/** Whether the character at `at` is a letter or digit (out of range: no). ASCII is decided without a regular expression: this runs for every match on every keystroke. */
export function isWordChar(text: string, at: number): boolean {
  const code = text.charCodeAt(at)
  if (code !== code) return false // NaN: out of range
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90)
  return WORD_CHAR.test(text[at] ?? '')
}

/** How a word occurs in a (lower-cased) text at best; a higher fit is a better one. */
export const Fit = { none: 0, inside: 1, start: 2, whole: 3 } as const
export type Fit = (typeof Fit)[keyof typeof Fit]

/** The best way `word` occurs in `text` (both lower-cased): "roi" is Whole in "roi calculator", Start in "roic", Inside in "android". */
export function fit(text: string, word: string): Fit {
  let best: Fit = Fit.none
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    // A word that begins or ends with punctuation ("tl;dv", "c++") has its own edge there.
    const startsWord = !isWordChar(text, at - 1) || !isWordChar(word, 0)
    if (!startsWord) best = best === Fit.none ? Fit.inside : best
    else if (!isWordChar(text, at + word.length) || !isWordChar(word, word.length - 1)) return Fit.whole
    else best = Fit.start
  }
  return best
}

/** The words of a text (letters and digits, lower-cased), for the vocabulary of "Did you mean". */
export const textWords = (text: string): string[] => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean)
