/**
 * Where a build puts the files of the site it stages, and what it
 * remembers of them. Every file is known by an identity that names its
 * bytes (a render record's key and digest, a stored file's hash, a card's
 * cache name), and the staging folder may start as the site before the
 * one being served (publish.mjs keeps it, with its list of identities): a
 * file already there with the same identity costs nothing, not even a
 * system call, so after one edit the build touches what changed and not
 * the other 100,000 files. On this host a link costs some 20 µs and a
 * stat 35 µs: at 330,000 files, a fresh folder was a minute of them.
 *
 * Files are only ever linked in (from caches that never rewrite a file in
 * place) or written whole under a new name, so a file shared with a cache
 * or with the site being served never changes under them.
 */
import { copyFile, link, mkdir, rm, rmdir, unlink } from 'node:fs/promises'
import path from 'node:path'
import { writeWhole } from '../lib/files.mjs'
import { eachLimited } from '../lib/limit.mjs'

/** A file placed: what its bytes are, and its size where the step knows it (the compress step needs it). @typedef {{ identity: string, size?: number }} Placed */

export class Placement {
  /**
   * @param {string} root the staging folder (absolute)
   * @param {ReadonlyMap<string, string>} had what it holds already: path (relative, with "/") to identity
   */
  constructor(root, had = new Map()) {
    this.root = root
    this.had = had
    /** @type {Map<string, Placed>} this build's files */
    this.placed = new Map()
    /** @type {Map<string, Promise<unknown>>} folders made (or found) this build */
    this.folders = new Map()
    /** Files this build put in place (new or changed), for the log and the tests. */
    this.changed = 0
    /** @type {((file: string, placed: Placed) => void) | undefined} told of each file once it is in place */
    this.onPlaced = undefined
  }

  /** Whether the folder started with a site in it. */
  get reused() {
    return this.had.size > 0
  }

  /**
   * Whether `file` was placed by this build already.
   * @param {string} file
   */
  has(file) {
    return this.placed.has(file)
  }

  /**
   * Whether `file` is there already as `identity`: placing it again costs nothing.
   * @param {string} file
   * @param {string} identity
   */
  holds(file, identity) {
    return this.had.get(file) === identity
  }

  /**
   * Places `file` when the folder holds it already as this identity, at
   * once and without a promise (at 100,000 pages, an edit's build places
   * some 330,000 files that are there already); false when it does not,
   * and nothing is noted: it is then to be linked or written.
   * @param {string} file
   * @param {Placed} placed
   * @returns {boolean}
   */
  keepHeld(file, placed) {
    if (this.placed.has(file) || this.had.get(file) !== placed.identity) return false
    this.placed.set(file, placed)
    this.onPlaced?.(file, placed)
    return true
  }

  /**
   * Puts `from` at `file` as a hard link (a copy where links fail).
   * @param {string} file relative to the folder, with "/"
   * @param {string} from absolute; never rewritten in place
   * @param {Placed} placed
   */
  async link(file, from, placed) {
    if (!this.#keep(file, placed)) {
      const target = await this.#clear(file)
      await link(from, target).catch(async (/** @type {NodeJS.ErrnoException} */ error) => {
        // Something there that is not in the folder's list: never written over.
        if (error.code === 'EEXIST') throw new PlacedTwiceError(file)
        await copyFile(from, target)
      })
    }
    this.onPlaced?.(file, /** @type {Placed} */ (this.placed.get(file)))
  }

  /**
   * Writes `bytes` at `file`, whole.
   * @param {string} file
   * @param {string | Buffer} bytes
   * @param {Placed} placed
   */
  async write(file, bytes, placed) {
    if (!this.#keep(file, placed)) await writeWhole(await this.#clear(file), bytes)
    this.onPlaced?.(file, /** @type {Placed} */ (this.placed.get(file)))
  }

  /**
   * Removes what is under `folder` (relative) and forgets it: files the build reads and does not publish (Vite's manifest).
   * @param {string} folder
   */
  async drop(folder) {
    const prefix = `${folder}/`
    for (const file of this.placed.keys()) if (file.startsWith(prefix)) this.placed.delete(file)
    await rm(path.join(this.root, folder), { recursive: true, force: true })
  }

  /** How many files this build has placed. */
  get size() {
    return this.placed.size
  }

  /** This build's files and what they are. */
  entries() {
    return [...this.placed]
  }

  /**
   * Removes the files the folder held that this build did not place, and the folders they leave empty.
   * @returns {Promise<number>} files removed
   */
  async removeStale() {
    const stale = [...this.had.keys()].filter((file) => !this.placed.has(file))
    await eachLimited(stale, 16, (file) => unlink(path.join(this.root, file)).catch(() => {}))
    const folders = [...new Set(stale.map((file) => path.posix.dirname(file)))].sort((a, b) => b.length - a.length)
    for (const folder of folders) {
      // From the deepest up; a folder still holding something stays.
      for (let at = folder; at !== '.'; at = path.posix.dirname(at)) {
        if (!(await rmdir(path.join(this.root, at)).then(() => true, () => false))) break
      }
    }
    return stale.length
  }

  /** What the folder holds now, to be kept with it: path to identity. */
  identities() {
    return new Map([...this.placed].map(([file, { identity }]) => [file, identity]))
  }

  /**
   * Notes `file` as placed; true when it is there already as it should be.
   * @param {string} file
   * @param {Placed} placed
   */
  #keep(file, placed) {
    const earlier = this.placed.get(file)
    if (earlier && earlier.identity !== placed.identity) throw new PlacedTwiceError(file)
    // Placed again as the same bytes: the first record stays, so that what was noted on it (compress.mjs) holds.
    if (earlier) return true
    this.placed.set(file, placed)
    return this.had.get(file) === placed.identity
  }

  /**
   * The absolute path of `file`, its folder made and anything there removed, ready for a new file.
   * @param {string} file
   */
  async #clear(file) {
    const target = path.join(this.root, file)
    const folder = path.dirname(target)
    let made = this.folders.get(folder)
    if (!made) this.folders.set(folder, (made = mkdir(folder, { recursive: true })))
    await made
    // In the folder already (an older version, or anything not in its list): it goes, unlinked, never written over.
    if (this.had.has(file) || this.reused) await unlink(target).catch(() => {})
    this.changed += 1
    return target
  }
}

/** Two different files for one path in one build (a card where public/ has a file), or a file where none was expected. */
export class PlacedTwiceError extends Error {
  /** @param {string} file */
  constructor(file) {
    super(`${file} is written twice by the build`)
    this.file = file
  }
}
