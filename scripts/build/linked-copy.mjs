/**
 * A staging folder for a build with no site before the last one to stage
 * in (publish.mjs): the first build after a cold one, or after that site's
 * list was lost. It is made as a copy of dist/ in hard links, from dist/'s
 * own list, and the build stages in it as it would in the site before the
 * last: it changes only the files that differ from dist/.
 *
 * At 100,000 tools, a guide's edit staged in a new, empty folder took
 * 66 s, where it takes 15 to 20 s in the kept one: its 837,000 files and
 * 110,000 folders placed one by one through the build's placement, and
 * their cards and compressed forms found again. Linked here in bulk from
 * the list, the copy takes some 20 s, and the edit's build 36 s in all
 * (docs/performance.md, ninety-sixth session).
 *
 * The copy's files are dist/'s own, shared: the build never writes a file
 * in place (placement.mjs unlinks it and writes a new one), so dist/ is
 * not changed under the server reading it.
 */
import { link, mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { eachLimited } from '../lib/limit.mjs'
import { FORMS, HeldFiles } from './held-files.mjs'

/** Links and folders made at a time: enough to keep the system busy, few enough that the promises waiting stay small. */
const AT_ONCE = 64

/**
 * Makes `to` a copy of `from` in hard links: every file `held` names (its
 * list of `from`), with the compressed forms held with each, and no other
 * file. True once the copy is whole; false, with `to` removed, when any of
 * them cannot be linked (a file the list names that is not there): the
 * build then stages in a new folder, since a copy that is not what its
 * list says would publish a site without the files it lacks.
 * @param {string} from the folder copied (absolute)
 * @param {string} to a folder that is not there yet (absolute)
 * @param {HeldFiles} held what `from` holds
 * @returns {Promise<boolean>}
 */
export async function linkedCopy(from, to, held) {
  const files = filesOf(held)
  try {
    await mkdir(to, { recursive: true })
    // Each folder once, parents before their children, each depth's at once.
    const byDepth = foldersByDepth(files)
    for (const folders of byDepth) await eachLimited(folders, AT_ONCE, (folder) => mkdir(path.join(to, folder)))
    await eachLimited(files, AT_ONCE, (file) => link(path.join(from, file), path.join(to, file)))
    return true
  } catch {
    await rm(to, { recursive: true, force: true })
    return false
  }
}

/**
 * Every path a list names: its files, and the forms held with them.
 * @param {HeldFiles} held
 * @returns {string[]}
 */
function filesOf(held) {
  /** @type {string[]} */
  const files = []
  for (const [file, , forms] of held.entries()) {
    files.push(file)
    if (forms !== undefined) for (let form = 1; form <= FORMS.length; form += 1) files.push(HeldFiles.pathOf(file, form))
  }
  return files
}

/**
 * The folders these files are in, and every folder above them, by depth ("a" is 0, "a/b" is 1).
 * @param {readonly string[]} files relative, with "/"
 * @returns {string[][]}
 */
export function foldersByDepth(files) {
  /** @type {Set<string>} */
  const seen = new Set()
  /** @type {string[][]} */
  const byDepth = []
  for (const file of files) {
    // From the file's own folder up, stopping at the first one already seen: its parents are then seen too.
    for (let end = file.lastIndexOf('/'); end > 0; end = file.lastIndexOf('/', end - 1)) {
      const folder = file.slice(0, end)
      if (seen.has(folder)) break
      seen.add(folder)
      let depth = 0
      for (let at = folder.indexOf('/'); at >= 0; at = folder.indexOf('/', at + 1)) depth += 1
      ;(byDepth[depth] ??= []).push(folder)
    }
  }
  return Array.from(byDepth, (folders) => folders ?? [])
}
