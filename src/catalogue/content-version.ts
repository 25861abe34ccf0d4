import { createHash, hash } from 'node:crypto'

/**
 * A name for a set of files' version, for the build: 16 hexadecimal digits
 * of one SHA-1 of every path and content, each with its length before it
 * (no two sets of files read the same). The search's and the finder's data
 * folders are named by it, so a changed file gives a new folder that no
 * cache has seen. Node's own hashing, not a hash written in JavaScript: at
 * 100,000 tools the finder's files are some 180 MB of text, and its
 * folders' versions were some 0.16 s of a tools file's save as FNV-1a
 * (and 2 s of the cold build before they were made once); SHA-1 here goes
 * through text four times as fast. The build's alone (Node's crypto): the
 * islands read these folders and never name them, and import none of it.
 */
export function contentVersion(files: readonly (readonly [path: string, content: string])[]): string {
  // One text, hashed at once (a record's key: a call for each of 100,000 records).
  if (files.length === 1) {
    const [path, content] = files[0]!
    return hash('sha1', `${path.length}:${path}${content.length}:${content}`, 'hex').slice(0, 16)
  }
  const whole = createHash('sha1')
  // Small texts gathered and hashed together: a call for each of the many short keys a records folder is named by
  // cost more than hashing them (600,000 calls in a tools file's save at 100,000 tools).
  let gathered = ''
  for (const [path, content] of files) {
    gathered += `${path.length}:${path}${content.length}:`
    if (content.length > LARGE) {
      whole.update(gathered)
      whole.update(content)
      gathered = ''
    } else {
      gathered += content
      if (gathered.length > GATHERED) {
        whole.update(gathered)
        gathered = ''
      }
    }
  }
  whole.update(gathered)
  return whole.digest('hex').slice(0, 16)
}

/** A text hashed on its own past this length, and small ones gathered up to about this one. */
const LARGE = 4096
const GATHERED = 65_536
