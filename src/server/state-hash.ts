import { createHash, hash } from 'node:crypto'

/**
 * Hashes of the content's state as the render cache compares it
 * (render-dependencies.ts, dependency-digest.ts). The build's tools reader
 * hashes each tool here as it checks the file, so this module is all that
 * reader needs of the render cache.
 */

/** JSON of a value, leaving out functions (page loaders) and a page's listing (its own key). */
export const stateText = (value: unknown) => JSON.stringify(value, (key, inner: unknown) => (key === 'load' || key === 'listing' || key === 'todos' ? undefined : inner))

/** Texts longer than this are hashed a piece at a time (see sha256Text). */
const PIECE = 1 << 16

/**
 * A text's sha256. A short one in one call: at 100,000 tools a build hashes
 * some 300,000 of them, and `createHash` with `update` and `digest` took 2.6
 * times as long. A long one (the state of every page or tool, tens of MB)
 * a piece at a time: V8 turns a long text into bytes at a fraction of the
 * speed it turns short ones (a 77 MB text 1,030 ms at once, 52 ms in pieces,
 * on this host), and the hash of the pieces is the same. A piece never ends
 * between the two halves of a surrogate pair, which would change the bytes.
 */
export function sha256Text(text: string): string {
  if (text.length <= PIECE) return hash('sha256', text, 'base64url')
  const whole = createHash('sha256')
  for (let at = 0; at < text.length; ) {
    let end = Math.min(at + PIECE, text.length)
    const last = text.charCodeAt(end - 1)
    if (last >= 0xd800 && last <= 0xdbff && end < text.length) end += 1
    whole.update(text.slice(at, end))
    at = end
  }
  return whole.digest('base64url')
}

/**
 * A hash of a tool's data as checked: made once, where the build's tools
 * reader checks the file, and kept with the check while the file is
 * unchanged (scripts/build/tools-data.mjs), so a build does not write out
 * every tool's data as text to compare it (some 20 s at 100,000 tools).
 */
export const toolDataHash = (data: unknown) => sha256Text(stateText(data))
