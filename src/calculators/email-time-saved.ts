import { INVALID_POSITIVE_MESSAGE, withinBounds, type CalculatorDefinition, type CalculatorField } from './types'

/** Working days in a month and months in a year, fixed for every visitor; a working day is 8 hours. */
export const WORKING_DAYS_PER_MONTH = 22
export const MONTHS_PER_YEAR = 12
export const HOURS_PER_WORK_DAY = 8

export type EmailInput = 'emails' | 'seconds' | 'rate'

export interface EmailResults {
  monthlyMinutes: number
  monthlyHours: number
  annualHours: number
  monthlySavings: number
  annualSavings: number
}

export const emailFields: readonly CalculatorField<EmailInput>[] = [
  { name: 'emails', label: 'Emails handled per working day', unit: 'emails', min: 1, max: 5000, step: 1, defaultValue: 50 },
  { name: 'seconds', label: 'Seconds saved per email', unit: 'seconds', min: 1, max: 3600, step: 1, defaultValue: 10 },
  { name: 'rate', label: 'Your hourly rate', unit: 'USD / hour', min: 1, max: 10000, step: 1, defaultValue: 50 },
]

/**
 * Time and money saved by handling each email faster:
 * monthly minutes = emails a day x seconds saved x 22 working days / 60.
 */
export function calculateEmailTimeSaved({ emails, seconds, rate }: Record<EmailInput, number>): EmailResults {
  const monthlyMinutes = (emails * seconds * WORKING_DAYS_PER_MONTH) / 60
  const monthlyHours = monthlyMinutes / 60
  const annualHours = monthlyHours * MONTHS_PER_YEAR
  return {
    monthlyMinutes,
    monthlyHours,
    annualHours,
    monthlySavings: monthlyHours * rate,
    annualSavings: annualHours * rate,
  }
}

/** Annual hours saved as eight-hour working days. */
export const workDays = (hours: number) => hours / HOURS_PER_WORK_DAY

export const emailCalculator: CalculatorDefinition<EmailInput, EmailResults> = {
  fields: emailFields,
  invalidMessage: INVALID_POSITIVE_MESSAGE,
  isValid: (inputs) => withinBounds(emailFields, inputs),
  calculate: calculateEmailTimeSaved,
}
