/** Listing the files of a folder, the one way every script does it. */
import { readdir } from 'node:fs/promises'
import path from 'node:path'

/**
 * Every file under a folder, at any depth, as paths relative to it with "/"
 * between folders, sorted so that a hash over them or a list of them comes
 * out the same on every run. A folder that does not exist has no files.
 * @param {string} folder
 * @returns {Promise<string[]>}
 */
export async function filesUnder(folder) {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}
