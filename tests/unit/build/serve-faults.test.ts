import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, statSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs'
import { get, type IncomingMessage } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * scripts/serve.mjs never crashes: each fault is done to a running server,
 * which answers that request with a proper status, logs it, and keeps
 * serving the next.
 */
const PORT = 4391
const BIG = 32 * 1024 * 1024

let dist = ''
let server: ChildProcess
let log = ''

const request = (pathname: string) =>
  new Promise<IncomingMessage>((resolve, reject) => {
    get({ host: '127.0.0.1', port: PORT, path: pathname }, resolve).on('error', reject)
  })

const text = (response: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = ''
    response.on('data', (chunk: Buffer) => (body += chunk.toString()))
    response.on('end', () => resolve(body))
  })

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'toolcompass-serve-'))
  writeFileSync(path.join(dist, 'index.html'), '<!DOCTYPE html><title>Home</title>')
  writeFileSync(path.join(dist, '404.html'), '<!DOCTYPE html><title>Page Not Found</title>')
  // A file no one may read, root included (chmod 000 stops everyone but root): the kernel's write-only drop_caches.
  symlinkSync('/proc/sys/vm/drop_caches', path.join(dist, 'secret.html'))
  writeFileSync(path.join(dist, 'big.txt'), Buffer.alloc(BIG, 'x'))
  server = spawn(process.execPath, [path.resolve('scripts/serve.mjs'), dist], { env: { ...process.env, PORT: String(PORT) }, stdio: 'pipe' })
  server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    server.stdout!.once('data', () => resolve())
    server.once('exit', (code) => reject(new Error(`serve.mjs exited (${code}): ${log}`)))
  })
}, 20_000)

afterAll(() => {
  server?.kill()
  rmSync(dist, { recursive: true, force: true })
})

describe('serve.mjs under faults', () => {
  it('answers an unreadable file with 500, logs it, and serves the next request', async () => {
    const response = await request('/secret.html')
    expect(response.statusCode).toBe(500)
    expect(await text(response)).toBe('500 Internal Server Error\n')
    // The log line may reach this process a moment after the answer.
    await expect.poll(() => log, { timeout: 5000 }).toMatch(/serve: GET \/secret\.html: .*EACCES/)
    expect((await request('/')).statusCode).toBe(200)
  })

  it('streams a file removed while it is being sent to its end', async () => {
    const response = await request('/big.txt')
    expect(response.statusCode).toBe(200)
    let received = 0
    let removed = false
    await new Promise<void>((resolve) => {
      response.on('data', (chunk: Buffer) => {
        received += chunk.length
        if (!removed) {
          removed = true
          unlinkSync(path.join(dist, 'big.txt'))
        }
      })
      response.on('end', resolve)
    })
    expect(received).toBe(BIG)
    expect((await request('/big.txt')).statusCode).toBe(404)
  })

  it('stops sending to a client that leaves mid-answer, and keeps serving', async () => {
    writeFileSync(path.join(dist, 'big.txt'), Buffer.alloc(BIG, 'y'))
    const response = await request('/big.txt')
    await new Promise<void>((resolve) => response.once('data', () => resolve()))
    response.destroy()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await request('/')).statusCode).toBe(200)
  })

  it('answers 404 in plain text when 404.html itself is missing', async () => {
    unlinkSync(path.join(dist, '404.html'))
    const response = await request('/no-such-page')
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(await text(response)).toBe('404 Not Found\n')
  })

  it('is still running after all of it', async () => {
    expect(server.exitCode).toBeNull()
    expect((await request('/')).statusCode).toBe(200)
    expect(statSync(dist).isDirectory()).toBe(true)
  })
})
