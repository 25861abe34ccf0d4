import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Running the real build in a project copy (project-copy.ts), and comparing what it wrote. */

export interface Run {
  code: number | null
  signal: NodeJS.Signals | null
  output: string
}

/**
 * The environment a build runs in: this process's, as a writer's shell gives it, less the NODE_ENV of "test" that
 * Vitest sets, which made every build here React's development build (its rendering slower, and its JSX carrying each
 * file's absolute path into the bundles, so that two copies of the project wrote different bytes) where `npm run build`
 * makes the production one.
 */
export function buildEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DIST_DIR: 'dist', ...extra }
  delete env.NODE_ENV
  return env
}

/** `npm run build` in `dir`, to its end: its exit status and what it printed on each stream. */
export const buildIn = (dir: string, env: Record<string, string> = {}) => spawnSync('node', ['scripts/build.mjs'], { cwd: dir, encoding: 'utf8', env: buildEnv(env) })

/** `npm run content:check -- --errors-only` in `dir`, to its end: its exit status and what it printed. */
export const contentCheckIn = (dir: string) => spawnSync('node', ['scripts/content-check.mjs', '--errors-only'], { cwd: dir, encoding: 'utf8', env: buildEnv() })

/** Runs the build in `dir`; with `stopAt`, sends `signal` as soon as the output matches it. */
export function runBuild(dir: string, stopAt?: { after: RegExp; signal: NodeJS.Signals }): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/build.mjs'], { cwd: dir, env: buildEnv(), stdio: 'pipe' })
    let output = ''
    let sent = false
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (stopAt && !sent && stopAt.after.test(output)) {
        sent = true
        child.kill(stopAt.signal)
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('close', (code, signal) => resolve({ code, signal, output }))
  })
}

/** Every file under a folder with its sha256: two folders are equal when these are. */
export function fingerprint(folder: string): Record<string, string> {
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort()
  return Object.fromEntries(files.map((file) => [file, createHash('sha256').update(readFileSync(path.join(folder, file))).digest('hex')]))
}
