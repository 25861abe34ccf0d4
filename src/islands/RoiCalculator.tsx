import { roiChart } from '../calculators/charts'
import { formatMoney, formatPercent, formatPercentBeside } from '../calculators/format'
import { roiBand, roiCalculator, roiPaybackText, type RoiResults } from '../calculators/roi'
import { sideOf } from '../calculators/side-of'
import { Calculator } from './parts/calculator/Calculator'
import { Notice } from './parts/calculator/Notice'
import { ResultStat } from './parts/calculator/ResultStat'
import { CALCULATOR } from './parts/island-module'

/** The annual ROI's band in words and colour (colour alone would leave some readers out). */
const BAND = {
  green: { label: 'Strong', className: 'text-emerald-700' },
  blue: { label: 'Good', className: 'text-blue-700' },
  yellow: { label: 'Modest', className: 'text-amber-800' },
  red: { label: 'Negative', className: 'text-red-700' },
} as const

const definition = roiCalculator(() => new Date())

function RoiResultsView({ results }: { results: RoiResults }) {
  const band = BAND[roiBand(results.annualROI)]
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2">
        <ResultStat label="Total ROI" value={formatPercentBeside(results.totalROI, [0, 100])} />
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="text-sm text-slate-600">Annual ROI (compound)</dt>
          <dd className={`mt-1 text-2xl font-bold tabular-nums ${band.className}`}>{formatPercent(results.annualROI)}</dd>
          <dd className={`mt-1 text-xs font-semibold ${band.className}`}>{band.label}</dd>
        </div>
        <ResultStat label="Net benefit" value={formatMoney(results.netBenefit)} />
        <ResultStat label="Payback period" value={roiPaybackText(results.paybackMonths)} detail={`Break-even: ${results.breakEvenPoint}`} />
      </dl>
      {sideOf(results.totalROI, 0) < 0 && (
        <Notice tone="warning" title="Negative ROI">
          Over this timeframe the investment returns less than it costs. Lower the costs, raise the benefits or allow more time before you commit.
        </Notice>
      )}
      {sideOf(results.totalROI, 100) > 0 && (
        <Notice tone="success" title="Excellent ROI">
          The investment more than doubles its value over the timeframe.
        </Notice>
      )}
    </>
  )
}

/** The ROI calculator: inputs, results and the share link; the math is in src/calculators/. */
export default function RoiCalculator() {
  return <Calculator definition={definition} chart={roiChart} renderResults={(results) => <RoiResultsView results={results} />} />
}

export const { wake, embed, label } = CALCULATOR
