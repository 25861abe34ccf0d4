import { describe, expect, it } from 'vitest'
import { closest, didYouMean, nearest } from '../../../src/shared/closest'

const ids = ['asana', 'notion', 'hubspot', 'hubspot-sales', 'drata', 'vanta', 'clean-email']

describe('nearest: the names a typo likely meant', () => {
  it('finds a typo within a few edits, closest first, at most two', () => {
    expect(nearest('asanna', ids)).toEqual(['asana'])
    expect(nearest('notoin', ids)).toEqual(['notion'])
    expect(nearest('dratta', ids)).toEqual(['drata'])
    expect(nearest('vanat', ids)).toEqual(['vanta'])
  })

  it('takes a name that contains the typed one or is contained in it, when at least half as long', () => {
    expect(nearest('hubspot-crm', ids)).toEqual(['hubspot'])
    expect(nearest('/compare/nobody-vs-nothing', ['/compare', '/about'])).toEqual([])
  })

  it('is case-blind, but never suggests the very name', () => {
    expect(closest('Title', ['title', 'tools'])).toBe('title')
    expect(nearest('asana', ids)).toEqual([])
  })

  it('finds nothing far away', () => {
    expect(nearest('zzyzx', ids)).toEqual([])
    expect(closest('x', ids)).toBeUndefined()
    // A short word is a typo of a name one edit away, not two: "foo" is no "sso", though "ssoo" is.
    expect(closest('foo', ['sso', 'scim'])).toBeUndefined()
    expect(closest('ssoo', ['sso', 'scim'])).toBe('sso')
  })
})

describe('didYouMean', () => {
  it('words one or two names, or the fallback', () => {
    expect(didYouMean('asanna', ids)).toBe(' (did you mean "asana"?)')
    expect(didYouMean('tool', ['tools', 'pool', 'toolkit'])).toBe(' (did you mean "tools" or "pool"?)')
    expect(didYouMean('zzyzx', ids, 'see content/_tools/')).toBe(' (see content/_tools/)')
    expect(didYouMean('zzyzx', ids)).toBe('')
  })
})
