import { HOURS_PER_WORK_DAY, MONTHS_PER_YEAR } from './email-time-saved'
import { INVALID_POSITIVE_MESSAGE, withinBounds, type CalculatorDefinition, type CalculatorField } from './types'

/** Working days a week and weeks a month, fixed for every team (a month is 4.33 weeks on average). */
export const WORKING_DAYS_PER_WEEK = 5
export const WEEKS_PER_MONTH = 4.33

export type TeamInput = 'team' | 'time' | 'rate'

export interface TeamResults {
  weeklyHours: number
  monthlyHours: number
  annualHours: number
  weeklySavings: number
  monthlySavings: number
  annualSavings: number
}

export const teamFields: readonly CalculatorField<TeamInput>[] = [
  { name: 'team', label: 'Team size', unit: 'people', min: 1, max: 100_000, step: 1, defaultValue: 10 },
  { name: 'time', label: 'Minutes saved per person per working day', unit: 'minutes', min: 1, max: 480, step: 1, defaultValue: 30 },
  { name: 'rate', label: 'Average hourly rate', unit: 'USD / hour', min: 1, max: 10_000, step: 1, defaultValue: 65 },
]

/** Time and money a team saves: weekly hours = team x minutes / 60 x 5 working days. */
export function calculateTeamProductivity({ team, time, rate }: Record<TeamInput, number>): TeamResults {
  const weeklyHours = ((team * time) / 60) * WORKING_DAYS_PER_WEEK
  const monthlyHours = weeklyHours * WEEKS_PER_MONTH
  const annualHours = monthlyHours * MONTHS_PER_YEAR
  return {
    weeklyHours,
    monthlyHours,
    annualHours,
    weeklySavings: weeklyHours * rate,
    monthlySavings: monthlyHours * rate,
    annualSavings: annualHours * rate,
  }
}

/** Hours as eight-hour working days. */
export const teamWorkDays = (hours: number) => hours / HOURS_PER_WORK_DAY

export const teamCalculator: CalculatorDefinition<TeamInput, TeamResults> = {
  fields: teamFields,
  invalidMessage: INVALID_POSITIVE_MESSAGE,
  isValid: (inputs) => withinBounds(teamFields, inputs),
  calculate: calculateTeamProductivity,
}
