/**
 * The tool pickers' names (the compare builder's "Add a tool", the
 * calculators' "Start from a tool"), split so that typing fetches a sliver
 * of them at any number of tools (issue #32), with the pickers' match rule
 * kept exactly: the first names, in the order of the names, whose lower-cased
 * text holds what was typed (trimmed, lower-cased) anywhere.
 *
 * - s/<first character>.json: for each one or two characters some name
 *   holds, starting with that one, the first KEEP names holding them, and
 *   the characters that follow them in some name;
 * - g/<three or more characters>.json: the names holding them, all of them
 *   when there are at most GRAM_CAP; else the first KEEP, the characters
 *   that follow them in some name, and a file for each of those one longer.
 *
 * Typing "notion 4" fetches s/n.json, then g/not.json (every name holding
 * "not", filtered in the browser from then on). File names spell each
 * character not in a-z0-9 as "_" and its UTF-16 code in hex, so a name of
 * any script is a file name of a-z0-9_ (no case to fold, nothing to escape).
 * The manifest, /tools/names-search.json, is revalidated; the data folder,
 * named by its content, never changes. Pure.
 */

/** The manifest: where the data is, and which characters names start a file for. */
export const NAMES_MANIFEST_URL = '/tools/names-search.json'

/** Names a short or capped file keeps: the 8 a picker shows, and the 4 tools the builder may have chosen already (it leaves them out). */
export const KEEP = 12

/** A three-or-more-character file holds every name holding it up to this many. */
export const GRAM_CAP = 1500

/** A tool's id and name. */
export type NamePair = [id: string, name: string]

export interface NamesManifest {
  /** The data folder, "/tool-data/names-<hash>/". */
  base: string
  /** Names kept in short and capped files. */
  keep: number
  /** The characters of the lower-cased names, each once: the short files there are. */
  chars: string
}

/** A short file: per one or two characters, [them, the first names holding them, the characters after them]. */
export type ShortFile = [text: string, names: NamePair[], next: string][]

/** A file of three or more characters: every name holding them, or the first KEEP and the characters after them. */
export type GramFile = { all: NamePair[] } | { first: NamePair[]; next: string }

/** The text as a file name: a-z and 0-9 as they are, any other UTF-16 code unit as "_" and four hex digits. */
export const fileText = (text: string) => [...Array(text.length).keys()].map((at) => (/[a-z0-9]/.test(text[at]!) ? text[at] : `_${text.charCodeAt(at).toString(16).padStart(4, '0')}`)).join('')

export const shortPath = (char: string) => `s/${fileText(char)}.json`
export const gramPath = (gram: string) => `g/${fileText(gram)}.json`

/** The characters after each occurrence of `text` in these keys, each once, in code order. */
function following(keys: readonly string[], text: string): string {
  const after = new Set<string>()
  for (const key of keys) {
    for (let at = key.indexOf(text); at >= 0; at = key.indexOf(text, at + 1)) if (at + text.length < key.length) after.add(key[at + text.length]!)
  }
  return [...after].sort().join('')
}

/**
 * Every file of the names' split data (paths inside the data folder),
 * from the tools' ids and names. `keep` is how many names a short or
 * capped file keeps; `cap`, how many a full file may hold.
 */
export function nameGramData(tools: Iterable<{ id: string; name: string }>, keep = KEEP, cap = GRAM_CAP): { chars: string; files: [string, string][] } {
  // In the order of tools/names.json today: by name.
  const pairs: NamePair[] = [...tools].map((tool): NamePair => [tool.id, tool.name]).sort((a, b) => a[1].localeCompare(b[1]))
  const keys = pairs.map(([, name]) => name.toLowerCase())
  const files: [string, string][] = []
  // Short texts (one or two characters), by first character: each with the names holding it, in order.
  const short = new Map<string, Map<string, number[]>>()
  const grams = new Map<string, number[]>()
  keys.forEach((key, rank) => {
    const seen = new Set<string>()
    for (let at = 0; at < key.length; at += 1) {
      for (const length of [1, 2, 3]) {
        if (at + length > key.length) continue
        const text = key.slice(at, at + length)
        if (seen.has(text)) continue
        seen.add(text)
        if (length === 3) {
          const ranks = grams.get(text)
          if (ranks) ranks.push(rank)
          else grams.set(text, [rank])
        } else {
          const byFirst = short.get(text[0]!) ?? new Map<string, number[]>()
          short.set(text[0]!, byFirst)
          const ranks = byFirst.get(text)
          if (ranks) ranks.push(rank)
          else byFirst.set(text, [rank])
        }
      }
    }
  })
  const pairsOf = (ranks: readonly number[]) => ranks.map((rank) => pairs[rank]!)
  const keysOf = (ranks: readonly number[]) => ranks.map((rank) => keys[rank]!)
  for (const [char, texts] of short) {
    const file: ShortFile = [...texts].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([text, ranks]) => [text, pairsOf(ranks.slice(0, keep)), text.length === 2 ? following(keysOf(ranks), text) : ''])
    files.push([shortPath(char), JSON.stringify(file)])
  }
  // A gram's file; one with more names than the cap keeps the first and has a file for each gram one longer.
  const write = (gram: string, ranks: readonly number[]) => {
    if (ranks.length <= cap) {
      files.push([gramPath(gram), JSON.stringify({ all: pairsOf(ranks) } satisfies GramFile)])
      return
    }
    const next = following(keysOf(ranks), gram)
    files.push([gramPath(gram), JSON.stringify({ first: pairsOf(ranks.slice(0, keep)), next } satisfies GramFile)])
    for (const char of next) write(gram + char, ranks.filter((rank) => keys[rank]!.includes(gram + char)))
  }
  for (const [gram, ranks] of [...grams].sort((a, b) => (a[0] < b[0] ? -1 : 1))) write(gram, ranks)
  return { chars: [...short.keys()].sort().join(''), files }
}

/**
 * The first `limit` names matching a query (trimmed and lower-cased, as the
 * pickers match), leaving out the ids in `exclude`: what filtering every
 * name gives, reading only the files `read` fetches (by path in the data
 * folder). Exact while at most manifest.keep - limit of the ids excluded
 * are among the first names (the builder leaves out its 4 tools, of 12
 * kept); past that, fewer names than `limit` may be given.
 */
export async function matchNames(manifest: NamesManifest, wanted: string, limit: number, exclude: ReadonlySet<string>, read: (path: string) => Promise<unknown>): Promise<NamePair[]> {
  if (!wanted || !manifest.chars.includes(wanted[0]!)) return []
  const kept = (names: readonly NamePair[]) => names.filter(([id]) => !exclude.has(id)).slice(0, limit)
  const short = new Map(((await read(shortPath(wanted[0]!))) as ShortFile).map(([text, names, next]) => [text, { names, next }]))
  const start = short.get(wanted.slice(0, 2))
  if (!start) return []
  if (wanted.length <= 2) return kept(start.names)
  if (!start.next.includes(wanted[2]!)) return []
  for (let gram = wanted.slice(0, 3); ; gram = wanted.slice(0, gram.length + 1)) {
    const file = (await read(gramPath(gram))) as GramFile
    if ('all' in file) return kept(file.all.filter(([, name]) => name.toLowerCase().includes(wanted)))
    if (gram.length === wanted.length) return kept(file.first)
    if (!file.next.includes(wanted[gram.length]!)) return []
  }
}
