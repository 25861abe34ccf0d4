import { EventEmitter } from 'node:events'
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createDevSite } from '../../../scripts/dev/site.mjs'

/**
 * The preview's page bookkeeping (scripts/dev/site.mjs) over a stand-in for
 * Vite that counts what it is asked to compile, and a stand-in site entry
 * that records what it was given.
 */
function fakeVite() {
  const loads: string[] = []
  const invalidated: string[] = []
  let wholeGraphInvalidated = 0
  const built: { keys: string[]; includeDrafts: boolean }[] = []
  const entry = {
    createSite: (pages: Record<string, { frontmatter: { title: string } }>, options: { includeDrafts: boolean }) => {
      built.push({ keys: Object.keys(pages), includeDrafts: options.includeDrafts })
      return { titles: Object.values(pages).map((page) => page.frontmatter.title) }
    },
  }
  let version = 0
  const vite = {
    watcher: new EventEmitter(),
    environments: {
      ssr: {
        moduleGraph: {
          getModulesByFile: (file: string) => new Set([{ file }]),
          invalidateModule: (module: { file: string }) => void invalidated.push(module.file),
          invalidateAll: () => void (wholeGraphInvalidated += 1),
        },
      },
    },
    ssrLoadModule: async (url: string) => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      if (url === '/src/server/site-entry.ts') return entry
      loads.push(url)
      version += 1
      return { frontmatter: { title: `${url} v${version}` }, default: () => null }
    },
  }
  return { vite, loads, invalidated, built, wholeGraphInvalidated: () => wholeGraphInvalidated }
}

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'dev-site-'))
  mkdirSync(path.join(root, 'content/guides'), { recursive: true })
  mkdirSync(path.join(root, 'content/_tools'), { recursive: true })
  for (const file of ['content/about.mdx', 'content/guides/one.mdx', 'content/guides/two.mdx', 'content/_tools/x.yaml', 'content/guides/_draft.mdx']) {
    writeFileSync(path.join(root, file), '')
  }
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const PAGES = ['/content/about.mdx', '/content/guides/one.mdx', '/content/guides/two.mdx']

describe('the preview site', () => {
  it('compiles every page once, in file order, keeps drafts, and leaves "_" files out', async () => {
    const fake = fakeVite()
    const site = createDevSite(fake.vite as never, { root })
    await site.current()
    await site.current()
    expect(fake.loads.sort()).toEqual(PAGES)
    expect(fake.built).toEqual([{ keys: PAGES, includeDrafts: true }])
  })

  it('compiles only the saved page again, and rebuilds the site from the rest as they were', async () => {
    const fake = fakeVite()
    const site = createDevSite(fake.vite as never, { root })
    await site.current()
    fake.loads.length = 0
    site.fileChanged('change', path.join(root, 'content/guides/one.mdx'))
    const { titles } = await site.current()
    expect(fake.loads).toEqual(['/content/guides/one.mdx'])
    expect(fake.invalidated).toEqual([path.join(root, 'content/guides/one.mdx')])
    expect(titles).toHaveLength(3)
    expect(fake.built).toHaveLength(2)
  })

  it('adds a new page, and drops a deleted one, without compiling the others again', async () => {
    const fake = fakeVite()
    const site = createDevSite(fake.vite as never, { root })
    await site.current()
    fake.loads.length = 0
    writeFileSync(path.join(root, 'content/guides/three.mdx'), '')
    site.fileChanged('add', path.join(root, 'content/guides/three.mdx'))
    rmSync(path.join(root, 'content/about.mdx'))
    site.fileChanged('unlink', path.join(root, 'content/about.mdx'))
    await site.current()
    expect(fake.loads).toEqual(['/content/guides/three.mdx'])
    expect(fake.built.at(-1)!.keys).toEqual(['/content/guides/one.mdx', '/content/guides/three.mdx', '/content/guides/two.mdx'])
  })

  it('starts afresh after a change to code', async () => {
    const fake = fakeVite()
    const site = createDevSite(fake.vite as never, { root })
    await site.current()
    site.fileChanged('change', path.join(root, 'src/layout/Header.tsx'))
    await site.current()
    expect(fake.wholeGraphInvalidated()).toBe(1)
    expect(fake.loads.sort()).toEqual([...PAGES, ...PAGES].sort())
  })

  it('compiles each page once when requests overlap', async () => {
    const fake = fakeVite()
    const site = createDevSite(fake.vite as never, { root })
    await Promise.all([site.current(), site.current(), site.current()])
    expect(fake.loads.sort()).toEqual(PAGES)
  })

  it('never loses a save made while a request is compiling', async () => {
    const fake = fakeVite()
    const site = createDevSite(fake.vite as never, { root })
    const first = site.current()
    // The pages take 5 ms each to compile: this save lands in the middle.
    await new Promise((resolve) => setTimeout(resolve, 2))
    site.fileChanged('change', path.join(root, 'content/about.mdx'))
    await first
    const { titles } = await site.current()
    expect(fake.loads.filter((url) => url === '/content/about.mdx')).toHaveLength(2)
    expect(titles[0]).toBe(`/content/about.mdx v${fake.loads.length}`)
  })

  it("hears Vite's watcher, and looks again at a saved file for a second save the watcher drops", async () => {
    const fake = fakeVite()
    const site = createDevSite(fake.vite as never, { root })
    await site.current()
    fake.loads.length = 0
    const file = path.join(root, 'content/guides/two.mdx')
    fake.vite.watcher.emit('change', file)
    // A second save 10 ms later: chokidar keeps quiet about it (it drops changes within 50 ms).
    utimesSync(file, new Date(), new Date(Date.now() + 10_000))
    await site.current()
    expect(fake.loads).toEqual(['/content/guides/two.mdx'])
    const heard: string[] = []
    fake.vite.watcher.on('change', (changed: string) => heard.push(changed))
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(heard).toEqual([file])
    await site.current()
    expect(fake.loads).toEqual(['/content/guides/two.mdx', '/content/guides/two.mdx'])
  })

  it('looks again only to find nothing new when a file was saved once', async () => {
    const fake = fakeVite()
    const site = createDevSite(fake.vite as never, { root })
    const heard: string[] = []
    fake.vite.watcher.on('change', (changed: string) => heard.push(changed))
    fake.vite.watcher.emit('change', path.join(root, 'content/about.mdx'))
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(heard).toHaveLength(1)
    await site.current()
  })

  it('ignores files outside content/ and src/', async () => {
    const fake = fakeVite()
    const site = createDevSite(fake.vite as never, { root })
    await site.current()
    site.fileChanged('change', path.join(root, 'docs/performance.md'))
    await site.current()
    expect(fake.built).toHaveLength(1)
  })
})
