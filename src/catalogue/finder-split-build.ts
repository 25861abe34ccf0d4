import {
  ALL_SCOPE,
  countBits,
  encodeBits,
  FINDER_MANIFEST_URL,
  hasSet,
  RECORDS_GROUP,
  RECORDS_PER_FILE,
  recordsFile,
  recordsFolder,
  setFile,
  setsFolder,
  TOOL_DATA_ROOT,
  uncheckedSet,
  type FinderManifest,
  type SortFolders,
} from './finder-split'
import { KEEP, NAMES_MANIFEST_URL, nameGramData, type NamesManifest } from './name-grams'
import { contentVersion } from './content-version'
import { categorySlug } from '../shared/slug'
import { madeOnce, placeBits, readToolsKept, scopeOrders, type Live } from './finder-live'
import { bitsKey, FILTER_TESTS, orderBits, scopeValues } from './finder-order-bits'
import { SORTS, type CatalogueFile, type CatalogueTool } from './tool-catalogue'

/**
 * Writes the finder's split data (finder-split.ts) from the catalogue the
 * build makes (catalogueFile): per scope (every tool, and each category's)
 * and sort, its tools in that order, a bitset per filter and per feature
 * some tool of the scope has a value for, and the records.
 */

/** The finder's data folder: the folders in it are named by their content, or their records' hashes, which stand for it (finder-split.ts). */
const FINDER_BASE = `${TOOL_DATA_ROOT}finder/`

/**
 * A file of the finder's data, with a key: equal keys, equal content. A records file's key is its records' own hashes
 * (64 bits, as the folders' versions are: contentVersion), a sets file's its scope's state and its path.
 * A records file's content, and every file's of a scope split in an earlier make, is made when it is read: the build
 * places a file whose key it stored before by that name, without making it (at 100,000 tools, 205 MB of records
 * files, most of them unchanged when one tool is edited).
 */
export interface FinderFile {
  path: string
  content: string
  key?: string
}

/**
 * Texts kept from one make to the next, by id, each with the state it was made from (the build's group memo,
 * src/server/site-files.ts GroupMemo): the finder keeps each scope's part of the manifest and its files' paths and keys.
 */
export interface KeptTexts {
  /** The text kept for this id, if it was made from this state. */
  get: (id: string, state: string) => string | undefined
  /**
   * Keeps a text made now, or what makes it when it is first read or written: a build that stays running writes its
   * memos while it waits, so a large text (the search's answers, some 32 MB at 100,000 tools) is not made in the save.
   */
  set: (id: string, state: string, text: string | (() => string)) => void
  /** What the process kept in memory from its last make, beside the texts (finder-live.ts): none in a new process. */
  live?: Live
  /**
   * Keeps every text of the make before that this make does not make again, as if it had taken each: a make that knows
   * its ids are the make before's (live) need not ask for each text it keeps. Absent where texts are only read.
   */
  keepUnmade?: () => void
}

/** A record's key in the finder's files: its text's hash. */
export const recordKey = (text: string) => contentVersion([['', text]])

/** What the finder keeps of a scope: its part of the manifest, and each of its files' path and key. */
interface KeptScope {
  entry: FinderManifest['scopes'][number]
  files: [path: string, key: string][]
}

/** A kept scope's id in the memo: a space is in no tool's id, whose records the memo keeps by id too. */
const scopeId = (scope: string) => `scope ${scope}`

/**
 * A scope's layout, in its state: another layout of the same tools is another scope. 2: a feature's "not checked" set
 * holds only the tools judged on it, and a scope has the sets of every feature its tools are judged on.
 */
const SCOPE_LAYOUT = 'finder scope 3'

/**
 * The manifest and every file of the finder's data (paths inside dist/), from the catalogue its tools in their file's order.
 * `texts`, when given, is each record's JSON, in the same order (the build keeps them from one build to the next).
 *
 * Every file has a key (finder-split.ts's records files by their records, the sets by their scope's state), and with
 * `kept`, a scope whose features and records are as they were is not sorted or split again: its files are given by the
 * paths and keys kept for it, made when read (the build places them by the names it stored for their keys). When one
 * tool changes, every tool's scope and its own field's are split again, and the other fields' are not (at 100,000
 * tools, 11 of 13 scopes and some 900 sets' files).
 */
export function finderSplitFiles(
  file: CatalogueFile,
  made: { texts?: readonly string[]; keys?: readonly string[] } = {},
  kept?: KeptTexts,
): { manifest: FinderManifest; files: FinderFile[]; scopeStates: [id: string, state: string][] } {
  const features = file.features
  const featuresText = JSON.stringify(features)
  const tools = readToolsKept(file, featuresText, kept?.live)
  // Each record written out once: it is in a file of each scope it is in, for each sort (six files at least), and JSON of a list is its items' JSON between commas.
  const records = new Map(file.tools.map((record, at) => [tools[at]!, made.texts?.[at] ?? JSON.stringify(record)]))
  // And hashed once (or given, as the build keeps them): a records file's key is its records' hashes, in order.
  const recordKeys = new Map([...records].map(([tool, text], at) => [tool, made.keys?.[at] ?? recordKey(text)]))
  const { scopes, byCategory, fieldOf } = scopesOf(tools)
  const data: FinderFile[] = []
  const manifestScopes: FinderManifest['scopes'] = []
  const scopeStates: [string, string][] = []
  for (const [scope, inScope] of scopes) {
    // What the scope's files are made from: its name, the features, and its tools' records in the catalogue's order.
    const state = contentVersion([[SCOPE_LAYOUT, scope], ['features', featuresText], ...inScope.map((tool): [string, string] => ['', recordKeys.get(tool)!])])
    scopeStates.push([scopeId(scope), state])
    const split = () => splitScope(scope, inScope, features, { records, recordKeys, state, fieldOf, live: kept?.live })
    const before = keptScope(kept?.get(scopeId(scope), state))
    if (before) {
      // Made only if the build has to read one of its files: the one made by its key lost from its store.
      let made: Map<string, FinderFile> | undefined
      const madeFile = (path: string) => {
        made ??= new Map(split().files.map((file) => [file.path, file]))
        const file = made.get(path)
        if (!file) throw new Error(`The finder's kept files of the scope ${scope} name ${path}, which its split does not make: delete .build/cache/ and build again`)
        return file.content
      }
      manifestScopes.push(before.entry)
      for (const [path, key] of before.files)
        data.push({
          path,
          key,
          get content() {
            return madeFile(path)
          },
        })
      continue
    }
    const { entry, files } = split()
    manifestScopes.push(entry)
    data.push(...files)
    kept?.set(scopeId(scope), state, JSON.stringify({ entry, files: files.map((made) => [made.path, made.key]) } satisfies KeptScope))
  }
  // A category's tools all have its field's name as their group.
  const fields = Object.fromEntries([...byCategory].sort(([a], [b]) => (a < b ? -1 : 1)).map(([slug, inCategory]) => [slug, inCategory[0]!.group]))
  const manifest: FinderManifest = { base: FINDER_BASE, features, scopes: manifestScopes, fields }
  return { manifest, files: [{ path: FINDER_MANIFEST_URL.slice(1), content: JSON.stringify(manifest) }, ...data], scopeStates }
}

/** The finder's scopes, every tool's and each category's, with each tool's category and each category's tools. */
function scopesOf(tools: readonly CatalogueTool[]) {
  const scopes: [string, readonly CatalogueTool[]][] = [[ALL_SCOPE, tools]]
  // Each tool's category found once, in one pass: a pass of every tool for each category was 1.2 million slugs at 100,000 tools.
  // A category's slug is its field's id (content/field-schema.ts, fieldId).
  const byCategory = new Map<string, CatalogueTool[]>()
  const fieldOf = new Map<CatalogueTool, string>()
  for (const tool of tools) {
    const slug = categorySlug(tool.group)
    fieldOf.set(tool, slug)
    const inCategory = byCategory.get(slug)
    if (inCategory) inCategory.push(tool)
    else byCategory.set(slug, [tool])
  }
  for (const slug of [...byCategory.keys()].sort()) scopes.push([`c-${slug}`, byCategory.get(slug)!])
  return { scopes, byCategory, fieldOf }
}

/**
 * Reads a catalogue's tools, orders each scope in every sort and sets the bits of every tool's orders into `live`, as a
 * split would, and splits nothing: a build that stays running does it while it waits, so that its first tools file's
 * save parses, sorts and sets only what changed (finder-live.ts). At 100,000 tools, a new process's first rating save made every
 * order's bits and each tool's feature values (some 0.25 s), and its collector moved them into the old generation (some
 * 0.5 s more than a later save's). In steps, each whole (the tools read, a scope's values, one scope's order in one sort,
 * its bits): the watch lets a save's build go first between two, and that build makes what was not read ahead.
 */
export function* readAheadOfSplit(file: CatalogueFile, live: Live): Generator<void, void, undefined> {
  const tools = readToolsKept(file, JSON.stringify(file.features), live)
  const { scopes, fieldOf } = scopesOf(tools)
  for (const [scope, inScope] of scopes) {
    yield
    // Every tool's scope only: a save splits it whatever tool it changed, and one field's scope of the others, whose bits
    // are some 8,000 tools' at 100,000 (a field's tools are set in a few milliseconds; every field's would lengthen the wait).
    const withBits = scope === ALL_SCOPE ? scopeValues(scope, inScope, file.features, fieldOf, live) : undefined
    const orderOf = scopeOrders(scope, inScope, live)
    for (const sort of SORTS) {
      yield
      const ordered = orderOf(sort)
      if (!withBits) continue
      yield
      placeBits(bitsKey(scope, sort.id), ordered, FILTER_TESTS, withBits.scopeFeatures, withBits.values, live)
    }
  }
}

/** A kept scope's value, or undefined when its text is not one (a memo spoiled by hand): the scope is then split again. */
function keptScope(text: string | undefined): KeptScope | undefined {
  if (text === undefined) return undefined
  try {
    const value = JSON.parse(text) as Partial<KeptScope> | null
    const entry = value?.entry
    const files = value?.files
    if (!Array.isArray(entry) || entry.length !== 5 || !Array.isArray(files)) return undefined
    if (!files.every((file) => Array.isArray(file) && typeof file[0] === 'string' && typeof file[1] === 'string')) return undefined
    return { entry, files }
  } catch {
    return undefined
  }
}

/**
 * One scope's part of the manifest and its files, per sort: its tools in that order, a bitset per filter and per
 * feature some tool of the scope has a value for, and the records. Each file has a key: a records file its records'
 * hashes, a sets file its scope's state and its path.
 */
function splitScope(
  scope: string,
  inScope: readonly CatalogueTool[],
  features: FinderManifest['features'],
  { records, recordKeys, state, fieldOf, live }: { records: ReadonlyMap<CatalogueTool, string>; recordKeys: ReadonlyMap<CatalogueTool, string>; state: string; fieldOf: ReadonlyMap<CatalogueTool, string>; live?: Live },
): { entry: FinderManifest['scopes'][number]; files: (FinderFile & { key: string })[] } {
  const data: (FinderFile & { key: string })[] = []
  /**
   * Files in a folder named by their version (`name` gives the folder's path for it); returns the version. A file is given
   * by its content, or by a key that stands for it (the records files) and how to make it, which is done when it is read.
   */
  const folder = (name: (version: string) => string, files: [file: string, content: string | { key: string; make: () => string }][], liveKey: string) => {
    const named = files.map(([file, content]): [string, string] => [file, typeof content === 'string' ? content : content.key])
    const version = madeOnce(liveKey, named.flat(), () => contentVersion(named), live)
    const at = `${FINDER_BASE.slice(1)}${name(version)}`
    for (const [file, content] of files) {
      const path = `${at}${file}`
      if (typeof content === 'string') data.push({ path, content, key: `sets ${state} ${path}` })
      else
        data.push({
          path,
          key: content.key,
          get content() {
            return content.make()
          },
        })
    }
    return version
  }
  const { withData, scopeFeatures, values } = scopeValues(scope, inScope, features, fieldOf, live)
  const folders: Record<string, SortFolders> = {}
  let counts: number[] = []
  const orderOf = scopeOrders(scope, inScope, live)
  for (const sort of SORTS) {
    // Sorted as findTools sorts (a stable sort of the catalogue's order): a filtered subset keeps this order.
    const ordered = orderOf(sort)
    const { filters, features: byFeature } = orderBits(ordered, scopeFeatures, values, { key: bitsKey(scope, sort.id), live })
    const sets: [string, string][] = FILTER_TESTS.map(([set], at) => [setFile(set), JSON.stringify(encodeBits(filters[at]!))])
    // How many of the scope's tools have each feature: the same in every order.
    counts = byFeature.map((bits) => countBits(bits.has))
    withData.forEach((place, at) => {
      sets.push([setFile(hasSet(place)), JSON.stringify(encodeBits(byFeature[at]!.has))])
      sets.push([setFile(uncheckedSet(place)), JSON.stringify(encodeBits(byFeature[at]!.unchecked))])
    })
    const setsVersion = folder((version) => setsFolder(scope, sort.id, version), sets, `sets ${scope} ${sort.id}`)
    const groups: string[] = []
    const recordFiles = Math.ceil(ordered.length / RECORDS_PER_FILE)
    for (let group = 0; group * RECORDS_GROUP < recordFiles; group += 1) {
      const files: Parameters<typeof folder>[1] = []
      for (let at = group * RECORDS_GROUP; at < Math.min(recordFiles, (group + 1) * RECORDS_GROUP); at += 1) {
        const chunk = ordered.slice(at * RECORDS_PER_FILE, (at + 1) * RECORDS_PER_FILE)
        const key = madeOnce(`chunk ${scope} ${sort.id} ${at}`, chunk, () => `records ${contentVersion(chunk.map((tool) => ['', recordKeys.get(tool)!]))}`, live)
        files.push([recordsFile(at), { key, make: () => `[${chunk.map((tool) => records.get(tool)!).join(',')}]` }])
      }
      groups.push(folder((version) => recordsFolder(scope, sort.id, group, version), files, `group ${scope} ${sort.id} ${group}`))
    }
    folders[sort.id] = [setsVersion, groups]
  }
  return { entry: [scope, inScope.length, withData, folders, counts], files: data }
}

/** The pickers' name files (name-grams.ts): the manifest, and the data in a folder named by its content. */
export function nameSearchFiles(tools: Iterable<{ id: string; name: string }>): { manifest: NamesManifest; files: { path: string; content: string }[] } {
  const { chars, files } = nameGramData(tools)
  const base = `${TOOL_DATA_ROOT}names-${contentVersion(files)}/`
  const manifest: NamesManifest = { base, keep: KEEP, chars }
  return { manifest, files: [{ path: NAMES_MANIFEST_URL.slice(1), content: JSON.stringify(manifest) }, ...files.map(([path, content]) => ({ path: `${base.slice(1)}${path}`, content }))] }
}
