import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { offeredFeatures, type FinderFeature, type PackedFeatures } from '../../../src/catalogue/catalogue-features'
import { featureCounts, uncheckedLeftOut } from '../../../src/catalogue/feature-facets'
import { finderSplitFiles, type KeptTexts } from '../../../src/catalogue/finder-split-build'
import {
  decodeBits,
  encodeBits,
  findInSets,
  finderNeeds,
  FINDER_MANIFEST_URL,
  pagePlaces,
  readScopes,
  recordFilesOf,
  recordsPath,
  scopeOf,
  setPath,
  toolsAt,
  type FinderManifest,
} from '../../../src/catalogue/finder-split'
import { placeBits, scopeOrders } from '../../../src/catalogue/finder-live'
import { findTools, readCatalogueFile, FINDER_PAGE_SIZE, SORTS, type CatalogueFile, type CatalogueRecord, type CatalogueTool, type FinderState } from '../../../src/catalogue/tool-catalogue'
import { PRICE_BANDS, priceBand } from '../../../src/shared/prices'

const FEATURES: FinderFeature[] = [
  { id: 'sso', label: 'SSO', field: 'shared' },
  { id: 'api', label: 'API', field: 'shared' },
  { id: 'audit-log', label: 'Audit log', field: 'shared' },
  { id: 'deal-pipeline', label: 'Deal pipeline', field: 'crm' },
  { id: 'shared-inbox', label: 'Shared inbox', field: 'email' },
  { id: 'prototyping', label: 'Prototyping', field: 'design' },
]
const GROUPS = ['CRM', 'Email', 'Design']

const packed = fc
  .array(fc.tuple(fc.nat({ max: FEATURES.length - 1 }), fc.constantFrom('yes', 'no', 'plan', 'described', 'limited')), { maxLength: 6 })
  .map((values): PackedFeatures | undefined => {
    const seen = new Set<number>()
    const out: Required<PackedFeatures> = { yes: [], no: [], plan: [], described: [], limited: [] }
    for (const [place, kind] of values) {
      if (seen.has(place)) continue
      seen.add(place)
      if (kind === 'plan') out.plan.push([place, 'Business'])
      else out[kind as 'yes' | 'no' | 'described' | 'limited'].push(place)
    }
    const kept = Object.entries(out).filter(([, list]) => list.length > 0)
    return kept.length ? (Object.fromEntries(kept) as PackedFeatures) : undefined
  })

const record = fc.record({
  name: fc.constantFrom('Alpha', 'beta', 'Gamma', 'delta', 'Épsilon', 'zeta', 'Alpha'),
  group: fc.constantFrom(...GROUPS),
  rating: fc.integer({ min: 39, max: 49 }).map((n) => n / 10),
  free: fc.boolean(),
  monthly: fc.constantFrom(0, 5, 9.99, 10, 25, 30, null),
  features: packed,
})

/** A catalogue of these tools, best rated first (as the build lists them), with unique ids. */
type Made = { name: string; group: string; rating: number; free: boolean; monthly: number | null; features: PackedFeatures | undefined }
const catalogueOf = (tools: Made[]): CatalogueFile => ({
  features: FEATURES,
  tools: tools
    .map((tool, at): CatalogueRecord => {
      const { features, ...rest } = tool
      return { ...rest, id: `t${at}`, category: rest.group, starting: rest.monthly === null ? 'Custom quote' : `$${rest.monthly}`, checked: '2025-09-15', band: priceBand(rest.monthly ?? undefined), profile: `/tools/t${at}`, ...(features ? { features } : {}) }
    })
    .sort((a, b) => b.rating - a.rating),
})

const stateOf = fc.record({
  category: fc.option(fc.constantFrom('crm', 'email', 'design', 'none-such'), { nil: undefined }),
  free: fc.boolean(),
  price: fc.option(fc.constantFrom(...PRICE_BANDS.map((band) => band.id)), { nil: undefined }),
  rating: fc.option(fc.constantFrom(4, 4.5), { nil: undefined }),
  features: fc.uniqueArray(fc.constantFrom(...FEATURES.map((feature) => feature.id)), { maxLength: 3 }),
  sort: fc.constantFrom('rating' as const, 'price' as const, 'name' as const),
  page: fc.integer({ min: 1, max: 4 }),
})

/** Texts kept in memory from one make to the next, as the build's group memo keeps them in a file. */
function textsInMemory(): KeptTexts {
  const texts = new Map<string, [state: string, text: string]>()
  return { get: (id, state) => (texts.get(id)?.[0] === state ? texts.get(id)![1] : undefined), set: (id, state, text) => void texts.set(id, [state, typeof text === 'string' ? text : text()]) }
}

/** The files as the browser reads them, by path. */
function served(file: CatalogueFile) {
  const { manifest, files } = finderSplitFiles(file)
  const byPath = new Map(files.map((f) => [`/${f.path}`, JSON.parse(f.content) as unknown]))
  return { manifest, read: (path: string) => byPath.get(`${manifest.base}${path}`), byPath }
}

describe('the finder split', () => {
  it('writes bitsets that read back as written', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 70 }), (bools) => {
        const bits = new Uint8Array((bools.length + 7) >> 3)
        bools.forEach((on, at) => on && (bits[at >> 3]! |= 1 << (at & 7)))
        expect(decodeBits(encodeBits(bits), bools.length)).toEqual(bits)
      }),
    )
    expect(() => decodeBits('A*', 8)).toThrow()
    expect(() => decodeBits('AAAA', 8)).toThrow()
  })

  it('finds exactly what the single catalogue finds, in its order, with the same counts, for any filters', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 60 }), stateOf, (tools, asked) => {
        const file = catalogueOf(tools)
        const state: FinderState = asked
        const all = readCatalogueFile(file).tools
        const { manifest, read, byPath } = served(file)
        expect(byPath.get(FINDER_MANIFEST_URL)).toEqual(manifest)
        const offered = offeredFeatures(FEATURES, state.category, state.features).flatMap((group) => group.features.map((feature) => feature.id))
        const scopeName = scopeOf(state)
        const scope = readScopes(manifest).get(scopeName)
        const expected = findTools(all, state)
        if (!scope) {
          // No tool of that category: the single catalogue finds none either (the page names the category as unknown).
          expect(expected).toEqual([])
          return
        }
        const needs = finderNeeds(manifest, scope, state, offered)
        const load = (names: string[]) => new Map(names.map((name) => [name, decodeBits(read(setPath(scope, state.sort, name)) as string, scope.size)]))
        // The first round alone: the results and their number, no counts it has no sets for.
        const first = findInSets(manifest, scope, state, offered, load(needs.first))
        expect(first.places).toHaveLength(expected.length)
        const found = findInSets(manifest, scope, state, offered, load([...needs.first, ...needs.later]))
        expect(found.counts).toEqual(featureCounts(all, state, offered))
        expect(found.uncheckedLeftOut).toBe(uncheckedLeftOut(all, state, FEATURES))
        const page = pagePlaces(found.places, state.page)
        const records = new Map(recordFilesOf(page).map((at) => [at, read(recordsPath(scope, state.sort, at)) as CatalogueRecord[]]))
        const shown = toolsAt(manifest, page, records)
        expect(shown.map((tool) => tool.id)).toEqual(expected.slice((state.page - 1) * FINDER_PAGE_SIZE, state.page * FINDER_PAGE_SIZE).map((tool) => tool.id))
        expect(shown.map((tool) => tool.features)).toEqual(expected.slice((state.page - 1) * FINDER_PAGE_SIZE, state.page * FINDER_PAGE_SIZE).map((tool) => tool.features))
      }),
      { numRuns: 300 },
    )
  })

  it('names each folder by its content, and writes no file for a feature nobody in a scope has a value for or is judged on', () => {
    const file = catalogueOf([
      { name: 'A', group: 'CRM', rating: 4.5, free: true, monthly: 0, features: { yes: [3] } },
      { name: 'B', group: 'Email', rating: 4.1, free: false, monthly: 12, features: undefined },
    ])
    const one = finderSplitFiles(file)
    expect(one.manifest.base).toBe('/tool-data/finder/')
    expect(finderSplitFiles(file)).toEqual(one)
    // Each scope: the shared features (0 to 2) and its tools' fields' (deal pipeline, 3, for CRM; shared inbox, 4, for
    // Email), with or without values; no tool is judged on prototyping (5, Design's), and none has a value for it.
    expect(one.manifest.scopes.map(([name, size, features, folders]) => [name, size, features, Object.keys(folders)])).toEqual([
      ['all', 2, [0, 1, 2, 3, 4], ['rating', 'price', 'name']],
      ['c-crm', 1, [0, 1, 2, 3], ['rating', 'price', 'name']],
      ['c-email', 1, [0, 1, 2, 4], ['rating', 'price', 'name']],
    ])
    // And how many of its tools have each of those features: A has deal pipeline (3), nobody any other.
    expect(one.manifest.scopes.map(([name, , , , counts]) => [name, counts])).toEqual([
      ['all', [0, 0, 0, 1, 0]],
      ['c-crm', [0, 0, 0, 1]],
      ['c-email', [0, 0, 0, 0]],
    ])
    // The fields' names by id, of the fields some tool is in (not Design's): the site search names a feature's field.
    expect(one.manifest.fields).toEqual({ crm: 'CRM', email: 'Email' })
    const scopes = readScopes(one.manifest)
    expect(setPath(scopes.get('all')!, 'rating', 'free')).toMatch(/^all\/rating\/s-[0-9a-f]{16}\/free\.json$/)
    expect(recordsPath(scopes.get('c-crm')!, 'name', 0)).toMatch(/^c-crm\/name\/g0-[0-9a-f]{16}\/r0\.json$/)
    expect(one.files.some((f) => /c-email\/rating\/[^/]+\/f3\.json$/.test(f.path))).toBe(false)
    expect(one.files.some((f) => /\/[fu]5\.json$/.test(f.path))).toBe(false)
    // Not checked: the tools judged on a feature with no value for it. B, an Email tool, is unchecked for the shared SSO and
    // for shared inbox, never for CRM's deal pipeline; A has deal pipeline and is unchecked for shared inbox in no scope.
    const { read } = served(file)
    const all = readScopes(one.manifest).get('all')!
    const bits = (name: string) => [...decodeBits(read(setPath(all, 'rating', name)) as string, all.size)][0]
    expect([bits('u0'), bits('u3'), bits('u4'), bits('f3')]).toEqual([0b11, 0b00, 0b10, 0b01])
    expect(one.files.every((f) => f.path === FINDER_MANIFEST_URL.slice(1) || `/${f.path}`.startsWith(one.manifest.base))).toBe(true)
  })

  it('never changes what a path holds, and an edit of one tool replaces only the folders it changed (#32)', () => {
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 60 }), fc.nat(), record, (tools, which, edited) => {
        const kept = textsInMemory()
        const before = finderSplitFiles(catalogueOf(tools), undefined, kept)
        const editedFile = catalogueOf(tools.map((tool, at) => (at === which % tools.length ? edited : tool)))
        const after = finderSplitFiles(editedFile)
        // The scopes kept from the make before give the same files, read or not.
        expect(finderSplitFiles(editedFile, undefined, kept)).toEqual(after)
        const held = new Map(before.files.map((f) => [f.path, f.content]))
        for (const f of after.files) if (f.path !== FINDER_MANIFEST_URL.slice(1) && held.has(f.path)) expect(f.content).toBe(held.get(f.path))
        // A file's key stands for its content, in one build and from one build to the next: the build places a file by its key without making it.
        const byKey = new Map<string, string>()
        for (const f of [...before.files, ...after.files]) {
          expect(f.key !== undefined).toBe(f.path !== FINDER_MANIFEST_URL.slice(1))
          if (f.key === undefined) continue
          if (!byKey.has(f.key)) byKey.set(f.key, f.content)
          expect(f.content).toBe(byKey.get(f.key))
        }
      }),
      { numRuns: 200 },
    )
    // At 5,000 tools, one tool's feature edited: its records groups and its scopes' sets, not every file.
    const many: Made[] = Array.from({ length: 5000 }, (_, at) => ({ name: `Tool ${at}`, group: GROUPS[at % 3]!, rating: 3.9 + (at % 11) / 10, free: at % 4 === 0, monthly: at % 7 === 0 ? null : at % 50, features: at % 2 ? { yes: [at % 6] } : undefined }))
    const before = finderSplitFiles(catalogueOf(many))
    const after = finderSplitFiles(catalogueOf(many.map((tool, at) => (at === 1234 ? { ...tool, features: { yes: [0, 1, 2] } } : tool))))
    const paths = new Set(before.files.map((f) => f.path))
    const replaced = after.files.filter((f) => !paths.has(f.path))
    const folders = new Set(replaced.map((f) => f.path.slice(0, f.path.lastIndexOf('/'))))
    // In each of its two scopes (every tool, and its category) and three orders: the group of records files holding it, and the sets.
    expect([...folders].filter((folder) => /\/g\d+-/.test(folder))).toHaveLength(6)
    expect([...folders].filter((folder) => /\/s-/.test(folder))).toHaveLength(6)
    expect([...folders].every((folder) => /^tool-data\/finder\/(all|c-email)\//.test(folder))).toBe(true)
    expect(replaced.length).toBeLessThan(after.files.length / 2)
  })

  it('finds a page far into a large scope, from the group of records files that holds it', () => {
    const many: Made[] = Array.from({ length: 5000 }, (_, at) => ({ name: `Tool ${String(at).padStart(4, '0')}`, group: 'CRM', rating: 4, free: false, monthly: 10, features: undefined }))
    const file = catalogueOf(many)
    const { manifest, read } = served(file)
    const scope = readScopes(manifest).get('all')!
    const state: FinderState = { features: [], free: false, sort: 'name', page: 380 }
    const found = findInSets(manifest, scope, state, [], new Map())
    const page = pagePlaces(found.places, state.page)
    expect(recordFilesOf(page).every((at) => at >= 2 * 64)).toBe(true)
    const records = new Map(recordFilesOf(page).map((at) => [at, read(recordsPath(scope, state.sort, at)) as CatalogueRecord[]]))
    const expected = findTools(readCatalogueFile(file).tools, state).slice((state.page - 1) * FINDER_PAGE_SIZE, state.page * FINDER_PAGE_SIZE)
    expect(toolsAt(manifest, page, records).map((tool) => tool.id)).toEqual(expected.map((tool) => tool.id))
  })
})

describe('the split a build that stays running mends from its make before (#32)', () => {
  it('gives the files a make from nothing gives, edit after edit, its unchanged records the same objects', () => {
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 60 }), fc.array(fc.tuple(fc.nat(), record), { minLength: 1, maxLength: 6 }), (tools, edits) => {
        const kept = { ...textsInMemory(), live: new Map<string, unknown>() }
        let records = catalogueOf(tools).tools
        expect(finderSplitFiles({ features: FEATURES, tools: records }, undefined, kept)).toEqual(finderSplitFiles({ features: FEATURES, tools: records }))
        for (const [which, edited] of edits) {
          // One record replaced (its id kept), and the catalogue listed best rated first again, as the build lists it.
          const at = which % records.length
          const replaced = catalogueOf([edited]).tools[0]!
          records = records.map((each, place) => (place === at ? { ...replaced, id: each.id, profile: each.profile } : each))
          records = [...records].sort((a, b) => b.rating - a.rating)
          const file = { features: FEATURES, tools: records }
          expect(finderSplitFiles(file, undefined, kept)).toEqual(finderSplitFiles(file))
        }
      }),
      { numRuns: 150 },
    )
  })

  it("moves an edited tool in a scope's orders without sorting the scope again", () => {
    const many: Made[] = Array.from({ length: 2000 }, (_, at) => ({ name: `Tool ${at % 700}`, group: 'CRM', rating: 3.9 + (at % 11) / 10, free: false, monthly: at % 9 === 0 ? null : at % 40, features: undefined }))
    const records = catalogueOf(many).tools
    const tools = records.map((record) => ({ ...record, features: new Map() }))
    const live = new Map<string, unknown>()
    let compared = 0
    const counted = SORTS.map((sort) => ({ id: sort.id, order: (a: CatalogueTool, b: CatalogueTool) => ((compared += 1), sort.order(a, b)) }))
    const first = scopeOrders('all', tools, live)
    for (const sort of counted) first(sort)
    const sorted = compared
    // Tool 500 rated anew and moved in the catalogue's order, as the build lists it; every other tool the same object.
    const now = tools.map((tool, at) => (at === 500 ? { ...tool, rating: 3.2, monthly: 1 } : tool))
    now.push(now.splice(500, 1)[0]!)
    compared = 0
    const orders = scopeOrders('all', now, live)
    const mended = counted.map((sort) => orders(sort).map((tool) => tool.id))
    expect(compared).toBeLessThan(sorted / 20)
    expect(mended).toEqual(SORTS.map((sort) => [...now].sort(sort.order).map((tool) => tool.id)))
    // The same tools in another catalogue order (ties go by it): sorted again, not mended.
    const reversed = [...now].reverse()
    const again = scopeOrders('all', reversed, live)
    expect(SORTS.map((sort) => again(sort).map((tool) => tool.id))).toEqual(SORTS.map((sort) => [...reversed].sort(sort.order).map((tool) => tool.id)))
  })

  it("mends an order's filter bits at the places that changed, not testing every tool again", () => {
    const many: Made[] = Array.from({ length: 2000 }, (_, at) => ({ name: `Tool ${at}`, group: 'CRM', rating: 3.9 + (at % 11) / 10, free: at % 3 === 0, monthly: at % 40, features: undefined }))
    const tools = catalogueOf(many).tools.map((record) => ({ ...record, features: new Map() }))
    const values = { fieldOf: new Map(tools.map((tool) => [tool, 'crm'])), codes: new Map(tools.map((tool) => [tool, []])) }
    let tested = 0
    const filters = [['free', (tool: CatalogueTool) => ((tested += 1), tool.free)] as const, ['rating-4.5', (tool: CatalogueTool) => ((tested += 1), tool.rating >= 4.5)] as const]
    const live = new Map<string, unknown>()
    placeBits('bits all rating', tools, filters, [], values, live)
    expect(tested).toBe(4000)
    // Tool 500 rated anew, free now, and moved ten places: the places between change, and only they are tested again.
    const edited = { ...tools[500]!, rating: 4.9, free: true }
    const now = [...tools.slice(0, 490), edited, ...tools.slice(490, 500), ...tools.slice(501)]
    const nowValues = { fieldOf: new Map(now.map((tool) => [tool, 'crm'])), codes: new Map(now.map((tool) => [tool, []])) }
    tested = 0
    const mended = placeBits('bits all rating', now, filters, [], nowValues, live)
    expect(tested).toBe(2 * 11)
    expect(mended.passes).toEqual(placeBits('', now, filters, [], nowValues).passes)
  })
})
