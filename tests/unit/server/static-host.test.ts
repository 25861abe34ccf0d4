import { describe, expect, it } from 'vitest'
import { chooseEncoding, headersFor, normalizeTarget, parseHeaders, parseRedirects, siteWideHeaders } from '../../../scripts/lib/static-host.mjs'
import { headersFile, IMMUTABLE } from '../../../src/server/headers'

const blocks = parseHeaders(headersFile())

describe('the headers a path gets, read from the _headers the build writes', () => {
  it('gives every path the security headers', () => {
    for (const pathname of ['/', '/about', '/assets/x.js', '/og/pages/x.png', '/tools/notion.json', '/404.html']) {
      expect(headersFor(blocks, pathname)['Content-Security-Policy'], pathname).toMatch(/^default-src 'none'; script-src 'self' 'sha256-/)
      expect(headersFor(blocks, pathname)['X-Content-Type-Options']).toBe('nosniff')
    }
  })

  it('caches hashed assets and search data for a year, social cards a day, and revalidates pages and data', () => {
    expect(headersFor(blocks, '/assets/loader-abc123.js')['Cache-Control']).toBe(IMMUTABLE)
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable')
    expect(headersFor(blocks, '/og/pages/about.png')['Cache-Control']).toBe('public, max-age=86400')
    for (const pathname of ['/', '/about', '/about/', '/tools', '/tools/notion', '/tools/notion.json', '/tools/names/no.json', '/tools/finder.json', '/tools/names-search.json', '/search.json', '/sitemap.xml', '/feed.xml', '/404.html']) {
      expect(headersFor(blocks, pathname)['Cache-Control'], pathname).toBe('no-cache')
    }
    // The search's data: in folders named by their content, which search.json names.
    expect(headersFor(blocks, '/search/0f3a9c2e11d4b7a8/tokens/12.json')['Cache-Control']).toBe(IMMUTABLE)
    // The finder's and the pickers' data likewise, named by tools/finder.json and tools/names-search.json.
    expect(headersFor(blocks, '/tool-data/finder/all/name/g0-1a2b3c4d5e6f7a8b/r0.json')['Cache-Control']).toBe(IMMUTABLE)
    expect(headersFor(blocks, '/tool-data/names-1a2b3c/g/not.json')['Cache-Control']).toBe(IMMUTABLE)
  })

  it('lets a later block replace an earlier one, as Netlify does', () => {
    const rules = parseHeaders('/*\n  Cache-Control: no-cache\n  X-A: 1\n# comment\n/x/*\n  Cache-Control: max-age=5\n')
    expect(headersFor(rules, '/x/y')).toEqual({ 'Cache-Control': 'max-age=5', 'X-A': '1' })
    expect(headersFor(rules, '/x')).toEqual({ 'Cache-Control': 'no-cache', 'X-A': '1' })
    expect(siteWideHeaders(rules)).toEqual({ 'Cache-Control': 'no-cache', 'X-A': '1' })
  })

  it('names the line of a _headers or _redirects it cannot read', () => {
    expect(() => parseHeaders('  X-A: 1\n')).toThrow('_headers line 1: expected "Name: value" under a path, got "X-A: 1"')
    expect(() => parseRedirects('/a /b 301\nnope\n')).toThrow('_redirects rule 2: expected "from to [status]", got "nope"')
    expect(parseRedirects('# aliases\n/old /new 301\n/x /y\n')).toEqual([
      { from: '/old', to: '/new', status: 301 },
      { from: '/x', to: '/y', status: 301 },
    ])
  })
})

describe('normalizeTarget: a request target read as nginx reads it', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/about/', '/about/'],
    ['//about//', '/about/'],
    ['/a/../about', '/about'],
    ['/./about/.', '/about/'],
    ['/about%2f', '/about/'],
    ['/caf%C3%A9', '/café'],
    ['/about?x=1#y', '/about'],
    ['http://example.test/about?x', '/about'],
    ['/..\\..\\etc\\passwd', '/..\\..\\etc\\passwd'],
  ])('%s is %s', (target, path) => {
    expect(normalizeTarget(target)).toEqual({ path })
  })

  it.each(['/../etc/passwd', '/a/../../etc/passwd', '/%2e%2e/etc/passwd', '/..%2f..%2fetc/passwd', '/%00', '/about%00.html', '/%', '/%zz', '*', 'about'])('%s is 400', (target) => {
    expect(normalizeTarget(target)).toEqual({ status: 400 })
  })

  it('refuses an address over 16,000 characters with 414', () => {
    expect(normalizeTarget(`/${'a'.repeat(15_000)}`)).toEqual({ path: `/${'a'.repeat(15_000)}` })
    expect(normalizeTarget(`/${'a'.repeat(17_000)}`)).toEqual({ status: 414 })
  })
})

describe('chooseEncoding', () => {
  const both = { br: true, gzip: true }
  it('prefers brotli, then gzip, and honours q=0 and what exists', () => {
    expect(chooseEncoding('gzip, deflate, br', both)).toBe('br')
    expect(chooseEncoding('gzip', both)).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip')
    expect(chooseEncoding('gzip;q=0, br;q=0', both)).toBeNull()
    expect(chooseEncoding(undefined, both)).toBeNull()
    expect(chooseEncoding('identity', both)).toBeNull()
    expect(chooseEncoding('br', { br: false, gzip: true })).toBeNull()
    expect(chooseEncoding('br, gzip', { br: false, gzip: true })).toBe('gzip')
  })
})
