import { emailChart } from '../calculators/charts'
import { emailCalculator, workDays, type EmailResults } from '../calculators/email-time-saved'
import { formatCount, formatMoney } from '../calculators/format'
import { Calculator } from './parts/calculator/Calculator'
import { ResultStat } from './parts/calculator/ResultStat'
import { CALCULATOR } from './parts/island-module'

function EmailResultsView({ results }: { results: EmailResults }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <ResultStat label="Time saved per month" value={formatCount(results.monthlyHours, 'hour')} detail={formatCount(results.monthlyMinutes, 'minute')} />
      <ResultStat label="Time saved per year" value={formatCount(results.annualHours, 'hour')} detail={formatCount(workDays(results.annualHours), 'eight-hour working day')} />
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
