/**
 * The favicon as a 32px PNG, drawn from the mark (public/favicon.svg) and
 * written to src/seo/favicon-png.ts as base64, which pages carry as a
 * data: URL, and to public/favicon.ico for what asks for that file. Run
 * `node scripts/favicon.mjs` after changing the mark; a unit test fails
 * while they differ.
 *
 * Why a PNG: Chromium fetches and decodes a page's favicon again after every
 * history.replaceState, and an SVG favicon is a whole SVG document to load
 * each time (8 to 20 ms of the main thread at 4x CPU slowdown, on every
 * change of the builder or the finder). A 32px PNG decodes in a fraction
 * of a millisecond. It is written with a palette (the mark has 35 colours,
 * anti-aliased edges included), half the bytes of a plain RGBA PNG.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'
import { Resvg } from '@resvg/resvg-js'
import { chunk, header, pngFile } from './cards/png.mjs'

export const FAVICON_SIZE = 32
const MODULE = 'src/seo/favicon-png.ts'
const ICO = 'public/favicon.ico'

/**
 * The mark drawn at 32px as an 8-bit palette PNG with transparency.
 * @param {string} svg
 * @returns {Buffer}
 */
export function faviconPng(svg) {
  const drawn = new Resvg(svg, { fitTo: { mode: 'width', value: FAVICON_SIZE } }).render()
  const { width, height, pixels } = drawn
  /** @type {Map<number, number>} a colour's RGBA as one number → its index */
  const indexOf = new Map()
  const rows = Buffer.alloc(height * (width + 1))
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4
      const [red = 0, green = 0, blue = 0, alpha = 0] = pixels.subarray(at, at + 4)
      // resvg's pixels are premultiplied; PNG's are not.
      const straight = (/** @type {number} */ value) => (alpha === 0 ? 0 : Math.min(255, Math.round((value * 255) / alpha)))
      const rgba = ((straight(red) << 24) | (straight(green) << 16) | (straight(blue) << 8) | alpha) >>> 0
      if (!indexOf.has(rgba)) indexOf.set(rgba, indexOf.size)
      rows[y * (width + 1) + 1 + x] = /** @type {number} */ (indexOf.get(rgba))
    }
  }
  if (indexOf.size > 256) throw new Error(`The mark has ${indexOf.size} colours at ${FAVICON_SIZE}px: a palette PNG holds 256`)
  const palette = Buffer.alloc(indexOf.size * 3)
  const alphas = Buffer.alloc(indexOf.size)
  for (const [rgba, index] of indexOf) {
    palette.writeUIntBE(rgba >>> 8, index * 3, 3)
    alphas[index] = rgba & 0xff
  }
  return pngFile([header(width, height, 3), chunk('PLTE', palette), chunk('tRNS', alphas), chunk('IDAT', deflateSync(rows, { level: 9 }))])
}

/**
 * An ICO file holding one PNG (an ICO may hold PNG images whole): public/favicon.ico, which browsers, feed readers and
 * crawlers ask for where no page names an icon (a text file's tab: llms.txt, feed.xml).
 * @param {Buffer} png a FAVICON_SIZE px PNG
 * @returns {Buffer}
 */
export function faviconIco(png) {
  const head = Buffer.alloc(6 + 16)
  head.writeUInt16LE(1, 2) // an icon
  head.writeUInt16LE(1, 4) // one image
  head[6] = FAVICON_SIZE
  head[7] = FAVICON_SIZE
  head.writeUInt16LE(1, 10) // colour planes
  head.writeUInt16LE(32, 12) // bits a pixel
  head.writeUInt32LE(png.length, 14)
  head.writeUInt32LE(head.length, 18) // where the image starts
  return Buffer.concat([head, png])
}

/** The module's text for a PNG. @param {Buffer} png */
export const faviconModule = (png) =>
  `// Written by scripts/favicon.mjs from public/favicon.svg: run it again after changing the mark.\n` +
  `/** The favicon, a ${FAVICON_SIZE}px PNG of the mark, in base64. */\n` +
  `export const FAVICON_PNG_BASE64 =\n  '${png.toString('base64')}'\n`

if (import.meta.url === `file://${process.argv[1]}`) {
  const png = faviconPng(readFileSync('public/favicon.svg', 'utf8').trim())
  writeFileSync(MODULE, faviconModule(png))
  writeFileSync(ICO, faviconIco(png))
  console.log(`Wrote ${MODULE} and ${ICO}`)
}
