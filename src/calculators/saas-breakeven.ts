import { WORKING_DAYS_PER_MONTH } from './email-time-saved'
import { formatCount } from './format'
import { INVALID_POSITIVE_MESSAGE, withinBounds, type CalculatorDefinition, type CalculatorField } from './types'

/** Days counted in a month: months to break even x 30 gives the days shown. */
export const DAYS_PER_MONTH = 30
/** Past this many days the payback earns a warning. */
export const SLOW_PAYBACK_DAYS = 365

export type BreakevenInput = 'price' | 'time' | 'rate' | 'team'

export interface BreakevenResults {
  monthlyTimeSaved: number
  monthlySavings: number
  daysToBreakeven: number
  monthsToBreakeven: number
  annualROI: number
}

export const breakevenFields: readonly CalculatorField<BreakevenInput>[] = [
  { name: 'price', label: 'Tool price per month', unit: 'USD / month', min: 1, max: 1_000_000, step: 1, defaultValue: 99 },
  { name: 'time', label: 'Hours saved per person per working day', unit: 'hours', min: 0.1, max: 24, step: 0.1, defaultValue: 2 },
  { name: 'rate', label: 'Hourly rate', unit: 'USD / hour', min: 1, max: 10_000, step: 1, defaultValue: 50 },
  { name: 'team', label: 'People using the tool', unit: 'people', min: 1, max: 100_000, step: 1, defaultValue: 5 },
]

/**
 * How fast a subscription pays for itself: monthly hours saved = time x team
 * x 22 working days; months to breakeven = price / monthly savings.
 */
export function calculateBreakeven({ price, time, rate, team }: Record<BreakevenInput, number>): BreakevenResults {
  const monthlyTimeSaved = time * team * WORKING_DAYS_PER_MONTH
  const monthlySavings = monthlyTimeSaved * rate
  const monthsToBreakeven = price / monthlySavings
  return {
    monthlyTimeSaved,
    monthlySavings,
    daysToBreakeven: monthsToBreakeven * DAYS_PER_MONTH,
    monthsToBreakeven,
    annualROI: ((12 * monthlySavings - 12 * price) / (12 * price)) * 100,
  }
}

/** A payback under 30 days is shown in days ("12.5 days"), a longer one in months ("1.4 months"). */
export function paybackText({ daysToBreakeven, monthsToBreakeven }: Pick<BreakevenResults, 'daysToBreakeven' | 'monthsToBreakeven'>): string {
  return daysToBreakeven < DAYS_PER_MONTH ? formatCount(daysToBreakeven, 'day') : formatCount(monthsToBreakeven, 'month')
}

export const breakevenCalculator: CalculatorDefinition<BreakevenInput, BreakevenResults> = {
  fields: breakevenFields,
  invalidMessage: INVALID_POSITIVE_MESSAGE,
  isValid: (inputs) => withinBounds(breakevenFields, inputs),
  calculate: calculateBreakeven,
}
