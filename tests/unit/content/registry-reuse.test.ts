import { describe, expect, it } from 'vitest'
import { createRegistry } from '../../../src/content/entries'
import { pageData, rawContent } from '../fixtures'

/** The preview builds a registry on every save from mostly the same frontmatter objects: reusing their checks must not change the result. */
describe('a registry built again from the same frontmatter objects', () => {
  it('holds the same pages', () => {
    const pages = { '/content/about.mdx': pageData(), '/content/privacy.mdx': pageData({ title: 'Privacy policy' }) }
    const first = createRegistry(rawContent(pages))
    const again = createRegistry(rawContent(pages))
    expect(again.pages.map((page) => [page.route, page.data])).toEqual(first.pages.map((page) => [page.route, page.data]))
  })

  it('reports a bad page every time, under its own file name', () => {
    const broken = pageData({ kind: 'pgae' })
    const attempt = (pages: Record<string, unknown>) => {
      try {
        createRegistry(rawContent(pages))
        return 'no error'
      } catch (error) {
        return (error as Error).message
      }
    }
    expect(attempt({ '/content/about.mdx': broken })).toMatch(/content\/about\.mdx: kind/)
    expect(attempt({ '/content/about.mdx': broken })).toMatch(/content\/about\.mdx: kind/)
    // The same object under another name is that file's problem, not the first one's.
    const moved = attempt({ '/content/team.mdx': broken })
    expect(moved).toMatch(/content\/team\.mdx: kind/)
    expect(moved).not.toMatch(/about\.mdx/)
  })

  it('sees a saved page: a new object is checked afresh', () => {
    const pages = { '/content/about.mdx': pageData() }
    createRegistry(rawContent(pages))
    expect(() => createRegistry(rawContent({ '/content/about.mdx': pageData({ title: '' }) }))).toThrow(/content\/about\.mdx: title/)
  })
})
