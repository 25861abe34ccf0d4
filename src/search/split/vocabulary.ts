import { isStrings } from './files'
import { dataPath, type SearchMeta } from './layout'

/**
 * "Did you mean"'s vocabulary, split so a misspelt word fetches only the
 * words that can be close to it: by length (a word within 2 edits of a
 * 6-letter word has 4 to 8 letters), then numbers apart from words with a
 * letter (a word with 3 letters is more than 2 edits from any number: each
 * letter must change), each group in files of at most WORDS_PER_FILE words.
 * At 100,000 generated tools, the 5-digit numbers of their names are most
 * of the vocabulary, and no word with letters needs them.
 */

/** words/<group>-<part>.json: some of the vocabulary's words, and how many items use each. */
export interface WordsFile {
  words: string[]
  uses: number[]
}

/** Words per vocabulary file: about 100 KB, 40 KB gzip. */
export const WORDS_PER_FILE = 12_000

const isNumber = (word: string) => /^[0-9]+$/.test(word)
const groupOf = (length: number, numbers: boolean) => `${length}${numbers ? 'n' : ''}`

/** The vocabulary's files, as the build writes them: each group's words in alphabetical order, cut into files. */
export function vocabularyFileContents(vocabulary: ReadonlyMap<string, number>): { groups: Record<string, number>; files: { group: string; part: number; file: WordsFile }[] } {
  const byGroup = new Map<string, [string, number][]>()
  for (const entry of vocabulary) {
    const group = groupOf(entry[0].length, isNumber(entry[0]))
    const list = byGroup.get(group)
    if (list) list.push(entry)
    else byGroup.set(group, [entry])
  }
  const groups: Record<string, number> = {}
  const files: { group: string; part: number; file: WordsFile }[] = []
  for (const group of [...byGroup.keys()].sort()) {
    const words = byGroup.get(group)!.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    groups[group] = Math.ceil(words.length / WORDS_PER_FILE)
    for (let part = 0; part * WORDS_PER_FILE < words.length; part += 1) {
      const slice = words.slice(part * WORDS_PER_FILE, (part + 1) * WORDS_PER_FILE)
      files.push({ group, part, file: { words: slice.map(([word]) => word), uses: slice.map(([, uses]) => uses) } })
    }
  }
  return { groups, files }
}

/** The vocabulary files that hold every word within `max` edits of `word` (and some others). */
export function vocabularyFiles(word: string, max: number, meta: Pick<SearchMeta, 'wordFiles'>): { path: string; length: number }[] {
  let letters = 0
  for (const character of word) if (!/[0-9]/.test(character)) letters += 1
  const wanted: { path: string; length: number }[] = []
  for (let length = Math.max(1, word.length - max); length <= word.length + max; length += 1) {
    for (const numbers of letters <= max ? [false, true] : [false]) {
      const group = groupOf(length, numbers)
      for (let part = 0; part < (meta.wordFiles[group] ?? 0); part += 1) wanted.push({ path: dataPath.words(group, part), length })
    }
  }
  return wanted
}

const isCounts = (value: unknown): value is number[] => Array.isArray(value) && value.every((v) => Number.isInteger(v) && (v as number) >= 0)

/** A vocabulary file's words and their uses; throws, naming the file, on anything vocabularyFileContents could not have written. */
export function decodeWords(file: unknown, length: number): Map<string, number> {
  const { words, uses } = (typeof file === 'object' && file !== null ? file : {}) as Record<string, unknown>
  if (!isStrings(words) || !isCounts(uses) || words.length !== uses.length) throw new Error(`Search index: the vocabulary's ${length}-character words have no count of uses for each word`)
  return new Map(words.map((word, at) => [word, uses[at]!]))
}
