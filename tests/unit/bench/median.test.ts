import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { median, medianOfRuns } from '../../../scripts/bench/median.mjs'

const finite = fc.double({ min: -1e6, max: 1e6, noNaN: true })

describe('the bench’s medians', () => {
  it('take the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([40, 10, 30, 20])).toBe(25)
    expect(median([7])).toBe(7)
    expect(() => median([])).toThrow('median of no values')
  })

  it('leave as many values at or below as at or above, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(finite, { minLength: 1, maxLength: 25 }), (values) => {
        const m = median(values)
        expect(values.filter((v) => v <= m).length).toBeGreaterThanOrEqual(values.length / 2)
        expect(values.filter((v) => v >= m).length).toBeGreaterThanOrEqual(values.length / 2)
        // The same value either way; adding 0 makes -0 and 0 one, as they are when two middle values are a 0 and a -0.
        expect(median([...values].reverse()) + 0).toBe(m + 0)
      }),
    )
  })

  it('report each Lighthouse figure’s own median, so one slow run moves none of them', () => {
    const runs = [
      { performance: 1, lcp: 950, tbt: 10, cls: 0, fcp: 760 },
      { performance: 1, lcp: 990, tbt: 0, cls: 0, fcp: 770 },
      { performance: 0.99, lcp: 1100, tbt: 90, cls: 0, fcp: 800 },
      { performance: 1, lcp: 960, tbt: 20, cls: 0, fcp: 750 },
      { performance: 1, lcp: 970, tbt: 5, cls: 0, fcp: 755 },
    ]
    expect(medianOfRuns(runs)).toEqual({
      performance: 1,
      lcp: 970,
      tbt: 10,
      cls: 0,
      fcp: 760,
      runs: 5,
      slowest: { lcp: 1100, tbt: 90 },
    })
  })
})
