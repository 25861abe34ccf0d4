import { SEARCH_TYPES } from '../../shared/search-types'
import { createRanking } from '../match'
import type { RankedItem } from '../rank'
import type { SearchItem } from '../search-index'
import type { WordToAnswer } from './answers'
import type { BestAmong, MadeAnswer } from './kept-answers'
import { ANSWER_DEPTH, answerShardOf, dataPath, FILES_A_FOLDER } from './layout'

/** About how many bytes of answers an answer shard holds. */
export const ANSWER_SHARD_BYTES = 4096

/** The answer shards of a make: each one's words in order, and its file's text. */
export interface AnswerShards {
  words: readonly (readonly string[])[]
  texts: readonly string[]
}

/**
 * An answer's results as its shard shows them (MadeAnswer.best): the first
 * ANSWER_DEPTH of its routes, best first, each item as [title, type,
 * address], in JSON. Made from the routes and the items alone, so the
 * answers kept for the next process need not hold it.
 */
export function shownText(items: readonly SearchItem[], routes: ArrayLike<number>): string {
  const shown: [string, number, string][] = []
  for (let at = 0; at < Math.min(routes.length, ANSWER_DEPTH); at += 1) {
    const item = items[routes[at]!]!
    shown.push([item.title, SEARCH_TYPES.indexOf(item.type), item.href])
  }
  return JSON.stringify(shown)
}

/**
 * How many answer shards hold answers of this many bytes: about
 * ANSWER_SHARD_BYTES each, so a one-word query fetches one small file, and
 * a small site has few of them. Past a few folders' worth, a whole number
 * of folders' worth (layout.ts FILES_A_FOLDER): a word's shard is its hash
 * modulo the count, so a new count moves every answer, and a retitle that
 * adds or takes a few hundred bytes changed the count one time in ten
 * (every shard then in a new folder); in steps of 32 shards of 4 KB, one
 * time in some 300.
 */
export function answerShardCount(bytes: number): number {
  const count = Math.max(1, Math.round(bytes / ANSWER_SHARD_BYTES))
  const step = FILES_A_FOLDER.answers
  return count < 2 * step ? count : step * Math.round(count / step)
}

/**
 * The precomputed answers, ranked by the same code as the in-memory search
 * (match.ts), in shards of about ANSWER_SHARD_BYTES; those kept from the
 * make before (`kept`) taken as they were. Given the make before's answers
 * and shards (`before`, in the same process), a shard whose words and
 * answers are the same keeps its text.
 */
export function answerShardFiles(
  items: readonly SearchItem[],
  order: readonly number[],
  prepared: readonly RankedItem[],
  words: readonly WordToAnswer[],
  kept: (word: string, bestAmong: BestAmong) => MadeAnswer | undefined,
  keptDepth: number,
  before?: { answers: ReadonlyMap<string, MadeAnswer>; shards: AnswerShards },
): { files: [string, string][]; answers: Map<string, MadeAnswer>; shards: AnswerShards } {
  const rank = createRanking(items.length)
  const byRoute = new Array<RankedItem>(items.length)
  prepared.forEach((ranked, n) => (byRoute[order[n]!] = ranked))
  const ranked = (word: string, routes: Int32Array, depth: number) => {
    const { total, best } = rank(byRoute, routes, [word], depth)
    return { total, best: shownText(items, best), routes: Int32Array.from(best) }
  }
  const answerOf = (word: string, ids: Int32Array): MadeAnswer => {
    // A loop, not Int32Array.from's mapping function: called for each of some 30 million ids at 110,000 items.
    const pool = new Int32Array(ids.length)
    for (let at = 0; at < ids.length; at += 1) pool[at] = order[ids[at]!]!
    return ranked(word, pool.sort(), keptDepth)
  }
  const answers = new Map(words.map(({ word, ids }) => [word, kept(word, ranked) ?? answerOf(word, ids())]))
  const count = answerShardCount([...answers.values()].reduce((sum, answer) => sum + answer.best.length, 0))
  const shardWords = Array.from({ length: count }, () => [] as string[])
  for (const word of answers.keys()) shardWords[answerShardOf(word, count)]!.push(word)
  const same = (word: string) => {
    const now = answers.get(word)!
    const then = before!.answers.get(word)
    return now === then || (then !== undefined && now.total === then.total && now.best === then.best)
  }
  const unchanged = (shard: number) => {
    const then = before?.shards.words[shard]
    const now = shardWords[shard]!
    return before?.shards.texts.length === count && then !== undefined && then.length === now.length && now.every((word, at) => word === then[at] && same(word))
  }
  // JSON.stringify of an AnswerShardFile, its answers' results already JSON.
  const text = (words: readonly string[]) => {
    const shown = words.map((word) => answers.get(word)!)
    return `{"words":${JSON.stringify(words)},"totals":${JSON.stringify(shown.map(({ total }) => total))},"best":[${shown.map(({ best }) => best).join(',')}]}`
  }
  const texts = shardWords.map((words, shard) => (unchanged(shard) ? before!.shards.texts[shard]! : text(words)))
  return { files: texts.map((content, shard): [string, string] => [dataPath.answers(shard), content]), answers, shards: { words: shardWords, texts } }
}
