import { readFileSync } from 'node:fs'
import { Resvg } from '@resvg/resvg-js'
import { describe, expect, it } from 'vitest'
import { inflateSync } from 'node:zlib'
import { faviconIco, faviconModule, faviconPng } from '../../../scripts/favicon.mjs'
import { FAVICON_HREF, LOGO_SVG } from '../../../src/seo/favicon'
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

  it('is carried as a data: URL of the 32px PNG that scripts/favicon.mjs draws from the mark', () => {
    expect(FAVICON_HREF.startsWith('data:image/png;base64,')).toBe(true)
    const png = Buffer.from(FAVICON_HREF.slice('data:image/png;base64,'.length), 'base64')
    // If this fails after a change of the mark: run `node scripts/favicon.mjs`.
    expect(Buffer.compare(png, faviconPng(LOGO_SVG))).toBe(0)
    expect(readFileSync('src/seo/favicon-png.ts', 'utf8')).toBe(faviconModule(png))
    expect(png.length).toBeLessThan(600)
  })

  it('is public/favicon.ico too, for what asks for that file: one 32px image, the same PNG', () => {
    const ico = readFileSync('public/favicon.ico')
    const png = faviconPng(LOGO_SVG)
    // If this fails after a change of the mark: run `node scripts/favicon.mjs`.
    expect(Buffer.compare(ico, faviconIco(png))).toBe(0)
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1])
    expect([ico[6], ico[7], ico.readUInt16LE(10), ico.readUInt16LE(12)]).toEqual([32, 32, 1, 32])
    expect([ico.readUInt32LE(14), ico.readUInt32LE(18)]).toEqual([png.length, 22])
    expect(Buffer.compare(ico.subarray(22), png)).toBe(0)
  })

  it('draws the mark: its pixels match those resvg draws at 32px, corners transparent, the brand colour at the edge', () => {
    const png = Buffer.from(FAVICON_HREF.slice('data:image/png;base64,'.length), 'base64')
    const chunks = new Map<string, Buffer>()
    for (let at = 8; at < png.length; ) {
      const length = png.readUInt32BE(at)
      chunks.set(png.toString('latin1', at + 4, at + 8), png.subarray(at + 8, at + 8 + length))
      at += 12 + length
    }
    const header = chunks.get('IHDR')!
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([32, 32, 8, 3])
    const palette = chunks.get('PLTE')!
    const alphas = chunks.get('tRNS')!
    const rows = inflateSync(chunks.get('IDAT')!)
    const pixel = (x: number, y: number) => {
      expect(rows[y * 33]).toBe(0) // no filter
      const index = rows[y * 33 + 1 + x]!
      return [palette[index * 3]!, palette[index * 3 + 1]!, palette[index * 3 + 2]!, alphas[index]!] as const
    }
    const drawn = new Resvg(LOGO_SVG, { fitTo: { mode: 'width', value: 32 } }).render()
    for (let y = 0; y < 32; y++) {
      for (let x = 0; x < 32; x++) {
        const at = (y * 32 + x) * 4
        const [r, g, b, a] = pixel(x, y)
        // resvg's pixels are premultiplied: the PNG's, multiplied again, are within rounding of them.
        expect(a).toBe(drawn.pixels[at + 3])
        for (const [channel, value] of ([r, g, b] as const).entries()) expect(Math.abs(Math.round((value * a) / 255) - drawn.pixels[at + channel]!)).toBeLessThanOrEqual(1)
      }
    }
    expect(pixel(0, 0)[3]).toBe(0)
    expect(pixel(16, 1)).toEqual([0x43, 0x38, 0xca, 255])
  })
})
