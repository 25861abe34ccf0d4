import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { watchWait } from '../../../scripts/build/watch-wait.mjs'

/** #32: what a build that stays running leaves to write while it waits, written then or before it stops. */
describe('watchWait', () => {
  let root = ''
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it("writes the other files' records the builds left, each as last made, and forgets them", async () => {
    root = mkdtempSync(path.join(tmpdir(), 'watch-wait-'))
    const wait = watchWait({ root, dist: path.join(root, 'dist'), compressedCache: path.join(root, 'compressed'), pageCompiler: async () => undefined })
    const file = path.join(root, 'record.json')
    wait.unwrittenRecords.set(file, { items: ['first'] })
    wait.unwrittenRecords.set(file, { items: ['second'] })
    await wait.writeLeft()
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ items: ['second'] })
    expect(wait.unwrittenRecords.size).toBe(0)
  })
})
