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
]

describe('featureShortcuts', () => {
  it('finds a feature by its id or by words of its label, and links the finder ticked with it', () => {
    expect(featureShortcuts('sso', features)).toEqual([{ label: 'SAML single sign-on', href: '/tools?features=sso' }])
    expect(featureShortcuts('  Single   SIGN ', features)).toEqual([{ label: 'SAML single sign-on', href: '/tools?features=sso' }])
    expect(featureShortcuts('pipeline', features)).toEqual([{ label: 'Deal pipeline', href: '/tools?features=deal-pipeline' }])
  })

  it('keeps the spec\'s match rule: every word of the query must occur', () => {
    expect(featureShortcuts('sso scim', features)).toEqual([])
    expect(featureShortcuts('zzqx', features)).toEqual([])
    expect(featureShortcuts('   ', features)).toEqual([])
  })

  it('puts a feature the whole query names first, and offers at most a few', () => {
    const found = featureShortcuts('log', features)
    expect(found).toHaveLength(MOST_SHORTCUTS)
    expect(featureShortcuts('audit log', features).map((shortcut) => shortcut.label)).toEqual(['Audit log'])
    expect(featureShortcuts('change log', features)[0]).toEqual({ label: 'Change log', href: '/tools?features=change-log' })
    // "log search" is Log search's label: first, though the finder lists others before it.
    expect(featureShortcuts('log search', features).map((shortcut) => shortcut.label)).toEqual(['Log search'])
    expect(featureShortcuts('log', [...features].reverse())[0]!.label).toBe('Login alerts')
  })

  it('names each feature once, however often the finder lists it', () => {
    expect(featureShortcuts('sso', [features[0]!, features[0]!])).toHaveLength(1)
  })
})
