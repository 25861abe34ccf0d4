import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { takeUnreadable } from '../../../scripts/build/cache-entries.mjs'
import { Placement } from '../../../scripts/build/placement.mjs'
import { keepRenderIndex, MOST_CHANGES, readRenderIndex, writeRenderIndex } from '../../../scripts/build/render-index.mjs'
import { renderPages } from '../../../scripts/build/render-pages.mjs'
import { linkSummary } from '../../../src/server/link-check'
import { isToolSideKey } from '../../../src/server/dependency-digest'

/**
 * #32: after one edit, an unchanged page costs no file operation. Every
 * route's render record is in one index, and a page the staged site holds
 * already is neither read nor linked: the pages step of an edit at 10,000
 * tools read 11,000 records and stat'ed as many pages before.
 */
let folder = ''
afterEach(() => rmSync(folder, { recursive: true, force: true }))

describe('the render index', () => {
  const menu = ['/', '/tools', '/guides']
  const record = (key: string, links: string[] = menu) => ({ key, dependsOn: [`tool:${key}`], dependencyDigest: `d-${key}`, links, ids: null, htmlBytes: 100 })

  it('gives back every record as written, keeping each string once', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-index-'))
    const file = path.join(folder, 'index.ndjson')
    const records = new Map([
      ['/tools/a', { key: 'k1', dependsOn: ['tool:a', 'relations:a'], dependencyDigest: 'd1', links: [...menu, '/tools/b'], ids: ['main', 'pricing'], htmlBytes: 1200 }],
      ['/tools/b', { key: 'k2', dependsOn: ['tool:b'], dependencyDigest: 'd2', links: menu, ids: null, htmlBytes: 900 }],
    ])
    await writeRenderIndex(file, records)
    const read = await readRenderIndex(file)
    expect(read.records).toEqual(records)
    expect(read.changed).toEqual(new Set())
    expect(readFileSync(file, 'utf8').split('"/tools"')).toHaveLength(2)
  })

  it('gives the strings that some 64 KB of records use first in one line before them, not a line each (#32)', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-index-'))
    const file = path.join(folder, 'index.ndjson')
    // Each record with strings of its own, as profiles have (their tool's key, its links): 2,000 records, some 8,000 strings.
    const records = new Map(
      Array.from({ length: 2000 }, (_, i) => [`/tools/t${i}`, { key: `k${i}`, dependsOn: [`tool:t${i}`, `relations:t${i}`], dependencyDigest: `d${i}`, links: [...menu, `/tools/t${i + 1}`, `/compare?tools=t${i}`], ids: ['main'], htmlBytes: 100 + i }]),
    )
    await writeRenderIndex(file, records)
    expect((await readRenderIndex(file)).records).toEqual(records)
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n')
    const stringLines = lines.filter((line) => line.startsWith('["s"'))
    expect(stringLines.length).toBeGreaterThan(1)
    expect(stringLines.length).toBeLessThan(records.size / 20)
    // Every string still once.
    expect(readFileSync(file, 'utf8').split('"/compare?tools=t7"')).toHaveLength(2)
    // A line of strings holding anything else is not an index's: not read, and noted.
    takeUnreadable(folder)
    writeFileSync(file, lines.map((line, at) => (at === lines.indexOf(stringLines[1]!) ? line.replace('["s",', '["s",7,') : line)).join('\n') + '\n')
    expect((await readRenderIndex(file)).records).toEqual(new Map())
    expect(takeUnreadable(folder)).toBe('cache: 1 unreadable entry rebuilt (index.ndjson)')
  })

  it("keeps each page template's list of ids once, read as one list shared by the records that have it (#32)", async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-index-'))
    const file = path.join(folder, 'index.ndjson')
    const profile = ['main', 'pricing', 'features', 'alternatives']
    const records = new Map(
      Array.from({ length: 3000 }, (_, i) => [`/tools/t${i}`, { key: `k${i}`, dependsOn: [`tool:t${i}`], dependencyDigest: `d${i}`, links: menu, ids: (i % 1000 === 7 ? ['main', `own-${i}`] : [...profile]) as string[] | null, htmlBytes: 10 }]),
    )
    records.set('/about', { key: 'about', dependsOn: [], dependencyDigest: 'd', links: menu, ids: null, htmlBytes: 10 })
    await writeRenderIndex(file, records)
    const read = await readRenderIndex(file)
    expect(read.records).toEqual(records)
    expect(read.records.get('/tools/t1')?.ids).toBe(read.records.get('/tools/t2999')?.ids)
    expect(read.records.get('/tools/t7')?.ids).toEqual(['main', 'own-7'])
    expect(read.records.get('/about')?.ids).toBeNull()
    // The template's list is written in the file once (its positions), the three pages' own lists once each.
    const lists = readFileSync(file, 'utf8').split('\n').filter((line) => line.startsWith('["l"')).flatMap((line) => JSON.parse(line).slice(1))
    expect(lists).toHaveLength(4)
  })

  it('reads no record written under another key base (new server code: every page renders again), and notes nothing (#32)', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-index-'))
    const file = path.join(folder, 'index.ndjson')
    const records = new Map([['/a', record('a')]])
    await writeRenderIndex(file, records, 'code 1')
    takeUnreadable(folder)
    expect((await readRenderIndex(file, 'code 1')).records).toEqual(records)
    const other = await readRenderIndex(file, 'code 2')
    expect(other.records).toEqual(new Map())
    expect(other.base).toBeNull()
    expect(takeUnreadable(folder)).toBeUndefined()
    // Kept under the new base, whole: the next build of that code reads it.
    expect((await keepRenderIndex(file, { read: other, records: new Map([['/a', record('a2')]]), changed: new Set(['/a']), keyBase: 'code 2' })).wrote).toBe('whole')
    expect((await readRenderIndex(file, 'code 2')).records.get('/a')?.key).toBe('a2')
  })

  it('is empty when missing, and when cut short, which it notes', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-index-'))
    const file = path.join(folder, 'index.ndjson')
    expect((await readRenderIndex(file)).records).toEqual(new Map())
    await writeRenderIndex(file, new Map([['/a', { key: 'k', dependsOn: [], dependencyDigest: 'd', links: ['/b'], ids: null, htmlBytes: 1 }]]))
    const whole = readFileSync(file, 'utf8')
    writeFileSync(file, whole.slice(0, -3))
    takeUnreadable(folder)
    expect((await readRenderIndex(file)).records).toEqual(new Map())
    expect(takeUnreadable(folder)).toBe('cache: 1 unreadable entry rebuilt (index.ndjson)')
    // Cut at the end of a line: without its last line, it is not taken either.
    writeFileSync(file, whole.slice(0, whole.lastIndexOf('\n', whole.length - 2) + 1))
    expect((await readRenderIndex(file)).records).toEqual(new Map())
    expect(takeUnreadable(folder)).toBe('cache: 1 unreadable entry rebuilt (index.ndjson)')
  })

  it('keeps an edit as a small file of changes beside the whole index, read over it, and writes the whole again once they are many', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-index-'))
    const file = path.join(folder, 'index.ndjson')
    const routes = Array.from({ length: MOST_CHANGES + 10 }, (_, i) => `/tools/t${i}`)
    const first = new Map(routes.map((route) => [route, record(route)]))
    await writeRenderIndex(file, first)
    const wholeText = readFileSync(file, 'utf8')
    // Nothing changed: nothing written.
    let read = await readRenderIndex(file)
    expect((await keepRenderIndex(file, { read, records: takeAll(read, first), changed: new Set() })).wrote).toBe('kept')
    expect(existsSync(`${file}.changes`)).toBe(false)

    // One page changed, one route gone: the whole index is not written again.
    read = await readRenderIndex(file)
    const second = new Map(first)
    second.set('/tools/t1', record('edited', [...menu, '/tools/t2']))
    second.delete('/tools/t2')
    expect((await keepRenderIndex(file, { read, records: takeAll(read, second), changed: new Set(['/tools/t1']) })).wrote).toBe('changes')
    expect(readFileSync(file, 'utf8')).toBe(wholeText)
    expect(readFileSync(`${file}.changes`, 'utf8').length).toBeLessThan(1000)
    read = await readRenderIndex(file)
    expect(read.records).toEqual(second)
    expect(read.changed).toEqual(new Set(['/tools/t1', '/tools/t2']))

    // A second edit keeps the first's changes with its own.
    const third = new Map(second)
    third.set('/tools/t3', record('edited again'))
    const kept = await keepRenderIndex(file, { read, records: takeAll(read, third), changed: new Set(['/tools/t3']) })
    expect(kept.wrote).toBe('changes')
    read = await readRenderIndex(file)
    expect(read.records).toEqual(third)
    // What it returns is the index as the next build reads it: a build that stays running takes that, not the file.
    expect(kept.index).toEqual(read)

    // Past MOST_CHANGES routes changed since the whole file: it is written whole, and the changes go.
    const many = new Map([...third].map(([route, value], at) => [route, at <= MOST_CHANGES ? record(`${route} new`) : value]))
    const whole = await keepRenderIndex(file, { read, records: takeAll(read, many), changed: new Set(routes.slice(0, MOST_CHANGES + 1)) })
    expect(whole.wrote).toBe('whole')
    expect(whole.index).toEqual(await readRenderIndex(file))
    expect(existsSync(`${file}.changes`)).toBe(false)
    read = await readRenderIndex(file)
    expect(read.records).toEqual(many)
    expect(read.changed).toEqual(new Set())
  })

  it('reads no changes written over another whole index (a build stopped between the two writes), noting them', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-index-'))
    const file = path.join(folder, 'index.ndjson')
    const records = new Map([['/a', record('a')]])
    await writeRenderIndex(file, records)
    const read = await readRenderIndex(file)
    await keepRenderIndex(file, { read, records: takeAll(read, new Map([['/a', record('b')]])), changed: new Set(['/a']) })
    const changes = readFileSync(`${file}.changes`, 'utf8')
    await writeRenderIndex(file, records)
    writeFileSync(`${file}.changes`, changes)
    takeUnreadable(folder)
    expect((await readRenderIndex(file)).records).toEqual(new Map())
    expect(takeUnreadable(folder)).toBe('cache: 1 unreadable entry rebuilt (index.ndjson.changes)')
  })
})

/** What a build does with the index it read: takes each route it has (what is left went), and keeps this build's records. */
function takeAll(read: Awaited<ReturnType<typeof readRenderIndex>>, records: Map<string, ReturnType<typeof Object>>) {
  for (const route of records.keys()) read.records.delete(route)
  return records as never
}

describe('the pages step with the index', () => {
  it('renders nothing, and needs no cached page, when the staged site holds every page already', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-index-'))
    const serverOut = path.join(folder, 'server')
    const cacheDir = path.join(folder, 'cache')
    mkdirSync(serverOut)
    const routes = Array.from({ length: 20 }, (_, i) => ({ path: `/tools/t${i}`, file: `content/_tools/t${i}.yaml`, output: `tools/t${i}/index.html` }))
    let rendered = 0
    const site = {
      routes: () => routes,
      renderRoute: async (route: string) => {
        rendered += 1
        return { html: `<!doctype html><title>${route}</title><main id="main"><a href="/tools">All tools</a></main>`, dependsOn: [`tool:${route.slice(7)}`] }
      },
      linkSummary,
      dependencyDigest: (keys: readonly string[]) => keys.join(','),
      digestHolds: (keys: readonly string[], digest: string) => keys.join(',') === digest,
    }
    const assets = { loader: { href: '/l.js', integrity: 'sha384-x' }, styles: [] }
    const dist = path.join(folder, 'dist')
    const first = new Placement(dist)
    const cold = await renderPages({ site: site as never, pages: {}, assets, placement: first, serverOut, cacheDir })
    expect(cold.rendered).toBe(20)
    // The cached pages and their records gone; the index and the staged site remain.
    for (const name of readdirSync(cacheDir)) if (name !== 'index.ndjson') rmSync(path.join(cacheDir, name), { recursive: true })
    rendered = 0
    const again = await renderPages({ site: site as never, pages: {}, assets, placement: new Placement(dist, first.identities()), serverOut, cacheDir })
    expect(rendered).toBe(0)
    expect(again.summaries).toEqual(cold.summaries)
    expect(existsSync(path.join(dist, 'tools/t3/index.html'))).toBe(true)
    // A new folder needs the cached page: it is not there, so the page is rendered again.
    const fresh = await renderPages({ site: site as never, pages: {}, assets, placement: new Placement(path.join(folder, 'dist-2')), serverOut, cacheDir })
    expect(fresh.rendered).toBe(20)
  })
})

describe("the pages step with the tools' side kept in the index (#32)", () => {
  it("works out no digest of a record that read only tools and their relations while the tools are as the index's, and every other's", async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-index-'))
    const serverOut = path.join(folder, 'server')
    const cacheDir = path.join(folder, 'cache')
    mkdirSync(serverOut)
    const profiles = Array.from({ length: 10 }, (_, i) => ({ path: `/tools/t${i}`, file: `content/_tools/t${i}.yaml`, output: `tools/t${i}/index.html` }))
    const guide = { path: '/guides/g', file: 'content/guides/g.mdx', output: 'guides/g/index.html' }
    const routes = [...profiles, guide]
    // Each key's state; the tools' side is one hash of every tool's, as the server's is (src/server/dependency-digest.ts).
    const states = new Map<string, number>()
    const stateOf = (key: string) => states.get(key) ?? 0
    let rendered: string[] = []
    let digested: string[][] = []
    const site = {
      routes: () => routes,
      renderRoute: async (route: string) => {
        rendered.push(route)
        const dependsOn = route === guide.path ? ['page:/guides/g', 'tool:t1'] : [`tool:${route.slice(7)}`, `relations:${route.slice(7)}`, 'tool:t0']
        return { html: `<!doctype html><title>${route}</title><main id="main"><a href="/tools">All tools</a></main>`, dependsOn }
      },
      linkSummary,
      dependencyDigest: (keys: readonly string[]) => {
        digested.push([...keys])
        return keys.map((key) => `${key}@${stateOf(key)}`).join(',')
      },
      toolSideDigest: () => [...states].filter(([key]) => isToolSideKey(key)).map(([key, state]) => `${key}@${state}`).sort().join(','),
      isToolSideKey,
      digestHolds: (keys: readonly string[], digest: string) => site.dependencyDigest(keys) === digest,
    }
    const assets = { loader: { href: '/l.js', integrity: 'sha384-x' }, styles: [] }
    const pages = { '/content/guides/g.mdx': { hash: 'g1' } }
    const dist = path.join(folder, 'dist')
    let placement = new Placement(dist)
    const build = async () => {
      rendered = []
      digested = []
      const result = await renderPages({ site: site as never, pages: pages as never, assets, placement, serverOut, cacheDir })
      placement = new Placement(dist, placement.identities())
      return result
    }
    expect((await build()).rendered).toBe(11)

    // A guide's words: the tools are as they were, and only the guide's digest is worked out (to check it, then for its new record).
    const profilesDigested = () => digested.filter((keys) => !keys.includes('page:/guides/g')).length
    states.set('page:/guides/g', 1)
    await build()
    expect(profilesDigested()).toBe(0)
    expect(digested.length).toBeGreaterThan(0)
    expect(rendered).toEqual(['/guides/g'])

    // A tool changed: every record's digest is worked out, and the pages that read it are rendered again.
    states.set('tool:t1', 1)
    await build()
    expect(profilesDigested()).toBeGreaterThanOrEqual(10)
    expect(rendered.sort()).toEqual(['/guides/g', '/tools/t1'])

    // Its relations changed: the same.
    states.set('relations:t3', 1)
    await build()
    expect(profilesDigested()).toBeGreaterThanOrEqual(10)
    expect(rendered).toEqual(['/tools/t3'])
    // And then nothing: no digest but the guide's.
    await build()
    expect(digested).toEqual([['page:/guides/g', 'tool:t1']])
    expect(rendered).toEqual([])

    // An index from a build that named no tools' side (older code) is checked key by key.
    const toolSideDigest = site.toolSideDigest
    Object.assign(site, { toolSideDigest: undefined })
    await build()
    expect(digested.length).toBe(11)
    Object.assign(site, { toolSideDigest })
    await build()
    expect(digested.length).toBe(11)
    await build()
    expect(digested).toEqual([['page:/guides/g', 'tool:t1']])
    expect(rendered).toEqual([])
  })
})
