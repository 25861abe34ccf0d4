import type { ShortLists, TokenLists } from './item-lists'
import { encodeIds } from './id-list'
import { byteWeight, dataPath, tokenShardOf, trigramsOf } from './layout'

/** The token shards of a make: each one's tokens in order, and its file's text. */
export interface TokenShards {
  tokens: readonly (readonly string[])[]
  files: readonly string[]
}

/**
 * A list's stored form as JSON (id-list.ts), made once for the list: the
 * lists a build that stays running mends keep their arrays where nothing in
 * them changed (item-lists.ts), so a save encodes only those it changed
 * (at 110,000 items, encoding every list was some 0.4 s of a title's save).
 * No list is changed once made.
 */
const listJson = new WeakMap<readonly number[], string>()
export function storedList(list: readonly number[]): string {
  let json = listJson.get(list)
  if (json === undefined) listJson.set(list, (json = JSON.stringify(encodeIds(list))))
  return json
}

/** Tells storedList a list's stored form, read back with the list (kept-lists.ts). */
export function rememberStoredList(list: readonly number[], json: string): void {
  listJson.set(list, json)
}

/**
 * The token shards: each token in the shard of each of its trigrams; and
 * each shard's size as a byteWeight. Given the make before's tokens and
 * shards (in the same process, with as many shards), only the shards of the
 * tokens whose lists changed, or which came or went, are made again: a
 * list no edit changed is the same array (item-lists.ts).
 */
export function tokenShardFiles(
  tokenItems: ReadonlyMap<string, TokenLists>,
  count: number,
  before?: { tokenItems: ReadonlyMap<string, TokenLists>; shards: TokenShards },
): { files: [string, string][]; weights: string; shards: TokenShards } {
  const kept = before?.shards.files.length === count ? before : undefined
  const shardsOf = (token: string) => new Set(trigramsOf(token).map((trigram) => tokenShardOf(trigram, count)))
  /** The shards whose tokens' lists changed, and of those the ones a token came to or went from. */
  const changed = new Set<number>()
  const moved = new Set<number>()
  let shardTokens: Set<string>[] = []
  if (kept) {
    const came: string[] = []
    for (const [token, entry] of tokenItems) {
      const then = kept.tokenItems.get(token)
      if (then === entry) continue
      if (!then) came.push(token)
      for (const shard of shardsOf(token)) changed.add(shard)
    }
    const gone: string[] = []
    // Tokens that went: as many as the tokens then that are not now.
    if (kept.tokenItems.size > tokenItems.size - came.length) for (const token of kept.tokenItems.keys()) if (!tokenItems.has(token)) gone.push(token)
    for (const token of [...came, ...gone]) for (const shard of shardsOf(token)) {
      moved.add(shard)
      changed.add(shard)
    }
    shardTokens = kept.shards.tokens.map((tokens, shard) => (moved.has(shard) ? new Set(tokens) : new Set()))
    for (const token of gone) for (const shard of shardsOf(token)) shardTokens[shard]!.delete(token)
    for (const token of came) for (const shard of shardsOf(token)) shardTokens[shard]!.add(token)
  } else {
    shardTokens = Array.from({ length: count }, () => new Set<string>())
    for (const token of tokenItems.keys()) for (const trigram of trigramsOf(token)) shardTokens[tokenShardOf(trigram, count)]!.add(token)
  }
  const shards = shardTokens.map((set, shard) => {
    if (kept && !changed.has(shard)) return { tokens: kept.shards.tokens[shard]!, file: kept.shards.files[shard]! }
    // A shard no token came to or went from keeps its tokens' order: only its lists are written again.
    const tokens = kept && !moved.has(shard) ? kept.shards.tokens[shard]! : [...set].sort()
    const lists = tokens.map((token) => tokenItems.get(token)!)
    // JSON.stringify of a TokenShardFile, its lists already JSON.
    return { tokens, file: `{"tokens":${JSON.stringify(tokens)},"title":[${lists.map((entry) => storedList(entry.title)).join(',')}],"rest":[${lists.map((entry) => storedList(entry.rest)).join(',')}]}` }
  })
  return {
    files: shards.map(({ file }, shard): [string, string] => [dataPath.tokens(shard), file]),
    weights: shards.map(({ file }) => byteWeight(file.length)).join(''),
    shards: { tokens: shards.map(({ tokens }) => tokens), files: shards.map(({ file }) => file) },
  }
}

/** A file for each 1- or 2-character string; the strings, and each file's size as a byteWeight. */
export function shortFiles(shortItems: ReadonlyMap<string, ShortLists>): { files: [string, string][]; strings: string[]; weights: string } {
  const strings = [...shortItems.keys()].sort()
  const files = strings.map((text): [string, string] => {
    const { title, rest } = shortItems.get(text)!
    // JSON.stringify of a ShortFile, its lists already JSON.
    return [dataPath.short(text), `{"text":${JSON.stringify(text)},"title":[${title.map(storedList).join(',')}],"rest":[${rest.map(storedList).join(',')}]}`]
  })
  return { files, strings, weights: files.map(([, content]) => byteWeight(content.length)).join('') }
}
