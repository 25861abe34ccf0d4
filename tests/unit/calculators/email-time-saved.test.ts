import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calculateEmailTimeSaved, emailCalculator, emailFields, workDays } from '../../../src/calculators/email-time-saved'
import { formatMoney, formatNumber } from '../../../src/calculators/format'
import { readLink } from '../../../src/calculators/link'
import { parseDecimal, writeParams } from '../../../src/calculators/params'

describe('email time saved', () => {
  it('computes the defaults by hand: 50 emails, 10 s, $50/h', () => {
    const r = calculateEmailTimeSaved({ emails: 50, seconds: 10, rate: 50 })
    expect(r.monthlyMinutes).toBeCloseTo((50 * 10 * 22) / 60, 10) // 183.33
    expect(r.monthlyHours).toBeCloseTo(183.333333 / 60, 5) // 3.06
    expect(r.annualHours).toBeCloseTo(36.6666667, 5)
    expect(r.monthlySavings).toBeCloseTo(152.777778, 5)
    expect(r.annualSavings).toBeCloseTo(1833.33333, 4)
    expect(workDays(r.annualHours)).toBeCloseTo(4.5833333, 6)
    expect(Object.keys(r).sort()).toEqual(['annualHours', 'annualSavings', 'monthlyHours', 'monthlyMinutes', 'monthlySavings'])
  })

  it('has the spec defaults', () => {
    expect(Object.fromEntries(emailFields.map((f) => [f.name, f.defaultValue]))).toEqual({ emails: 50, seconds: 10, rate: 50 })
  })

  it('refuses zero, negative and out-of-range inputs', () => {
    expect(emailCalculator.isValid({ emails: 50, seconds: 10, rate: 50 })).toBe(true)
    expect(emailCalculator.isValid({ emails: 0, seconds: 10, rate: 50 })).toBe(false)
    expect(emailCalculator.isValid({ emails: 50, seconds: -1, rate: 50 })).toBe(false)
    expect(emailCalculator.isValid({ emails: 50, seconds: 10, rate: Number.NaN })).toBe(false)
    expect(emailCalculator.isValid({ emails: 1e9, seconds: 10, rate: 50 })).toBe(false)
  })

  const validInputs = fc.record({
    emails: fc.integer({ min: 1, max: 5000 }),
    seconds: fc.integer({ min: 1, max: 3600 }),
    rate: fc.integer({ min: 1, max: 10000 }),
  })

  it('gives finite, positive results for every valid input (property)', () => {
    fc.assert(
      fc.property(validInputs, (inputs) => {
        expect(emailCalculator.isValid(inputs)).toBe(true)
        for (const value of Object.values(calculateEmailTimeSaved(inputs))) {
          expect(Number.isFinite(value)).toBe(true)
          expect(value).toBeGreaterThan(0)
        }
      }),
    )
  })

  it('never saves less when more time is saved per email (property)', () => {
    fc.assert(
      fc.property(validInputs, fc.integer({ min: 0, max: 100 }), (inputs, extra) => {
        const more = calculateEmailTimeSaved({ ...inputs, seconds: inputs.seconds + extra })
        expect(more.annualSavings).toBeGreaterThanOrEqual(calculateEmailTimeSaved(inputs).annualSavings)
      }),
    )
  })
})

describe('strict number parsing', () => {
  it('reads plain decimals', () => {
    expect(parseDecimal('50')).toBe(50)
    expect(parseDecimal(' 12.5 ')).toBe(12.5)
    expect(parseDecimal('.5')).toBe(0.5)
  })

  it.each(['', ' ', '1e3', '0x10', 'NaN', 'Infinity', '-0', '-5', '1e309', '12abc', '１２', '<img src=x onerror=alert(1)>', '__proto__', '1,000', '99999999999999999'])(
    'rejects %j',
    (raw) => expect(parseDecimal(raw)).toBeUndefined(),
  )

  it('round-trips inputs through the URL (property)', () => {
    const names = ['emails', 'seconds', 'rate'] as const
    fc.assert(
      fc.property(fc.record({ emails: fc.integer({ min: 1, max: 5000 }), seconds: fc.integer({ min: 1, max: 3600 }), rate: fc.double({ min: 1, max: 10000, noNaN: true }).map((n) => Math.round(n * 100) / 100) }), (inputs) => {
        expect(readLink(writeParams(inputs, names), emailFields).inputs).toEqual(inputs)
      }),
    )
  })
})

describe('display formatting', () => {
  it('formats money in US dollars and never shows -$0.00', () => {
    expect(formatMoney(1833.3333)).toBe('$1,833.33')
    expect(formatMoney(-0.001)).toBe('$0.00')
    expect(formatMoney(2.5e12)).toBe('$2.5T')
    expect(formatMoney(Number.NaN)).toBe('—')
    expect(formatNumber(36.666)).toBe('36.7')
  })
})
