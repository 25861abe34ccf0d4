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

  it('an Apps value the file gives that lists iOS or Android says it has mobile apps too (monday.com has no platforms list)', () => {
    const apps = { kind: 'text', text: 'Web, Windows, macOS, iOS, Android' } as const
    expect(withPlatformFeatures(features({ apps }), undefined).values).toEqual({ apps, 'mobile-apps': { kind: 'yes', note: 'iOS and Android' } })
    expect(withPlatformFeatures(features({ apps: { kind: 'text', text: 'Web, desktop and iOS apps' } }), []).values['mobile-apps']).toEqual({ kind: 'yes', note: 'iOS' })
    // Its word for mobile apps, where it gives one, wins; a value that names no phone leaves them not checked.
    expect(withPlatformFeatures(features({ apps, 'mobile-apps': { kind: 'no' } }), undefined).values['mobile-apps']).toEqual({ kind: 'no' })
    const desktop = features({ apps: { kind: 'text', text: 'Web, macOS, Windows; iOS SDK' } })
    expect(withPlatformFeatures(desktop, undefined)).toBe(desktop)
  })

  it('no list changes nothing', () => {
    const given = features({ sso: { kind: 'yes' } })
    expect(withPlatformFeatures(given, undefined)).toBe(given)
    expect(withPlatformFeatures(given, [])).toBe(given)
  })
})
