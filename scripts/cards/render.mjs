/**
 * One social card from its layers of element trees: satori lays each out
 * to SVG (text as paths, in Inter), resvg draws each to pixels, the later
 * layers over the first (a backdrop drawn once per kind), and encodePng
 * writes the 1200x630 pixels as PNG. Used by the card workers (worker.mjs) and
 * by tests; the layers come from src/seo/social-card.ts through the server
 * bundle. Every choice here is about cost: at 5,000 pages, a millisecond a
 * card is five seconds of build.
 */
import { readFileSync } from 'node:fs'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import { CARD_FONTS } from './renderer-id.mjs'
import { drawOver } from './pixels.mjs'
import { encodePng, indexBackdrop } from './png.mjs'

/**
 * @import { Font } from 'satori'
 * @import { ReactNode } from 'react'
 * @import { CardChild, CardLayer } from '../../src/seo/social-card.ts'
 * @import { Box, IndexedImage, RgbaImage } from './png.mjs'
 */

/** A card as PNG bytes, with the time each renderer took. @typedef {{ png: Buffer, satoriMs: number, resvgMs: number }} RenderedCard */

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

/** resvg's options: its system-font scan is off, for satori has already turned every glyph into a path (the scan costs ~3 ms a card). */
const RESVG_OPTIONS = { fitTo: /** @type {const} */ ({ mode: 'original' }), font: { loadSystemFonts: false } }

/**
 * An SVG's pixels, premultiplied RGBA, on a buffer of their own (so they start on a 4-byte boundary).
 * @param {string} svg
 * @returns {RgbaImage}
 */
function draw(svg) {
  const image = new Resvg(svg, RESVG_OPTIONS).render()
  const drawn = image.pixels
  const pixels = Buffer.allocUnsafeSlow(drawn.length)
  drawn.copy(pixels)
  return { width: image.width, height: image.height, pixels }
}

/**
 * A layer's pixels, only where it draws, and where that is in the layer;
 * undefined when it draws nothing. A layer's box is mostly empty (a tool
 * card's title is about a fifth of it), and resvg's time goes with the
 * pixels it fills: a tool card's body went from about 22 to 5 ms. The crop
 * is on whole pixels, one more on every side, so the edges' anti-aliasing
 * is drawn as it would be uncropped.
 * @param {string} svg
 * @returns {{ image: RgbaImage, x: number, y: number } | undefined}
 */
function drawWhereDrawn(svg) {
  const resvg = new Resvg(svg, RESVG_OPTIONS)
  const bounds = resvg.getBBox()
  if (!bounds) return undefined
  const x = Math.max(0, Math.floor(bounds.x) - 1)
  const y = Math.max(0, Math.floor(bounds.y) - 1)
  const right = Math.min(resvg.width, Math.ceil(bounds.x + bounds.width) + 1)
  const bottom = Math.min(resvg.height, Math.ceil(bounds.y + bounds.height) + 1)
  if (right <= x || bottom <= y) return undefined
  Object.assign(bounds, { x, y, width: right - x, height: bottom - y })
  resvg.cropByBBox(bounds)
  const image = resvg.render()
  return { image: { width: image.width, height: image.height, pixels: image.pixels }, x, y }
}

/**
 * The box that holds every box.
 * @param {readonly Box[]} layers
 * @returns {Box}
 */
function boxAround(layers) {
  if (layers.length === 0) return { x: 0, y: 0, width: 0, height: 0 }
  const x = Math.min(...layers.map((layer) => layer.x))
  const y = Math.min(...layers.map((layer) => layer.y))
  return { x, y, width: Math.max(...layers.map((layer) => layer.x + layer.width)) - x, height: Math.max(...layers.map((layer) => layer.y + layer.height)) - y }
}

/** Layouts and backdrops kept per renderer: a card's backdrop is the same for every card of its kind, and there are seven kinds. */
const KEPT_LAYOUTS = 32

/**
 * A renderer with the fonts loaded once (parsing them per card would cost
 * more than drawing it). A card comes as layers (src/seo/social-card.ts,
 * cardLayers): satori lays out each, a layer it has seen before is taken
 * from memory. The first layer, the backdrop, is drawn once per kind, with
 * its palette; each card draws only its later layers, over a copy of the
 * backdrop's pixels, and reads only their box for its palette. Latin
 * Extended is passed to satori only for a layer that needs it: every extra
 * font costs ~2 ms of fallback checks.
 * @returns {(layers: readonly CardLayer[]) => Promise<RenderedCard>}
 */
export function createCardRenderer() {
  /** @type {Font[]} */
  const all = CARD_FONTS.map(({ name, weight, file }) => ({ name, data: readFileSync(file), weight, style: 'normal' }))
  const latin = all.filter((font) => font.name === 'Inter')
  /** @type {Map<string, string>} */
  const layouts = new Map()
  /** @type {Map<string, { image: RgbaImage, indexed: IndexedImage | undefined }>} */
  const backdrops = new Map()
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
  /** @param {CardLayer} layer */
  const backdropOf = async (layer) => {
    const svg = await layOut(layer)
    let backdrop = backdrops.get(svg)
    if (backdrop === undefined) {
      const image = draw(svg)
      backdrop = { image, indexed: indexBackdrop(image) }
      if (backdrops.size >= KEPT_LAYOUTS) backdrops.clear()
      backdrops.set(svg, backdrop)
    }
    return backdrop
  }
  return async function renderCard(layers) {
    const [first, ...rest] = layers
    if (first === undefined) throw new RangeError('a card needs at least one layer')
    const started = performance.now()
    const backdrop = await backdropOf(first)
    /** @type {string[]} */
    const svgs = []
    for (const layer of rest) svgs.push(await layOut(layer))
    const laidOut = performance.now()
    const { width, height } = backdrop.image
    const canvas = { width, height, pixels: Buffer.allocUnsafeSlow(backdrop.image.pixels.length) }
    backdrop.image.pixels.copy(canvas.pixels)
    /** @type {Box[]} */
    const drawnBoxes = []
    rest.forEach((layer, i) => {
      const drawn = drawWhereDrawn(/** @type {string} */ (svgs[i]))
      if (!drawn) return
      const box = { x: layer.x + drawn.x, y: layer.y + drawn.y, width: drawn.image.width, height: drawn.image.height }
      drawOver(canvas, drawn.image, box.x, box.y)
      drawnBoxes.push(box)
    })
    const png = encodePng(canvas, backdrop.indexed && { box: boxAround(drawnBoxes), from: backdrop.indexed })
    return { png, satoriMs: laidOut - started, resvgMs: performance.now() - laidOut }
  }
}
