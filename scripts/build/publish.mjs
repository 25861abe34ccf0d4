/**
 * The build writes the site to a staging folder beside dist/ and puts it in
 * place only when every step has passed: two renames, so a server reading
 * dist/ sees the old site or the new one, never a mix. A failed or
 * interrupted build leaves dist/ as it was; its staging folder is removed
 * then, or by the next build when the process was killed outright.
 */
import { existsSync, rmSync, statSync } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import path from 'node:path'

/**
 * The folders beside `dist`: where a build writes, and where the old site waits during the swap.
 * @param {string} dist absolute
 */
export function stagingPaths(dist) {
  const base = path.join(path.dirname(dist), `.${path.basename(dist)}`)
  return { staging: `${base}-staging`, previous: `${base}-previous` }
}

/**
 * Before a build: a swap cut short between its two renames left the old
 * site in `previous` and no dist/; it goes back. Leftovers are removed.
 * @param {string} dist
 */
export async function recoverEarlierBuild(dist) {
  const { staging, previous } = stagingPaths(dist)
  if (!existsSync(dist) && existsSync(previous)) await rename(previous, dist)
  await rm(previous, { recursive: true, force: true })
  await rm(staging, { recursive: true, force: true })
}

/**
 * Puts the staged site in place of dist/ (the old one waits in `previous`
 * for removePrevious).
 * @param {string} dist
 */
export async function swapIn(dist) {
  const { staging, previous } = stagingPaths(dist)
  if (existsSync(dist)) await rename(dist, previous)
  await rename(staging, dist)
}

/**
 * Removes the site the swap replaced; a build interrupted here leaves the
 * rest for the next build to remove.
 * @param {string} dist
 */
export async function removePrevious(dist) {
  await rm(stagingPaths(dist).previous, { recursive: true, force: true })
}

/**
 * After a failure or an interruption: removes the staging folder (at once,
 * since the process may be about to exit) and says what dist/ holds.
 * @param {string} dist
 * @param {string} label how to name dist/ to the writer ("dist/")
 * @returns {string} one line
 */
export function abandonBuild(dist, label) {
  rmSync(stagingPaths(dist).staging, { recursive: true, force: true })
  if (!existsSync(dist)) return `${label} not written (there was no earlier build).`
  return `${label} unchanged (last built ${formatLocal(lastBuilt(dist))}).`
}

/**
 * When dist/ was built: the time of its 404.html, which every build writes anew (pages may be reused from the cache).
 * @param {string} dist
 */
function lastBuilt(dist) {
  const notFound = path.join(dist, '404.html')
  return (existsSync(notFound) ? statSync(notFound) : statSync(dist)).mtime
}

/**
 * "2026-11-23 20:41" in the machine's time zone.
 * @param {Date} date
 */
export function formatLocal(date) {
  const two = (/** @type {number} */ n) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`
}
