/**
 * Every route's render record in one file, so that a build reads one file
 * instead of one per route (at 10,000 tools, 11,000 reads and as many
 * stats were some 5 s of an edit's build on this host). A record's links,
 * ids and dependencies are mostly the same strings on every page (the
 * menus, the footer), so the file keeps each string once and the records
 * point into that list.
 *
 * The index is a shortcut, not the truth: each record is also kept in
 * its own file (render-pages.mjs), which a build reads when the index is
 * missing, cut short or of another layout.
 */
import { readFile } from 'node:fs/promises'
import { writeWhole } from '../lib/files.mjs'
import { isRecord, noteUnreadable } from './cache-entries.mjs'

/**
 * A route's record: the cache key it was rendered under and what render-pages.mjs keeps of it.
 * @typedef {{ key: string, dependsOn: string[], dependencyDigest: string, links: string[], ids: string[] | null, htmlBytes: number }} IndexedRecord
 */

/** The file's layout: an index of another layout is not read. */
const LAYOUT = 'render index 1'

/**
 * @param {string} file
 * @returns {Promise<Map<string, IndexedRecord>>} by route; empty when the file is missing or not of this layout
 */
export async function readRenderIndex(file) {
  const text = await readFile(file, 'utf8').catch(() => undefined)
  if (text === undefined) return new Map()
  try {
    const { layout, strings, routes } = JSON.parse(text)
    if (layout !== LAYOUT || !Array.isArray(strings) || !isRecord(routes)) throw new Error('not an index')
    /** @param {unknown} list */
    const named = (list) => {
      if (!Array.isArray(list)) throw new Error('not a list')
      return list.map((at) => {
        const text = strings[at]
        if (typeof text !== 'string') throw new Error('not a string')
        return text
      })
    }
    /** @type {Map<string, IndexedRecord>} */
    const records = new Map()
    for (const [route, row] of Object.entries(routes)) {
      const [key, dependsOn, dependencyDigest, links, ids, htmlBytes] = /** @type {unknown[]} */ (row)
      if (typeof key !== 'string' || typeof dependencyDigest !== 'string' || typeof htmlBytes !== 'number') throw new Error('not a record')
      records.set(route, { key, dependsOn: named(dependsOn), dependencyDigest, links: named(links), ids: ids === null ? null : named(ids), htmlBytes })
    }
    return records
  } catch {
    noteUnreadable(file)
    return new Map()
  }
}

/**
 * Writes the index whole (strings once, records as positions in them).
 * @param {string} file
 * @param {ReadonlyMap<string, IndexedRecord>} records by route
 */
export async function writeRenderIndex(file, records) {
  /** @type {Map<string, number>} */
  const at = new Map()
  /** @type {string[]} */
  const strings = []
  /** @param {readonly string[]} list */
  const positions = (list) =>
    list.map((text) => {
      let position = at.get(text)
      if (position === undefined) at.set(text, (position = strings.push(text) - 1))
      return position
    })
  /** @type {Record<string, unknown[]>} */
  const routes = {}
  for (const [route, record] of records) {
    routes[route] = [record.key, positions(record.dependsOn), record.dependencyDigest, positions(record.links), record.ids && positions(record.ids), record.htmlBytes]
  }
  await writeWhole(file, JSON.stringify({ layout: LAYOUT, strings, routes }))
}
