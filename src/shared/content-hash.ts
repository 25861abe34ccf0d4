/**
 * Hashes of text that are the same in the build and in every browser: the
 * search's and the finder's shards are chosen by them (in both), and the
 * folders of their data files are named by them (in the build), so a
 * changed file gives a new folder that no cache has seen.
 */

/** FNV-1a's starting value. */
const FNV_START = 0x811c9dc5

/** A 32-bit FNV-1a hash of a string's UTF-16 code units. */
export function hashText(text: string): number {
  return hashOn(FNV_START, text)
}

/** FNV-1a of `text`, going on from the hash of what came before it: the hash of several texts, one after the other, without joining them. */
function hashOn(start: number, text: string): number {
  let hash = start
  for (let at = 0; at < text.length; at += 1) {
    hash ^= text.charCodeAt(at)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** A name for a set of files' version: two 32-bit hashes of every path and content, 16 hexadecimal digits. */
export function contentVersion(files: readonly (readonly [path: string, content: string])[]): string {
  let a = 0
  let b = 0
  for (const [path, content] of files) {
    // The hashes of path, "\n", content and of content, "\n", path, as if joined, in one pass over the content:
    // at 100,000 tools the finder's files are some 180 MB of text, joined twice and read twice to name their folders (2 s).
    let first = hashOn(hashOn(FNV_START, path), '\n')
    let second = FNV_START
    for (let at = 0; at < content.length; at += 1) {
      const code = content.charCodeAt(at)
      first = Math.imul(first ^ code, 0x01000193)
      second = Math.imul(second ^ code, 0x01000193)
    }
    a = (Math.imul(a, 31) + (first >>> 0)) >>> 0
    b = (Math.imul(b, 37) + hashOn(hashOn(second, '\n'), path)) >>> 0
  }
  return `${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`
}
