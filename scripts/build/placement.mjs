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
import { FORMS, groupedForms, HeldFiles } from './held-files.mjs'

/** A file placed: what its bytes are, and its size where the step knows it (the compress step needs it). @typedef {{ identity: string, size?: number }} Placed */

/** A form this build kept as the folder held it: its record is made when asked for. */
const KEPT_FORM = Object.freeze({ identity: '' })

export class Placement {
  /** @type {Map<string, Placed>} files this build placed that the folder did not hold as they are */
  #added = new Map()
  /** @type {(Placed | undefined)[]} by slot in `held`: the files kept as the folder held them */
  #kept
  #keptCount = 0
  /** @type {boolean} */
  #reused
  /** Its list changed in place (heldAfter). */
  #changedInPlace = false
  /** Whether the build stopped short (stop): nothing is placed or removed after. */
  #stopped = false
  /** Files being placed, and files whose placing failed: what the folder holds at their paths is not known. */
  #unsure = new Set()
  /** Files being placed or removed now. */
  #running = 0
  /** @type {(() => void) | undefined} told once nothing is being placed or removed, after a stop */
  #onSettled
  /** Whether removeStale began to remove the files the build did not place. */
  #staleGoing = false

  /**
   * @param {string} root the staging folder (absolute)
   * @param {HeldFiles | ReadonlyMap<string, string>} held what it holds already: path (relative, with "/") to identity
   * @param {{ copied?: boolean, copyMs?: number }} [origin] copied: the folder is a copy of the site being served, made for this
   *   build (linked-copy.mjs), in copyMs milliseconds
   */
  constructor(root, held = new HeldFiles(), { copied = false, copyMs = 0 } = {}) {
    this.root = root
    /** Whether the folder is a copy of the site being served, made for this build, rather than the site before it; and how long that took. */
    this.copied = copied
    this.copyMs = copyMs
    this.held = held instanceof HeldFiles ? held : HeldFiles.of(held)
    // As it began: its list, changed in place once the build is done (heldAfter), is the folder's after it.
    this.#reused = this.held.size > 0
    this.#kept = new Array(this.held.places * 3)
    /** @type {Map<string, Promise<unknown>>} folders made (or found) this build */
    this.folders = new Map()
    /** Files this build put in place (new or changed), for the log and the tests. */
    this.changed = 0
    /**
     * @type {((file: string, placed: Placed, slot?: number) => void) | undefined} told of each file once it is in place, with the
     *   record it was placed with first (record), and its slot in the folder's list when kept as the folder held it
     */
    this.onPlaced = undefined
  }

  /** Whether the folder started with a site in it. */
  get reused() {
    return this.#reused
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
    const slot = this.held.slotOf(file)
    return (slot < 0 ? undefined : this.#keptAt(slot)) ?? this.#added.get(file)
  }

  /**
   * Whether `file` is there already as `identity`: placing it again costs nothing.
   * @param {string} file
   * @param {string} identity
   */
  holds(file, identity) {
    const slot = this.held.slotOf(file)
    return slot >= 0 && this.held.holdsAt(slot, identity)
  }

  /**
   * Places `file` when the folder holds it already as this identity, at
   * once and without a promise (at 100,000 pages, an edit's build places
   * some 330,000 files that are there already); false when it does not,
   * and nothing is noted: it is then to be linked or written.
   * @param {string} file
   * @param {Placed} placed
   * @param {Int32Array} [run] the run this lookup is of (slotRun), with
   * @param {number} [index] its place in it
   * @returns {boolean}
   */
  keepHeld(file, placed, run, index = 0) {
    const slot = this.heldSlot(file, placed.identity, run, index)
    return slot >= 0 && this.keepAt(slot, file, placed)
  }

  /**
   * A named run of this build's lookups in the folder's list: the same files in the same order build after build (its
   * cards, its pages, a group's items), whose slots the list keeps by their places in the run (HeldFiles.runOf). The
   * next build staged in this folder tries each lookup's slot first (heldSlot), and a slot whose place holds another
   * path now is looked up: a run whose files moved costs its lookups, never a wrong slot.
   * @param {string} name
   * @param {number} length
   */
  slotRun(name, length) {
    return this.held.runOf(name, length)
  }

  /**
   * The slot of `file` in the folder's list when the folder holds it as `identity` and this build has not placed it
   * yet (keepAt then keeps it); else -1. Nothing is noted. A caller that must look before it keeps (placeByName, which
   * keeps nothing unless every file of its group can be placed) looks up each path once, not twice: at 100,000 tools,
   * the second look was some 0.2 s of a title's save.
   * @param {string} file
   * @param {string} identity
   * @param {Int32Array} [run] the run this lookup is of (slotRun): its slot there is tried first, and the one found kept
   * @param {number} [index] its place in the run
   */
  heldSlot(file, identity, run, index = 0) {
    let slot
    if (run === undefined) slot = this.held.slotOf(file)
    else {
      const hint = /** @type {number} */ (run[index])
      slot = this.held.slotFrom(file, hint)
      if (slot !== hint) run[index] = slot
    }
    return slot >= 0 && this.held.holdsAt(slot, identity) && this.#kept[slot] === undefined && !(this.#added.size > 0 && this.#added.has(file)) ? slot : -1
  }

  /**
   * Places `file` as the folder holds it in `slot` (heldSlot), at once; false, with nothing noted, when this build
   * placed it since.
   * @param {number} slot
   * @param {string} file
   * @param {Placed} placed
   */
  keepAt(slot, file, placed) {
    if (this.#kept[slot] !== undefined || (this.#added.size > 0 && this.#added.has(file))) return false
    this.#noteKept(slot, placed)
    this.onPlaced?.(file, placed, slot)
    return true
  }

  /**
   * Places both compressed forms of `file` when the folder holds the file
   * as `identity` and its forms with it, as what `accepts` takes (the
   * text their identities share); false, with nothing noted, when not.
   * One look in the list, by a path looked up already: at 100,000 tools an
   * edit's build keeps 238,000 such pairs. The forms are the compressor's
   * own, and `onPlaced` is not told of them (it would pass them by).
   * @param {string} file
   * @param {string} identity
   * @param {(shared: string) => boolean} accepts
   * @param {number} [slot] the file's slot, when onPlaced told it (not looked up again)
   * @returns {boolean}
   */
  keepFormsHeld(file, identity, accepts, slot = -1) {
    const at = slot >= 0 && slot % 3 === 0 ? slot / 3 : this.held.at.get(file)
    if (at === undefined || this.held.identities[at] !== identity) return false
    const shared = this.held.forms[at]
    if (shared === undefined || !accepts(shared)) return false
    for (let form = 1; form <= FORMS.length; form += 1) {
      if (this.#kept[at * 3 + form] !== undefined || (this.#added.size > 0 && this.#added.has(HeldFiles.pathOf(file, form)))) return false
    }
    for (let form = 1; form <= FORMS.length; form += 1) this.#noteKept(at * 3 + form, KEPT_FORM)
    return true
  }

  /**
   * Puts `from` at `file` as a hard link (a copy where links fail).
   * @param {string} file relative to the folder, with "/"
   * @param {string} from absolute; never rewritten in place
   * @param {Placed} placed
   */
  async link(file, from, placed) {
    if (this.#stopped) return
    if (!this.#keep(file, placed)) {
      await this.#placing(file, async () => {
        const target = await this.#clear(file)
        await link(from, target).catch(async (/** @type {NodeJS.ErrnoException} */ error) => {
          if (error.code !== 'EEXIST') return copyFile(from, target)
          // Something there that is not in the folder's list. In a new folder, another than this build put it there (a
          // file under public/ where a card goes): never written over. In a folder that held a site, it goes, as a file
          // its list names does.
          if (!this.reused) throw new PlacedTwiceError(file)
          await unlink(target)
          await link(from, target)
        })
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
    if (this.#stopped) return
    if (!this.#keep(file, placed)) await this.#placing(file, async () => writeWhole(await this.#clear(file), bytes))
    this.onPlaced?.(file, /** @type {Placed} */ (this.record(file)))
  }

  /**
   * Puts a file in the folder: until it is there, what the folder holds at its path is not known (heldWhenStopped).
   * @param {string} file
   * @param {() => Promise<unknown>} put
   */
  async #placing(file, put) {
    this.#unsure.add(file)
    this.#running += 1
    try {
      await put()
      this.#unsure.delete(file)
    } finally {
      this.#settle()
    }
  }

  /** One file placed or removed, or failed to be. */
  #settle() {
    this.#running -= 1
    if (this.#running === 0) this.#onSettled?.()
  }

  /**
   * Stops the build here, when it failed or was interrupted: nothing is placed or removed after (link and write do
   * nothing, removeStale throws), and the promise settles once what was being placed is there or failed.
   * @returns {Promise<void>}
   */
  stop() {
    this.#stopped = true
    return this.#running === 0 ? Promise.resolve() : new Promise((resolve) => (this.#onSettled = resolve))
  }

  /**
   * What the folder holds once the build stopped short and its placing settled (stop): the list it began with, with
   * each file this build placed as it placed it, and without the files removed. Not on the list, and to be removed
   * first (drop): a file whose placing failed, and the compressed forms this build did not place of a file it placed
   * anew (made from the file's bytes before: listed beside it, the next build would keep them).
   * Kept with this list, the folder is the next build's to stage in, as the site before the last one is: at 100,000
   * tools, removing it was over a minute of a failed build, and the next build placed 837,000 files anew.
   * @returns {{ held: HeldFiles, drop: string[] }}
   */
  heldWhenStopped() {
    if (!this.#stopped || this.#running > 0) throw new Error('The build has not stopped: what its folder holds is not known yet')
    this.#notChangedInPlace()
    const drop = new Set(this.#unsure)
    this.#added.forEach((_, file) => {
      if (FORMS.some(({ ending }) => file.endsWith(ending))) return
      for (let form = 1; form <= FORMS.length; form += 1) {
        const formPath = HeldFiles.pathOf(file, form)
        if (!this.#added.has(formPath)) drop.add(formPath)
      }
    })
    /** Whether the folder still holds a held slot's file as it was: not placed anew, not dropped, not removed as stale. @param {string} file @param {number} slot */
    const asHeld = (file, slot) => !this.#added.has(file) && !drop.has(file) && !(this.#staleGoing && this.#kept[slot] === undefined)
    const held = new HeldFiles()
    this.held.at.forEach((at, file) => {
      const forms = this.held.forms[at]
      const last = forms === undefined ? 0 : FORMS.length
      let whole = true
      for (let form = 0; form <= last && whole; form += 1) whole = asHeld(HeldFiles.pathOf(file, form), at * 3 + form)
      // A place as it was, forms and all, stays one line; else each of its files still there is one of its own.
      if (whole) return held.add(file, /** @type {string} */ (this.held.identities[at]), forms)
      for (let form = 0; form <= last; form += 1) {
        const heldPath = HeldFiles.pathOf(file, form)
        if (asHeld(heldPath, at * 3 + form)) held.add(heldPath, this.held.identityAt(at * 3 + form))
        // Once removeStale began, a file this build did not place is gone, or goes now.
        else if (!this.#added.has(heldPath)) drop.add(heldPath)
      }
    })
    this.#added.forEach(({ identity }, file) => {
      if (!drop.has(file)) held.add(file, identity)
    })
    return { held: held.withFormsTakenIn(), drop: [...drop] }
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
      for (let form = 0; form <= (this.held.forms[at] !== undefined ? FORMS.length : 0); form += 1) {
        const kept = this.#keptAt(at * 3 + form)
        if (kept !== undefined) yield [HeldFiles.pathOf(file, form), kept]
      }
    }
    yield* this.#added
  }

  /**
   * Each of this build's files and what it is, in the order of records(), told to `each` without a tuple or a
   * generator's step a file: at 100,000 tools the compressor goes through 836,000 of them at its end (compress.mjs).
   * @param {(file: string, placed: Placed, slot: number) => void} each also told a kept file's slot in the folder's list (-1 for the others)
   * @param {{ forms?: boolean }} [options] forms: false passes by the compressed forms kept with their files
   */
  eachRecord(each, { forms = true } = {}) {
    this.held.at.forEach((at, file) => {
      for (let form = 0; form <= (forms && this.held.forms[at] !== undefined ? FORMS.length : 0); form += 1) {
        const kept = this.#keptAt(at * 3 + form)
        if (kept !== undefined) each(HeldFiles.pathOf(file, form), kept, at * 3 + form)
      }
    })
    this.#added.forEach((placed, file) => each(file, placed, -1))
  }

  /**
   * The entries of the folder's list after this build: each file with its identity, and with what its two
   * forms' identities share when both are placed with it (the rest of the files follow as files of their own).
   * @returns {Generator<[string, string, string?]>}
   */
  *listEntries() {
    this.#notChangedInPlace()
    for (const [file, at] of this.held.at) yield* this.#placeEntries(file, at)
    yield* this.#addedEntries()
  }

  /**
   * The folder's list after this build, as site-list.mjs reads back what listEntries writes: the list the build began
   * with, changed in place at the places this build did not keep as they were, with the files it added. At 100,000
   * tools a build keeps most of the 837,000 files, and making their list anew was some 0.2 s of each of the watch's
   * waits. The list the build began with is then the folder's no more, and this build's records are not to be asked
   * for after (listEntries, records).
   * @returns {HeldFiles}
   */
  heldAfter() {
    this.#notChangedInPlace()
    const held = this.held
    /** @type {[string, number][]} */
    const changed = []
    held.at.forEach((at, file) => {
      if (!this.#asItWas(at)) changed.push([file, at])
    })
    const entries = changed.flatMap(([file, at]) => [...this.#placeEntries(file, at)])
    this.#changedInPlace = true
    for (const [file] of changed) held.remove(file)
    for (const [file, identity, forms] of [...entries, ...this.#addedEntries()]) held.set(file, identity, forms)
    return held.withFormsTakenIn().compactedIfSparse()
  }

  /** Whether the place `at` of the folder's list was kept as it was, its file and the forms held with it. @param {number} at */
  #asItWas(at) {
    if (this.#kept[at * 3] === undefined) return false
    return this.held.forms[at] === undefined || (this.#kept[at * 3 + 1] !== undefined && this.#kept[at * 3 + 2] !== undefined)
  }

  /**
   * The list's entries after this build for one place of the list it began with.
   * @param {string} file
   * @param {number} at
   * @returns {Generator<[string, string, string?]>}
   */
  *#placeEntries(file, at) {
    const kept = this.#keptAt(at * 3)
    // A form is kept only as the folder holds it, so two kept forms are still the file's.
    if (kept !== undefined && this.held.forms[at] !== undefined && this.#asItWas(at)) {
      yield [file, kept.identity, this.held.forms[at]]
      return
    }
    if (kept !== undefined) yield [file, kept.identity]
    for (let form = 1; form <= (this.held.forms[at] !== undefined ? FORMS.length : 0); form += 1) {
      const keptForm = this.#keptAt(at * 3 + form)
      if (keptForm !== undefined) yield [HeldFiles.pathOf(file, form), keptForm.identity]
    }
  }

  /**
   * This build's runs of lookups (slotRun) as slots of the list listEntries writes, for the next build staged in this
   * folder in another process (site-list.mjs): a run's file this build kept is on its own line of that list.
   * @returns {Map<string, Int32Array>}
   */
  runsOfList() {
    this.#notChangedInPlace()
    const lineOf = new Int32Array(this.held.places).fill(-1)
    let line = 0
    this.held.at.forEach((at, file) => {
      for (const [entry] of this.#placeEntries(file, at)) {
        if (entry === file) lineOf[at] = line
        line += 1
      }
    })
    return this.held.runsByLine(lineOf)
  }

  /**
   * The list's entries for the files this build added: a file with its two forms where both are added with it.
   * @returns {Generator<[string, string, string?]>}
   */
  *#addedEntries() {
    const grouped = groupedForms(this.#added.keys(), (file) => this.#added.get(file)?.identity)
    for (const [file, { identity }] of this.#added) {
      if (grouped.isForm(file)) continue
      const forms = grouped.forms.get(file)
      yield forms === undefined ? [file, identity] : [file, identity, forms]
    }
  }

  /** Throws once the list was changed in place (heldAfter): this build's places in it are no longer what they were. */
  #notChangedInPlace() {
    if (this.#changedInPlace) throw new Error("This build's list was changed in place: its entries are the list's now (heldAfter)")
  }

  /**
   * Removes the files the folder held that this build did not place, and the folders they leave empty.
   * @returns {Promise<number>} files removed
   */
  async removeStale() {
    if (this.#stopped) throw new Error('The build stopped: nothing is removed from its folder')
    this.#running += 1
    try {
      return await this.#removeStale()
    } finally {
      this.#settle()
    }
  }

  /** removeStale's work. */
  async #removeStale() {
    this.#staleGoing = true
    /** @type {string[]} */
    const stale = []
    // By forEach, not for…of: no pair made for each of the 360,000 places at 100,000 tools.
    this.held.at.forEach((at, file) => {
      for (let form = 0; form <= (this.held.forms[at] !== undefined ? FORMS.length : 0); form += 1) {
        if (this.#kept[at * 3 + form] !== undefined) continue
        const held = HeldFiles.pathOf(file, form)
        if (!this.#added.has(held)) stale.push(held)
      }
    })
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
   * The record kept in a slot, a kept form's made when asked for.
   * @param {number} slot
   * @returns {Placed | undefined}
   */
  #keptAt(slot) {
    const kept = this.#kept[slot]
    return kept === KEPT_FORM ? { identity: this.held.identityAt(slot) } : kept
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
    const slot = this.held.slotOf(file)
    if (slot >= 0 && this.held.holdsAt(slot, placed.identity)) {
      this.#noteKept(slot, placed)
      return true
    }
    this.#added.set(file, placed)
    return false
  }

  /**
   * Notes the file in `slot` of the folder's list as kept as it was.
   * @param {number} slot
   * @param {Placed} placed
   */
  #noteKept(slot, placed) {
    this.#kept[slot] = placed
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
    // In the folder's list (an older version): it goes, unlinked, never written over. A path the list does not name is
    // tried without: at 100,000 tools, a rating's save places some 4,400 of the finder's files in new folders.
    if (this.reused && this.held.slotOf(file) >= 0) await unlink(target).catch(() => {})
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
