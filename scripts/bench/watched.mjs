/**
 * The bench's measure of a build that stays running (`npm run build -- --watch`,
 * scripts/build/watch.mjs): the time from a save to the new dist/ in place,
 * for one edit of a guide's prose and then one of a tools file, in a copy
 * of the project built before (its caches warm, as a writer's are).
 */
import { spawn } from 'node:child_process'
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildRunOf } from './runs.mjs'

/** @import { BuildRun } from './runs.mjs' */

/** What the watch prints once a build is done and it waits for the next save. */
const WATCHING = 'Watching content/, public/ and src/ for changes'

/**
 * Starts the watch in `dir`, waits for its first build, then times the build after each edit: from the save to the
 * new site published (the watch's wait for the save to settle, 150 ms, included).
 * @param {string} dir
 * @param {{ page: string, tool: string }} edits the guide whose prose is edited, and the tools file whose rating is
 * @returns {Promise<{ first: BuildRun, guide: BuildRun, tool: BuildRun }>}
 */
export async function measureWatchedEdits(dir, { page, tool }) {
  const child = spawn(process.execPath, ['scripts/build.mjs', '--watch'], { cwd: dir, env: { ...process.env, DIST_DIR: 'dist' } })
  let output = ''
  child.stdout.on('data', (/** @type {Buffer} */ chunk) => (output += chunk))
  child.stderr.on('data', (/** @type {Buffer} */ chunk) => (output += chunk))
  /** The log of the next build, once it is done, and its time from `since`. @param {number} since */
  const nextBuild = async (since) => {
    const from = output.length
    while (!output.slice(from).includes(WATCHING)) {
      if (child.exitCode !== null) throw new Error(`the watch ended:\n${output.slice(from)}`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const log = output.slice(from)
    if (!log.includes('Wrote ')) throw new Error(`the build after the save failed:\n${log}`)
    return buildRunOf(log, performance.now() - since)
  }
  /** A writer's saves are seconds apart: the watch reads ahead for the next build while it waits (watch.mjs, prepare). */
  const pause = () => new Promise((resolve) => setTimeout(resolve, 2000))
  try {
    const first = await nextBuild(performance.now())
    await pause()
    let since = performance.now()
    appendFileSync(path.join(dir, page), '\nOne more sentence, added to measure the watch after one edit.\n')
    const guide = await nextBuild(since)
    const toolFile = path.join(dir, tool)
    await pause()
    since = performance.now()
    writeFileSync(toolFile, readFileSync(toolFile, 'utf8').replace(/^rating: .*$/m, 'rating: 4.3'))
    const toolRun = await nextBuild(since)
    return { first, guide, tool: toolRun }
  } finally {
    child.kill('SIGTERM')
  }
}
