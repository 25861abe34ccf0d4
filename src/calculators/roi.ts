import { monthAndYear } from '../shared/dates'
import { formatCount } from './format'
import { INVALID_ROI_MESSAGE, withinBounds, type CalculatorDefinition, type CalculatorField } from './types'

export type RoiInput = 'investment' | 'benefits' | 'costs' | 'years'

export interface RoiResults {
  totalROI: number
  /** Compound annual return, in percent. */
  annualROI: number
  /** Months until the investment is repaid; null when the yearly net is not positive ("Never"). */
  paybackMonths: number | null
  netBenefit: number
  /** "March 2027", "Never", or "More than 100 years from now". */
  breakEvenPoint: string
}

/** A payback further away than this is reported as such rather than as a date. */
export const LONGEST_PAYBACK_MONTHS = 1200

export const roiFields: readonly CalculatorField<RoiInput>[] = [
  { name: 'investment', label: 'Initial investment', unit: 'USD', min: 1, max: 10_000_000_000, step: 1, defaultValue: 10_000 },
  { name: 'benefits', label: 'Benefits per year', unit: 'USD / year', min: 0, max: 10_000_000_000, step: 1, defaultValue: 15_000, positive: true },
  { name: 'costs', label: 'Running costs per year', unit: 'USD / year', min: 0, max: 10_000_000_000, step: 1, defaultValue: 2_000 },
  { name: 'years', label: 'Timeframe', unit: 'years', min: 1, max: 20, step: 1, defaultValue: 3 },
]

/** The month in which a payback of this many months from `today` falls, as "March 2027". */
export function breakEvenMonth(today: Date, paybackMonths: number): string {
  const whole = Math.floor(paybackMonths)
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + whole, today.getUTCDate()))
  date.setUTCDate(date.getUTCDate() + Math.round((paybackMonths - whole) * 30))
  return monthAndYear(date)
}

/**
 * Return on an investment over a number of years: the net benefit over
 * the investment, and the payback in months of net yearly benefit. The
 * annual ROI is the compound rate; where the investment is lost entirely
 * (the end value is zero or less) it is -100%, since no compound rate exists.
 */
export function calculateRoi({ investment, benefits, costs, years }: Record<RoiInput, number>, today: Date): RoiResults {
  const netYearly = benefits - costs
  const totalNet = netYearly * years
  const netBenefit = totalNet - investment
  const endValue = totalNet + investment
  const annualROI = endValue > 0 ? (Math.pow(endValue / investment, 1 / years) - 1) * 100 : -100
  const paybackMonths = netYearly > 0 ? investment / (netYearly / 12) : null
  const breakEvenPoint =
    paybackMonths === null ? 'Never' : paybackMonths > LONGEST_PAYBACK_MONTHS ? 'More than 100 years from now' : breakEvenMonth(today, paybackMonths)
  return { totalROI: (netBenefit / investment) * 100, annualROI, paybackMonths, netBenefit, breakEvenPoint }
}

/**
 * The colour band of an annual ROI: >= 20 green, >= 10 blue, > 0 yellow, else red. Judged on the figure as shown (to one
 * decimal place): 1.2 ** 1 - 1 is 0.19999999999999996, an ROI shown as "20%" that is green, not blue.
 */
export function roiBand(annualROI: number): 'green' | 'blue' | 'yellow' | 'red' {
  annualROI = Math.round(annualROI * 10) / 10
  if (annualROI >= 20) return 'green'
  if (annualROI >= 10) return 'blue'
  if (annualROI > 0) return 'yellow'
  return 'red'
}

/** "8 months" under a year, else "2.5 years"; "Never" when there is no payback. */
export function roiPaybackText(paybackMonths: number | null): string {
  if (paybackMonths === null) return 'Never'
  if (paybackMonths > LONGEST_PAYBACK_MONTHS) return 'More than 100 years'
  return paybackMonths < 12 ? formatCount(paybackMonths, 'month') : formatCount(paybackMonths / 12, 'year')
}

export const roiCalculator = (today: () => Date): CalculatorDefinition<RoiInput, RoiResults> => ({
  fields: roiFields,
  invalidMessage: INVALID_ROI_MESSAGE,
  isValid: (inputs) => withinBounds(roiFields, inputs),
  calculate: (inputs) => calculateRoi(inputs, today()),
})
