import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cacheKey, sha256Hex } from '../../../scripts/lib/hash.mjs'
import { sha256Text } from '../../../src/server/state-hash'
import { textOf } from '../../../scripts/lib/files.mjs'

/** The hash the caches were keyed by before texts were hashed in one call: each part fed in order. */
const fedInOrder = (parts: (string | Uint8Array)[]) => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  return hash.digest('hex')
}

describe('sha256Hex', () => {
  it('is the hash of the parts fed in order, texts alone or with bytes, so no cache entry changes its name', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string({ unit: 'grapheme' }), fc.uint8Array())), (parts) => {
        expect(sha256Hex(...parts)).toBe(fedInOrder(parts))
      }),
    )
    expect(sha256Hex()).toBe(fedInOrder([]))
    expect(cacheKey('a', 'b')).toBe(fedInOrder(['ab']).slice(0, 32))
  })
})

describe('sha256Text (the render dependencies)', () => {
  const fedWhole = (text: string) => createHash('sha256').update(text).digest('base64url')

  it("is the hash of the whole text, long texts hashed in pieces included, a surrogate pair astride a piece's end too", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.integer({ min: 0, max: 3 }), (text, repeat) => {
        // Long texts are made by repeating a short one past the piece's length (65,536 code units).
        const long = text.length === 0 ? text : text.repeat(Math.ceil((70_000 * repeat) / text.length))
        expect(sha256Text(long)).toBe(fedWhole(long))
      }),
      { numRuns: 40 },
    )
    // A pair whose first half is the piece's last code unit.
    const astride = `${'a'.repeat(65_535)}😀${'b'.repeat(10)}`
    expect(astride.charCodeAt(65_535)).toBeGreaterThanOrEqual(0xd800)
    expect(sha256Text(astride)).toBe(fedWhole(astride))
  })
})

describe("a cache entry's text", () => {
  it('is the bytes read as UTF-8, ASCII or not', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const bytes = Buffer.from(text)
        expect(textOf(bytes)).toBe(bytes.toString('utf8'))
      }),
    )
    expect(textOf(Buffer.from('{"a":"café"}'))).toBe('{"a":"café"}')
  })
})
