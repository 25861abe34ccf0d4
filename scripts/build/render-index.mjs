/**
 * Every route's render record in one file, so that a build reads one file
 * instead of one per route (at 10,000 tools, 11,000 reads and as many
 * stats were some 5 s of an edit's build on this host). A record's links,
 * ids and dependencies are mostly the same strings on every page (the
 * menus, the footer), so the file keeps each string once and the records
 * point into that list.
 *
 * The file is written and read line by line: at 100,000 routes it was
 * some 100 MB, which as one JSON text took the build past its memory
 * budget (36 MB since the records keep only the links the check looks
 * at: src/server/link-check.ts, checkedHref). Each line is a JSON array:
 * ["s", text, …] defines the next strings, ["l", list, …] the next lists
 * of ids (each as positions of strings), ["r", route, key, dependsOn,
 * digest, links, ids, htmlBytes] a record (dependsOn and links as
 * positions of strings defined above it, ids as the position of a list,
 * or null), and ["end", lines] closes the file. The strings the records
 * of some 64 KB of lines use first are one line before them: at 100,000
 * tools the index held 1.1 million strings (343,000 now), and a line for
 * each was a third of the time reading it took, and most of its garbage.
 * A page's ids are its template's: 110,600 pages have 2,038 lists of
 * them, read as one list each, not one a page.
 *
 * An edit changes a few records of 100,000, and writing them all again
 * was 5 s of a guide's edit at that size. So the records that changed
 * since the whole file was written go to a second file beside it,
 * `<file>.changes`, with ["gone", route] for routes that went; it names
 * the whole file it changes, and is read over it. Once it holds more
 * than MOST_CHANGES routes, the whole file is written again and it goes.
 *
 * The whole file's first line names the key base (the server code and
 * the client assets every route's key starts from): under another, no
 * record's key can match, so none is read. When the server code changed,
 * every page is rendered again, and the last build's records (some 300 MB
 * at 100,000 tools) were read and held for nothing while they were.
 *
 * Each file's first line also names the tools' side of the content
 * (`toolSide`: one hash of every tool and of what their relations are
 * worked out from, src/server/dependency-digest.ts) that the build which
 * wrote it checked every record against, the changes file's over the
 * whole file's. A build whose tools' side is the same knows that a record
 * that read nothing else has the digest it had, without working it out.
 *
 * The index is a shortcut, not the truth: each record is also kept in
 * its own file (render-pages.mjs), which a build reads when the index is
 * missing, cut short or of another layout.
 */
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { createWriteStream, existsSync } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import { finished } from 'node:stream/promises'
import { readLines, writeWhole } from '../lib/files.mjs'
import { noteUnreadable } from './cache-entries.mjs'

/**
 * A route's record: the cache key it was rendered under and what render-pages.mjs keeps of it.
 * @typedef {{ key: string, dependsOn: string[], dependencyDigest: string, links: string[], ids: string[] | null, htmlBytes: number }} IndexedRecord
 */

/**
 * The index as a build reads it: every record, the whole file's name for
 * itself (null when there is none), the routes its changes file holds, and
 * the tools' side of the content its records were checked against (null
 * when it names none).
 * @typedef {{ records: Map<string, IndexedRecord>, base: string | null, changed: Set<string>, toolSide: string | null }} RenderIndex
 */

/** Each file's first line names its layout: an index of another layout is not read. */
const LAYOUT = 'render index 5'
const CHANGES_LAYOUT = 'render index changes 5'

/** Routes the changes file may hold before the whole file is written again. */
export const MOST_CHANGES = 5000

/** @param {string} file */
const changesFile = (file) => `${file}.changes`

/**
 * Reads one file of the index into `records`; returns its first line's value, undefined when it is missing,
 * null when it is of another layout or (given one) another key base. Throws when it is cut short or not an index's.
 * @param {string} file
 * @param {string} layout
 * @param {Map<string, IndexedRecord>} records
 * @param {Set<string>} [routes] told each route the file names
 * @param {string} [keyBase] the key base its first line must name
 * @returns {Promise<Record<string, unknown> | null | undefined>}
 */
async function readIndexFile(file, layout, records, routes, keyBase) {
  /** @type {string[]} */
  const strings = []
  /** @type {string[][]} the lists of ids, each read once and shared by the records that have it */
  const lists = []
  /**
   * A list of positions in `strings`, made the list of their strings in place: the row it came in is not kept, and
   * a copy for each of a record's two lists was some 220,000 arrays more for the collector at 100,000 tools.
   * @param {unknown} list
   * @returns {string[]}
   */
  const named = (list) => {
    if (!Array.isArray(list)) throw new Error('not a list')
    for (let at = 0; at < list.length; at += 1) {
      const text = strings[list[at]]
      if (typeof text !== 'string') throw new Error('not a string')
      list[at] = text
    }
    return list
  }
  /** @type {Record<string, unknown> | undefined} */
  let header
  let lines = 0
  let ended = false
  for await (const batch of readLines(file)) {
    for (const line of batch) {
      if (!header) {
        header = JSON.parse(line)
        // Of another layout or key base (other code's): not read, and not unreadable either.
        if (!header || header.layout !== layout || (keyBase !== undefined && header.keyBase !== keyBase)) return null
        continue
      }
      const row = JSON.parse(line)
      if (ended || !Array.isArray(row)) throw new Error('not a line of the index')
      if (row[0] === 's') {
        for (let at = 1; at < row.length; at += 1) {
          const text = row[at]
          if (typeof text !== 'string') throw new Error('not a string')
          strings.push(text)
        }
      } else if (row[0] === 'l') {
        for (let at = 1; at < row.length; at += 1) lists.push(named(row[at]))
      } else if (row[0] === 'r') {
        const [, route, key, dependsOn, dependencyDigest, links, ids, htmlBytes] = row
        if (typeof route !== 'string' || typeof key !== 'string' || typeof dependencyDigest !== 'string' || typeof htmlBytes !== 'number') throw new Error('not a record')
        const idList = ids === null ? null : typeof ids === 'number' ? lists[ids] : undefined
        if (idList === undefined) throw new Error('not a list')
        records.set(route, { key, dependsOn: named(dependsOn), dependencyDigest, links: named(links), ids: idList, htmlBytes })
        routes?.add(route)
      } else if (row[0] === 'gone' && typeof row[1] === 'string') {
        records.delete(row[1])
        routes?.add(row[1])
      } else if (row[0] === 'end' && row[1] === lines) ended = true
      else throw new Error('not a line of the index')
      lines += 1
    }
  }
  if (header && !ended) throw new Error('cut short')
  return header
}

/**
 * @param {string} file
 * @param {string} [keyBase] what this build's keys start from (render-pages.mjs)
 * @returns {Promise<RenderIndex>} empty when the file is missing, cut short, not of this layout or of another key base
 */
export async function readRenderIndex(file, keyBase = '') {
  /** @type {Map<string, IndexedRecord>} */
  const records = new Map()
  /** @type {Set<string>} */
  const changed = new Set()
  let reading = file
  /** @param {Record<string, unknown>} header */
  const toolSideOf = (header) => (typeof header.toolSide === 'string' ? header.toolSide : null)
  try {
    const header = await readIndexFile(file, LAYOUT, records, undefined, keyBase)
    if (!header) return { records: new Map(), base: null, changed, toolSide: null }
    const id = String(header.id)
    reading = changesFile(file)
    const changes = await readIndexFile(reading, CHANGES_LAYOUT, records, changed)
    // Changes to another whole file: left by a build stopped between writing the whole file and removing them.
    if (changes === null || (changes && changes.base !== id)) throw new Error('changes to another index')
    // The last build's: its changes file when it wrote one, else the whole file.
    return { records, base: id, changed, toolSide: toolSideOf(changes ?? header) }
  } catch {
    noteUnreadable(reading)
    return { records: new Map(), base: null, changed: new Set(), toolSide: null }
  }
}

/** The index of the version before (keepRenderIndex), beside the index. @param {string} file */
export const beforeFile = (file) => `${file}.before`

/**
 * Keeps the index about to be replaced by one of a new key base as the version before, with its changes file, in
 * place of the one kept before it.
 * @param {string} file
 */
async function keepIndexBefore(file) {
  if (!existsSync(file)) return
  await rm(changesFile(beforeFile(file)), { force: true })
  await rename(file, beforeFile(file))
  if (existsSync(changesFile(file))) await rename(changesFile(file), changesFile(beforeFile(file)))
}

/**
 * The keys of the records an index file holds, its changes file read over it, whatever their key base; undefined when
 * the whole file is missing, of another layout, or either cannot be read to its end (render-prune.mjs keeps the
 * renders they name). Only the records' lines are parsed: their strings are not needed.
 * @param {string} file
 * @returns {Promise<Set<string> | undefined>}
 */
export async function keysOfIndex(file) {
  /** @type {Map<string, string>} each route's key */
  const keys = new Map()
  /** @param {string} name @param {string} layout */
  const read = async (name, layout) => {
    let header = true
    let ended = false
    for await (const batch of readLines(name)) {
      for (const line of batch) {
        if (header) {
          if (JSON.parse(line)?.layout !== layout) return false
          header = false
        } else if (line.startsWith('["r",') || line.startsWith('["gone",')) {
          const [kind, route, key] = JSON.parse(line)
          if (typeof route !== 'string' || (kind === 'r' && typeof key !== 'string')) return false
          if (kind === 'r') keys.set(route, key)
          else keys.delete(route)
        } else if (line.startsWith('["end",')) ended = true
      }
    }
    return ended
  }
  try {
    if (!(await read(file, LAYOUT))) return undefined
    return !existsSync(changesFile(file)) || (await read(changesFile(file), CHANGES_LAYOUT)) ? new Set(keys.values()) : undefined
  } catch {
    return undefined
  }
}

/**
 * The lines of an index file: its first line, then the records (each some
 * 64 KB of them after one line of the strings and one of the lists of ids
 * they are the first to use), the routes gone, and the end.
 * @param {Record<string, unknown>} header
 * @param {Iterable<[string, IndexedRecord | undefined]>} entries a record by route, or undefined for a route gone
 * @returns {Generator<string>}
 */
function* indexLines(header, entries) {
  /** @type {Map<string, number>} */
  const at = new Map()
  let lines = 0
  /** @type {string[]} strings the rows below use first */
  let strings = []
  /** @type {Map<string, number>} each list of ids by its positions */
  const listAt = new Map()
  /** @type {number[][]} lists the rows below use first */
  let lists = []
  let rows = ''
  /** @param {readonly string[]} list */
  const positions = (list) =>
    list.map((text) => {
      let position = at.get(text)
      if (position === undefined) {
        at.set(text, (position = at.size))
        strings.push(text)
      }
      return position
    })
  /** @param {readonly string[]} ids */
  const listOf = (ids) => {
    const list = positions(ids)
    const known = String(list)
    let position = listAt.get(known)
    if (position === undefined) {
      listAt.set(known, (position = listAt.size))
      lists.push(list)
    }
    return position
  }
  /** The strings, the lists, then the rows that use them. */
  const flush = () => {
    let lead = ''
    for (const line of [strings.length > 0 && ['s', ...strings], lists.length > 0 && ['l', ...lists]]) {
      if (!line) continue
      lead += `${JSON.stringify(line)}\n`
      lines += 1
    }
    const text = `${lead}${rows}`
    strings = []
    lists = []
    rows = ''
    return text
  }
  yield `${JSON.stringify(header)}\n`
  for (const [route, record] of entries) {
    const row = record ? ['r', route, record.key, positions(record.dependsOn), record.dependencyDigest, positions(record.links), record.ids && listOf(record.ids), record.htmlBytes] : ['gone', route]
    rows += `${JSON.stringify(row)}\n`
    lines += 1
    if (rows.length >= 65_536) yield flush()
  }
  const last = flush()
  yield `${last}${JSON.stringify(['end', lines])}\n`
}

/**
 * Writes the whole index, line by line, and removes its changes file.
 * @param {string} file
 * @param {ReadonlyMap<string, IndexedRecord>} records by route
 * @param {string} [keyBase] what their keys start from
 * @param {string | null} [toolSide] the tools' side every record was checked against, if known
 */
export async function writeRenderIndex(file, records, keyBase = '', toolSide = null) {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  const id = randomBytes(8).toString('hex')
  try {
    const stream = createWriteStream(temporary)
    for (const chunk of indexLines({ layout: LAYOUT, id, keyBase, toolSide }, records)) {
      if (!stream.write(chunk)) await once(stream, 'drain')
    }
    stream.end()
    await finished(stream)
    await rename(temporary, file)
  } finally {
    await rm(temporary, { force: true })
  }
  // After the whole file: changes left by a stopped build name the file before, and are not read over this one.
  await rm(changesFile(file), { force: true })
  return id
}

/**
 * Keeps this build's records: nothing when none changed; the changes file
 * when it stays small; else the whole index.
 * @param {string} file
 * @param {object} build
 * @param {RenderIndex} build.read the index as the build read it; `records` left holding the routes it did not see (gone)
 * @param {Map<string, IndexedRecord>} build.records every route's record this build, handed over: the index returned holds it
 * @param {ReadonlySet<string>} build.changed the routes whose record is not the one read (or that have none now)
 * @param {string} [build.keyBase] what this build's keys start from
 * @param {string | null} [build.toolSide] the tools' side this build checked every record against
 * @returns {Promise<{ wrote: 'kept' | 'changes' | 'whole', index: RenderIndex, newVersion?: boolean }>} what it wrote, and the index as the next build would read it
 *   (its records this build's `records`, not copied, and so no longer this build's to change: a build that stays running takes it
 *   as it is, scripts/build/watch.mjs)
 */
export async function keepRenderIndex(file, { read, records, changed, keyBase = '', toolSide = null }) {
  const gone = [...read.records.keys()]
  if (changed.size === 0 && gone.length === 0 && toolSide === read.toolSide) return { wrote: 'kept', index: { records, base: read.base, changed: read.changed, toolSide } }
  const routes = new Set([...read.changed, ...changed, ...gone])
  if (read.base === null || routes.size > MOST_CHANGES) {
    // None read under this key base (new code, or a first build): the index there was is kept as the version before, whose
    // renders the cache keeps with this one's (render-prune.mjs).
    const newVersion = read.base === null
    if (newVersion) await keepIndexBefore(file)
    const base = await writeRenderIndex(file, records, keyBase, toolSide)
    return { wrote: 'whole', index: { records, base, changed: new Set(), toolSide }, newVersion }
  }
  const entries = [...routes].map((route) => /** @type {[string, IndexedRecord | undefined]} */ ([route, records.get(route)]))
  await writeWhole(changesFile(file), [...indexLines({ layout: CHANGES_LAYOUT, base: read.base, toolSide }, entries)].join(''))
  return { wrote: 'changes', index: { records, base: read.base, changed: routes, toolSide } }
}
