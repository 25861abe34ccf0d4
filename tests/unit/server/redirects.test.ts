import { describe, expect, it } from 'vitest'
import { redirectPage, redirectsFile } from '../../../src/server/redirects'

describe('redirects', () => {
  it('leave a static page that moves on at once, names the new address, and links to it', () => {
    const html = redirectPage('/best/soc-2-compliance-software', 'Best SOC 2 "Software" <2025>', 'https://example.test')
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/best/soc-2-compliance-software">')
    expect(html).toContain('<link rel="canonical" href="https://example.test/best/soc-2-compliance-software">')
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).toContain('<a href="/best/soc-2-compliance-software">Best SOC 2 &quot;Software&quot; &lt;2025&gt;</a>')
    expect(html).not.toMatch(/<script/)
  })

  it('write one 301 rule per alias for hosts that read _redirects', () => {
    const page = { route: '/new' } as never
    expect(redirectsFile({ aliases: new Map([['/old', page], ['/older', page]]) })).toBe('/old /new 301\n/older /new 301\n')
  })
})
