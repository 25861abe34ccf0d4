/**
 * A layer's pixels drawn over a card's: how a card's words go over the
 * backdrop its kind shares, drawn once, instead of drawing the backdrop
 * again for every card (#32: the backdrop was about half of resvg's time
 * a card).
 */
import { wordsOf } from './png.mjs'

/** @import { RgbaImage } from './png.mjs' */

/**
 * Draws `layer` over `canvas` at (x, y), in place: source-over on
 * premultiplied pixels (resvg's), the canvas opaque. The result differs
 * from resvg drawing both at once by at most one level of a channel, at
 * anti-aliased edges (rounding once, not twice).
 * @param {RgbaImage} canvas
 * @param {RgbaImage} layer
 * @param {number} x
 * @param {number} y
 */
export function drawOver(canvas, layer, x, y) {
  if (x < 0 || y < 0 || x + layer.width > canvas.width || y + layer.height > canvas.height) throw new RangeError(`a ${layer.width}x${layer.height} layer at (${x}, ${y}) is not inside a ${canvas.width}x${canvas.height} canvas`)
  const from = wordsOf(layer.pixels)
  const to = wordsOf(canvas.pixels)
  if (to.buffer !== canvas.pixels.buffer) throw new RangeError('the canvas must start on a 4-byte boundary: it is drawn on in place')
  const source = layer.pixels
  const target = canvas.pixels
  for (let row = 0; row < layer.height; row++) {
    let s = row * layer.width
    let d = (y + row) * canvas.width + x
    for (let column = 0; column < layer.width; column++, s++, d++) {
      const word = /** @type {number} */ (from[s])
      if (word === 0) continue // nothing drawn here
      const alpha = /** @type {number} */ (source[s * 4 + 3])
      if (alpha === 255) {
        to[d] = word
        continue
      }
      const keep = 255 - alpha
      for (let channel = 0; channel < 3; channel++) {
        const below = /** @type {number} */ (target[d * 4 + channel]) * keep
        // Division by 255 as tiny-skia (resvg's rasteriser) divides when it blends: (v + 255) >> 8.
        target[d * 4 + channel] = /** @type {number} */ (source[s * 4 + channel]) + ((below + 255) >> 8)
      }
    }
  }
}
