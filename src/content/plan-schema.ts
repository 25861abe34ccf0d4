import { z } from 'zod'
import { PERIODS, PRICE_UNITS, type Plan, type Price, type Seats } from '../catalogue/plans'
import { bool, describeValue, expected, fields, isoDate, oneOf, text, wholeNumber } from './fields'

/**
 * A plan in a tools file (`plans:`), as the vendor states it. The shorthand
 * a writer types (`price: free`, `price: { annual: 10.99, monthly: 13.49,
 * per: user }`) is normalised here into the shape src/catalogue/plans.ts
 * computes with, so no page branches on how a price was written.
 */

export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const

/** The prices that are words, not amounts. */
const PRICE_WORDS = { free: { kind: 'free' }, 'custom quote': { kind: 'quote' }, 'not checked': { kind: 'unchecked' } } as const satisfies Record<string, Price>

const money = () => z.number({ error: expected('a price as a number, like 8 or 10.99') }).min(0, { error: 'a price is 0 or more' }).meta({ type: 'number' })

export const statedPrice = fields({
  annual: money().optional().describe('The price per unit and period when billed annually.'),
  monthly: money().optional().describe('The price per unit and period when billed monthly.'),
  amount: money().optional().describe('The price per unit and period where the vendor does not say how it is billed (instead of `annual` and `monthly`).'),
  per: oneOf(PRICE_UNITS).describe('What the price is per: `user` or `seat` (paid for each person), `account` (one price for the whole company account), `flat` (a fixed price), or `usage` (per thing counted: say what in `unit`).'),
  unit: text().optional().describe('The word for one unit as the vendor writes it ("editor", "Doc Maker", "contractor"); for `usage`, what is counted ("1,000 events"). Default: the word in `per`.'),
  period: oneOf(PERIODS).default('month').describe('What each amount pays for: a `month` or a `year` of the plan. Default: month.'),
  base: money().optional().describe('A fixed fee each period on top of the price per unit (Gusto: 49, with `amount: 6` per person).'),
  currency: oneOf(CURRENCIES).default('USD').describe('Default: USD.'),
  floor: bool().optional().describe('true where the vendor publishes only where the price starts and quotes the final price ("From $8 per user per month").'),
})
  .superRefine((price, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message, input: price })
    const billed = [price.annual, price.monthly].some((amount) => amount !== undefined)
    if (!billed && price.amount === undefined) problem('amount', 'required: the price, as `amount`, or as `annual` and/or `monthly` where the vendor states how it is billed')
    if (billed && price.amount !== undefined) problem('amount', 'give either `amount` (billing not stated) or `annual`/`monthly`, not both')
    if (price.period === 'year' && price.monthly !== undefined) problem('monthly', 'a price per year is not billed monthly; use `annual` or `amount`')
    if (price.per === 'usage' && !price.unit) problem('unit', 'required for a usage price: what is counted, like "1,000 events"')
    if (price.base !== undefined && !['user', 'seat'].includes(price.per)) problem('base', 'a base fee goes with a price per `user` or `seat` (a flat price is the base fee alone)')
  })
  .transform(({ unit, ...price }): Price => ({ kind: 'priced', ...price, unit: unit ?? price.per }))
  .meta({ type: 'group: `annual` / `monthly` / `amount`, `per`, `unit`, `period`, `base`, `currency`' })

const price = z
  .union([z.enum(Object.keys(PRICE_WORDS) as [keyof typeof PRICE_WORDS]), statedPrice], {
    error: (issue) => `expected free, custom quote, not checked, or a price like { annual: 10.99, monthly: 13.49, per: user }, got ${describeValue(issue.input)}`,
  })
  .transform((value): Price => (typeof value === 'string' ? PRICE_WORDS[value] : value))
  .meta({ type: '`free`, `custom quote`, `not checked`, or a price group' })

export const seatsSchema = fields({
  min: wholeNumber(1).optional().describe('The fewest seats billed (monday: 3).'),
  max: z
    .union([wholeNumber(1), z.literal('not checked')], { error: (issue) => `expected the most people the plan serves as a whole number, or not checked, got ${describeValue(issue.input)}` })
    .optional()
    .meta({ type: 'whole number or `not checked`' })
    .describe('The most people the plan serves ("up to 10 seats", a free plan\'s cap); `not checked` where the vendor says there is a cap but nobody checked its number (the plan then never prices a team).'),
  step: wholeNumber(2).optional().describe('Seats are sold in multiples of this.'),
  bundles: z.array(wholeNumber(1), { error: expected('a list of seat counts, like [3, 5, 10]') }).min(1).optional().describe('Seats are sold only in these bundle sizes, smallest first (monday: [3, 5, 10, 15, 20, 25, 30, 40, 50, 100, 200]).'),
})
  .superRefine((value, context) => {
    if (value.min !== undefined && typeof value.max === 'number' && value.min > value.max) context.addIssue({ code: 'custom', path: ['min'], message: `the minimum (${value.min}) is above the maximum (${value.max})`, input: value })
    if (value.bundles && value.bundles.some((size, i) => i > 0 && size <= value.bundles![i - 1]!)) context.addIssue({ code: 'custom', path: ['bundles'], message: 'list the bundle sizes from smallest to largest, each once', input: value })
  })
  // A cap whose number nobody checked is a flag beside the numbers, so no arithmetic on `max` meets a word.
  .transform(({ max, ...seats }): Seats => (max === 'not checked' ? { ...seats, capUnchecked: true } : { ...seats, ...(max !== undefined ? { max } : {}) }))
  .meta({ type: 'group: `min`, `max`, `step`, `bundles`' })

export const planSchema = fields({
  name: text().optional().describe('The plan\'s name as the vendor writes it ("Business"). Leave it out where the content names none: the plan is then shown by its price, never by a made-up name.'),
  price: price.describe('`free`; `custom quote` (a price only on request: never shown as $0 or free); `not checked` (a plan we know of whose price nobody checked); or the price as the vendor states it.'),
  seats: seatsSchema.default({}).describe('How many seats it sells and serves. Optional.'),
  only: text().optional().describe('Whom alone it serves, where it serves only some people ("contractors, not employees"). Such a plan never prices a team.'),
  adds: text().optional().describe('Who it is for or what it adds, in a few words ("Adds SAML SSO and the audit log").'),
  checked: isoDate().optional().describe("When this plan's price was checked, if not on the tool's `pricing.checked` date."),
}).meta({ type: 'plan' })

export const plansSchema = z
  .array(planSchema, { error: expected('a list of plans') })
  .min(1, { error: 'list at least one plan (a plan whose price nobody checked is `price: not checked`)' })
  .superRefine((plans, context) => {
    const seen = new Map<string, number>()
    plans.forEach((plan, index) => {
      if (!plan.name) return
      const key = plan.name.toLowerCase()
      if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 'name'], message: `"${plan.name}" is already plan ${seen.get(key)! + 1}; each plan once`, input: plan.name })
      else seen.set(key, index)
    })
  })
  .meta({ type: 'list of plans' })

/** A plan as written, before its checked date is filled in from `pricing.checked`. */
export type WrittenPlan = Omit<Plan, 'checked'> & { checked?: string }
