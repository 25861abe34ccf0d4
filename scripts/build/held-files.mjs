/**
 * What a staging folder holds as a build starts (site-list.mjs reads it
 * from the folder's list; placement.mjs notes what the build keeps of it),
 * with a file's two compressed forms held on the file's own entry.
 */

/**
 * A file's compressed forms: its path with these endings, each with an
 * identity of this prefix and a text the two share (compress.mjs names
 * the cache entry and the settings they were made with). A file held with
 * both is one entry of the folder's list, not three: at 100,000 tools, an
 * edit's build keeps 836,000 files, 476,000 of them compressed forms.
 */
export const FORMS = /** @type {const} */ ([
  { ending: '.br', prefix: 'br ' },
  { ending: '.gz', prefix: 'gz ' },
])

/**
 * The text a form's identity shares with its sibling's, if it is a form's identity of this kind.
 * @param {string} identity
 * @param {number} form 1 or 2: its place in FORMS, after the file itself
 */
const sharedOf = (identity, form) => {
  const { prefix } = /** @type {(typeof FORMS)[number]} */ (FORMS[form - 1])
  return identity.startsWith(prefix) ? identity.slice(prefix.length) : undefined
}

/**
 * What a staging folder holds as a build starts: each file by path, with
 * its identity; and where a file's compressed forms are there too, the
 * text their identities share. Each file has a place in the list and
 * each place three slots (the file, then its forms), by which the build
 * notes what it keeps (not a map of its own: adding 836,000 files to a
 * second map was a second of an edit's time and much of its garbage).
 */
export class HeldFiles {
  constructor() {
    /** @type {Map<string, number>} each path's place */
    this.at = new Map()
    /** @type {string[]} each file's identity, by place */
    this.identities = []
    /** @type {(string | undefined)[]} by place: what its forms' identities share, when both are held */
    this.forms = []
    /** Files held, forms included. */
    this.size = 0
    /** @type {string[]} forms held as files of their own */
    this.loose = []
    /** @type {(string | undefined)[]} each place's path, undefined once it holds none: a slot found before is checked by it (slotFrom) */
    this.paths = []
    /** @type {Map<string, Int32Array>} by a run's name (runOf): the slot each of its lookups found last, -1 for none */
    this.runs = new Map()
  }

  /**
   * @param {string} file
   * @param {string} identity
   * @param {string} [forms] what its two forms' identities share, when the folder holds them
   */
  add(file, identity, forms) {
    this.at.set(file, this.identities.length)
    this.paths.push(file)
    this.identities.push(identity)
    this.forms.push(forms)
    this.size += forms === undefined ? 1 : 1 + FORMS.length
    if (forms === undefined && FORMS.some(({ ending }) => file.endsWith(ending))) this.loose.push(file)
  }

  /**
   * Says the folder now holds `file` as `identity`, with forms whose identities share `forms` (none: undefined), in its
   * place if it had one (a watch's wait brings a folder up to date with dist/: staging-sync.mjs).
   * @param {string} file
   * @param {string} identity
   * @param {string} [forms]
   */
  set(file, identity, forms) {
    const at = this.at.get(file)
    if (at === undefined) return this.add(file, identity, forms)
    const count = (/** @type {string | undefined} */ shared) => (shared === undefined ? 1 : 1 + FORMS.length)
    this.size += count(forms) - count(this.forms[at])
    this.identities[at] = identity
    this.forms[at] = forms
  }

  /**
   * Says the folder no longer holds `file`, nor the forms held with it. Its place is left empty, as a form taken in
   * with its file leaves its own (withFormsTakenIn).
   * @param {string} file
   */
  remove(file) {
    const at = this.at.get(file)
    if (at === undefined) return
    this.at.delete(file)
    this.paths[at] = undefined
    this.size -= this.forms[at] === undefined ? 1 : 1 + FORMS.length
  }

  /**
   * The same files, their places made again without the empty ones once those outnumber the files: a list changed in
   * place build after build (placement.mjs, heldAfter) leaves one for each file a build changed.
   */
  compactedIfSparse() {
    if (this.identities.length <= 2 * this.at.size + 1024) return this
    /** @type {string[]} */
    const identities = []
    /** @type {(string | undefined)[]} */
    const forms = []
    /** @type {string[]} */
    const paths = []
    // Each path's place set anew while the map is gone through: a key's value changed in a Map's forEach is no new key.
    this.at.forEach((at, file) => {
      this.at.set(file, identities.length)
      paths.push(file)
      identities.push(/** @type {string} */ (this.identities[at]))
      forms.push(this.forms[at])
    })
    this.identities = identities
    this.forms = forms
    this.paths = paths
    return this
  }

  /**
   * Each file held, with its identity and, where its forms are held with it, what they share: as a list holds them.
   * @returns {Generator<[file: string, identity: string, forms?: string]>}
   */
  *entries() {
    for (const [file, at] of this.at) {
      const forms = this.forms[at]
      yield forms === undefined ? [file, /** @type {string} */ (this.identities[at])] : [file, /** @type {string} */ (this.identities[at]), forms]
    }
  }

  /**
   * The same files, with forms held as files of their own taken in with their file where both are there as its
   * forms: from a list of the layout before, or forms placed apart from their file (kept, and compressed again).
   * Taken in where they are, in place: a form's own place is left empty (no path leads to it). Made again whole, the
   * list of 837,000 files at 100,000 tools was 2 s of reading it, for the two forms of one profile.
   */
  withFormsTakenIn() {
    /** @param {string} file */
    const identityOf = (file) => {
      const at = this.at.get(file)
      return at === undefined ? undefined : this.identities[at]
    }
    for (const form of this.loose) {
      const ending = FORMS.find((each) => form.endsWith(each.ending))?.ending ?? ''
      const file = form.slice(0, -ending.length)
      const at = this.at.get(file)
      if (at === undefined || this.forms[at] !== undefined) continue
      const shared = formsOf(file, identityOf)
      if (shared === undefined) continue
      this.forms[at] = shared
      for (let each = 1; each <= FORMS.length; each += 1) {
        const formPath = HeldFiles.pathOf(file, each)
        const formAt = this.at.get(formPath)
        if (formAt !== undefined) this.paths[formAt] = undefined
        this.at.delete(formPath)
      }
    }
    this.loose = this.loose.filter((form) => this.at.has(form))
    return this
  }

  /** Places in the list: a file with its forms is one (and a form taken in with its file leaves its own place empty). */
  get places() {
    return this.identities.length
  }

  /**
   * The slot of `file`: its place times three, plus 1 or 2 for a form held with its file. -1 when not held.
   * @param {string} file
   */
  slotOf(file) {
    const at = this.at.get(file)
    if (at !== undefined) return at * 3
    for (let form = 1; form <= FORMS.length; form += 1) {
      const { ending } = /** @type {(typeof FORMS)[number]} */ (FORMS[form - 1])
      if (!file.endsWith(ending)) continue
      const of = this.at.get(file.slice(0, -ending.length))
      return of !== undefined && this.forms[of] !== undefined ? of * 3 + form : -1
    }
    return -1
  }

  /**
   * The slot of `file`, trying `hint` first: the slot a lookup found for it before, while that place still holds it (a
   * file's own slot; a form's is looked up). A place's path is compared, not looked up: at 100,000 tools an edit's build
   * looks up some 330,000 files it keeps (cards, pages, tool records), 1 to 1.5 µs each in a map of 370,000 paths.
   * @param {string} file
   * @param {number} hint
   */
  slotFrom(file, hint) {
    return hint >= 0 && hint % 3 === 0 && this.paths[hint / 3] === file ? hint : this.slotOf(file)
  }

  /**
   * The slots a named run of lookups found in this list last (Placement.slotRun), by each lookup's place in the run, as
   * many as `length` (-1 where none was found, or past the run before's end). Kept with the list: a build that stays
   * running stages in the same folder every other build, whose list it changes in place (placement.mjs, heldAfter).
   * @param {string} name
   * @param {number} length
   */
  runOf(name, length) {
    const before = this.runs.get(name)
    if (before?.length === length) return before
    const slots = new Int32Array(length).fill(-1)
    if (before) slots.set(before.subarray(0, Math.min(length, before.length)))
    this.runs.set(name, slots)
    return slots
  }

  /**
   * This list's runs (runOf) as slots of the list written line by line in `lineOf`'s order, where a file's own line is
   * numbered as its place will be in the next process (site-list.mjs, readList: each line is a place). A slot whose place
   * has no line of its file is left to be looked up (-1), as a form's is.
   * @param {Int32Array} lineOf each place's line, -1 where it has none
   * @returns {Map<string, Int32Array>}
   */
  runsByLine(lineOf) {
    /** @type {Map<string, Int32Array>} */
    const runs = new Map()
    /** @param {number} slot */
    const slotByLine = (slot) => {
      const line = slot >= 0 && slot % 3 === 0 ? (lineOf[slot / 3] ?? -1) : -1
      return line < 0 ? -1 : line * 3
    }
    this.runs.forEach((slots, name) => runs.set(name, slots.map(slotByLine)))
    return runs
  }

  /** This list's runs as slots of the list its entries() write (runsByLine): a line each place, in the map's order. */
  runsOfList() {
    const lineOf = new Int32Array(this.places).fill(-1)
    let line = 0
    this.at.forEach((at) => {
      lineOf[at] = line
      line += 1
    })
    return this.runsByLine(lineOf)
  }

  /**
   * The identity held in a slot.
   * @param {number} slot
   */
  identityAt(slot) {
    const at = Math.floor(slot / 3)
    const form = slot % 3
    return form === 0 ? /** @type {string} */ (this.identities[at]) : `${/** @type {(typeof FORMS)[number]} */ (FORMS[form - 1]).prefix}${this.forms[at]}`
  }

  /**
   * Whether a slot holds this identity (a form's compared without making its identity).
   * @param {number} slot
   * @param {string} identity
   */
  holdsAt(slot, identity) {
    const at = Math.floor(slot / 3)
    const form = slot % 3
    return form === 0 ? this.identities[at] === identity : this.forms[at] !== undefined && sharedOf(identity, form) === this.forms[at]
  }

  /**
   * The path in a slot.
   * @param {string} file the path of its place
   * @param {number} form 0, 1 or 2
   */
  static pathOf(file, form) {
    return form === 0 ? file : `${file}${/** @type {(typeof FORMS)[number]} */ (FORMS[form - 1]).ending}`
  }

  /**
   * Files and their identities as a map gives them; a file's two forms, when the map holds both as its forms, with it.
   * @param {Iterable<[string, string]>} files
   */
  static of(files) {
    const all = new Map(files)
    const grouped = groupedForms(all.keys(), (file) => all.get(file))
    const held = new HeldFiles()
    for (const [file, identity] of all) if (!grouped.isForm(file)) held.add(file, identity, grouped.forms.get(file))
    return held
  }
}

/**
 * Of these files, those whose two forms are among them as their forms, with what those forms' identities share.
 * @param {Iterable<string>} files
 * @param {(file: string) => string | undefined} identityOf
 */
export function groupedForms(files, identityOf) {
  /** @type {Map<string, string>} */
  const forms = new Map()
  for (const file of files) {
    const shared = formsOf(file, identityOf)
    if (shared !== undefined) forms.set(file, shared)
  }
  return {
    forms,
    /** Whether `file` is a form listed with its file. @param {string} file */
    isForm: (file) => FORMS.some(({ ending }) => file.endsWith(ending) && forms.has(file.slice(0, -ending.length))),
  }
}

/**
 * What the two forms of `file` share, when both are there as its forms (identityOf gives each path's identity, if any).
 * @param {string} file
 * @param {(file: string) => string | undefined} identityOf
 */
function formsOf(file, identityOf) {
  if (FORMS.some(({ ending }) => file.endsWith(ending))) return undefined
  let shared
  for (let form = 1; form <= FORMS.length; form += 1) {
    const identity = identityOf(HeldFiles.pathOf(file, form))
    const text = identity === undefined ? undefined : sharedOf(identity, form)
    if (text === undefined || (shared !== undefined && text !== shared)) return undefined
    shared = text
  }
  return shared
}

