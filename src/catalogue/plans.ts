import { priceText } from '../shared/prices'
import { count } from '../shared/thousands'

/**
 * A tool's plans as the vendor states them (content/_tools/<id>.yaml,
 * `plans:`), modelled as Pricing2Yaml models a product's plans: each a
 * price with its unit and billing, the seats it can serve, and who it is
 * for. Pure: the schema reads plans into this shape, and every page, the
 * builder and the cost math read them from here.
 */

/**
 * What a price is per. People units multiply by the seats bought; an
 * account's or a flat price does not; a usage price counts something else
 * (events, pageviews), so no team size prices it.
 */
export const PRICE_UNITS = ['user', 'seat', 'account', 'flat', 'usage'] as const
export type PriceUnit = (typeof PRICE_UNITS)[number]

/** Units whose price is paid once for each person (or seat) on the plan. */
export const PEOPLE_UNITS: readonly PriceUnit[] = ['user', 'seat']

export const PERIODS = ['month', 'year'] as const
export type Period = (typeof PERIODS)[number]

/** A price stated in money. */
export interface StatedPrice {
  kind: 'priced'
  currency: string
  per: PriceUnit
  /** The word for one unit as the vendor writes it ("user", "editor", "Doc Maker"); for a usage price, what is counted ("1,000 events"). */
  unit: string
  /** What each amount is for: a month or a year of the plan. */
  period: Period
  /** A fixed fee each period on top of the price per unit (Gusto: $49 a month plus $6 per person). */
  base?: number
  /** The price per unit and period when billed annually. */
  annual?: number
  /** The price per unit and period when billed monthly. */
  monthly?: number
  /** The price per unit and period where the vendor does not say how it is billed. */
  amount?: number
  /** The vendor publishes only where the price starts; the final price is quoted ("From $8 per user per month"). */
  floor?: boolean
}

export type Price = { kind: 'free' } | { kind: 'quote' } | { kind: 'unchecked' } | StatedPrice

/** How many seats a plan sells, and to how many people it can be sold. */
export interface Seats {
  /** The fewest seats billed (monday: 3). */
  min?: number
  /** The most people the plan serves ("up to 10 seats", a free plan's cap). */
  max?: number
  /** The vendor caps how many people the plan serves, and nobody checked the number: it never prices a team. */
  capUnchecked?: true
  /** Seats are sold in multiples of this. */
  step?: number
  /** Seats are sold only in these bundle sizes (monday: 3, 5, 10, 15…). */
  bundles?: number[]
}

export interface Plan {
  /** The vendor's name for the plan; absent where the content names none (then it is shown by its price). */
  name?: string
  price: Price
  seats: Seats
  /** Whom alone it serves, where it serves only some people ("contractors, not employees"): it prices no team of employees. */
  only?: string
  /** Who it is for or what it adds ("Adds SAML SSO and the audit log"). */
  adds?: string
  /** When its price was checked on the vendor's site, YYYY-MM-DD. */
  checked: string
}

/** The text for a price that nobody has checked. */
export const NOT_CHECKED = 'Not checked'
/** The text for a price the vendor gives only on request: never $0, never "free". */
export const CUSTOM_QUOTE = 'Custom quote'

/** Every amount a price states: its base fee and its prices per unit, in the order written. */
export function amountsOf(price: Price): number[] {
  if (price.kind === 'free') return [0]
  if (price.kind !== 'priced') return []
  return [price.base, price.annual, price.monthly, price.amount].filter((amount): amount is number => amount !== undefined)
}

/** The price per unit a plan is listed at: annual billing where stated (the vendors' headline), else as stated, else monthly. */
export function headlineAmount(price: StatedPrice): number {
  return (price.annual ?? price.amount ?? price.monthly)!
}

/** " per editor" for a price per unit; nothing for a flat price or an account's ("$20 per month"). */
const perUnit = (price: StatedPrice) => (price.per === 'flat' || (price.per === 'account' && price.unit === 'account') ? '' : ` per ${price.unit}`)
const money = (amount: number, currency: string) => priceText({ amount, currency })

/**
 * A price in words, as the builder and the profile show it:
 * "$10.99 per user per month billed annually, $13.49 billed monthly";
 * "$49 per month plus $6 per person"; "Free"; "Custom quote"; "Not checked".
 */
export function priceInWords(price: Price): string {
  if (price.kind === 'free') return 'Free'
  if (price.kind === 'quote') return CUSTOM_QUOTE
  if (price.kind === 'unchecked') return NOT_CHECKED
  const { currency, period } = price
  // A usage price is per thing counted ("$0.28 per 1,000 events"), not per period.
  const every = price.per === 'usage' ? '' : ` per ${period}`
  const each = (amount: number) =>
    price.base !== undefined ? `${money(price.base, currency)} per ${period} plus ${money(amount, currency)}${perUnit(price)}` : `${money(amount, currency)}${perUnit(price)}${every}`
  const from = price.floor ? 'From ' : ''
  if (price.annual !== undefined && price.monthly !== undefined) return `${from}${each(price.annual)} billed annually, ${money(price.monthly, currency)} billed monthly`
  if (price.annual !== undefined) return `${from}${each(price.annual)} billed annually`
  if (price.monthly !== undefined) return `${from}${each(price.monthly)} billed monthly`
  return `${from}${each(price.amount!)}${price.floor ? '; final price by quote' : ''}`
}

/** A plan's name, or where the content names none, its price: never a name we made up. */
export function planLabel(plan: Plan): string {
  if (plan.name) return plan.name
  // A price nobody checked is no name: such a plan is called by the seats it serves, where the content gives them ("The 5-seat plan").
  if (plan.price.kind === 'unchecked') return plan.seats.max ? `The ${count(plan.seats.max)}-seat plan` : 'A plan whose price was not checked'
  // "Custom quote plan" read as a plan named Custom quote: a quote is how it is priced, not what it is called.
  if (plan.price.kind === 'quote') return 'A plan priced by quote'
  if (plan.price.kind !== 'priced') return `${priceInWords(plan.price)} plan`
  const { currency } = plan.price
  // A base fee is part of the price: OnPay's one plan is "The $49 + $6 per person plan", not "The $6 per person plan".
  const base = plan.price.base === undefined ? '' : `${money(plan.price.base, currency)} + `
  return `The ${base}${money(headlineAmount(plan.price), currency)}${perUnit(plan.price)} plan`
}

/**
 * A plan as a sentence calls it past its start, after a colon or a
 * semicolon: the vendor's name as written ("Starter", "The Works"), else its
 * label with the article in lower case ("the $29.99 plan", "the free plan",
 * "a plan priced by quote"). "Not for 12 people: The $29.99 plan …; The $9.99
 * plan …" read as a new sentence at each plan.
 */
export function planInSentence(plan: Plan): string {
  if (plan.name) return plan.name
  const label = planLabel(plan)
  const lower = `${label[0]!.toLowerCase()}${label.slice(1)}`
  return /^(the|a) /.test(lower) ? lower : `the ${lower}`
}

/** The amount a month of a stated price per unit (a yearly price counts a twelfth). */
export const monthlyEquivalent = (price: StatedPrice, amount = headlineAmount(price)) => (price.period === 'year' ? amount / 12 : amount)

/** Whether a plan can be sold to anyone (not only to contractors, say). */
export const servesEveryone = (plan: Plan) => plan.only === undefined

/** Whether the tool has a free plan anyone can use (a trial is not a plan). */
export const hasFreePlan = (plans: readonly Plan[]) => plans.some((plan) => plan.price.kind === 'free' && servesEveryone(plan))

/**
 * The plan a tool's starting price is: the cheapest plan with a stated
 * price, among plans that serve everyone when there is one (Gusto's
 * Contractor Only plan is cheaper than Simple but does not start Gusto).
 * Undefined when no plan states a price.
 */
export function startingPlan(plans: readonly Plan[]): (Plan & { price: StatedPrice }) | undefined {
  const priced = plans.filter((plan): plan is Plan & { price: StatedPrice } => plan.price.kind === 'priced')
  const open = priced.filter(servesEveryone)
  const pool = open.length ? open : priced
  // The entry price of a plan with a base fee is its base fee (what one person pays is more, but the base is what it starts at).
  const entry = (plan: Plan & { price: StatedPrice }) => monthlyEquivalent(plan.price, plan.price.base ?? headlineAmount(plan.price))
  return pool.reduce<(Plan & { price: StatedPrice }) | undefined>((best, plan) => (!best || entry(plan) < entry(best) ? plan : best), undefined)
}

/**
 * The starting price as a number, for sorting and the price bands of
 * /tools: the starting plan's entry price with what it is per ("user per
 * month", "month", "year"); 0 for a tool whose only stated price is a free
 * plan; undefined when nothing is priced (a custom quote).
 */
export function startingPrice(plans: readonly Plan[]): { amount: number; currency: string; per?: string } | undefined {
  const plan = startingPlan(plans)
  if (!plan) return hasFreePlan(plans) ? { amount: 0, currency: 'USD' } : undefined
  const { price } = plan
  if (price.base !== undefined) return { amount: price.base, currency: price.currency, per: price.period }
  const unit = perUnit(price).replace(/^ per /, '')
  const per = price.per === 'usage' ? unit : unit ? `${unit} per ${price.period}` : price.period
  return { amount: headlineAmount(price), currency: price.currency, per }
}

/** How a plan's seats are sold, in words ("Up to 10 seats; at least 3"), or undefined when the content states no limit. */
export function seatsInWords({ min, max, capUnchecked, step, bundles }: Seats, unit = 'seat'): string | undefined {
  const units = (n: number) => `${n} ${n === 1 ? unit : `${unit}s`}`
  const parts = [
    max !== undefined ? `Up to ${units(max)}` : undefined,
    capUnchecked ? `A cap on ${unit}s we have not checked` : undefined,
    min !== undefined ? `at least ${units(min)}` : undefined,
    step !== undefined ? `sold in steps of ${step}` : undefined,
    bundles ? `sold in bundles of ${bundles.join(', ')}` : undefined,
  ].filter((part): part is string => part !== undefined)
  if (parts.length === 0) return undefined
  const text = parts.join('; ')
  return text[0]!.toUpperCase() + text.slice(1)
}

/** How a plan is billed, in words, for the plans table. */
export function billingInWords(price: Price): string {
  if (price.kind === 'free') return 'No charge'
  if (price.kind === 'quote') return 'By quote'
  if (price.kind === 'unchecked') return NOT_CHECKED
  if (price.annual !== undefined && price.monthly !== undefined) return `Billed annually, or ${priceText({ amount: price.monthly, currency: price.currency })} billed monthly`
  if (price.annual !== undefined) return price.period === 'year' ? 'Billed yearly' : 'Billed annually'
  if (price.monthly !== undefined) return 'Billed monthly'
  return price.per === 'usage' ? 'By usage' : 'Not stated'
}

/** The price column of the plans table: the headline price alone ("$10.99 per user per month"), billing in its own column. */
export function headlineInWords(price: Price): string {
  if (price.kind !== 'priced') return priceInWords(price)
  const { monthly: _monthly, annual: _annual, amount: _amount, ...rest } = price
  return priceInWords({ ...rest, amount: headlineAmount(price) })
}

/** Who a plan is for or what it adds, in words: whom alone it serves, its seats, what it adds. */
export function planAudience(plan: Plan): string | undefined {
  const unit = plan.price.kind === 'priced' && plan.price.per !== 'usage' && plan.price.per !== 'flat' ? plan.price.unit : 'user'
  const parts = [plan.only ? `Only ${plan.only}` : undefined, seatsInWords(plan.seats, unit), plan.adds].filter((part): part is string => part !== undefined)
  return parts.length ? parts.join('. ') : undefined
}

/** The top tier of a tool whose top plan is a custom quote, in the spec's words for the comparison template's default. */
export const CONTACT_SALES = 'Contact Sales'

/**
 * A tool's top tier as pages show it: the written top-tier text, else its
 * last plan for everyone as the plans say. "Contact Sales" only where that
 * plan is a custom quote: a top tier nobody checked is "Not checked", and a
 * priced one its price (Todoist's Business), never a guess.
 */
export function topTierText(enterprise: string | undefined, plans: readonly Plan[]): string {
  if (enterprise) return enterprise
  const open = plans.filter(servesEveryone)
  const top = (open.length ? open : plans).at(-1)
  if (!top) return NOT_CHECKED
  if (top.price.kind === 'quote') return CONTACT_SALES
  if (top.price.kind === 'unchecked') return NOT_CHECKED
  const price = headlineInWords(top.price)
  return top.name ? `${top.name}: ${price}` : price
}
