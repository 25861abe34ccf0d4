import fc from 'fast-check'
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
 * The first Intl formatter a page makes loads the browser's locale data (some
 * 115 ms at 4x CPU slowdown), in the task that wakes the builder's chart or
 * answers a calculator's first "Calculate": the numbers are written by hand,
 * as Intl's en-US formats write them.
 */
describe('number formatting', () => {
  const counters: { restore: () => void }[] = []
  afterEach(() => counters.splice(0).forEach((counter) => counter.restore()))

  it('makes no Intl formatter, when the module loads or when it writes', async () => {
    vi.resetModules()
    const numbers = countMade('NumberFormat')
    counters.push(numbers)
    const format = { ...(await import('../../../src/calculators/format')), ...(await import('../../../src/calculators/axis-format')) }
    expect(format.formatMoney(1234.5)).toBe('$1,234.50')
    expect(format.formatMoney(2.5e9)).toBe('$2.5B')
    expect(format.formatNumber(12.34)).toBe('12.3')
    expect(format.formatPercent(69.87)).toBe('69.9%')
    expect(format.formatMoneyWhole(29_000.4)).toBe('$29,000')
    expect(format.formatMoneyShort(10_000)).toBe('$10K')
    expect(format.formatMoneyShort(-2_500_000)).toBe('-$2.5M')
    expect(format.formatNumberShort(1234)).toBe('1.2K')
    expect(numbers.made).toBe(0)
  })

  it("writes every number as Intl's en-US formats do, rounding included (property)", async () => {
    const format = { ...(await import('../../../src/calculators/format')), ...(await import('../../../src/calculators/axis-format')) }
    const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-US', options)
    const usd = intl({ style: 'currency', currency: 'USD' })
    const usdCompact = intl({ style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 2 })
    const number = intl({ maximumFractionDigits: 1 })
    const numberCompact = intl({ notation: 'compact', maximumFractionDigits: 1 })
    const usdWhole = intl({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
    // Browsers write "$10K" here, with no least number of decimals; Node 20's Intl writes "$10.0K" unless told none (checked in Chromium: 18,090 values, no difference).
    const usdShort = intl({ style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 })
    // What each function wrote with Intl until the fifty-fourth session.
    const byIntl: Record<string, (value: number) => string> = {
      formatMoney: (value) => (Math.abs(value) >= 1e9 ? usdCompact : usd).format(Object.is(Math.round(value * 100), -0) ? 0 : value),
      formatNumber: (value) => (value > 0 && value < 0.05 ? 'under 0.1' : (Math.abs(value) >= 1e9 ? numberCompact : number).format(Object.is(Math.round(value * 10), -0) ? 0 : value)),
      formatPercent: (value) => `${(Math.abs(value) >= 1e6 ? numberCompact : number).format(Object.is(Math.round(value * 10), -0) ? 0 : value)}%`,
      formatMoneyWhole: (value) => (Math.abs(value) >= 1e9 ? usdCompact : usdWhole).format(Object.is(Math.round(value), -0) ? 0 : value),
      formatMoneyShort: (value) => usdShort.format(Object.is(value, -0) ? 0 : value),
      formatNumberShort: (value) => numberCompact.format(Object.is(value, -0) ? 0 : value),
    }
    const written = format as unknown as Record<string, (value: number) => string>
    const check = (value: number) => {
      for (const [name, intlWrites] of Object.entries(byIntl)) expect([name, value, written[name]!(value)]).toEqual([name, value, intlWrites(value)])
    }
    // Halves at each place rounded away from zero, from their shortest decimal (1.005 is 1.01), scales reached by rounding
    // (999,950 is "1M"), compact digits grouped from five on ("1230T", "12,300T"), and the ends of the doubles.
    for (const value of [0, -0, 0.005, 1.005, 0.015, -0.04, 0.05, 12, 12.5, 999.95, 999_949, 999_950, 999_950_000, 999_996_000_000, 1e9 - 0.005, 2.5e9, 1.23e15, 1.23e16, 1e21, 5e-324, Number.MAX_VALUE]) check(value)
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 100),
          fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000 + 0.0005),
          fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
          fc.double({ min: -1e18, max: 1e18, noNaN: true }),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
        ),
        check,
      ),
      { numRuns: 3000 },
    )
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

describe('a percentage beside a verdict', () => {
  it('stays on its own side of the verdict\'s edge: 100.001% beside "Excellent ROI" is not "100%", -0.001% beside "Negative ROI" not "0%"', async () => {
    const { formatPercentBeside } = await import('../../../src/calculators/format')
    expect(formatPercentBeside(100.001, [0, 100])).toBe('100.001%')
    expect(formatPercentBeside(99.996, [0, 100])).toBe('99.996%')
    expect(formatPercentBeside(-0.001, [0, 100])).toBe('-0.001%')
    expect(formatPercentBeside(0.02, [0])).toBe('0.02%')
    expect(formatPercentBeside(100.000001, [0, 100])).toBe('just over 100%')
    expect(formatPercentBeside(-0.000001, [0, 100])).toBe('just under 0%')
    // Away from an edge, or on it, as formatPercent writes it.
    expect(formatPercentBeside(69.87, [0, 100])).toBe('69.9%')
    expect(formatPercentBeside(100, [0, 100])).toBe('100%')
    expect(formatPercentBeside(100.04, [0])).toBe('100%')
    expect(formatPercentBeside(0, [0])).toBe('0%')
  })

  it('never reads as the edge itself when the value is off it, and agrees in sign with the verdict (property)', async () => {
    const { formatPercent, formatPercentBeside } = await import('../../../src/calculators/format')
    const { sideOf } = await import('../../../src/calculators/side-of')
    const near = fc.oneof(fc.double({ min: -0.06, max: 0.06, noNaN: true }), fc.double({ min: 99.94, max: 100.06, noNaN: true }), fc.double({ min: -1e4, max: 1e4, noNaN: true }))
    fc.assert(
      fc.property(near, (value) => {
        const text = formatPercentBeside(value, [0, 100])
        for (const edge of [0, 100]) {
          const side = sideOf(value, edge)
          if (side !== 0) expect(text).not.toBe(formatPercent(edge))
          if (side === 0) expect(text).toBe(formatPercent(edge))
        }
        expect(text).not.toMatch(/NaN|Infinity|^-0%$/)
      }),
      { numRuns: 3000 },
    )
  })

  it('judges float noise as the edge itself: 0.07 * 100 is 7 and (0.1 + 0.2) * 10 - 3 is 0', async () => {
    const { sideOf } = await import('../../../src/calculators/side-of')
    expect(sideOf(0.07 * 100, 7)).toBe(0)
    expect(sideOf((0.1 + 0.2) * 10 - 3, 0)).toBe(0)
    expect(sideOf(100.0001, 100)).toBe(1)
    expect(sideOf(-0.0001, 0)).toBe(-1)
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
