import type { SearchItem } from '../search/search-index'
import { buildSplitIndex } from '../search/split/build'
import { answersOfText, answersText, type KeptSplit } from '../search/split/kept-answers'
import type { GroupMemo, OutputFile } from './site-files'

/** Where the search's group keeps its last make's answers: among its memo's live values, in a build that stays running, and as a text. */
const SEARCH_ANSWERS = 'search-answers'
/** The answers' text's layout, its state in the memo. */
const ANSWERS_LAYOUT = 'split answers 4'

/**
 * The site search's files from its items (search-files.ts): its manifest,
 * search.json, and its data in folders search/<version>/
 * (src/search/split/layout.ts). Each make's answers are kept for the next
 * (kept-answers.ts): in memory in a build that stays running, with its
 * lists, and in the group's memo for the next process. A guide retitled
 * then ranks again only the answers of the words of its titles, and mends
 * the lists, where the answers and the lists were some two thirds of the
 * index's build.
 *
 * A server entry of its own as well (scripts/build.mjs): the build makes
 * an edit's search on a thread of its own, beside the rest of its pages
 * step (scripts/build/search-thread.mjs), and the thread loads this alone.
 */
export function searchFilesOf(items: readonly SearchItem[], memo?: GroupMemo): OutputFile[] {
  const live = memo?.live
  const before = (live?.get(SEARCH_ANSWERS) as KeptSplit | undefined) ?? answersOfText(memo?.get(SEARCH_ANSWERS, ANSWERS_LAYOUT))
  const { files, kept } = buildSplitIndex(items, {}, before)
  live?.set(SEARCH_ANSWERS, kept)
  // Made when the memo is written: while a build that stays running waits, not in its save.
  memo?.set(SEARCH_ANSWERS, ANSWERS_LAYOUT, () => answersText(kept))
  return files
}

/**
 * The answers the memo keeps, read into its live values ahead of the next
 * make, if they are not there yet: a build that stays running has its
 * search's thread read them while it waits (scripts/build/search-worker.mjs),
 * and the watch's first retitle no longer parses the memo's 36 MB (at
 * 100,000 tools) before it makes the search.
 */
export function readAheadOfSearch(memo: GroupMemo): void {
  const live = memo.live
  if (!live || live.has(SEARCH_ANSWERS)) return
  const before = answersOfText(memo.get(SEARCH_ANSWERS, ANSWERS_LAYOUT))
  if (before) live.set(SEARCH_ANSWERS, before)
}
