/**
 * One social card from its element tree: satori lays it out to SVG (text
 * as paths, in Inter), resvg draws the SVG to a 1200x630 PNG. Used by the
 * card workers (worker.mjs) and by tests; the tree comes from
 * src/seo/social-card.ts through the server bundle.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
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

/** Versions of the libraries that draw the pixels: a new satori or resvg may draw differently, so they are part of the cache key. */
export function rendererVersions() {
  const version = (name) => JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version
  return { satori: version('satori'), resvg: version('@resvg/resvg-js') }
}

/**
 * A renderer with the fonts loaded once (parsing them per card would cost
 * more than drawing it). resvg's system-font scan is off: satori has already
 * turned every glyph into a path, and the scan costs ~3 ms a card.
 */
export function createCardRenderer({ width = 1200, height = 630 } = {}) {
  const fonts = CARD_FONTS.map(({ name, weight, file }) => ({ name, data: readFileSync(file), weight, style: 'normal' }))
  return async function renderCard(tree) {
    const started = performance.now()
    const svg = await satori(tree, { width, height, fonts })
    const laidOut = performance.now()
    const png = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng()
    return { png, satoriMs: laidOut - started, resvgMs: performance.now() - laidOut }
  }
}
