import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(__dirname, '../../..')

/** A throwaway copy of the project (sharing node_modules) to build or serve with extra content. */
export function copyProject(label: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `toolcompass-${label}-`))
  for (const entry of ['content', 'src', 'scripts', 'public', 'vite.config.ts', 'tsconfig.json', 'package.json']) {
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true })
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
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
