import { describe, expect, it } from 'vitest'
import { planFact } from '../../../src/catalogue/comparison-rows'
import type { Plan, Price } from '../../../src/catalogue/plans'

const plan = (name: string | undefined, price: Price, more: Partial<Plan> = {}): Plan => ({ ...(name ? { name } : {}), price, seats: {}, checked: '2025-09-15', ...more })
const paid = plan('Starter', { kind: 'priced', currency: 'USD', per: 'user', unit: 'user', period: 'month', amount: 10 })

describe('the plan facts of a comparison table', () => {
  it("a free plan's note: its name, its cap and what it gives, each said once; a note begins with a capital", () => {
    expect(planFact('free-plan', [plan(undefined, { kind: 'free' }, { seats: { max: 15 }, adds: 'Unlimited tasks' }), paid])).toEqual({ kind: 'yes', note: 'Up to 15 users; Unlimited tasks' })
    expect(planFact('free-plan', [plan('Personal', { kind: 'free' }, { seats: { max: 1 } }), paid])).toEqual({ kind: 'yes', note: 'Personal plan; up to 1 user' })
    expect(planFact('free-plan', [plan(undefined, { kind: 'free' }), paid])).toEqual({ kind: 'yes' })
  })

  it('no free plan is "no", with the trial where there is one; a trial is not a free plan', () => {
    expect(planFact('free-plan', [paid])).toEqual({ kind: 'no' })
    expect(planFact('free-plan', [paid], '14-day free trial')).toEqual({ kind: 'no', note: '14-day free trial' })
  })

  it('the plans in a sentence', () => {
    expect(planFact('plans', [plan(undefined, { kind: 'free' }), paid, plan('Enterprise', { kind: 'quote' })])).toMatchObject({ kind: 'text', text: expect.stringMatching(/, Starter and Enterprise$/) })
    // Past the list's start, unnamed plans are called in lower case: not "Growth and A plan priced by quote".
    expect(planFact('plans', [plan(undefined, { kind: 'free' }), paid, plan(undefined, { kind: 'quote' })])).toEqual({ kind: 'text', text: 'Free plan, Starter and a plan priced by quote' })
  })
})
