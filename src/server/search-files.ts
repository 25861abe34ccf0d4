import type { Registry } from '../content/entries'
import { derivedOverPages } from '../content/derived'
import { searchIndexOf, searchItemOf } from '../search/search-index'
import { buildSplitIndex } from '../search/split/build'
import { answersOfText, answersText, type KeptSplit } from '../search/split/kept-answers'
import type { GroupMemo, OutputFile } from './site-files'

/**
 * What the site search holds of the pages: each one's title, type, address
 * and keywords. One value read by the search's files, so they depend on it
 * and not on every page (content/derived.ts): a guide's prose, its word
 * count or its dates make the search again only if one of these changes
 * (at 100,000 tools, making it whole is some 8 s).
 */
const searchItems = derivedOverPages('search-items', searchItemOf, searchIndexOf)

/** Where the search's group keeps its last make's answers: among its memo's live values, in a build that stays running, and as a text. */
const SEARCH_ANSWERS = 'search-answers'
/** The answers' text's layout, its state in the memo. */
const ANSWERS_LAYOUT = 'split answers 4'

/**
 * The site search's files: its manifest, search.json, and its data under
 * search/<version>/ (src/search/split/layout.ts). Each make's answers are
 * kept for the next (kept-answers.ts): in memory in a build that stays
 * running, with its lists, and in the group's memo for the next process.
 * A guide retitled then ranks again only the answers of the words of its
 * titles, and mends the lists, where the answers and the lists were some
 * two thirds of the index's build.
 */
export function searchFiles(registry: Registry, memo?: GroupMemo): OutputFile[] {
  const live = memo?.live
  const before = (live?.get(SEARCH_ANSWERS) as KeptSplit | undefined) ?? answersOfText(memo?.get(SEARCH_ANSWERS, ANSWERS_LAYOUT))
  const { files, kept } = buildSplitIndex(searchItems(registry), {}, before)
  live?.set(SEARCH_ANSWERS, kept)
  // Made when the memo is written: while a build that stays running waits, not in its save.
  memo?.set(SEARCH_ANSWERS, ANSWERS_LAYOUT, () => answersText(kept))
  return files
}
