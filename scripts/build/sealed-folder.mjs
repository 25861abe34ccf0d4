/**
 * A folder of output reused as a whole while its inputs are unchanged: the
 * client and server bundles (code-cache.mjs), the preview's page compiler
 * (dev/learn-in-workers.mjs). Vite writes such a folder file by file, in
 * place, so the folder is trusted only under its stamp: written last and
 * whole, it names the inputs' fingerprint and every file with its sha256.
 * A folder without a stamp, or stamped for other inputs, is a miss; one
 * whose stamp or files do not match (cut short, missing) is a miss that is
 * noted (cache-entries.mjs). The folders are small (well under a megabyte),
 * so hashing every file on every build costs a few milliseconds.
 */
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { filesUnder, writeWhole } from '../lib/files.mjs'
import { sha256Hex } from '../lib/hash.mjs'
import { isRecord, noteUnreadable, readJsonEntry } from './cache-entries.mjs'

/** The stamp's name in the folder (not `.fingerprint`, the plain-text stamp of earlier builds, which is simply a miss now). */
export const STAMP = '.stamp.json'

/** @typedef {{ fingerprint: string, files: Record<string, string> }} Stamp files: sha256 by path relative to the folder */

/**
 * @param {unknown} value
 * @returns {value is Stamp}
 */
const isStamp = (value) => isRecord(value) && typeof value.fingerprint === 'string' && isRecord(value.files) && Object.values(value.files).every((digest) => typeof digest === 'string')

/**
 * Removes a folder's stamp, before its files are written again.
 * @param {string} folder
 */
export const unseal = (folder) => rm(path.join(folder, STAMP), { force: true })

/**
 * Stamps a folder as built from `fingerprint`, with every file in it now.
 * @param {string} folder
 * @param {string} fingerprint
 */
export async function seal(folder, fingerprint) {
  /** @type {Record<string, string>} */
  const files = {}
  for (const file of await filesUnder(folder)) if (file !== STAMP) files[file] = sha256Hex(await readFile(path.join(folder, file)))
  await writeWhole(path.join(folder, STAMP), JSON.stringify({ fingerprint, files }))
}

/**
 * The files a folder was stamped with, each path with its bytes, when it
 * was built from `fingerprint` and every file is as stamped; else undefined.
 * Files written after the stamp (the build's routes.json) are not part of it.
 * @param {string} folder
 * @param {string} fingerprint
 * @returns {Promise<Map<string, Buffer> | undefined>}
 */
export async function readSealed(folder, fingerprint) {
  const stamp = await readJsonEntry(path.join(folder, STAMP), isStamp)
  if (!stamp || stamp.fingerprint !== fingerprint) return undefined
  /** @type {Map<string, Buffer>} */
  const contents = new Map()
  for (const [file, digest] of Object.entries(stamp.files)) {
    const bytes = await readFile(path.join(folder, file)).catch(() => undefined)
    if (!bytes || sha256Hex(bytes) !== digest) {
      noteUnreadable(path.join(folder, file))
      return undefined
    }
    contents.set(file, bytes)
  }
  return contents
}
