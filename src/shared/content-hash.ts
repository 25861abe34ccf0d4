/**
 * Hashes of text that are the same in the build and in every browser: the
 * search's and the finder's shards are chosen by them (in both), and the
 * folders of their data files are named by them (in the build), so a
 * changed file gives a new folder that no cache has seen.
 */

/** A 32-bit FNV-1a hash of a string's UTF-16 code units. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5
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
    a = (Math.imul(a, 31) + hashText(`${path}\n${content}`)) >>> 0
    b = (Math.imul(b, 37) + hashText(`${content}\n${path}`)) >>> 0
  }
  return `${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`
}
