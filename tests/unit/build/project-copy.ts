import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { buildIn } from './build-run'

const root = path.resolve(__dirname, '../../..')

/** What a copy holds of the project: all a build reads, the lockfile among them (the code's fingerprint reads it). */
const PROJECT_ENTRIES = ['content', 'src', 'scripts', 'public', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json']

/** A copy's own project files, beside the main project's node_modules. */
function copyInto(dir: string) {
  for (const entry of PROJECT_ENTRIES) cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true })
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
}

/**
 * A throwaway copy of the project (sharing node_modules) to build or serve with extra content.
 * With `built`, the copy starts with the caches of a build of the project as it is (`.build/`, made once a test run:
 * builtProject below), so its first build does only what its own changes ask for, some 3 s rather than a cold 11 s
 * (three times that beside the other worker): for a test of what a build reports or does after a change, never for one
 * of a cold build or of what a first run on a new machine does.
 */
export function copyProject(label: string, { built = false }: { built?: boolean } = {}): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `toolcompass-${label}-`))
  copyInto(dir)
  if (built) {
    // Not its published-folder lists (which name the built project's dist/, not here), nor the preview's Vite cache.
    const kept = path.join(builtProject(), '.build')
    const skipped = new Set(['publish', 'vite'].map((name) => path.join(kept, name)))
    cpSync(kept, path.join(dir, '.build'), { recursive: true, filter: (source) => !skipped.has(source) && !path.basename(source).startsWith('nginx-') })
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/**
 * What a cold build of the project as it is writes: the built copy's dist/, made from empty caches. A test that holds
 * later builds to a cold build's bytes compares with it, and may then start its own copy from the built caches.
 */
export const coldBuildOutput = () => path.join(builtProject(), 'dist')

/** How long a worker waits for the other worker's build of the built project before it calls that build hung. */
const BUILT_PROJECT_LIMIT = 300_000

/**
 * The project copied and built once a test run, in the folder tests/unit/global-setup.ts gives the run: the first worker
 * to ask for it makes it (a directory made atomically beside the folder is its claim), and the other waits for its word,
 * done or failed, beside the folder too.
 */
function builtProject(): string {
  const project = inject('builtProjectFolder')
  const done = `${project}.done`
  const failed = `${project}.failed`
  try {
    mkdirSync(`${project}.claimed`)
  } catch {
    const sleeper = new Int32Array(new SharedArrayBuffer(4))
    for (const start = Date.now(); !existsSync(done) && !existsSync(failed); ) {
      if (Date.now() - start > BUILT_PROJECT_LIMIT) throw new Error(`the other worker's build of the project did not end in ${BUILT_PROJECT_LIMIT / 1000} s`)
      Atomics.wait(sleeper, 0, 0, 100)
    }
    if (existsSync(failed)) throw new Error(readFileSync(failed, 'utf8'))
    return project
  }
  try {
    copyInto(project)
    const run = buildIn(project)
    if (run.status !== 0) throw new Error(`the build of the project as it is failed (${run.status ?? run.signal}):\n${run.stdout}${run.stderr}`)
  } catch (error) {
    // Whatever stopped it, the other worker is told rather than left waiting.
    writeFileSync(failed, error instanceof Error ? error.message : String(error))
    throw error
  }
  writeFileSync(done, '')
  return project
}

/**
 * How long a dev server may take to say it listens before the test calls it hung. A limit catches a hang, it does not
 * time the start (the bench does): on a CI machine busy with the other test files, a start that takes 4 s alone took over 20.
 */
export const DEV_START_LIMIT = 60_000

/** Starts `npm run dev` in a project copy; resolves once it listens on `port`, and rejects with what it printed if it does not. */
export async function startDevServer(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn('node', ['scripts/dev.mjs'], { cwd: dir, env: { ...process.env, PORT: String(port) }, stdio: 'pipe' })
  // All it printed, not a chunk at a time: the address may come split across two chunks.
  let printed = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`dev server did not start in ${DEV_START_LIMIT / 1000} s; it printed:\n${printed}`)), DEV_START_LIMIT)
    const listen = (chunk: Buffer) => {
      printed += chunk.toString()
      if (printed.includes(`http://127.0.0.1:${port}`)) {
        clearTimeout(timer)
        resolve()
      }
    }
    server.stdout!.on('data', listen)
    server.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()))
    server.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`dev server exited (${code}) before it listened; it printed:\n${printed}`))
    })
  })
  return server
}
