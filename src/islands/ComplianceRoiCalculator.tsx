import { complianceChart } from '../calculators/charts'
import { complianceCalculator, type ComplianceResults } from '../calculators/compliance-roi'
import { formatCount, formatMoney, formatPercentBeside } from '../calculators/format'
import { Calculator } from './parts/calculator/Calculator'
import { Notice } from './parts/calculator/Notice'
import { ResultStat } from './parts/calculator/ResultStat'
import { CALCULATOR } from './parts/island-module'

function ComplianceResultsView({ results }: { results: ComplianceResults }) {
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2">
        <ResultStat label="Value of hours saved per year" value={formatMoney(results.laborSavings)} />
        <ResultStat label="Total benefit per year" value={formatMoney(results.annualBenefit)} detail="Hours saved plus auditor fees saved" />
        <ResultStat label="Net benefit per year" value={formatMoney(results.netBenefit)} />
        <ResultStat label="ROI" value={formatPercentBeside(results.roi, [0])} detail={`${results.paybackMonths > 12 ? "Savings match a year's cost in" : 'Pays for itself in'} ${formatCount(results.paybackMonths, 'month')}`} />
      </dl>
      {results.isWorthIt ? (
        <Notice tone="success" title="Worth the Investment">
          What the tool saves in preparation time and audit fees is more than it costs each year.
        </Notice>
      ) : (
        <Notice tone="warning" title="May Not Be Worth It">
          At these numbers the tool costs more each year than it saves. Check the hours it really saves before you commit.
        </Notice>
      )}
    </>
  )
}

/** The compliance automation ROI calculator. */
export default function ComplianceRoiCalculator() {
  return <Calculator definition={complianceCalculator} chart={(_, results) => complianceChart(results)} renderResults={(results) => <ComplianceResultsView results={results} />} />
}

export const { wake, embed, label } = CALCULATOR
