import { formatMoney, formatNumber } from '../calculators/format'
import { teamCalculator, teamWorkDays, type TeamResults } from '../calculators/team-productivity'
import { Calculator } from './parts/calculator/Calculator'
import { ResultStat } from './parts/calculator/ResultStat'
import type { Embed, Wake } from './parts/island-module'

function TeamResultsView({ results }: { results: TeamResults }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <ResultStat label="Hours saved per week" value={`${formatNumber(results.weeklyHours)} hours`} detail={formatMoney(results.weeklySavings)} />
      <ResultStat label="Hours saved per month" value={`${formatNumber(results.monthlyHours)} hours`} detail={formatMoney(results.monthlySavings)} />
      <ResultStat label="Hours saved per year" value={`${formatNumber(results.annualHours)} hours`} detail={`${formatNumber(teamWorkDays(results.annualHours))} eight-hour working days`} />
      <ResultStat label="Value saved per year" value={formatMoney(results.annualSavings)} />
    </dl>
  )
}

/** The team productivity calculator: inputs, results and the share link; the math is in src/calculators/. */
export default function TeamProductivityCalculator() {
  return <Calculator definition={teamCalculator} renderResults={(results) => <TeamResultsView results={results} />} />
}

/** Calculators wake once the page is idle, just after its first paint; until then the server-rendered form submits its inputs as the URL parameters the island reads. */
export const wake: Wake = 'idle'
/** Writers embed it by name in a calculator page: <TeamProductivityCalculator />. */
export const embed: Embed = 'calculator'
