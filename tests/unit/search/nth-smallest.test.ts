import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nthSmallest } from '../../../src/search/nth-smallest'

describe('nthSmallest', () => {
  it('is the value a sort puts at n, and leaves none greater before it nor smaller after (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 1, maxLength: 200 }), fc.nat(), (drawn, pick) => {
        const values = Float64Array.from(drawn)
        const n = pick % values.length
        const sorted = Float64Array.from(drawn).sort()
        const value = nthSmallest(values, n)
        expect(value).toBe(sorted[n])
        expect([...values].sort((a, b) => a - b)).toEqual([...sorted])
        for (let at = 0; at < values.length; at += 1) {
          if (at < n) expect(values[at]).toBeLessThanOrEqual(value)
          if (at > n) expect(values[at]).toBeGreaterThanOrEqual(value)
        }
      }),
    )
  })

  it('refuses a place the values do not have', () => {
    expect(() => nthSmallest(new Float64Array([1, 2]), 2)).toThrow('no value 2 among 2')
    expect(() => nthSmallest(new Float64Array([1, 2]), -1)).toThrow(RangeError)
    expect(() => nthSmallest(new Float64Array([1, 2]), 0.5)).toThrow(RangeError)
  })
})
