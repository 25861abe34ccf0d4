import { EventEmitter } from 'node:events'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
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
  /** The tools files read, by file, and the tools data each site was built with. */
  const toolsRead: string[] = []
  const toolsBuilt: Record<string, unknown>[] = []
  /** Each call to withPagesSaved: the saved pages' titles, as the last site was built from them and as they are now. */
  const patches: Record<string, [string, string]>[] = []
  /** Each call to withFrontmatterSaved, as withPagesSaved's. */
  const frontmatterPatches: Record<string, [string, string]>[] = []
  /** Whether the stand-in withPagesSaved updates the site (as for a save of prose alone) or declines, and withFrontmatterSaved. */
  const patching = { accepts: false, frontmatter: false }
  const entry = {
    withPagesSaved: (site: { titles: string[] }, saved: Record<string, { before: { frontmatter: { title: string } }; after: { frontmatter: { title: string } } }>) => {
      patches.push(Object.fromEntries(Object.entries(saved).map(([key, { before, after }]) => [key, [before.frontmatter.title, after.frontmatter.title]])))
      return patching.accepts ? { ...site, titles: [...site.titles, 'updated'] } : undefined
    },
    // Asked when withPagesSaved declines (a frontmatter edit): the same saved pages, as the site was built from them and as they are now.
    withFrontmatterSaved: (site: { titles: string[] }, saved: Record<string, { before: { frontmatter: { title: string } }; after: { frontmatter: { title: string } } }>) => {
      frontmatterPatches.push(Object.fromEntries(Object.entries(saved).map(([key, { before, after }]) => [key, [before.frontmatter.title, after.frontmatter.title]])))
      return patching.frontmatter ? { ...site, titles: [...site.titles, 'frontmatter updated'] } : undefined
    },
    createSite: (pages: Record<string, { frontmatter: { title: string }; load: () => Promise<unknown> }>, tools: { tools: Record<string, unknown>; toolChecks: Record<string, { data: unknown }> }, options: { includeDrafts: boolean }) => {
      built.push({ keys: Object.keys(pages), includeDrafts: options.includeDrafts })
      // Each file as checked: the site takes the checks, not the files' values.
      toolsBuilt.push(Object.fromEntries(Object.keys(tools.tools).map((key) => [key, tools.toolChecks[key]?.data])))
      return { titles: Object.values(pages).map((page) => page.frontmatter.title), pages }
    },
    readToolFile: (source: string, file: string) => {
      toolsRead.push(file)
      return { todoLines: [], check: { data: { source }, problems: [] } }
    },
  }
  let version = 0
  /** Called as each page starts compiling, for tests that act at that moment. */
  const hooks: { duringLoad?: (url: string) => void } = {}
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
      hooks.duringLoad?.(url)
      await new Promise((resolve) => setTimeout(resolve, 5))
      if (url === '/src/server/preview-entry.ts') return entry
      loads.push(url)
      version += 1
      if (url.endsWith('/infinite.mdx')) return { frontmatter: { title: 'Infinite', rating: Number.POSITIVE_INFINITY }, default: () => null }
      return { frontmatter: { title: `${url} v${version}` }, default: () => null }
    },
  }
  return { vite, hooks, loads, invalidated, built, toolsRead, toolsBuilt, patches, frontmatterPatches, patching, wholeGraphInvalidated: () => wholeGraphInvalidated }
}

/** The site the stand-in entry builds: the titles and pages it was given, not a real site. */
async function builtSite(site: ReturnType<typeof createDevSite>) {
  return (await site.current()) as unknown as { titles: string[]; pages: Record<string, { load: () => Promise<unknown> }> }
}

let root: string
const save = (file: string, text: string) => writeFileSync(path.join(root, file), text)
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Saves about.mdx, and tells the preview, at the moment the stand-in Vite starts compiling it. */
function saveWhileCompiling(fake: ReturnType<typeof fakeVite>, site: ReturnType<typeof createDevSite>) {
  fake.hooks.duringLoad = (url) => {
    if (url !== '/content/about.mdx') return
    fake.hooks.duringLoad = undefined
    save('content/about.mdx', '# About, saved mid-request')
    site.fileChanged('change', path.join(root, 'content/about.mdx'))
  }
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'dev-site-'))
  mkdirSync(path.join(root, 'content/guides'), { recursive: true })
  mkdirSync(path.join(root, 'content/_tools'), { recursive: true })
  for (const file of ['content/about.mdx', 'content/guides/one.mdx', 'content/guides/two.mdx', 'content/_tools/x.yaml', 'content/guides/_draft.mdx']) save(file, `# ${file}`)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** A preview that has compiled every page once, with its count of compiles reset. */
async function started() {
  const fake = fakeVite()
  const site = createDevSite(fake.vite as never, { root })
  await site.current()
  fake.loads.length = 0
  return { fake, site }
}

/** What the preview does with the next request after its watcher saw `file` (from the project root) change. */
async function afterChange(site: ReturnType<typeof createDevSite>, file: string) {
  site.fileChanged('change', path.join(root, file))
  await site.current()
}

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
    const { fake, site } = await started()
    save('content/guides/one.mdx', '# One, edited')
    site.fileChanged('change', path.join(root, 'content/guides/one.mdx'))
    const { titles } = await builtSite(site)
    expect(fake.loads).toEqual(['/content/guides/one.mdx'])
    expect(fake.invalidated).toEqual([path.join(root, 'content/guides/one.mdx')])
    expect(titles).toHaveLength(3)
    expect(fake.built).toHaveLength(2)
  })

  it('updates the site it built when only pages were saved, with each page as that site was built from it and as it is now (#32)', async () => {
    const { fake, site } = await started()
    fake.patching.accepts = true
    const [, firstOne] = (await builtSite(site)).titles
    save('content/guides/one.mdx', '# One, edited')
    site.fileChanged('change', path.join(root, 'content/guides/one.mdx'))
    save('content/guides/one.mdx', '# One, edited again')
    site.fileChanged('change', path.join(root, 'content/guides/one.mdx'))
    const { titles } = await builtSite(site)
    expect(fake.built).toHaveLength(1)
    expect(titles.at(-1)).toBe('updated')
    expect(fake.patches).toHaveLength(1)
    expect(fake.patches[0]?.['/content/guides/one.mdx']?.[0]).toBe(firstOne)
    expect(fake.patches[0]?.['/content/guides/one.mdx']?.[1]).toMatch(/^\/content\/guides\/one\.mdx v\d+$/)
    // The next save is measured against the site just made, once the first save's second look has passed: the second
    // save, seen since, is not seen again.
    await pause(150)
    save('content/about.mdx', '# About, edited')
    await afterChange(site, 'content/about.mdx')
    expect(Object.keys(fake.patches[1] ?? {})).toEqual(['/content/about.mdx'])
    expect(fake.built).toHaveLength(1)
  })

  it("updates the site with a page's frontmatter when its prose alone was not saved, with the same pages (#32)", async () => {
    const { fake, site } = await started()
    fake.patching.frontmatter = true
    const [, firstOne] = (await builtSite(site)).titles
    save('content/guides/one.mdx', '# One, retitled')
    await afterChange(site, 'content/guides/one.mdx')
    const { titles } = await builtSite(site)
    expect(fake.patches).toHaveLength(1)
    expect(fake.frontmatterPatches).toEqual(fake.patches)
    expect(fake.frontmatterPatches[0]?.['/content/guides/one.mdx']?.[0]).toBe(firstOne)
    expect(titles.at(-1)).toBe('frontmatter updated')
    expect(fake.built).toHaveLength(1)
  })

  it('builds the site again when both updates decline, and after a tools file or a new page, without asking', async () => {
    const { fake, site } = await started()
    save('content/guides/one.mdx', '# One, edited')
    await afterChange(site, 'content/guides/one.mdx')
    expect(fake.patches).toHaveLength(1)
    expect(fake.frontmatterPatches).toHaveLength(1)
    expect(fake.built).toHaveLength(2)
    fake.patching.accepts = true
    save('content/_tools/x.yaml', 'name: X, edited')
    save('content/guides/two.mdx', '# Two, edited')
    site.fileChanged('change', path.join(root, 'content/_tools/x.yaml'))
    await afterChange(site, 'content/guides/two.mdx')
    save('content/guides/three.mdx', '# Three')
    site.fileChanged('add', path.join(root, 'content/guides/three.mdx'))
    await site.current()
    expect(fake.patches).toHaveLength(1)
    expect(fake.built).toHaveLength(4)
  })

  it('reads the tools files once, then only the one saved, and the list again when one is added; pages are not compiled again', async () => {
    save('content/_tools/y.yaml', 'name: Y')
    const fake = fakeVite()
    const site = createDevSite(fake.vite as never, { root })
    await site.current()
    expect(fake.toolsRead.sort()).toEqual(['content/_tools/x.yaml', 'content/_tools/y.yaml'])
    fake.loads.length = 0
    fake.toolsRead.length = 0
    save('content/_tools/y.yaml', 'name: Y, edited')
    await afterChange(site, 'content/_tools/y.yaml')
    expect(fake.toolsRead).toEqual(['content/_tools/y.yaml'])
    expect(fake.loads).toEqual([])
    expect(fake.toolsBuilt.at(-1)).toEqual({ '/content/_tools/x.yaml': { source: '# content/_tools/x.yaml' }, '/content/_tools/y.yaml': { source: 'name: Y, edited' } })
    // The others are the same objects: their checks are kept (build/tools-data.mjs).
    expect(fake.toolsBuilt.at(-1)?.['/content/_tools/x.yaml']).toBe(fake.toolsBuilt[0]?.['/content/_tools/x.yaml'])
    fake.toolsRead.length = 0
    save('content/_tools/z.yaml', 'name: Z')
    site.fileChanged('add', path.join(root, 'content/_tools/z.yaml'))
    await site.current()
    // The list read again: x unchanged since the cache of parsed files saw it; y (saved since) and z new, parsed.
    expect(fake.toolsRead.sort()).toEqual(['content/_tools/y.yaml', 'content/_tools/z.yaml'])
    expect(Object.keys(fake.toolsBuilt.at(-1) ?? {})).toEqual(['/content/_tools/x.yaml', '/content/_tools/y.yaml', '/content/_tools/z.yaml'])
    expect(fake.loads).toEqual([])
  })

  it('adds a new page, and drops a deleted one, without compiling the others again', async () => {
    const { fake, site } = await started()
    save('content/guides/three.mdx', '# Three')
    site.fileChanged('add', path.join(root, 'content/guides/three.mdx'))
    rmSync(path.join(root, 'content/about.mdx'))
    site.fileChanged('unlink', path.join(root, 'content/about.mdx'))
    await site.current()
    expect(fake.loads).toEqual(['/content/guides/three.mdx'])
    expect(fake.built.at(-1)!.keys).toEqual(['/content/guides/one.mdx', '/content/guides/three.mdx', '/content/guides/two.mdx'])
  })

  it('after a restart, knows every page from the cache and compiles one only when it is shown', async () => {
    await createDevSite(fakeVite().vite as never, { root }).current()
    const fake = fakeVite()
    const { titles, pages } = await builtSite(createDevSite(fake.vite as never, { root }))
    expect(fake.loads).toEqual([])
    expect(titles.every((title: string) => /^\/content\/.+ v\d$/.test(title))).toBe(true)
    await pages['/content/about.mdx']?.load()
    expect(fake.loads).toEqual(['/content/about.mdx'])
  })

  it('after a restart, takes each tools file as checked before; the fields or the checking code changed, checks every file again (#32)', async () => {
    save('content/_tools/y.yaml', 'name: Y')
    mkdirSync(path.join(root, 'content/_fields'), { recursive: true })
    save('content/_fields/crm.yaml', 'name: CRM')
    await createDevSite(fakeVite().vite as never, { root }).current()
    const restarted = fakeVite()
    await createDevSite(restarted.vite as never, { root }).current()
    expect(restarted.toolsRead).toEqual([])
    // As checked before, each with the id the registry gives the tool (build/tools-data.mjs).
    expect(restarted.toolsBuilt.at(-1)).toEqual({ '/content/_tools/x.yaml': { source: '# content/_tools/x.yaml', id: 'x' }, '/content/_tools/y.yaml': { source: 'name: Y', id: 'y' } })
    // A field's edit, while the preview runs: every tools file is checked against the fields again.
    const site = createDevSite(restarted.vite as never, { root })
    await site.current()
    expect(restarted.toolsRead).toEqual([])
    save('content/_fields/crm.yaml', 'name: CRM, edited')
    await afterChange(site, 'content/_fields/crm.yaml')
    expect(restarted.toolsRead.sort()).toEqual(['content/_tools/x.yaml', 'content/_tools/y.yaml'])
    // The checking code changed (a schema), then a restart: every file again.
    mkdirSync(path.join(root, 'src/content'), { recursive: true })
    save('src/content/tool-schema.ts', '// another schema')
    const again = fakeVite()
    await createDevSite(again.vite as never, { root }).current()
    expect(again.toolsRead.sort()).toEqual(['content/_tools/x.yaml', 'content/_tools/y.yaml'])
  })

  it('never caches frontmatter that JSON would change (YAML .inf), so the schema judges what the page says', async () => {
    save('content/infinite.mdx', 'rating: .inf')
    await createDevSite(fakeVite().vite as never, { root }).current()
    const fake = fakeVite()
    await createDevSite(fake.vite as never, { root }).current()
    expect(fake.loads).toEqual(['/content/infinite.mdx'])
  })

  it('compiles a page again when its source differs from what the cache saw, even after a restart', async () => {
    await createDevSite(fakeVite().vite as never, { root }).current()
    save('content/about.mdx', '# About, edited while the preview was stopped')
    const fake = fakeVite()
    await createDevSite(fake.vite as never, { root }).current()
    expect(fake.loads).toEqual(['/content/about.mdx'])
  })

  it('after a change to code, starts afresh in Vite and takes unchanged pages from the cache', async () => {
    const { fake, site } = await started()
    await afterChange(site, 'src/layout/Header.tsx')
    expect(fake.wholeGraphInvalidated()).toBe(1)
    // Nothing compiled again: what each page exports comes from the cache, by the hash of its source.
    expect(fake.loads).toEqual([])
    expect(fake.built).toHaveLength(2)
  })

  it('compiles pages again after a change to the code that compiles them', async () => {
    const { fake, site } = await started()
    mkdirSync(path.join(root, 'src/node'), { recursive: true })
    save('src/node/remark-word-count.ts', 'export {}')
    await afterChange(site, 'src/node/remark-word-count.ts')
    expect(fake.loads.sort()).toEqual(PAGES)
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
    saveWhileCompiling(fake, site)
    await site.current()
    const { titles } = await builtSite(site)
    expect(fake.loads.filter((url) => url === '/content/about.mdx')).toHaveLength(2)
    expect(titles[0]).toBe(`/content/about.mdx v${fake.loads.length}`)
  })

  it('keeps no exports in the cache from a compile the file changed under', async () => {
    const original = '# About, as it was'
    save('content/about.mdx', original)
    const fake = fakeVite()
    const site = createDevSite(fake.vite as never, { root })
    saveWhileCompiling(fake, site)
    await site.current()
    // Back as it was: what Vite compiled mid-save may have been either version, so the page is compiled again.
    save('content/about.mdx', original)
    await site.current()
    expect(fake.loads.filter((url) => url === '/content/about.mdx')).toHaveLength(2)
  })

  it("hears Vite's watcher, and looks again at a saved file for a second save the watcher drops", async () => {
    const { fake, site } = await started()
    const file = path.join(root, 'content/guides/two.mdx')
    save('content/guides/two.mdx', '# Two, saved')
    fake.vite.watcher.emit('change', file)
    await site.current()
    // A second save a moment later, which chokidar keeps quiet about (it drops changes within 50 ms of one).
    await pause(10)
    save('content/guides/two.mdx', '# Two, saved and formatted')
    const heard: string[] = []
    fake.vite.watcher.on('change', (changed: string) => heard.push(changed))
    await pause(150)
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
    await pause(150)
    expect(heard).toHaveLength(1)
    await site.current()
  })

  it('ignores files outside content/ and src/', async () => {
    const { fake, site } = await started()
    await afterChange(site, 'docs/performance.md')
    expect(fake.built).toHaveLength(1)
  })
})
