import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createRegistry, type PageModule } from '../../../src/content/entries'
import EmailTimeCalculator from '../../../src/islands/EmailTimeCalculator'
import { IslandBoundary } from '../../../src/islands/parts/IslandBoundary'
import { island } from '../../../src/page/island'
import { ComparisonDirectory } from '../../../src/mdx/ComparisonDirectory'
import { Faq } from '../../../src/mdx/Faq'
import { PageCards } from '../../../src/mdx/PageCards'
import { ToolCard } from '../../../src/mdx/ToolCard'
import { TryLink } from '../../../src/mdx/TryLink'
import { BOOTSTRAP_SCRIPT, bootstrapHashSource } from '../../../src/server/bootstrap'
import { contentSecurityPolicy } from '../../../src/server/headers'
import { renderPage, renderProblem } from '../../../src/server/render'
import { allSearchHits } from '../../../src/search/split/all-items'
import { createSplitSearch } from '../../../src/search/split/engine'
import { addressOf, decodeMeta } from '../../../src/search/split/files'
import { routeTable } from '../../../src/content/routes'
import { extraItem, renderRoute, siteExtras } from '../../../src/server/site-files'
import { siteApi } from '../../../src/server/site-api'
import { dependencyDigest, dependencyDigests, isToolSideKey } from '../../../src/server/dependency-digest'
import { coveringKeys, MOST_ITEMS_OF_A_LIST, MOST_KEYS_OF_A_KIND, trackReads } from '../../../src/server/render-dependencies'
import { toolDataHash } from '../../../src/server/state-hash'
import { derived } from '../../../src/content/derived'
import { FeatureTable, PricingTable } from '../../../src/mdx/compare/sections'
import { readScopes, recordsPath, type FinderManifest } from '../../../src/catalogue/finder-split'
import { formatDate } from '../../../src/shared/dates'
import { FIELD_FILES, pageData, toolData } from '../fixtures'

const EmailTimeCalculatorIsland = island(EmailTimeCalculator)
const assets = { loader: { href: '/assets/loader.js', integrity: 'sha384-abc' }, styles: [{ href: '/assets/styles.css', integrity: 'sha384-def' }] }

function registryWith(pages: Record<string, { data: Record<string, unknown>; body: PageModule['default'] }>) {
  return createRegistry({
    frontmatters: Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, page.data])),
    loaders: Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, () => Promise.resolve({ default: page.body })])),
    tools: {
      '/content/_tools/vanta.yaml': toolData({ features: { 'trust-center': 'yes', frameworks: { value: '35+', note: 'SOC 2 among them' } } }),
      '/content/_tools/paid.yaml': toolData({ name: 'PaidTool', website: 'https://paid.example.com', sponsored: true, pricing: { starting: '$10', checked: '2025-01-02' }, plans: [{ name: 'Free', price: 'free' }, { name: 'Pro', price: { amount: 10, per: 'user' } }], features: { 'trust-center': false, sso: 'Pro' } }),
    },
    fields: FIELD_FILES,
  })
}

/** A derived value for the kept-hash test, counting how often it is worked out. */
let worked = 0
const testRatings = derived('test-ratings', (registry) => {
  worked += 1
  return [...registry.tools.values()].map((tool) => tool.rating)
})
void testRatings

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'))
const bodyOf = (html: string) => html.slice(html.indexOf('<body'))

describe('renderPage', () => {
  const registry = registryWith({
    '/content/about.mdx': {
      data: pageData({ faqs: [{ question: 'Who are you?', answer: 'A small editorial team.' }] }),
      body: () => (
        <>
          <p>We review software.</p>
          <Faq />
        </>
      ),
    },
    '/content/best/x.mdx': {
      data: pageData({ kind: 'best', title: 'Best X', category: 'X', tools: ['vanta', 'paid'], lastReviewed: '2025-09-05' }),
      body: () => (
        <>
          <ToolCard tool="vanta" rank={1} badge="Best Overall" />
          <TryLink tool="paid" free />
        </>
      ),
    },
    '/content/calculator/email.mdx': {
      data: pageData({ kind: 'calculator', title: 'Email calc', category: 'Productivity' }),
      body: () => <EmailTimeCalculatorIsland />,
    },
  })

  it('renders the whole document with head tags inside <head> and the content in <body>', async () => {
    const { status, html } = await renderPage(registry, '/about', assets)
    expect(status).toBe(200)
    expect(html.startsWith('<!DOCTYPE html><html lang="en"><head>')).toBe(true)
    const head = headOf(html)
    expect(head).toContain('<title>About ToolCompass</title>')
    expect(head).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/about"\/>/)
    expect(head).toContain('<meta property="og:title" content="About ToolCompass"/>')
    expect(head).toContain('<link rel="stylesheet" href="/assets/styles.css" integrity="sha384-def"/>')
    // No script fetched before the first paint: the page's one inline script, in the head (so what it marks on <html> holds
    // from the first paint), starts the loader after it, and is the one the CSP allows.
    expect(head).not.toContain('<script type="module"')
    expect(html).toContain(`<script data-src="/assets/loader.js" data-integrity="sha384-abc">${BOOTSTRAP_SCRIPT}</script></head>`)
    expect(bodyOf(html)).not.toContain('<script')
    expect(contentSecurityPolicy()).toContain(`script-src 'self' ${bootstrapHashSource(BOOTSTRAP_SCRIPT)}`)
    expect(head).not.toContain('name="robots"')
    expect(bodyOf(html)).toContain('We review software.')
    expect(bodyOf(html)).not.toContain('<title')
  })

  it('puts FAQ answers in the HTML and the same FAQ in the FAQPage data', async () => {
    const { html } = await renderPage(registry, '/about', assets)
    expect(bodyOf(html)).toContain('<details name="faq"')
    expect(bodyOf(html)).toContain('A small editorial team.')
    expect(headOf(html)).toContain('"@type":"FAQPage"')
    expect(headOf(html)).toContain('"text":"A small editorial team."')
  })

  it('links vendors in a new tab with the right rel, sponsored where paid', async () => {
    const { html } = await renderPage(registry, '/best/x', assets)
    expect(html).toContain('href="https://www.vanta.com" target="_blank" rel="nofollow noopener noreferrer"')
    expect(html).toContain('href="https://paid.example.com" target="_blank" rel="sponsored nofollow noopener noreferrer"')
    expect(html).toContain('Try PaidTool Free')
    // A sponsored placement says so where it is shown, not only in its rel.
    expect(html).toMatch(/>Sponsored<\/span>/)
    expect(html).toContain('Prices checked September 5, 2025.')
    expect(headOf(html)).toContain('"@type":"ItemList"')
  })

  it('marks the current section in the navigation', async () => {
    const { html } = await renderPage(registry, '/best/x', assets)
    expect(html).toMatch(/<a href="\/best-tools" aria-current="page"/)
    expect(html).not.toMatch(/<a href="\/comparisons" aria-current="page"/)
  })

  it('renders an island as a marker holding exactly the HTML the browser will hydrate', async () => {
    const { html } = await renderPage(registry, '/calculator/email', assets)
    const marker = html.match(/<div class="contents" data-island="EmailTimeCalculator" data-wake="idle" data-props="\{\}" data-id-prefix="(i\d+-)">/)
    expect(marker).not.toBeNull()
    const inner = renderToString(
      <IslandBoundary name="EmailTimeCalculator">
        <EmailTimeCalculator />
      </IslandBoundary>,
      { identifierPrefix: marker![1] },
    )
    expect(html).toContain(marker![0] + inner + '</div>')
    expect(html).not.toMatch(/<script(?![^>]*(src=|application\/ld\+json))/)
  })

  it('renders unknown paths as the not-found page, noindex, status 404', async () => {
    const { status, html } = await renderPage(registry, '/best/category/use-case', assets)
    expect(status).toBe(404)
    expect(headOf(html)).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect(headOf(html)).not.toContain('rel="canonical"')
    expect(html).toContain('Page Not Found')
    expect(html).toContain('Sorry, we couldn&#x27;t find the page you&#x27;re looking for. It might have been moved, deleted, or doesn&#x27;t exist.')
    expect(html).toContain('Go Home')
    expect(html).toContain('Go Back')
  })

  it('fails naming the page and the component when a component gets bad props', async () => {
    const broken = registryWith({
      '/content/best/broken.mdx': {
        data: pageData({ kind: 'best', title: 'Broken', category: 'X', tools: ['vanta'], lastReviewed: '2025-09-05' }),
        body: () => <ToolCard tool="nope" />,
      },
      '/content/best/bad-rank.mdx': {
        data: pageData({ kind: 'best', title: 'Bad rank', category: 'X', tools: ['vanta'], lastReviewed: '2025-09-05' }),
        body: () => <ToolCard tool="vanta" rank={-1} />,
      },
    })
    await expect(renderPage(broken, '/best/broken', assets)).rejects.toThrow(
      'content/best/broken.mdx: could not render: <ToolCard>: tool: no tool "nope" in content/_tools/ (no id is close; a tool\'s id is its file name in content/_tools/)',
    )
    await expect(renderPage(broken, '/best/bad-rank', assets)).rejects.toThrow(/^content\/best\/bad-rank\.mdx: could not render: <ToolCard>: rank: /)
  })

  it('words prop errors as frontmatter errors are worded: the prop, what was expected, what it got, and "did you mean"', () => {
    const propErrors = (render: () => unknown) => {
      try {
        render()
      } catch (error) {
        return (error as Error).message
      }
      return 'no error'
    }
    // Props are checked before the component reads the page, so no page context is needed here.
    expect([
      propErrors(() => renderToString(<ToolCard tool="vanta" rank={-1} />)),
      propErrors(() => renderToString(<Faq heading={5 as unknown as string} />)),
      propErrors(() => renderToString(<TryLink tool="vanta" {...{ varient: 'primary' }} />)),
      propErrors(() => renderToString(<TryLink tool="vanta" variant={'tertiary' as 'primary'} />)),
      propErrors(() => renderToString(<PageCards pages={['compare/x']} />)),
    ]).toMatchInlineSnapshot(`
      [
        "<ToolCard>: rank: expected a whole number from 1 up, got the number -1",
        "<Faq>: heading: expected text, got the number 5 (put it in quotes)",
        "<TryLink>: varient: unknown prop (did you mean "variant"?)",
        "<TryLink>: variant: expected one of "primary", "secondary", got "tertiary"",
        "<PageCards>: pages.0: expected a path on this site starting with "/", got "compare/x"",
      ]
    `)
  })
})

describe('the site files', () => {
  it('routes every indexable page and the draft, and writes the 404 page, sitemap, robots, search index, feeds and redirects beside them', async () => {
    const registry = registryWith({
      '/content/index.mdx': { data: pageData({ kind: 'home', title: 'Home' }), body: () => <p>home</p> },
      '/content/guides.mdx': { data: pageData({ kind: 'directory', title: 'Guides' }), body: () => <p>guides</p> },
      '/content/draft.mdx': { data: pageData({ title: 'Draft', noindex: true }), body: () => <p>draft</p> },
    })
    // Each tools file has its profile.
    expect(routeTable(registry.pages).map((row) => row.path)).toEqual(['/', '/draft', '/guides', '/tools/paid', '/tools/vanta'])
    const files = await siteExtras(registry, assets)
    // The search's manifest, and its data in folders named by their content, at the addresses it gives them (src/search/split/layout.ts).
    const search = files.filter((f) => f.path === 'search.json' || f.path.startsWith('search/'))
    expect(search[0]?.path).toBe('search.json')
    const meta = decodeMeta(JSON.parse(search[0]!.content))
    expect(search.length).toBeGreaterThan(1)
    expect(search.slice(1).every((f) => `/${f.path}` === addressOf(meta, f.path.replace(/^search\/[0-9a-f]+\//, '')))).toBe(true)
    // The finder's and the pickers' data: in folders named by their content, which tools/finder.json and tools/names-search.json name.
    const toolData = files.filter((f) => f.path.startsWith('tool-data/'))
    const finder = JSON.parse(files.find((f) => f.path === 'tools/finder.json')!.content) as FinderManifest
    const finderBase = finder.base
    const namesBase = (JSON.parse(files.find((f) => f.path === 'tools/names-search.json')!.content) as { base: string }).base
    expect(toolData.length).toBeGreaterThan(0)
    expect(toolData.every((f) => `/${f.path}`.startsWith(finderBase) || `/${f.path}`.startsWith(namesBase))).toBe(true)
    expect(toolData.some((f) => `/${f.path}` === `${finderBase}${recordsPath(readScopes(finder).get('all')!, 'name', 0)}`)).toBe(true)
    expect(toolData.some((f) => `/${f.path}` === `${namesBase}s/v.json`)).toBe(true)
    expect(files.filter((f) => !search.includes(f) && !toolData.includes(f)).map((f) => f.path)).toEqual([
      '404.html',
      'sitemap.xml',
      'robots.txt',
      // The tool finder's manifest, the fields, the names of tools by how their ids start
      // (for the builder to tell which ids are tools), and the pickers' names' manifest.
      'tools/finder.json',
      'tools/fields.json',
      'tools/names/index.json',
      'tools/names/pa.json',
      'tools/names/va.json',
      'tools/names-search.json',
      'feed.xml',
      'llms.txt',
      '_redirects',
      '_headers',
      // A record per tool for the compare builder, made a tool at a time.
      'tools/paid.json',
      'tools/vanta.json',
    ])
    const sitemap = files.find((f) => f.path === 'sitemap.xml')!.content
    expect(sitemap).toContain('/guides</loc>')
    expect(sitemap).not.toContain('/draft')
    const byAddress = new Map(search.map((f) => [`/${f.path}`, f.content]))
    const read = async (address: string) => byAddress.get(address) ?? Promise.reject(new Error(`no ${address}`))
    expect(new Set(await allSearchHits(read))).toEqual(
      new Set([
        { title: 'Guides', type: 'Directory', href: '/guides' },
        { title: 'PaidTool', type: 'Tool', href: '/tools/paid' },
        { title: 'Vanta', type: 'Tool', href: '/tools/vanta' },
      ]),
    )
    // Each tool's profile is found by its name, category and field.
    const engine = createSplitSearch(meta, (file) => read(addressOf(meta, file)))
    expect((await engine.search('compliance automation')).best.map((hit) => hit.href)).toEqual(['/tools/vanta', '/tools/paid'])
  })
})

describe("the preview's other files", () => {
  it("serves each file the build writes for the search, the tools, the sitemap, the feed and llms.txt, as the build writes it, making only its group", async () => {
    const registry = registryWith({
      '/content/index.mdx': { data: pageData({ kind: 'home', title: 'Home' }), body: () => <p>home</p> },
      '/content/compare/vanta-vs-paid.mdx': { data: pageData({ kind: 'compare', title: 'Vanta vs PaidTool: Complete Comparison Guide', category: 'Compliance', tools: ['vanta', 'paid'], lastReviewed: '2025-09-05' }), body: () => <p>c</p> },
    })
    const site = siteApi(registry)
    const files = (await siteExtras(registry, assets)).filter((file) => !/^(404\.html|_redirects|_headers)/.test(file.path) && !registry.aliases.has(`/${file.path.replace(/\/index\.html$/, '')}`))
    // Every one of them, from the finder's data to one tool's record.
    expect(files.map((file) => file.path)).toEqual(expect.arrayContaining(['search.json', 'tools/finder.json', 'tools/vanta.json', 'tools/names/index.json', 'tools/names-search.json', 'tools/fields.json', 'sitemap.xml', 'feed.xml', 'llms.txt', 'robots.txt']))
    expect(files.some((file) => file.path.startsWith('tool-data/finder/'))).toBe(true)
    expect(files.some((file) => file.path.startsWith('search/'))).toBe(true)
    for (const file of files) expect(site.extraFile(`/${file.path}`), file.path).toBe(file.content)
    // An address no group writes is none of them.
    for (const address of ['/tools/gone.json', '/tools/vanta/x.json', '/about.json', '/tool-data/other/x.json', '/sitemaps.xml']) expect(site.extraFile(address), address).toBeUndefined()
  })
})

describe('renderRoute', () => {
  it('notes what each page read of the rest of the content, so the build re-renders it only when that changes', async () => {
    const registry = registryWith({
      '/content/about.mdx': { data: pageData(), body: () => <p>plain</p> },
      '/content/best-tools.mdx': { data: pageData({ kind: 'directory', title: 'Best tools', paginate: { kind: 'best', perPage: 1 } }), body: () => <PageCards kind="best" /> },
      '/content/index.mdx': { data: pageData({ kind: 'home', title: 'Home' }), body: () => <PageCards pages={['/about']} /> },
      '/content/best/x.mdx': { data: pageData({ kind: 'best', title: 'Best X', category: 'X', tools: ['vanta'], lastReviewed: '2025-09-05' }), body: () => <p>x</p> },
      '/content/best/y.mdx': { data: pageData({ kind: 'best', title: 'Best Y', category: 'Y', tools: ['vanta'], lastReviewed: '2025-09-05' }), body: () => <p>y</p> },
    })
    const reads = async (route: string) => (await renderRoute(registry, route, assets)).dependsOn
    // A plain page reads nothing of other pages or tools.
    expect((await reads('/about')).filter((key) => !key.startsWith('page:/') || key === 'page:/about')).not.toContain('pages')
    expect(await reads('/about')).not.toContain('tools')
    // A ranking reads the tools it names, one by one.
    expect(await reads('/best/x')).toContain('tool:vanta')
    expect(await reads('/best/x')).not.toContain('tools')
    // Its share of a list, on every page of the directory; another page by its address.
    expect(await reads('/best-tools')).toContain('listing:/best-tools')
    expect(await reads('/best-tools/page/2')).toContain('listing:/best-tools/page/2')
    expect(await reads('/')).toContain('page:/about')
    expect((await renderRoute(registry, '/best-tools/page/2', assets)).html).toContain('Best Y')
  })

  it("notes what one tool's record read: its tool and the comparisons as one value, so another tool's edit keeps it and a new comparison of it does not (#32)", () => {
    const about = { '/content/about.mdx': { data: pageData(), body: () => <p>plain</p> } }
    const registry = registryWith(about)
    const vanta = extraItem(registry, 'toolRecords', 'vanta')
    expect(vanta.files.map((file) => file.path)).toEqual(['tools/vanta.json'])
    expect([...vanta.dependsOn].sort()).toEqual(['derived:comparisons-of-tools', 'tool:vanta'])
    expect(JSON.parse(vanta.files[0]!.content).comparisons).toEqual({})
    // Another tool's state changes nothing it read.
    const states = (paid: string) => ({ ...registry, toolStates: new Map([['vanta', 'v'], ['paid', paid]]) })
    expect(dependencyDigest(states('a'))(vanta.dependsOn)).toBe(dependencyDigest(states('b'))(vanta.dependsOn))
    // A comparison of it changes what it read, and its record shows the comparison.
    const compared = registryWith({ ...about, '/content/compare/vanta-vs-paid.mdx': { data: pageData({ kind: 'compare', title: 'Vanta vs PaidTool: Complete Comparison Guide', category: 'Compliance', tools: ['vanta', 'paid'], lastReviewed: '2025-09-05' }), body: () => <p>c</p> } })
    expect(dependencyDigest(compared)(vanta.dependsOn)).not.toBe(dependencyDigest(registry)(vanta.dependsOn))
    expect(JSON.parse(extraItem(compared, 'toolRecords', 'vanta').files[0]!.content).comparisons).toEqual({ paid: '/compare/vanta-vs-paid' })
    // A tool that is not there has no record.
    expect(extraItem(registry, 'toolRecords', 'gone').files).toEqual([])
  })

  it('covers many lists of keys with one: their union, a kind of which there are hundreds as its all-key (#32)', () => {
    expect(coveringKeys([['tool:a', 'derived:x'], ['tool:b', 'derived:x'], ['page:/p']])).toEqual(['tool:a', 'derived:x', 'tool:b', 'page:/p'])
    const many = Array.from({ length: MOST_KEYS_OF_A_KIND + 1 }, (_, at) => [`tool:t${at}`, 'derived:x', `relations:t${at % 3}`])
    expect(coveringKeys(many).sort()).toEqual(['derived:x', 'relations:t0', 'relations:t1', 'relations:t2', 'tools'])
    expect(coveringKeys([])).toEqual([])
    // Whatever one list names, the cover names it or its kind's all-key.
    const lists = [['tool:z'], ...many, ['tool:t0', 'pages']]
    const cover = new Set(coveringKeys(lists))
    const allOf: Record<string, string> = { tool: 'tools', relations: 'relations', page: 'pages' }
    for (const key of lists.flat()) expect(cover.has(key) || cover.has(allOf[key.slice(0, key.indexOf(':'))] ?? '')).toBe(true)
  })

  it('turns what a page read into one hash that changes when, and only when, that content does', () => {
    const files = {
      '/content/about.mdx': { data: pageData(), body: () => <p>plain</p> },
      '/content/best/x.mdx': { data: pageData({ kind: 'best', title: 'Best X', category: 'X', tools: ['vanta'], lastReviewed: '2025-09-05' }), body: () => <p>x</p> },
    }
    const before = dependencyDigest(registryWith(files))
    const renamed = dependencyDigest(registryWith({ ...files, '/content/about.mdx': { data: pageData({ title: 'About us' }), body: () => <p>plain</p> } }))
    expect(before(['tool:vanta', 'page:/best/x'])).toBe(renamed(['page:/best/x', 'tool:vanta']))
    expect(before(['page:/about'])).not.toBe(renamed(['page:/about']))
    expect(before(['pages'])).not.toBe(renamed(['pages']))
    // A ranking renamed changes the relations of the tools it names, and of no other.
    const retitled = dependencyDigest(registryWith({ ...files, '/content/best/x.mdx': { data: pageData({ kind: 'best', title: 'Best Y', category: 'X', tools: ['vanta'], lastReviewed: '2025-09-05' }), body: () => <p>x</p> } }))
    expect(retitled(['relations:vanta'])).not.toBe(before(['relations:vanta']))
    expect(retitled(['relations'])).not.toBe(before(['relations']))
    expect(retitled(['relations:drata'])).toBe(before(['relations:drata']))
    // A key of other code (an old cache record) never matches: the page is rendered again.
    const registry = registryWith(files)
    expect(dependencyDigest(registry)(['nonsense:1'])).not.toBe(dependencyDigest(registry)(['nonsense:1']))
  })

  it("takes a tool's state from the hash its check came with, as the build's tools reader makes it, without writing the tool out again (#32)", () => {
    const files = { '/content/about.mdx': { data: pageData(), body: () => <p>plain</p> } }
    const registry = registryWith(files)
    const vanta = registry.tools.get('vanta')!
    const { id: _, ...data } = vanta
    const kept = { ...registry, toolStates: new Map([['vanta', toolDataHash(data)]]) }
    // The kept hash is what is compared: the data is not read again.
    const unreadable = { ...registry, tools: new Map([['vanta', { ...vanta, toJSON: () => { throw new Error('written out') } }]]), toolStates: kept.toolStates }
    expect(() => dependencyDigest(unreadable)(['tool:vanta', 'tools'])).not.toThrow()
    // Another state, another digest; and a tool gone is not the tool there.
    expect(dependencyDigest({ ...registry, toolStates: new Map([['vanta', 'other']]) })(['tool:vanta'])).not.toBe(dependencyDigest(kept)(['tool:vanta']))
    expect(dependencyDigest({ ...kept, tools: new Map() })(['tool:vanta'])).not.toBe(dependencyDigest(kept)(['tool:vanta']))
  })

  it("takes a profile made from its tool's data alone by that tool's state, and a directory's page by its items' own hashes (#32)", () => {
    const files = { '/content/tools.mdx': { data: pageData({ kind: 'directory', title: 'Tools', paginate: { kind: 'tool', perPage: 1 } }), body: () => <p>tools</p> } }
    const registry = registryWith(files)
    const profile = registry.byRoute.get('/tools/vanta')!
    expect(profile.file).toBe('content/_tools/vanta.yaml')
    const states = (vanta: string) => new Map([['vanta', vanta], ['paid', 'paid state']])
    const digest = (vanta: string) => dependencyDigest({ ...registry, toolStates: states(vanta) })
    // The profile shows nothing but its tool's data: its data is not written out, and its tool's state decides.
    const unwritable: typeof profile = { ...profile, data: Object.assign({ ...profile.data }, { toJSON: () => { throw new Error('written out') } }) }
    const unreadable = { ...registry, byRoute: new Map([...registry.byRoute, ['/tools/vanta', unwritable]]), toolStates: states('a') }
    expect(() => dependencyDigest(unreadable)(['page:/tools/vanta', 'pages'])).not.toThrow()
    expect(digest('a')(['page:/tools/vanta'])).not.toBe(digest('b')(['page:/tools/vanta']))
    expect(digest('a')(['page:/tools/paid'])).toBe(digest('b')(['page:/tools/paid']))
    expect(digest('a')(['pages'])).not.toBe(digest('b')(['pages']))
    // A directory's page changes with the profiles it lists, and only with them.
    const pageOf = (id: string) => registry.pages.find((page) => page.listing?.items.some((item) => item.route === `/tools/${id}`))!.route
    expect(digest('a')([`listing:${pageOf('vanta')}`])).not.toBe(digest('b')([`listing:${pageOf('vanta')}`]))
    expect(digest('a')([`listing:${pageOf('paid')}`])).toBe(digest('b')([`listing:${pageOf('paid')}`]))
    // A profile with "Our take" has prose of its own: its data is what counts, as for any page.
    const withTake = registryWith({ ...files, '/content/tools/vanta.mdx': { data: {}, body: () => <p>take</p> } })
    const retitled = registryWith({ ...files, '/content/tools/vanta.mdx': { data: { title: 'Vanta, reviewed' }, body: () => <p>take</p> } })
    const kept = (r: typeof registry) => dependencyDigest({ ...r, toolStates: states('a') })(['page:/tools/vanta'])
    expect(kept(withTake)).not.toBe(kept(retitled))
  })

  it("takes a profile made from its tool's data alone by what its frontmatter is made from, where the check came with it: a rating's edit leaves `pages` as it was (#32)", () => {
    const registry = registryWith({ '/content/about.mdx': { data: pageData(), body: () => <p>plain</p> } })
    const digest = (tool: string, profile: string) =>
      dependencyDigest({ ...registry, toolStates: new Map([['vanta', tool], ['paid', 'paid']]), profileStates: new Map([['vanta', profile], ['paid', 'paid']]) })
    // The tool's data changed, what its profile's frontmatter is made from did not: the page is as it was, and so is every page.
    expect(digest('a', 'p')(['page:/tools/vanta', 'pages'])).toBe(digest('b', 'p')(['page:/tools/vanta', 'pages']))
    expect(digest('a', 'p')(['tool:vanta'])).not.toBe(digest('b', 'p')(['tool:vanta']))
    // Its name or description changed: so did its page.
    expect(digest('a', 'p')(['page:/tools/vanta'])).not.toBe(digest('a', 'q')(['page:/tools/vanta']))
    expect(digest('a', 'p')(['pages'])).not.toBe(digest('a', 'q')(['pages']))
  })

  it("takes a derived value's hash from the last build while what it read is unchanged, and works it out again when that changed (#32)", () => {
    const files = { '/content/about.mdx': { data: pageData(), body: () => <p>plain</p> } }
    const registry = registryWith(files)
    const digestOf = (r: typeof registry, kept?: Parameters<typeof dependencyDigests>[1]) => {
      const digests = dependencyDigests({ ...r, toolStates: new Map([['vanta', 'v1'], ['paid', 'p1']]) }, kept)
      return { digest: digests.digest(['derived:test-ratings']), kept: digests.derivedKept() }
    }
    worked = 0
    const first = digestOf(registry)
    expect(worked).toBe(1)
    expect(first.kept.get('test-ratings')?.reads).toEqual(['tools'])
    // The same content: the kept hash is taken, the value not worked out.
    const again = digestOf(registryWith(files), first.kept)
    expect(worked).toBe(1)
    expect(again.digest).toBe(first.digest)
    expect(again.kept).toEqual(first.kept)
    // What it read changed (a tool's state): worked out again; the value the same, so is the digest.
    const changed = dependencyDigests({ ...registry, toolStates: new Map([['vanta', 'v2'], ['paid', 'p1']]) }, first.kept)
    expect(changed.digest(['derived:test-ratings'])).toBe(first.digest)
    expect(worked).toBe(2)
    expect(changed.derivedKept().get('test-ratings')!.readsDigest).not.toBe(first.kept.get('test-ratings')!.readsDigest)
    // A kept hash is taken only as what it read is now, and for the day it was worked out for.
    const forged = new Map([['test-ratings', { ...first.kept.get('test-ratings')!, hash: 'forged' }]])
    expect(dependencyDigests({ ...registry, toolStates: new Map([['vanta', 'v1'], ['paid', 'p1']]) }, forged).digest(['derived:test-ratings'])).not.toBe(first.digest)
    expect(worked).toBe(2)
    expect(digestOf({ ...registry, today: '2099-01-01' }, forged).digest).toBe(first.digest)
    expect(worked).toBe(3)
    // A value no code defines never matches.
    expect(dependencyDigest(registry)(['derived:nothing'])).not.toBe(dependencyDigest(registry)(['derived:nothing']))
  })

  it("gives one hash of the tools' side that holds the hash of every key of a tool, its relations or every tool, and changes with any tool, a ranking or a price grown old, not with a guide (#32)", () => {
    const vanta = toolData({ features: { 'trust-center': 'yes' } })
    const paid = toolData({ name: 'PaidTool', website: 'https://paid.example.com', pricing: { starting: '$10', checked: '2025-01-02' }, plans: [{ name: 'Pro', price: { amount: 10, per: 'user' } }] })
    const other = toolData({ name: 'Other', website: 'https://other.example.com' })
    const guide = (title: string, words: string) => ({ data: pageData({ kind: 'guide', title, description: 'How to choose.', category: 'Strategy', author: 'Ana', excerpt: 'How to choose.', lastReviewed: '2025-09-05' }), body: () => <p>{words}</p> })
    const ranking = (title: string, tools: string[]) => ({ data: pageData({ kind: 'best', title, category: 'Compliance', tools, lastReviewed: '2025-09-05' }), body: () => <p>x</p> })
    const make = ({ tools = { vanta, paid, other } as Record<string, unknown>, pages = { '/content/guides/g.mdx': guide('Choosing', 'one'), '/content/best/x.mdx': ranking('Best X', ['vanta', 'paid']) } as Record<string, { data: Record<string, unknown>; body: PageModule['default'] }>, today = '2025-03-01' } = {}) =>
      createRegistry({
        frontmatters: Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, page.data])),
        loaders: Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, () => Promise.resolve({ default: page.body })])),
        tools: Object.fromEntries(Object.entries(tools).map(([id, data]) => [`/content/_tools/${id}.yaml`, data])),
        fields: FIELD_FILES,
        today,
      })
    const base = make()
    const cases = {
      base,
      'a guide retitled and its words changed': make({ pages: { '/content/guides/g.mdx': guide('Choosing well', 'two'), '/content/best/x.mdx': ranking('Best X', ['vanta', 'paid']) } }),
      "a tool's rating": make({ tools: { vanta: { ...vanta, rating: 4.1 }, paid, other } }),
      "a tool's plans": make({ tools: { vanta, paid: { ...paid, plans: [{ name: 'Team', price: { amount: 10, per: 'user' } }] }, other } }),
      'a tool gone': make({ tools: { vanta, paid } }),
      "a ranking's title": make({ pages: { '/content/guides/g.mdx': guide('Choosing', 'one'), '/content/best/x.mdx': ranking('Best Y', ['vanta', 'paid']) } }),
      "a ranking's tools": make({ pages: { '/content/guides/g.mdx': guide('Choosing', 'one'), '/content/best/x.mdx': ranking('Best X', ['paid', 'vanta']) } }),
      'a price grown old': make({ today: '2099-01-01' }),
    }
    const sides = Object.fromEntries(Object.entries(cases).map(([name, registry]) => [name, dependencyDigests(registry).toolSide()]))
    // A guide changes no tool; each of the others changes the tools' side.
    expect(sides['a guide retitled and its words changed']).toBe(sides.base)
    expect(new Set(Object.values(sides)).size).toBe(Object.keys(cases).length - 1)
    // Where the side is the same, so is every key it answers for; where a page's own key changed, the side says nothing of it.
    const toolSideKeys = ['tool:vanta', 'tool:paid', 'tool:other', 'tool:none', 'relations:vanta', 'relations:paid', 'tools']
    expect(toolSideKeys.every(isToolSideKey)).toBe(true)
    expect(['page:/guides/g', 'pages', 'list:guide', 'listing:/tools', 'derived:test-ratings', 'relations'].some(isToolSideKey)).toBe(false)
    for (const [a, first] of Object.entries(cases)) {
      for (const [b, second] of Object.entries(cases)) {
        if (sides[a] !== sides[b]) continue
        for (const key of toolSideKeys) expect(dependencyDigest(first)([key]), `${key}: ${a} / ${b}`).toBe(dependencyDigest(second)([key]))
      }
    }
    expect(dependencyDigest(base)(['page:/guides/g'])).not.toBe(dependencyDigest(cases['a guide retitled and its words changed'])(['page:/guides/g']))
  })

  it('records a page that reads hundreds of tools as reading all of them, not a record the size of the catalogue', () => {
    const registry = registryWith({ '/content/about.mdx': { data: pageData(), body: () => <p>plain</p> } })
    const { tracked, log } = trackReads(registry, '/about')
    tracked.tools.get('vanta')
    expect(log.keys()).toEqual(['tool:vanta'])
    const logging = tracked.tools
    for (let i = 0; i < MOST_KEYS_OF_A_KIND; i++) tracked.tools.has(`tool-${i}`)
    expect(log.keys()).toEqual(['tools'])
    // Every tool read: the map itself from then on (#32), and what it gives is what the logging map gives.
    expect(tracked.tools).toBe(registry.tools)
    expect(logging.get('vanta')).toBe(registry.tools.get('vanta'))
    tracked.toolRelations.get('vanta')
    void tracked.lists.best.length
    expect(log.keys()).toEqual(['tools', 'relations:vanta', 'list-order:best'])
    expect(tracked.toolRelations).not.toBe(registry.toolRelations)
    // Read past get and has (its shared relations' text): every tool's relations.
    tracked.toolRelations.plainText('vanta')
    expect(tracked.toolRelations).toBe(registry.toolRelations)
    expect(log.keys()).toEqual(['tools', 'relations:vanta', 'list-order:best', 'relations'])
    void tracked.pages
    expect(log.keys()).toContain('pages')
  })

  it('records the first few pages of a list as those pages and the order, and a list gone through as the whole list (#32)', () => {
    const guideData = (n: number, published: string) => pageData({ kind: 'guide', title: `Guide ${n}`, description: `Guide number ${n}, for the list of guides.`, category: 'Strategy', author: 'A. Writer', excerpt: `What guide ${n} says.`, published, lastReviewed: published })
    const guide = (n: number) => [`/content/guides/g${n}.mdx`, { data: guideData(n, `2025-0${n}-01`), body: () => <p>g</p> }] as const
    const files = Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8, 9].map(guide))
    const registry = registryWith(files)
    const { tracked, log } = trackReads(registry, '/about')
    const firstThree = tracked.lists.guide.slice(0, 3).map((page) => page.route)
    expect(firstThree).toEqual(registry.lists.guide.slice(0, 3).map((page) => page.route))
    expect(log.keys().sort()).toEqual(['list-order:guide', ...firstThree.map((route) => `page:${route}`)].sort())
    const digestOf = (edited: typeof files) => dependencyDigest(registryWith(edited))(log.keys())
    const before = digestOf(files)
    const [shown, notShown] = [firstThree[0]!, registry.lists.guide.at(-1)!.route].map((route) => `/content${route}.mdx`)
    const retitled = (key: string) => ({ ...files, [key]: { ...files[key]!, data: { ...files[key]!.data, title: 'Another title' } } })
    // A page not among those shown changes: the digest stays; one shown changes, or the order does: it changes.
    expect(digestOf(retitled(notShown!))).toBe(before)
    expect(digestOf(retitled(shown!))).not.toBe(before)
    const { [notShown!]: _gone, ...fewer } = files
    expect(digestOf(fewer)).not.toBe(before)
    // Going through the whole list is one key for the list, not one per page.
    const whole = trackReads(registry, '/about')
    void [...whole.tracked.lists.guide]
    expect(whole.log.keys()).toContain('list-order:guide')
    const many = trackReads(registryWith(Object.fromEntries(Array.from({ length: 30 }, (_, n) => [`/content/guides/h${n}.mdx`, { data: guideData(n, '2025-01-01'), body: () => <p>h</p> }]))), '/about')
    void many.tracked.lists.guide.map((page) => page.route)
    expect(many.log.keys()).toContain('list:guide')
    expect(many.log.keys().filter((key) => key.startsWith('page:')).length).toBeLessThanOrEqual(MOST_ITEMS_OF_A_LIST)
  })
})

describe('a directory that pages through comparisons', () => {
  const comparison = (tools: string[], title: string) => ({
    data: pageData({ kind: 'compare', title, tools, category: 'Compliance', lastReviewed: '2025-10-01' }),
    body: () => null,
  })
  const site = (body: () => ReactNode) =>
    registryWith({
      '/content/comparisons.mdx': { data: pageData({ kind: 'directory', title: 'Comparisons', paginate: { kind: 'compare', perPage: 1 } }), body },
      '/content/compare/paid-vs-vanta.mdx': comparison(['paid', 'vanta'], 'PaidTool vs Vanta: Complete Comparison Guide'),
      '/content/compare/vanta-vs-paid.mdx': comparison(['vanta', 'paid'], 'Vanta vs PaidTool: Complete Comparison Guide'),
    })

  it('lists each page its share of every comparison, with the pager under it', async () => {
    const registry = site(() => <ComparisonDirectory />)
    const first = (await renderPage(registry, '/comparisons', assets)).html
    const second = (await renderPage(registry, '/comparisons/page/2', assets)).html
    expect(first).toContain('PaidTool vs Vanta')
    expect(first).not.toContain('Vanta vs PaidTool')
    expect(second).toContain('Vanta vs PaidTool')
    expect(second).toContain('href="/comparisons" rel="prev"')
  })

  it('refuses only="popular" there, which would show the same cards on every page', async () => {
    await expect(renderPage(site(() => <ComparisonDirectory only="popular" />), '/comparisons', assets)).rejects.toThrow(
      'content/comparisons.mdx: could not render: <ComparisonDirectory>: only: this directory pages through every comparison (paginate: { kind: compare }); leave out only="popular"',
    )
  })
})

describe('comparison pages', () => {
  const registry = registryWith({
    '/content/compare/vanta-vs-paidtool.mdx': {
      data: pageData({
        kind: 'compare',
        title: 'Vanta vs PaidTool: Complete Comparison Guide',
        tools: ['vanta', 'paid'],
        category: 'Compliance',
        lastReviewed: '2025-10-01',
        features: ['trust-center', 'frameworks', 'sso'],
      }),
      body: () => (
        <>
          <FeatureTable />
          <PricingTable />
        </>
      ),
    },
  })

  it("draws every value from the tools' files: yes and no as icons with words, a plan as \"From …\", text as written, and a value nobody checked as \"Not checked\", never \"-\"", async () => {
    const { html } = await renderPage(registry, '/compare/vanta-vs-paidtool', assets)
    const table = html.slice(html.indexOf('<section id="features"'), html.indexOf('<section id="pricing"'))
    expect(table).toContain('<caption')
    expect(table).toMatch(/<th scope="row">Trust center<\/th><td><span data-value="yes">[^]*?<svg[^>]*aria-hidden="true"[^]*?<span class="sr-only">Included<\/span>[^]*?<\/td><td><span data-value="no">[^]*?<span class="sr-only">Not offered<\/span>/)
    expect(table).toMatch(/<th scope="row">Frameworks<\/th><td><span data-value="text">35\+<span[^>]*>SOC 2 among them<\/span><\/span><\/td><td><span class="[^"]*">Not checked<\/span><\/td>/)
    expect(table).toMatch(/<th scope="row">SAML single sign-on<\/th><td><span class="[^"]*">Not checked<\/span><\/td><td><span data-value="plan">From Pro<\/span><\/td>/)
    expect(table).not.toMatch(/<td>-<\/td>|<span>-<\/span>/)
  })

  it('says "Contact Sales" where no enterprise price is written and the top plan is a custom quote, and the top plan\'s price where it has one', async () => {
    const { html } = await renderPage(registry, '/compare/vanta-vs-paidtool', assets)
    expect(html).toMatch(/<th scope="row">Enterprise<\/th><td>Contact Sales<\/td><td>Pro: \$10 per user per month<\/td>/)
  })

  it('shows its review date, and only that, as "last updated"', async () => {
    const { html } = await renderPage(registry, '/compare/vanta-vs-paidtool', assets)
    expect(html).toContain(`Last updated <time dateTime="2025-10-01">${formatDate('2025-10-01')}</time>`)
    expect(html.match(/Last updated/g)).toHaveLength(1)
  })

  it('refuses a comparison without a review date, rather than showing the build date', () => {
    expect(() =>
      registryWith({
        '/content/compare/x.mdx': { data: pageData({ kind: 'compare', title: 'Vanta vs PaidTool: Complete Comparison Guide', tools: ['vanta', 'paid'], category: 'C' }), body: () => null },
      }),
    ).toThrow('content/compare/x.mdx: lastReviewed: required on best, compare and guide pages: the date an editor last checked the whole page, like 2025-09-05 (shown as "Last updated")')
  })

  it('refuses a title that is not "{A} vs {B}: Complete Comparison Guide", and a feature its tools\' fields do not list', () => {
    expect(() =>
      registryWith({
        '/content/compare/x.mdx': {
          data: pageData({ kind: 'compare', title: 'Vanta or PaidTool?', tools: ['vanta', 'paid'], category: 'C', lastReviewed: '2025-10-01', features: ['sso', 'trust-centre'], useCases: [{ title: 'T', description: 'D', bestFor: 'drata' }] }),
          body: () => null,
        },
      }),
    ).toThrow(
      [
        'content/compare/x.mdx: title: a comparison\'s title is "Vanta vs PaidTool: Complete Comparison Guide", got "Vanta or PaidTool?"',
        'content/compare/x.mdx: features.1: "trust-centre" is not a feature of the Compliance field, the shared list or the plans (did you mean "trust-center"?)',
        'content/compare/x.mdx: useCases.0.bestFor: expected vanta, paid or both, got "drata"',
      ].join('\n  '),
    )
  })
})

describe('renderProblem', () => {
  it("names a component the site does not have, and the one it likely meant", () => {
    expect(renderProblem('Expected component `ToolCrad` to be defined: you likely forgot to import, pass, or provide it.')).toBe('<ToolCrad>: no such component (did you mean "ToolCard"?)')
    expect(renderProblem('Expected component `Zzz` to be defined: you likely forgot to import, pass, or provide it.')).toBe(
      '<Zzz>: no such component (the components pages can use are listed in content/README.md)',
    )
    expect(renderProblem('something else')).toBe('something else')
  })
})
