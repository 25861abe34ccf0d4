/**
 * Cards as PNG files, for as little CPU as a card allows. A card has about
 * 150 colours (a few flat ones and the anti-aliased edges between them), so
 * it is written as 8-bit palette indices deflated as runs; an image of
 * more colours or with transparency is written as RGBA. A card drawn over
 * a backdrop it shares with every card of its kind starts from that
 * backdrop's indices (indexBackdrop): only the box drawn over is read.
 */
import { constants, crc32, deflateSync } from 'node:zlib'

/** RGBA pixels, four bytes a pixel, row by row. @typedef {{ width: number, height: number, pixels: Buffer }} RgbaImage */

/** A rectangle of an image, in pixels. @typedef {{ x: number, y: number, width: number, height: number }} Box */

/**
 * A backdrop's pixels as palette indices: every row behind its filter
 * byte, the palette's colours (three bytes each) and each colour's index
 * by its four bytes read as one number.
 * @typedef {{ rows: Buffer, palette: Buffer, indexOf: ReadonlyMap<number, number> }} IndexedImage
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * One PNG chunk: its length, type, data and CRC, as buffers to concatenate.
 * @param {string} type four letters
 * @param {Buffer} data
 * @returns {Buffer[]}
 */
export function chunk(type, data) {
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
export function header(width, height, colourType) {
  const data = Buffer.alloc(13)
  data.writeUInt32BE(width, 0)
  data.writeUInt32BE(height, 4)
  data.set([8, colourType, 0, 0, 0], 8) // bit depth, colour type, deflate, adaptive filtering, no interlace
  return chunk('IHDR', data)
}

/** A PNG file of these chunks (IHDR first), with its signature and end. @param {Buffer[][]} chunks */
export const pngFile = (chunks) => Buffer.concat([PNG_SIGNATURE, ...chunks.flat(), ...chunk('IEND', Buffer.alloc(0))])

/**
 * The pixels as four-byte words; a Uint32Array view needs 4-byte alignment, so unaligned pixels are copied first.
 * @param {Buffer} pixels
 */
export function wordsOf(pixels) {
  const aligned = pixels.byteOffset % 4 === 0 ? pixels : Buffer.from(pixels)
  return new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length / 4)
}

/**
 * Opaque pixels with at most 256 colours as palette indices, one byte each
 * behind every row's filter byte; undefined when there are more colours or
 * any transparency. Given a backdrop's indices (`from`), only `box` is
 * read: every pixel outside it must be the backdrop's.
 * @param {RgbaImage} image
 * @param {{ box: Box, from: IndexedImage }} [drawnOver]
 * @returns {IndexedImage | undefined}
 */
export function paletteImage({ width, height, pixels }, drawnOver) {
  const words = wordsOf(pixels)
  const box = drawnOver?.box ?? { x: 0, y: 0, width, height }
  /** @type {Map<number, number>} */
  const indexOf = new Map(drawnOver?.from.indexOf)
  /** @type {number[]} the bytes of every colour met here, three a colour, after the backdrop's */
  const added = []
  // Rows start as the backdrop's, filter bytes included ("none", as the PNG spec advises for palette images).
  const rows = drawnOver ? Buffer.from(drawnOver.from.rows) : Buffer.alloc((width + 1) * height)
  for (let y = box.y; y < box.y + box.height; y++) {
    let at = y * width + box.x
    let out = y * (width + 1) + 1 + box.x
    let last = -1
    let lastIndex = 0
    for (let x = 0; x < box.width; x++, at++) {
      const word = /** @type {number} */ (words[at]) // inside the image: the box is
      if (word !== last) {
        if (pixels[at * 4 + 3] !== 255) return undefined
        let index = indexOf.get(word)
        if (index === undefined) {
          if (indexOf.size === 256) return undefined
          index = indexOf.size
          indexOf.set(word, index)
          // The palette is read from the pixels' bytes, so it does not depend on the machine's byte order.
          added.push(/** @type {number} */ (pixels[at * 4]), /** @type {number} */ (pixels[at * 4 + 1]), /** @type {number} */ (pixels[at * 4 + 2]))
        }
        last = word
        lastIndex = index
      }
      rows[out++] = lastIndex
    }
  }
  return { rows, palette: Buffer.concat([drawnOver?.from.palette ?? Buffer.alloc(0), Buffer.from(added)]), indexOf }
}

/**
 * A backdrop's indices, for the cards drawn over it; undefined when it has
 * more than 256 colours or any transparency (its cards are then written as
 * RGBA).
 * @param {RgbaImage} backdrop
 */
export const indexBackdrop = (backdrop) => paletteImage(backdrop)

/**
 * RGBA pixels as a PNG. Usually an 8-bit palette image, deflated as runs
 * (zlib's RLE strategy): about a third faster than RGBA at zlib level 3 and
 * half the size (~20 KB a card). Otherwise 8-bit RGBA with no row filter at
 * zlib level 3. resvg's pixels are premultiplied, which for opaque pixels
 * is the same as straight alpha; any transparency takes the RGBA path.
 * @param {RgbaImage} image
 * @param {{ box: Box, from: IndexedImage }} [drawnOver] the backdrop the image is, outside the box
 * @returns {Buffer}
 */
export function encodePng({ width, height, pixels }, drawnOver) {
  const indexed = paletteImage({ width, height, pixels }, drawnOver)
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
