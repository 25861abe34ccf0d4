/**
 * The bench's measure of a build that stays running (`npm run build -- --watch`,
 * scripts/build/watch.mjs): the time from a save to the new dist/ in place,
 * for one edit of a guide's prose and then one of a tools file, in a copy
 * of the project built before (its caches warm, as a writer's are).
 */
import { spawn } from 'node:child_process'
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { READ_AHEAD, WATCHING } from '../build/watch.mjs'
import { messageOf } from '../lib/errors.mjs'
import { buildRunOf } from './runs.mjs'

/** @import { BuildRun } from './runs.mjs' */

/** How long the watch's wait after a tools file's save may take to say it read ahead (at 100,000 tools, 1.4 to 2.8 s after the build). */
const READ_AHEAD_WITHIN_MS = 180_000

/**
 * Starts the watch in `dir`, waits for its first build, then times the build after each edit: from the save to the
 * new site published (the watch's wait for the save to settle, 150 ms, included). The guide's edit and the tools file's
 * come 2 s apart, as a writer's might, before the watch has read ahead all it reads ahead for a save (watch-wait.mjs):
 * the tools file's edit pays what it had yet to read. Then, once the watch says it has read ahead (READ_AHEAD), the
 * rating is put back as it was, and that save is timed too (`laterTool`): a tools file's save as a writer's usually is.
 * @param {string} dir
 * @param {{ page: string, tool: string }} edits the guide whose prose is edited, and the tools file whose rating is
 * @returns {Promise<{ first: BuildRun, guide: BuildRun, tool: BuildRun, laterTool: BuildRun | { error: string } }>}
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
  /** Until the watch says its wait read ahead all it reads ahead, from `from` in its output. @param {number} from */
  const readAhead = async (from) => {
    for (const until = performance.now() + READ_AHEAD_WITHIN_MS; !output.slice(from).includes(READ_AHEAD); ) {
      if (child.exitCode !== null) throw new Error(`the watch ended:\n${output.slice(from)}`)
      if (performance.now() > until) throw new Error(`the watch did not read ahead within ${READ_AHEAD_WITHIN_MS / 1000} s`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
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
    const before = readFileSync(toolFile, 'utf8')
    // Then put back as it was; a rating of 4.3 already (which the first save leaves as it was) is moved to 4.1.
    const ratedAs = /^rating: .*$/m.exec(before)?.[0]
    const back = ratedAs === undefined || ratedAs === 'rating: 4.3' ? 'rating: 4.1' : ratedAs
    writeFileSync(toolFile, before.replace(/^rating: .*$/m, 'rating: 4.3'))
    const toolRun = await nextBuild(since)
    // Timed apart: the other saves' figures stand when this one is not made.
    /** @type {BuildRun | { error: string }} */
    let laterTool
    try {
      await readAhead(output.lastIndexOf(WATCHING))
      since = performance.now()
      writeFileSync(toolFile, readFileSync(toolFile, 'utf8').replace(/^rating: .*$/m, back))
      laterTool = await nextBuild(since)
    } catch (error) {
      laterTool = { error: messageOf(error).split('\n')[0] ?? '' }
    }
    return { first, guide, tool: toolRun, laterTool }
  } finally {
    child.kill('SIGTERM')
  }
}
