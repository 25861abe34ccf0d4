import type { ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { copyProject, DEV_START_LIMIT, startDevServer } from './project-copy'

/**
 * npm run dev reads and checks the site as soon as it listens, not at the
 * first request: a writer opening a tab a few seconds after the start waits
 * less, and a content problem shows in the terminal at once.
 */
// Its own range: the other dev-server tests run at the same time, on 5000-5799 and 6100-6499 (and 6000 is a port browsers refuse).
const port = 5800 + Math.floor(Math.random() * 190)
let project: { dir: string; remove: () => void }
let server: ChildProcess | undefined

beforeAll(() => {
  project = copyProject('dev-start')
}, 30_000)

afterAll(() => {
  server?.kill()
  project?.remove()
})

it('prints a content problem at the start, naming the file and the field, before any page is asked for', { timeout: DEV_START_LIMIT + 50_000 }, async () => {
  const file = path.join(project.dir, 'content/about.mdx')
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: 2021'))
  let log = ''
  server = await startDevServer(project.dir, port)
  server.stderr!.on('data', (chunk: Buffer) => (log += stripVTControlCharacters(chunk.toString())))
  await expect.poll(() => log, { timeout: 45_000 }).toContain('content/about.mdx:3: title: expected text, got the number 2021 (put it in quotes)')
})
