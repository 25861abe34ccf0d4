import type { BreakevenInput, BreakevenResults } from './saas-breakeven'
import type { ComplianceResults } from './compliance-roi'
import type { EmailInput, EmailResults } from './email-time-saved'
import type { RoiInput, RoiResults } from './roi'
import type { TeamResults } from './team-productivity'
import type { ToolCostResults } from './tool-cost'
import { roiBand } from './roi'
import { paybackText } from './saas-breakeven'
import { formatCount, formatMoneyWhole, formatNumber } from './format'

/**
 * What each calculator's chart shows, made from the same results the
 * numbers come from. Pure data: src/islands/parts/calculator/ResultChart.tsx
 * draws it. Every chart has a sentence that states its point (the text
 * alternative) and a table of the numbers behind it.
 */

/** A line's colour: an ROI band (as the results use), or cost against savings. Never the only clue: lines are also named and dashed or solid. */
export type Tone = ReturnType<typeof roiBand> | 'cost' | 'savings'

export interface LineSeries {
  label: string
  /** [x, y] in order of x; two points at one x draw a step. */
  points: readonly (readonly [number, number])[]
  tone: Tone
  dashed?: boolean
}

export interface Table {
  head: string[]
  rows: string[][]
}

export interface LineChart {
  kind: 'line'
  title: string
  /** The x axis: its name, its ticks and how a tick reads. */
  x: { label: string; ticks: number[]; tick: (x: number) => string }
  series: LineSeries[]
  /** The point where the lines cross or the line crosses zero, marked on the chart. */
  crossing?: { x: number; y: number; label: string }
  summary: string
  table: Table
}

export interface BarGroup {
  title: string
  /** How values read: money or hours. */
  unit: 'money' | 'hours'
  bars: { label: string; value: number }[]
}

export interface BarChart {
  kind: 'bars'
  title: string
  /** Room for the bars' labels, in the chart's units (320 wide); default: enough for "Month". */
  labelWidth?: number
  groups: BarGroup[]
  summary: string
  table: Table
}

export type Chart = LineChart | BarChart

const money = formatMoneyWhole
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
/** The month a payback of this many months falls in (8.2 months: month 9). */
const paybackMonth = (months: number) => Math.max(1, Math.ceil(months - 1e-9))
const monthTick = (month: number) => String(month)

/**
 * A net position that starts at minus an amount and gains the same each
 * period: the ROI calculators' picture. `periods` ticks of `per` months each.
 */
function netPositionChart(options: {
  title: string
  start: number
  gainPerMonth: number
  months: number
  tickEvery: number
  xLabel: string
  tick: (x: number) => string
  tone: Tone
  paybackMonths: number | null
  horizon: string
}): LineChart {
  const { start, gainPerMonth, months, tickEvery } = options
  const whole = range(0, Math.floor(months / tickEvery + 1e-9)).map((i) => i * tickEvery)
  // A timeframe of 2.5 years ends at its own point, not at year 2: the summary's figure is the last point's.
  const ticks = whole[whole.length - 1]! < months - 1e-9 ? [...whole, months] : whole
  const at = (month: number) => -start + gainPerMonth * month
  const end = at(months)
  const crossingMonth = options.paybackMonths
  const within = crossingMonth !== null && crossingMonth <= months
  const standing = `${options.horizon} you are ${money(Math.abs(end))} ${end >= 0 ? 'ahead' : 'behind'}`
  const summary =
    crossingMonth === null
      ? `Never pays back: ${standing}.`
      : within
        ? `Pays back in month ${paybackMonth(crossingMonth)}; ${standing}.`
        : `Pays back in month ${formatNumber(paybackMonth(crossingMonth))}, later than the chart shows; ${standing}.`
  return {
    kind: 'line',
    title: options.title,
    x: { label: options.xLabel, ticks, tick: options.tick },
    series: [{ label: 'Net position', points: ticks.map((month) => [month, at(month)] as const), tone: options.tone }],
    crossing: within && crossingMonth !== null ? { x: crossingMonth, y: 0, label: `Month ${paybackMonth(crossingMonth)}` } : undefined,
    summary,
    table: { head: [options.xLabel, 'Net position'], rows: ticks.map((month) => [options.tick(month), money(at(month))]) },
  }
}

/** ROI: the cumulative net position year by year, from minus the investment, crossing zero at payback. */
export function roiChart(inputs: Record<RoiInput, number>, results: RoiResults): LineChart {
  const years = inputs.years
  return netPositionChart({
    title: 'Your net position, year by year',
    start: inputs.investment,
    gainPerMonth: (inputs.benefits - inputs.costs) / 12,
    months: years * 12,
    tickEvery: 12,
    xLabel: 'Year',
    tick: (month) => String(month / 12),
    tone: roiBand(results.annualROI),
    paybackMonths: results.paybackMonths,
    horizon: `after ${formatCount(years, 'year')}`,
  })
}

/** Compliance automation: the year's net position month by month, from minus the tool's yearly cost. */
export function complianceChart(results: ComplianceResults): LineChart {
  return netPositionChart({
    title: 'Your net position over the first year',
    start: results.annualBenefit - results.netBenefit,
    gainPerMonth: results.annualBenefit / 12,
    months: 12,
    tickEvery: 1,
    xLabel: 'Month',
    tick: monthTick,
    tone: roiBand(results.roi),
    paybackMonths: Number.isFinite(results.paybackMonths) ? results.paybackMonths : null,
    horizon: 'after a year',
  })
}

/**
 * Cumulative cost against cumulative savings by month over the first year.
 * The cost is paid at the start of each period (a month's price, or a
 * year's), so it rises in steps; savings build up day by day. Where the
 * payment period is a month or a year, the first crossing, if there is one,
 * falls within the first period: the calculator's payback.
 */
function costAgainstSavings(options: { payment: number; periodMonths: number; savingsPerMonth: number; paybackMonths: number; covered: string; notCovered: string }): LineChart {
  const { payment, periodMonths, savingsPerMonth } = options
  const months = range(0, 12)
  const paid = (month: number) => payment * (Math.floor(month / periodMonths) + 1)
  const cost: [number, number][] = []
  for (const month of months) {
    if (month > 0 && month % periodMonths === 0 && month < 12) cost.push([month, paid(month - 1)])
    cost.push([month, month === 12 ? paid(11) : paid(month)])
  }
  const crossing = options.paybackMonths <= periodMonths ? { x: options.paybackMonths, y: savingsPerMonth * options.paybackMonths, label: 'Break-even' } : undefined
  const saved = savingsPerMonth * 12
  return {
    kind: 'line',
    title: 'What you pay against what you save, first year',
    x: { label: 'Month', ticks: months, tick: monthTick },
    series: [
      { label: 'Paid for the tool', points: cost, tone: 'cost', dashed: true },
      { label: 'Saved', points: months.map((month) => [month, savingsPerMonth * month] as const), tone: 'savings' },
    ],
    crossing,
    summary: `${crossing ? options.covered : options.notCovered} After 12 months you have saved ${money(saved)} and paid ${money(paid(11))}.`,
    table: { head: ['Month', 'Paid', 'Saved'], rows: months.map((month) => [monthTick(month), money(month === 12 ? paid(11) : paid(month)), money(savingsPerMonth * month)]) },
  }
}

/** SaaS breakeven: a monthly price against the value of the hours saved. */
export function breakevenChart(inputs: Record<BreakevenInput, number>, results: BreakevenResults): LineChart {
  return costAgainstSavings({
    payment: inputs.price,
    periodMonths: 1,
    savingsPerMonth: results.monthlySavings,
    paybackMonths: results.monthsToBreakeven,
    covered: `Savings cover the month's price after ${paybackText(results)}.`,
    notCovered: `A month's savings (${money(results.monthlySavings)}) never cover the month's price (${money(inputs.price)}).`,
  })
}

/** Tool cost: a year's seats, paid up front, against the value of the minutes saved. */
export function toolCostChart(results: ToolCostResults): LineChart {
  return costAgainstSavings({
    payment: results.annualCost,
    periodMonths: 12,
    savingsPerMonth: results.monthlySavings,
    paybackMonths: results.paybackMonths,
    covered: `Savings cover the year's cost in month ${paybackMonth(results.paybackMonths)}.`,
    notCovered: `A year's savings do not cover the year's cost: at this rate that takes ${formatCount(results.paybackMonths, 'month')}.`,
  })
}

const hoursAndMoney = (periods: { label: string; hours: number; money: number }[], summary: string): BarChart => ({
  kind: 'bars',
  title: 'Time and money saved',
  groups: [
    { title: 'Hours saved', unit: 'hours', bars: periods.map(({ label, hours }) => ({ label, value: hours })) },
    { title: 'Money saved', unit: 'money', bars: periods.map(({ label, money: value }) => ({ label, value })) },
  ],
  summary,
  table: { head: ['Per', 'Hours', 'Money'], rows: periods.map(({ label, hours, money: value }) => [label, formatNumber(hours), money(value)]) },
})

/** Team productivity: hours and money per week, month and year. */
export function teamChart(results: TeamResults): BarChart {
  return hoursAndMoney(
    [
      { label: 'Week', hours: results.weeklyHours, money: results.weeklySavings },
      { label: 'Month', hours: results.monthlyHours, money: results.monthlySavings },
      { label: 'Year', hours: results.annualHours, money: results.annualSavings },
    ],
    `Your team saves ${formatCount(results.annualHours, 'hour')} a year, worth ${money(results.annualSavings)}: ${formatCount(results.weeklyHours, 'hour')} a week.`,
  )
}

/** Email time saved: hours and money per week (five working days), month and year. */
export function emailChart(inputs: Record<EmailInput, number>, results: EmailResults): BarChart {
  const weeklyHours = (inputs.emails * inputs.seconds * 5) / 3600
  return hoursAndMoney(
    [
      { label: 'Week', hours: weeklyHours, money: weeklyHours * inputs.rate },
      { label: 'Month', hours: results.monthlyHours, money: results.monthlySavings },
      { label: 'Year', hours: results.annualHours, money: results.annualSavings },
    ],
    `You save ${formatCount(results.annualHours, 'hour')} a year, worth ${money(results.annualSavings)}: ${formatCount(weeklyHours, 'hour')} a week.`,
  )
}
