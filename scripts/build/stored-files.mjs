/**
 * The build's other files (sitemap, feeds, search index, each tool's
 * record…), kept by their content in .build/cache/files/<sha256> and
 * hard-linked into dist/, as pages are: a file that did not change keeps
 * its identity from build to build, so the compress step knows it without
 * reading it (compress.mjs), and 100,000 unchanged tool records cost a
 * link each, not a write.
 */
import { mkdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { writeWhole } from '../lib/files.mjs'
import { sha256Hex } from '../lib/hash.mjs'
import { eachLimited } from '../lib/limit.mjs'
import { noteUnreadable } from './cache-entries.mjs'

/** @import { Placement } from './placement.mjs' */

/**
 * Puts each file at its path in the site, from the store.
 * @param {readonly { path: string, content: string }[]} files
 * @param {{ placement: Placement, cacheDir: string }} options
 * @returns {Promise<{ written: number, linked: number }>} files new to the store, and files taken from it
 */
export async function placeStoredFiles(files, { placement, cacheDir }) {
  await mkdir(cacheDir, { recursive: true })
  let written = 0
  await eachLimited(files, 16, async (file) => {
    const bytes = Buffer.from(file.content)
    const name = sha256Hex(bytes).slice(0, 40)
    const stored = path.join(cacheDir, name)
    // Already in the site as these bytes: nothing to check or link.
    if (placement.holds(file.path, `file ${name}`)) return placement.link(file.path, stored, { identity: `file ${name}`, size: bytes.length })
    // Taken only at its full size; one cut short is noted, and written again, whole.
    const size = await stat(stored).then((stats) => stats.size, () => undefined)
    if (size !== undefined && size !== bytes.length) noteUnreadable(stored)
    if (size !== bytes.length) {
      await writeWhole(stored, bytes)
      written += 1
    }
    await placement.link(file.path, stored, { identity: `file ${name}`, size: bytes.length })
  })
  return { written, linked: files.length - written }
}
