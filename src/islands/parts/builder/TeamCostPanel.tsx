import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { BarChart } from '../../../calculators/charts'
import { byTeamCost, costSentence, saysItsPrice, teamCost, type TeamCost, type Unsure } from '../../../catalogue/team-cost'
import { planInSentence } from '../../../catalogue/plans'
import { teamCostChart, yearMoney } from '../../../catalogue/team-cost-chart'
import { parseTeamSize } from '../../../catalogue/team-query'
import type { ToolRecord } from '../../../catalogue/compare-builder'
import { andList } from '../../../shared/and-list'
import { formatDate } from '../../../shared/dates'
import { count } from '../../../shared/thousands'
import { BarResultChart } from '../calculator/BarResultChart'
import { ScrollRegion } from '../ScrollRegion'
import { Spoken } from '../Spoken'
import { TeamSizeField } from '../TeamSizeField'

/**
 * "What a team would pay": the team size and the features it needs, and
 * for each tool the cheapest plan that serves them, with the arithmetic.
 * The figures are src/catalogue/team-cost.ts's; this draws them.
 */

export interface NeedGroup {
  heading: string
  features: { id: string; label: string }[]
}

interface Props {
  chosen: readonly ToolRecord[]
  team: number
  needs: readonly string[]
  needGroups: readonly NeedGroup[]
  labelOf: (id: string) => string
  /** The field of each feature of one field (by its label, which no two features share): a tool of another is never judged on it. */
  fieldOfLabel: ReadonlyMap<string, string>
  onTeam: (team: number) => void
  onNeeds: (needs: string[]) => void
}

/** What a row says in each column for a cost that is not a known figure. */
function why(cost: TeamCost): string {
  switch (cost.status) {
    // A plan without a name is called by how it is priced ("A plan priced by quote"): said once, not twice.
    case 'quote':
      return cost.plan.name ? `Custom quote (${cost.label})` : 'Custom quote'
    case 'price-unchecked':
      // An unnamed plan is called by its seats where the content gives them ("the 10-seat plan"), else not at all.
      return saysItsPrice(cost.plan) ? 'Price not checked' : `Price not checked (${planInSentence(cost.plan)})`
    case 'cap-unchecked':
      return `How many people it serves was not checked (${cost.label})`
    case 'usage':
      return `Priced by usage (${cost.label}), not by team size`
    case 'none':
      return cost.why
    default:
      return ''
  }
}

/**
 * The needs a row's plan may lack, in words: those nobody checked for its
 * tool, and those its file gives as on some plans only. A need nobody
 * checked that belongs to another field is one a tool of its own field is
 * never judged on: said so.
 */
function unsureLines({ unchecked, limited = [] }: Unsure, group: string, fieldOfLabel: ReadonlyMap<string, string>, mayLack: boolean): string[] {
  const notChecked = unchecked.filter((label) => !limited.includes(label))
  const line = (words: string, labels: string[]) => (labels.length ? [`${words}: ${labels.join(', ')}${mayLack ? `; this plan may not have ${labels.length === 1 ? 'it' : 'them'}` : ''}`] : [])
  return [
    ...line('Not checked', notChecked),
    ...line('On some plans or at extra cost', limited),
    ...notChecked.flatMap((label) => {
      const field = fieldOfLabel.get(label)
      return field && field !== group ? [`(${label} is checked for ${field} tools only)`] : []
    }),
  ]
}

/** The chart of the yearly figures that are costs, its sentence and the numbers as a table (src/catalogue/team-cost-chart.ts). */
function costChart(rows: { name: string; cost: TeamCost }[], team: number): BarChart | undefined {
  const chart = teamCostChart(rows, team)
  if (!chart) return undefined
  return {
    kind: 'bars',
    title: `A year for a team of ${count(team)}`,
    labelWidth: 118,
    groups: [{ title: 'Cost a year', unit: 'money', bars: chart.bars.map((bar) => ({ label: bar.name.length > 16 ? `${bar.name.slice(0, 15)}…` : bar.name, value: bar.total })) }],
    summary: chart.summary,
    table: { head: ['Tool', 'A year'], rows: chart.bars.map((bar) => [bar.name, yearMoney(bar)]) },
  }
}

/** One feature's box: drawn again only when it is ticked or unticked, not when another is. */
const NeedBox = memo(function NeedBox({ feature, label, checked, onToggle }: { feature: string; label: string; checked: boolean; onToggle: (feature: string, on: boolean) => void }) {
  return (
    <label className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
      <input type="checkbox" autoComplete="off" checked={checked} onChange={(event) => onToggle(feature, event.target.checked)} className="size-5 accent-indigo-700" />
      {label}
    </label>
  )
})

/**
 * The features a team can tick, always in view (under a closed disclosure, a
 * visitor who never opened it priced a team with no needs). Drawn again only
 * when the choices or the ticks change, not when the team size does: with
 * four fields it is some fifty boxes, most of what a keystroke in "Team size"
 * would redraw; past some eight rows they scroll in their own box.
 */
const NeedsPicker = memo(function NeedsPicker({ needGroups, needs, onToggle }: { needGroups: readonly NeedGroup[]; needs: readonly string[]; onToggle: (feature: string, on: boolean) => void }) {
  const id = useId()
  return (
    <div className="min-w-0 flex-1">
      <p id={id} className="text-sm font-medium text-slate-800">{`Features you need${needs.length ? ` (${needs.length} ticked)` : ''}`}</p>
      {needGroups.length === 0 && <p className="mt-1 text-sm text-slate-700">The features to tick are those of the tools you choose.</p>}
      {/* Named by the line above, with its count: a screen reader says it on entering the boxes. */}
      {needGroups.length > 0 && <div role="group" aria-labelledby={id} className="mt-1 grid max-h-80 gap-x-6 gap-y-3 overflow-y-auto rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
        {needGroups.map((group) => (
          <fieldset key={group.heading} className="min-w-0">
            <legend className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{group.heading}</legend>
            {group.features.map((feature) => (
              <NeedBox key={feature.id} feature={feature.id} label={feature.label} checked={needs.includes(feature.id)} onToggle={onToggle} />
            ))}
          </fieldset>
        ))}
      </div>}
    </div>
  )
})

/** For each tool, the cheapest plan that serves the team, as a table, a sentence for screen readers and a chart. */
const TeamCostFigures = memo(function TeamCostFigures({ chosen, team, needs, labelOf, fieldOfLabel }: Pick<Props, 'chosen' | 'team' | 'needs' | 'labelOf' | 'fieldOfLabel'>) {
  if (chosen.length === 0) return <p className="mt-5 text-sm text-slate-700">{`Choose a tool above to see what it would cost a team of ${count(team)} a year.`}</p>
  const rows = byTeamCost(chosen.map((record) => ({ record, name: record.name, cost: teamCost(record, team, needs, labelOf) })))
  const chart = costChart(rows, team)
  return (
    <>
      <ScrollRegion label="What your team would pay, tool by tool" className="mt-5">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">{`What a team of ${count(team)} would pay for each tool in a year, cheapest first`}</caption>
          <thead className="text-slate-700">
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pr-3 font-semibold">Tool</th>
              {/* Narrow enough that a phone shows it beside the tool, caveats and all, before the table is scrolled sideways. */}
              <th scope="col" className="w-40 py-2 pr-3 font-semibold">A year</th>
              <th scope="col" className="py-2 pr-3 font-semibold">How it adds up</th>
              <th scope="col" className="py-2 font-semibold">Prices checked</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 align-top">
            {rows.map(({ record, cost }) => (
              <tr key={record.id} data-cost={cost.status}>
                <th scope="row" className="py-3 pr-3 font-semibold text-slate-950">{record.name}</th>
                {'cost' in cost ? (
                  <>
                    <td className="py-3 pr-3 text-slate-950">
                      <span className="font-semibold">{`${cost.status === 'from-price' ? 'From ' : ''}${yearMoney(cost.cost.yearly)}`}</span>
                      {cost.cost.yearlyBilledMonthly && <span className="block text-xs text-slate-600">{`${yearMoney(cost.cost.yearlyBilledMonthly)} billed monthly`}</span>}
                      {/* $0 is what a free plan costs, not all it says: its limits stand under it. */}
                      {cost.cost.plan.price.kind === 'free' && cost.cost.plan.adds && <span className="block text-xs text-slate-600">{cost.cost.plan.adds}</span>}
                      {/* What the figure is not, beside it: on a phone the table's later columns are out of view until scrolled to. */}
                      {cost.status === 'from-price' && <span className="block text-xs font-medium text-amber-800">A published starting price: the final price is quoted</span>}
                      {cost.status !== 'known' &&
                        unsureLines(cost, record.group, fieldOfLabel, true).map((line) => (
                          <span key={line} className="block text-xs font-medium text-amber-800">
                            {line}
                          </span>
                        ))}
                    </td>
                    <td className="py-3 pr-3 text-slate-800">
                      {`${cost.cost.label}: ${cost.cost.yearly.words}`}
                      {cost.cost.billed && `, billed ${cost.cost.billed}`}
                      {cost.cost.seatsWhy && <span className="block text-xs text-slate-600">{`${count(cost.cost.seats)} seats: ${cost.cost.seatsWhy}`}</span>}
                      {cost.cost.cheaperUnpriced && <span className="block text-xs text-slate-600">{`May cost less: ${andList(cost.cost.cheaperUnpriced)}.`}</span>}
                    </td>
                    <td className="py-3 text-slate-700">{formatDate(cost.cost.checked)}</td>
                  </>
                ) : (
                  <>
                    <td className="py-3 pr-3 font-medium text-slate-800" colSpan={2}>
                      {/* Within a phone's view: the cell spans two columns of a table wider than the screen. */}
                      <span className="block max-w-[calc(100vw-11.5rem)]">{why(cost)}</span>
                      {'unchecked' in cost &&
                        unsureLines(cost, record.group, fieldOfLabel, false).map((line) => (
                          <span key={line} className="block text-xs text-amber-800">
                            {line}
                          </span>
                        ))}
                    </td>
                    <td className="py-3 text-slate-700">{formatDate(record.pricing.checked)}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Spoken text={rows.map(({ name, cost }) => costSentence(name, cost, team)).join('. ')} />
      {/* A chart that goes when a tick leaves it no figure says why it went. */}
      {chart ? <BarResultChart chart={chart} /> : <p className="mt-4 text-sm text-slate-700">No chart: no figure above is a known cost with every ticked feature checked; each row says why.</p>}
    </>
  )
})

export function TeamCostPanel({ chosen, team, needs, needGroups, labelOf, fieldOfLabel, onTeam, onNeeds }: Props) {
  const id = useId()
  const [typed, setTyped] = useState(String(team))
  const [problem, setProblem] = useState<string | undefined>()
  // A size from elsewhere (Back, Forward) replaces what the field shows, unless the field already says it.
  useEffect(() => {
    setTyped((shown) => {
      const parsed = parseTeamSize(shown)
      return 'size' in parsed && parsed.size === team ? shown : String(team)
    })
  }, [team])
  const onType = (value: string, unreadable: boolean) => {
    setTyped(value)
    const parsed = parseTeamSize(value, unreadable)
    if ('size' in parsed) {
      setProblem(undefined)
      onTeam(parsed.size)
    } else setProblem(parsed.problem)
  }
  // The same needs as the same array, and a toggle that always acts on the latest needs and team, so NeedsPicker can skip a redraw.
  const needsKey = needs.join(',')
  // Keyed by the ids, not the array, which the builder makes anew from the address on every change.
  const steadyNeeds = useMemo(() => needs, [needsKey])
  const latest = useRef({ needs, onNeeds })
  useEffect(() => {
    latest.current = { needs, onNeeds }
  })
  const toggle = useCallback((feature: string, on: boolean) => {
    const { needs: now, onNeeds: change } = latest.current
    change(on ? [...now, feature] : now.filter((need) => need !== feature))
  }, [])
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={`${id}-heading`} className="text-xl font-bold tracking-tight text-slate-950">
        What your team would pay
      </h2>
      <p className="mt-1 text-sm text-slate-700">For each tool, the cheapest plan that has every feature you tick and serves your team, for a year, from the plans and prices in our data.</p>
      {/*
        The address holds the team and its needs, so the browser need not keep these fields' state in its history entry: with
        autocomplete off it does not, and each write of the address no longer serializes some fifty boxes (at 4x CPU slowdown,
        history.replaceState took 5 ms with them, 2.7 without; docs/performance.md, nineteenth session). Each field says so
        itself: the fields are in no form (the page's own HTML has them, and a form there wants a submit button it has no use
        for), so Enter submits nothing.
      */}
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        {/* A width of its own: a problem said under the field wraps in it, and moves nothing beside it. */}
        <div className="sm:w-48 sm:shrink-0">
          <TeamSizeField id={`${id}-team`} team={team} problem={problem} onType={onType} value={typed} autoComplete="off" />
        </div>
        <NeedsPicker needGroups={needGroups} needs={steadyNeeds} onToggle={toggle} />
      </div>
      {/*
        The figures are drawn with the field and the boxes, in the change's own task. Drawn a render later
        (useDeferredValue), the browser drew a frame between the two, and that frame cost more than the figures:
        at 4x CPU slowdown, until a change shows, 8.5 to 16.4 ms at the median against 5.0 to 7.6 (docs/performance.md, thirty-eighth session).
      */}
      <TeamCostFigures chosen={chosen} team={team} needs={steadyNeeds} labelOf={labelOf} fieldOfLabel={fieldOfLabel} />
    </section>
  )
}
