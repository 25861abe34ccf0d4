import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { takeUnreadable } from '../../../scripts/build/cache-entries.mjs'
import { changedKeys, dependencyHashesNow, keepDependencyHashes, readDependencyHashes } from '../../../scripts/build/dependency-hashes.mjs'
import { Placement } from '../../../scripts/build/placement.mjs'
import { keepRenderIndex, readRenderIndex, writeRenderIndex } from '../../../scripts/build/render-index.mjs'
import { renderPages } from '../../../scripts/build/render-pages.mjs'
import { linkSummary } from '../../../src/server/link-check'

/**
 * #32: each dependency key's hash is kept from one build to the next, so
 * that the keys that changed are found once and a route none of whose keys
 * changed is known unchanged without its digest worked out again (some
 * 0.5 s of a guide's edit at 100,000 tools).
 */
let folder = ''
afterEach(() => rmSync(folder, { recursive: true, force: true }))
const made = () => (folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-hashes-')))

describe('the dependency hashes kept', () => {
  it('are read back as written, under the same base only', async () => {
    const file = path.join(made(), 'keys.json')
    expect(await readDependencyHashes(file, 'base')).toBeUndefined()
    const hashes = dependencyHashesNow(undefined, ['tool:a', 'pages', 'tool:a'], (key) => `h(${key})`)
    expect(hashes.hashes).toEqual(new Map([['tool:a', 'h(tool:a)'], ['pages', 'h(pages)']]))
    expect(await keepDependencyHashes(file, 'base', hashes, undefined)).toBe(true)
    expect(await readDependencyHashes(file, 'base')).toEqual(hashes)
    // Another code's hashes are not this code's.
    expect(await readDependencyHashes(file, 'other base')).toBeUndefined()
  })

  it('are none when the file is cut short or not theirs, which is noted', async () => {
    const file = path.join(made(), 'keys.json')
    const hashes = dependencyHashesNow(undefined, ['tool:a'], () => 'h')
    await keepDependencyHashes(file, 'base', hashes, undefined)
    const text = readFileSync(file, 'utf8')
    takeUnreadable(folder)
    writeFileSync(file, text.slice(0, -5))
    expect(await readDependencyHashes(file, 'base')).toBeUndefined()
    writeFileSync(file, JSON.stringify({ ...JSON.parse(text), hashes: [] }))
    expect(await readDependencyHashes(file, 'base')).toBeUndefined()
    expect(takeUnreadable(folder)).toBe('cache: 2 unreadable entries rebuilt (keys.json, keys.json)')
  })

  it('name the keys whose hash is not the one kept', () => {
    const kept = dependencyHashesNow(undefined, ['tool:a', 'tool:b', 'pages'], (key) => `${key}@1`)
    const now = (key: string) => (key === 'tool:b' ? 'tool:b@2' : `${key}@1`)
    expect(changedKeys(kept, now)).toEqual(new Set(['tool:b']))
    expect(changedKeys(kept, (key) => `${key}@1`)).toEqual(new Set())
  })

  it('are the record read while every key and hash is as kept, and a new record, under a new id, when one is not', async () => {
    const file = path.join(made(), 'keys.json')
    const hash = (key: string) => `${key}@1`
    const kept = dependencyHashesNow(undefined, ['tool:a', 'tool:b'], hash)
    expect(dependencyHashesNow(kept, ['tool:b', 'tool:a', 'tool:b'], hash)).toBe(kept)
    expect(await keepDependencyHashes(file, 'base', kept, kept)).toBe(false)
    expect(existsSync(file)).toBe(false)
    const changed = dependencyHashesNow(kept, ['tool:a', 'tool:b'], (key) => (key === 'tool:a' ? 'new' : hash(key)))
    expect(changed.id).not.toBe(kept.id)
    expect(changed.hashes.get('tool:a')).toBe('new')
    const added = dependencyHashesNow(kept, ['tool:a', 'tool:b', 'tool:c'], hash)
    expect(added.id).not.toBe(kept.id)
    expect(dependencyHashesNow(kept, ['tool:a'], hash).id).not.toBe(kept.id)
  })

  it("are named by the render index's whole file and its changes, and a new id is written even when no record changed", async () => {
    const file = path.join(made(), 'index.ndjson')
    const record = { key: 'k', dependsOn: ['tool:a'], dependencyDigest: 'd', links: [], ids: null, htmlBytes: 1 }
    await writeRenderIndex(file, new Map([['/a', record]]), 'first')
    let read = await readRenderIndex(file)
    expect(read.keys).toBe('first')
    read.records.delete('/a')
    expect(await keepRenderIndex(file, { read, records: new Map([['/a', record]]), changed: new Set(), keys: 'first' })).toBe('kept')
    read = await readRenderIndex(file)
    read.records.delete('/a')
    expect(await keepRenderIndex(file, { read, records: new Map([['/a', record]]), changed: new Set(), keys: 'second' })).toBe('changes')
    expect((await readRenderIndex(file)).keys).toBe('second')
    await writeRenderIndex(file, new Map([['/a', record]]))
    expect((await readRenderIndex(file)).keys).toBeNull()
  })
})

describe('the pages step with the hashes kept', () => {
  /** A site of 30 profiles, each reading its tool and the next one's: a tool's state is its hash. */
  function siteOf(state: Map<string, number>) {
    const counts = { rendered: [] as string[], digests: 0 }
    const routes = Array.from({ length: 30 }, (_, i) => ({ path: `/tools/t${i}`, file: `content/_tools/t${i}.yaml`, output: `tools/t${i}/index.html` }))
    const hash = (key: string) => `${key}@${state.get(key) ?? 0}`
    const site = {
      routes: () => routes,
      renderRoute: async (route: string) => {
        counts.rendered.push(route)
        const i = Number(route.slice('/tools/t'.length))
        const html = `<!doctype html><title>${route}</title><main id="main"><p>${hash(`tool:t${i}`)} ${hash(`tool:t${(i + 1) % 30}`)}</p></main>`
        return { html, dependsOn: [`tool:t${i}`, `tool:t${(i + 1) % 30}`] }
      },
      linkSummary,
      dependencyDigest: (keys: readonly string[]) => {
        counts.digests += 1
        return [...keys].sort().map(hash).join(',')
      },
      dependencyHash: hash,
    }
    return { site, counts }
  }

  async function build(state: Map<string, number>, dist: string, placement?: Placement) {
    const serverOut = path.join(folder, 'server')
    mkdirSync(serverOut, { recursive: true })
    const { site, counts } = siteOf(state)
    const staged = placement ?? new Placement(dist)
    const result = await renderPages({ site: site as never, pages: {}, assets: { loader: { href: '/l.js', integrity: 'sha384-x' }, styles: [] }, placement: staged, serverOut, cacheDir: path.join(folder, 'cache') })
    return { ...result, counts, placement: staged }
  }

  it('renders again exactly the routes that read a changed key, and works out no digest for the others', async () => {
    made()
    const dist = path.join(folder, 'dist')
    const state = new Map<string, number>()
    const cold = await build(state, dist)
    expect(cold.rendered).toBe(30)

    // Nothing changed: nothing rendered, no digest worked out.
    let next = await build(state, dist, new Placement(dist, cold.placement.identities()))
    expect(next.rendered).toBe(0)
    expect(next.counts.digests).toBe(0)

    // One tool changed: its profile and the one before it (which reads it), and only their digests.
    state.set('tool:t7', 1)
    next = await build(state, dist, new Placement(dist, next.placement.identities()))
    expect(next.counts.rendered.sort()).toEqual(['/tools/t6', '/tools/t7'])
    expect(readFileSync(path.join(dist, 'tools/t6/index.html'), 'utf8')).toContain('tool:t7@1')
    expect(next.counts.digests).toBeLessThanOrEqual(4)

    // And once more as it is: the new hashes were kept with the index.
    next = await build(state, dist, new Placement(dist, next.placement.identities()))
    expect(next.rendered).toBe(0)
    expect(next.counts.digests).toBe(0)
  })

  it('checks every route by its digest when the index names other hashes than those kept (a build stopped between the two writes)', async () => {
    made()
    const dist = path.join(folder, 'dist')
    const state = new Map<string, number>()
    const cold = await build(state, dist)
    const keysFile = path.join(folder, 'cache', 'keys.json')
    const before = readFileSync(keysFile, 'utf8')
    state.set('tool:t3', 1)
    const edited = await build(state, dist, new Placement(dist, cold.placement.identities()))
    expect(edited.counts.rendered.sort()).toEqual(['/tools/t2', '/tools/t3'])
    // The hashes from before the edit, beside an index of after it: were they trusted, tool:t3 would be found changed
    // and its profiles rendered again for nothing; checked by digest, nothing is.
    writeFileSync(keysFile, before)
    const again = await build(state, dist, new Placement(dist, edited.placement.identities()))
    expect(again.counts.digests).toBe(30)
    expect(again.rendered).toBe(0)
    // Then a change is still found: the hashes are this build's again.
    state.set('tool:t3', 2)
    const last = await build(state, dist, new Placement(dist, again.placement.identities()))
    expect(last.counts.rendered.sort()).toEqual(['/tools/t2', '/tools/t3'])
    expect(last.counts.digests).toBeLessThanOrEqual(4)
  })

  it('does not take hashes newer than the index as true of its records (the index of an earlier build left in place)', async () => {
    made()
    const dist = path.join(folder, 'dist')
    const state = new Map<string, number>()
    const cold = await build(state, dist)
    const indexFile = path.join(folder, 'cache', 'index.ndjson')
    state.set('tool:t5', 1)
    const edited = await build(state, dist, new Placement(dist, cold.placement.identities()))
    expect(edited.counts.rendered.sort()).toEqual(['/tools/t4', '/tools/t5'])
    // The edit's records gone from the index (its changes file), its hashes kept: the index's records for t4 and t5 are from
    // before the edit. Were the hashes trusted, tool:t5 would be unchanged, and their old pages taken.
    rmSync(`${indexFile}.changes`)
    const editedHtml = readFileSync(path.join(dist, 'tools/t4/index.html'), 'utf8')
    expect(editedHtml).toContain('tool:t5@1')
    const fresh = path.join(folder, 'dist-2')
    const again = await build(state, fresh)
    expect(again.counts.digests).toBeGreaterThanOrEqual(30)
    expect(readFileSync(path.join(fresh, 'tools/t4/index.html'), 'utf8')).toContain('tool:t5@1')
  })

  it('never takes a route as it was when a key it reads is not among those kept', async () => {
    made()
    const dist = path.join(folder, 'dist')
    const state = new Map<string, number>()
    const cold = await build(state, dist)
    const keysFile = path.join(folder, 'cache', 'keys.json')
    // The kept hashes without tool:t9 (a record spoiled by hand, under the same id): the two routes that read it are checked by digest.
    const kept = JSON.parse(readFileSync(keysFile, 'utf8'))
    const at = kept.keys.indexOf('tool:t9')
    kept.keys.splice(at, 1)
    kept.hashes.splice(at, 1)
    writeFileSync(keysFile, JSON.stringify(kept))
    state.set('tool:t9', 1)
    const next = await build(state, dist, new Placement(dist, cold.placement.identities()))
    expect(next.counts.rendered.sort()).toEqual(['/tools/t8', '/tools/t9'])
  })
})
