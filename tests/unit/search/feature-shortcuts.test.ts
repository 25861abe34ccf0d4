import { describe, expect, it } from 'vitest'
import type { FinderFeature } from '../../../src/catalogue/catalogue-features'
import { featureShortcuts, MOST_SHORTCUTS } from '../../../src/search/feature-shortcuts'

const features: FinderFeature[] = [
  { id: 'sso', label: 'SAML single sign-on', field: 'shared' },
  { id: 'scim', label: 'SCIM user provisioning', field: 'shared' },
  { id: 'audit-log', label: 'Audit log', field: 'shared' },
  { id: 'deal-pipeline', label: 'Deal pipeline', field: 'crm' },
  { id: 'log-search', label: 'Log search', field: 'developer-tools' },
  { id: 'change-log', label: 'Change log', field: 'project-management' },
  { id: 'login-alerts', label: 'Login alerts', field: 'compliance' },
  { id: 'meeting-platforms', label: 'Meeting platforms', field: 'meeting-assistants' },
  { id: 'signup-forms', label: 'Sign-up forms', field: 'marketing' },
  { id: 'packages', label: 'Package registry', field: 'developer-tools' },
]
/** How many tools have each: every feature some, but the package registry, which none has. */
const tools = new Map([...features.map((feature, at) => [feature.id, at + 1] as const), ['packages', 0]])
const shown = (query: string, list = features) => featureShortcuts(query, list, tools).shown

describe('featureShortcuts', () => {
  it('finds a feature by its id or by words of its label, and links the finder ticked with it, saying how many tools have it', () => {
    expect(featureShortcuts('sso', features, tools)).toEqual({ shown: [{ text: '1 tool with SAML single sign-on', href: '/tools?features=sso' }], more: 0, named: true })
    expect(shown('  Single   SIGN ')).toEqual([{ text: '1 tool with SAML single sign-on', href: '/tools?features=sso' }])
    expect(shown('pipeline')).toEqual([{ text: '4 tools with Deal pipeline', href: '/tools?features=deal-pipeline' }])
    expect(featureShortcuts('single sign', features, tools).named).toBe(false)
  })

  it('takes a word that begins a word of the feature, not one inside a word', () => {
    expect(shown('forms').map((shortcut) => shortcut.href)).toEqual(['/tools?features=signup-forms'])
    expect(shown('latforms')).toEqual([])
  })

  it('keeps every word of the query, and offers no feature that no tool has', () => {
    expect(shown('sso scim')).toEqual([])
    expect(shown('zzqx')).toEqual([])
    expect(shown('   ')).toEqual([])
    expect(shown('package registry')).toEqual([])
  })

  it('puts a feature the whole query names first, offers at most a few and says how many more match', () => {
    const log = featureShortcuts('log', features, tools)
    expect(log.shown).toHaveLength(MOST_SHORTCUTS)
    expect(log.more).toBe(1)
    expect(shown('audit log').map((shortcut) => shortcut.text)).toEqual(['3 tools with Audit log'])
    expect(featureShortcuts('change log', features, tools)).toMatchObject({ shown: [{ href: '/tools?features=change-log' }], named: true })
    // "log search" is Log search's label: first, though the finder lists others before it.
    expect(shown('log search').map((shortcut) => shortcut.href)).toEqual(['/tools?features=log-search'])
    expect(shown('log', [...features].reverse())[0]!.href).toBe('/tools?features=login-alerts')
  })

  it("names the field a field's own feature is checked for, where its name is known; never a shared feature's", () => {
    const fields = { crm: 'CRM', 'developer-tools': 'Developer Tools' }
    const named = (query: string) => featureShortcuts(query, features, tools, fields).shown.map((shortcut) => shortcut.text)
    expect(named('pipeline')).toEqual(['4 tools with Deal pipeline (CRM)'])
    expect(named('log search')).toEqual(['5 tools with Log search (Developer Tools)'])
    expect(named('sso')).toEqual(['1 tool with SAML single sign-on'])
    // A field whose name the manifest does not give (no tool is in it): the feature alone.
    expect(named('change log')).toEqual(['6 tools with Change log'])
  })

  it('names each feature once, however often the finder lists it', () => {
    expect(shown('sso', [features[0]!, features[0]!])).toHaveLength(1)
  })
})
