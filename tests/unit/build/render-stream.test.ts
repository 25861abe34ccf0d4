import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { Placement } from '../../../scripts/build/placement.mjs'
import { renderPages } from '../../../scripts/build/render-pages.mjs'
import { linkSummary } from '../../../src/server/link-check'

/**
 * #32: the pages step streams. Each page is written to disk as it is
 * rendered and then let go: however many routes there are, only a few
 * rendered pages exist at once (the build's memory stays flat as the
 * catalogue grows; a Vite prerenderer that keeps them fails at 75,000).
 */
describe('the pages step', () => {
  let folder = ''
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  it('holds at most 8 rendered pages at once, however many routes there are', { timeout: 60_000 }, async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-stream-'))
    const dist = path.join(folder, 'dist')
    mkdirSync(path.join(folder, 'server'), { recursive: true })
    mkdirSync(dist)
    const routes = Array.from({ length: 300 }, (_, i) => ({ path: `/tools/t${i}`, file: `content/_tools/t${i}.yaml`, output: `tools/t${i}/index.html` }))
    let rendered = 0
    let mostHeld = 0
    const written = () => readdirSync(dist, { recursive: true }).filter((name) => String(name).endsWith('index.html')).length
    const site = {
      routes: () => routes,
      // A page rendered and not yet on disk is held in memory: count them each time another render starts.
      renderRoute: async (route: string) => {
        rendered += 1
        mostHeld = Math.max(mostHeld, rendered - written())
        await new Promise((resolve) => setTimeout(resolve, 1))
        return { html: `<!doctype html><title>${route}</title><main id="main">${'x'.repeat(20_000)}</main>`, dependsOn: [`tool:${route.slice(7)}`] }
      },
      linkSummary,
      dependencyDigest: (keys: readonly string[]) => keys.join(','),
      digestHolds: (keys: readonly string[], digest: string) => keys.join(',') === digest,
    }
    const result = await renderPages({
      site: site as never,
      pages: {},
      assets: { loader: { href: '/l.js', integrity: 'sha384-x' }, styles: [] },
      placement: new Placement(dist),
      serverOut: path.join(folder, 'server'),
      cacheDir: path.join(folder, 'cache'),
    })
    expect(result.failures).toEqual([])
    expect(result.rendered).toBe(300)
    expect(written()).toBe(300)
    expect(mostHeld).toBeGreaterThan(1)
    expect(mostHeld).toBeLessThanOrEqual(8)
  })
})
