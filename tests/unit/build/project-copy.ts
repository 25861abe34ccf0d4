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

/** Starts `npm run dev` in a project copy; resolves once it listens on `port`. */
export async function startDevServer(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn('node', ['scripts/dev.mjs'], { cwd: dir, env: { ...process.env, PORT: String(port) }, stdio: 'pipe' })
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('dev server did not start')), 20_000)
    server.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`http://127.0.0.1:${port}`)) {
        clearTimeout(timer)
        resolve()
      }
    })
  })
  return server
}
