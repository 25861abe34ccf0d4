import { createHash, hash } from 'node:crypto'

/** Each file's text and its digest, by path: what a make of the split index keeps for the next to name its folder by. */
export type FileDigests = ReadonlyMap<string, { content: string; digest: string }>

/**
 * The version the split index's folder is named by: 16 hexadecimal digits
 * of one SHA-1 over each file's path and its own SHA-1, so a changed file
 * gives a new folder that no cache has seen. A file whose text is the
 * make before's (`before`) keeps its digest: at 110,000 items the files are
 * some 33 MB, and a retitle changes a few hundred of the 14,500. The
 * build's alone (Node's crypto).
 */
export function folderVersion(files: readonly (readonly [path: string, content: string])[], before?: FileDigests): { version: string; digests: FileDigests } {
  const digests = new Map<string, { content: string; digest: string }>()
  const whole = createHash('sha1')
  let gathered = ''
  for (const [path, content] of files) {
    const then = before?.get(path)
    const digest = then && then.content === content ? then.digest : hash('sha1', content, 'hex')
    digests.set(path, { content, digest })
    gathered += `${path.length}:${path}${digest}`
    // Gathered and hashed in parts: one call for each of 14,500 files cost more than the hashing.
    if (gathered.length > 65_536) {
      whole.update(gathered)
      gathered = ''
    }
  }
  whole.update(gathered)
  return { version: whole.digest('hex').slice(0, 16), digests }
}
