import fc from 'fast-check'
import { stringify } from 'yaml'
import { describe, expect, it, vi } from 'vitest'
import { derived, derivedOverTools, keptThroughToolSaves } from '../../../src/content/derived'
import type { Registry } from '../../../src/content/entries'
import { computeLists, withToolsMoved } from '../../../src/content/listings'
import { createCheckedSite, type CompiledPage } from '../../../src/server/site-core'
import { readToolFile } from '../../../src/server/tools-reader'
import { keysChangedByTools } from '../../../src/server/changed-keys'
import { withToolsSavedChecked, type SavedTool } from '../../../src/server/tools-saved'
import { FIELD_FILES, pageData, toolData } from '../fixtures'
// The finder's summary of the catalogue is a derived value its component defines; llms.txt's tools, one the site's files define.
import '../../../src/mdx/ToolCatalogue'
import { EXTRA_GROUPS } from '../../../src/server/site-files'

/**
 * #32: a build that stays running takes a tools file's save into the site
 * it had (the tool replaced, its profile moved in the tool list, the
 * directory pages whose share changed made again), and knows which
 * dependency keys the save can have changed; the digests it works out are
 * those of a site made whole from the same files.
 */
describe('withToolsSavedChecked', () => {
  const page = (frontmatter: unknown): CompiledPage => ({ frontmatter, wordCount: 100, todoLines: [], load: () => Promise.resolve({ default: () => '' }) })
  const pages = {
    '/content/about.mdx': page(pageData()),
    // Two profiles a page: a tool that moves changes the share of the pages between where it was and where it is.
    '/content/tools.mdx': page(pageData({ kind: 'directory', title: 'Tools', paginate: { kind: 'tool', perPage: 2 } })),
  }
  const TOOLS = {
    vanta: toolData(),
    drata: toolData({ name: 'Drata', website: 'https://drata.com', rating: 4.5 }),
    secureframe: toolData({ name: 'Secureframe', website: 'https://secureframe.com', rating: 4.2 }),
    sprinto: toolData({ name: 'Sprinto', website: 'https://sprinto.com', rating: 4.0 }),
    notion: toolData({ name: 'Notion', website: 'https://notion.so', category: 'Docs', group: 'Project Management', rating: 4.6, plans: [{ name: 'Free', price: 'free' }], pricing: { starting: 'Free', checked: '2026-10-01' } }),
  }
  /** A tools file as the build's reader gives it: checked, with its hashes. */
  const read = (id: string, data: Record<string, unknown>): SavedTool => readToolFile(stringify(data), `content/_tools/${id}.yaml`)
  const filesOf = (tools: Record<string, Record<string, unknown>>) => {
    const checks = Object.fromEntries(Object.entries(tools).map(([id, data]) => [`/content/_tools/${id}.yaml`, read(id, data).check]))
    return { tools: Object.fromEntries(Object.keys(checks).map((key) => [key, undefined])), toolChecks: checks, toolTodoLines: {}, fields: FIELD_FILES }
  }
  const site = (tools: Record<string, Record<string, unknown>> = TOOLS, withPages: Record<string, CompiledPage> = pages) => createCheckedSite(withPages, filesOf(tools), { today: '2026-11-27' })
  const KEYS = [
    ['tools'],
    ['relations'],
    ['pages'],
    ...Object.keys(TOOLS).map((id) => [`tool:${id}`, `relations:${id}`]),
    ...Object.keys(TOOLS).map((id) => [`page:/tools/${id}`]),
    ['listing:/tools'],
    ['listing:/tools/page/2'],
    ['listing:/tools/page/3'],
    ['list:tool'],
    ['list-order:tool'],
    ['derived:tool-names'],
    ['derived:search-items'],
    ['derived:prices-checked'],
  ]

  /** The site before, every key hashed once (as a build does before a save), and the site after saving `changes`. */
  const save = (changes: Record<string, Record<string, unknown>>, base = TOOLS, keys = KEYS, withPages = pages) => {
    const before = site(base, withPages)
    expect(before.contentProblems).toEqual([])
    for (const each of keys) before.dependencyDigest(each)
    before.toolSideDigest()
    const saved = Object.fromEntries(Object.entries(changes).map(([id, data]) => [`/content/_tools/${id}.yaml`, read(id, data)]))
    return { before, after: withToolsSavedChecked(before, saved), whole: site({ ...base, ...changes }, withPages) }
  }

  it("a rating: the tools' names and the dates their prices were checked kept as they were, not made again; a date checked: made again", () => {
    const before = site()
    for (const each of KEYS) before.dependencyDigest(each)
    const keptDerived = before.derivedKept()
    expect([...keptDerived.keys()]).toEqual(expect.arrayContaining(['tool-names', 'prices-checked']))
    const saveVanta = (data: Record<string, unknown>) => withToolsSavedChecked(before, { '/content/_tools/vanta.yaml': read('vanta', data) }, { keptDerived })!
    const rated = { ...TOOLS.vanta, rating: 4.4 }
    const after = saveVanta(rated)
    const whole = site({ ...TOOLS, vanta: rated })
    for (const name of ['tool-names', 'prices-checked']) {
      expect(after.dependencyDigest([`derived:${name}`]), name).toBe(whole.dependencyDigest([`derived:${name}`]))
      // The record kept, as it was: the value was not made again to be hashed.
      expect(after.derivedKept().get(name), name).toBe(keptDerived.get(name))
    }
    const dated = { ...TOOLS.vanta, pricing: { ...(TOOLS.vanta.pricing as Record<string, unknown>), checked: '2026-11-20' } }
    const redated = saveVanta(dated)
    expect(redated.dependencyDigest(['derived:prices-checked'])).toBe(site({ ...TOOLS, vanta: dated }).dependencyDigest(['derived:prices-checked']))
    expect(redated.dependencyDigest(['derived:prices-checked'])).not.toBe(before.dependencyDigest(['derived:prices-checked']))
    expect(redated.derivedKept().get('prices-checked')).not.toBe(keptDerived.get('prices-checked'))
    expect(redated.dependencyDigest(['derived:tool-names'])).toBe(before.dependencyDigest(['derived:tool-names']))
    expect(redated.derivedKept().get('tool-names')).toBe(keptDerived.get('tool-names'))
  })

  it("llms.txt's tools: as they were after a pros line, so llms.txt is kept; made again after a rating that reorders a field, as a whole site has them", () => {
    const LLMS = ['derived:llms-tools']
    const before = site()
    before.dependencyDigest(LLMS)
    const saveVanta = (data: Record<string, unknown>) => withToolsSavedChecked(before, { '/content/_tools/vanta.yaml': read('vanta', data) })!
    const pros = { ...TOOLS.vanta, pros: ['Many integrations', 'Quick to set up'] }
    expect(saveVanta(pros).dependencyDigest(LLMS)).toBe(before.dependencyDigest(LLMS))
    // Vanta (4.7) below Drata (4.5): the field's order changes.
    const rated = { ...TOOLS.vanta, rating: 4.1 }
    const after = saveVanta(rated)
    const whole = site({ ...TOOLS, vanta: rated })
    expect(after.dependencyDigest(LLMS)).toBe(whole.dependencyDigest(LLMS))
    expect(after.dependencyDigest(LLMS)).not.toBe(before.dependencyDigest(LLMS))
    const llms = (registry: Registry) => EXTRA_GROUPS.llms(registry)[0]!.content
    expect(llms(after.registry)).toBe(llms(whole.registry))
    expect(llms(after.registry).indexOf('[Drata')).toBeLessThan(llms(after.registry).indexOf('[Vanta'))
  })

  it("a rating or a pros line: the finder's summary kept as it was, not made again; a shared feature's answer: made again, as a whole site has it", () => {
    const SUMMARY = 'derived:tool-catalogue-summary'
    const before = site()
    for (const each of [...KEYS, [SUMMARY]]) before.dependencyDigest(each)
    const keptDerived = before.derivedKept()
    expect([...keptDerived.keys()]).toContain('tool-catalogue-summary')
    const saveVanta = (data: Record<string, unknown>) => withToolsSavedChecked(before, { '/content/_tools/vanta.yaml': read('vanta', data) }, { keptDerived })!
    for (const changed of [
      { ...TOOLS.vanta, rating: 4.1 },
      { ...TOOLS.vanta, pros: ['Many integrations', 'Quick to set up'] },
    ]) {
      const after = saveVanta(changed)
      expect(after.dependencyDigest([SUMMARY])).toBe(site({ ...TOOLS, vanta: changed }).dependencyDigest([SUMMARY]))
      // The record kept, as it was: the summary was not made again to be hashed.
      expect(after.derivedKept().get('tool-catalogue-summary')).toBe(keptDerived.get('tool-catalogue-summary'))
    }
    const withSso = { ...TOOLS.vanta, features: { checked: '2026-11-20', sso: 'yes' } }
    const featured = saveVanta(withSso)
    expect(featured.dependencyDigest([SUMMARY])).toBe(site({ ...TOOLS, vanta: withSso }).dependencyDigest([SUMMARY]))
    expect(featured.dependencyDigest([SUMMARY])).not.toBe(before.dependencyDigest([SUMMARY]))
    expect(featured.derivedKept().get('tool-catalogue-summary')).not.toBe(keptDerived.get('tool-catalogue-summary'))
  })

  it('gives the site after each value worked out before that the save leaves as it was, and works out again one it changes or did not declare', () => {
    const worked = vi.fn((registry: Registry) => [...registry.tools.values()].map((tool) => `${tool.id} ${tool.rating}`).sort())
    const ratings = derived('test:ratings', worked)
    keptThroughToolSaves(ratings, (tool) => tool.rating)
    const dates = derivedOverTools('test:dates', (tool) => tool.pricing.checked, (all) => all)
    const counted = vi.fn((registry: Registry) => registry.tools.size)
    const undeclared = derived('test:undeclared', counted)
    const before = site()
    const ratingsBefore = ratings(before.registry)
    const datesBefore = dates(before.registry)
    undeclared(before.registry)
    const saveVanta = (data: Record<string, unknown>) => withToolsSavedChecked(before, { '/content/_tools/vanta.yaml': read('vanta', data) })!
    // A pros line: the declared values as they were, the same values, not worked out again.
    const pros = saveVanta({ ...TOOLS.vanta, pros: ['Many integrations', 'Quick to set up'] })
    expect(ratings(pros.registry)).toBe(ratingsBefore)
    expect(dates(pros.registry)).toBe(datesBefore)
    expect(worked).toHaveBeenCalledTimes(1)
    // One that declared nothing is worked out again for the site after.
    expect(undeclared(pros.registry)).toBe(Object.keys(TOOLS).length)
    expect(counted).toHaveBeenCalledTimes(2)
    // A rating: the ratings worked out again, as a whole site has them; the dates as they were.
    const rated = { ...TOOLS.vanta, rating: 4.1 }
    const after = saveVanta(rated)
    expect(ratings(after.registry)).not.toEqual(ratingsBefore)
    expect(ratings(after.registry)).toEqual(ratings(site({ ...TOOLS, vanta: rated }).registry))
    expect(dates(after.registry)).toBe(datesBefore)
    // A date checked: the dates worked out again.
    const dated = { ...TOOLS.vanta, pricing: { ...(TOOLS.vanta.pricing as Record<string, unknown>), checked: '2026-11-20' } }
    const redated = saveVanta(dated)
    expect(dates(redated.registry)).not.toBe(datesBefore)
    expect(dates(redated.registry)).toEqual(dates(site({ ...TOOLS, vanta: dated }).registry))
    expect(ratings(redated.registry)).toBe(ratingsBefore)
  })

  it("a rating whose tool a ranking puts beside tools of another field: their relations, and not their field's others'", () => {
    const ranked = { ...pages, '/content/best/mixed.mdx': page(pageData({ kind: 'best', title: 'Best mixed', category: 'Compliance', tools: ['notion', 'vanta', 'drata'], lastReviewed: '2025-09-05' })) }
    const base = { ...TOOLS, asana: toolData({ name: 'Asana', website: 'https://asana.com', category: 'Docs', group: 'Project Management', rating: 4.1 }) }
    const keys = [...KEYS, ['relations:asana']]
    // Notion's alternatives: vanta, then drata (ranked beside it once each, best rated first); with vanta at 4.4, drata first.
    const { before, after, whole } = save({ vanta: { ...TOOLS.vanta, rating: 4.4 } }, base, keys, ranked)
    expect(after).toBeDefined()
    expect(before.registry.toolRelations.get('notion')?.alternatives.map((other) => other.id).slice(0, 2)).toEqual(['vanta', 'drata'])
    expect(after!.registry.toolRelations.get('notion')?.alternatives.map((other) => other.id).slice(0, 2)).toEqual(['drata', 'vanta'])
    for (const [key] of keys) if (key!.startsWith('relations')) expect(after!.dependencyDigest([key!]), key).toBe(whole.dependencyDigest([key!]))
    expect(after!.digestHolds(['relations:notion'], before.dependencyDigest(['relations:notion']))).toBe(false)
    expect(after!.digestHolds(['relations:asana'], 'not the digest')).toBe(true)
  })

  describe("a field past its first six: most of its tools share its relations (tool-relations.ts)", () => {
    // Compliance: drata 4.5, vanta, secureframe 4.2, sprinto 4.0, then eight more from 3.0 to 3.7.
    const more = Object.fromEntries(Array.from({ length: 8 }, (_, at) => [`extra${at}`, toolData({ name: `Extra ${at}`, website: `https://extra${at}.example.com`, rating: 3 + at / 10 })]))
    const base = { ...TOOLS, ...more }
    const keys = [...KEYS, ...Object.keys(more).map((id) => [`tool:${id}`, `relations:${id}`])]
    const relationKeys = Object.keys(base).map((id) => `relations:${id}`)

    it("a rating that leaves the field's first six as they were: the others' relations are unchanged, and hold without a digest", () => {
      const { before, after, whole } = save({ extra1: { ...more.extra1!, rating: 3.15 } }, base, keys)
      expect(after).toBeDefined()
      // Their relations are not worked out to tell: a record that read them holds as it is.
      const asked = vi.spyOn(after!.registry.toolRelations, 'get')
      for (const id of ['extra0', 'extra1', 'extra2']) {
        expect(after!.registry.toolRelations.plainText(id), id).toBeDefined()
        expect(after!.digestHolds([`relations:${id}`], 'not the digest'), id).toBe(true)
      }
      expect(asked).not.toHaveBeenCalled()
      // One of the field's first six (no shared value): worked out, and found as it was.
      expect(after!.registry.toolRelations.plainText('extra7')).toBeUndefined()
      expect(after!.digestHolds(['relations:extra7'], 'not the digest')).toBe(true)
      expect(asked).toHaveBeenCalledWith('extra7')
      for (const key of relationKeys) {
        expect(after!.dependencyDigest([key]), key).toBe(whole.dependencyDigest([key]))
        expect(after!.dependencyDigest([key]), key).toBe(before.dependencyDigest([key]))
      }
    })

    it("a rating that takes a tool into the field's first six: every tool of the field's relations may have changed, and did", () => {
      const { before, after, whole } = save({ extra0: { ...more.extra0!, rating: 4.9 } }, base, keys)
      expect(after).toBeDefined()
      for (const key of relationKeys) expect(after!.dependencyDigest([key]), key).toBe(whole.dependencyDigest([key]))
      expect(after!.registry.toolRelations.plainText('extra0')).toBeUndefined()
      for (const id of ['extra1', 'extra2']) {
        expect(after!.digestHolds([`relations:${id}`], before.dependencyDigest([`relations:${id}`])), id).toBe(false)
        expect(after!.registry.toolRelations.get(id)?.alternatives[0]?.id).toBe('extra0')
      }
      // Another field's are as they were.
      expect(after!.digestHolds(['relations:notion'], 'not the digest')).toBe(true)
    })
  })

  it("a rating that moves the tool: the tool list and the directory pages' shares as a whole site has them, and the same digests", () => {
    const { before, after, whole } = save({ sprinto: { ...TOOLS.sprinto, rating: 4.8 } })
    expect(after).toBeDefined()
    expect(after!.registry.tools.get('sprinto')?.rating).toBe(4.8)
    const routes = (list: readonly { route: string }[]) => list.map((entry) => entry.route)
    expect(routes(after!.registry.lists.tool)).toEqual(routes(whole.registry.lists.tool))
    expect(routes(after!.registry.lists.tool)[0]).toBe('/tools/sprinto')
    const shares = (registry: typeof whole.registry) => registry.pages.filter((entry) => entry.listing).map((entry) => [entry.route, routes(entry.listing!.items)])
    expect(shares(after!.registry)).toEqual(shares(whole.registry))
    for (const keys of KEYS) expect(after!.dependencyDigest(keys), keys.join()).toBe(whole.dependencyDigest(keys))
    expect(after!.toolSideDigest()).toBe(whole.toolSideDigest())
    expect(after!.toolSideDigest()).not.toBe(before.toolSideDigest())
    expect(after!.relationsKept().inputs).toEqual(whole.relationsKept().inputs)
    expect(after!.digestMemo().relationsInputs).not.toBe(before.digestMemo().relationsInputs)
    expect(after!.registry.toolRelations.get('vanta')).toEqual(whole.registry.toolRelations.get('vanta'))
    // The site before is left as it was.
    expect(before.registry.tools.get('sprinto')?.rating).toBe(4.0)
    expect(routes(before.registry.lists.tool)[0]).toBe('/tools/vanta')
  })

  it('a price that moves nothing: the same lists and directory pages, a record that read none of its keys holds without its digest', () => {
    const { before, after, whole } = save({ drata: { ...TOOLS.drata, pricing: { starting: '$100/month', checked: '2026-11-20' }, plans: [{ name: 'Team', price: { monthly: 100, per: 'account' } }] } })
    expect(after).toBeDefined()
    expect(after!.registry.lists).toBe(before.registry.lists)
    expect(after!.registry.pages).toBe(before.registry.pages)
    for (const keys of KEYS) expect(after!.dependencyDigest(keys), keys.join()).toBe(whole.dependencyDigest(keys))
    // Its name, rating and field as they were: the relations' inputs are the site before's, not worked out again, and a whole site's.
    expect(after!.digestMemo().relationsInputs).toBe(before.digestMemo().relationsInputs)
    expect(after!.relationsKept().inputs).toEqual(whole.relationsKept().inputs)
    // Notion's field is another: its relations are what they were.
    expect(after!.digestHolds(['tool:notion', 'relations:notion'], 'not the digest')).toBe(true)
    expect(after!.digestHolds(['tool:drata'], before.dependencyDigest(['tool:drata']))).toBe(false)
    expect(after!.digestHolds(['page:/about'], 'not the digest')).toBe(true)
    // A key the save may have changed, whose hash is the one the site before worked out: the tools' names are as they were.
    expect(after!.digestHolds(['derived:tool-names', 'tool:vanta'], 'not the digest')).toBe(true)
    expect(after!.digestHolds(['tools'], 'not the digest')).toBe(false)
  })

  it("keeps each tool's, relation's and page's hash by its id alone, and finds a saved tool's there: a save that changed nothing holds", () => {
    const { before, after } = save({ drata: TOOLS.drata })
    expect(after).toBeDefined()
    // The memo's hashes by key hold none of those: the next save's digests start from a copy of them.
    const byKey = [...after!.digestMemo().hashes.keys(), ...before.digestMemo().hashes.keys()]
    expect(byKey.filter((key) => /^(?:tool|relations|page):/.test(key))).toEqual([])
    expect(byKey).toContain('list:tool')
    // Drata saved as it was: its key may have changed, and its hash, looked up by its id, is the one before.
    expect(after!.digestHolds(['tool:drata'], 'not the digest')).toBe(true)
    expect(after!.digestHolds(['relations:drata'], 'not the digest')).toBe(true)
    expect(after!.dependencyDigest(['tool:drata', 'relations:drata'])).toBe(before.dependencyDigest(['tool:drata', 'relations:drata']))
  })

  it('declines what a whole site must make: new words for the profile, a new tool, a file with problems or TODO lines, a site with problems', () => {
    const before = site()
    const saving = (id: string, saved: SavedTool) => withToolsSavedChecked(before, { [`/content/_tools/${id}.yaml`]: saved })
    expect(saving('drata', read('drata', { ...TOOLS.drata, name: 'Drata Inc' }))).toBeUndefined()
    expect(saving('drata', read('drata', { ...TOOLS.drata, description: 'Another description.' }))).toBeUndefined()
    expect(saving('tugboat', read('tugboat', { ...TOOLS.drata, name: 'Tugboat' }))).toBeUndefined()
    expect(saving('drata', read('drata', { ...TOOLS.drata, rating: 'high' }))).toBeUndefined()
    expect(saving('drata', { ...read('drata', TOOLS.drata), todoLines: [3] })).toBeUndefined()
    expect(withToolsSavedChecked(before, {}, { problems: ['content/guides/b.mdx: could not be compiled'] })).toBeUndefined()
    expect(saving('drata', read('drata', { ...TOOLS.drata, rating: 4.4 }))).toBeDefined()
  })
})

describe('keysChangedByTools', () => {
  const registry = { tools: new Map([['vanta', { group: 'Compliance' }], ['notion', { group: 'Project Management' }]]), pages: [] } as never
  const inputsBefore = new Map([['Compliance', 'a'], ['Project Management', 'b']])
  const changed = keysChangedByTools(registry, { ids: new Set(['vanta']), moved: true, relisted: new Set(['/tools/page/2']), inputsBefore, inputs: new Map([['Compliance', 'c'], ['Project Management', 'b']]) })

  it("names the tool's own key, every tool, the relations of its field, the tool list and the directory pages whose share changed", () => {
    for (const key of ['tool:vanta', 'tools', 'relations', 'relations:vanta', 'list:tool', 'list-order:tool', 'listing:/tools/page/2', 'derived:tool-names', 'something:new']) expect(changed(key), key).toBe(true)
  })

  it("not another tool's, the relations of another field, a page, every page, another list or directory page", () => {
    for (const key of ['tool:notion', 'relations:notion', 'page:/tools/vanta', 'pages', 'list:guide', 'listing:/tools', 'listing:/guides']) expect(changed(key), key).toBe(false)
  })

  it('answers by id and route as it answers by key', () => {
    for (const id of ['vanta', 'notion', 'gone']) {
      expect(changed.tool?.(id), id).toBe(changed(`tool:${id}`))
      expect(changed.relations?.(id), id).toBe(changed(`relations:${id}`))
    }
    expect(changed.relations?.('gone')).toBe(true)
    for (const route of ['/tools/vanta', '/about']) expect(changed.page?.(route), route).toBe(changed(`page:${route}`))
  })

  it("no tool's relations when no field's inputs changed", () => {
    const same = keysChangedByTools(registry, { ids: new Set(['vanta']), moved: false, relisted: new Set(), inputsBefore, inputs: inputsBefore })
    for (const key of ['relations:vanta', 'relations:notion']) expect(same(key), key).toBe(false)
    expect(same.relations?.('vanta')).toBe(false)
    expect(same('tool:vanta')).toBe(true)
  })

  it("not a tool's relations that are its field's shared value before and after, the same; yes where they differ or either is not shared", () => {
    const texts: Record<string, [before: string | undefined, now: string | undefined]> = { vanta: ['{"a":1}', '{"a":1}'], drata: ['{"a":1}', '{"a":2}'], sprinto: [undefined, '{"a":1}'], tugboat: ['{"a":1}', undefined] }
    const registry = { tools: new Map(Object.keys(texts).map((id) => [id, { group: 'Compliance' }])) } as never
    const plain = { before: (id: string) => texts[id]?.[0], now: (id: string) => texts[id]?.[1] }
    const saved = keysChangedByTools(registry, { ids: new Set(['vanta']), moved: false, relisted: new Set(), inputsBefore, inputs: new Map([['Compliance', 'c']]), plain })
    expect(saved('relations:vanta')).toBe(false)
    expect(saved.relations?.('vanta')).toBe(false)
    for (const id of ['drata', 'sprinto', 'tugboat']) expect(saved(`relations:${id}`), id).toBe(true)
  })

  it("in another field than the saved tool's, the relations of the tools a ranking or comparison puts beside it, and no other's", () => {
    const tools = new Map([['vanta', { group: 'Compliance' }], ['notion', { group: 'Project Management' }], ['asana', { group: 'Project Management' }], ['jira', { group: 'Project Management' }]])
    const pages = [
      { data: { kind: 'compare', tools: ['vanta', 'notion'] } },
      { data: { kind: 'best', tools: [{ id: 'asana' }, { id: 'jira' }] } },
      { data: { kind: 'guide' } },
    ]
    // The comparison holds vanta's rating: every field's inputs changed.
    const saved = keysChangedByTools({ tools, pages } as never, { ids: new Set(['vanta']), moved: false, relisted: new Set(), inputsBefore, inputs: new Map([['Compliance', 'c'], ['Project Management', 'd']]) })
    expect(saved('relations:notion')).toBe(true)
    expect(saved.relations?.('notion')).toBe(true)
    for (const id of ['asana', 'jira']) expect(saved(`relations:${id}`), id).toBe(false)
    expect(saved('relations:vanta')).toBe(true)
  })

  it('every relation when the relations were not worked out before', () => {
    const unknown = keysChangedByTools(registry, { ids: new Set(['vanta']), moved: false, relisted: new Set(), inputsBefore: undefined, inputs: new Map([['Compliance', 'c'], ['Project Management', 'b']]) })
    expect(unknown('relations:notion')).toBe(true)
    expect(unknown('list:tool')).toBe(false)
  })
})

describe('withToolsMoved', () => {
  it('puts moved profiles where sorting the whole list puts them', () => {
    const tool = fc.record({ rating: fc.integer({ min: 0, max: 10 }).map((n) => n / 2), name: fc.constantFrom('Alpha', 'Beta', 'beta', 'Gamma', 'Ölfa') })
    fc.assert(
      fc.property(fc.array(tool, { minLength: 1, maxLength: 30 }), fc.array(fc.nat(), { maxLength: 5 }), fc.array(tool, { minLength: 5, maxLength: 5 }), (tools, picks, moves) => {
        const ids = tools.map((_, index) => `t${index}`)
        const profiles = ids.map((id) => ({ route: `/tools/${id}`, data: { kind: 'tool', tool: id, title: id, noindex: false } }) as never)
        const before = new Map(ids.map((id, index) => [id, tools[index]!]))
        const list = computeLists(profiles, before).tool
        const moved = new Set(picks.map((pick) => ids[pick % ids.length]!))
        const after = new Map(before)
        ;[...moved].forEach((id, index) => after.set(id, moves[index]!))
        const routes = (pages: readonly { route: string }[]) => pages.map((entry) => entry.route)
        expect(routes(withToolsMoved(list, moved, after))).toEqual(routes(computeLists(profiles, after).tool))
      }),
    )
  })
})
