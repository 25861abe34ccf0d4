/**
 * Which entry of the compressor's cache (compress.mjs) holds the
 * compressed forms of a file identity, at the settings it is compressed
 * with: what lets the build place a file's .br and .gz without reading
 * the file, when the staging folder does not hold them already (a file
 * the last build changed, a new folder).
 *
 * Every fact here stays true: an identity names a file's bytes, and an
 * entry's name is the hash of those bytes and the settings. So a fact of
 * an older build does no harm, and an edit only adds to the record; a
 * build that learns most of its facts (a new folder, new code) writes it
 * again with its own alone.
 *
 * Kept in up to 256 files, by the first two hex digits of the identity's
 * sha1, and a shard is read the first time a build asks for an identity in
 * it. At 100,000 tools the record holds 238,000 identities (25 MB). As one
 * file, read whole on every build and written whole on every edit, it was
 * 0.8 s of a guide's edit on the building thread, for the few files an edit
 * changes: most files are kept with their compressed forms, as the folder
 * holds them, and never looked up here.
 *
 * A shard is a line a fact, the JSON array [identity, entry]. A build
 * writes again, whole, only the shards it learned something in (a few
 * of some 100 KB after an edit), as every file under .build/ is written.
 * A line that cannot be read is noted, and its shard written whole again
 * without it.
 */
import { hash } from 'node:crypto'
import { mkdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { writeWhole } from '../lib/files.mjs'
import { noteUnreadable } from './cache-entries.mjs'

/** The folder's name names its layout: a record of another layout is not read. */
const LAYOUT = 'identities-1'

/** @param {string} identity */
const shardOf = (identity) => hash('sha1', identity, 'hex').slice(0, 2)

/** @param {string} identity @param {string} key */
const lineOf = (identity, key) => `${JSON.stringify([identity, key])}\n`

/**
 * One shard as read: its facts, those this build learned, and whether any line could not be read.
 * @typedef {{ known: Map<string, string>, learned: string[], faulty: boolean }} Shard
 */

/**
 * @param {string} file
 * @returns {Promise<Shard>}
 */
async function readShard(file) {
  /** @type {Shard} */
  const shard = { known: new Map(), learned: [], faulty: false }
  let text = ''
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') shard.faulty = true
    if (shard.faulty) noteUnreadable(file)
    return shard
  }
  const lines = text.split('\n')
  // Every line ends with a line break, and no shard is written empty: an empty file, or a last line without its break, was cut short.
  if (text === '' || lines.pop() !== '') shard.faulty = true
  // The lines as one JSON array, parsed at once (at 100,000 tools, 238,000 lines parsed one by one were 0.4 s of their
  // reading); line by line when that fails, so that only a line that cannot be read is lost.
  for (const fact of parsedAtOnce(lines) ?? lines.map(parsedLine)) {
    if (Array.isArray(fact) && fact.length === 2 && typeof fact[0] === 'string' && typeof fact[1] === 'string') shard.known.set(fact[0], fact[1])
    else shard.faulty = true
  }
  if (shard.faulty) noteUnreadable(file)
  return shard
}

/**
 * The lines as the values of one JSON array, or undefined when one of them is not JSON (or holds more than one value).
 * @param {string[]} lines
 * @returns {unknown[] | undefined}
 */
function parsedAtOnce(lines) {
  try {
    const values = JSON.parse(`[${lines.join(',')}]`)
    return values.length === lines.length ? values : undefined
  } catch {
    return undefined
  }
}

/**
 * A line's JSON value, or undefined when it is not JSON.
 * @param {string} line
 */
function parsedLine(line) {
  try {
    return JSON.parse(line)
  } catch {
    return undefined
  }
}

/**
 * The record's folder in `cacheDir`, its shards' files, and the shards read so far: those `held` keeps, if given.
 * @param {string} cacheDir
 * @param {Map<string, unknown>} [held]
 */
function shardsOf(cacheDir, held) {
  const folder = path.join(cacheDir, LAYOUT)
  /** @param {string} name */
  const fileOf = (name) => path.join(folder, `${name}.ndjson`)
  /** @type {Map<string, Promise<Shard>>} */
  const shards = /** @type {Map<string, Promise<Shard>> | undefined} */ (held?.get(folder)) ?? new Map()
  held?.set(folder, shards)
  return { folder, fileOf, shards }
}

/**
 * Reads into `held` every shard of the record it does not hold yet, for a build that stays running, while it waits
 * for a save: the first tools file's save of a watch looks up the facts of the thousands of files it places, in most
 * of the 256 shards (at 100,000 tools, 25 MB read and parsed: 0.6 s of that save, and more of its collector's time).
 * A shard with no file is held as read, empty, as the build would hold it.
 * @param {string} cacheDir the compressor's cache folder
 * @param {Map<string, unknown>} held
 * @param {() => boolean} [stop] whether to stop reading ahead (a save came: its build is due)
 */
export async function readAheadIdentities(cacheDir, held, stop = () => false) {
  const { fileOf, shards } = shardsOf(cacheDir, held)
  // A shard at a time, until `stop` says a build is due: it reads the others it needs itself. Sixteen at a time, a save's
  // build waited for the sixteen to be read and parsed, up to 0.5 s at 100,000 tools.
  for (let at = 0; at < 256 && !stop(); at += 1) {
    const name = at.toString(16).padStart(2, '0')
    if (shards.has(name)) continue
    const read = readShard(fileOf(name))
    shards.set(name, read)
    await read
  }
}

/**
 * The record in `cacheDir`, as a build reads and adds to it.
 * @param {string} cacheDir the compressor's cache folder
 * @param {Map<string, unknown>} [held] the shards as this process read them and kept them since, for a build that stays
 *   running: its next build reads none again (at 100,000 tools, a tools file's save looked up some 8,000 files' facts,
 *   in most of the 256 shards: 25 MB read and parsed, 0.2 s)
 */
export function openCompressedIdentities(cacheDir, held) {
  const { folder, fileOf, shards } = shardsOf(cacheDir, held)
  /** @param {string} identity */
  const shardFor = (identity) => {
    const name = shardOf(identity)
    let shard = shards.get(name)
    if (!shard) shards.set(name, (shard = readShard(fileOf(name))))
    return shard
  }
  let learned = 0
  return {
    /**
     * The entry recorded for an identity, if any.
     * @param {string} identity
     * @returns {Promise<string | undefined>}
     */
    async keyOf(identity) {
      return (await shardFor(identity)).known.get(identity)
    },
    /**
     * Records the entry found for an identity.
     * @param {string} identity
     * @param {string} key
     */
    async learn(identity, key) {
      const shard = await shardFor(identity)
      if (shard.known.get(identity) === key) return
      shard.known.set(identity, key)
      shard.learned.push(identity)
      learned += 1
    },
    /** How many facts this build learned. */
    get learned() {
      return learned
    },
    /**
     * Whether the record holds over twice as many facts as `files` (this build's compressed files) put in it: the
     * facts of files long gone, which each edit adds to and none takes away. At 100,000 tools a watch's edits had grown
     * it from 238,000 facts to 915,000 (109 MB): each tools file's save wrote it all again (1.1 s), and the watch held
     * it all (its collector going through it at every full collection). Known once every shard is read: a build that
     * stays running reads them all (readAheadIdentities), and an edit's build looks up files in most.
     * @param {number} files
     */
    async outgrows(files) {
      if (shards.size < 256) return false
      let facts = 0
      for (const read of shards.values()) facts += (await read).known.size
      return facts > 2 * files
    },
    /**
     * Keeps what this build learned: each shard it learned something in, or
     * found a line of it could not read, written again whole. With
     * `everything` (when this build learned most of its files' facts: a new
     * folder, new code; or the record outgrows the site), the record is
     * written again with those facts alone, and the facts of files long gone
     * go, from the shards held too.
     * @param {Iterable<[string, string]>} [everything] every file of this build: its identity, its entry
     */
    async keep(everything) {
      await mkdir(folder, { recursive: true })
      /** @type {Map<string, Iterable<[string, string]>>} the shards to write, by name */
      const toWrite = new Map()
      if (everything) {
        /** @type {Map<string, [string, string][]>} */
        const byShard = new Map()
        for (const [identity, key] of everything) {
          const name = shardOf(identity)
          let facts = byShard.get(name)
          if (!facts) byShard.set(name, (facts = []))
          facts.push([identity, key])
        }
        for (const [name, facts] of byShard) toWrite.set(name, facts)
        for (let at = 0; at < 256; at += 1) {
          const name = at.toString(16).padStart(2, '0')
          if (!toWrite.has(name)) await rm(fileOf(name), { force: true })
          // Held as written: the facts of files long gone leave memory too.
          shards.set(name, Promise.resolve({ known: new Map(byShard.get(name)), learned: [], faulty: false }))
        }
      } else {
        for (const [name, read] of shards) {
          const shard = await read
          if (shard.faulty || shard.learned.length > 0) toWrite.set(name, shard.known)
        }
      }
      for (const [name, facts] of toWrite) {
        const text = Array.from(facts, ([identity, key]) => lineOf(identity, key)).join('')
        // None left, no file: an empty shard reads as cut short.
        if (text === '') await rm(fileOf(name), { force: true })
        else await writeWhole(fileOf(name), text)
      }
      // Held for the next build, as written (its facts, which stay true, are those a shard written with fewer holds too).
      for (const read of shards.values()) {
        const shard = await read
        shard.learned = []
        shard.faulty = false
      }
    },
  }
}
