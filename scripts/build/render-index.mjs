/**
 * Every route's render record in one file, so that a build reads one file
 * instead of one per route (at 10,000 tools, 11,000 reads and as many
 * stats were some 5 s of an edit's build on this host). A record's links,
 * ids and dependencies are mostly the same strings on every page (the
 * menus, the footer), so the file keeps each string once and the records
 * point into that list.
 *
 * The file is written and read line by line: at 100,000 routes it is
 * some 100 MB, which as one JSON text took the build past its memory
 * budget. Each line is a JSON array: ["s", text] defines the next string,
 * ["r", route, key, dependsOn, digest, links, ids, htmlBytes] a record (its
 * lists as positions of strings defined above it), and ["end", records]
 * closes the file.
 *
 * The index is a shortcut, not the truth: each record is also kept in
 * its own file (render-pages.mjs), which a build reads when the index is
 * missing, cut short or of another layout.
 */
import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import { finished } from 'node:stream/promises'
import { readLines } from '../lib/files.mjs'
import { noteUnreadable } from './cache-entries.mjs'

/**
 * A route's record: the cache key it was rendered under and what render-pages.mjs keeps of it.
 * @typedef {{ key: string, dependsOn: string[], dependencyDigest: string, links: string[], ids: string[] | null, htmlBytes: number }} IndexedRecord
 */

/** The file's first line: an index of another layout is not read. */
const LAYOUT = JSON.stringify({ layout: 'render index 2' })

/**
 * @param {string} file
 * @returns {Promise<Map<string, IndexedRecord>>} by route; empty when the file is missing, cut short or not of this layout
 */
export async function readRenderIndex(file) {
  /** @type {Map<string, IndexedRecord>} */
  const records = new Map()
  /** @type {string[]} */
  const strings = []
  /** @param {unknown} list */
  const named = (list) => {
    if (!Array.isArray(list)) throw new Error('not a list')
    return list.map((at) => {
      const text = strings[at]
      if (typeof text !== 'string') throw new Error('not a string')
      return text
    })
  }
  let first = true
  let ended = false
  try {
    for await (const line of readLines(file)) {
      if (first) {
        if (line !== LAYOUT) return new Map()
        first = false
        continue
      }
      const row = JSON.parse(line)
      if (ended || !Array.isArray(row)) throw new Error('not a line of the index')
      if (row[0] === 's' && typeof row[1] === 'string') strings.push(row[1])
      else if (row[0] === 'r') {
        const [, route, key, dependsOn, dependencyDigest, links, ids, htmlBytes] = row
        if (typeof route !== 'string' || typeof key !== 'string' || typeof dependencyDigest !== 'string' || typeof htmlBytes !== 'number') throw new Error('not a record')
        records.set(route, { key, dependsOn: named(dependsOn), dependencyDigest, links: named(links), ids: ids === null ? null : named(ids), htmlBytes })
      } else if (row[0] === 'end' && row[1] === records.size) ended = true
      else throw new Error('not a line of the index')
    }
    if (first) return new Map()
    if (!ended) throw new Error('cut short')
    return records
  } catch {
    noteUnreadable(file)
    return new Map()
  }
}

/**
 * Writes an index record by record, as the pages step finds them (in any
 * order), so that no build holds this build's records and the last one's
 * at once; `finish` puts the file in place whole, or drops it when the
 * last one's is the same.
 * @param {string} file
 */
export function renderIndexWriter(file) {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  const stream = createWriteStream(temporary)
  // A failed write is found at `finish`, which then throws.
  const written = finished(stream)
  written.catch(() => {})
  /** @type {Map<string, number>} */
  const at = new Map()
  let count = 0
  let chunk = `${LAYOUT}\n`
  /** @param {readonly string[]} list */
  const positions = (list) =>
    list.map((text) => {
      let position = at.get(text)
      if (position === undefined) {
        at.set(text, (position = at.size))
        chunk += `${JSON.stringify(['s', text])}\n`
      }
      return position
    })
  return {
    /**
     * @param {string} route
     * @param {IndexedRecord} record
     */
    add(route, record) {
      const row = ['r', route, record.key, positions(record.dependsOn), record.dependencyDigest, positions(record.links), record.ids && positions(record.ids), record.htmlBytes]
      chunk += `${JSON.stringify(row)}\n`
      count += 1
      if (chunk.length >= 65_536) {
        stream.write(chunk)
        chunk = ''
      }
    },
    /**
     * Ends the file; with `keep`, puts it in place of the index, else removes it.
     * @param {boolean} keep
     */
    async finish(keep) {
      stream.end(`${chunk}${JSON.stringify(['end', count])}\n`)
      try {
        await written
        if (keep) await rename(temporary, file)
      } finally {
        await rm(temporary, { force: true })
      }
    },
  }
}

/**
 * Writes the index whole, line by line.
 * @param {string} file
 * @param {ReadonlyMap<string, IndexedRecord>} records by route
 */
export async function writeRenderIndex(file, records) {
  const writer = renderIndexWriter(file)
  for (const [route, record] of records) writer.add(route, record)
  await writer.finish(true)
}
