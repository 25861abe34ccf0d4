/**
 * What a build that stays running (watch.mjs) does to the folder its next
 * build stages in while it waits: brings it up to date with dist/. That
 * folder is the site published two builds before (publish.mjs), so it
 * lacks what the last build changed, and the next build placed each of
 * those files again, with its forms: a pros line saved after a rating at
 * 100,000 tools placed the rating's 8,000 files back, and the first save
 * after every page was rendered again placed 330,000 (15 to 22 s). Here
 * each file dist/ holds other than the folder does is linked from dist/
 * (a hard link: a published file is never written in place), its forms
 * with it, and the folder's list says so; a file dist/ does not hold is
 * left for the next build to remove, as before.
 *
 * In steps, so that a save that comes meanwhile is built first: it stages
 * in the folder as far as it was brought, its list true of each file. The
 * list on disk is removed before the first file changes (a process stopped
 * then would take it for the truth); the watch writes it again at the end
 * of its wait, or at a stop, as far as the folder was brought, while no
 * build has begun to stage in it (watch-wait.mjs).
 */
import { linkSync, mkdirSync, rmSync, unlinkSync } from 'node:fs'
import path from 'node:path'
import { runSteps } from '../lib/steps.mjs'
import { FORMS, HeldFiles } from './held-files.mjs'

/** A step's time at most (ms), looked at every LOOK files: a link takes a few hundred times a comparison's time, and the disk's. */
const STEP_MS = 10
const LOOK = 64

/** An identity no file has: a file whose link failed half way is not taken as held by the next build, which places it again. */
const NOT_AS_LISTED = 'not as listed'

/**
 * The steps that bring `staged`'s folder up to date with `published`'s (dist/), each a run of files; `staged` says what
 * the folder holds after each. Nothing is done where either list holds forms apart from their files (a list of the
 * layout before): the next build places those as it did.
 * @param {{ staging: string, dist: string }} folders the folder brought up to date, and dist/
 * @param {HeldFiles} staged what the folder holds
 * @param {HeldFiles} published what dist/ holds
 * @param {() => void} beforeChange called once, before the first file changes
 * @returns {Generator<number, number, undefined>} after each step and at the end, how many files (forms included) were linked so far
 */
export function* syncSteps({ staging, dist }, staged, published, beforeChange) {
  if (staged.loose.length > 0 || published.loose.length > 0) return 0
  let linked = 0
  let looked = 0
  let stepStart = performance.now()
  let changing = false
  /** @param {string} file */
  const replace = (file) => {
    if (!changing) {
      beforeChange()
      changing = true
    }
    const target = path.join(staging, file)
    unlinkIfThere(target)
    try {
      linkSync(path.join(dist, file), target)
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error
      mkdirSync(path.dirname(target), { recursive: true })
      linkSync(path.join(dist, file), target)
    }
    linked += 1
  }
  for (const [file, at] of published.at) {
    looked += 1
    if (looked % LOOK === 0 && performance.now() - stepStart >= STEP_MS) {
      yield linked
      stepStart = performance.now()
    }
    const identity = /** @type {string} */ (published.identities[at])
    const forms = published.forms[at]
    const place = staged.at.get(file)
    const heldIdentity = place === undefined ? undefined : staged.identities[place]
    const heldForms = place === undefined ? undefined : staged.forms[place]
    if (heldIdentity === identity && heldForms === forms) continue
    // Said first: a step that fails half way leaves the file to be placed again, not taken as it was.
    staged.set(file, NOT_AS_LISTED, undefined)
    if (heldIdentity !== identity) replace(file)
    // Forms the same as held are the same bytes, whatever the file's identity says of it.
    for (let form = 1; form <= FORMS.length; form += 1) {
      const formPath = HeldFiles.pathOf(file, form)
      if (forms === undefined) unlinkIfThere(path.join(staging, formPath))
      else if (heldForms !== forms) replace(formPath)
    }
    staged.set(file, identity, forms)
  }
  return linked
}

/** @param {string} file */
function unlinkIfThere(file) {
  try {
    unlinkSync(file)
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error
  }
}

/**
 * Brings the folder the next build stages in up to date with dist/, step by step until a save comes (syncSteps); its list
 * file is removed before the first change. The list is not written here: at 100,000 tools that is some 0.4 s, which a
 * save coming meanwhile would wait for whole; the watch writes it later (watch-wait.mjs).
 * @param {object} options
 * @param {{ staging: string, dist: string }} options.folders
 * @param {HeldFiles} options.staged
 * @param {HeldFiles} options.published
 * @param {string} options.list the folder's list file
 * @param {() => boolean} options.saved whether a save came
 * @returns {Promise<{ linked: number, whole: boolean, changed: boolean }>} files linked (forms included); whether the folder
 *   is now as dist/; whether any file changed (its list file is then gone)
 */
export async function syncStaging({ folders, staged, published, list, saved }) {
  let changed = false
  const steps = syncSteps(folders, staged, published, () => {
    rmSync(list, { force: true })
    changed = true
  })
  const last = await runSteps(steps, saved)
  return { linked: last.value, whole: last.done === true, changed }
}
