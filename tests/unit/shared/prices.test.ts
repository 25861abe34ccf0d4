import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { monthlyAmount, priceBand, pricesIn, priceText } from '../../../src/shared/prices'

describe('prices', () => {
  it('reads every price a text states, in its currency', () => {
    expect(pricesIn('$49 per month plus $6 per person', 'USD')).toEqual([49, 6])
    expect(pricesIn('Included with Microsoft 365 ($12.50 per user per month)', 'USD')).toEqual([12.5])
    expect(pricesIn('$1,200 per month enterprise; $0.28 per 1,000 events', 'USD')).toEqual([1200, 0.28])
    expect(pricesIn('€9 a month, or $10', 'EUR')).toEqual([9])
    expect(pricesIn('Custom quote (annual contract)', 'USD')).toEqual([])
  })

  it('writes a price as pages do, and reads back what it wrote (property)', () => {
    expect(priceText({ amount: 1200, currency: 'USD' })).toBe('$1,200')
    expect(priceText({ amount: 10.99, currency: 'USD' })).toBe('$10.99')
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom('USD', 'EUR', 'GBP'), (cents, currency) => {
        const amount = cents / 100
        expect(pricesIn(`from ${priceText({ amount, currency })} per user`, currency)).toEqual([amount])
      }),
    )
  })

  it("writes every price as Intl's en-US format rounds it to cents, without making a formatter (property)", () => {
    // The amount to two places by Intl (what priceText wrote until the fifty-third session), ".00" left out.
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    const byIntl = (amount: number) => intl.format(amount).replace(/\.00$/, '')
    expect(priceText({ amount: 1234567.5, currency: 'USD' })).toBe('$1,234,567.50')
    expect(priceText({ amount: 51771.335, currency: 'USD' })).toBe('$51,771.34')
    expect(priceText({ amount: 999.999, currency: 'USD' })).toBe('$1,000')
    expect(priceText({ amount: 0, currency: 'EUR' })).toBe('€0')
    expect(priceText({ amount: 1e-7, currency: 'USD' })).toBe('$0')
    expect(priceText({ amount: 12, currency: 'CHF' })).toBe('CHF 12')
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: 100_000_000 }).map((n) => n / 100),
          fc.integer({ min: 0, max: 100_000_000 }).map((n) => n / 1000),
          fc.double({ min: 0, max: 1e9, noNaN: true }),
        ),
        (amount) => {
          expect(priceText({ amount, currency: 'USD' })).toBe(`$${byIntl(amount)}`)
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('counts a yearly price a twelfth a month, and bands prices by the month', () => {
    expect(monthlyAmount({ amount: 120, per: 'year' })).toBe(10)
    expect(monthlyAmount({ amount: 8, per: 'user per month' })).toBe(8)
    expect([0, 4.99, 10, 25, 25.01, undefined].map(priceBand)).toEqual(['free', 'under-10', '10-25', '10-25', 'over-25', 'quote'])
  })
})
