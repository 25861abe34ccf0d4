import { Suspense, useId, useState } from 'react'
import type { PerUserField } from '../catalogue/cost-per-user'
import { toolCostChart } from '../calculators/charts'
import { formatCount, formatMoney, formatPercentBeside } from '../calculators/format'
import { fieldProblem } from '../calculators/link'
import { parseDecimal } from '../calculators/params'
import { toolCostCalculator, toolCostFields, type ToolCostResults } from '../calculators/tool-cost'
import { Calculator } from './parts/calculator/Calculator'
import { Notice } from './parts/calculator/Notice'
import { FillSource, StartFromToolButton, StartFromToolPanel, type PriceFill } from './parts/calculator/StartFromTool'
import { ResultStat } from './parts/calculator/ResultStat'
import { CALCULATOR } from './parts/island-module'

function ToolCostResultsView({ results }: { results: ToolCostResults }) {
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2">
        <ResultStat label="Cost per month" value={formatMoney(results.monthlyCost)} detail={`${formatMoney(results.annualCost)} a year`} />
        <ResultStat label="Value saved per month" value={formatMoney(results.monthlySavings)} detail={`${formatMoney(results.annualSavings)} a year`} />
        <ResultStat label="ROI" value={formatPercentBeside(results.annualROI, [0])} detail={`Monthly ROI ${formatPercentBeside(results.monthlyROI, [0])}`} />
        {/* The cost comes every year: past 12 months, a year's savings are less than a year's cost, and the figure is how long the savings take to match one year's, not a payback. */}
        <ResultStat label={results.paybackMonths > 12 ? "Savings match a year's cost in" : 'Pays for itself in'} value={formatCount(results.paybackMonths, 'month')} />
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

const costField = toolCostFields.find((field) => field.name === 'cost')!
const teamField = toolCostFields.find((field) => field.name === 'team')!
/** What a plan's price must fit: the cost field, in dollars, within its own bounds. */
const PER_USER: PerUserField = { currency: 'USD', min: costField.min, max: costField.max, label: costField.label }
/** The team size as the calculator would read it, or undefined while it is not a usable number. */
const teamOf = (text: string) => (fieldProblem(teamField, text) ? undefined : parseDecimal(text))

/**
 * The tool cost calculator: inputs, results and the share link; the math is
 * in src/calculators/. A visitor may start from a tool's plan, whose price
 * fills the cost per user (and says where it came from) while the figure
 * stays theirs to change; the share link carries the four numbers only.
 */
export default function ToolCostCalculator() {
  const [fill, setFill] = useState<PriceFill | null>(null)
  const [picker, setPicker] = useState({ open: false, opened: false })
  const panelId = useId()
  const state = { ...picker, panelId }
  return (
    <Calculator
      definition={toolCostCalculator}
      chart={(_, results) => toolCostChart(results)}
      renderResults={(results) => <ToolCostResultsView results={results} />}
      extras={(form) => {
        const team = teamOf(form.text.team)
        return {
          besideHeading: <StartFromToolButton state={state} onToggle={() => setPicker({ open: !picker.open, opened: true })} />,
          beforeForm: (
            <StartFromToolPanel
              state={state}
              team={team}
              field={PER_USER}
              onFill={(next) => {
                form.fill('cost', next.result.text)
                setFill(next)
              }}
            />
          ),
          // The source shows while the field holds the figure it explains; once the visitor changes it, the figure is theirs.
          underField: {
            cost:
              fill && form.text.cost === fill.result.text ? (
                <Suspense fallback={null}>
                  <FillSource
                    fill={fill}
                    team={team}
                    onRefill={(result) => {
                      form.fill('cost', result.text)
                      setFill({ ...fill, result })
                      // The button goes once the figure is worked out again: the focus goes to the figure, not to the page.
                      form.focus('cost')
                    }}
                  />
                </Suspense>
              ) : undefined,
          },
        }
      }}
    />
  )
}

export const { wake, embed, label } = CALCULATOR
