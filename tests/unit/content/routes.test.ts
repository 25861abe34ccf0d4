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
