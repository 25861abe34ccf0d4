import { describe, expect, it } from 'vitest'
import { keysChangedBySaving } from '../../../src/server/changed-keys'
import { createCheckedSite, createSite, withPagesSaved, withPagesSavedChecked, type CompiledPage } from '../../../src/server/site-core'
import { FIELD_FILES, pageData, toolData } from '../fixtures'

/**
 * The preview's save of prose alone (scripts/dev/site.mjs): the site it
 * had, with the saved pages' reading times and loaders replaced, not the
 * whole content checked again; anything else builds the site again (#32).
 */
describe('withPagesSaved', () => {
  const page = (frontmatter: unknown, words: number, body: string, todoLines: number[] = []): CompiledPage => ({
    frontmatter,
    wordCount: words,
    todoLines,
    load: () => Promise.resolve({ default: () => body }),
  })
  const guide = pageData({ kind: 'guide', title: 'A guide', category: 'Evaluation', author: 'Maya Lindqvist', excerpt: 'A guide to one thing.', published: '2026-10-01', lastReviewed: '2026-11-01' })
  const pages = { '/content/about.mdx': page(pageData(), 120, 'about'), '/content/guides/a.mdx': page(guide, 300, 'first') }
  const data = { tools: { '/content/_tools/vanta.yaml': toolData() }, toolTodoLines: {}, fields: FIELD_FILES }
  const site = () => createSite(pages, data, { includeDrafts: true, today: '2026-11-27' })

  it('takes a page saved with the same frontmatter: its new reading time and body, the rest of the registry as it was', async () => {
    const before = site()
    const saved = page(structuredClone(guide), 345, 'second')
    const after = withPagesSaved(before, { '/content/guides/a.mdx': { before: pages['/content/guides/a.mdx'], after: saved } })!
    expect(after).toBeDefined()
    const entry = after.registry.byRoute.get('/guides/a')!
    // 345 words at 230 a minute: 2 minutes (300 were 1).
    expect(entry.readingMinutes).toBe(2)
    expect(((await entry.load()).default as () => string)()).toBe('second')
    expect(after.registry.tools).toBe(before.registry.tools)
    expect(after.registry.pages.map((p) => [p.route, p.data])).toEqual(site().registry.pages.map((p) => [p.route, p.data]))
    // A new registry object, so what was worked out from the old one is worked out again.
    expect(after.registry).not.toBe(before.registry)
  })

  it("leaves the tools' relations to be worked out when first read, and once for both sites: no prose changes them", () => {
    const before = site()
    const saved = page(structuredClone(guide), 345, 'second')
    const after = withPagesSaved(before, { '/content/guides/a.mdx': { before: pages['/content/guides/a.mdx'], after: saved } })!
    expect(Object.getOwnPropertyDescriptor(after.registry, 'toolRelations')?.get).toBeTypeOf('function')
    expect(after.registry.toolRelations).toBe(before.registry.toolRelations)
    expect(after.registry.toolRelations.get('vanta')?.alternatives).toEqual([])
  })

  it('declines a page whose frontmatter or TODO lines changed, or that the site does not have', () => {
    const before = site()
    const was = pages['/content/guides/a.mdx']
    expect(withPagesSaved(before, { '/content/guides/a.mdx': { before: was, after: page({ ...guide, title: 'Another title' }, 300, 'x') } })).toBeUndefined()
    expect(withPagesSaved(before, { '/content/guides/a.mdx': { before: was, after: page(guide, 300, 'x', [4]) } })).toBeUndefined()
    expect(withPagesSaved(before, { '/content/guides/b.mdx': { before: was, after: page(guide, 300, 'x') } })).toBeUndefined()
  })
})

/**
 * The same for a build that stays running (scripts/build/watch.mjs): the
 * checked site with the saved prose, and which dependency keys that save
 * can have changed, so that a record checked by the build before and
 * reading none of them is taken without its digest worked out.
 */
describe('withPagesSavedChecked', () => {
  const page = (frontmatter: unknown, words: number, body: string): CompiledPage => ({ frontmatter, wordCount: words, todoLines: [], load: () => Promise.resolve({ default: () => body }) })
  const guide = pageData({ kind: 'guide', title: 'A guide', category: 'Evaluation', author: 'Maya Lindqvist', excerpt: 'A guide to one thing.', published: '2026-10-01', lastReviewed: '2026-11-01' })
  const pages = { '/content/about.mdx': page(pageData(), 120, 'about'), '/content/guides/a.mdx': page(guide, 300, 'first'), '/content/guides.mdx': page(pageData({ kind: 'directory', title: 'Guides', paginate: { kind: 'guide', perPage: 12 } }), 50, 'guides') }
  const data = { tools: { '/content/_tools/vanta.yaml': toolData() }, toolTodoLines: {}, fields: FIELD_FILES }
  const site = () => createCheckedSite(pages, data, { today: '2026-11-27' })
  const saveGuide = (words: number) => ({ '/content/guides/a.mdx': { before: pages['/content/guides/a.mdx'], after: page(structuredClone(guide), words, 'second') } })

  it('takes prose saved: a record whose keys the save cannot change holds without its digest, one whose keys it changed is checked', () => {
    const before = site()
    expect(before.contentProblems).toEqual([])
    const keys = { tool: ['tool:vanta', 'relations:vanta'], guide: ['page:/guides/a'] }
    const digests = { tool: before.dependencyDigest(keys.tool), guide: before.dependencyDigest(keys.guide) }
    const after = withPagesSavedChecked(before, saveGuide(345))!
    expect(after).toBeDefined()
    expect(after.registry.byRoute.get('/guides/a')!.readingMinutes).toBe(2)
    // Not worked out: any digest holds for keys no prose changes.
    expect(after.digestHolds(keys.tool, 'not the digest')).toBe(true)
    // Worked out: the guide's reading time went from 1 minute to 2.
    expect(after.digestHolds(keys.guide, digests.guide)).toBe(false)
    expect(after.digestHolds(keys.guide, after.dependencyDigest(keys.guide))).toBe(true)
    expect(after.digestHolds(keys.tool, digests.tool)).toBe(true)
    // A whole site checks every digest.
    expect(before.digestHolds(keys.tool, 'not the digest')).toBe(false)
    expect(after.toolSideDigest()).toBe(before.toolSideDigest())
  })

  it('works out the same digests as a site made whole from the saved pages, taking the hashes the save left as they were', () => {
    const before = site()
    const keys = [['tools'], ['relations'], ['pages'], ['tool:vanta', 'relations:vanta'], ['page:/guides/a'], ['page:/about'], ['listing:/guides'], ['list:guide'], ['list-order:guide'], ['derived:search-items'], ['derived:pages-as-listed'], ['derived:tool-names']]
    // The site before hashed every key once, as a build does before a save.
    for (const each of keys) before.dependencyDigest(each)
    const saved = saveGuide(345)
    const after = withPagesSavedChecked(before, saved)!
    const whole = createCheckedSite({ ...pages, '/content/guides/a.mdx': saved['/content/guides/a.mdx'].after }, data, { today: '2026-11-27' })
    for (const each of keys) expect(after.dependencyDigest(each), each.join()).toBe(whole.dependencyDigest(each))
    expect(after.dependencyDigest(['page:/guides/a'])).not.toBe(before.dependencyDigest(['page:/guides/a']))
    expect(after.relationsKept().inputs).toEqual(whole.relationsKept().inputs)
  })

  it('declines a site with problems, a build with problems, and a changed frontmatter', () => {
    const before = site()
    expect(withPagesSavedChecked(before, saveGuide(300), { problems: ['content/guides/b.mdx: could not be compiled'] })).toBeUndefined()
    const was = pages['/content/guides/a.mdx']
    expect(withPagesSavedChecked(before, { '/content/guides/a.mdx': { before: was, after: page({ ...guide, title: 'Another title' }, 300, 'x') } })).toBeUndefined()
    const withProblem = createCheckedSite({ ...pages, '/content/guides/b.mdx': page({ ...guide, kind: 'gide' }, 10, 'x') }, data, { today: '2026-11-27' })
    expect(withProblem.contentProblems.length).toBeGreaterThan(0)
    expect(withPagesSavedChecked(withProblem, saveGuide(345))).toBeUndefined()
  })
})

describe('keysChangedBySaving', () => {
  const page = (frontmatter: unknown): CompiledPage => ({ frontmatter, wordCount: 100, todoLines: [], load: () => Promise.resolve({ default: () => '' }) })
  const guide = (title: string) => pageData({ kind: 'guide', title, category: 'Evaluation', author: 'Maya Lindqvist', excerpt: 'A guide to one thing.', published: '2026-10-01', lastReviewed: '2026-11-01' })
  const site = createSite(
    { '/content/about.mdx': page(pageData()), '/content/guides/a.mdx': page(guide('A guide')), '/content/guides/b.mdx': page(guide('B guide')), '/content/guides.mdx': page(pageData({ kind: 'directory', title: 'Guides', paginate: { kind: 'guide', perPage: 12 } })) },
    { tools: { '/content/_tools/vanta.yaml': toolData() }, toolTodoLines: {}, fields: FIELD_FILES },
    { today: '2026-11-27' },
  )
  const changed = keysChangedBySaving(site.registry, new Set(['content/guides/a.mdx']))

  it("names the saved page's own key, the lists and directory pages holding it, every page and every derived value", () => {
    expect(changed('page:/guides/a')).toBe(true)
    expect(changed('pages')).toBe(true)
    expect(changed('derived:search-items')).toBe(true)
    const lists = Object.entries(site.registry.lists).filter(([, items]) => items.some((item) => item.route === '/guides/a')).map(([name]) => name)
    expect(lists.length).toBeGreaterThan(0)
    for (const name of lists) expect(changed(`list:${name}`)).toBe(true)
    expect(changed('listing:/guides')).toBe(true)
    // A key of a kind this code does not know may have changed.
    expect(changed('something:new')).toBe(true)
  })

  it("not another page's, no tool's, no relation's, no list's order, no list without it", () => {
    for (const key of ['page:/guides/b', 'page:/about', 'tool:vanta', 'tools', 'relations:vanta', 'relations', 'list-order:guide']) expect(changed(key), key).toBe(false)
    const without = Object.entries(site.registry.lists).filter(([, items]) => !items.some((item) => item.route === '/guides/a')).map(([name]) => name)
    for (const name of without) expect(changed(`list:${name}`), name).toBe(false)
  })

  it('answers by id and route as it answers by key', () => {
    for (const route of ['/guides/a', '/guides/b', '/about']) expect(changed.page?.(route), route).toBe(changed(`page:${route}`))
    expect(changed.tool?.('vanta')).toBe(changed('tool:vanta'))
    expect(changed.relations?.('vanta')).toBe(changed('relations:vanta'))
  })
})
