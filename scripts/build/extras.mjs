/**
 * The site's files besides its pages (sitemap, search index, the tools'
 * data for the finder and the builder, feeds…), in the groups the server
 * bundle makes them in (src/server/site-files.ts), each kept while what it
 * read of the content is unchanged, as pages are (render-pages.mjs): after
 * one guide's edit, the search index and the sitemap are made again, and
 * the finder's files and the 100,000 tool records are not.
 *
 * A group's record, .build/cache/extras/<key>.json (the key: the server
 * code and the group's name), names what it read, the hash of what that
 * was, and each of its files by its name in the file store
 * (stored-files.mjs); its files are placed by those names without being
 * made, hashed or read.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { writeWhole } from '../lib/files.mjs'
import { cacheKey } from '../lib/hash.mjs'
import { isRecord, readJsonEntry } from './cache-entries.mjs'
import { placeByName, placeStoredFiles } from './stored-files.mjs'

/**
 * @import { Placement } from './placement.mjs'
 * @import { StoredFile } from './stored-files.mjs'
 * @import { Site } from './render-pages.mjs'
 */

/** A group's record. @typedef {{ dependsOn: string[], dependencyDigest: string, files: StoredFile[] }} ExtrasRecord */

/** The record's layout, in every key. */
const RECORD_LAYOUT = 'extras record 1'

/**
 * @param {unknown} value
 * @returns {value is ExtrasRecord}
 */
const isExtrasRecord = (value) =>
  isRecord(value) &&
  Array.isArray(value.dependsOn) &&
  value.dependsOn.every((key) => typeof key === 'string') &&
  typeof value.dependencyDigest === 'string' &&
  Array.isArray(value.files) &&
  value.files.every((file) => Array.isArray(file) && typeof file[0] === 'string' && typeof file[1] === 'string' && typeof file[2] === 'number')

/**
 * Places every group's files in the site: kept ones by name, the others made now.
 * @param {object} options
 * @param {Site} options.site
 * @param {string} options.serverCode what identifies the server bundle (a new one makes every group again)
 * @param {Placement} options.placement
 * @param {string} options.storeDir the file store (.build/cache/files)
 * @param {string} options.cacheDir where the groups' records are kept
 * @returns {Promise<{ paths: string[], made: string[], kept: number }>} every file's path; the groups made now; how many were kept
 */
export async function placeExtras({ site, serverCode, placement, storeDir, cacheDir }) {
  await mkdir(cacheDir, { recursive: true })
  /** @type {string[]} */
  const paths = []
  /** @type {string[]} */
  const made = []
  for (const group of site.extraGroups()) {
    const recordFile = path.join(cacheDir, `${cacheKey(RECORD_LAYOUT, serverCode, group)}.json`)
    const record = await readJsonEntry(recordFile, isExtrasRecord)
    if (record && site.dependencyDigest(record.dependsOn) === record.dependencyDigest && (await placeByName(record.files, { placement, cacheDir: storeDir }))) {
      paths.push(...record.files.map(([file]) => file))
      continue
    }
    const { files, dependsOn } = site.extraGroup(group)
    const { stored } = await placeStoredFiles(files, { placement, cacheDir: storeDir })
    /** @type {ExtrasRecord} */
    const next = { dependsOn, dependencyDigest: site.dependencyDigest(dependsOn), files: stored }
    await writeWhole(recordFile, JSON.stringify(next))
    paths.push(...files.map((file) => file.path))
    made.push(group)
  }
  return { paths, made, kept: site.extraGroups().length - made.length }
}
