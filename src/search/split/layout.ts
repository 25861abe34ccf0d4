/**
 * Where the split search index keeps what, shared by the build that
 * writes it (build.ts) and the dialog that reads it (engine.ts).
 *
 * The dialog first fetches the manifest, /search.json (revalidated on each
 * visit). The other files are in folders, /search/<content hash>/, each
 * of a run of a few dozen files (folderGroupOf) and named by their
 * content, which the manifest names: a file never changes under its
 * address (cached for a year), and a visitor's files always come from one
 * build. An edit changes a few files of the 11,000 at 110,000 items, and
 * only their runs' folders are new: one folder for every file moved every
 * file.
 *
 * Items are numbered in storage order (order.ts). In the data folders,
 * every file is small JSON:
 * - answers/<n>.json: the whole answer (count and best 50) of the one-word
 *   queries that match many items, by the word's hash (answers.ts);
 * - tokens/<n>.json: for every whitespace-separated token of the items'
 *   lower-cased text that holds a trigram whose hash falls in shard n, the
 *   items holding it in their title and those holding it in their keywords
 *   or type. A word of 3 or more characters is in an item's text exactly
 *   when it is inside one of its tokens, and every such token holds each of
 *   the word's trigrams; how well it fits there (rank.ts) is how well it
 *   fits the token;
 * - short/<code units>.json: for a 1- or 2-character string, the items
 *   holding it, by how well it fits their title and their keywords;
 * - titles/<n>.json: every lower-cased title in alphabetical order, cut in
 *   shards, with its item: those starting with the query are side by side;
 * - pairs/<n>.json: per comparison, a byte of the hash of each of its two
 *   names (rank.ts criterion 4);
 * - blocks/<n>.json: the items themselves, in storage order: what the
 *   dialog shows, and what ranks an item its lists cannot;
 * - words/<group>-<part>.json: the vocabulary of "Did you mean"
 *   (vocabulary.ts).
 */

import { hashText } from '../../shared/content-hash'

/** The manifest's address: the one file the dialog fetches first. */
export const SEARCH_META_URL = '/search.json'

/** The folder under which the data's folders are written. */
export const SEARCH_DATA_ROOT = '/search/'

/** Changes when any file's layout does: a manifest of another version is refused, not misread. */
export const SPLIT_INDEX_VERSION = 2

/** The dialog lists at most this many results; a precomputed answer keeps as many. */
export const ANSWER_DEPTH = 50

/** What the manifest says about the build's files. */
export interface SearchMeta {
  version: typeof SPLIT_INDEX_VERSION
  /** Each group's folders (folderGroupOf), one after another, FOLDER_DIGITS characters each: "/search/<folder>/". */
  folders: Record<string, string>
  /** How many items the index has. */
  items: number
  /** Items per block. */
  blockSize: number
  /** A block's mean size in bytes. */
  blockBytes: number
  /** Where each kind of item (rank.ts KIND_ORDER) starts in storage order, and where the last ends. */
  kinds: number[]
  /** How many token shards there are; a trigram's is its hash modulo this. */
  tokenShards: number
  /** Per token shard, its size as a byteWeight character. */
  tokenBytes: string
  /** Every 1- or 2-character string some item holds, separated by spaces... */
  short: string
  /** ...and, per string, the size of its file as a byteWeight character. */
  shortBytes: string
  /** Per title shard, a string its first title starts with, that sorts after the shard before's last title ("" for the first). */
  titleShards: string[]
  /** Comparisons per pairs file. */
  pairsPerFile: number
  /** The longest comparison name, in code units. */
  longestPair: number
  /** How many answer shards there are; a word's is its hash modulo this. */
  answerShards: number
  /** The vocabulary's groups of words (vocabulary.ts), each with its number of files. */
  wordFiles: Record<string, number>
}

/** The byte of a comparison name's hash that its pairs file keeps. */
export const pairHash = (name: string) => hashText(name) & 0xff

/** A file's size as one character: "0" plus twice its base-2 logarithm, so the manifest lists thousands in a few KB. */
export const byteWeight = (bytes: number) => String.fromCharCode(48 + Math.ceil(2 * Math.log2(bytes + 1)))

/** About the size byteWeight kept. */
export const bytesOfWeight = (weight: string) => 2 ** ((weight.charCodeAt(0) - 48) / 2)

/** The trigrams of a word (in UTF-16 code units, as `includes` compares), each once. */
export function trigramsOf(word: string): string[] {
  const trigrams = new Set<string>()
  for (let at = 0; at + 3 <= word.length; at += 1) trigrams.add(word.slice(at, at + 3))
  return [...trigrams]
}

/** The tokens of a lower-cased text: what a query word (which has no whitespace) can be found inside. */
export const tokensOf = (text: string): string[] => text.split(/\s+/).filter(Boolean)

/** The paths of the data files, relative to their folder ("blocks/3.json"): folderGroupOf says which. */
export const dataPath = {
  answers: (shard: number) => `answers/${shard}.json`,
  tokens: (shard: number) => `tokens/${shard}.json`,
  /** A short string's file, named by its code units in hexadecimal: any character is safe in an address. */
  short: (text: string) => `short/${Array.from({ length: text.length }, (_, at) => text.charCodeAt(at).toString(16)).join('-')}.json`,
  titles: (shard: number) => `titles/${shard}.json`,
  pairs: (n: number) => `pairs/${n}.json`,
  block: (n: number) => `blocks/${n}.json`,
  words: (group: string, part: number) => `words/${group}-${part}.json`,
}

/** The token shard a trigram is in. */
export const tokenShardOf = (trigram: string, shards: number) => hashText(trigram) % shards

/** The answer shard a one-word query's answer is in. */
export const answerShardOf = (word: string, shards: number) => hashText(word) % shards

/**
 * Files of each numbered kind whose folder is named for them together. A
 * guide retitled at 110,000 items changed 139 of the 11,321 files: one
 * block, 5 token shards, a title shard, 13 short strings' files, 2 of the
 * vocabulary's and 116 answer shards (each word its title holds, and each
 * start of one, whose best 50 it is among: by the word's hash, all over).
 * In runs of 32 and 64, such a retitle places some 2,000 files anew, and
 * the manifest names 304 folders at 110,000 items, 2.7 KB more gzipped
 * than one folder. In runs of 8 answer shards and 16 token shards, each
 * folder under a key of its own, the folders took 10 KB of it.
 */
export const FILES_A_FOLDER = { blocks: 64, tokens: 32, titles: 32, pairs: 64, answers: 32 } as const

/** Characters of a folder's name: hexadecimal digits of its files' hash, 48 bits. */
export const FOLDER_DIGITS = 12

/**
 * The group a data file is in, by its path (dataPath), and its place in
 * it: the group's folders are named one after another in the manifest's
 * `folders[group]`. A numbered kind's files go in runs (FILES_A_FOLDER),
 * each run a folder; a short string's file goes with those of the strings
 * that start with its first character, a vocabulary file with its
 * group's, each such group one folder.
 */
export function folderGroupOf(path: string): { group: string; run: number } {
  const numbered = /^(blocks|tokens|titles|pairs|answers)\/(\d+)\.json$/.exec(path)
  if (numbered) return { group: numbered[1]!, run: Math.floor(Number(numbered[2]) / FILES_A_FOLDER[numbered[1] as keyof typeof FILES_A_FOLDER]) }
  const named = /^(short|words)\/([^-.]+)[-.]/.exec(path)
  return { group: named ? `${named[1]}/${named[2]}` : path, run: 0 }
}

/** A data file's address: in its folder, as the manifest names it; undefined where it names none. */
export function dataAddress(meta: Pick<SearchMeta, 'folders'>, path: string): string | undefined {
  const { group, run } = folderGroupOf(path)
  const folder = Object.hasOwn(meta.folders, group) ? meta.folders[group]!.slice(run * FOLDER_DIGITS, (run + 1) * FOLDER_DIGITS) : ''
  return folder.length === FOLDER_DIGITS ? `${SEARCH_DATA_ROOT}${folder}/${path}` : undefined
}
