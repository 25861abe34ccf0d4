import { gzipSync } from 'node:zlib'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { generateTools } from '../../../scripts/bench/generate-pages.mjs'
import { finderFeatures, unpackFeatures } from '../../../src/catalogue/catalogue-features'
import { featureCounts, uncheckedLeftOut } from '../../../src/catalogue/feature-facets'
import { catalogueFile, DEFAULT_STATE, findTools, readCatalogueFile, type CatalogueTool, type FinderState } from '../../../src/catalogue/tool-catalogue'
import { readFields } from '../../../src/content/field-schema'
import { toolFileSchema } from '../../../src/content/tool-schema'
import { FIELD_FILES } from '../fixtures'
import { registryOf, siteFrontmatters, siteTemplates, siteToolSources, siteTools } from '../site-content'

const FEATURES = finderFeatures(readFields(FIELD_FILES).index.fields)
const at = (id: string) => FEATURES.findIndex((feature) => feature.id === id)

const tool = (id: string, group: string, { yes = [], no = [], described = [], plan = {} }: { yes?: string[]; no?: string[]; described?: string[]; plan?: Record<string, string> }, free = false): CatalogueTool => ({
  id,
  name: id,
  category: group,
  group,
  rating: 4.5,
  starting: '$10 per month',
  checked: '2025-09-15',
  free,
  monthly: free ? 0 : 10,
  band: free ? 'free' : '10-25',
  profile: `/tools/${id}`,
  features: unpackFeatures({ yes: yes.map(at), no: no.map(at), described: described.map(at), plan: Object.entries(plan).map(([feature, name]) => [at(feature), name]) }, FEATURES),
})
const tools = [
  tool('a', 'CRM', { yes: ['api'], plan: { sso: 'Business' } }, true),
  tool('b', 'CRM', { yes: ['api', 'sso'], no: ['audit-log'] }),
  tool('c', 'CRM', { yes: ['sso'], no: ['api'] }),
  tool('d', 'CRM', { described: ['api'] }),
  tool('e', 'Email', { yes: ['api', 'sso', 'audit-log'] }),
]
const state = (change: Partial<FinderState>): FinderState => ({ ...DEFAULT_STATE, ...change })
const counts = (s: FinderState) => Object.fromEntries(featureCounts(tools, s, ['sso', 'api', 'audit-log']))

describe('facet counts for features', () => {
  it('count, for each feature, the tools ticking it would leave given every other choice', () => {
    expect(counts(state({}))).toEqual({ sso: 4, api: 4, 'audit-log': 1 })
    expect(counts(state({ category: 'crm' }))).toEqual({ sso: 3, api: 3, 'audit-log': 0 })
    expect(counts(state({ category: 'crm', free: true }))).toEqual({ sso: 1, api: 1, 'audit-log': 0 })
    // With SSO ticked, its own count is the tools shown, and the others count among them.
    const ticked = state({ category: 'crm', features: ['sso'] })
    expect(counts(ticked)).toEqual({ sso: 3, api: 2, 'audit-log': 0 })
    expect(counts(ticked).sso).toBe(findTools(tools, ticked).length)
    // Each count is what ticking that feature too would show.
    for (const id of ['api', 'audit-log']) expect(counts(ticked)[id], id).toBe(findTools(tools, { ...ticked, features: ['sso', id] }).length)
  })

  it('count the tools left out only because nobody has checked a ticked feature for them', () => {
    expect(uncheckedLeftOut(tools, state({}), FEATURES)).toBe(0)
    // Audit log: a, c and d are unchecked with nothing said against them; b says no.
    expect(uncheckedLeftOut(tools, state({ features: ['audit-log'] }), FEATURES)).toBe(3)
    // SSO and API: d describes its API in words, SSO unchecked; c says no to API.
    expect(uncheckedLeftOut(tools, state({ features: ['sso', 'api'] }), FEATURES)).toBe(1)
    expect(uncheckedLeftOut(tools, state({ category: 'email', features: ['audit-log'] }), FEATURES)).toBe(0)
  })

  it('count as unchecked only the tools judged on a ticked feature: the shared ones, and their own field\'s', () => {
    const mixed = [...tools, tool('f', 'CRM', { yes: ['deal-pipeline'] }), tool('g', 'HR & Payroll', {}), tool('h', 'HR & Payroll', { yes: ['us-payroll'] }), tool('i', 'Email', { described: ['us-payroll'] })]
    // US payroll: g, an HR tool, is unchecked; the CRM and email tools are not judged on it (nothing says they have it), and i describes it.
    expect(uncheckedLeftOut(mixed, state({ features: ['us-payroll'] }), FEATURES)).toBe(1)
    expect(findTools(mixed, state({ features: ['us-payroll'] })).map((found) => found.id)).toEqual(['h', 'i'])
    // Two fields' features: no tool is judged on both, so none is left out as unchecked (only f has deal pipeline, and lacks US payroll).
    expect(uncheckedLeftOut(mixed, state({ features: ['deal-pipeline', 'us-payroll'] }), FEATURES)).toBe(0)
    // A shared feature and a field's: g, the HR tool without values, is unchecked for both; h, and i (which describes US
    // payroll), for SSO alone, which every tool is judged on.
    expect(uncheckedLeftOut(mixed, state({ features: ['sso', 'us-payroll'] }), FEATURES)).toBe(3)
    // The counts beside the boxes are unchanged by it: the tools that have each feature.
    expect(Object.fromEntries(featureCounts(mixed, state({}), ['us-payroll', 'deal-pipeline']))).toEqual({ 'us-payroll': 2, 'deal-pipeline': 1 })
  })
})

describe('catalogue.json', () => {
  const gzipKb = (value: unknown) => gzipSync(JSON.stringify(value), { level: 9 }).length / 1024
  const fileOf = (registry: ReturnType<typeof registryOf>) =>
    catalogueFile(
      [...registry.tools.values()].map((facts) => ({ tool: facts, profile: `/tools/${facts.id}` })),
      registry.fields.fields,
    )

  it('carries every tool with its features, and the finder reads back what the build wrote', () => {
    const registry = registryOf(siteFrontmatters, siteTools)
    const file = fileOf(registry)
    const read = readCatalogueFile(JSON.parse(JSON.stringify(file)))
    expect(read.tools).toHaveLength(registry.tools.size)
    for (const facts of registry.tools.values()) {
      const values = read.tools.find((entry) => entry.id === facts.id)!.features!
      expect([...values.keys()].sort(), facts.id).toEqual(Object.keys(facts.features.values).sort())
      for (const [id, value] of values) {
        const written = facts.features.values[id]!
        // Words, or a yes with a note (which may be a condition: "Not every edition includes it"), are for the profile to say.
        const kind = written.kind === 'text' ? (written.limited ? 'limited' : 'described') : written.kind === 'yes' && written.note ? 'described' : written.kind
        expect(value.kind, `${facts.id} ${id}`).toBe(kind)
      }
    }
    const withFeatures = gzipKb(file)
    const without = gzipKb(file.tools.map(({ features: _features, ...rest }) => rest))
    console.log(`catalogue.json today: ${registry.tools.size} tools, ${withFeatures.toFixed(1)} KB gzip (${without.toFixed(1)} KB without features)`)
    // The list of features (every field's, with their names) is most of what features add today; it does not grow with tools.
    expect(gzipKb(file.features)).toBeLessThanOrEqual(2.5)
    expect(withFeatures - without).toBeLessThanOrEqual(3.5)
  })

  it('stays small at 5,000 tools', { timeout: 60_000 }, () => {
    // Generated tools are real tools files under new names (the bench's generator), read by the schema as the registry reads them.
    const made = generateTools({ tools: siteToolSources, templates: siteTemplates, count: 5000 })
    const fields = readFields(FIELD_FILES).index.fields
    const tools = made.files
      .filter((file) => file.path.startsWith('_tools/'))
      .map((file) => {
        const id = file.path.replace(/^_tools\/|\.yaml$/g, '')
        return { tool: { ...toolFileSchema.parse(parse(file.content)), id }, profile: `/tools/${id}` }
      })
      // In the catalogue's order, best rated first, then by name.
      .sort((a, b) => b.tool.rating - a.tool.rating || a.tool.name.localeCompare(b.tool.name))
    const file = catalogueFile(tools, fields)
    const withFeatures = gzipKb(file)
    const without = gzipKb(file.tools.map(({ features: _features, ...rest }) => rest))
    console.log(`catalogue.json at ${tools.length} tools: ${withFeatures.toFixed(1)} KB gzip, ${(JSON.stringify(file).length / 1024).toFixed(0)} KB raw (${without.toFixed(1)} KB gzip without features)`)
    expect(tools).toHaveLength(5000)
    // 13.8 KB when written; the generated tools repeat the real ones' features, so real ones would cost somewhat more.
    expect(withFeatures - without).toBeLessThanOrEqual(16)
  })
})
