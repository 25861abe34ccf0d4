import { FINDER_MANIFEST_URL, type FinderManifest } from './finder-split'
import { finderSplitFiles, type FinderFile, type KeptTexts } from './finder-split-build'
import type { FinderFeature } from './catalogue-features'
import { contentVersion } from './content-version'
import type { CatalogueFile } from './tool-catalogue'

/**
 * The finder's files as the build makes them from its catalogue, keeping a
 * whole make from one build to the next: a tools file's save that changes
 * nothing the finder shows (a pro, a con, a plan's note) gives the files of
 * the make before by their keys, with no record read or split
 * (finder-split-build.ts splits the catalogue into them).
 */

/**
 * The catalogue as the build makes it for the finder (src/server/finder-catalogue.ts): the features, each tool's record's
 * JSON and key in the catalogue's order, and the catalogue itself, whose records kept as text are read only when it is
 * asked for (and `texts` and `keys` then mended where a kept text was not a record's).
 */
export interface MadeCatalogue {
  features: FinderFeature[]
  texts: string[]
  keys: string[]
  file: () => CatalogueFile
}

/** The whole make's entry in the memo: a space is in no tool's id, and it does not start as a scope's does. */
const WHOLE_ID = 'whole finder'
const WHOLE_LAYOUT = 'finder whole 1'

/** What the finder keeps of a whole make: its manifest, each file's path and key, and each scope's entry and state. */
interface KeptWhole {
  manifest: FinderManifest
  files: [path: string, key: string][]
  scopes: [id: string, state: string][]
}

/**
 * The finder's files (finderSplitFiles) from a catalogue the build made, with `kept`: when the features and every
 * record's key, in order, are those of the make before (a tools file's save that changed nothing the finder shows: a
 * pro, a con, a plan's note), its manifest and its files' paths and keys are given as they were, and no kept record is
 * read (at 100,000 tools, reading 100,000 records and sorting them into scopes was some 0.5 s of such a save). A file's
 * content is made when read, from the catalogue then, as a kept scope's is.
 */
export function finderFilesOf(catalogue: MadeCatalogue, kept?: KeptTexts): { manifest: FinderManifest; files: FinderFile[] } {
  const wholeState = () => contentVersion([[WHOLE_LAYOUT, ''], ['features', JSON.stringify(catalogue.features)], ...catalogue.keys.map((key): [string, string] => ['', key])])
  const before = kept && keptWhole(kept.get(WHOLE_ID, wholeState()))
  if (before) {
    // Its scopes' entries taken too, as a make that split nothing takes them: the memo keeps what a make took.
    for (const [id, state] of before.scopes) kept?.get(id, state)
    let made: Map<string, string> | undefined
    const madeFile = (path: string) => {
      made ??= new Map(finderSplitFiles(catalogue.file(), catalogue).files.map((file) => [file.path, file.content]))
      const content = made.get(path)
      if (content === undefined) throw new Error(`The finder's kept files name ${path}, which its split does not make: delete .build/cache/ and build again`)
      return content
    }
    const files = before.files.map(([path, key]): FinderFile => ({
      path,
      key,
      get content() {
        return madeFile(path)
      },
    }))
    return { manifest: before.manifest, files: [{ path: FINDER_MANIFEST_URL.slice(1), content: JSON.stringify(before.manifest) }, ...files] }
  }
  // The catalogue first: reading it mends a kept text that was not a record's, and its key.
  const file = catalogue.file()
  const { manifest, files, scopeStates } = finderSplitFiles(file, catalogue, kept)
  const keyed = files.slice(1).flatMap((made): [string, string][] => (made.key === undefined ? [] : [[made.path, made.key]]))
  if (keyed.length === files.length - 1) kept?.set(WHOLE_ID, wholeState(), JSON.stringify({ manifest, files: keyed, scopes: scopeStates } satisfies KeptWhole))
  return { manifest, files }
}

/** A kept whole make's value, or undefined when its text is not one (a memo spoiled by hand): the finder is then split. */
function keptWhole(text: string | undefined): KeptWhole | undefined {
  if (text === undefined) return undefined
  try {
    const value = JSON.parse(text) as Partial<KeptWhole> | null
    const pairs = (list: unknown): list is [string, string][] => Array.isArray(list) && list.every((item) => Array.isArray(item) && typeof item[0] === 'string' && typeof item[1] === 'string')
    if (!value || typeof value.manifest !== 'object' || value.manifest === null || !pairs(value.files) || !pairs(value.scopes)) return undefined
    return { manifest: value.manifest, files: value.files, scopes: value.scopes }
  } catch {
    return undefined
  }
}
