import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { takeUnreadable } from '../../../scripts/build/cache-entries.mjs'
import { compilePages, pageKeys } from '../../../scripts/build/pages.mjs'

/**
 * The build's page compiler pool (scripts/build/pages.mjs) with a stand-in
 * compiler, so what is tested is the pool, the cache and the failures, not MDX.
 */
const STAND_IN = `export async function compilePage(source, file) {
  if (source.includes('BROKEN')) throw new Error(file + ':1:1: could not parse')
  const frontmatter = { title: source.trim() }
  return {
    code: 'export const frontmatter = ' + JSON.stringify(frontmatter) + '\\nexport const wordCount = 2\\nexport const todoLines = []\\nexport default () => null\\n',
    exports: { frontmatter, wordCount: 2, todoLines: [] },
  }
}
`

let root: string
const save = (file: string, text: string) => writeFileSync(path.join(root, file), text)
const compile = () => compilePages({ root, compilerFile: path.join(root, 'compiler.mjs'), cacheDir: path.join(root, '.build', 'cache', 'pages') })

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'compile-pages-'))
  mkdirSync(path.join(root, 'content', 'guides'), { recursive: true })
  save('compiler.mjs', STAND_IN)
  save('content/about.mdx', 'About')
  save('content/guides/one.mdx', 'BROKEN one')
  save('content/guides/two.mdx', 'BROKEN two')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('the build’s page compiler', () => {
  it('names every page that failed, not only the first, and compiles the rest', async () => {
    const { pages, failures: found } = await compile()
    // In the order the workers finished; the report sorts them.
    const failures = [...found].sort()
    expect(failures).toHaveLength(2)
    expect(failures[0]).toContain('content/guides/one.mdx:1:1: could not parse')
    expect(failures[1]).toContain('content/guides/two.mdx:1:1: could not parse')
    expect(Object.keys(pages)).toEqual(['/content/about.mdx'])
  })

  it('compiles each page once: a page compiled before comes from the cache', async () => {
    save('content/guides/one.mdx', 'One')
    save('content/guides/two.mdx', 'Two')
    const first = await compile()
    expect([first.compiled, first.cached]).toEqual([3, 0])
    expect(Object.keys(first.pages)).toEqual(['/content/about.mdx', '/content/guides/one.mdx', '/content/guides/two.mdx'])
    expect(first.pages['/content/guides/two.mdx']?.frontmatter).toEqual({ title: 'Two' })
    expect((await first.pages['/content/guides/two.mdx']?.load())?.wordCount).toBe(2)

    save('content/guides/two.mdx', 'Two, edited')
    const second = await compile()
    expect([second.compiled, second.cached]).toEqual([1, 2])
    expect(second.pages['/content/guides/two.mdx']?.frontmatter).toEqual({ title: 'Two, edited' })
  })

  it('compiles again a page whose cached record or module is emptied or cut short, and says which', async () => {
    save('content/guides/one.mdx', 'One')
    save('content/guides/two.mdx', 'Two')
    expect((await compile()).compiled).toBe(3)
    const cache = path.join(root, '.build', 'cache', 'pages')
    const records = readdirSync(cache).filter((name) => name.endsWith('.json')).sort()
    // One entry's record cut short, another's module emptied: each as a new file, as a kill mid-write leaves it.
    const cut = path.join(cache, records[0]!)
    const emptied = path.join(cache, records[1]!.replace(/\.json$/, '.mjs'))
    const text = readFileSync(cut, 'utf8')
    unlinkSync(cut)
    writeFileSync(cut, text.slice(0, text.length / 2))
    unlinkSync(emptied)
    writeFileSync(emptied, '')
    takeUnreadable(root)
    const again = await compile()
    expect([again.compiled, again.cached]).toEqual([2, 1])
    // Read concurrently: named in either order.
    const line = takeUnreadable(root)
    expect([`(${path.relative(root, cut)}, ${path.relative(root, emptied)})`, `(${path.relative(root, emptied)}, ${path.relative(root, cut)})`].map((names) => `cache: 2 unreadable entries rebuilt ${names}`)).toContain(line)
    for (const page of Object.values(again.pages)) expect((await page.load()).wordCount).toBe(2)
    expect(readdirSync(cache).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })
})

describe('the page files', () => {
  it('are every .mdx file under content/ in path order, none in or named after a "_" folder or file', async () => {
    for (const folder of ['content/_tools', 'content/_fields', 'content/guides/_parts', 'content/a/b']) mkdirSync(path.join(root, folder), { recursive: true })
    for (const file of ['content/_tools/notion.yaml', 'content/_tools/stray.mdx', 'content/guides/_parts/intro.mdx', 'content/guides/_snippet.mdx', 'content/guides/crm.mdx', 'content/a/b/deep.mdx', 'content/a.mdx', 'content/notes.txt', 'content/_top.mdx']) save(file, 'x')
    // With the three pages every test here starts with.
    expect(await pageKeys(root)).toEqual(['a.mdx', 'a/b/deep.mdx', 'about.mdx', 'guides/crm.mdx', 'guides/one.mdx', 'guides/two.mdx'].map((file) => `/content/${file}`))
  })
})
