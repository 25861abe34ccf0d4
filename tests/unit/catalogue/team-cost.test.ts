import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FeatureValue } from '../../../src/catalogue/features'
import { planInSentence, planLabel, type Plan, type Price, type StatedPrice } from '../../../src/catalogue/plans'
import { byTeamCost, costSentence, pricePlan, teamCost, type CostedTool, type TeamCost } from '../../../src/catalogue/team-cost'

const CHECKED = '2025-09-06'
const plan = (name: string | undefined, price: Price, more: Partial<Plan> = {}): Plan => ({ ...(name ? { name } : {}), price, seats: {}, checked: CHECKED, ...more })
const stated = (price: Partial<StatedPrice>): StatedPrice => ({ kind: 'priced', currency: 'USD', per: 'user', unit: 'user', period: 'month', ...price })
const tool = (plans: Plan[], values: Record<string, FeatureValue> = {}): CostedTool => ({ id: 't', name: 'T', plans, features: { values } })
const yearly = (cost: TeamCost) => ('cost' in cost ? cost.cost.yearly : undefined)

const gusto = tool([
  plan('Contractor Only', stated({ base: 35, amount: 6, unit: 'contractor' }), { only: 'contractors, not employees' }),
  plan('Simple', stated({ base: 49, amount: 6, unit: 'person' })),
  plan('Plus', stated({ base: 80, amount: 12, unit: 'person' })),
  plan('Premium', stated({ base: 180, amount: 22, unit: 'person' })),
], { 'multi-state-payroll': { kind: 'plan', plan: 'Plus' }, 'us-payroll': { kind: 'yes' } })

describe('team cost: the hard cases', () => {
  it('a base fee plus a price per person: Gusto for 10 is ($49 + 10 × $6) × 12 = $1,308 a year on Simple, never Contractor Only', () => {
    const cost = teamCost(gusto, 10)
    expect(cost).toMatchObject({ status: 'known', cost: { label: 'Simple', seats: 10, checked: CHECKED, yearly: { total: 1308, words: '($49 + 10 × $6) × 12 months' } } })
    expect(costSentence('Gusto', cost, 10)).toBe('Gusto: $1,308 a year for 10 people on Simple')
  })

  it('a need moves a tool to a dearer plan: multi-state payroll is from Plus, ($80 + 10 × $12) × 12 = $2,400', () => {
    expect(yearly(teamCost(gusto, 10, ['multi-state-payroll']))).toEqual({ total: 2400, currency: 'USD', words: '($80 + 10 × $12) × 12 months' })
  })

  it('a team past 9,999 is written with its thousands, in the arithmetic, the reasons and the sentence', () => {
    expect(yearly(teamCost(gusto, 25_000))).toEqual({ total: 1_800_588, currency: 'USD', words: '($49 + 25,000 × $6) × 12 months' })
    const perUser = tool([plan('Team', stated({ annual: 10 }), { seats: { min: 12_000 } })])
    expect(teamCost(perUser, 10_500)).toMatchObject({ cost: { seats: 12_000, seatsWhy: 'a 12,000-seat minimum', yearly: { words: '12,000 users × $10 × 12 months' } } })
    expect(costSentence('T', teamCost(perUser, 10_500), 10_500)).toBe('T: $1,440,000 a year for 10,500 people on Team')
    const capped = tool([plan('Team', stated({ amount: 10 }), { seats: { max: 10_000 } })])
    expect(teamCost(capped, 10_001)).toEqual({ status: 'none', why: 'No plan serves 10,001 people: Team serves at most 10,000 people' })
  })

  it('says how the figure is billed where the vendor says, and nothing where it does not', () => {
    const billed = (price: Partial<StatedPrice>) => pricePlan(plan('P', stated(price)), 10)
    expect(billed({ annual: 10, monthly: 12 })).toMatchObject({ billed: 'annually', yearly: { total: 1200 }, yearlyBilledMonthly: { total: 1440 } })
    expect(billed({ annual: 10 })).toMatchObject({ billed: 'annually' })
    expect(billed({ monthly: 14 })).toMatchObject({ billed: 'monthly', yearly: { total: 1680, words: '10 users × $14 × 12 months' } })
    expect(billed({ amount: 6 })).not.toHaveProperty('billed')
    expect(pricePlan(plan(undefined, { kind: 'free' }), 10)).not.toHaveProperty('billed')
  })

  it('per-account and flat prices do not multiply by seats', () => {
    const hubspot = tool([plan(undefined, stated({ amount: 20, per: 'account', unit: 'account' }))])
    expect(yearly(teamCost(hubspot, 1))).toEqual({ total: 240, currency: 'USD', words: '$20 × 12 months' })
    expect(yearly(teamCost(hubspot, 250))!.total).toBe(240)
  })

  it('a plan without a name is called by its price, mid-sentence in lower case', () => {
    const onpay = tool([plan(undefined, stated({ base: 49, amount: 6, unit: 'person' }))])
    const cost = teamCost(onpay, 10)
    expect(cost).toMatchObject({ status: 'known', cost: { label: 'The $49 + $6 per person plan' } })
    expect(costSentence('OnPay', cost, 10)).toBe('OnPay: $1,308 a year for 10 people on the $49 + $6 per person plan')
    const free = tool([plan(undefined, { kind: 'free' }, { seats: { max: 15 } })])
    expect(costSentence('Asana', teamCost(free, 5), 5)).toBe('Asana: $0 a year for 5 people on the free plan')
    // A price nobody checked is no name: the plan is called by the seats it serves where the content gives them.
    expect(planLabel(plan(undefined, { kind: 'unchecked' }, { seats: { max: 5 } }))).toBe('The 5-seat plan')
    expect(planLabel(plan(undefined, { kind: 'unchecked' }))).toBe('A plan whose price was not checked')
    // A quote is how a plan is priced, not its name: never "Custom quote plan".
    expect(planLabel(plan(undefined, { kind: 'quote' }))).toBe('A plan priced by quote')
    // A name of the vendor's own is said as written.
    const named = tool([plan('The Works', stated({ amount: 6, unit: 'person' }))])
    expect(costSentence('T', teamCost(named, 1), 1)).toBe('T: $72 a year for 1 person on The Works')
  })

  it('past a colon or a semicolon a plan is called in lower case, a vendor\'s name as written', () => {
    expect(planInSentence(plan(undefined, stated({ amount: 29.99, per: 'account', unit: 'account' })))).toBe('the $29.99 plan')
    expect(planInSentence(plan(undefined, { kind: 'free' }))).toBe('the free plan')
    expect(planInSentence(plan(undefined, { kind: 'quote' }))).toBe('a plan priced by quote')
    expect(planInSentence(plan(undefined, { kind: 'unchecked' }, { seats: { max: 5 } }))).toBe('the 5-seat plan')
    expect(planInSentence(plan('The Works', stated({ amount: 6 })))).toBe('The Works')
    // Clean Email for 12: every reason after the colon, none read as a new sentence.
    const cleanEmail = tool([
      plan(undefined, stated({ amount: 29.99, per: 'account', unit: 'account' }), { seats: { max: 1 } }),
      plan(undefined, stated({ amount: 9.99, per: 'account', unit: 'account' }), { seats: { max: 1 } }),
      plan(undefined, { kind: 'unchecked' }, { seats: { max: 5 } }),
      plan('Contractor Only', stated({ amount: 6 }), { only: 'contractors, not employees' }),
    ])
    expect(teamCost(cleanEmail, 12)).toEqual({
      status: 'none',
      why: 'No plan serves 12 people: the $29.99 plan serves at most 1 person; the $9.99 plan serves at most 1 person; the 5-seat plan serves at most 5 people; Contractor Only serves only contractors, not employees',
    })
    expect(pricePlan(cleanEmail.plans[0]!, 12)).toEqual({ cannot: 'the $29.99 plan serves at most 1 person' })
    // A cheaper plan priced by quote is named once, not "a plan priced by quote (custom quote)".
    const quoted = tool([plan(undefined, { kind: 'quote' }), plan('Pro', { kind: 'unchecked' }), plan('Team', stated({ amount: 20 }))])
    expect(teamCost(quoted, 5)).toMatchObject({ cost: { cheaperUnpriced: ['a plan priced by quote', 'Pro (price not checked)'] } })
  })

  it('a seat minimum bills the minimum; bundles bill the next bundle; a maximum rules the plan out', () => {
    const monday = tool([plan('Basic', stated({ annual: 9, per: 'seat', unit: 'seat' }), { seats: { min: 3, bundles: [3, 5, 10, 15] } })])
    expect(teamCost(monday, 2)).toMatchObject({ status: 'known', cost: { seats: 3, seatsWhy: 'a 3-seat minimum', yearly: { total: 324, words: '3 seats × $9 × 12 months' } } })
    expect(teamCost(monday, 4)).toMatchObject({ status: 'known', cost: { seats: 5, seatsWhy: 'the smallest bundle that fits', yearly: { total: 540 } } })
    expect(teamCost(monday, 16)).toEqual({ status: 'none', why: 'No plan serves 16 people: Basic is sold in bundles of up to 15 seats' })
    const front = tool([plan('Starter', stated({ annual: 25, per: 'seat', unit: 'seat' }), { seats: { max: 10 } }), plan('Professional', { kind: 'unchecked' }), plan('Enterprise', stated({ annual: 105, per: 'seat', unit: 'seat' }))])
    expect(teamCost(front, 10)).toMatchObject({ status: 'known', cost: { label: 'Starter', yearly: { total: 3000 } } })
    // Up to 10 seats cannot serve 12: the next priced plan, saying that a plan between may cost less but was not checked.
    expect(teamCost(front, 12)).toMatchObject({ status: 'known', cost: { label: 'Enterprise', yearly: { total: 15120 }, cheaperUnpriced: ['Professional (price not checked)'] } })
  })

  it("a free plan whose cap nobody checked prices no team: the paid plan, saying the free one may cost less", () => {
    const hubspot = tool([plan(undefined, { kind: 'free' }, { seats: { capUnchecked: true } }), plan('Starter', stated({ amount: 20, per: 'account', unit: 'account' }))])
    const cost = teamCost(hubspot, 1000)
    expect(cost).toMatchObject({ status: 'known', cost: { label: 'Starter', yearly: { total: 240 }, cheaperUnpriced: ['the free plan (how many people it serves not checked)'] } })
    expect(costSentence('HubSpot', cost, 1000)).toBe('HubSpot: $240 a year for 1,000 people on Starter; it may cost less on the free plan (how many people it serves not checked)')
    expect(pricePlan(hubspot.plans[0]!, 2)).toBeUndefined()
    // With no other plan: no figure, and why.
    const alone = teamCost(tool([hubspot.plans[0]!]), 10)
    expect(alone).toMatchObject({ status: 'cap-unchecked', label: 'Free plan' })
    expect(costSentence('HubSpot', alone, 10)).toBe('HubSpot: how many people the free plan serves was not checked')
  })

  it("a free plan's user cap: free up to its cap, the paid plan beyond it", () => {
    const asana = tool([plan(undefined, { kind: 'free' }, { seats: { max: 15 } }), plan('Starter', stated({ annual: 10.99, monthly: 13.49 }))])
    expect(teamCost(asana, 15)).toMatchObject({ status: 'known', cost: { label: 'Free plan', yearly: { total: 0, words: '$0 for 15 people' } } })
    expect(teamCost(asana, 16)).toMatchObject({
      status: 'known',
      cost: { label: 'Starter', yearly: { total: 2110.08, words: '16 users × $10.99 × 12 months' }, yearlyBilledMonthly: { total: 2590.08, words: '16 users × $13.49 × 12 months' } },
    })
  })

  it('a custom quote is a custom quote, never $0 or free; a price nobody checked is never the cheapest', () => {
    const vanta = tool([plan(undefined, { kind: 'quote' })])
    const quote = teamCost(vanta, 10)
    expect(quote).toMatchObject({ status: 'quote', label: 'A plan priced by quote' })
    expect(costSentence('Vanta', quote, 10)).toBe('Vanta: custom quote')
    expect(costSentence('Vanta', quote, 10)).not.toMatch(/\$0|free/i)
    const notion = tool([plan('Business', { kind: 'unchecked' })])
    expect(teamCost(notion, 10)).toMatchObject({ status: 'price-unchecked', label: 'Business' })
  })

  it('a needed feature nobody checked is said plainly, not presented as met', () => {
    const cost = teamCost(gusto, 10, ['audit-log'], () => 'Audit log')
    expect(cost).toMatchObject({ status: 'needs-unchecked', unchecked: ['Audit log'], cost: { label: 'Simple' } })
    expect(costSentence('Gusto', cost, 10)).toBe('Gusto: $1,308 a year for 10 people on Simple, but Audit log not checked')
    expect(teamCost(gusto, 10, ['peo'])).toMatchObject({ status: 'needs-unchecked' })
    expect(teamCost(tool([plan('A', stated({ amount: 5 }))], { peo: { kind: 'no' } }), 10, ['peo'], () => 'PEO option')).toEqual({ status: 'none', why: 'No plan has PEO option' })
  })

  it('where no plan has every need, names only the needs no plan has, not those a dearer plan has', () => {
    const payroll = tool([plan('Simple', stated({ amount: 6 })), plan('Plus', stated({ amount: 12 }))], {
      'multi-state': { kind: 'plan', plan: 'Plus' },
      'time-off': { kind: 'plan', plan: 'Simple' },
      'device-management': { kind: 'no' },
    })
    const label = (id: string) => ({ 'multi-state': 'Multi-state payroll', 'time-off': 'Time off', 'device-management': 'Device management' })[id] ?? id
    // Multi-state payroll and time off are on Plus: only device management is on no plan.
    expect(teamCost(payroll, 10, ['multi-state', 'time-off', 'device-management'], label)).toEqual({ status: 'none', why: 'No plan has Device management' })
  })

  it('a text that says only some plans have a need, or that it costs extra, is not taken as met by any plan', () => {
    const crm = tool([plan(undefined, { kind: 'free' }), plan(undefined, stated({ amount: 14 }))], {
      'sales-automation': { kind: 'text', text: 'Plans above the entry tier', limited: true },
      'lead-capture': { kind: 'text', text: 'LeadBooster add-on', limited: true },
      integrations: { kind: 'text', text: '500+' },
    })
    // Not the free plan as if it had them: the cheapest plan, with the needs said to be on some plans only, not unchecked.
    const both = teamCost(crm, 10, ['sales-automation', 'lead-capture', 'audit-log'], (id) => id)
    expect(both).toMatchObject({ status: 'needs-unchecked', unchecked: ['sales-automation', 'lead-capture', 'audit-log'], limited: ['sales-automation', 'lead-capture'] })
    expect(costSentence('C', both, 10)).toBe('C: $0 a year for 10 people on the free plan, but audit-log not checked; sales-automation, lead-capture on some plans or at extra cost')
    // A need nobody checked alone gives no such list.
    expect(teamCost(crm, 10, ['audit-log'])).not.toHaveProperty('limited')
    // A text that says how, not where, is every plan's.
    expect(teamCost(crm, 10, ['integrations'])).toMatchObject({ status: 'known', cost: { yearly: { total: 0 } } })
  })

  it("a sentence says the needs nobody checked whatever else it says, as the table does", () => {
    const unchecked = ['Audit log']
    const from = teamCost(tool([plan(undefined, stated({ amount: 8, floor: true }))]), 10)
    if (from.status !== 'from-price') throw new Error(`expected a starting price, got ${from.status}`)
    expect(costSentence('R', { ...from, unchecked }, 10)).toBe('R: from $960 a year on the $8 per user plan; the final price is quoted; Audit log not checked')
    expect(costSentence('D', { status: 'quote', plan: plan(undefined, { kind: 'quote' }), label: 'A plan priced by quote', unchecked }, 10)).toBe('D: custom quote; Audit log not checked')
    expect(costSentence('D', { status: 'quote', plan: plan('Enterprise', { kind: 'quote' }), label: 'Enterprise', unchecked: [] }, 10)).toBe('D: custom quote (Enterprise)')
    expect(costSentence('P', { status: 'price-unchecked', plan: plan('Pro', { kind: 'unchecked' }), label: 'Pro', unchecked }, 10)).toBe('P: the price of Pro was not checked; Audit log not checked')
    // An unnamed plan is called by its seats where the content gives them.
    const tenSeats = teamCost(tool([plan(undefined, { kind: 'unchecked' }, { seats: { max: 10 } })]), 10)
    expect(tenSeats).toMatchObject({ status: 'price-unchecked', label: 'The 10-seat plan' })
    expect(costSentence('C', tenSeats, 10)).toBe('C: the price of the 10-seat plan was not checked')
    expect(costSentence('C', teamCost(tool([plan(undefined, { kind: 'unchecked' })]), 10), 10)).toBe('C: the price was not checked')
  })

  it('a published starting price with the final price by quote is a least ("from"), listed after the known costs', () => {
    const rippling = tool([plan(undefined, stated({ amount: 8, floor: true }))])
    const cost = teamCost(rippling, 10)
    expect(cost).toMatchObject({ status: 'from-price', cost: { yearly: { total: 960 } } })
    expect(costSentence('Rippling', cost, 10)).toBe('Rippling: from $960 a year on the $8 per user plan; the final price is quoted')
    expect(byTeamCost([{ cost }, { cost: teamCost(tool([plan(undefined, stated({ amount: 20 }))]), 10) }]).map((row) => row.cost.status)).toEqual(['known', 'from-price'])
  })

  it('a usage price prices no team', () => {
    expect(teamCost(tool([plan('Growth', stated({ amount: 0.28, per: 'usage', unit: '1,000 events' }))]), 10)).toMatchObject({ status: 'usage', label: 'Growth' })
  })

  it('sorts by known yearly cost; then quotes and the rest whose needs are all checked; then the figures that may lack a need; then no plan', () => {
    const rows = [
      { id: 'none', cost: teamCost(tool([plan(undefined, stated({ amount: 1 }), { seats: { max: 5 } })]), 10) },
      { id: 'quote', cost: teamCost(tool([plan(undefined, { kind: 'quote' })]), 10) },
      { id: 'dear', cost: teamCost(tool([plan(undefined, stated({ amount: 30 }))]), 10) },
      { id: 'unchecked-need', cost: teamCost(tool([plan(undefined, stated({ amount: 1 }))]), 10, ['sso']) },
      { id: 'cheap', cost: teamCost(tool([plan(undefined, stated({ amount: 3 }))]), 10) },
      { id: 'quote-unchecked-need', cost: teamCost(tool([plan(undefined, { kind: 'quote' })]), 10, ['sso']) },
      { id: 'quote-with-need', cost: teamCost(tool([plan('Enterprise', { kind: 'quote' })], { sso: { kind: 'plan', plan: 'Enterprise' } }), 10, ['sso']) },
    ]
    expect(rows.map((row) => row.cost.status)).toEqual(['none', 'quote', 'known', 'needs-unchecked', 'known', 'quote', 'quote'])
    expect(byTeamCost(rows).map((row) => row.id)).toEqual(['cheap', 'dear', 'quote', 'quote-with-need', 'unchecked-need', 'quote-unchecked-need', 'none'])
  })

  it('a known figure with a cheaper plan whose price is not checked says so in its sentence', () => {
    const cost = teamCost(tool([plan('Pro', { kind: 'unchecked' }), plan('Enterprise', stated({ amount: 100 }))]), 10)
    expect(cost).toMatchObject({ status: 'known', cost: { label: 'Enterprise', cheaperUnpriced: ['Pro (price not checked)'] } })
    expect(costSentence('H', cost, 10)).toBe('H: $12,000 a year for 10 people on Enterprise; it may cost less on Pro (price not checked)')
  })
})

// Arbitrary tools: a few plans of every kind of price, unit, billing and seat rule, with features on some plans.
const amount = fc.integer({ min: 0, max: 50_000 }).map((cents) => cents / 100)
const statedPrice: fc.Arbitrary<Price> = fc
  .record({
    per: fc.constantFrom('user', 'seat', 'account', 'flat', 'usage'),
    period: fc.constantFrom('month', 'year'),
    billing: fc.constantFrom('annual', 'monthly', 'both', 'amount'),
    first: amount,
    second: amount,
    base: fc.option(amount, { nil: undefined }),
  })
  .map(({ per, period, billing, first, second, base }) => {
    const monthly = period === 'month' && (billing === 'monthly' || billing === 'both') ? Math.max(first, second) : undefined
    return stated({
      per: per as StatedPrice['per'],
      unit: per === 'usage' ? 'event' : per,
      period: period as StatedPrice['period'],
      ...(billing === 'amount' || (billing === 'monthly' && period === 'year') ? { amount: first } : {}),
      ...(billing === 'annual' || billing === 'both' ? { annual: Math.min(first, second) } : {}),
      ...(monthly !== undefined ? { monthly } : {}),
      ...(base !== undefined && (per === 'user' || per === 'seat') ? { base } : {}),
    })
  })
const price: fc.Arbitrary<Price> = fc.oneof({ arbitrary: statedPrice, weight: 6 }, fc.constant({ kind: 'free' } as Price), fc.constant({ kind: 'quote' } as Price), fc.constant({ kind: 'unchecked' } as Price))
const seats = fc.record(
  {
    min: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
    max: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
    capUnchecked: fc.option(fc.constant(true as const), { freq: 6, nil: undefined }),
    step: fc.option(fc.integer({ min: 2, max: 5 }), { nil: undefined }),
  },
  { requiredKeys: [] },
)
const arbitraryTool = fc
  .array(fc.record({ price, seats, only: fc.option(fc.constant('contractors'), { freq: 8, nil: undefined }) }), { minLength: 1, maxLength: 5 })
  .chain((plans) =>
    fc.record({
      plans: fc.constant(plans.map((p, i) => plan(`P${i}`, p.price, { seats: Object.fromEntries(Object.entries(p.seats).filter(([, v]) => v !== undefined)), ...(p.only ? { only: p.only } : {}) }))),
      values: fc.dictionary(
        fc.constantFrom('a', 'b', 'c'),
        fc.oneof(fc.constant<FeatureValue>({ kind: 'yes' }), fc.constant<FeatureValue>({ kind: 'no' }), fc.integer({ min: 0, max: plans.length - 1 }).map((i): FeatureValue => ({ kind: 'plan', plan: `P${i}` }))),
      ),
    }),
  )
  .map(({ plans, values }) => tool(plans, values))
const needs = fc.subarray(['a', 'b', 'c', 'd'])

describe('team cost: properties', () => {
  it('more seats never cost less', () => {
    fc.assert(
      fc.property(arbitraryTool, needs, fc.integer({ min: 1, max: 80 }), fc.integer({ min: 0, max: 40 }), (t, wanted, team, more) => {
        const small = yearly(teamCost(t, team, wanted))
        const large = yearly(teamCost(t, team + more, wanted))
        if (small && large) expect(large.total).toBeGreaterThanOrEqual(small.total)
      }),
    )
  })

  it('adding a need never picks a cheaper plan', () => {
    fc.assert(
      fc.property(arbitraryTool, needs, fc.constantFrom('a', 'b', 'c', 'd'), fc.integer({ min: 1, max: 80 }), (t, wanted, extra, team) => {
        const before = yearly(teamCost(t, team, wanted))
        const after = yearly(teamCost(t, team, [...new Set([...wanted, extra])]))
        if (before && after) expect(after.total).toBeGreaterThanOrEqual(before.total)
      }),
    )
  })

  it('a per-account price does not change with seats', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom('account', 'flat') as fc.Arbitrary<'account' | 'flat'>, fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), (value, per, a, b) => {
        const t = tool([plan('Only', stated({ amount: value, per, unit: per }))])
        expect(yearly(teamCost(t, a))).toEqual(yearly(teamCost(t, b)))
      }),
    )
  })

  it('every figure traces to one of the tool\'s plans and its date checked, and is that plan\'s price for the seats bought', () => {
    fc.assert(
      fc.property(arbitraryTool, needs, fc.integer({ min: 1, max: 80 }), (t, wanted, team) => {
        const cost = teamCost(t, team, wanted)
        if (cost.status !== 'known' && cost.status !== 'needs-unchecked') return
        expect(t.plans).toContain(cost.cost.plan)
        // A plan that may not serve the team at all is never the one priced.
        expect(cost.cost.plan.seats.capUnchecked).toBeUndefined()
        expect(cost.cost.checked).toBe(cost.cost.plan.checked)
        expect(cost.cost.seats).toBeGreaterThanOrEqual(team)
        const recomputed = pricePlan(cost.cost.plan, team)
        expect(recomputed && 'yearly' in recomputed ? recomputed.yearly : undefined).toEqual(cost.cost.yearly)
        expect(Number.isFinite(cost.cost.yearly.total) && cost.cost.yearly.total >= 0).toBe(true)
        // No plan that serves the team with the needs and a stated price costs less.
        for (const [index, other] of t.plans.entries()) {
          const priced = pricePlan(other, team)
          const hasNeeds = wanted.every((id) => { const v = t.features.values[id]; return !v || v.kind === 'yes' || (v.kind === 'plan' && index >= t.plans.findIndex((p) => p.name === v.plan)) })
          if (priced && !('cannot' in priced) && hasNeeds) expect(priced.yearly.total).toBeGreaterThanOrEqual(cost.cost.yearly.total)
        }
      }),
    )
  })
})
