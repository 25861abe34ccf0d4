import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchThread } from '../../../scripts/build/search-thread.mjs'
import { searchItems } from '../../../src/server/search-files'
import { searchFilesOf } from '../../../src/server/search-make'
import { registryOf, siteFrontmatters, siteTools } from '../site-content'

/**
 * The search made on a thread of its own (scripts/build/search-thread.mjs),
 * from the server bundle's own entry: the files it stores are those the
 * make gives on the build's thread, from the memo a make before wrote or,
 * for a build that stays running, from what it kept in memory.
 */
const work = mkdtempSync(path.join(tmpdir(), 'toolcompass-search-thread-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** search-make.ts bundled as the build bundles it: the thread loads JavaScript, not TypeScript. */
let makerUrl = ''
beforeAll(async () => {
  const outDir = path.join(work, 'server')
  await build({
    configFile: false,
    logLevel: 'silent',
    build: { ssr: 'src/server/search-make.ts', outDir, emptyOutDir: true, copyPublicDir: false, rollupOptions: { output: { entryFileNames: 'search-make.js' } } },
  })
  makerUrl = pathToFileURL(path.join(outDir, 'search-make.js')).href
}, 60_000)

const [guideFile, guideFrontmatter] = Object.entries(siteFrontmatters).find(([, data]) => (data as { kind?: string }).kind === 'guide')!
const itemsOf = (title?: string) =>
  searchItems(registryOf(title ? { ...siteFrontmatters, [guideFile]: { ...(guideFrontmatter as object), title } } : siteFrontmatters, siteTools))

/** Each stored file's path and content, as the thread answered and the store holds it. */
const readStored = (storeDir: string, stored: [string, string, number][]) =>
  stored.map(([file, name, size]) => {
    const content = readFileSync(path.join(storeDir, name.slice(0, 2), name), 'utf8')
    expect(Buffer.byteLength(content)).toBe(size)
    return { path: file, content }
  })

async function until(done: () => boolean) {
  for (const end = Date.now() + 10_000; !done(); ) {
    if (Date.now() > end) throw new Error('not done in 10 s')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('the search made on its thread', () => {
  it("stores what the build's own thread makes, writes the memo before it stops, and a make in a new thread mends from it", async () => {
    const storeDir = path.join(work, 'store-once')
    const memoFile = path.join(work, 'once.memo')
    const first = new SearchThread(makerUrl)
    const { stored, taken, made } = await first.make({ items: itemsOf(), memoFile, storeDir })
    expect(readStored(storeDir, stored)).toEqual(searchFilesOf(itemsOf()))
    expect({ taken, made }).toEqual({ taken: 0, made: 1 })
    await first.stop()
    expect(existsSync(memoFile)).toBe(true)
    const next = new SearchThread(makerUrl)
    try {
      const retitled = itemsOf('A Guide the Thread Retitled')
      const { stored, taken, made } = await next.make({ items: retitled, memoFile, storeDir })
      expect(readStored(storeDir, stored)).toEqual(searchFilesOf(retitled))
      // The answers before read from the memo's file, and the new ones set.
      expect({ taken, made }).toEqual({ taken: 1, made: 1 })
    } finally {
      await next.stop()
    }
  })

  it('for a build that stays running: the next make takes what the make before kept in memory, and the memo is written after each answer', async () => {
    const storeDir = path.join(work, 'store-held')
    const memoFile = path.join(work, 'held.memo')
    const thread = new SearchThread(makerUrl)
    try {
      await thread.make({ items: itemsOf(), memoFile, storeDir })
      await until(() => existsSync(memoFile))
      const written = readFileSync(memoFile, 'utf8')
      const retitled = itemsOf('A Guide the Watch Retitled')
      const { stored, taken, made } = await thread.make({ items: retitled, memoFile, storeDir })
      expect(readStored(storeDir, stored)).toEqual(searchFilesOf(retitled))
      // Not read from the memo: the make before's lists and answers were still in memory. Sent the guide's item alone.
      expect({ taken, made }).toEqual({ taken: 0, made: 1 })
      expect(thread.wholeSends).toBe(1)
      // Every item again where more than a few changed.
      const renamed = itemsOf().map((item, at) => (at % 100 === 0 ? { ...item, title: `${item.title} Renamed` } : item))
      expect(renamed.filter((item) => item.title.endsWith(' Renamed')).length).toBeGreaterThan(0)
      expect(readStored(storeDir, (await thread.make({ items: renamed, memoFile, storeDir })).stored)).toEqual(searchFilesOf(renamed))
      const many = itemsOf().map((item) => ({ ...item, title: `${item.title} Again` }))
      expect(readStored(storeDir, (await thread.make({ items: many, memoFile, storeDir })).stored)).toEqual(searchFilesOf(many))
      expect(thread.wholeSends).toBe(2)
      await until(() => readFileSync(memoFile, 'utf8').includes(' Again'))
      expect(readFileSync(memoFile, 'utf8')).not.toBe(written)
    } finally {
      await thread.stop()
    }
  })

  it("reads a memo's answers ahead of the make, for a build that stays running while it waits", async () => {
    const storeDir = path.join(work, 'store-ahead')
    const memoFile = path.join(work, 'ahead.memo')
    const first = new SearchThread(makerUrl)
    await first.make({ items: itemsOf(), memoFile, storeDir })
    await first.stop()
    const thread = new SearchThread(makerUrl)
    try {
      await thread.readAhead(memoFile)
      // Read again: nothing to do, the answers are in memory.
      await thread.readAhead(memoFile)
      const retitled = itemsOf('A Guide Read Ahead')
      const { stored, taken, made } = await thread.make({ items: retitled, memoFile, storeDir })
      expect(readStored(storeDir, stored)).toEqual(searchFilesOf(retitled))
      // The memo's answers were taken as the read ahead left them: the make did not read its file.
      expect({ taken, made }).toEqual({ taken: 0, made: 1 })
      // A memo file there is not: nothing read, and the make after makes every answer.
      const none = new SearchThread(makerUrl)
      await none.readAhead(path.join(work, 'no-such.memo'))
      expect(readStored(storeDir, (await none.make({ items: retitled, memoFile: path.join(work, 'no-such.memo'), storeDir })).stored)).toEqual(searchFilesOf(retitled))
      await none.stop()
    } finally {
      await thread.stop()
    }
  })

  it('fails a make it cannot do with the reason, and makes the next', async () => {
    const storeDir = path.join(work, 'store-failed')
    const memoFile = path.join(work, 'failed.memo')
    const thread = new SearchThread(makerUrl)
    try {
      await expect(thread.make({ items: [null as never], memoFile, storeDir })).rejects.toThrow(/^the site search's files could not be made:\n\w*Error/)
      const { stored } = await thread.make({ items: itemsOf(), memoFile, storeDir })
      expect(readStored(storeDir, stored)).toEqual(searchFilesOf(itemsOf()))
    } finally {
      await thread.stop()
    }
  })
})
