/**
 * What identifies the card renderer (render.mjs) without loading it: its
 * fonts and versions, part of every card's cache key. The build's own
 * thread reads only these: when every card is in the cache (an edit's
 * build), satori and resvg are never loaded (some 0.3 s of its start).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/** @import { FontWeight } from 'satori' */

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

/** Bump when render.mjs changes what a card looks like or how it is encoded, so cached cards are drawn again. */
const RENDERER_VERSION = 5

/** What draws the pixels: render.mjs's version and the satori and resvg versions (a new release may draw differently). Part of the cache key. */
export function rendererVersions() {
  /** @param {string} name @returns {string} */
  const version = (name) => JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version
  return { renderer: RENDERER_VERSION, satori: version('satori'), resvg: version('@resvg/resvg-js') }
}
