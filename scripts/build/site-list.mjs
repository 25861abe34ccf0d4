/**
 * The list of what a staging folder holds (publish.mjs keeps one for each
 * of the two folders it swaps): written as a build ends, or as a build
 * that stays running waits, and read by the next build staged in the
 * folder, in this process or another.
 */
import { inChunks, readLines, writeWhole } from '../lib/files.mjs'
import { HeldFiles } from './held-files.mjs'

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
 * The list of what a folder holds (path to identity), if it was written
 * for the folder of this identity (publish.mjs, folderIdentity). Written
 * and read line by line (at 100,000 tools, 836,000 files in 360,000
 * lines): its layout and its
 * folder's identity as JSON, then a line a file, its path and identity
 * with a tab between them, and where its two compressed forms are there
 * too, a tab and what their identities share (placement.mjs); then a tab
 * and the count of lines. Not a JSON array a line: parsing 836,000 of
 * them was most of reading the list. After the count, where the build
 * that wrote it had runs of lookups (placement.mjs, slotRun), their names
 * and lengths as JSON and their slots in this list, in one line of
 * base64 (runsLines); a list without them, or with them cut short or
 * unreadable, is read without runs.
 * @param {string} list
 * @param {string} identity the folder's identity now
 * @returns {Promise<HeldFiles | undefined>}
 */
export async function readList(list, identity) {
  try {
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
export function* listLines(entries, folder, runs) {
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
