import { existsSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { learnInWorkers } from '../../../scripts/dev/learn-in-workers.mjs'
import { createMetaCache } from '../../../scripts/dev/meta-cache.mjs'
import { copyProject } from './project-copy'

/**
 * The preview's first start on a large site learns what pages export on
 * worker threads (scripts/dev/learn-in-workers.mjs), into the cache the
 * preview then reads, with the same page compiler the build uses.
 */
let project: ReturnType<typeof copyProject>
const keys = ['/content/about.mdx', '/content/compare/notion-vs-asana.mdx', '/content/guides/unfinished.mdx', '/content/guides/broken.mdx']

beforeAll(() => {
  project = copyProject('learn')
  const write = (key: string, text: string) => writeFileSync(path.join(project.dir, key), text)
  write('/content/guides/unfinished.mdx', '---\nkind: guide\ntitle: Unfinished\n---\n\nOne line.\nTODO: the rest.\n')
  write('/content/guides/broken.mdx', '---\nkind: guide\ntitle: Broken\n---\n\n<Faq items={[\n')
})
afterAll(() => project.remove())

const preview = () => path.join(project.dir, '.build', 'cache', 'preview')

describe('learning pages on worker threads', () => {
  it('leaves a few pages to Vite: nothing is bundled or learnt', async () => {
    const metaCache = createMetaCache(project.dir)
    expect(await learnInWorkers({ root: project.dir, keys, metaCache })).toBe(0)
    expect(readdirSync(preview()).filter((name) => name.startsWith('compiler-'))).toEqual([])
    for (const key of keys) expect((await metaCache.read(key)).meta).toBeUndefined()
  })

  it('learns each page’s frontmatter, word count and TODO lines into the preview’s cache, and leaves a broken page to Vite', async () => {
    const metaCache = createMetaCache(project.dir)
    expect(await learnInWorkers({ root: project.dir, keys, metaCache, from: 1 })).toBe(3)

    const { meta: about, source } = await metaCache.read('/content/about.mdx')
    expect(about?.frontmatter).toEqual(parse(source.toString('utf8').split('---\n')[1] ?? ''))
    expect(about?.wordCount).toBeGreaterThan(200)
    expect(about?.todoLines).toEqual([])
    expect((await metaCache.read('/content/compare/notion-vs-asana.mdx')).meta?.frontmatter).toMatchObject({ kind: 'compare' })
    expect((await metaCache.read('/content/guides/unfinished.mdx')).meta?.todoLines).toEqual([7])
    expect((await metaCache.read('/content/guides/broken.mdx')).meta).toBeUndefined()

    // The compiled modules were scratch work; the bundled compiler is kept for the next start.
    expect(readdirSync(preview()).filter((name) => name.startsWith('pages-'))).toEqual([])
    const compilers = readdirSync(preview()).filter((name) => name.startsWith('compiler-'))
    expect(compilers).toHaveLength(1)
    expect(existsSync(path.join(preview(), compilers[0]!, 'page-compiler.js'))).toBe(true)
  })

  it('learns nothing the cache already holds, and hands over what it holds, so it is not read again', async () => {
    const learnt = keys.filter((key) => !key.endsWith('broken.mdx'))
    const metaCache = createMetaCache(project.dir)
    const cached = new Map()
    expect(await learnInWorkers({ root: project.dir, keys: learnt, metaCache, from: 1, cached })).toBe(0)
    expect([...cached.keys()]).toEqual(learnt)
    for (const key of learnt) expect(cached.get(key)).toEqual((await metaCache.read(key)).meta)
  })

  it('learns again a page whose record is emptied, with the compiler bundled again when it was cut short', async () => {
    const metaCache = createMetaCache(project.dir)
    const { hash } = await metaCache.read('/content/about.mdx')
    const compiler = path.join(preview(), readdirSync(preview()).find((name) => name.startsWith('compiler-'))!, 'page-compiler.js')
    const whole = readFileSync(compiler)
    // Each as a new file, as a write killed midway leaves it.
    for (const [file, bytes] of [[path.join(preview(), `${hash}.json`), ''], [compiler, whole.subarray(0, whole.length / 2)]] as const) {
      unlinkSync(file)
      writeFileSync(file, bytes)
    }
    expect((await metaCache.read('/content/about.mdx')).meta).toBeUndefined()
    expect(await learnInWorkers({ root: project.dir, keys: ['/content/about.mdx'], metaCache, from: 1 })).toBe(1)
    expect((await metaCache.read('/content/about.mdx')).meta?.wordCount).toBeGreaterThan(200)
    expect(readFileSync(compiler).equals(whole)).toBe(true)
  }, 60_000)
})
