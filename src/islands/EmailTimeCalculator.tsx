import { emailChart } from '../calculators/charts'
import { emailCalculator, workDays, type EmailResults } from '../calculators/email-time-saved'
import { formatMoney, formatNumber } from '../calculators/format'
import { Calculator } from './parts/calculator/Calculator'
import { ResultStat } from './parts/calculator/ResultStat'
import { CALCULATOR } from './parts/island-module'

function EmailResultsView({ results }: { results: EmailResults }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <ResultStat label="Time saved per month" value={`${formatNumber(results.monthlyHours)} hours`} detail={`${formatNumber(results.monthlyMinutes)} minutes`} />
      <ResultStat label="Time saved per year" value={`${formatNumber(results.annualHours)} hours`} detail={`${formatNumber(workDays(results.annualHours))} eight-hour working days`} />
      <ResultStat label="Value saved per month" value={formatMoney(results.monthlySavings)} />
      <ResultStat label="Value saved per year" value={formatMoney(results.annualSavings)} />
    </dl>
  )
}

/** The email time-saved calculator: inputs, results and the share link; the math is in src/calculators/. */
export default function EmailTimeCalculator() {
  return <Calculator definition={emailCalculator} chart={emailChart} renderResults={(results) => <EmailResultsView results={results} />} />
}

export const { wake, embed, label } = CALCULATOR
