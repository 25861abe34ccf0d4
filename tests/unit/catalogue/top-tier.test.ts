import { describe, expect, it } from 'vitest'
import { topTierText, type Plan } from '../../../src/catalogue/plans'

const plan = (price: Plan['price'], more: Partial<Plan> = {}): Plan => ({ price, seats: {}, checked: '2025-09-01', ...more })
const priced = (amount: number): Plan['price'] => ({ kind: 'priced', currency: 'USD', per: 'user', unit: 'member', period: 'month', annual: amount })

describe("a tool's top tier", () => {
  it('is the written text where there is one', () => {
    expect(topTierText('$45 per editor per month', [plan({ kind: 'quote' })])).toBe('$45 per editor per month')
  })

  it('is "Contact Sales" only where the top plan is a custom quote; a top plan nobody checked is "Not checked", never a guess', () => {
    expect(topTierText(undefined, [plan(priced(10)), plan({ kind: 'quote' })])).toBe('Contact Sales')
    expect(topTierText(undefined, [plan(priced(10)), plan({ kind: 'unchecked' }, { name: 'Enterprise' })])).toBe('Not checked')
    expect(topTierText(undefined, [])).toBe('Not checked')
  })

  it("is the top plan's price where it has one (Todoist's Business), the plans for only some people left aside", () => {
    expect(topTierText(undefined, [plan({ kind: 'free' }), plan(priced(6), { name: 'Business' }), plan({ kind: 'quote' }, { only: 'contractors' })])).toBe(
      'Business: $6 per member per month',
    )
  })
})
