import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { keepRenderIndex, keysOfIndex, MOST_CHANGES, readRenderIndex } from '../../../scripts/build/render-index.mjs'
import { pruneOlderVersions } from '../../../scripts/build/render-prune.mjs'

/**
 * #32: each version of the code renders every page again under new keys (some 9 GB a version at 100,000 tools), and a
 * cache that kept them all filled the disk. Under a new key base the cache keeps the renders of this version and the
 * one before, and removes the rest.
 */
let folder = ''
afterEach(() => rmSync(folder, { recursive: true, force: true }))

/** A key as the build names a render (lib/hash.mjs, cacheKey): 32 hex digits. */
const key = (n: number) => n.toString(16).padStart(32, 'a')
const record = (n: number) => ({ key: key(n), dependsOn: [`tool:t${n}`], dependencyDigest: `d${n}`, links: ['/'], ids: null, htmlBytes: 10 })

/** Writes a render and its record, as render-pages.mjs does, in the entry's shard. */
function writeEntry(n: number) {
  const shard = path.join(folder, key(n).slice(0, 2))
  mkdirSync(shard, { recursive: true })
  writeFileSync(path.join(shard, `${key(n)}.html`), '<p>page</p>')
  writeFileSync(path.join(shard, `${key(n)}.json`), '{}')
}

/** The keys of the renders the cache holds. */
const held = () =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((shard) => readdirSync(path.join(folder, shard.name)))
    .map((name) => name.split('.')[0])
    .filter((name, at, all) => all.indexOf(name) === at)
    .sort()

/** One build under `keyBase` whose pages render under these keys, as render-pages.mjs keeps its index and prunes. */
async function build(keyBase: string, keys: number[]) {
  const file = path.join(folder, 'index.ndjson')
  for (const n of keys) writeEntry(n)
  const read = await readRenderIndex(file, keyBase)
  const records = new Map(keys.map((n) => [`/tools/t${n}`, record(n)]))
  const changed = new Set([...records.keys()].filter((route) => read.records.get(route)?.key !== records.get(route)!.key))
  for (const route of records.keys()) read.records.delete(route)
  const next = await keepRenderIndex(file, { read, records, changed, keyBase })
  const pruned = next.newVersion ? await pruneOlderVersions(file, records.values()) : undefined
  return { wrote: next.wrote, pruned }
}

describe('the render cache', () => {
  it('keeps the renders of this version and the one before, and removes the rest (#32)', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-prune-'))
    // A leftover no index names (a build stopped before it wrote its index) goes at the first build.
    writeEntry(99)
    expect(await build('v1', [1, 2])).toEqual({ wrote: 'whole', pruned: { removed: 2, bytes: 13 } })
    expect(held()).toEqual([key(1), key(2)])
    // An edit under the same code: its page's render before stays until the next version.
    expect((await build('v1', [1, 3])).pruned).toBeUndefined()
    expect(held()).toEqual([key(1), key(2), key(3)])
    // New code: v1's index is the version before, and what it names is kept.
    expect((await build('v2', [4, 5])).pruned).toEqual({ removed: 2, bytes: 13 })
    expect(held()).toEqual([key(1), key(3), key(4), key(5)])
    expect(await keysOfIndex(path.join(folder, 'index.ndjson.before'))).toEqual(new Set([key(1), key(3)]))
    // Newer code again: v1's renders go, v2's stay.
    await build('v3', [6])
    expect(held()).toEqual([key(4), key(5), key(6)])
    // Going back to the version before renders nothing again: its renders are there (and the one after it stays).
    await build('v2', [4, 5])
    expect(held()).toEqual([key(4), key(5), key(6)])
  })

  it('removes nothing when the index before cannot be read, and nothing but renders', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-prune-'))
    await build('v1', [1])
    writeFileSync(path.join(folder, 'index.ndjson'), '{"layout":"render index 5"}\n["r"')
    writeFileSync(path.join(folder, 'notes.txt'), 'kept')
    writeFileSync(path.join(folder, key(1).slice(0, 2), 'stray.tmp'), 'kept')
    expect((await build('v2', [2])).pruned).toBeUndefined()
    expect(held()).toEqual([key(1), key(2), 'stray'])
    await build('v3', [3])
    expect(held()).toEqual([key(2), key(3), 'stray'])
    expect(existsSync(path.join(folder, 'notes.txt'))).toBe(true)
  })

  it('does not prune when many routes changed under the same code', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-prune-'))
    const many = Array.from({ length: MOST_CHANGES + 2 }, (_, n) => n + 1)
    await build('v1', [1])
    writeEntry(99)
    expect(await build('v1', many)).toEqual({ wrote: 'whole', pruned: undefined })
    expect(held()).toContain(key(99))
  })
})
