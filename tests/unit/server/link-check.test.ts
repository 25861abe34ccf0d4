import { describe, expect, it } from 'vitest'
import { checkLinks, idsIn, linksIn, linkSummary } from '../../../src/server/link-check'
import { siteApi } from '../../../src/server/site-api'
import { ALWAYS_WRITTEN, withoutEchoes } from '../../../src/server/site-files'
import { registryOf, siteFrontmatters, siteTools } from '../site-content'

const page = (route: string, body: string) => ({ route, html: `<html><body>${body}</body></html>` })
const site = (pages: ReturnType<typeof page>[], aliases: [string, string][] = [], files: string[] = []) =>
  checkLinks({ pages, aliases: new Map(aliases), files: new Set(files) })

describe('checkLinks', () => {
  it('passes a site whose links all land', () => {
    expect(
      site(
        [
          page('/', '<a href="/about">About</a><a href="/about#team">Team</a><a href="#top">Top</a><span id="top"></span>'),
          page('/about', '<h2 id="team">Team</h2><a href="/">Home</a><a href="/calculator/roi?years=3">ROI</a>'),
          page('/calculator/roi', '<p>ROI</p>'),
        ],
        [],
        [],
      ),
    ).toEqual([])
  })

  it('checks of a page known to pass as it is only its links to the anchors of pages not known: theirs may have changed (#32)', () => {
    const pages = [
      page('/a', '<a href="/gone">x</a><a href="#nowhere">y</a><a href="/b#old">z</a><a href="/c#moved">w</a><a href="/c#kept">v</a>'),
      page('/b', '<h2 id="new">New</h2>'),
      page('/c', '<h2 id="kept">Kept</h2><a href="/missing">m</a>'),
    ]
    const check = (unchanged: string[]) => checkLinks({ pages, aliases: new Map(), files: new Set(), unchanged: new Set(unchanged) })
    // Nothing known: every broken link.
    expect(check([])).toEqual([
      '/a: /gone: no such page',
      '/a: #nowhere: no such anchor #nowhere on /a',
      '/a: /b#old: no such anchor #old on /b',
      '/a: /c#moved: no such anchor #moved on /c',
      '/c: /missing: no such page',
    ])
    // /a and /b known: /a's links to pages, to its own anchors and to /b's anchors passed before; to /c's anchors, which may have moved, checked; /c checked whole.
    expect(check(['/a', '/b'])).toEqual(['/a: /c#moved: no such anchor #moved on /c', '/c: /missing: no such page'])
    // The same link from a page not known, after a known page's passed: checked for that page, and reported there.
    const more = [...pages, page('/d', '<a href="/b#old">z</a><a href="/c#moved">w</a>')]
    expect(checkLinks({ pages: more, aliases: new Map(), files: new Set(), unchanged: new Set(['/a', '/b']) })).toEqual([
      '/a: /c#moved: no such anchor #moved on /c',
      '/c: /missing: no such page',
      '/d: /b#old: no such anchor #old on /b',
      '/d: /c#moved: no such anchor #moved on /c',
    ])
  })

  it("takes a known page's links to other pages' anchors from its list as a check before found them, and still checks them (#32)", () => {
    // As a build that stays running gives them: a page not rendered again keeps its summary's lists.
    const a = linkSummary('/a', '<a href="/b">b</a><a href="/b#x">x</a><a href="#top">top</a><a href="https://example.com/#y">out</a><a href="/c?q=1#z">z</a>')
    const check = (bIds: string[], cIds: string[]) =>
      checkLinks({ pages: [a, { route: '/b', links: [], ids: bIds }, { route: '/c', links: [], ids: cIds }], aliases: new Map(), files: new Set(), unchanged: new Set(['/a']) })
    expect(check(['x'], ['z'])).toEqual([])
    expect(check([], ['z'])).toEqual(['/a: /b#x: no such anchor #x on /b'])
    expect(check(['x'], [])).toEqual(['/a: /c?q=1#z: no such anchor #z on /c'])
  })

  it('collects the files the links it checks lead to', () => {
    const filesLinked = new Set<string>()
    checkLinks({ pages: [page('/', '<a href="/feed.xml">Feed</a><a href="/about">About</a>'), page('/about', '')], aliases: new Map(), files: new Set(['/feed.xml', '/llms.txt']), filesLinked })
    expect([...filesLinked]).toEqual(['/feed.xml'])
  })

  it('no-such-page: a link to a page that does not exist', () => {
    expect(site([page('/', '<a href="/compare/secureframe-vs-drata">x</a>')])).toEqual(['/: /compare/secureframe-vs-drata: no such page'])
  })

  it('checks images as links: a picture that is not under public/ is named as a missing file', () => {
    const pages = [page('/', '<img src="/images/board.png" alt="Board"/><img alt="Logo" src="/logo.svg"/><img src="https://vendor.example/shot.png" alt=""/><img src="data:image/png;base64,AA" alt=""/>')]
    expect(site(pages, [], ['/logo.svg'])).toEqual(['/: /images/board.png: no such file (files such as images are served from public/: public/images/board.png)'])
    expect(linksIn(pages[0]!.html)).toEqual(['/images/board.png', '/logo.svg', 'https://vendor.example/shot.png', 'data:image/png;base64,AA'])
  })

  it('no-such-anchor: an anchor missing on the target page, or on the same page', () => {
    expect(site([page('/', '<a href="/about#nope">x</a><a href="#missing">y</a>'), page('/about', '<h2 id="team">Team</h2>')])).toEqual([
      '/: /about#nope: no such anchor #nope on /about',
      '/: #missing: no such anchor #missing on /',
    ])
  })

  it('did-you-mean: a near miss names the page or anchor meant', () => {
    expect(site([page('/', '<a href="/guides/ai-tool">x</a><a href="/about#tem">y</a>'), page('/guides/ai-tools', ''), page('/about', '<h2 id="team">Team</h2>')])).toEqual([
      '/: /guides/ai-tool: no such page (did you mean "/guides/ai-tools"?)',
      '/: /about#tem: no such anchor #tem on /about (did you mean "#team"?)',
    ])
  })

  it('alias-target-anchor: a link through an alias lands on the target page and its anchors', () => {
    const pages = [page('/', '<a href="/old-name">a</a><a href="/old-name#faq">b</a><a href="/old-name#nope">c</a>'), page('/new-name', '<section id="faq"></section>')]
    expect(site(pages, [['/old-name', '/new-name']])).toEqual(['/: /old-name#nope: no such anchor #nope on /new-name'])
  })

  it('static-file: links to files the site serves as they are', () => {
    expect(site([page('/', '<a href="/sitemap.xml">s</a><a href="/og/default.png">i</a>')], [], ['/sitemap.xml', '/og/default.png'])).toEqual([])
  })

  it('ignores other sites, mail links and trailing slashes', () => {
    expect(site([page('/', '<a href="https://vanta.com">v</a><a href="mailto:a@b.c">m</a><a href="//cdn.example">c</a><a href="/about/">a</a>'), page('/about', '')])).toEqual([])
  })

  it("keeps of a page's links what the check looks at: no other site's, and a path without its query (#32)", () => {
    const html = '<a href="/compare?tools=a,b">x</a><a href="/compare?tools=c,d">y</a><a href="mailto:fix@example.com?subject=A%20fix">m</a><a href="https://vendor.example/?ref=us">v</a><a href="/c?q=1#z">z</a><a href="/b">b</a>'
    expect(linkSummary('/a', html).links).toEqual(['/compare', '/c?q=1#z', '/b'])
    // A link with a query that leads nowhere is named by its path, which the writer's source is searched for (problem-report.ts, linkLine).
    expect(site([page('/', '<a href="/tolls?sort=rating">x</a>'), page('/tools', '')])).toEqual(checkLinks({ pages: [linkSummary('/', '<a href="/tolls">x</a>'), page('/tools', '')], aliases: new Map(), files: new Set() }))
    expect(site([page('/', '<a href="/tolls?sort=rating">x</a>'), page('/tools', '')])[0]).toMatch(/^\/: \/tolls: no such page/)
  })

  it('reads hrefs and ids the way React writes them', () => {
    const html = '<a class="x" href="/a?b=1&amp;c=2#d">x</a><div id="q&amp;a"></div>'
    expect(linksIn(html)).toEqual(['/a?b=1&c=2#d'])
    expect(idsIn(html)).toEqual(new Set(['q&a']))
  })
})

describe('withoutEchoes', () => {
  it('drops a render problem that only echoes a page or tool refused for its own problems', () => {
    const problems = [
      'content/comparisons.mdx: could not render: <ComparisonPreview>: page: no comparison at /compare/notion-vs-asana',
      'content/guides/x.mdx: could not render: <ToolCard>: tool: content/_tools/asana.yaml has problems of its own (in this report)',
      'content/guides/y.mdx: could not render: <ComparisonPreview>: page: no comparison at /compare/notion-vs-asana-2',
      'content/guides/z.mdx: could not render: <ToolCrad>: no such component',
    ]
    expect(withoutEchoes(problems, ['/compare/notion-vs-asana'], new Set(['asana']))).toEqual(problems.slice(2))
  })
})

describe('the files every build writes besides the pages (the preview and content:check take a link to one as landing)', () => {
  it('are written for the site as it is and for a site with no tools, and made only when no such file is known', () => {
    const noTools = Object.fromEntries(Object.entries(siteFrontmatters).filter(([key]) => key.startsWith('/content/guides/') || key === '/content/about.mdx'))
    for (const registry of [registryOf(siteFrontmatters, siteTools), registryOf(noTools, {})]) {
      const api = siteApi(registry)
      for (const address of ALWAYS_WRITTEN) expect(api.extraFile(address), address).toBeTypeOf('string')
      expect(api.writesFile('/tools/no-such-tool.json')).toBe(false)
      expect(api.writesFile('/no-such-file.xml')).toBe(false)
    }
    expect(siteApi(registryOf(siteFrontmatters, siteTools)).writesFile('/tools/notion.json')).toBe(true)
  })
})
