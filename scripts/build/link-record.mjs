/**
 * What the last build's link check passed, so that the next one checks
 * what changed (src/server/link-check.ts, `unchanged`): each page it
 * passed, by its render identity (its HTML's key and what it read: the same
 * identity is the same HTML, so the same links and ids), with the routes
 * and aliases it checked them against and the files their links lead to.
 * Written only when the check passed. When a route came or went, an alias
 * changed or a linked file is gone, every page is checked; after one edit
 * at 100,000 pages only the pages rendered again are, with the links of the
 * others to their anchors.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { writeWhole } from '../lib/files.mjs'
import { sha256Hex } from '../lib/hash.mjs'
import { isRecord, readJsonEntry } from './cache-entries.mjs'

/** @typedef {{ layout: string, routes: string, aliases: string, filesLinked: string[], passed: string[] }} LinkRecord */

const LAYOUT = 'link record 1'

/** @param {string} identity */
const short = (identity) => sha256Hex(identity).slice(0, 24)

/** Each build's identities, shortened once: the check's reading and its keeping use the same (110,600 hashes at 100,000 tools). */
const shortened = new WeakMap()

/**
 * Each identity's short form as the builds in this process made it: a build that stays running (watch.mjs) shortens
 * only the identities that are new (at 100,000 tools, 110,600 hashes a save). Kept as it is while it holds no more than
 * twice the identities of the last build (made again each build, the map was some 0.1 s of each save).
 * @type {Map<string, string>}
 */
let knownShorts = new Map()

/**
 * The identities' short forms, in the map's order.
 * @param {ReadonlyMap<string, string>} identities
 * @returns {string[]}
 */
function shortsOf(identities) {
  let shorts = shortened.get(identities)
  if (!shorts) {
    const before = knownShorts
    const keep = before.size <= 2 * identities.size
    if (!keep) knownShorts = new Map()
    shorts = Array.from(identities.values(), (identity) => {
      let known = before.get(identity)
      if (known === undefined) {
        known = short(identity)
        if (keep) knownShorts.set(identity, known)
      }
      if (!keep) knownShorts.set(identity, known)
      return known
    })
    shortened.set(identities, shorts)
  }
  return shorts
}

/** The routes' hash, by the list the build gave: its check and its record read the same list (110,600 routes joined at 100,000 tools). @type {WeakMap<readonly string[], string>} */
const routesHashes = new WeakMap()
/** @param {readonly string[]} routes */
const routesHash = (routes) => routesHashes.get(routes) ?? (routesHashes.set(routes, sha256Hex(routes.join('\n'))), /** @type {string} */ (routesHashes.get(routes)))

/**
 * The record as this process last read or wrote it, by file, with its text: a build that stays running reads its
 * own record from here, and writes it only when it changed (at 100,000 tools, 3 MB read and written a save). With the
 * identities it passed, when this process wrote it: a page is then as it was when its identity is the one that passed,
 * with no short form made or looked up (at 100,000 tools, a set of 110,600 made each save).
 * @type {{ file: string, record: LinkRecord | undefined, text: string | undefined, identities?: ReadonlyMap<string, string> } | undefined}
 */
let last

/**
 * @param {unknown} value
 * @returns {value is LinkRecord}
 */
const isLinkRecord = (value) =>
  isRecord(value) &&
  value.layout === LAYOUT &&
  typeof value.routes === 'string' &&
  typeof value.aliases === 'string' &&
  Array.isArray(value.filesLinked) &&
  value.filesLinked.every((file) => typeof file === 'string') &&
  Array.isArray(value.passed) &&
  value.passed.every((name) => typeof name === 'string')

/**
 * What the check sees of this build: every route checked (the pages, the 404 page, pages refused), the
 * aliases as lines ("/old /new"), the files served besides pages, and each rendered page's identity by route.
 * @typedef {{ routes: readonly string[], aliases: string, files: ReadonlySet<string>, identities: ReadonlyMap<string, string> }} LinkTargets
 */

/**
 * The pages the last passing check passed that are as they were, against the same targets; and the files
 * their links lead to, which the next record keeps. None when there is no record or a target changed.
 * @param {string} file
 * @param {LinkTargets} targets
 * @returns {Promise<{ unchanged: Set<string>, filesLinked: Set<string> }>}
 */
export async function knownPages(file, { routes, aliases, files, identities }) {
  if (last?.file !== file) last = { file, record: await readJsonEntry(file, isLinkRecord), text: undefined }
  const record = last.record
  const none = { unchanged: new Set(), filesLinked: new Set() }
  if (!record || record.routes !== routesHash(routes) || record.aliases !== sha256Hex(aliases)) return none
  if (!record.filesLinked.every((linked) => files.has(linked))) return none
  /** @type {Set<string>} */
  const unchanged = new Set()
  const passedNow = last.identities
  if (passedNow) {
    for (const [route, identity] of identities) if (passedNow.get(route) === identity) unchanged.add(route)
  } else {
    const passed = new Set(record.passed)
    const shorts = shortsOf(identities)
    let at = 0
    for (const route of identities.keys()) if (passed.has(/** @type {string} */ (shorts[at++]))) unchanged.add(route)
  }
  return { unchanged, filesLinked: new Set(record.filesLinked) }
}

/**
 * Keeps what this build's check passed: every page with an identity, against these targets.
 * @param {string} file
 * @param {LinkTargets} targets
 * @param {ReadonlySet<string>} filesLinked the files the links lead to (the record's, and those this check found)
 */
export async function keepPassed(file, { routes, aliases, identities }, filesLinked) {
  /** @type {LinkRecord} */
  const record = { layout: LAYOUT, routes: routesHash(routes), aliases: sha256Hex(aliases), filesLinked: [...filesLinked].sort(), passed: shortsOf(identities) }
  const text = JSON.stringify(record)
  if (last?.file === file && last.text === text) {
    last.identities = identities
    return
  }
  // Forgotten first: a write cut short leaves the file, not this, to be read.
  last = undefined
  await mkdir(path.dirname(file), { recursive: true })
  await writeWhole(file, text)
  last = { file, record, text, identities }
}
