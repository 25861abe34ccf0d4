import { unsureText, type TeamCost } from './team-cost'
import { andList } from '../shared/and-list'
import { priceText } from '../shared/prices'
import { count } from '../shared/thousands'

/**
 * What the builder's chart of team costs shows: a bar for each tool whose
 * figure is a cost (the cheapest plan with every need, each need checked),
 * and a sentence, its text alternative, that says which costs least and
 * most and names every tool left out of the bars and why. A figure that
 * rests on a feature nobody checked, or on a starting price, is not drawn
 * beside the others as if it were the same kind of figure.
 */

export interface TeamCostBar {
  name: string
  total: number
  currency: string
}

export interface TeamCostChart {
  bars: TeamCostBar[]
  summary: string
}

/** A yearly figure (a bar, or a team cost's year) as a price: "$1,308". */
export const yearMoney = (figure: { total: number; currency: string }) => priceText({ amount: figure.total, currency: figure.currency })

/** Why a tool has no bar, in a few words (its row in the table says more); a figure resting on needs not checked names them. */
const LEFT_OUT: Partial<Record<TeamCost['status'], string>> = {
  'from-price': 'a starting price',
  quote: 'a custom quote',
  'price-unchecked': 'price not checked',
  'cap-unchecked': 'how many people it serves not checked',
  usage: 'priced by usage',
  none: 'no plan fits',
}

/** The chart of a team's yearly costs, or undefined when no tool has a figure to draw. */
export function teamCostChart(rows: readonly { name: string; cost: TeamCost }[], team: number): TeamCostChart | undefined {
  const bars = rows.flatMap(({ name, cost }) => (cost.status === 'known' ? [{ name, total: cost.cost.yearly.total, currency: cost.cost.yearly.currency }] : []))
  if (bars.length === 0) return undefined
  const leftOut = rows.flatMap(({ name, cost }) => {
    const because = cost.status === 'needs-unchecked' ? unsureText(cost) : LEFT_OUT[cost.status]
    return because ? [`${name} (${because})`] : []
  })
  const totals = bars.map((bar) => bar.total)
  const least = Math.min(...totals)
  const most = Math.max(...totals)
  const cheapest = bars.filter((bar) => bar.total === least)
  const dearest = bars.filter((bar) => bar.total === most)
  const names = (some: TeamCostBar[]) => andList(some.map((bar) => bar.name))
  const cost = (some: TeamCostBar[]) => (some.length === 1 ? 'costs' : 'cost')
  let summary: string
  if (bars.length === 1) summary = `${bars[0]!.name} would cost ${yearMoney(bars[0]!)} a year for a team of ${count(team)}.`
  else if (least === most) summary = `For a team of ${count(team)}, ${names(bars)} cost the same, ${yearMoney(bars[0]!)} a year.`
  else summary = `For a team of ${count(team)}, ${names(cheapest)} ${cost(cheapest)} least, ${yearMoney(cheapest[0]!)} a year, and ${names(dearest)} most, ${yearMoney(dearest[0]!)}.`
  // A bar for the cheapest plan whose price is known, where a plan listed before it has none: said, not hidden.
  const mayCostLess = rows.flatMap(({ name, cost }) => (cost.status === 'known' && cost.cost.cheaperUnpriced ? [`${name} on ${andList(cost.cost.cheaperUnpriced)}`] : []))
  if (mayCostLess.length > 0) summary += ` May cost less: ${andList(mayCostLess)}.`
  if (leftOut.length > 0) summary += ` Not in the chart: ${andList(leftOut)}.`
  return { bars, summary }
}
