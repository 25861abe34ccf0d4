import { describe, expect, it } from 'vitest'
import { withPlatformFeatures } from '../../../src/catalogue/platform-features'

const features = (values = {}) => ({ checked: '2025-09-15', values })

describe('Apps and Mobile apps read from the platforms a tools file lists', () => {
  it('a list with iOS or Android says where it runs and that it has mobile apps', () => {
    expect(withPlatformFeatures(features(), ['Web', 'Windows', 'macOS', 'iOS', 'Android'])).toEqual({
      checked: '2025-09-15',
      values: { apps: { kind: 'text', text: 'Web, Windows, macOS, iOS, Android' }, 'mobile-apps': { kind: 'yes', note: 'iOS and Android' } },
    })
  })

  it('a list without them leaves Mobile apps not checked, never "no"', () => {
    expect(withPlatformFeatures(features(), ['Web', 'macOS', 'Windows']).values).toEqual({ apps: { kind: 'text', text: 'Web, macOS, Windows' } })
  })

  it('what the features say wins over the list', () => {
    const written = { apps: { kind: 'text', text: 'Browser, plus Windows and macOS apps' }, 'mobile-apps': { kind: 'no', note: 'Mobile browser' } } as const
    expect(withPlatformFeatures(features(written), ['Web', 'iOS']).values).toEqual(written)
  })

  it('a developer kit is not an app, and a list longer than a written value may be is left to the writer', () => {
    expect(withPlatformFeatures(features(), ['Web', 'iOS SDK', 'Android SDK']).values).toEqual({ apps: { kind: 'text', text: 'Web' } })
    const many = Array.from({ length: 12 }, (_, at) => `Platform number ${at}`)
    expect(withPlatformFeatures(features(), [...many, 'iOS']).values).toEqual({ 'mobile-apps': { kind: 'yes', note: 'iOS' } })
  })

  it('no list changes nothing', () => {
    const given = features({ sso: { kind: 'yes' } })
    expect(withPlatformFeatures(given, undefined)).toBe(given)
    expect(withPlatformFeatures(given, [])).toBe(given)
  })
})
