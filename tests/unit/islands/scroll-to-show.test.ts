import { describe, expect, it } from 'vitest'
import { scrollToShow } from '../../../src/islands/parts/scroll-to-show'

/** A row of the finder's feature boxes: 44 px high, the `at`-th from the top of the box's content. */
const row = (at: number) => ({ top: at * 44, bottom: (at + 1) * 44 })
const box = { scrollTop: 0, height: 320 }

describe('a scrolling box of checkboxes shows its ticked ones', () => {
  it('leaves the box where it is when the ticked rows are in view, or there are none', () => {
    expect(scrollToShow([], box)).toBeUndefined()
    expect(scrollToShow([row(0), row(5)], box)).toBeUndefined()
    expect(scrollToShow([row(12)], { scrollTop: 500, height: 320 })).toBeUndefined()
  })

  it('scrolls to the ticked rows below its fold, centred where they all fit (US payroll and benefits, 264 px apart)', () => {
    const to = scrollToShow([row(10), row(16)], box)!
    expect(to).toBeGreaterThan(0)
    for (const ticked of [row(10), row(16)]) {
      expect(ticked.top).toBeGreaterThanOrEqual(to)
      expect(ticked.bottom).toBeLessThanOrEqual(to + box.height)
    }
    // A row above the box's view, as after scrolling down: brought back, centred.
    expect(scrollToShow([row(8)], { scrollTop: 400, height: 320 })).toBe(8 * 44 - (320 - 44) / 2)
    // Never above the content's top.
    expect(scrollToShow([row(0)], { scrollTop: 400, height: 320 })).toBe(0)
  })

  it('shows as many ticked rows as its height can hold where they cannot all fit, and does not move for fewer', () => {
    // Rows 20 and 22 fit together; row 1 is alone.
    const to = scrollToShow([row(1), row(20), row(22)], box)!
    expect([row(20), row(22)].every((ticked) => ticked.top >= to && ticked.bottom <= to + box.height)).toBe(true)
    // The first in view already, the others as far apart as each other: moving would show no more.
    expect(scrollToShow([row(1), row(20), row(40)], box)).toBeUndefined()
    // Unsorted rows are read in their places.
    expect(scrollToShow([row(22), row(1), row(20)], box)).toBe(to)
  })
})
