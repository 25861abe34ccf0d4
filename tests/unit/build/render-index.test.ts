import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { takeUnreadable } from '../../../scripts/build/cache-entries.mjs'
import { Placement } from '../../../scripts/build/placement.mjs'
import { readRenderIndex, writeRenderIndex } from '../../../scripts/build/render-index.mjs'
import { renderPages } from '../../../scripts/build/render-pages.mjs'
import { linkSummary } from '../../../src/server/link-check'

/**
 * #32: after one edit, an unchanged page costs no file operation. Every
 * route's render record is in one index, and a page the staged site holds
 * already is neither read nor linked: the pages step of an edit at 10,000
 * tools read 11,000 records and stat'ed as many pages before.
 */
let folder = ''
afterEach(() => rmSync(folder, { recursive: true, force: true }))

describe('the render index', () => {
  it('gives back every record as written, keeping each string once', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-index-'))
    const file = path.join(folder, 'index.ndjson')
    const menu = ['/', '/tools', '/guides']
    const records = new Map([
      ['/tools/a', { key: 'k1', dependsOn: ['tool:a', 'relations:a'], dependencyDigest: 'd1', links: [...menu, '/tools/b'], ids: ['main', 'pricing'], htmlBytes: 1200 }],
      ['/tools/b', { key: 'k2', dependsOn: ['tool:b'], dependencyDigest: 'd2', links: menu, ids: null, htmlBytes: 900 }],
    ])
    await writeRenderIndex(file, records)
    expect(await readRenderIndex(file)).toEqual(records)
    expect(readFileSync(file, 'utf8').split('"/tools"')).toHaveLength(2)
  })

  it('is empty when missing, and when cut short, which it notes', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-index-'))
    const file = path.join(folder, 'index.ndjson')
    expect(await readRenderIndex(file)).toEqual(new Map())
    await writeRenderIndex(file, new Map([['/a', { key: 'k', dependsOn: [], dependencyDigest: 'd', links: ['/b'], ids: null, htmlBytes: 1 }]]))
    const whole = readFileSync(file, 'utf8')
    writeFileSync(file, whole.slice(0, -3))
    takeUnreadable(folder)
    expect(await readRenderIndex(file)).toEqual(new Map())
    expect(takeUnreadable(folder)).toBe('cache: 1 unreadable entry rebuilt (index.ndjson)')
    // Cut at the end of a line: without its last line, it is not taken either.
    writeFileSync(file, whole.slice(0, whole.lastIndexOf('\n', whole.length - 2) + 1))
    expect(await readRenderIndex(file)).toEqual(new Map())
    expect(takeUnreadable(folder)).toBe('cache: 1 unreadable entry rebuilt (index.ndjson)')
  })
})

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
    }
    const assets = { loader: { href: '/l.js', integrity: 'sha384-x' }, styles: [] }
    const dist = path.join(folder, 'dist')
    const first = new Placement(dist)
    const cold = await renderPages({ site: site as never, pages: {}, assets, placement: first, serverOut, cacheDir })
    expect(cold.rendered).toBe(20)
    // The cached pages and their records gone; the index and the staged site remain.
    for (const name of readdirSync(cacheDir)) if (name !== 'index.ndjson') unlinkSync(path.join(cacheDir, name))
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
