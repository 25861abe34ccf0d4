import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nextActiveIndex } from '../../../src/search/active-option'

describe('nextActiveIndex', () => {
  it('moves down and up one result at a time', () => {
    expect(nextActiveIndex(0, 'ArrowDown', 5)).toBe(1)
    expect(nextActiveIndex(3, 'ArrowUp', 5)).toBe(2)
  })

  it('clamps at the ends instead of wrapping', () => {
    expect(nextActiveIndex(4, 'ArrowDown', 5)).toBe(4)
    expect(nextActiveIndex(0, 'ArrowUp', 5)).toBe(0)
    expect(nextActiveIndex(0, 'ArrowDown', 1)).toBe(0)
  })

  it('leaves other keys, Home and End among them, to the text input', () => {
    for (const key of ['Home', 'End', 'Enter', 'Tab', 'Escape', 'PageDown', 'a', ' ']) expect(nextActiveIndex(2, key, 5)).toBeUndefined()
  })

  it('handles nothing when there are no results', () => {
    expect(nextActiveIndex(0, 'ArrowDown', 0)).toBeUndefined()
    expect(nextActiveIndex(0, 'ArrowUp', 0)).toBeUndefined()
  })

  it('always lands on a result (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.nat(), fc.constantFrom('ArrowDown', 'ArrowUp'), (count, at, key) => {
        const next = nextActiveIndex(at % count, key, count)
        expect(next).toBeGreaterThanOrEqual(0)
        expect(next).toBeLessThan(count)
      }),
    )
  })
})
