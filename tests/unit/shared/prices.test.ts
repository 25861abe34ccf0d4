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

  it('counts a yearly price a twelfth a month, and bands prices by the month', () => {
    expect(monthlyAmount({ amount: 120, per: 'year' })).toBe(10)
    expect(monthlyAmount({ amount: 8, per: 'user per month' })).toBe(8)
    expect([0, 4.99, 10, 25, 25.01, undefined].map(priceBand)).toEqual(['free', 'under-10', '10-25', '10-25', 'over-25', 'quote'])
  })
})
