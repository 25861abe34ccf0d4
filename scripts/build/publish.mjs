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
import { inChunks, readLines, writeWhole, writeWholeSync } from '../lib/files.mjs'
import { sha256Hex } from '../lib/hash.mjs'
import { HeldFiles } from './held-files.mjs'
import { linkedCopy } from './linked-copy.mjs'
import { Placement } from './placement.mjs'

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
 * The list's layout, named in its first line: a list of another layout is not read, but for the one before,
 * which had no forms on a file's line (its forms are taken in with their files as it is read).
 */
const LIST_LAYOUT = 'site list 3'
const LIST_LAYOUTS = new Set([LIST_LAYOUT, 'site list 2'])

// One expression for every field: a literal in the function is a new object at each call (837,000 a list at 100,000 tools).
const NOT_AS_IT_IS = /[\t\n\r]|^"/

/**
 * A path or an identity as a field of the list: as it is, or as a JSON
 * string where it holds a tab or a line break, or starts with a quote
 * (none does today: paths come from routes and public/, identities from
 * hashes and names). A field in JSON holds neither a tab nor a line break.
 * @param {string} text
 */
const fieldOf = (text) => (NOT_AS_IT_IS.test(text) ? JSON.stringify(text) : text)

/**
 * A field's text (fieldOf's inverse).
 * @param {string} field
 * @returns {string}
 */
const fieldText = (field) => (field.charCodeAt(0) === 34 ? JSON.parse(field) : field)

/**
 * The list kept for `folder` (what it holds, path to identity), if it is
 * the folder the list was written for. Written and read line by line
 * (at 100,000 tools, 836,000 files in 360,000 lines): its layout and its
 * folder's identity as JSON, then a line a file, its path and identity
 * with a tab between them, and where its two compressed forms are there
 * too, a tab and what their identities share (placement.mjs); then a tab
 * and the count of lines. Not a JSON array a line: parsing 836,000 of
 * them was most of reading the list. After the count, where the build
 * that wrote it had runs of lookups (placement.mjs, slotRun), their names
 * and lengths as JSON and their slots in this list, in one line of
 * base64 (runsLines); a list without them, or with them cut short or
 * unreadable, is read without runs.
 * @param {string} folder
 * @param {string} list
 * @returns {Promise<HeldFiles | undefined>}
 */
async function readList(folder, list) {
  try {
    const identity = await folderIdentity(folder)
    const files = new HeldFiles()
    let first = true
    /** @type {HeldFiles | undefined} the list, once its count is read */
    let listed
    /** @type {string | undefined} the runs' names and lengths, once read */
    let runsHeader
    for await (const lines of readLines(list)) {
      for (const line of lines) {
        if (first) {
          const header = JSON.parse(line)
          if (!LIST_LAYOUTS.has(header?.layout) || header.folder !== identity) return undefined
          first = false
          continue
        }
        if (listed) {
          if (runsHeader === undefined) runsHeader = line
          else return withRunsRead(listed, runsHeader, line)
          continue
        }
        const tab = line.indexOf('\t')
        if (tab === 0) {
          if (line.slice(1) !== String(files.places)) return undefined
          listed = files.withFormsTakenIn()
          continue
        }
        if (tab < 0) return undefined
        const second = line.indexOf('\t', tab + 1)
        if (second < 0) files.add(fieldText(line.slice(0, tab)), fieldText(line.slice(tab + 1)))
        else files.add(fieldText(line.slice(0, tab)), fieldText(line.slice(tab + 1, second)), fieldText(line.slice(second + 1)))
      }
    }
    return listed
  } catch {
    return undefined
  }
}

/**
 * The list with the runs read from its last two lines (runsLines), where they are whole; else as it is. Each slot is
 * tried, and checked by its place's path, before it is taken (HeldFiles.slotFrom): runs that do not fit cost lookups.
 * @param {HeldFiles} listed
 * @param {string} header
 * @param {string} payload
 */
function withRunsRead(listed, header, payload) {
  try {
    const named = JSON.parse(header)?.runs
    const bytes = Buffer.from(payload, 'base64')
    if (!Array.isArray(named) || bytes.length % 4 !== 0) return listed
    const slots = new Int32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length))
    /** @type {Map<string, Int32Array>} */
    const runs = new Map()
    let at = 0
    for (const [name, length] of named) {
      if (typeof name !== 'string' || !Number.isInteger(length) || length < 0 || at + length > slots.length) return listed
      runs.set(name, slots.slice(at, at + length))
      at += length
    }
    if (at === slots.length) listed.runs = runs
  } catch {}
  return listed
}

/**
 * Writes the list of what a folder holds, from its entries (a placement's listEntries, or a held list's: HeldFiles entries).
 * @param {string} list
 * @param {Iterable<[file: string, identity: string, forms?: string]>} entries
 * @param {string} folder the folder's identity (folderIdentity), which a rename keeps
 * @param {ReadonlyMap<string, Int32Array>} [runs] runs of lookups as slots of this list (Placement.runsOfList, HeldFiles.runsByLine)
 */
export async function writeList(list, entries, folder, runs) {
  await writeWhole(list, inChunks(listLines(entries, folder, runs)))
}

/**
 * The lines of a folder's list (writeList).
 * @param {Iterable<[file: string, identity: string, forms?: string]>} entries
 * @param {string} folder
 * @param {ReadonlyMap<string, Int32Array>} [runs]
 */
function* listLines(entries, folder, runs) {
  yield `${JSON.stringify({ layout: LIST_LAYOUT, folder })}\n`
  let count = 0
  for (const [file, identity, forms] of entries) {
    yield forms === undefined ? `${fieldOf(file)}\t${fieldOf(identity)}\n` : `${fieldOf(file)}\t${fieldOf(identity)}\t${fieldOf(forms)}\n`
    count += 1
  }
  yield `\t${count}\n`
  if (runs && runs.size > 0) yield* runsLines(runs)
}

/**
 * A list's runs of lookups, after its count: their names and lengths as JSON, then every slot, run after run, as one
 * line of base64 (at 100,000 tools, 330,000 slots in 1.8 MB). A one-shot build reads its folder's list anew, and with
 * them tries each kept file's slot before it looks the file up, as a build that stays running does.
 * @param {ReadonlyMap<string, Int32Array>} runs
 */
function* runsLines(runs) {
  yield `${JSON.stringify({ runs: [...runs].map(([name, slots]) => [name, slots.length]) })}\n`
  const all = new Int32Array([...runs.values()].reduce((sum, slots) => sum + slots.length, 0))
  let at = 0
  for (const slots of runs.values()) {
    all.set(slots, at)
    at += slots.length
  }
  yield `${Buffer.from(all.buffer, all.byteOffset, all.byteLength).toString('base64')}\n`
}

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
      : await readList(previous, previousListFile(root, dist))
  await rm(previousListFile(root, dist), { force: true })
  if (had) {
    await rename(previous, staging)
    return new Placement(staging, had)
  }
  await rm(previous, { recursive: true, force: true })
  // None (the first build after a cold one): a copy of dist/ in hard links, by its own list (linked-copy.mjs).
  const served = existsSync(dist) ? await readList(dist, currentListFile(root, dist)) : undefined
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
  const held = await readList(previous, previousListFile(root, dist))
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
    await writeList(currentListFile(root, dist), held.entries(), folder, held.runsByLine(held.linesOfEntries()))
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
