import { describe, expect, it, vi } from 'vitest'
import { derived, derivedOverPages, keptThroughPageSaves } from '../../../src/content/derived'
import type { Registry } from '../../../src/content/entries'
import type { KeptDerived } from '../../../src/server/dependency-digest'
import { RUN } from '../../../src/server/run-hashes'
import { withFrontmatterSaved, withFrontmatterSavedChecked } from '../../../src/server/frontmatter-saved'
import { EXTRA_GROUPS } from '../../../src/server/site-files'
import { llmsTxt } from '../../../src/seo/feeds'
import { site as siteInfo } from '../../../src/shared/site'
import { createCheckedSite, createSite, type CompiledPage } from '../../../src/server/site-core'
import { FIELD_FILES, pageData, toolData } from '../fixtures'

/**
 * #32: a build that stays running takes a page's frontmatter saved (a
 * guide's title or date) into the site it had: the page replaced, its lists
 * and the directory pages that show them made again, the tools and their
 * profiles as they were; and knows which dependency keys the save can have
 * changed. What it makes is what a site made whole from the same files is,
 * down to every key's digest; a save it cannot take makes the site whole.
 */
describe('withFrontmatterSavedChecked', () => {
  const page = (frontmatter: unknown, words = 300, todoLines: number[] = []): CompiledPage => ({
    frontmatter,
    wordCount: words,
    todoLines,
    load: () => Promise.resolve({ default: () => '' }),
  })
  const guide = (title: string, published: string, more: Record<string, unknown> = {}) =>
    pageData({ kind: 'guide', title, category: 'Evaluation', author: 'Maya Lindqvist', excerpt: `${title}, in short.`, published, lastReviewed: '2026-11-01', ...more })
  const best = (title: string, tools: (string | { id: string; badge: string })[], more: Record<string, unknown> = {}) => pageData({ kind: 'best', title, category: 'Compliance', tools, lastReviewed: '2025-09-05', ...more })
  const compare = (title: string, tools: [string, string]) => pageData({ kind: 'compare', title, category: 'Compliance', tools, lastReviewed: '2025-09-05' })
  const PAGES: Record<string, CompiledPage> = {
    '/content/about.mdx': page(pageData({ aliases: ['/about-us'] })),
    // Three guides a page, of five not featured: a guide whose date moves it changes the share of the pages between where it was and where it is.
    '/content/guides.mdx': page(pageData({ kind: 'directory', title: 'Guides', paginate: { kind: 'guide', perPage: 3 } })),
    '/content/guides/a.mdx': page(guide('Guide A', '2026-10-01')),
    '/content/guides/b.mdx': page(guide('Guide B', '2026-09-01')),
    '/content/guides/c.mdx': page(guide('Guide C', '2026-08-01')),
    '/content/guides/d.mdx': page(guide('Guide D', '2026-07-01')),
    '/content/guides/e.mdx': page(guide('Guide E', '2026-06-01', { featured: true })),
    '/content/guides/f.mdx': page(guide('Guide F', '2026-05-01')),
    '/content/best/compliance.mdx': page(best('Best compliance tools', ['vanta', 'drata'])),
    '/content/compare/vanta-vs-drata.mdx': page(compare('Vanta vs Drata: Complete Comparison Guide', ['vanta', 'drata'])),
    '/content/tools.mdx': page(pageData({ kind: 'directory', title: 'Tools', paginate: { kind: 'tool', perPage: 2 } })),
  }
  const DATA = {
    tools: {
      '/content/_tools/vanta.yaml': toolData(),
      '/content/_tools/drata.yaml': toolData({ name: 'Drata', website: 'https://drata.com', rating: 4.5 }),
      '/content/_tools/sprinto.yaml': toolData({ name: 'Sprinto', website: 'https://sprinto.com', rating: 4.0 }),
    },
    toolTodoLines: {},
    fields: FIELD_FILES,
  }
  const site = (pages = PAGES) => createCheckedSite(pages, DATA, { today: '2026-11-27' })
  /** Every key a render or a derived value can read in this content. */
  const keysOf = (registry: Registry) => [
    ['tools'],
    ['relations'],
    ['pages'],
    ...[...registry.tools.keys()].flatMap((id) => [[`tool:${id}`], [`relations:${id}`]]),
    ...registry.pages.map((entry) => [`page:${entry.route}`]),
    ...registry.pages.filter((entry) => entry.listing).map((entry) => [`listing:${entry.route}`]),
    ...Object.keys(registry.lists).flatMap((name) => [[`list:${name}`], [`list-order:${name}`]]),
    ['derived:search-items'],
    ['derived:pages-as-listed'],
    ['derived:tool-names'],
    ['derived:comparisons-of-tools'],
    ['derived:llms-tools'],
  ]

  /** The site before, every key hashed once (as a build does before a save); the site after saving `changes`; and the site made whole from the same pages. */
  const save = (changes: Record<string, CompiledPage>) => {
    const before = site()
    expect(before.contentProblems).toEqual([])
    const keys = keysOf(before.registry)
    const digests = new Map(keys.map((each) => [each.join(), before.dependencyDigest(each)]))
    const saved = Object.fromEntries(Object.entries(changes).map(([key, after]) => [key, { before: PAGES[key]!, after }]))
    const after = withFrontmatterSavedChecked(before, saved)
    const whole = site({ ...PAGES, ...changes })
    return { before, after, whole, keys, digests }
  }

  /** The registry as a render reads it: each page's address, data, reading time and share of a list; the lists; the aliases. */
  const shape = (registry: Registry) => ({
    pages: registry.pages.map((entry) => [entry.file, entry.route, entry.data, entry.readingMinutes, entry.todos, entry.listing && { ...entry.listing, items: entry.listing.items.map((item) => item.route) }]),
    routes: [...registry.byRoute.keys()],
    byRoute: [...registry.byRoute].every(([route, entry]) => entry.route === route && registry.pages.includes(entry)),
    lists: Object.fromEntries(Object.entries(registry.lists).map(([name, items]) => [name, items.map((item) => [item.route, item.data.title])])),
    listsHoldPages: Object.values(registry.lists).every((items) => items.every((item) => registry.pages.includes(item))),
    aliases: [...registry.aliases].map(([alias, entry]) => [alias, entry.route, registry.pages.includes(entry)]),
    relations: [...registry.tools.keys()].map((id) => JSON.stringify(registry.toolRelations.get(id))),
  })

  const CHANGES: [string, Record<string, CompiledPage>][] = [
    ['a guide retitled', { '/content/guides/c.mdx': page(guide('Guide C, retitled', '2026-08-01')) }],
    ['a guide dated earlier, moving it from the first directory page to the last', { '/content/guides/a.mdx': page(guide('Guide A', '2026-04-01')) }],
    ['a guide dated later, its prose longer too', { '/content/guides/d.mdx': page(guide('Guide D', '2026-11-01'), 900) }],
    ['a guide left out of search and the lists', { '/content/guides/b.mdx': page(guide('Guide B', '2026-09-01', { noindex: true })) }],
    ['a featured guide no longer featured', { '/content/guides/e.mdx': page(guide('Guide E', '2026-06-01')) }],
    ['a guide featured', { '/content/guides/c.mdx': page(guide('Guide C', '2026-08-01', { featured: true })) }],
    ['a ranking described anew, its tools and title as they were', { '/content/best/compliance.mdx': page(best('Best compliance tools', ['vanta', 'drata'], { description: 'Another description.' })) }],
    ['a ranking retitled, which the relations of the tools it names show', { '/content/best/compliance.mdx': page(best('The best compliance tools', ['vanta', 'drata'])) }],
    ['two pages at once', { '/content/guides/a.mdx': page(guide('Guide A', '2026-01-01')), '/content/about.mdx': page(pageData({ aliases: ['/about-us'], title: 'About us' })) }],
  ]

  for (const [what, changes] of CHANGES) {
    it(`takes ${what}: the site a whole build makes, with the digests it works out`, () => {
      const { after, whole, keys } = save(changes)
      expect(whole.contentProblems).toEqual([])
      expect(after).toBeDefined()
      expect(shape(after!.registry)).toEqual(shape(whole.registry))
      for (const each of keys) expect(after!.dependencyDigest(each), each.join()).toBe(whole.dependencyDigest(each))
      expect(after!.toolSideDigest()).toBe(whole.toolSideDigest())
      expect(after!.relationsKept().inputs).toEqual(whole.relationsKept().inputs)
      const cards = (jobs: readonly { route: string; key: string; shared?: string }[]) => jobs.map((job) => [job.route, job.key, job.shared])
      expect(cards(after!.socialCards())).toEqual(cards(whole.socialCards()))
      // Made from the jobs before, the saved pages' made again: the same jobs as made whole.
      expect(cards(after!.socialCardsFrom!(save(changes).before.socialCards())!)).toEqual(cards(whole.socialCards()))
    })

    it(`after ${what}, a record holds exactly when its keys' digest is the one it was made with`, () => {
      const { after, whole, keys, digests } = save(changes)
      for (const each of keys) {
        const was = digests.get(each.join())!
        expect(after!.digestHolds(each, was), each.join()).toBe(whole.dependencyDigest(each) === was)
      }
    })
  }

  it('changes no tool, no relation and no page but those saved and those listing them', () => {
    const { after, digests } = save({ '/content/guides/c.mdx': page(guide('Guide C, retitled', '2026-08-01')) })
    for (const key of ['tools', 'relations', 'tool:vanta', 'relations:vanta', 'page:/guides/a', 'page:/about', 'list-order:guide', 'listing:/tools']) {
      expect(after!.keyHolds?.(key), key).toBe(true)
      expect(after!.digestHolds([key], 'not the digest'), key).toBe(true)
      expect(after!.dependencyDigest([key])).toBe(digests.get(key))
    }
    for (const key of ['page:/guides/c', 'pages', 'list:guide']) expect(after!.digestHolds([key], digests.get(key)!), key).toBe(false)
  })

  it("leaves the search's items as they were when a guide's date moves, and the pages as listed not", () => {
    const { after, digests } = save({ '/content/guides/a.mdx': page(guide('Guide A', '2026-04-01')) })
    expect(after!.dependencyDigest(['derived:search-items'])).toBe(digests.get('derived:search-items'))
    expect(after!.dependencyDigest(['derived:pages-as-listed'])).not.toBe(digests.get('derived:pages-as-listed'))
  })

  it("gives the site after a guide's title saved the values made from the tools and the tool list alone, not worked out again; and llms.txt as a whole site makes it", () => {
    const worked = vi.fn((registry: Registry) => registry.lists.tool.map((profile) => profile.route))
    const profiles = derived('test:profiles-listed', worked)
    keptThroughPageSaves(profiles)
    const changes = { '/content/guides/c.mdx': page(guide('Guide C, retitled', '2026-08-01')) }
    const before = site()
    const listed = profiles(before.registry)
    const after = withFrontmatterSavedChecked(before, { '/content/guides/c.mdx': { before: PAGES['/content/guides/c.mdx']!, after: changes['/content/guides/c.mdx'] } })!
    expect(profiles(after.registry)).toBe(listed)
    expect(worked).toHaveBeenCalledTimes(1)
    const whole = site({ ...PAGES, ...changes })
    const llms = (registry: Registry) => EXTRA_GROUPS.llms(registry)[0]!.content
    // Its tools' section carried over, the rest made with the new title: what a whole site makes, and what llmsTxt makes of its pages.
    expect(llms(before.registry)).toContain('[Vanta')
    expect(llms(after.registry)).toContain('Guide C, retitled')
    expect(llms(after.registry)).toBe(llms(whole.registry))
    expect(llms(whole.registry)).toBe(llmsTxt(whole.registry.pages, siteInfo, whole.registry.tools))
  })

  it("makes again only the saved pages' views of a value made from each page's view, and the value a whole site makes", () => {
    const viewed: string[] = []
    const titles = derivedOverPages(
      'test:titles-viewed',
      (entry) => {
        viewed.push(entry.route)
        return { route: entry.route, title: entry.data.title }
      },
      (views) => views,
    )
    const changes = { '/content/guides/a.mdx': page(guide('Guide A, retitled', '2026-10-01')) }
    const before = site()
    const was = titles(before.registry)
    expect(viewed.length).toBe(before.registry.pages.length)
    viewed.length = 0
    const after = withFrontmatterSavedChecked(before, { '/content/guides/a.mdx': { before: PAGES['/content/guides/a.mdx']!, after: changes['/content/guides/a.mdx'] } })!
    const now = titles(after.registry)
    // The saved guide, and the directory pages that list it (new entries, their share of the list made again).
    expect(viewed).toContain('/guides/a')
    expect(viewed.every((route) => route === '/guides/a' || after.registry.byRoute.get(route)?.listing !== undefined)).toBe(true)
    expect(now).toEqual(titles(site({ ...PAGES, ...changes }).registry))
    // A kept page's view is the one made before, as it was.
    expect(now.find((view) => view.route === '/about')).toBe(was.find((view) => view.route === '/about'))
  })

  const DECLINED: [string, Record<string, CompiledPage>][] = [
    ['a ranking left out of search (the relations leave it out)', { '/content/best/compliance.mdx': page(best('Best compliance tools', ['vanta', 'drata'], { noindex: true })) }],
    ['a ranking giving a tool another badge', { '/content/best/compliance.mdx': page(best('Best compliance tools', [{ id: 'vanta', badge: 'Best overall' }, 'drata'])) }],
    ['a ranking naming another tool', { '/content/best/compliance.mdx': page(best('Best compliance tools', ['vanta', 'sprinto'])) }],
    ['a ranking naming a tool that does not exist', { '/content/best/compliance.mdx': page(best('Best compliance tools', ['vanta', 'nope'])) }],
    ['a directory', { '/content/guides.mdx': page(pageData({ kind: 'directory', title: 'All guides', paginate: { kind: 'guide', perPage: 2 } })) }],
    ['a guide turned into a page', { '/content/guides/a.mdx': page(pageData({ title: 'Guide A' })) }],
    ['a guide made a draft', { '/content/guides/a.mdx': page(guide('Guide A', '2026-10-01', { draft: true })) }],
    ['a guide with a mistyped date', { '/content/guides/a.mdx': page(guide('Guide A', '2026-13-45')) }],
    ['a guide with a TODO', { '/content/guides/a.mdx': page(guide('Guide A', '2026-10-01'), 300, [3]) }],
    ['a page given another alias', { '/content/about.mdx': page(pageData({ aliases: ['/about-them'] })) }],
    [
      'two guides left out of search, their directory one page shorter',
      { '/content/guides/a.mdx': page(guide('Guide A', '2026-10-01', { noindex: true })), '/content/guides/b.mdx': page(guide('Guide B', '2026-09-01', { noindex: true })) },
    ],
    ['a page listing related links it does not show', { '/content/guides/a.mdx': { ...page(guide('Guide A', '2026-10-01', { related: [{ title: 'About', href: '/about' }] })), written: { components: [], links: [] } as never } }],
  ]

  for (const [what, changes] of DECLINED) {
    it(`declines ${what}: the site is made whole`, () => {
      expect(save(changes).after).toBeUndefined()
    })
  }

  it("makes the card jobs whole when a saved page's card comes or goes (an image of its own)", () => {
    const { before, after } = save({ '/content/guides/a.mdx': page(guide('Guide A', '2026-10-01', { image: '/images/a.png' })) })
    expect(after).toBeDefined()
    expect(before.socialCards().some((job) => job.route === '/guides/a')).toBe(true)
    expect(after!.socialCards().some((job) => job.route === '/guides/a')).toBe(false)
    expect(after!.socialCardsFrom!(before.socialCards())).toBeUndefined()
  })

  it('declines a site with problems and a build with problems', () => {
    const changes = { '/content/guides/a.mdx': { before: PAGES['/content/guides/a.mdx']!, after: page(guide('Guide A', '2026-04-01')) } }
    expect(withFrontmatterSavedChecked(site(), changes, { problems: ['content/guides/z.mdx: could not be compiled'] })).toBeUndefined()
    const withProblem = site({ ...PAGES, '/content/guides/z.mdx': page(guide('Z', '2026-13-45')) })
    expect(withProblem.contentProblems.length).toBeGreaterThan(0)
    expect(withFrontmatterSavedChecked(withProblem, changes)).toBeUndefined()
  })
})

/**
 * The writers' preview (scripts/dev/site.mjs) takes a save of frontmatter the
 * same way when its prose alone was not saved: its site keeps drafts and
 * shows TODO markers rather than refusing them, and what it makes is what
 * createSite makes of the same pages.
 */
describe('withFrontmatterSaved', () => {
  const page = (frontmatter: unknown, todoLines: number[] = []): CompiledPage => ({ frontmatter, wordCount: 300, todoLines, load: () => Promise.resolve({ default: () => '' }) })
  const guide = (title: string, more: Record<string, unknown> = {}) =>
    pageData({ kind: 'guide', title, category: 'Evaluation', author: 'Maya Lindqvist', excerpt: `${title}, in short.`, published: '2026-10-01', lastReviewed: '2026-11-01', ...more })
  const best = (description: string) => pageData({ kind: 'best', title: 'Best compliance tools', description, category: 'Compliance', tools: ['vanta', 'drata'], lastReviewed: '2025-09-05' })
  const PAGES: Record<string, CompiledPage> = {
    '/content/guides.mdx': page(pageData({ kind: 'directory', title: 'Guides', paginate: { kind: 'guide', perPage: 12 } })),
    '/content/guides/a.mdx': page(guide('Guide A')),
    '/content/guides/draft.mdx': page(guide('A draft', { draft: true }), [4]),
    '/content/best/compliance.mdx': page(best('The best compliance tools.')),
  }
  // Drata's file has a TODO: the preview shows it on the pages that name Drata.
  const DATA = {
    tools: { '/content/_tools/vanta.yaml': toolData(), '/content/_tools/drata.yaml': toolData({ name: 'Drata', website: 'https://drata.com', rating: 4.5 }) },
    toolTodoLines: { '/content/_tools/drata.yaml': [7] },
    fields: FIELD_FILES,
  }
  const site = (pages = PAGES) => createSite(pages, DATA, { includeDrafts: true, today: '2026-11-27' })
  const shape = (registry: Registry) => ({
    pages: registry.pages.map((entry) => [entry.file, entry.route, entry.data, entry.readingMinutes, entry.todos, entry.listing?.items.map((item) => item.route)]),
    lists: Object.fromEntries(Object.entries(registry.lists).map(([name, items]) => [name, items.map((item) => item.route)])),
    todos: registry.todos,
  })
  const save = (changes: Record<string, CompiledPage>) =>
    withFrontmatterSaved(site(), Object.fromEntries(Object.entries(changes).map(([key, after]) => [key, { before: PAGES[key]!, after }])))

  const CHANGES: [string, Record<string, CompiledPage>][] = [
    ['a draft retitled, its TODO done', { '/content/guides/draft.mdx': page(guide('A draft, retitled', { draft: true })) }],
    ["a ranking described anew, with the TODO of a tool it names", { '/content/best/compliance.mdx': page(best('Another description.')) }],
    ['a guide retitled', { '/content/guides/a.mdx': page(guide('Guide A, retitled')) }],
  ]
  for (const [what, changes] of CHANGES) {
    it(`takes ${what}: what createSite makes of the same pages`, () => {
      const after = save(changes)
      expect(after).toBeDefined()
      expect(shape(after!.registry)).toEqual(shape(site({ ...PAGES, ...changes }).registry))
    })
  }

  it('shows the TODO of a tool a saved page names, as createSite does', () => {
    const after = save({ '/content/best/compliance.mdx': page(best('Another description.')) })!
    expect(after.registry.byRoute.get('/best/compliance')?.todos).toEqual([{ file: 'content/_tools/drata.yaml', lines: [7] }])
  })

  it('declines a draft published, a page made a draft, and a TODO left: createSite makes the site', () => {
    expect(save({ '/content/guides/draft.mdx': page(guide('A draft')) })).toBeUndefined()
    expect(save({ '/content/guides/a.mdx': page(guide('Guide A', { draft: true })) })).toBeUndefined()
    expect(save({ '/content/guides/a.mdx': page(guide('Guide A, retitled'), [5]) })).toBeUndefined()
  })
})

/** Every page's view a test value was made from, as it is asked for (derivedOverPages). */
const viewed: string[] = []
derivedOverPages(
  'test-routes-viewed',
  (page) => {
    viewed.push(page.route)
    return page.route
  },
  (routes) => routes,
)

describe('a value made from each page alone, after a frontmatter save', () => {
  const page = (frontmatter: unknown): CompiledPage => ({ frontmatter, wordCount: 300, todoLines: [], load: () => Promise.resolve({ default: () => '' }) })
  const guide = (title: string) => pageData({ kind: 'guide', title, category: 'Evaluation', author: 'Maya Lindqvist', excerpt: 'In short.', published: '2026-10-01', lastReviewed: '2026-11-01' })
  // More than two runs of pages: the guide's run, and the profiles' runs that hold no saved page.
  const tools = Object.fromEntries(Array.from({ length: 2 * RUN + 100 }, (_, n) => [`/content/_tools/t${n}.yaml`, toolData({ name: `Tool ${n}`, website: `https://t${n}.example` })]))
  const data = { tools, toolTodoLines: {}, fields: FIELD_FILES }
  const PAGES = { '/content/about.mdx': page(pageData()), '/content/guides/a.mdx': page(guide('Guide A')) }

  it('views again only the pages of the runs that hold a saved page, and hashes what a whole site hashes', () => {
    const before = createCheckedSite(PAGES, data, { today: '2026-11-27' })
    viewed.length = 0
    before.dependencyDigest(['derived:test-routes-viewed'])
    expect(viewed.length).toBe(before.registry.pages.length)
    const changes = { '/content/guides/a.mdx': page(guide('Guide A, retitled')) }
    const after = withFrontmatterSavedChecked(before, { '/content/guides/a.mdx': { before: PAGES['/content/guides/a.mdx'], after: changes['/content/guides/a.mdx'] } })!
    viewed.length = 0
    const digest = after.dependencyDigest(['derived:test-routes-viewed'])
    // The saved guide's run, and the last run, shorter than RUN, which is always viewed again.
    expect(viewed).toContain('/guides/a')
    expect(viewed.length).toBeLessThanOrEqual(RUN + (after.registry.pages.length % RUN))
    expect(digest).toBe(createCheckedSite({ ...PAGES, ...changes }, data, { today: '2026-11-27' }).dependencyDigest(['derived:test-routes-viewed']))
  })

  it('in a new process, from the hashes the build before kept: views again only the runs whose pages hash otherwise, and hashes what a whole site hashes', () => {
    const before = createCheckedSite(PAGES, data, { today: '2026-11-27' })
    before.dependencyDigest(['derived:test-routes-viewed'])
    // As the build keeps them: through their JSON.
    const keptDerived = new Map(Object.entries(JSON.parse(JSON.stringify(Object.fromEntries(before.derivedKept()))) as Record<string, KeptDerived>))
    expect(keptDerived.get('test-routes-viewed')?.runs?.views).toHaveLength(Math.ceil(before.registry.pages.length / RUN))
    const changes = { '/content/guides/a.mdx': page(guide('Guide A, retitled')) }
    const after = createCheckedSite({ ...PAGES, ...changes }, data, { today: '2026-11-27', keptDerived })
    viewed.length = 0
    const digest = after.dependencyDigest(['derived:test-routes-viewed'])
    expect(viewed).toContain('/guides/a')
    expect(viewed.length).toBeLessThanOrEqual(RUN)
    expect(viewed.length).toBeGreaterThan(0)
    expect(digest).toBe(createCheckedSite({ ...PAGES, ...changes }, data, { today: '2026-11-27' }).dependencyDigest(['derived:test-routes-viewed']))
    // A run kept with other pages' hashes is viewed again: the kept runs name pages no more.
    const planted = new Map([...keptDerived].map(([name, value]) => [name, { ...value, runs: value.runs && { ...value.runs, pages: value.runs.pages.map(() => 'other') } }]))
    viewed.length = 0
    createCheckedSite({ ...PAGES, ...changes }, data, { today: '2026-11-27', keptDerived: planted }).dependencyDigest(['derived:test-routes-viewed'])
    expect(viewed.length).toBe(after.registry.pages.length)
  })
})
