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
import { copyFile, link, mkdir, rmdir, unlink } from 'node:fs/promises'
import path from 'node:path'
import { writeWhole } from '../lib/files.mjs'
import { eachLimited } from '../lib/limit.mjs'

/** A file placed: what its bytes are, and its size where the step knows it (the compress step needs it). @typedef {{ identity: string, size?: number }} Placed */

/**
 * What a staging folder holds as a build starts, by path: each file's
 * identity, and its place in the list (what the build keeps of it is
 * noted there, not in a map of its own: at 100,000 tools, an edit's build
 * keeps some 836,000 files, and adding each to a second map was a second
 * of its time and much of its garbage).
 */
export class HeldFiles {
  constructor() {
    /** @type {Map<string, number>} each path's place */
    this.at = new Map()
    /** @type {string[]} each file's identity, by place */
    this.identities = []
  }

  /**
   * @param {string} file
   * @param {string} identity
   */
  add(file, identity) {
    this.at.set(file, this.identities.length)
    this.identities.push(identity)
  }

  get size() {
    return this.identities.length
  }

  /**
   * Files and their identities as a map gives them.
   * @param {Iterable<[string, string]>} files
   */
  static of(files) {
    const held = new HeldFiles()
    for (const [file, identity] of files) held.add(file, identity)
    return held
  }
}

export class Placement {
  /** @type {Map<string, Placed>} files this build placed that the folder did not hold as they are */
  #added = new Map()
  /** @type {(Placed | undefined)[]} by place in `held`: the files kept as the folder held them */
  #kept
  #keptCount = 0

  /**
   * @param {string} root the staging folder (absolute)
   * @param {HeldFiles | ReadonlyMap<string, string>} held what it holds already: path (relative, with "/") to identity
   */
  constructor(root, held = new HeldFiles()) {
    this.root = root
    this.held = held instanceof HeldFiles ? held : HeldFiles.of(held)
    this.#kept = new Array(this.held.size)
    /** @type {Map<string, Promise<unknown>>} folders made (or found) this build */
    this.folders = new Map()
    /** Files this build put in place (new or changed), for the log and the tests. */
    this.changed = 0
    /** @type {((file: string, placed: Placed) => void) | undefined} told of each file once it is in place */
    this.onPlaced = undefined
  }

  /** Whether the folder started with a site in it. */
  get reused() {
    return this.held.size > 0
  }

  /**
   * Whether `file` was placed by this build already.
   * @param {string} file
   */
  has(file) {
    return this.record(file) !== undefined
  }

  /**
   * What this build placed at `file`, if anything: the record it was placed with first.
   * @param {string} file
   * @returns {Placed | undefined}
   */
  record(file) {
    const at = this.held.at.get(file)
    return (at === undefined ? undefined : this.#kept[at]) ?? this.#added.get(file)
  }

  /**
   * Whether `file` is there already as `identity`: placing it again costs nothing.
   * @param {string} file
   * @param {string} identity
   */
  holds(file, identity) {
    const at = this.held.at.get(file)
    return at !== undefined && this.held.identities[at] === identity
  }

  /**
   * The identity the folder held `file` as when the build started, if it held it.
   * @param {string} file
   * @returns {string | undefined}
   */
  heldIdentity(file) {
    const at = this.held.at.get(file)
    return at === undefined ? undefined : this.held.identities[at]
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
    const at = this.#heldToKeep(file, placed.identity)
    if (at < 0) return false
    this.#noteKept(at, placed)
    this.onPlaced?.(file, placed)
    return true
  }

  /**
   * Places files that go together (a page's two compressed forms) when the
   * folder holds every one of them already as these identities, and then
   * only; false, with nothing noted, when any is not. Each path looked up
   * once: at 100,000 tools an edit's build keeps 220,000 such files.
   * @param {readonly [string, Placed][]} files
   * @returns {boolean}
   */
  keepAllHeld(files) {
    const places = files.map(([file, placed]) => this.#heldToKeep(file, placed.identity))
    if (places.some((at) => at < 0)) return false
    files.forEach(([file, placed], index) => {
      this.#noteKept(/** @type {number} */ (places[index]), placed)
      this.onPlaced?.(file, placed)
    })
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
    this.onPlaced?.(file, /** @type {Placed} */ (this.record(file)))
  }

  /**
   * Writes `bytes` at `file`, whole.
   * @param {string} file
   * @param {string | Buffer} bytes
   * @param {Placed} placed
   */
  async write(file, bytes, placed) {
    if (!this.#keep(file, placed)) await writeWhole(await this.#clear(file), bytes)
    this.onPlaced?.(file, /** @type {Placed} */ (this.record(file)))
  }

  /** How many files this build has placed. */
  get size() {
    return this.#added.size + this.#keptCount
  }

  /**
   * This build's files and what they are: those kept as the folder held them, then the others.
   * @returns {Generator<[string, Placed]>}
   */
  *records() {
    for (const [file, at] of this.held.at) {
      const kept = this.#kept[at]
      if (kept !== undefined) yield [file, kept]
    }
    yield* this.#added
  }

  /**
   * Each of this build's files and what it is, in the order of records(), told to `each` without a tuple or a
   * generator's step a file: at 100,000 tools the compressor goes through 836,000 of them at its end (compress.mjs).
   * @param {(file: string, placed: Placed) => void} each
   */
  eachRecord(each) {
    this.held.at.forEach((at, file) => {
      const kept = this.#kept[at]
      if (kept !== undefined) each(file, kept)
    })
    this.#added.forEach((placed, file) => each(file, placed))
  }

  /**
   * Removes the files the folder held that this build did not place, and the folders they leave empty.
   * @returns {Promise<number>} files removed
   */
  async removeStale() {
    /** @type {string[]} */
    const stale = []
    for (const [file, at] of this.held.at) if (this.#kept[at] === undefined && !this.#added.has(file)) stale.push(file)
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
    /** @type {Map<string, string>} */
    const identities = new Map()
    this.eachRecord((file, { identity }) => identities.set(file, identity))
    return identities
  }

  /**
   * Notes `file` as placed; true when it is there already as it should be.
   * @param {string} file
   * @param {Placed} placed
   */
  #keep(file, placed) {
    const earlier = this.record(file)
    if (earlier && earlier.identity !== placed.identity) throw new PlacedTwiceError(file)
    // Placed again as the same bytes: the first record stays, so that what was noted on it (compress.mjs) holds.
    if (earlier) return true
    const at = this.held.at.get(file)
    if (at !== undefined && this.held.identities[at] === placed.identity) {
      this.#noteKept(at, placed)
      return true
    }
    this.#added.set(file, placed)
    return false
  }

  /**
   * The place in the folder's list of `file` when the folder holds it as `identity` and this build has not placed it
   * yet: it can be kept as it is. Else -1.
   * @param {string} file
   * @param {string} identity
   */
  #heldToKeep(file, identity) {
    const at = this.held.at.get(file)
    return at !== undefined && this.held.identities[at] === identity && this.#kept[at] === undefined && !this.#added.has(file) ? at : -1
  }

  /**
   * Notes the file at `at` in the folder's list as kept as it was.
   * @param {number} at
   * @param {Placed} placed
   */
  #noteKept(at, placed) {
    this.#kept[at] = placed
    this.#keptCount += 1
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
    if (this.held.at.has(file) || this.reused) await unlink(target).catch(() => {})
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
