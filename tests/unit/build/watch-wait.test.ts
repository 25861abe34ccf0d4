import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { groupMemoFiles } from '../../../scripts/build/extras.mjs'
import { HeldFiles } from '../../../scripts/build/held-files.mjs'
import { folderIdentity, prepareStaging, previousListFile, stagingPaths } from '../../../scripts/build/publish.mjs'
import { writeList } from '../../../scripts/build/site-list.mjs'
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
    const kept = { site, memoFiles: [['finder', 'finder.memo']], extrasMemos } as never
    // A save comes after two steps: the wait says it did not do all it does.
    expect(await wait.prepare(kept, () => taken >= 2)).toBe(false)
    expect([begun.length, taken]).toEqual([1, 2])
    // The next wait: the three steps left, not all five again, and then all it does.
    expect(await wait.prepare(kept, () => false)).toBe(true)
    expect([begun.length, taken]).toEqual([1, 5])
    // Cut short again, and the memo held anew (a failed build drops it): begun again.
    taken = 0
    await wait.prepare(kept, () => taken >= 1)
    extrasMemos.set('finder.memo', { entries: new Map(), live: new Map() })
    await wait.prepare(kept, () => false)
    expect([begun.length, taken]).toEqual([3, 6])
  })

  it("reads ahead each group's memo as its group's, the search's left out when its thread makes it", async () => {
    root = mkdtempSync(path.join(tmpdir(), 'watch-wait-'))
    const wait = watchWait({ root, dist: path.join(root, 'dist'), compressedCache: path.join(root, 'compressed'), pageCompiler: async () => undefined })
    const groups = ['sitemap', 'search', 'finder', 'llms'] as const
    // Each memo knows its own file: the read-ahead must be given the finder's for the finder.
    const memoOf = new Map<unknown, string>()
    const extrasMemos = new Map<string, unknown>()
    for (const group of groups) {
      const live = new Map()
      memoOf.set(live, `${group}.memo`)
      extrasMemos.set(`${group}.memo`, { entries: new Map(), live })
    }
    const begun: [string, string | undefined][] = []
    const site = {
      extraGroups: () => groups,
      *readAheadOfGroup(group: string, memo: { live: unknown }) {
        begun.push([group, memoOf.get(memo.live)])
        yield
      },
    }
    const memoFiles = groupMemoFiles(groups, (group) => `${group}.memo`, true)
    expect(memoFiles.map(([group]) => group)).toEqual(['sitemap', 'finder', 'llms'])
    expect(await wait.prepare({ site, memoFiles, extrasMemos } as never, () => false)).toBe(true)
    // Every group is asked with its own memo (site-files.ts reads ahead the finder's alone), and the search not at all.
    expect(begun).toEqual([
      ['sitemap', 'sitemap.memo'],
      ['finder', 'finder.memo'],
      ['llms', 'llms.memo'],
    ])
  })

  it("brings the folder the next build stages in up to date, and a stop meanwhile ends it and writes that folder's list as it stands", async () => {
    root = mkdtempSync(path.join(tmpdir(), 'watch-wait-'))
    const dist = path.join(root, 'dist')
    const { previous } = stagingPaths(dist)
    /** A folder of these files, and its list (each file's identity its content). */
    const folder = (at: string, content: (n: number) => string) => {
      const held = new HeldFiles()
      mkdirSync(at, { recursive: true })
      for (let n = 0; n < 6000; n += 1) {
        writeFileSync(path.join(at, `p${n}.html`), content(n))
        held.add(`p${n}.html`, `id ${content(n)}`)
      }
      return held
    }
    const published = folder(dist, (n) => `new ${n}`)
    const staged = folder(previous, (n) => `old ${n}`)
    const list = previousListFile(root, dist)
    mkdirSync(path.dirname(list), { recursive: true })
    await writeList(list, staged.entries(), await folderIdentity(previous))
    const wait = watchWait({ root, dist, compressedCache: path.join(root, 'compressed'), pageCompiler: async () => undefined })
    // dist/'s list, as the build that published it leaves it for the wait (publish.mjs, swapIn).
    const distFolder = await folderIdentity(dist)
    wait.leave({ list: async () => ({ folder: distFolder, held: published }) })
    // A stop comes once the folder has begun to change (its list file gone).
    let stop: Promise<void> | undefined
    const saved = () => {
      if (!stop && !existsSync(list)) stop = wait.writeLeft()
      return false
    }
    await wait.prepare({} as never, saved)
    await stop
    expect(stop).toBeDefined()
    // The folder's list is there again, as a new process reads it, and says what each file is.
    const read = await prepareStaging(root, dist)
    const entries = [...(read?.held.entries() ?? [])]
    expect(entries.length).toBe(6000)
    const brought = entries.filter(([, identity]) => identity.startsWith('id new')).length
    expect(brought).toBeGreaterThan(0)
    expect(brought).toBeLessThan(6000)
    for (const [file, identity] of entries) expect(`id ${readFileSync(path.join(previous, file), 'utf8')}`, file).toBe(identity)
  })
})
