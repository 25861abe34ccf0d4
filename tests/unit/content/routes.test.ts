import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { outputFileForRoute, routeForFile, routeForPath, routeProblem, routeTable } from '../../../src/content/routes'

describe('routes', () => {
  it('maps the folder to the URL segment and the file name to the slug', () => {
    expect(routeForFile('/content/compare/vanta-vs-drata.mdx')).toBe('/compare/vanta-vs-drata')
    expect(routeForFile('/content/about.mdx')).toBe('/about')
    expect(routeForFile('/content/index.mdx')).toBe('/')
    expect(routeForFile('/content/guides/index.mdx')).toBe('/guides')
  })

  it('refuses file names that cannot be clean URLs', () => {
    expect(routeProblem('/content/best/Top Tools.mdx')).toMatch(/"Top Tools" cannot be a URL segment/)
    expect(routeProblem('/content/best/top_tools.mdx')).toMatch(/"top_tools"/)
    expect(routeProblem('/content/best/top-tools-2025.mdx')).toBeUndefined()
  })

  it('sorts the table by path', () => {
    const pages = [
      { route: '/guides', file: 'content/guides.mdx', data: { kind: 'directory' as const } },
      { route: '/', file: 'content/index.mdx', data: { kind: 'home' as const } },
    ]
    expect(routeTable(pages).map((row) => row.path)).toEqual(['/', '/guides'])
  })

  it("is each page's row sorted by path, whether the pages before had the same routes in the same places or not (property)", () => {
    const sorted = (pages: { route: string; file: string; data: { kind: 'guide' | 'page'; noindex?: boolean } }[]) =>
      pages.map((page) => ({ path: page.route, file: page.file, kind: page.data.kind, output: outputFileForRoute(page.route), indexable: !page.data.noindex })).sort((a, b) => a.path.localeCompare(b.path))
    const page = (route: string, kind: 'guide' | 'page' = 'guide', noindex = false) => ({ route, file: `content${route}.mdx`, data: { kind, noindex } })
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^\/[a-z-]{1,6}$/), { minLength: 1, maxLength: 30 }), fc.nat(), fc.boolean(), (routes, pick, shuffle) => {
        const first = routes.map((route) => page(route))
        expect(routeTable(first)).toEqual(sorted(first))
        // New entries in the same places (a frontmatter saved: its kind and whether it is indexed changed), or another order.
        const saved = first.map((each, at) => (at === pick % first.length ? page(each.route, 'page', true) : each))
        const next = shuffle ? [...saved].reverse() : saved
        expect(routeTable(next)).toEqual(sorted(next))
      }),
    )
  })

  it('asks for the route a path names: decoded, trailing slashes dropped, case kept', () => {
    expect(['/', '//', '/about', '/about/', '/about//', '/ABOUT', '/compare/a-vs-b/'].map(routeForPath)).toEqual(['/', '/', '/about', '/about', '/about', '/ABOUT', '/compare/a-vs-b'])
    expect(routeForPath('/caf%C3%A9')).toBe('/café')
    expect(routeForPath('/bad%E0%A4%A')).toBe('/bad%E0%A4%A')
  })

  it('writes each route to its own index.html', () => {
    expect(outputFileForRoute('/')).toBe('index.html')
    expect(outputFileForRoute('/compare/a-vs-b')).toBe('compare/a-vs-b/index.html')
  })
})
