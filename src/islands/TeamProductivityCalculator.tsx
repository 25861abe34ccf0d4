import { teamChart } from '../calculators/charts'
import { formatCount, formatMoney } from '../calculators/format'
import { teamCalculator, teamWorkDays, type TeamResults } from '../calculators/team-productivity'
import { Calculator } from './parts/calculator/Calculator'
import { ResultStat } from './parts/calculator/ResultStat'
import { CALCULATOR } from './parts/island-module'

function TeamResultsView({ results }: { results: TeamResults }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <ResultStat label="Hours saved per week" value={formatCount(results.weeklyHours, 'hour')} detail={formatMoney(results.weeklySavings)} />
      <ResultStat label="Hours saved per month" value={formatCount(results.monthlyHours, 'hour')} detail={formatMoney(results.monthlySavings)} />
      <ResultStat label="Hours saved per year" value={formatCount(results.annualHours, 'hour')} detail={formatCount(teamWorkDays(results.annualHours), 'eight-hour working day')} />
      <ResultStat label="Value saved per year" value={formatMoney(results.annualSavings)} />
    </dl>
  )
}

/** The team productivity calculator: inputs, results and the share link; the math is in src/calculators/. */
export default function TeamProductivityCalculator() {
  return <Calculator definition={teamCalculator} chart={(_, results) => teamChart(results)} renderResults={(results) => <TeamResultsView results={results} />} />
}

export const { wake, embed, label } = CALCULATOR
