import { Fit, isWordChar } from '../words'

/**
 * Every 1- and 2-character string of a (lower-cased) text's tokens, with
 * how well it fits the text at best: what fit(text, string) gives each,
 * found in one pass over the text rather than a search of the text for each
 * string (at 110,000 items, that search was some 1 s of the split index's
 * build). A string holds no whitespace, so it occurs only inside a token,
 * and each of its occurrences is one of the places this pass visits.
 *
 * Each string is given by its code (shortCode), not made: a string sliced
 * for each of some 10 million occurrences kept the garbage collector busy.
 */
export function shortFits(text: string): Map<number, Fit> {
  const fits = new Map<number, Fit>()
  const note = (code: number, at: number, length: number) => {
    const startsWord = !isWordChar(text, at - 1) || !isWordChar(text, at)
    const here = !startsWord ? Fit.inside : !isWordChar(text, at + length) || !isWordChar(text, at + length - 1) ? Fit.whole : Fit.start
    const best = fits.get(code)
    if (best === undefined || here > best) fits.set(code, here)
  }
  for (let at = 0; at < text.length; at += 1) {
    if (isSpace(text, at)) continue
    const first = text.charCodeAt(at)
    note(first, at, 1)
    if (at + 1 < text.length && !isSpace(text, at + 1)) note(TWO + first * UNIT + text.charCodeAt(at + 1), at, 2)
  }
  return fits
}

/** A code unit's count of values: a 2-character string's code is TWO plus its units as two digits of this base. */
const UNIT = 0x10000
const TWO = UNIT

/** The string a code of shortFits stands for. */
export function shortOfCode(code: number): string {
  if (code < TWO) return String.fromCharCode(code)
  const units = code - TWO
  return String.fromCharCode(Math.floor(units / UNIT), units % UNIT)
}

/** Whether the code unit at `at` is whitespace as /\s/ has it (tokensOf splits there); ASCII without a regular expression. */
function isSpace(text: string, at: number): boolean {
  const code = text.charCodeAt(at)
  if (code < 128) return code === 32 || (code >= 9 && code <= 13)
  return /\s/.test(text[at]!)
}
