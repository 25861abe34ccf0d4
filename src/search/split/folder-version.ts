import { hash } from 'node:crypto'
import { FOLDER_DIGITS, folderGroupOf } from './layout'

/** Each file's text and its digest, by path: what a make of the split index keeps for the next to name its folders by. */
export type FileDigests = ReadonlyMap<string, { content: string; digest: string }>

/**
 * The folders the split index's files go in (layout.ts folderGroupOf): for
 * each run of files, FOLDER_DIGITS hexadecimal digits of one SHA-1 over
 * its group's name and each of its files' path and own SHA-1, so a changed
 * file gives its run a new folder that no cache has seen, and the other
 * runs keep theirs. A file whose text is the make before's (`before`)
 * keeps its digest: at 110,000 items the files are some 33 MB, and a
 * retitle changes a few hundred of the 11,000. The build's alone (Node's
 * crypto).
 */
export function folderVersions(files: readonly (readonly [path: string, content: string])[], before?: FileDigests): { folders: Record<string, string>; digests: FileDigests } {
  const digests = new Map<string, { content: string; digest: string }>()
  /** Each run's files' paths and digests, gathered by group and run: one hash a run, not a call for each of 11,000 files. */
  const gathered = new Map<string, string[]>()
  for (const [path, content] of files) {
    const then = before?.get(path)
    const digest = then && then.content === content ? then.digest : hash('sha1', content, 'hex')
    digests.set(path, { content, digest })
    const { group, run } = folderGroupOf(path)
    let runs = gathered.get(group)
    if (!runs) gathered.set(group, (runs = []))
    runs[run] = `${runs[run] ?? `${group.length}:${group}`}${path.length}:${path}${digest}`
  }
  const folders: Record<string, string> = {}
  // A run with no file (none today: the kinds are numbered from 0 without gaps) is named for its group's name alone.
  for (const [group, runs] of gathered) folders[group] = Array.from(runs, (text) => hash('sha1', text ?? group, 'hex').slice(0, FOLDER_DIGITS)).join('')
  return { folders, digests }
}
