/**
 * One social card from its element tree: satori lays it out to SVG (text
 * as paths, in Inter), resvg draws the SVG to 1200x630 pixels, and
 * encodePng writes them as PNG. Used by the card workers (worker.mjs) and
 * by tests; the tree comes from src/seo/social-card.ts through the server
 * bundle. Every choice here is about cost: at 5,000 pages, a millisecond a
 * card is five seconds of build.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { crc32, deflateSync } from 'node:zlib'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'

const require = createRequire(import.meta.url)

/**
 * Inter from @fontsource/inter, as .woff (satori reads woff, not woff2):
 * the two weights the design uses, Latin plus Latin Extended so names such
 * as "Łódź" or "Dvořák" are not drawn as missing glyphs. The extended
 * subset gets its own family name: satori takes a glyph from the first font
 * of a family only, and falls back to the other families in order.
 */
export const CARD_FONTS = [700, 500].flatMap((weight) => [
  { name: 'Inter', weight, file: require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`) },
  { name: 'Inter Extended', weight, file: require.resolve(`@fontsource/inter/files/inter-latin-ext-${weight}-normal.woff`) },
])

/** What @fontsource's "latin" subset covers (its unicode-range), so text outside it needs the extended fonts. */
const OUTSIDE_LATIN = /[^\u0000-\u00ff\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc\u0304\u0308\u0329\u2000-\u206f\u20ac\u2122\u2191\u2193\u2212\u2215\ufeff\ufffd]/u

/** Every text in an element tree, joined. */
export function treeText(node) {
  if (typeof node === 'string') return node
  if (Array.isArray(node)) return node.map(treeText).join(' ')
  return node?.props?.children === undefined ? '' : treeText(node.props.children)
}

/** Whether a tree has characters only Latin Extended has. */
export const needsExtendedFonts = (tree) => OUTSIDE_LATIN.test(treeText(tree))

/** Bump when this file changes what a card looks like or how it is encoded, so cached cards are drawn again. */
export const RENDERER_VERSION = 2

/** What draws the pixels: this file's version and the satori and resvg versions (a new release may draw differently). Part of the cache key. */
export function rendererVersions() {
  const version = (name) => JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version
  return { renderer: RENDERER_VERSION, satori: version('satori'), resvg: version('@resvg/resvg-js') }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function chunk(type, data) {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const tail = Buffer.alloc(4)
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0)
  return [head, data, tail]
}

/**
 * RGBA pixels as an 8-bit RGBA PNG: no row filter and zlib level 3, about
 * twice as fast as resvg's own encoder for a file ~5% larger (~42 KB a card).
 * resvg's pixels are premultiplied; the card is opaque (a white background
 * under everything), where premultiplied and straight alpha are the same.
 */
export function encodePng({ width, height, pixels }) {
  const stride = width * 4
  const raw = Buffer.allocUnsafe((stride + 1) * height)
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0 // filter: none
    pixels.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 6, 0, 0, 0], 8) // 8 bits, RGBA, deflate, adaptive filtering, no interlace
  return Buffer.concat([PNG_SIGNATURE, ...chunk('IHDR', header), ...chunk('IDAT', deflateSync(raw, { level: 3 })), ...chunk('IEND', Buffer.alloc(0))])
}

/**
 * A renderer with the fonts loaded once (parsing them per card would cost
 * more than drawing it). Latin Extended is passed to satori only for cards
 * that need it: every extra font costs each card ~2 ms of fallback checks.
 * resvg's system-font scan is off: satori has already turned every glyph
 * into a path, and the scan costs ~3 ms a card.
 */
export function createCardRenderer({ width = 1200, height = 630 } = {}) {
  const all = CARD_FONTS.map(({ name, weight, file }) => ({ name, data: readFileSync(file), weight, style: 'normal' }))
  const latin = all.filter((font) => font.name === 'Inter')
  return async function renderCard(tree) {
    const started = performance.now()
    const svg = await satori(tree, { width, height, fonts: needsExtendedFonts(tree) ? all : latin })
    const laidOut = performance.now()
    const image = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render()
    const png = encodePng({ width: image.width, height: image.height, pixels: image.pixels })
    return { png, satoriMs: laidOut - started, resvgMs: performance.now() - laidOut }
  }
}
