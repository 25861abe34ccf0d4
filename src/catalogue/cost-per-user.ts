import { planInSentence, planLabel, priceInWords, PEOPLE_UNITS, type Plan, type StatedPrice } from './plans'
import { seatsFor } from './team-cost'
import { priceText } from '../shared/prices'
import { count, numberText, people } from '../shared/thousands'

/**
 * A plan's price as a cost per user per month, the one figure the tool cost
 * calculator takes (its cost field). Pure, so the calculator and the tests
 * read a plan alike. The field multiplies by the team size, so only a price
 * paid once per person is per user as it stands; anything else is worked out
 * for the team, in words, or refused with the reason, never passed off:
 * - per user or seat: the headline price (annual billing's monthly price
 *   where the vendor gives it, saying so and what monthly billing costs; a
 *   yearly price counts a twelfth);
 * - a seat minimum or a bundle bills more seats than the team has: what the
 *   team pays, shared among it;
 * - a flat or per-account price, or a base fee plus a price per person
 *   (Gusto): what the team pays a month, shared among it (so it needs the
 *   team size, and changes with it);
 * - a team size that is not a whole number: refused, a plan sells whole
 *   seats (the calculator's own formula may still take it);
 * - free: refused, the calculator needs a cost above $0;
 * - a custom quote, a price nobody checked, a usage price or another
 *   currency: refused, saying why; never $0.
 */

/** The field a plan's price fills: its currency, bounds and label. */
export interface PerUserField {
  currency: string
  min: number
  max: number
  label: string
}

/** A plan's price as a cost per user per month, or why it cannot be one. */
export type CostPerUser =
  | {
      status: 'filled'
      /** Per user per month, rounded to the cent. */
      amount: number
      /** The amount as the field shows it: "10.99", "10", "2.60". */
      text: string
      /** The plan, named: "Asana's Starter plan", "the Canva Pro plan". */
      plan: string
      /** The plan's price as the vendor states it: "$10.99 per user per month billed annually". */
      price: string
      /** How the amount comes from the price where it is not the price itself: "$13 a month ÷ 5 people = $2.60 per user". */
      working?: string
      /** What else to know: the billing used, a starting price, whom alone it serves. */
      notes: string[]
      /** When the price was checked, YYYY-MM-DD. */
      checked: string
      /** The team size it was worked out for, where it depends on it. */
      team?: number
    }
  | { status: 'refused'; plan: string; why: string }

const CURRENCY_NAMES: Record<string, string> = { USD: 'US dollars', EUR: 'euros', GBP: 'pounds sterling' }

/**
 * A plan as a sentence calls it past its start: "Asana's Starter plan",
 * "Vanta's plan priced by quote", "Notion's $10 per user plan", never a name
 * we made up; a name that starts with the tool's is not given the tool's
 * again ("the Canva Pro plan", not "Canva's Canva Pro plan").
 */
export function planPhrase(tool: string, plan: Plan): string {
  if (plan.name) {
    const planWord = /\bplan$/i.test(plan.name) ? '' : ' plan'
    const startsWithTool = plan.name.toLowerCase() === tool.toLowerCase() || plan.name.toLowerCase().startsWith(`${tool.toLowerCase()} `)
    return startsWithTool ? `the ${plan.name}${planWord}` : `${tool}'s ${plan.name}${planWord}`
  }
  if (plan.price.kind === 'unchecked' && !plan.seats.max) return `${tool}'s unnamed plan`
  return `${tool}'s ${planInSentence(plan).replace(/^(the|a) /, '')}`
}

/** A plan phrase at the start of a sentence: "The Canva Pro plan costs …" (a tool's own name, "monday.com", is kept as written). */
const atStart = (phrase: string) => phrase.replace(/^the /, 'The ')

const roundCents = (amount: number) => Math.round(amount * 100) / 100
/** How the field shows an amount: whole dollars plain, else both cents ("2.60"). */
export const fieldText = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2))

/** A month of a plan's price for so many seats, billed one way, with its working in words. */
function monthFor(price: StatedPrice, amount: number, seats: number, team: number): { perUser: number; working: string } {
  const money = (value: number) => priceText({ amount: value, currency: price.currency })
  const perPerson = PEOPLE_UNITS.includes(price.per)
  const each = perPerson ? amount * seats : amount
  const bill = (price.base ?? 0) + each
  const months = price.period === 'year' ? 12 : 1
  const perUser = roundCents(bill / months / team)
  const billWords =
    price.base !== undefined
      ? `(${money(price.base)} + ${perPerson ? `${count(seats)} × ${money(amount)}` : money(amount)})`
      : perPerson
        ? `${count(seats)} ${seats === 1 ? 'seat' : 'seats'} × ${money(amount)}`
        : money(amount)
  const period = price.period === 'year' ? ' a year ÷ 12 months' : ' a month'
  const exact = Math.abs(perUser - bill / months / team) < 1e-9
  return { perUser, working: `${billWords}${period} ÷ ${people(team)} = ${exact ? '' : 'about '}${money(perUser)} per user per month` }
}

/**
 * A plan's price as a cost per user per month, for a team of `team` people
 * (undefined when the calculator's team size is not a usable number), to
 * fill `field`.
 */
export function costPerUser(tool: string, plan: Plan, team: number | undefined, field: PerUserField): CostPerUser {
  const named = planPhrase(tool, plan)
  const namedAtStart = atStart(named)
  const refuse = (why: string): CostPerUser => ({ status: 'refused', plan: named, why })
  // Seats are sold whole: 3 seats for 2.5 people, or a base fee plus 2.5 people's price, is no plan's price.
  if (team !== undefined && !Number.isInteger(team)) {
    return refuse(`A plan's price is worked out for a whole number of people; the team size is ${numberText(team)}. Enter a whole number of people to start from a plan's price.`)
  }
  const { price } = plan
  const fieldMoney = (amount: number) => priceText({ amount, currency: field.currency })
  const enter = `enter it as the ${field.label.toLowerCase()}`
  if (price.kind === 'free') {
    return refuse(`${namedAtStart} ${plan.name ? 'is free' : 'costs nothing'}. This calculator weighs what a tool costs against the time it saves and needs a cost of at least ${fieldMoney(field.min)} per user per month, so a free plan cannot fill it.`)
  }
  // A plan without a name is called by how it is priced ("plan priced by quote"): "the price of the plan priced by quote is a custom quote" says it twice.
  const quoted = plan.name ? `The price of ${named}` : `${tool}'s price`
  if (price.kind === 'quote') return refuse(`${quoted} is a custom quote, given only on request, so there is no price to fill in (never $0). Ask ${tool} for a quote, then ${enter}.`)
  if (price.kind === 'unchecked') return refuse(`We have not checked the price of ${named}, so there is no price to fill in. See ${tool}'s own pricing page, then ${enter}.`)
  if (plan.seats.capUnchecked) return refuse(`${namedAtStart} serves a number of people nobody checked, so we cannot say it serves your team. See ${tool}'s own pricing page, then ${enter}.`)
  if (price.per === 'usage') return refuse(`${namedAtStart} is priced by usage (${priceInWords(price)}), not per user per month, so it cannot fill a cost per user.`)
  if (price.currency !== field.currency) {
    return refuse(`${namedAtStart} is priced in ${CURRENCY_NAMES[price.currency] ?? price.currency}, and this calculator counts in ${CURRENCY_NAMES[field.currency] ?? field.currency}; we do not convert currencies.`)
  }

  const perPerson = PEOPLE_UNITS.includes(price.per)
  const stated = priceInWords(price)
  // Who the plan serves is said beside the figure, not a reason to refuse it: the visitor knows whom their team is.
  const anyone: Plan = { ...plan, only: undefined }
  const hasSeatRules = Object.keys(plan.seats).length > 0
  const byTeam = price.base !== undefined || !perPerson || hasSeatRules
  if (team === undefined && (price.base !== undefined || !perPerson)) {
    return refuse(`${namedAtStart} costs ${stated}, not a price per user, so its cost per user depends on the team size: enter a team size of at least 1 person first.`)
  }
  const bought = team === undefined ? { seats: 0 } : seatsFor(anyone, team, namedAtStart)
  if ('cannot' in bought) return refuse(`${bought.cannot}, so it cannot serve a team of ${count(team!)}.`)

  const headline = price.annual ?? price.amount ?? price.monthly!
  // A price per person for exactly the team (or a team not yet known) is per user as it stands; else what the team pays, shared among it.
  const plain = perPerson && price.base === undefined && (team === undefined || bought.seats === team)
  const work = (amount: number) =>
    plain
      ? { perUser: roundCents(price.period === 'year' ? amount / 12 : amount), working: price.period === 'year' ? `${fieldMoney(amount)} a year ÷ 12 months = ${fieldMoney(roundCents(amount / 12))} per user per month` : undefined }
      : monthFor(price, amount, bought.seats, team!)
  const { perUser, working } = work(headline)

  const notes: string[] = []
  // The stated price already says "billed annually"; where monthly billing is offered too, say which one the figure is.
  if (price.annual !== undefined && price.monthly !== undefined) {
    notes.push(`We used the price with annual billing; billed monthly it comes to ${fieldMoney(work(price.monthly).perUser)} per user per month.`)
  }
  if ('why' in bought && bought.why) notes.push(`${plan.name ?? planLabel(plan)} bills ${count(bought.seats)} seats for ${people(team!)} (${bought.why}).`)
  if (price.floor) notes.push(`${fieldMoney(headline)} is where its price starts; the final price is by quote and may be higher.`)
  if (plan.only) notes.push(`It serves only ${plan.only}.`)

  if (perUser < field.min || perUser > field.max) {
    const bound = perUser < field.min ? `at least ${fieldMoney(field.min)}` : `at most ${fieldMoney(field.max)}`
    return refuse(`${namedAtStart} comes to ${working ?? `${fieldMoney(perUser)} per user per month`}, and the ${field.label.toLowerCase()} must be ${bound}.`)
  }
  return {
    status: 'filled',
    amount: perUser,
    text: fieldText(perUser),
    plan: named,
    price: stated,
    ...(working ? { working } : {}),
    notes,
    checked: plan.checked,
    ...(byTeam && team !== undefined ? { team } : {}),
  }
}
