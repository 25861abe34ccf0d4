import { sideOf } from './side-of'
import { withinBounds, INVALID_POSITIVE_MESSAGE, type CalculatorDefinition, type CalculatorField } from './types'

export type ComplianceInput = 'hours' | 'rate' | 'tool' | 'audit'

export interface ComplianceResults {
  /** Value of the audit-preparation hours saved in a year. */
  laborSavings: number
  /** Labour savings plus the reduction in auditor fees. */
  annualBenefit: number
  /** Annual benefit minus the tool's annual cost. */
  netBenefit: number
  /** Net benefit as a percentage of the tool's cost. */
  roi: number
  /** Months until the tool's yearly cost is earned back. */
  paybackMonths: number
  isWorthIt: boolean
}

export const complianceFields: readonly CalculatorField<ComplianceInput>[] = [
  { name: 'hours', label: 'Audit-preparation hours saved per year', unit: 'hours / year', min: 1, max: 100_000, step: 1, defaultValue: 300 },
  { name: 'rate', label: 'Hourly cost of the people preparing', unit: 'USD / hour', min: 1, max: 10_000, step: 1, defaultValue: 75 },
  { name: 'tool', label: 'Compliance tool cost per year', unit: 'USD / year', min: 1, max: 10_000_000, step: 1, defaultValue: 15_000 },
  { name: 'audit', label: 'Auditor fees saved per year', unit: 'USD / year', min: 0, max: 10_000_000, step: 1, defaultValue: 5_000 },
]

/**
 * What compliance automation returns in a year: the audit-preparation
 * hours it saves, valued at the team's hourly cost, plus any reduction in
 * auditor fees, against what the tool costs a year.
 */
export function calculateComplianceRoi({ hours, rate, tool, audit }: Record<ComplianceInput, number>): ComplianceResults {
  const laborSavings = hours * rate
  const annualBenefit = laborSavings + audit
  const netBenefit = annualBenefit - tool
  const roi = (netBenefit / tool) * 100
  const paybackMonths = tool / (annualBenefit / 12)
  return { laborSavings, annualBenefit, netBenefit, roi, paybackMonths, isWorthIt: sideOf(netBenefit, 0) > 0 }
}

export const complianceCalculator: CalculatorDefinition<ComplianceInput, ComplianceResults> = {
  fields: complianceFields,
  invalidMessage: INVALID_POSITIVE_MESSAGE,
  isValid: (inputs) => withinBounds(complianceFields, inputs),
  calculate: calculateComplianceRoi,
}
