import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { costPerUser, fieldText, planPhrase, type PerUserField } from '../../../src/catalogue/cost-per-user'
import { PRICE_UNITS, type Plan, type Price, type StatedPrice } from '../../../src/catalogue/plans'
import { toolCostFields } from '../../../src/calculators/tool-cost'

const CHECKED = '2025-01-15'
const plan = (name: string | undefined, price: Price, more: Partial<Plan> = {}): Plan => ({ ...(name ? { name } : {}), price, seats: {}, checked: CHECKED, ...more })
const stated = (price: Partial<StatedPrice>): StatedPrice => ({ kind: 'priced', currency: 'USD', per: 'user', unit: 'user', period: 'month', ...price })

// The calculator's own cost field: the figure must fit what it accepts.
const cost = toolCostFields.find((field) => field.name === 'cost')!
const FIELD: PerUserField = { currency: 'USD', min: cost.min, max: cost.max, label: cost.label }

describe('a price per user fills the field as it stands', () => {
  it("Asana's Starter plan: $10.99 per user per month with annual billing, saying so, and when it was checked", () => {
    const starter = plan('Starter', stated({ annual: 10.99 }), { seats: { min: 2 } })
    expect(costPerUser('Asana', starter, 5, FIELD)).toEqual({
      status: 'filled',
      amount: 10.99,
      text: '10.99',
      plan: "Asana's Starter plan",
      price: '$10.99 per user per month billed annually',
      notes: [],
      checked: CHECKED,
      // Its seat minimum makes the figure depend on the team, so a change of team size is checked again.
      team: 5,
    })
  })

  it('annual billing is the headline; the monthly-billed price is named beside it', () => {
    const result = costPerUser('Slack', plan('Pro', stated({ annual: 7.25, monthly: 8.75 })), 10, FIELD)
    expect(result).toMatchObject({ status: 'filled', text: '7.25', notes: ['We used the price with annual billing; billed monthly it comes to $8.75 per user per month.'] })
    expect(result).not.toHaveProperty('team')
  })

  it('a yearly price per person counts a twelfth, with the working', () => {
    expect(costPerUser('Canva', plan('Pro', stated({ amount: 120, unit: 'person', period: 'year' })), 1, FIELD)).toMatchObject({
      status: 'filled',
      text: '10',
      working: '$120 a year ÷ 12 months = $10 per user per month',
    })
  })

  it('a team size that is not a usable number still fills a plain price per user', () => {
    expect(costPerUser('Asana', plan('Starter', stated({ annual: 10.99 }), { seats: { min: 2 } }), undefined, FIELD)).toMatchObject({ status: 'filled', text: '10.99' })
  })

  it('a starting price says the final price is quoted; a plan for only some people says whom', () => {
    expect(costPerUser('Coda', plan('Team', stated({ amount: 8, floor: true })), 5, FIELD)).toMatchObject({ status: 'filled', notes: ['$8 is where its price starts; the final price is by quote and may be higher.'] })
    expect(costPerUser('Deel', plan('Contractors', stated({ amount: 49, unit: 'contractor' }), { only: 'contractors, not employees' }), 5, FIELD)).toMatchObject({
      status: 'filled',
      text: '49',
      notes: ['It serves only contractors, not employees.'],
    })
  })
})

describe('anything else is worked out for the team, in words, or refused', () => {
  it('a flat price is shared among the team, never passed off as per user', () => {
    expect(costPerUser('Mailchimp', plan('Essentials', stated({ amount: 13, per: 'flat' })), 5, FIELD)).toMatchObject({
      status: 'filled',
      amount: 2.6,
      text: '2.60',
      price: '$13 per month',
      working: '$13 a month ÷ 5 people = $2.60 per user per month',
      team: 5,
    })
    expect(costPerUser('HubSpot', plan('Starter', stated({ amount: 20, per: 'account', unit: 'account' })), 4, FIELD)).toMatchObject({ text: '5', working: '$20 a month ÷ 4 people = $5 per user per month' })
  })

  it('a flat price that does not divide into cents says "about"', () => {
    expect(costPerUser('Umami', plan('Pro', stated({ amount: 20, per: 'flat' })), 3, FIELD)).toMatchObject({ text: '6.67', working: '$20 a month ÷ 3 people = about $6.67 per user per month' })
  })

  it('a flat price per year: a twelfth, shared among the team', () => {
    expect(costPerUser('Calendly', plan('Enterprise', stated({ amount: 15000, per: 'flat', period: 'year', floor: true })), 5, FIELD)).toMatchObject({
      text: '250',
      working: '$15,000 a year ÷ 12 months ÷ 5 people = $250 per user per month',
    })
  })

  it('a base fee plus a price per person (Gusto): ($49 + 5 × $6) ÷ 5 = $15.80', () => {
    expect(costPerUser('Gusto', plan('Simple', stated({ base: 49, amount: 6, unit: 'person' })), 5, FIELD)).toMatchObject({
      status: 'filled',
      text: '15.80',
      price: '$49 per month plus $6 per person',
      working: '($49 + 5 × $6) a month ÷ 5 people = $15.80 per user per month',
      team: 5,
    })
  })

  it('a seat minimum: what the seats cost, shared among the people', () => {
    const basic = plan('Basic', stated({ annual: 9, per: 'seat', unit: 'seat' }), { seats: { min: 3, bundles: [3, 5, 10, 15] } })
    expect(costPerUser('monday.com', basic, 2, FIELD)).toMatchObject({
      text: '13.50',
      working: '3 seats × $9 a month ÷ 2 people = $13.50 per user per month',
      notes: ['Basic bills 3 seats for 2 people (a 3-seat minimum).'],
    })
    expect(costPerUser('monday.com', basic, 16, FIELD)).toEqual({ status: 'refused', plan: "monday.com's Basic plan", why: "monday.com's Basic plan is sold in bundles of up to 15 seats, so it cannot serve a team of 16." })
  })

  it('a plan with a maximum refuses a bigger team', () => {
    expect(costPerUser('Front', plan('Starter', stated({ annual: 25, per: 'seat', unit: 'seat' }), { seats: { max: 10 } }), 12, FIELD)).toMatchObject({
      status: 'refused',
      why: "Front's Starter plan serves at most 10 people, so it cannot serve a team of 12.",
    })
  })

  it('a price for the whole account needs the team size', () => {
    expect(costPerUser('Gusto', plan('Simple', stated({ base: 49, amount: 6, unit: 'person' })), undefined, FIELD)).toEqual({
      status: 'refused',
      plan: "Gusto's Simple plan",
      why: "Gusto's Simple plan costs $49 per month plus $6 per person, not a price per user, so its cost per user depends on the team size: enter a team size of at least 1 person first.",
    })
  })

  it('below or above what the field accepts: refused, naming the figure and the bound', () => {
    expect(costPerUser('SaneBox', plan('Lunch', stated({ amount: 7, per: 'flat' })), 10, FIELD)).toMatchObject({
      status: 'refused',
      why: "SaneBox's Lunch plan comes to $7 a month ÷ 10 people = $0.70 per user per month, and the cost per user per month must be at least $1.",
    })
    expect(costPerUser('Big', plan('Huge', stated({ amount: 200_000 })), 1, FIELD)).toMatchObject({ status: 'refused', why: "Big's Huge plan comes to $200,000 per user per month, and the cost per user per month must be at most $100,000." })
  })

  it('a free plan says it is free and that the calculator needs a cost above $0', () => {
    expect(costPerUser('Asana', plan(undefined, { kind: 'free' }, { seats: { max: 15 } }), 5, FIELD)).toEqual({
      status: 'refused',
      plan: "Asana's free plan",
      why: "Asana's free plan costs nothing. This calculator weighs what a tool costs against the time it saves and needs a cost of at least $1 per user per month, so a free plan cannot fill it.",
    })
    expect(costPerUser('Notion', plan('Free', { kind: 'free' }), 5, FIELD)).toMatchObject({ why: expect.stringMatching(/^Notion's Free plan is free\./) })
  })

  it('a custom quote and an unchecked price fill nothing, never $0', () => {
    expect(costPerUser('Vanta', plan(undefined, { kind: 'quote' }), 5, FIELD)).toEqual({
      status: 'refused',
      plan: "Vanta's plan priced by quote",
      why: "Vanta's price is a custom quote, given only on request, so there is no price to fill in (never $0). Ask Vanta for a quote, then enter it as the cost per user per month.",
    })
    expect(costPerUser('HubSpot', plan('Professional', { kind: 'unchecked' }), 5, FIELD)).toEqual({
      status: 'refused',
      plan: "HubSpot's Professional plan",
      why: "We have not checked the price of HubSpot's Professional plan, so there is no price to fill in. See HubSpot's own pricing page, then enter it as the cost per user per month.",
    })
  })

  it('a usage price and another currency are refused, saying why', () => {
    expect(costPerUser('Amplitude', plan('Growth', stated({ amount: 0.28, per: 'usage', unit: '1,000 events' })), 5, FIELD)).toMatchObject({
      status: 'refused',
      why: "Amplitude's Growth plan is priced by usage ($0.28 per 1,000 events), not per user per month, so it cannot fill a cost per user.",
    })
    expect(costPerUser('Matomo', plan('Cloud', stated({ amount: 19, currency: 'EUR' })), 5, FIELD)).toMatchObject({
      status: 'refused',
      why: "Matomo's Cloud plan is priced in euros, and this calculator counts in US dollars; we do not convert currencies.",
    })
  })
})

describe('a team size that is not a whole number', () => {
  const WHOLE = "A plan's price is worked out for a whole number of people; the team size is 2.5. Enter a whole number of people to start from a plan's price."
  it('fills no price from any plan, saying so and naming the team size', () => {
    // monday.com's Basic: 3 seats minimum, would be "3 seats × $9 a month ÷ 2.5 people".
    const monday = plan('Basic', stated({ annual: 9, per: 'seat', unit: 'seat' }), { seats: { min: 3, bundles: [3, 5, 10] } })
    expect(costPerUser('monday.com', monday, 2.5, FIELD)).toEqual({ status: 'refused', plan: "monday.com's Basic plan", why: WHOLE })
    // Gusto's Premium: a base fee plus a price per person, would be "($180 + 2.5 × $22)".
    expect(costPerUser('Gusto', plan('Premium', stated({ base: 180, amount: 22, unit: 'person' })), 2.5, FIELD)).toMatchObject({ status: 'refused', why: WHOLE })
    // A plain price per user too: the start-from-a-tool part says it once, the same for every plan.
    expect(costPerUser('Asana', plan('Starter', stated({ annual: 10.99 })), 2.5, FIELD)).toMatchObject({ status: 'refused', why: WHOLE })
    expect(costPerUser('Big', plan('Team', stated({ amount: 10 })), 1234.75, FIELD)).toMatchObject({ why: expect.stringContaining('the team size is 1,234.75.') })
  })

  it('never fills, whatever the plan (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 10_000, noNaN: true }).filter((team) => !Number.isInteger(team)), fc.integer({ min: 1, max: 50_000 }), (team, cents) =>
        costPerUser('T', plan('P', stated({ amount: cents / 100 })), team, FIELD).status === 'refused',
      ),
    )
  })
})

describe('plan phrases', () => {
  it('name the plan, or its price where the content names none, never a made-up name', () => {
    expect(planPhrase('Asana', plan('Starter', stated({ annual: 10.99 })))).toBe("Asana's Starter plan")
    expect(planPhrase('Acme', plan('Team plan', stated({ amount: 5 })))).toBe("Acme's Team plan")
    expect(planPhrase('Notion', plan(undefined, stated({ annual: 10 })))).toBe("Notion's $10 per user plan")
    expect(planPhrase('Acme', plan(undefined, { kind: 'unchecked' }))).toBe("Acme's unnamed plan")
    expect(planPhrase('Clean Email', plan(undefined, { kind: 'unchecked' }, { seats: { max: 5 } }))).toBe("Clean Email's 5-seat plan")
  })

  it("a plan whose name starts with the tool's is not given the tool's name again", () => {
    expect(planPhrase('Canva', plan('Canva Pro', stated({ amount: 120, unit: 'person', period: 'year' })))).toBe('the Canva Pro plan')
    expect(planPhrase('ADP', plan('ADP Workforce Now', { kind: 'quote' }))).toBe('the ADP Workforce Now plan')
    // Only the whole word: "Box" is not the start of "Boxed".
    expect(planPhrase('Box', plan('Boxed', stated({ amount: 5 })))).toBe("Box's Boxed plan")
    expect(costPerUser('Canva', plan('Canva Pro', stated({ amount: 120, unit: 'person', period: 'year' })), 1, FIELD)).toMatchObject({ status: 'filled', plan: 'the Canva Pro plan' })
    // At a sentence's start, "The"; mid-sentence, "the".
    expect(costPerUser('Canva', plan('Canva Free', { kind: 'free' }), 1, FIELD)).toMatchObject({ why: expect.stringMatching(/^The Canva Free plan is free\./) })
    expect(costPerUser('ADP', plan('ADP Workforce Now', { kind: 'quote' }), 5, FIELD)).toMatchObject({ why: expect.stringMatching(/^The price of the ADP Workforce Now plan is a custom quote/) })
    expect(costPerUser('Box', plan('Box Team', stated({ amount: 15 }), { seats: { max: 3 } }), 5, FIELD)).toMatchObject({ why: 'The Box Team plan serves at most 3 people, so it cannot serve a team of 5.' })
  })
})

describe('for every plan and team (property)', () => {
  const prices: fc.Arbitrary<Price> = fc.oneof(
    fc.constant<Price>({ kind: 'free' }),
    fc.constant<Price>({ kind: 'quote' }),
    fc.constant<Price>({ kind: 'unchecked' }),
    fc.record({
      per: fc.constantFrom(...PRICE_UNITS),
      period: fc.constantFrom('month' as const, 'year' as const),
      amount: fc.integer({ min: 1, max: 2_000_000 }).map((cents) => cents / 100),
      base: fc.option(fc.integer({ min: 0, max: 500 }), { nil: undefined }),
    }).map(({ per, period, amount, base }) => stated({ per, period, amount, ...(base !== undefined ? { base } : {}) })),
  )
  const seats = fc.record({ min: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }), max: fc.option(fc.integer({ min: 1, max: 500 }), { nil: undefined }) }).map((found) =>
    Object.fromEntries(Object.entries(found).filter(([, value]) => value !== undefined)),
  )

  it('a filled figure is what the team pays a month, shared among it, within the field; anything without a stated price is refused', () => {
    fc.assert(
      fc.property(prices, seats, fc.integer({ min: 1, max: 1000 }), (price, seatRules, team) => {
        const result = costPerUser('T', plan('P', price, { seats: seatRules }), team, FIELD)
        if (price.kind !== 'priced' || price.per === 'usage') return result.status === 'refused'
        const paid = Math.max(team, seatRules.min ?? 1)
        const each = price.per === 'user' || price.per === 'seat' ? price.amount! * paid : price.amount!
        const monthlyBill = ((price.base ?? 0) + each) / (price.period === 'year' ? 12 : 1)
        const perUser = Math.round((monthlyBill / team) * 100) / 100
        // Refused only for a team beyond the plan's maximum, or a figure the field cannot take.
        if (result.status === 'refused') return (seatRules.max !== undefined && team > seatRules.max) || perUser < FIELD.min || perUser > FIELD.max
        return (
          result.amount >= FIELD.min &&
          result.amount <= FIELD.max &&
          Math.abs(result.amount - monthlyBill / team) <= 0.005 + 1e-9 &&
          Number(result.text) === result.amount &&
          result.text === fieldText(result.amount)
        )
      }),
    )
  })
})

describe('a plan whose cap nobody checked', () => {
  it('is refused, saying why, rather than priced for a team it may not serve', () => {
    const capped = plan('Team', stated({ amount: 12 }), { seats: { capUnchecked: true } })
    expect(costPerUser('Acme', capped, 5, FIELD)).toMatchObject({
      status: 'refused',
      why: expect.stringMatching(/serves a number of people nobody checked, so we cannot say it serves your team\. See Acme's own pricing page/),
    })
  })
})
