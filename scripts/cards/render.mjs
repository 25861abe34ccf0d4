/**
 * One social card from its layers of element trees: satori lays each out
 * to SVG (text as paths, in Inter), resvg draws them to 1200x630 pixels,
 * and encodePng writes them as PNG. Used by the card workers (worker.mjs) and
 * by tests; the layers come from src/seo/social-card.ts through the server
 * bundle. Every choice here is about cost: at 5,000 pages, a millisecond a
 * card is five seconds of build.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { constants, crc32, deflateSync } from 'node:zlib'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'

/**
 * @import { Font, FontWeight } from 'satori'
 * @import { ReactNode } from 'react'
 * @import { CardChild, CardLayer } from '../../src/seo/social-card.ts'
 */

/** A card as PNG bytes, with the time each renderer took. @typedef {{ png: Buffer, satoriMs: number, resvgMs: number }} RenderedCard */

/** RGBA pixels, four bytes a pixel, row by row. @typedef {{ width: number, height: number, pixels: Buffer }} RgbaImage */

const require = createRequire(import.meta.url)

/**
 * Inter from @fontsource/inter, as .woff (satori reads woff, not woff2):
 * the two weights the design uses, Latin plus Latin Extended so names such
 * as "Łódź" or "Dvořák" are not drawn as missing glyphs. The extended
 * subset gets its own family name: satori takes a glyph from the first font
 * of a family only, and falls back to the other families in order.
 * @type {{ name: string, weight: FontWeight, file: string }[]}
 */
export const CARD_FONTS = /** @type {const} */ ([700, 500]).flatMap((weight) => [
  { name: 'Inter', weight, file: require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`) },
  { name: 'Inter Extended', weight, file: require.resolve(`@fontsource/inter/files/inter-latin-ext-${weight}-normal.woff`) },
])

/** What @fontsource's "latin" subset covers (its unicode-range), so text outside it needs the extended fonts. */
const OUTSIDE_LATIN = /[^\u0000-\u00ff\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc\u0304\u0308\u0329\u2000-\u206f\u20ac\u2122\u2191\u2193\u2212\u2215\ufeff\ufffd]/u

/**
 * Every text in an element tree, joined.
 * @param {CardChild | CardChild[] | undefined} node
 * @returns {string}
 */
function treeText(node) {
  if (typeof node === 'string') return node
  if (Array.isArray(node)) return node.map(treeText).join(' ')
  return node?.props?.children === undefined ? '' : treeText(node.props.children)
}

/**
 * Whether a tree has characters only Latin Extended has.
 * @param {CardChild} tree
 */
export const needsExtendedFonts = (tree) => OUTSIDE_LATIN.test(treeText(tree))

/** Bump when this file changes what a card looks like or how it is encoded, so cached cards are drawn again. */
const RENDERER_VERSION = 4

/** What draws the pixels: this file's version and the satori and resvg versions (a new release may draw differently). Part of the cache key. */
export function rendererVersions() {
  /** @param {string} name @returns {string} */
  const version = (name) => JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version
  return { renderer: RENDERER_VERSION, satori: version('satori'), resvg: version('@resvg/resvg-js') }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * One PNG chunk: its length, type, data and CRC, as buffers to concatenate.
 * @param {string} type four letters
 * @param {Buffer} data
 * @returns {Buffer[]}
 */
function chunk(type, data) {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const tail = Buffer.alloc(4)
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0)
  return [head, data, tail]
}

/**
 * The IHDR chunk: size, 8 bits a sample, the colour type, no interlace.
 * @param {number} width
 * @param {number} height
 * @param {number} colourType 3 for a palette, 6 for RGBA
 */
function header(width, height, colourType) {
  const data = Buffer.alloc(13)
  data.writeUInt32BE(width, 0)
  data.writeUInt32BE(height, 4)
  data.set([8, colourType, 0, 0, 0], 8) // bit depth, colour type, deflate, adaptive filtering, no interlace
  return chunk('IHDR', data)
}

/** @param {Buffer[][]} chunks */
const pngFile = (chunks) => Buffer.concat([PNG_SIGNATURE, ...chunks.flat(), ...chunk('IEND', Buffer.alloc(0))])

/**
 * Opaque pixels with at most 256 colours as palette indices, one byte each
 * behind every row's filter byte; undefined when there are more colours or
 * any transparency. A card has about 150: a few flat colours and the
 * anti-aliased edges between them.
 * @param {RgbaImage} image
 * @returns {{ palette: Buffer, rows: Buffer } | undefined}
 */
function paletteImage({ width, height, pixels }) {
  const words = new Uint32Array(pixels.buffer, pixels.byteOffset, width * height)
  /** @type {Map<number, number>} */
  const indexOf = new Map()
  /** @type {number[]} */
  const firstAt = []
  const rows = Buffer.allocUnsafe((width + 1) * height)
  let out = 0
  let at = 0
  for (let y = 0; y < height; y++) {
    rows[out++] = 0 // filter: none, as the PNG spec advises for palette images
    let last = -1
    let lastIndex = 0
    for (let x = 0; x < width; x++, at++) {
      const word = /** @type {number} */ (words[at]) // at < width * height, the view's length
      if (word !== last) {
        if (pixels[at * 4 + 3] !== 255) return undefined
        let index = indexOf.get(word)
        if (index === undefined) {
          if (indexOf.size === 256) return undefined
          index = indexOf.size
          indexOf.set(word, index)
          firstAt.push(at)
        }
        last = word
        lastIndex = index
      }
      rows[out++] = lastIndex
    }
  }
  // The palette is read back from the pixels' bytes, so it does not depend on the machine's byte order.
  const palette = Buffer.alloc(firstAt.length * 3)
  firstAt.forEach((pixel, index) => pixels.copy(palette, index * 3, pixel * 4, pixel * 4 + 3))
  return { palette, rows }
}

/**
 * RGBA pixels as a PNG, for as little CPU as a card allows. Usually an
 * 8-bit palette image, deflated as runs (zlib's RLE strategy): about a
 * third faster than RGBA at zlib level 3 and half the size (~20 KB a card).
 * Otherwise 8-bit RGBA with no row filter at zlib level 3. resvg's pixels
 * are premultiplied, which for opaque pixels is the same as straight alpha;
 * any transparency takes the RGBA path.
 * @param {RgbaImage} image
 * @returns {Buffer}
 */
export function encodePng({ width, height, pixels }) {
  // A Uint32Array view needs 4-byte alignment.
  const aligned = pixels.byteOffset % 4 === 0 ? pixels : Buffer.from(pixels)
  const indexed = paletteImage({ width, height, pixels: aligned })
  if (indexed) {
    return pngFile([header(width, height, 3), chunk('PLTE', indexed.palette), chunk('IDAT', deflateSync(indexed.rows, { strategy: constants.Z_RLE }))])
  }
  const stride = width * 4
  const raw = Buffer.allocUnsafe((stride + 1) * height)
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0 // filter: none
    pixels.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride)
  }
  return pngFile([header(width, height, 6), chunk('IDAT', deflateSync(raw, { level: 3 }))])
}

/**
 * The markup inside an SVG's root element.
 * @param {string} svg
 */
const innerSvg = (svg) => svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'))

/**
 * Layers as one SVG: the first is the canvas, each later one is drawn over
 * it at its place. satori names every layer's masks and clip paths alike
 * (satori_om-id...), so each later layer's names get a prefix of their own.
 * @param {readonly Pick<CardLayer, 'x' | 'y'>[]} layers
 * @param {readonly string[]} svgs each layer's SVG, in the same order
 * @returns {string}
 */
function composeLayers(layers, svgs) {
  const [canvas, ...rest] = svgs
  if (canvas === undefined || svgs.length !== layers.length) throw new RangeError(`${layers.length} layers, ${svgs.length} SVGs: expected one SVG a layer, and at least one`)
  const drawn = rest.map((svg, i) => {
    const { x, y } = /** @type {Pick<CardLayer, 'x' | 'y'>} */ (layers[i + 1])
    return `<g transform="translate(${x} ${y})">${innerSvg(svg).replaceAll('satori_', `satori_l${i + 1}_`)}</g>`
  })
  return `${canvas.slice(0, canvas.lastIndexOf('</svg>'))}${drawn.join('')}</svg>`
}

/** Layouts kept per renderer: a card's backdrop is the same for every card of its kind, and there are seven kinds. */
const KEPT_LAYOUTS = 32

/**
 * A renderer with the fonts loaded once (parsing them per card would cost
 * more than drawing it). A card comes as layers (src/seo/social-card.ts,
 * cardLayers): satori lays out each, a layer it has seen before is taken
 * from memory, and resvg draws them all in one pass. Latin Extended is
 * passed to satori only for a layer that needs it: every extra font costs
 * ~2 ms of fallback checks. resvg's system-font scan is off: satori has
 * already turned every glyph into a path, and the scan costs ~3 ms a card.
 * @returns {(layers: readonly CardLayer[]) => Promise<RenderedCard>}
 */
export function createCardRenderer() {
  /** @type {Font[]} */
  const all = CARD_FONTS.map(({ name, weight, file }) => ({ name, data: readFileSync(file), weight, style: 'normal' }))
  const latin = all.filter((font) => font.name === 'Inter')
  /** @type {Map<string, string>} */
  const layouts = new Map()
  /** @param {CardLayer} layer */
  const layOut = async (layer) => {
    const key = JSON.stringify(layer)
    let svg = layouts.get(key)
    if (svg === undefined) {
      // satori reads a tree of plain { type, props } objects, the shape React.createElement makes (less its key).
      const tree = /** @type {ReactNode} */ (/** @type {unknown} */ (layer.tree))
      svg = await satori(tree, { width: layer.width, height: layer.height, fonts: needsExtendedFonts(layer.tree) ? all : latin })
      if (layouts.size >= KEPT_LAYOUTS) layouts.clear()
      layouts.set(key, svg)
    }
    return svg
  }
  return async function renderCard(layers) {
    const started = performance.now()
    /** @type {string[]} */
    const svgs = []
    for (const layer of layers) svgs.push(await layOut(layer))
    const laidOut = performance.now()
    const image = new Resvg(composeLayers(layers, svgs), { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render()
    const png = encodePng({ width: image.width, height: image.height, pixels: image.pixels })
    return { png, satoriMs: laidOut - started, resvgMs: performance.now() - laidOut }
  }
}
