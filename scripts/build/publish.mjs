/**
 * The build writes the site to a staging folder beside dist/ and puts it in
 * place only when every step has passed: two renames, so a server reading
 * dist/ sees the old site or the new one, never a mix. A failed or
 * interrupted build leaves dist/ as it was; its staging folder is kept,
 * with the list of what it holds so far, as the site before the last one
 * (leaveBuild), or removed by the next build when the process was killed
 * outright.
 *
 * The site the swap replaces is kept (.dist-previous), with the list of
 * what it holds (placement.mjs), and the next build stages its site there:
 * it changes only the files that differ, instead of linking every file
 * of the site into a new folder and removing the old one (at 10,000 tools,
 * 93,000 files: a minute of system calls between the two). The list is
 * kept under .build/publish/ with the folder's inode and birth time, and a
 * folder that does not match its list is never reused.
 */
import { existsSync, renameSync, rmSync, statSync } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { inChunks, writeWholeSync } from '../lib/files.mjs'
import { sha256Hex } from '../lib/hash.mjs'
import { linkedCopy } from './linked-copy.mjs'
import { Placement } from './placement.mjs'
import { listLines, readList, writeList } from './site-list.mjs'

/** @import { HeldFiles } from './held-files.mjs' */

/**
 * The folders beside `dist`: where a build writes, and where the old site waits during the swap.
 * @param {string} dist absolute
 */
export function stagingPaths(dist) {
  const base = path.join(path.dirname(dist), `.${path.basename(dist)}`)
  return { staging: `${base}-staging`, previous: `${base}-previous` }
}

/**
 * Before a build: a swap cut short between its two renames left the old
 * site in `previous` and no dist/; it goes back. Leftovers are removed.
 * @param {string} dist
 */
export async function recoverEarlierBuild(dist) {
  const { staging, previous } = stagingPaths(dist)
  if (!existsSync(dist) && existsSync(previous)) await rename(previous, dist)
  await rm(staging, { recursive: true, force: true })
}

/**
 * Where the lists of what each folder holds are kept: under the project's
 * .build/, one folder per dist/ (parallel builds write elsewhere), named by
 * where dist/ is from the project, not on the disk: a project moved or
 * renamed keeps its kept site (named by the absolute path, its next two
 * builds each placed every file anew, some 80 s at 100,000 tools).
 * @param {string} root the project
 * @param {string} dist absolute
 */
const listsFolder = (root, dist) => path.join(root, '.build', 'publish', `${path.basename(dist)}-${sha256Hex(path.relative(root, dist)).slice(0, 12)}`)

/**
 * The list of the folder the next build stages in (the site before the one being served), beside dist/'s own.
 * @param {string} root the project
 * @param {string} dist absolute
 */
export const previousListFile = (root, dist) => path.join(listsFolder(root, dist), 'previous.json')

/**
 * The list of dist/ itself.
 * @param {string} root the project
 * @param {string} dist absolute
 */
const currentListFile = (root, dist) => path.join(listsFolder(root, dist), 'current.json')

/**
 * A folder's identity on disk: its inode and birth time, which renames keep.
 * @param {string} folder
 */
export const folderIdentity = async (folder) => identityOfFolder(await stat(folder, { bigint: true }))

/** @param {import('node:fs').BigIntStats} stats */
const identityOfFolder = (stats) => `${stats.ino}:${stats.birthtimeNs}`

/**
 * The list kept for `folder`, if it is the folder the list was written for (site-list.mjs).
 * @param {string} folder
 * @param {string} list
 */
const readFolderList = (folder, list) => folderIdentity(folder).then((identity) => readList(list, identity), () => undefined)

/**
 * The staging folder to build in: the site before the one being served,
 * when it is there with its list (only the files that differ are then
 * written); else a copy of dist/ made of hard links from dist/'s own list
 * (linked-copy.mjs), when it has one; else a new, empty folder.
 * @param {string} root the project
 * @param {string} dist absolute
 * @param {PreparedStaging} [prepared] its list, read before (prepareStaging): taken while the folder is the one it was read for
 * @returns {Promise<Placement>}
 */
export async function openStaging(root, dist, prepared) {
  const { staging, previous } = stagingPaths(dist)
  const lists = listsFolder(root, dist)
  await mkdir(lists, { recursive: true })
  const had = !existsSync(previous)
    ? undefined
    : prepared && prepared.folder === (await folderIdentity(previous))
      ? prepared.held
      : await readFolderList(previous, previousListFile(root, dist))
  await rm(previousListFile(root, dist), { force: true })
  if (had) {
    await rename(previous, staging)
    return new Placement(staging, had)
  }
  await rm(previous, { recursive: true, force: true })
  // None (the first build after a cold one): a copy of dist/ in hard links, by its own list (linked-copy.mjs).
  const served = existsSync(dist) ? await readFolderList(dist, currentListFile(root, dist)) : undefined
  const copying = performance.now()
  if (served && (await linkedCopy(dist, staging, served))) return new Placement(staging, served, { copied: true, copyMs: performance.now() - copying })
  await mkdir(staging, { recursive: true })
  return new Placement(staging)
}

/** A staging folder's list, read ahead, with the folder's identity then. @typedef {{ folder: string, held: HeldFiles }} PreparedStaging */

/**
 * The list of the folder the next build will stage in, read now: a build
 * that stays running (watch.mjs) reads it while it waits for the next save,
 * not after it (at 100,000 tools, 837,000 files: 1 s). Or not read at all,
 * when it is one of the lists this process wrote (swapIn): the folder it
 * published two builds before. Read, it was 0.85 to 3 s of the wait after
 * a tools file's save at 100,000 tools, and a save 2 s after the last one
 * waited for it.
 * @param {string} root the project
 * @param {string} dist absolute
 * @param {ReadonlyMap<string, HeldFiles>} [written] the lists this process wrote, by their folders' identities
 * @returns {Promise<PreparedStaging | undefined>}
 */
export async function prepareStaging(root, dist, written = new Map()) {
  const { previous } = stagingPaths(dist)
  if (!existsSync(previous)) return undefined
  const folder = await folderIdentity(previous)
  const known = written.get(folder)
  if (known) return { folder, held: known }
  const held = await readFolderList(previous, previousListFile(root, dist))
  return held && { folder, held }
}

/**
 * Puts the staged site in place of dist/; the old one is kept in
 * `previous`, with its list, for the next build to stage in.
 * @param {string} root the project
 * @param {string} dist
 * @param {Placement} placement what the staged site holds
 * @param {{ listLater?: boolean }} [options] listLater: the new dist/'s list is not written here, and a function that writes it is
 *   returned, for a build that stays running to call while it waits for the next save, and before its next build stages in a
 *   folder (watch.mjs): at 100,000 tools, writing the list of 837,000 files was some 0.4 s of each build. Until it is written, the
 *   new dist/ has no list, and a build that found it so would stage in a new folder, as after any list that is not there. The
 *   function gives the list as written, with the folder's identity, for that build to hold (prepareStaging).
 * @returns {Promise<(() => Promise<PreparedStaging>) | undefined>}
 */
export async function swapIn(root, dist, placement, { listLater = false } = {}) {
  const { staging, previous } = stagingPaths(dist)
  const lists = listsFolder(root, dist)
  // Its identity now: a rename keeps it, and the folder is no longer here once renamed.
  const folder = await folderIdentity(staging)
  if (!listLater) await writeList(path.join(lists, 'staging.json'), placement.listEntries(), folder, placement.runsOfList())
  if (existsSync(dist)) await rename(dist, previous)
  await rename(staging, dist)
  // The lists follow their folders; one that does not (cut short here) is not trusted, by its folder's identity.
  await rename(currentListFile(root, dist), previousListFile(root, dist)).catch(() => {})
  if (!listLater) return void (await rename(path.join(lists, 'staging.json'), currentListFile(root, dist)))
  return async () => {
    const held = placement.heldAfter()
    await writeList(currentListFile(root, dist), held.entries(), folder, held.runsOfList())
    return { folder, held }
  }
}

/** What a stopped build left: the line that says what dist/ holds, and the folder it kept with its list, if it kept one. @typedef {{ said: string, staging?: PreparedStaging }} Left */

/** @type {WeakMap<Placement, Promise<Left>>} each stopped build's leaving, once: a failure and an interruption may both ask */
const leaving = new WeakMap()

/**
 * After a failure or an interruption: stops the build where it is, keeps
 * its staging folder as the site before the last one, with the list of
 * what it holds (Placement.heldWhenStopped), for the next build to stage
 * in, and says what dist/ holds. An edit's build that failed at 100,000
 * tools (a date mistyped) took over a minute removing the folder, and the
 * next build placed its 837,000 files anew. Removed instead when there is
 * no dist/ (a first build: the next would take the folder for a site cut
 * between the swap's renames) or when it cannot be kept. A build that
 * stays running takes the folder's list as it was kept, not read again
 * (at 100,000 tools, 837,000 files).
 * @param {string} root the project
 * @param {string} dist
 * @param {string} label how to name dist/ to the writer ("dist/")
 * @param {Placement} [placement] the build's, once its staging folder is open
 * @returns {Promise<Left>}
 */
export function leaveBuild(root, dist, label, placement) {
  if (!placement) return Promise.resolve({ said: abandonBuild(dist, label) })
  let left = leaving.get(placement)
  if (!left) {
    const removed = () => ({ said: abandonBuild(dist, label) })
    left = keepStaged(root, dist, placement).then((staging) => (staging ? { said: whatDistHolds(dist, label), staging } : removed()), removed)
    leaving.set(placement, left)
  }
  return left
}

/**
 * Keeps the stopped build's staging folder as the site before the last one, with its list; the folder and its list, or
 * undefined when it is not kept.
 * @param {string} root
 * @param {string} dist
 * @param {Placement} placement
 */
async function keepStaged(root, dist, placement) {
  const { staging, previous } = stagingPaths(dist)
  await placement.stop()
  if (!existsSync(dist) || !existsSync(staging) || existsSync(previous) || placement.root !== staging) return undefined
  // From here in one synchronous run: at an await, the stopped build would go on meanwhile (at 100,000 tools, reading its
  // render index for seconds before the process could exit).
  const { held, drop } = placement.heldWhenStopped()
  for (const file of drop) rmSync(path.join(staging, file), { force: true })
  const folder = identityOfFolder(statSync(staging, { bigint: true }))
  renameSync(staging, previous)
  writeWholeSync(previousListFile(root, dist), inChunks(listLines(held.entries(), folder)))
  return { folder, held }
}

/**
 * After a failure or an interruption: removes the staging folder (at once,
 * since the process may be about to exit) and says what dist/ holds.
 * @param {string} dist
 * @param {string} label how to name dist/ to the writer ("dist/")
 * @returns {string} one line
 */
export function abandonBuild(dist, label) {
  rmSync(stagingPaths(dist).staging, { recursive: true, force: true })
  return whatDistHolds(dist, label)
}

/**
 * What dist/ holds after a build that did not publish, in one line.
 * @param {string} dist
 * @param {string} label
 */
function whatDistHolds(dist, label) {
  if (!existsSync(dist)) return `${label} not written (there was no earlier build).`
  return `${label} unchanged (last built ${formatLocal(lastBuilt(dist))}).`
}

/**
 * When dist/ was built: when the folder was last renamed into place (swapIn), which sets its inode's change
 * time. Not a file's time inside it: a build writes only the files that changed, so 404.html kept its first build's.
 * @param {string} dist
 */
function lastBuilt(dist) {
  return statSync(dist).ctime
}

/**
 * "2026-11-23 20:41" in the machine's time zone.
 * @param {Date} date
 */
export function formatLocal(date) {
  const two = (/** @type {number} */ n) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`
}
