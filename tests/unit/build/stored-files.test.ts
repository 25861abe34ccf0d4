import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { takeUnreadable } from '../../../scripts/build/cache-entries.mjs'
import { Placement } from '../../../scripts/build/placement.mjs'
import { placeStoredFiles } from '../../../scripts/build/stored-files.mjs'

/**
 * The file store (scripts/build/stored-files.mjs): each file kept once by
 * its bytes' hash and hard-linked into the site. It is written at once, on
 * the calling thread; a file already stored whole is not written again,
 * and one cut short is noted and written again, whole.
 */
const work = mkdtempSync(path.join(tmpdir(), 'toolcompass-stored-files-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const files = [
  { path: 'tools/a.json', content: '{"id":"a"}' },
  { path: 'tools/b.json', content: '{"id":"b","name":"Bé"}' },
  // The same bytes as a's: stored once, placed twice.
  { path: 'tools/c.json', content: '{"id":"a"}' },
]

/** Where the store keeps a file: in a folder by its name's first two digits (scripts/lib/shards.mjs). */
const inStore = (store: string, name: string) => path.join(store, name.slice(0, 2), name)

async function place(label: string) {
  const site = path.join(work, label)
  const store = path.join(work, 'store')
  const result = await placeStoredFiles(files, { placement: new Placement(site), cacheDir: store })
  return { site, store, ...result }
}

describe('placeStoredFiles', () => {
  it('stores each new file once by its bytes, and links it at its path in the site', async () => {
    takeUnreadable(work)
    const { site, store, written, linked, stored } = await place('first')
    expect(written).toBe(2)
    expect(linked).toBe(1)
    const kept = readdirSync(store, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    expect(kept.map((entry) => path.relative(store, path.join(entry.parentPath, entry.name))).sort()).toEqual([...new Set(stored.map(([, name]) => path.join(name.slice(0, 2), name)))].sort())
    for (const [file, name, size] of stored) {
      expect(readFileSync(path.join(site, file), 'utf8')).toBe(files.find((entry) => entry.path === file)?.content)
      // The site's file is the store's (a link), not a copy.
      expect(statSync(path.join(site, file)).ino).toBe(statSync(inStore(store, name)).ino)
      expect(size).toBe(Buffer.byteLength(files.find((entry) => entry.path === file)?.content ?? ''))
    }
    expect(takeUnreadable(work)).toBeUndefined()
  })

  it('takes a stored file whole as it is, and writes a cut-short one again, saying so', async () => {
    const store = path.join(work, 'store')
    const first = await place('again')
    expect(first.written).toBe(0)
    const [, nameOfB, sizeOfB] = first.stored[1]!
    const inodeBefore = statSync(inStore(store, nameOfB)).ino
    rmSync(inStore(store, nameOfB))
    writeFileSync(inStore(store, nameOfB), '{"id"')
    const mended = await place('mended')
    expect(mended.written).toBe(1)
    expect(statSync(inStore(store, nameOfB)).size).toBe(sizeOfB)
    expect(readFileSync(path.join(mended.site, 'tools/b.json'), 'utf8')).toBe(files[1]!.content)
    expect(statSync(inStore(store, nameOfB)).ino).not.toBe(inodeBefore)
    expect(takeUnreadable(work)).toMatch(/^cache: 1 unreadable entry rebuilt \(store\//)
    expect(readdirSync(store).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })
})
