import { toolCostChart } from '../calculators/charts'
import { formatMoney, formatNumber, formatPercent } from '../calculators/format'
import { toolCostCalculator, type ToolCostResults } from '../calculators/tool-cost'
import { Calculator } from './parts/calculator/Calculator'
import { Notice } from './parts/calculator/Notice'
import { ResultStat } from './parts/calculator/ResultStat'
import { CALCULATOR } from './parts/island-module'

function ToolCostResultsView({ results }: { results: ToolCostResults }) {
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2">
        <ResultStat label="Cost per month" value={formatMoney(results.monthlyCost)} detail={`${formatMoney(results.annualCost)} a year`} />
        <ResultStat label="Value saved per month" value={formatMoney(results.monthlySavings)} detail={`${formatMoney(results.annualSavings)} a year`} />
        <ResultStat label="ROI" value={formatPercent(results.annualROI)} detail={`Monthly ROI ${formatPercent(results.monthlyROI)}`} />
        <ResultStat label="Pays for itself in" value={`${formatNumber(results.paybackMonths)} months`} />
      </dl>
      {results.isWorthIt ? (
        <Notice tone="success" title="Worth the Investment">
          The time it saves is worth more than it costs, and it pays for itself within a year.
        </Notice>
      ) : (
        <Notice tone="warning" title="May Not Be Worth It">
          At these numbers the time saved is worth less than the tool costs, or it takes more than a year to pay back.
        </Notice>
      )}
    </>
  )
}

/** The tool cost calculator: inputs, results and the share link; the math is in src/calculators/. */
export default function ToolCostCalculator() {
  return <Calculator definition={toolCostCalculator} chart={(_, results) => toolCostChart(results)} renderResults={(results) => <ToolCostResultsView results={results} />} />
}

export const { wake, embed, label } = CALCULATOR
