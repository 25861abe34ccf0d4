import { breakevenChart } from '../calculators/charts'
import { formatCount, formatMoney, formatPercent } from '../calculators/format'
import { breakevenCalculator, paybackText, SLOW_PAYBACK_DAYS, type BreakevenResults } from '../calculators/saas-breakeven'
import { Calculator } from './parts/calculator/Calculator'
import { Notice } from './parts/calculator/Notice'
import { ResultStat } from './parts/calculator/ResultStat'
import { CALCULATOR } from './parts/island-module'

function BreakevenResultsView({ results }: { results: BreakevenResults }) {
  // The price comes every month: past one month, a month's savings are less than it, and the figure is how long the
  // savings take to match one month's price, not a payback (the chart says it never is).
  const neverPaysBack = results.monthsToBreakeven > 1
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2">
        <ResultStat label={neverPaysBack ? "Savings match one month's price in" : 'Pays for itself in'} value={paybackText(results)} />
        <ResultStat label="Annual ROI" value={formatPercent(results.annualROI)} />
        <ResultStat label="Hours saved per month" value={formatCount(results.monthlyTimeSaved, 'hour')} />
        <ResultStat label="Value saved per month" value={formatMoney(results.monthlySavings)} />
      </dl>
      {results.daysToBreakeven > SLOW_PAYBACK_DAYS && (
        <Notice tone="warning" title="Slow payback">
          At these numbers a month&apos;s savings are less than a month&apos;s price: the tool costs more than it saves. Check the time it really saves before you commit.
        </Notice>
      )}
    </>
  )
}

/** The SaaS breakeven calculator: inputs, results and the share link; the math is in src/calculators/. */
export default function SaasBreakevenCalculator() {
  return <Calculator definition={breakevenCalculator} chart={breakevenChart} renderResults={(results) => <BreakevenResultsView results={results} />} />
}

export const { wake, embed, label } = CALCULATOR
