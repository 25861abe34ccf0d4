import { describe, expect, it } from 'vitest'
import { createRegistry, type PageModule } from '../../../src/content/entries'
import { computeLists, pageCount, pageRoute, paginate } from '../../../src/content/listings'
import { pagerNumbers } from '../../../src/islands/parts/Pager'
import { GuideList } from '../../../src/mdx/GuideList'
import { PageCards } from '../../../src/mdx/PageCards'
import { checkLinks } from '../../../src/server/link-check'
import { renderPage } from '../../../src/server/render'
import { ContentError } from '../../../src/content/errors'
import { FIELD_FILES, frontmatter, pageData } from '../fixtures'

const assets = { loader: { href: '/assets/loader.js', integrity: 'sha384-abc' }, styles: [{ href: '/assets/styles.css', integrity: 'sha384-def' }] }

const guide = (n: number, featured = false) => ({
  data: pageData({
    kind: 'guide',
    title: `Guide ${n}`,
    category: 'Strategy',
    author: 'Maya Lindqvist',
    excerpt: `Excerpt ${n}.`,
    featured,
    published: `2025-01-${String(n).padStart(2, '0')}`,
    lastReviewed: '2025-02-01',
  }),
  body: () => <p>guide</p>,
})

function site(perPage: number, guides: number) {
  const pages: Record<string, { data: Record<string, unknown>; body: PageModule['default'] }> = {
    '/content/guides.mdx': {
      data: pageData({ kind: 'directory', title: 'Guides', paginate: { kind: 'guide', perPage } }),
      body: () => (
        <>
          <GuideList show="featured" />
          <GuideList show="others" />
          <p>After the list.</p>
        </>
      ),
    },
    '/content/index.mdx': { data: pageData({ kind: 'home', title: 'Home' }), body: () => <PageCards kind="guide" limit={2} /> },
    '/content/guides/featured.mdx': guide(28, true),
  }
  for (let n = 1; n <= guides; n += 1) pages[`/content/guides/guide-${n}.mdx`] = guide(n)
  return createRegistry({
    frontmatters: Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, page.data])),
    loaders: Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, () => Promise.resolve({ default: page.body })])),
    tools: {},
    fields: FIELD_FILES,
  })
}

const titlesIn = (html: string) => [...html.matchAll(/>(Guide \d+)</g)].map((m) => m[1])

describe('pagination', () => {
  it('computes routes, page counts and each page of a list', () => {
    expect(pageRoute('/guides', 1)).toBe('/guides')
    expect(pageRoute('/guides', 3)).toBe('/guides/page/3')
    expect([pageCount(0, 24), pageCount(24, 24), pageCount(25, 24), pageCount(5000, 24)]).toEqual([1, 1, 2, 209])
    expect(paginate('guide', [1, 2, 3, 4, 5], 2, '/guides')).toEqual([
      { list: 'guide', items: [1, 2], page: 1, pages: 3, perPage: 2, base: '/guides' },
      { list: 'guide', items: [3, 4], page: 2, pages: 3, perPage: 2, base: '/guides' },
      { list: 'guide', items: [5], page: 3, pages: 3, perPage: 2, base: '/guides' },
    ])
    expect(paginate('best', [], 12, '/best-tools')).toEqual([{ list: 'best', items: [], page: 1, pages: 1, perPage: 12, base: '/best-tools' }])
  })

  it('orders each kind one way: calculators popular first then by title, guides newest first, the rest by address; never a noindex page', () => {
    const page = (route: string, data: Record<string, unknown>) => ({ route, data: frontmatter(data) })
    const lists = computeLists([
      page('/calculator/b', { kind: 'calculator', title: 'B', category: 'Finance' }),
      page('/calculator/a', { kind: 'calculator', title: 'A', category: 'Finance' }),
      page('/calculator/z', { kind: 'calculator', title: 'Z', category: 'Finance', popular: true }),
      page('/calculator/hidden', { kind: 'calculator', title: 'H', category: 'Finance', noindex: true }),
      page('/guides/old', { kind: 'guide', title: 'Old', category: 'Strategy', author: 'A', excerpt: 'E.', lastReviewed: '2025-01-01', published: '2024-01-01', featured: true }),
      page('/guides/new', { kind: 'guide', title: 'New', category: 'Strategy', author: 'A', excerpt: 'E.', lastReviewed: '2025-01-01', published: '2025-06-01' }),
      page('/compare/b-vs-c', { kind: 'compare', title: 'B vs C', tools: ['b', 'c'], category: 'X', lastReviewed: '2025-01-01', popular: true }),
      page('/compare/a-vs-b', { kind: 'compare', title: 'A vs B', tools: ['a', 'b'], category: 'X', lastReviewed: '2025-01-01' }),
    ])
    const routes = Object.fromEntries(Object.entries(lists).map(([name, pages]) => [name, pages.map((p) => p.route)]))
    expect(routes).toEqual({
      best: [],
      calculator: ['/calculator/z', '/calculator/a', '/calculator/b'],
      compare: ['/compare/a-vs-b', '/compare/b-vs-c'],
      'popular-comparisons': ['/compare/b-vs-c'],
      guide: ['/guides/new', '/guides/old'],
      'featured-guides': ['/guides/old'],
      'other-guides': ['/guides/new'],
      tool: [],
    })
  })

  it('lists tool profiles best rated first, then by name, then by address, however many tie (#32)', () => {
    // A catalogue with many ties: ratings in a few steps, names repeated.
    let seed = 11
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647
    const tools = new Map(Array.from({ length: 400 }, (_, i) => [`t${i}`, { name: `Tool ${Math.floor(next() * 30)}`, rating: 3 + Math.floor(next() * 5) / 2 }]))
    const profile = (id: string, extra: Record<string, unknown> = {}) => ({ route: `/tools/${id}`, data: frontmatter({ kind: 'tool', tool: id, title: `Title ${id}`, ...extra }) })
    const pages = [...[...tools.keys()].map((id) => profile(id)), profile('unknown'), profile('t0-hidden', { noindex: true })]
    const listed = computeLists(pages, tools).tool.map((page) => page.route)
    const facts = (route: string) => tools.get(route.slice('/tools/'.length)) ?? { name: `Title ${route.slice('/tools/'.length)}`, rating: 0 }
    const expected = pages
      .filter((page) => !page.data.noindex)
      .map((page) => page.route)
      .sort((a, b) => facts(b).rating - facts(a).rating || facts(a).name.localeCompare(facts(b).name) || a.localeCompare(b))
    expect(listed).toEqual(expected)
    expect(listed.at(-1)).toBe('/tools/unknown')
    expect(new Set(listed.slice(0, 5).map((route) => facts(route).rating)).size).toBe(1)
  })

  it('numbers the pager: first, last, and two either side of the current page', () => {
    expect(pagerNumbers(1, 1)).toEqual([1])
    expect(pagerNumbers(1, 3)).toEqual([1, 2, 3])
    expect(pagerNumbers(10, 209)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 209])
    expect(pagerNumbers(209, 209)).toEqual([1, 'gap', 207, 208, 209])
  })

  it('a directory of 5 guides at 2 a page has pages /guides, /guides/page/2 and /guides/page/3, out of search', () => {
    const registry = site(2, 5)
    expect(registry.pages.map((page) => page.route).filter((route) => route.startsWith('/guides/page') || route === '/guides').sort()).toEqual(['/guides', '/guides/page/2', '/guides/page/3'])
    const third = registry.byRoute.get('/guides/page/3')!
    expect(third.data.title).toBe('Guides (page 3 of 3)')
    expect(third.data.search).toBe(false)
    expect(third.listing).toMatchObject({ list: 'other-guides', page: 3, pages: 3, base: '/guides' })
    expect(third.listing!.items.map((page) => page.data.title)).toEqual(['Guide 1'])
  })

  it('each page lists its share, newest first, with the featured guide on every page, and the pages link to each other', async () => {
    const registry = site(2, 5)
    const rendered = await Promise.all(['/guides', '/guides/page/2', '/guides/page/3'].map((route) => renderPage(registry, route, assets)))
    expect(rendered.map(({ html }) => titlesIn(html))).toEqual([
      ['Guide 28', 'Guide 5', 'Guide 4'],
      ['Guide 28', 'Guide 3', 'Guide 2'],
      ['Guide 28', 'Guide 1'],
    ])
    const second = rendered[1]!.html
    expect(second).toContain('<nav aria-label="Pages"')
    expect(second).toContain('href="/guides" rel="prev"')
    expect(second).toContain('href="/guides/page/3" rel="next"')
    // A phone shows where it is in words instead of the numbered links, which would wrap.
    expect(second).toContain('>Page 2 of 3</span>')
    expect(second).toMatch(/aria-current="page" aria-label="Page 2"/)
    // Straight under the list it pages through, not after the rest of the page.
    expect(second.indexOf('<nav aria-label="Pages"')).toBeGreaterThan(second.indexOf('Guide 2<'))
    expect(second.indexOf('<nav aria-label="Pages"')).toBeLessThan(second.indexOf('After the list.'))
    expect(second.match(/<nav aria-label="Pages"/g)).toHaveLength(1)
    const home = await renderPage(registry, '/', assets)
    expect(titlesIn(home.html)).toHaveLength(2)
    const pages = [...rendered.map(({ html }, i) => ({ route: ['/guides', '/guides/page/2', '/guides/page/3'][i]!, html })), { route: '/', html: home.html }]
    const pageLinks = checkLinks({ pages, aliases: new Map(), files: new Set(['/assets/loader.js', '/assets/styles.css']) }).filter((problem) => problem.includes('/guides'))
    expect(pageLinks.filter((problem) => /\/guides(\/page\/\d)?: no such page/.test(problem))).toEqual([])
  })

  it('a small directory has one page and no pager; a bad perPage is refused naming the field', async () => {
    const registry = site(24, 5)
    expect(registry.byRoute.has('/guides/page/2')).toBe(false)
    expect((await renderPage(registry, '/guides', assets)).html).not.toContain('aria-label="Pages"')
    expect(() =>
      createRegistry({ frontmatters: { '/content/guides.mdx': pageData({ kind: 'directory', paginate: { kind: 'guide', perPage: 0 } }) }, loaders: { '/content/guides.mdx': () => Promise.resolve({ default: () => null }) }, tools: {}, fields: FIELD_FILES }),
    ).toThrow(ContentError)
  })
})
