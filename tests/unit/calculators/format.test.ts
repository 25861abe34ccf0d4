import { afterEach, describe, expect, it, vi } from 'vitest'

/** Counts the Intl formatters made of a kind until `restore` is called. */
function countMade(kind: 'NumberFormat' | 'DateTimeFormat') {
  const original = Intl[kind]
  const counter = { made: 0, restore: () => void (Intl[kind] = original as never) }
  Intl[kind] = class extends (original as typeof Intl.NumberFormat) {
    constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      super(...args)
      counter.made += 1
    }
  } as never
  return counter
}

/**
 * The first Intl formatter a page makes loads the browser's locale data (40 ms
 * in headless Chromium). Made at module load, that lands in the task that wakes
 * a calculator, a long task Lighthouse counts as blocking; made on first use,
 * it waits for the first result shown.
 */
describe('number formatting', () => {
  const counters: { restore: () => void }[] = []
  afterEach(() => counters.splice(0).forEach((counter) => counter.restore()))

  it('makes no Intl formatter when the module loads, one per format on first use, and none after', async () => {
    vi.resetModules()
    const numbers = countMade('NumberFormat')
    counters.push(numbers)
    const { formatMoney, formatNumber, formatPercent } = await import('../../../src/calculators/format')
    expect(numbers.made).toBe(0)
    expect(formatMoney(1234.5)).toBe('$1,234.50')
    expect(formatMoney(2.5e9)).toBe('$2.5B')
    expect(formatNumber(12.34)).toBe('12.3')
    expect(formatPercent(69.87)).toBe('69.9%')
    expect(numbers.made).toBe(4)
    formatMoney(1)
    formatNumber(2)
    formatPercent(3)
    expect(numbers.made).toBe(4)
  })

  it('never shows NaN, Infinity or minus zero', async () => {
    const { formatMoney, formatNumber, formatPercent } = await import('../../../src/calculators/format')
    for (const format of [formatMoney, formatNumber, formatPercent]) {
      expect(format(Number.NaN)).toBe('—')
      expect(format(Number.POSITIVE_INFINITY)).toBe('—')
    }
    expect(formatMoney(-0.001)).toBe('$0.00')
    expect(formatPercent(-0.01)).toBe('0%')
  })

  it('never shows a positive quantity as 0: "under 0.1 hours" a week, not "0 hours" beside a sum of money', async () => {
    const { formatCount, formatNumber } = await import('../../../src/calculators/format')
    expect(formatNumber(0.035)).toBe('under 0.1')
    expect(formatCount(0.035, 'hour')).toBe('under 0.1 hours')
    expect(formatNumber(0.05)).toBe('0.1')
    expect(formatNumber(0)).toBe('0')
    expect(formatCount(0, 'day')).toBe('0 days')
  })
})

describe('calculator modules', () => {
  it('make no Intl formatter of any kind when they load', async () => {
    vi.resetModules()
    const numbers = countMade('NumberFormat')
    const dates = countMade('DateTimeFormat')
    try {
      for (const load of Object.values(import.meta.glob('/src/calculators/*.ts'))) await load()
      await import('../../../src/shared/dates')
      expect([numbers.made, dates.made]).toEqual([0, 0])
    } finally {
      numbers.restore()
      dates.restore()
    }
  })
})
