/**
 * Hashes of text that are the same in the build and in every browser: the
 * search's and the finder's shards are chosen by them (in both). Their data
 * folders are named by the build alone (catalogue/content-version.ts).
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
