import { sideOf } from './side-of'
import { WORKING_DAYS_PER_MONTH } from './email-time-saved'
import { INVALID_POSITIVE_MESSAGE, withinBounds, type CalculatorDefinition, type CalculatorField } from './types'

export type ToolCostInput = 'cost' | 'team' | 'time' | 'rate'

export interface ToolCostResults {
  monthlyCost: number
  annualCost: number
  monthlySavings: number
  annualSavings: number
  monthlyROI: number
  annualROI: number
  paybackMonths: number
  isWorthIt: boolean
}

export const toolCostFields: readonly CalculatorField<ToolCostInput>[] = [
  { name: 'cost', label: 'Cost per user per month', unit: 'USD', min: 1, max: 100_000, step: 1, defaultValue: 100 },
  { name: 'team', label: 'Team size', unit: 'people', min: 1, max: 100_000, step: 1, defaultValue: 5 },
  { name: 'time', label: 'Minutes saved per user per working day', unit: 'minutes', min: 1, max: 480, step: 1, defaultValue: 60 },
  { name: 'rate', label: 'Hourly rate', unit: 'USD / hour', min: 1, max: 10_000, step: 1, defaultValue: 75 },
]

/**
 * Whether a per-seat tool pays for itself: monthly savings = team x minutes
 * / 60 x 22 working days x rate, against cost x team. Worth it when the
 * annual ROI is positive and it pays back within 12 months.
 */
export function calculateToolCost({ cost, team, time, rate }: Record<ToolCostInput, number>): ToolCostResults {
  const monthlyCost = cost * team
  const annualCost = 12 * monthlyCost
  const monthlySavings = ((team * time) / 60) * WORKING_DAYS_PER_MONTH * rate
  const annualSavings = 12 * monthlySavings
  const monthlyROI = ((monthlySavings - monthlyCost) / monthlyCost) * 100
  const annualROI = ((annualSavings - annualCost) / annualCost) * 100
  const paybackMonths = annualCost / monthlySavings
  return { monthlyCost, annualCost, monthlySavings, annualSavings, monthlyROI, annualROI, paybackMonths, isWorthIt: sideOf(annualROI, 0) > 0 && paybackMonths <= 12 }
}

export const toolCostCalculator: CalculatorDefinition<ToolCostInput, ToolCostResults> = {
  fields: toolCostFields,
  invalidMessage: INVALID_POSITIVE_MESSAGE,
  isValid: (inputs) => withinBounds(toolCostFields, inputs),
  calculate: calculateToolCost,
}
