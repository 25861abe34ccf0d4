import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { featureOnCard, finderFeatures, hasAllFeatures, judgedOn, missingOnlyUnchecked, offeredFeatures, packFeatures, sharedFeatureBits, sharedFeatureCounts, unpackFeatures } from '../../../src/catalogue/catalogue-features'
import { SHARED_FIELD, type Field, type FeatureValue, type ToolFeatures } from '../../../src/catalogue/features'
import { readFields } from '../../../src/content/field-schema'
import { FIELD_FILES } from '../fixtures'
import { registryOf, siteFrontmatters, siteTools } from '../site-content'

const FIELDS = readFields(FIELD_FILES).index.fields
const FEATURES = finderFeatures(FIELDS)
const PLACES = new Map(FEATURES.map((feature, place) => [feature.id, place]))
const at = (id: string) => PLACES.get(id)!
/** A tool's values as the finder holds them, given by feature id. */
const finderValues = ({ yes = [], no = [], described = [], plan = {} }: { yes?: string[]; no?: string[]; described?: string[]; plan?: Record<string, string> }) =>
  unpackFeatures({ yes: yes.map(at), no: no.map(at), described: described.map(at), plan: Object.entries(plan).map(([id, name]) => [at(id), name]) }, FEATURES)
const ids = (groups: ReturnType<typeof offeredFeatures>) => groups.map((group) => [group.field, group.features.map((feature) => feature.id)])
const SHARED_IDS = ['sso', 'scim', 'audit-log', 'apps', 'mobile-apps', 'integrations', 'api', 'ai-features', 'self-hosting']

describe("the finder's features", () => {
  it('lists every feature once, the shared ones first', () => {
    expect(FEATURES.slice(0, 9).map((feature) => feature.id)).toEqual(SHARED_IDS)
    expect(FEATURES.slice(0, 9).every((feature) => feature.field === SHARED_FIELD)).toBe(true)
    expect(new Set(FEATURES.map((feature) => feature.id)).size).toBe(FEATURES.length)
    expect(FEATURES.find((feature) => feature.id === 'deal-pipeline')).toEqual({ id: 'deal-pipeline', label: 'Visual deal pipeline', field: 'crm' })
  })

  it('offers the shared features always, a category\'s own once it is chosen, and every ticked feature under its field', () => {
    expect(ids(offeredFeatures(FEATURES, undefined, []))).toEqual([[SHARED_FIELD, SHARED_IDS]])
    const crm = offeredFeatures(FEATURES, 'crm', [])
    expect(crm.map((group) => group.field)).toEqual([SHARED_FIELD, 'crm'])
    expect(crm[1]!.features.map((feature) => feature.id)).toContain('deal-pipeline')
    // Another category chosen: the CRM feature ticked stays, and only it of CRM's.
    const moved = offeredFeatures(FEATURES, 'email', ['deal-pipeline', 'sso'])
    expect(moved.map((group) => group.field)).toEqual([SHARED_FIELD, 'email', 'crm'])
    expect(moved[2]!.features.map((feature) => feature.id)).toEqual(['deal-pipeline'])
    // No category: the ticked field feature alone beside the shared ones; an id not in the list is not offered.
    expect(ids(offeredFeatures(FEATURES, undefined, ['deal-pipeline', 'made-up']))).toEqual([
      [SHARED_FIELD, SHARED_IDS],
      ['crm', ['deal-pipeline']],
    ])
  })

  it('packs a tool\'s values by what they say, each id once, without notes or words, and unpacks them into a Map', () => {
    const values: Record<string, FeatureValue> = {
      sso: { kind: 'plan', plan: 'Business', note: 'SAML only' },
      api: { kind: 'yes' },
      'audit-log': { kind: 'no' },
      apps: { kind: 'text', text: 'Web, iOS, Android' },
      integrations: { kind: 'text', text: 'Zapier on paid plans', limited: true },
    }
    const packed = packFeatures({ checked: '2025-01-01', values }, PLACES)
    // Each feature by its place in the list: SSO is the first, the API the seventh.
    expect(packed).toEqual({ yes: [6], no: [2], plan: [[0, 'Business']], described: [3], limited: [5] })
    expect(Object.fromEntries(unpackFeatures(packed, FEATURES))).toEqual({
      sso: { kind: 'plan', plan: 'Business' },
      api: { kind: 'yes' },
      'audit-log': { kind: 'no' },
      apps: { kind: 'described' },
      integrations: { kind: 'limited' },
    })
    // Limited or not, the tool has it: the filters count it.
    expect(hasAllFeatures(unpackFeatures(packed, FEATURES), ['apps', 'integrations'])).toBe(true)
    expect(packFeatures({ values: { api: { kind: 'yes' } } }, PLACES)).toEqual({ yes: [6] })
    expect(packFeatures({ values: {} }, PLACES)).toBeUndefined()
    expect(unpackFeatures(undefined, FEATURES).size).toBe(0)
    // A yes with a note may be a yes with a condition: packed as described (yes, see its profile), never as plainly included.
    const noted = unpackFeatures(packFeatures({ values: { api: { kind: 'yes', note: 'Not every edition includes it' } } }, PLACES), FEATURES)
    expect(Object.fromEntries(noted)).toEqual({ api: { kind: 'described' } })
    expect(featureOnCard('Public API', noted.get('api')!)).toBe('Public API: yes, see its profile')
    expect(hasAllFeatures(noted, ['api'])).toBe(true)
    // Neither side invents a feature: an id not in the list, a place past its end.
    expect(packFeatures({ values: { 'made-up': { kind: 'yes' } } }, PLACES)).toBeUndefined()
    expect(unpackFeatures({ yes: [FEATURES.length, -1] }, FEATURES).size).toBe(0)
  })

  it('counts a feature present on any plan, or described in words; "no" and nobody having checked it count as missing', () => {
    const values = finderValues({ yes: ['api'], no: ['audit-log'], plan: { sso: 'Business' }, described: ['apps'] })
    expect(hasAllFeatures(values, ['api', 'sso', 'apps'])).toBe(true)
    expect(hasAllFeatures(values, ['api', 'audit-log'])).toBe(false)
    expect(hasAllFeatures(values, ['api', 'scim'])).toBe(false)
    expect(hasAllFeatures(undefined, [])).toBe(true)
    // Left out only because nobody checked: no "no" among them, and something unchecked that the tool is judged on.
    const everything = () => true
    expect(missingOnlyUnchecked(values, ['api', 'scim'], everything)).toBe(true)
    expect(missingOnlyUnchecked(values, ['audit-log', 'scim'], everything)).toBe(false)
    expect(missingOnlyUnchecked(values, ['api'], everything)).toBe(false)
    expect(missingOnlyUnchecked(undefined, ['api'], everything)).toBe(true)
    // A feature without a value that the tool is not judged on (another field's) is one it does not have, not one unchecked.
    const notScim = (id: string) => id !== 'scim'
    expect(missingOnlyUnchecked(values, ['api', 'scim'], notScim)).toBe(false)
    expect(missingOnlyUnchecked(values, ['api', 'scim', 'sso'], notScim)).toBe(false)
  })

  it('judges a tool on the shared features and its own field\'s, not on another field\'s', () => {
    expect(judgedOn({ field: 'shared' }, 'crm')).toBe(true)
    expect(judgedOn({ field: 'crm' }, 'crm')).toBe(true)
    expect(judgedOn({ field: 'hr-payroll' }, 'crm')).toBe(false)
  })

  it('says on a card which plan a feature starts on, or that the tool has it', () => {
    expect(featureOnCard('SAML single sign-on', { kind: 'plan', plan: 'Business' })).toBe('SAML single sign-on from Business')
    expect(featureOnCard('Public API', { kind: 'yes' })).toBe('Public API included')
    expect(featureOnCard('Integrations', { kind: 'described' })).toBe('Integrations: yes, see its profile')
    expect(featureOnCard('Email marketing', { kind: 'limited' })).toBe('Email marketing: on some plans or at extra cost, see its profile')
  })

  it('counts the shared features over the site\'s tools for the prerendered page', () => {
    const registry = registryOf(siteFrontmatters, siteTools)
    const counts = sharedFeatureCounts(FIELDS, [...registry.tools.values()].map((tool) => tool.features))
    expect(counts.map((feature) => feature.id)).toEqual(SHARED_IDS)
    // Six tools give the plan single sign-on starts on (content/_tools/).
    expect(counts.find((feature) => feature.id === 'sso')!.count).toBe(6)
    for (const feature of counts) expect(feature.count, feature.id).toBeLessThanOrEqual(registry.tools.size)
  })

  it('counts the same from the bits the build keeps of each tool as from its features', () => {
    const value = fc.oneof(
      fc.constant<FeatureValue>({ kind: 'yes' }),
      fc.constant<FeatureValue>({ kind: 'no' }),
      fc.constant<FeatureValue>({ kind: 'plan', plan: 'Business' }),
      fc.constant<FeatureValue>({ kind: 'text', text: '200+ apps' }),
    )
    // Shared features, a field's own and ids no list has, some not checked at all.
    const tool = fc.dictionary(fc.constantFrom(...SHARED_IDS, 'deal-pipeline', 'unknown-one'), value).map((values): ToolFeatures => ({ values }))
    fc.assert(
      fc.property(fc.array(tool, { maxLength: 30 }), (tools) => {
        const bits = tools.map((one) => sharedFeatureBits(FIELDS, one)!)
        expect(sharedFeatureCounts(FIELDS, bits)).toEqual(sharedFeatureCounts(FIELDS, tools))
        // Given either way, tool by tool.
        expect(sharedFeatureCounts(FIELDS, tools.map((one, at) => (at % 2 ? bits[at]! : one)))).toEqual(sharedFeatureCounts(FIELDS, tools))
      }),
    )
  })

  it('keeps no bits for a shared list too long for them, nor without one', () => {
    const shared = FIELDS.get(SHARED_FIELD)!
    const feature = shared.groups[0]!.features[0]!
    const long: Field = { ...shared, groups: [{ name: 'Many', features: Array.from({ length: 32 }, (_, n) => ({ ...feature, id: `feature-${n}` })) }] }
    const tool: ToolFeatures = { values: { 'feature-0': { kind: 'yes' } } }
    expect(sharedFeatureBits(new Map([[SHARED_FIELD, long]]), tool)).toBeUndefined()
    expect(sharedFeatureBits(new Map(), tool)).toBeUndefined()
    expect(sharedFeatureBits(FIELDS, { values: { sso: { kind: 'plan', plan: 'Business' }, api: { kind: 'no' } } })).toBe(1)
  })
})
