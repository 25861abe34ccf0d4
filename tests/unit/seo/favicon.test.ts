import { readFileSync } from 'node:fs'
import { Resvg } from '@resvg/resvg-js'
import { describe, expect, it } from 'vitest'
import { FAVICON_HREF, LOGO_SVG, svgDataUri } from '../../../src/seo/favicon'
import { site } from '../../../src/shared/site'

describe('the favicon', () => {
  it('is the same mark as public/favicon.svg, the file tools ask for', () => {
    expect(LOGO_SVG).toBe(readFileSync('public/favicon.svg', 'utf8').trim())
  })

  it('is the mark public/logo.png draws at 512px, the publisher logo of structured data', () => {
    const drawn = new Resvg(LOGO_SVG, { fitTo: { mode: 'width', value: site.logo.width } }).render()
    expect([drawn.width, drawn.height]).toEqual([site.logo.width, site.logo.height])
    expect(Buffer.compare(drawn.asPng(), readFileSync(`public${site.logo.path}`))).toBe(0)
  })

  it('is carried as a data: URL that decodes to that mark', () => {
    expect(FAVICON_HREF.startsWith('data:image/svg+xml,')).toBe(true)
    const decoded = decodeURIComponent(FAVICON_HREF.slice('data:image/svg+xml,'.length))
    expect(decoded).toBe(LOGO_SVG)
  })
})

describe('svgDataUri', () => {
  it('escapes what a URL or an attribute cannot carry, and nothing else', () => {
    const uri = svgDataUri(`<svg fill="#fff">\n  <text>50% {a|b} it's</text>\n</svg>\n`)
    expect(uri).toBe('data:image/svg+xml,%3Csvg fill=%22%23fff%22%3E %3Ctext%3E50%25 %7Ba%7Cb%7D it%27s%3C/text%3E %3C/svg%3E')
    expect(uri).not.toMatch(/["'<>#\n]/)
  })

  it('is shorter than the same SVG in base64', () => {
    expect(FAVICON_HREF.length).toBeLessThan(`data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString('base64')}`.length)
  })
})
