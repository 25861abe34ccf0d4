/**
 * The bench's runs of the site: a production build in a copy of the
 * project (its time, its steps' times and its peak memory, read from the
 * build's log), and a static server for what it wrote.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

/** @import { Started } from './preview.mjs' */

/**
 * A production build's wall time, its steps' times and the most memory each held, pages written, pages rendered (not from
 * the cache), the time their rendering took, and peak memory.
 * @typedef {{ ms: number, steps: Record<string, number>, stepPeaksMb: Record<string, number>, pages: number, rendered: number, renderingMs: number, peakMb: number }} BuildRun
 */

/**
 * Runs the production build in `dir`; returns wall time, its step times and peak memory.
 * @param {string} dir
 * @returns {Promise<BuildRun>}
 */
export function build(dir) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, ['scripts/build.mjs'], { cwd: dir, env: { ...process.env, DIST_DIR: 'dist' } })
    let output = ''
    child.stdout.on('data', (/** @type {Buffer} */ chunk) => (output += chunk))
    child.stderr.on('data', (/** @type {Buffer} */ chunk) => (output += chunk))
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`build failed in ${dir}:\n${output}`))
      resolve(buildRunOf(output, performance.now() - started))
    })
  })
}

/**
 * A build's figures, read from what it printed.
 * @param {string} output one build's log
 * @param {number} ms its wall time
 * @returns {BuildRun}
 */
export function buildRunOf(output, ms) {
  const stepLines = [...output.matchAll(/^ {2}(\w+)\s+(\d+) ms, at most (\d+) MB$/gm)]
  return {
    ms,
    steps: Object.fromEntries(stepLines.map((m) => [m[1], Number(m[2])])),
    stepPeaksMb: Object.fromEntries(stepLines.map((m) => [m[1], Number(m[3])])),
    pages: Number(/Wrote (\d+) pages/.exec(output)?.[1]),
    rendered: Number(/(\d+) pages? rendered/.exec(output)?.[1]),
    // Printed only when a page was rendered.
    renderingMs: Math.round(Number(/pages? rendered, \d+ from cache; rendering ([\d.]+) s/.exec(output)?.[1] ?? 0) * 1000),
    peakMb: Number(/Peak memory (\d+) MB/.exec(output)?.[1]),
  }
}

/**
 * An edit's pages and the build's own work apart: "1108 rendered in 4.2 s, 4.1 s besides", the figure the budget of
 * "5 s plus the pages that show the tool" is about.
 * @param {BuildRun} run
 */
export function renderedAndBesides(run) {
  const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`
  return `${run.rendered} rendered in ${seconds(run.renderingMs)}, ${seconds(run.ms - run.renderingMs)} besides`
}

/**
 * Serves dist/ of `dir` on a free port with the project's static server; resolves with its origin and a stop function.
 * @param {string} root the project whose scripts/serve.mjs serves
 * @param {string} dir
 * @param {number} port
 * @returns {Promise<Started>}
 */
export function serve(root, dir, port) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), path.join(dir, 'dist')], { env: { ...process.env, PORT: String(port) } })
    child.stdout.once('data', () => resolve({ origin: `http://127.0.0.1:${port}`, stop: () => child.kill() }))
    child.once('error', reject)
  })
}
