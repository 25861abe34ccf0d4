import { featureValue, type ToolFeatures } from './features'
import { headlineAmount, planInSentence, planLabel, PEOPLE_UNITS, type Plan, type StatedPrice } from './plans'
import { priceText } from '../shared/prices'
import { andList } from '../shared/and-list'
import { count, people } from '../shared/thousands'

/**
 * What a team would pay for a tool in a year: the cheapest plan that has
 * every feature the team needs and can serve that many people, with the
 * arithmetic in words. Pure, so the builder, the profiles and the tests
 * compute the same figure. The hard cases are the point: a base fee plus a
 * price per person, per-account prices, seat minimums, bundles and
 * maximums, plans for only some people, prices nobody checked, custom
 * quotes (never $0), and needs nobody checked (never presented as met).
 */

/** The team size when the address gives none. */
export const DEFAULT_TEAM = 10
/** The largest team size priced: beyond it a figure says more about a typo than a team. */
export const MOST_SEATS = 100_000

/** What a tool brings to the cost: its plans (cheapest first) and features. */
export interface CostedTool {
  id: string
  name: string
  plans: readonly Plan[]
  features: ToolFeatures
}

/** A year's cost under one way of billing, with its arithmetic in words. */
export interface YearlyFigure {
  /** The cost of a year, in the plan's currency. */
  total: number
  currency: string
  /** "10 users × $25 × 12 months", "($49 + 10 × $6) × 12 months". */
  words: string
}

/** A plan that can serve the team, priced. */
export interface PricedPlan {
  plan: Plan
  label: string
  /** Seats paid for: the team, or more where the plan sells a minimum or in bundles. */
  seats: number
  /** Why more seats are paid for than the team has ("a 3-seat minimum", "the smallest bundle that fits"). */
  seatsWhy?: string
  /** The year with annual billing where the vendor offers it, else as the vendor states the price. */
  yearly: YearlyFigure
  /** The year with monthly billing, where the vendor states both prices. */
  yearlyBilledMonthly?: YearlyFigure
  /** How `yearly` is billed, where the vendor says ("billed annually"); a price stated without its billing says nothing. */
  billed?: 'annually' | 'monthly'
  /** When the price was checked, YYYY-MM-DD. */
  checked: string
  /** Plans listed before this one (so likely cheaper) that could serve the team but whose price is a quote or not checked, each saying which: "Professional (price not checked)". */
  cheaperUnpriced?: string[]
}

/**
 * The needs a plan may lack, by label: every one whose presence on it is
 * not known (`unchecked`), and among them (`limited`, given only when some
 * are) those the tool's file does speak of, as on some plans only or an
 * add-on without naming the plan: checked, but not known to be on this one.
 */
export interface Unsure {
  unchecked: string[]
  limited?: string[]
}

export type TeamCost =
  /** A figure for the cheapest plan with every need, each need checked. */
  | { status: 'known'; cost: PricedPlan }
  /** A figure, but the plan may lack some needs (Unsure: nobody checked them, or only some plans have them). */
  | ({ status: 'needs-unchecked'; cost: PricedPlan } & Unsure)
  /** A figure from a published starting price: the vendor quotes the final price, so it is a least, not a cost. */
  | ({ status: 'from-price'; cost: PricedPlan } & Unsure)
  /** The cheapest plan with the needs is priced only on request. */
  | ({ status: 'quote'; plan: Plan; label: string } & Unsure)
  /** The cheapest plan with the needs has a price nobody checked. */
  | ({ status: 'price-unchecked'; plan: Plan; label: string } & Unsure)
  /** The cheapest plan with the needs caps how many people it serves at a number nobody checked: whether it serves the team is not known. */
  | ({ status: 'cap-unchecked'; plan: Plan; label: string } & Unsure)
  /** The plan is priced by usage (events, pageviews): no team size prices it. */
  | ({ status: 'usage'; plan: Plan; label: string } & Unsure)
  /** No plan serves the team with these needs; `why` says what stands in the way. */
  | { status: 'none'; why: string }

/** The order tools are listed in: known yearly cost first, cheapest first; then the rest, each saying why. */
const STATUS_ORDER: Record<TeamCost['status'], number> = { known: 0, 'needs-unchecked': 1, 'from-price': 2, quote: 3, 'price-unchecked': 4, 'cap-unchecked': 5, usage: 6, none: 7 }

/**
 * Before the status, what a figure rests on: every need checked, then a need nobody checked (the plan may not have
 * it), then no plan at all. A tool that has what the team needs, at a starting price or by quote, comes before one
 * whose figure may not buy it.
 */
const restsOn = (cost: TeamCost) => (cost.status === 'none' ? 2 : 'unchecked' in cost && cost.unchecked.length > 0 ? 1 : 0)

const money = (amount: number, currency: string) => priceText({ amount, currency })
const roundCents = (amount: number) => Math.round(amount * 100) / 100

/**
 * Seats bought for a team on a plan, or why the plan cannot serve it, said of
 * `subject`: the plan as a sentence calls it past its start, since every list
 * of reasons follows a colon ("No plan serves 12 people: the $29.99 plan …").
 */
export function seatsFor(plan: Plan, team: number, subject = planInSentence(plan)): { seats: number; why?: string } | { cannot: string } {
  if (plan.only) return { cannot: `${subject} serves only ${plan.only}` }
  const { min, max, step, bundles } = plan.seats
  if (max !== undefined && team > max) return { cannot: `${subject} serves at most ${people(max)}` }
  let seats = Math.max(team, min ?? 1)
  let why = seats > team ? `a ${count(min!)}-seat minimum` : undefined
  if (step !== undefined && seats % step !== 0) {
    seats = Math.ceil(seats / step) * step
    why = `seats sold in steps of ${count(step)}`
  }
  if (bundles) {
    const bundle = bundles.find((size) => size >= seats)
    if (bundle === undefined) return { cannot: `${subject} is sold in bundles of up to ${bundles.at(-1)} seats` }
    if (bundle > seats) why = 'the smallest bundle that fits'
    seats = bundle
  }
  return why ? { seats, why } : { seats }
}

/** A year's cost of a stated price for so many seats, in one way of billing. */
function yearOf(price: StatedPrice, amount: number, seats: number, unitWord: string): YearlyFigure {
  const { currency, period, base } = price
  const perPerson = PEOPLE_UNITS.includes(price.per)
  const each = perPerson ? amount * seats : amount
  const perPeriod = (base ?? 0) + each
  const months = period === 'month' ? 12 : 1
  const units = `${count(seats)} ${seats === 1 ? unitWord : plural(unitWord)}`
  const inner = base !== undefined ? `(${money(base, currency)} + ${perPerson ? `${count(seats)} × ${money(amount, currency)}` : money(amount, currency)})` : perPerson ? `${units} × ${money(amount, currency)}` : money(amount, currency)
  const words = period === 'month' ? `${inner} × 12 months` : `${inner} a year`
  return { total: roundCents(perPeriod * months), currency, words }
}

const plural = (word: string) => (word === 'person' ? 'people' : /(s|sh|ch|x)$/.test(word) ? `${word}es` : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`)

/** A plan's cost for a team, where its price is stated and it can serve the team. */
export function pricePlan(plan: Plan, team: number): PricedPlan | { cannot: string } | undefined {
  const bought = seatsFor(plan, team)
  if ('cannot' in bought) return bought
  // Whether it serves the team at all is not known: no figure, as for a price nobody checked (the caller says why).
  if (plan.seats.capUnchecked) return undefined
  const label = planLabel(plan)
  if (plan.price.kind === 'free') {
    return { plan, label, seats: bought.seats, ...(bought.why ? { seatsWhy: bought.why } : {}), yearly: { total: 0, currency: 'USD', words: `$0 for ${people(bought.seats)}` }, checked: plan.checked }
  }
  if (plan.price.kind !== 'priced' || plan.price.per === 'usage') return undefined
  const price = plan.price
  const unitWord = PEOPLE_UNITS.includes(price.per) ? price.unit : 'seat'
  const yearly = yearOf(price, headlineAmount(price), bought.seats, unitWord)
  const both = price.annual !== undefined && price.monthly !== undefined
  const billed = price.annual !== undefined ? 'annually' : price.monthly !== undefined ? 'monthly' : undefined
  return {
    plan,
    label,
    seats: bought.seats,
    ...(bought.why ? { seatsWhy: bought.why } : {}),
    yearly,
    ...(both ? { yearlyBilledMonthly: yearOf(price, price.monthly!, bought.seats, unitWord) } : {}),
    ...(billed ? { billed } : {}),
    checked: plan.checked,
  }
}

/**
 * Whether a plan has a feature, from the tool's value for it: "yes" or a
 * text means every plan has it, a plan name means that plan and the ones
 * after it (plans are listed cheapest first), "no" means none; undefined
 * when nobody checked, or when the text says only some plans have it
 * without naming them (`limited`).
 */
export function planHas(plans: readonly Plan[], index: number, features: ToolFeatures, id: string): boolean | undefined {
  const value = featureValue(features, id)
  if (!value) return undefined
  if (value.kind === 'no') return false
  // A text that says only some plans have it, or an add-on, names no plan: no plan's price is taken as including it.
  if (value.kind !== 'plan') return 'limited' in value ? undefined : true
  const from = plans.findIndex((plan) => plan.name === value.plan)
  return from >= 0 && index >= from
}

/** Whether a plan's label already says its price is a quote or not checked ("a plan priced by quote"), so a note saying it again would repeat it. */
export const saysItsPrice = (plan: Plan) => !plan.name && (plan.price.kind === 'quote' || (plan.price.kind === 'unchecked' && !plan.seats.max))

/**
 * The cost for a team of `team` people who need every feature in `needs`
 * (by id; `labels` names them in messages): the cheapest plan that serves
 * the team and has the needs, with the plans whose price is unknown never
 * taken as the cheapest.
 */
export function teamCost(tool: CostedTool, team: number, needs: readonly string[] = [], labels: (id: string) => string = (id) => id): TeamCost {
  const reasons: string[] = []
  type Candidate = { plan: Plan } & Unsure
  const candidates: Candidate[] = []
  tool.plans.forEach((plan, index) => {
    const has = needs.map((id) => ({ id, has: planHas(tool.plans, index, tool.features, id) }))
    const lacking = has.filter((need) => need.has === false)
    if (lacking.length) {
      reasons.push(`${planInSentence(plan)} lacks ${lacking.map((need) => labels(need.id)).join(', ')}`)
      return
    }
    const unsure = has.filter((need) => need.has === undefined)
    const limited = unsure.filter((need) => featureValue(tool.features, need.id)).map((need) => labels(need.id))
    candidates.push({ plan, unchecked: unsure.map((need) => labels(need.id)), ...(limited.length ? { limited } : {}) })
  })
  if (candidates.length === 0) {
    // A need is on the plans from the one it starts on (or on all, or none): where no plan has every need, some need is on
    // none, and only such needs are named, not those a dearer plan has.
    const onNone = needs.filter((id) => tool.plans.every((_, index) => planHas(tool.plans, index, tool.features, id) === false))
    return { status: 'none', why: needs.length ? `No plan has ${onNone.map(labels).join(', ')}` : 'It lists no plan' }
  }

  const priced: { candidate: Candidate; cost: PricedPlan }[] = []
  let firstUnpriced: { candidate: Candidate; status: 'quote' | 'price-unchecked' | 'cap-unchecked' | 'usage' } | undefined
  for (const candidate of candidates) {
    const cost = pricePlan(candidate.plan, team)
    if (cost && 'cannot' in cost) {
      reasons.push(cost.cannot)
      continue
    }
    if (cost) priced.push({ candidate, cost })
    else {
      const kind = candidate.plan.price.kind
      firstUnpriced ??= { candidate, status: kind === 'quote' ? 'quote' : kind === 'unchecked' ? 'price-unchecked' : candidate.plan.seats.capUnchecked ? 'cap-unchecked' : 'usage' }
    }
  }
  // The cheapest priced plan; among equal totals the one whose needs are all checked, then the earlier (smaller) plan.
  const best = priced.reduce<(typeof priced)[number] | undefined>(
    (found, next) => (!found || next.cost.yearly.total < found.cost.yearly.total || (next.cost.yearly.total === found.cost.yearly.total && next.candidate.unchecked.length < found.candidate.unchecked.length) ? next : found),
    undefined,
  )
  if (best) {
    // Plans before it whose price nobody stated may cost less: the figure says so rather than hide them.
    const before = tool.plans.indexOf(best.cost.plan)
    const unknown = (plan: Plan) => plan.price.kind === 'quote' || plan.price.kind === 'unchecked' || plan.seats.capUnchecked
    const unpriced = candidates.filter((candidate) => tool.plans.indexOf(candidate.plan) < before && unknown(candidate.plan) && !('cannot' in seatsFor(candidate.plan, team)))
    const why = (plan: Plan) => (plan.price.kind === 'quote' ? 'custom quote' : plan.price.kind === 'unchecked' ? 'price not checked' : 'how many people it serves not checked')
    const cost = unpriced.length ? { ...best.cost, cheaperUnpriced: unpriced.map(({ plan }) => `${planInSentence(plan)}${saysItsPrice(plan) ? '' : ` (${why(plan)})`}`) } : best.cost
    const { plan: _, ...unsure } = best.candidate
    if (best.cost.plan.price.kind === 'priced' && best.cost.plan.price.floor) return { status: 'from-price', cost, ...unsure }
    return unsure.unchecked.length ? { status: 'needs-unchecked', cost, ...unsure } : { status: 'known', cost }
  }
  if (firstUnpriced) {
    const { candidate, status } = firstUnpriced
    return { status, label: planLabel(candidate.plan), ...candidate }
  }
  return { status: 'none', why: `No plan serves ${people(team)}: ${reasons.join('; ')}` }
}

/**
 * Tools by what a team would pay: known yearly cost first, cheapest first; then, each saying why, the figures that
 * rest on something not checked or on a quote, those whose every need is checked before those that may lack one.
 */
export function byTeamCost<T extends { cost: TeamCost }>(rows: readonly T[]): T[] {
  const total = (cost: TeamCost) => ('cost' in cost ? cost.cost.yearly.total : Infinity)
  return [...rows].sort((a, b) => restsOn(a.cost) - restsOn(b.cost) || STATUS_ORDER[a.cost.status] - STATUS_ORDER[b.cost.status] || total(a.cost) - total(b.cost))
}

/** The needs a plan may lack, in words: "CRM sync not checked; Automations on some plans or at extra cost". */
export function unsureText({ unchecked, limited = [] }: Unsure): string {
  const notChecked = unchecked.filter((label) => !limited.includes(label))
  return [notChecked.length ? `${notChecked.join(', ')} not checked` : '', limited.length ? `${limited.join(', ')} on some plans or at extra cost` : ''].filter(Boolean).join('; ')
}

/** A team cost in one sentence, as the builder's text and the chart's alternative read it. */
export function costSentence(name: string, cost: TeamCost, team: number): string {
  // Past the name and its colon a plan is called as a sentence calls it mid-way: "on the $8 per user plan", "on the free plan".
  // Needs nobody checked on the plan a sentence names are said with it, whatever else it says, as the table says them.
  const unchecked = cost.status !== 'none' && cost.status !== 'known' && cost.unchecked.length ? `; ${unsureText(cost)}` : ''
  switch (cost.status) {
    case 'known':
      // A cheaper plan whose price is a quote or not checked is said with the figure, as the table says it under it.
      return `${name}: ${money(cost.cost.yearly.total, cost.cost.yearly.currency)} a year for ${people(team)} on ${planInSentence(cost.cost.plan)}${cost.cost.cheaperUnpriced ? `; it may cost less on ${andList(cost.cost.cheaperUnpriced)}` : ''}`
    case 'needs-unchecked':
      return `${name}: ${money(cost.cost.yearly.total, cost.cost.yearly.currency)} a year for ${people(team)} on ${planInSentence(cost.cost.plan)}, but ${unsureText(cost)}`
    case 'from-price':
      return `${name}: from ${money(cost.cost.yearly.total, cost.cost.yearly.currency)} a year on ${planInSentence(cost.cost.plan)}; the final price is quoted${unchecked}`
    case 'quote':
      // A plan without a name is called by how it is priced ("A plan priced by quote"): said once, not twice.
      return `${name}: custom quote${cost.plan.name ? ` (${cost.label})` : ''}${unchecked}`
    case 'price-unchecked':
      return `${name}: the price${saysItsPrice(cost.plan) ? '' : ` of ${planInSentence(cost.plan)}`} was not checked${unchecked}`
    case 'cap-unchecked':
      return `${name}: how many people ${planInSentence(cost.plan)} serves was not checked${unchecked}`
    case 'usage':
      return `${name}: ${planInSentence(cost.plan)} is priced by usage, not by team size${unchecked}`
    case 'none':
      return `${name}: ${cost.why}`
  }
}
