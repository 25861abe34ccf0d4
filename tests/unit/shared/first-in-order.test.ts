import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { firstInOrder } from '../../../src/shared/first-in-order'

/** Items with a key that repeats (so ties happen) and their place, to see that ties keep their order. */
const items = fc.array(fc.record({ key: fc.integer({ min: 0, max: 6 }), place: fc.nat() }), { maxLength: 80 })
const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key

describe('firstInOrder', () => {
  it('gives what a stable sort of every item gives first, ties in their order', () => {
    fc.assert(
      fc.property(items, fc.integer({ min: 0, max: 90 }), (list, count) => {
        expect(firstInOrder(list, count, byKey)).toEqual([...list].sort(byKey).slice(0, count))
      }),
    )
  })

  it('keeps every item when there are fewer than asked for, and none when asked for none', () => {
    const list = [{ key: 2 }, { key: 1 }, { key: 2 }]
    expect(firstInOrder(list, 10, byKey)).toEqual([list[1], list[0], list[2]])
    expect(firstInOrder(list, 0, byKey)).toEqual([])
  })
})
