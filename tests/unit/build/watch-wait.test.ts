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

  it("goes on with a read-ahead a save cut short in the next wait, while the group's memo is held as it was", async () => {
    root = mkdtempSync(path.join(tmpdir(), 'watch-wait-'))
    const wait = watchWait({ root, dist: path.join(root, 'dist'), compressedCache: path.join(root, 'compressed'), pageCompiler: async () => undefined })
    const begun: string[] = []
    let taken = 0
    const site = {
      extraGroups: () => ['finder'],
      *readAheadOfGroup(group: string) {
        begun.push(group)
        for (let step = 0; step < 5; step += 1) {
          taken += 1
          yield
        }
      },
    }
    const extrasMemos = new Map<string, unknown>([['finder.memo', { entries: new Map(), live: new Map() }]])
    const kept = { site, memoFiles: ['finder.memo'], extrasMemos } as never
    // A save comes after two steps.
    await wait.prepare(kept, () => taken >= 2)
    expect([begun.length, taken]).toEqual([1, 2])
    // The next wait: the three steps left, not all five again.
    await wait.prepare(kept, () => false)
    expect([begun.length, taken]).toEqual([1, 5])
    // Cut short again, and the memo held anew (a failed build drops it): begun again.
    taken = 0
    await wait.prepare(kept, () => taken >= 1)
    extrasMemos.set('finder.memo', { entries: new Map(), live: new Map() })
    await wait.prepare(kept, () => false)
    expect([begun.length, taken]).toEqual([3, 6])
  })
})
