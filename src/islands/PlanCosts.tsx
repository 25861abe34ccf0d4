import { ArrowRight } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { planLabel, type Plan } from '../catalogue/plans'
import { DEFAULT_TEAM, pricePlan } from '../catalogue/team-cost'
import { builderQuery, parseTeamSize } from '../catalogue/team-query'
import { priceText } from '../shared/prices'
import { count, people } from '../shared/thousands'
import type { Wake } from './parts/island-module'
import { ScrollRegion } from './parts/ScrollRegion'
import { Spoken } from './parts/Spoken'
import { TeamSizeField } from './parts/TeamSizeField'

interface Props {
  name: string
  plans: Plan[]
  /** The tool first, then its alternatives: the builder's tools. */
  compareWith: string[]
}

/** Why a plan has no figure for a team. */
function unpriced(plan: Plan): string {
  return plan.price.kind === 'quote' ? 'Custom quote' : plan.price.kind === 'unchecked' ? 'Price not checked' : plan.seats.capUnchecked ? 'How many people it serves was not checked' : 'Priced by usage, not by team size'
}

/** A plan and what it comes to for the team typed: its figure, why it cannot serve the team, or nothing (no figure). */
type PlanForTeam = { plan: Plan; priced: ReturnType<typeof pricePlan> }

/** A published starting price: the vendor quotes the final one, so the figure is a least (as the builder says). */
const startsFrom = (plan: Plan) => plan.price.kind === 'priced' && !!plan.price.floor

/** What a plan costs the team in a year, in words for a screen reader ("Simple: $1,308 a year"), or why it has none; nothing for a plan that cannot serve it. */
function spokenLine({ plan, priced }: PlanForTeam): string[] {
  if (!priced) return [`${planLabel(plan)}: ${unpriced(plan)}`]
  if ('cannot' in priced) return []
  return [`${priced.label}: ${startsFrom(plan) ? 'from ' : ''}${priceText({ amount: priced.yearly.total, currency: priced.yearly.currency })} a year`]
}

/** One plan's line for a team: a year's cost with its arithmetic, or why it has no figure. */
function PlanLine({ plan, priced }: PlanForTeam) {
  if (priced && 'cannot' in priced) return null
  if (!priced) {
    return (
      <tr>
        <th scope="row" className="py-2.5 pr-3 text-left font-medium text-slate-950">{planLabel(plan)}</th>
        <td colSpan={2} className="py-2.5 text-slate-700">{unpriced(plan)}</td>
      </tr>
    )
  }
  const { label, yearly, yearlyBilledMonthly, billed, seats, seatsWhy } = priced
  const from = startsFrom(plan)
  return (
    <tr>
      <th scope="row" className="py-2.5 pr-3 text-left font-medium text-slate-950">{label}</th>
      <td className="py-2.5 pr-3 text-slate-950">
        <span className="font-semibold">{`${from ? 'From ' : ''}${priceText({ amount: yearly.total, currency: yearly.currency })}`}</span>
        {from && <span className="block text-xs text-slate-600">the final price is quoted</span>}
        {yearlyBilledMonthly && <span className="block text-xs text-slate-600">{`${priceText({ amount: yearlyBilledMonthly.total, currency: yearlyBilledMonthly.currency })} billed monthly`}</span>}
      </td>
      <td className="py-2.5 text-slate-700">
        {yearly.words}
        {billed && `, billed ${billed}`}
        {seatsWhy && <span className="block text-xs text-slate-600">{`${count(seats)} seats: ${seatsWhy}`}</span>}
      </td>
    </tr>
  )
}

/**
 * "What it costs your team" on a profile: every plan that can serve a team
 * of the size a visitor types (10 to start), a year's cost with the
 * arithmetic, and a link to the builder with the tool and its alternatives.
 * The first figures are prerendered; the island wakes when a visitor
 * reaches for the field, so a profile loads no JavaScript for it before.
 */
export default function PlanCosts({ name, plans, compareWith }: Props) {
  const id = useId()
  const field = useRef<HTMLInputElement>(null)
  const [team, setTeam] = useState(DEFAULT_TEAM)
  const [problem, setProblem] = useState<string | undefined>()
  const read = (value: string, unreadable: boolean) => {
    const parsed = parseTeamSize(value, unreadable)
    if ('size' in parsed) {
      setProblem(undefined)
      setTeam(parsed.size)
    } else setProblem(parsed.problem)
  }
  // What was typed before the island woke is kept, not reset to 10.
  useEffect(() => {
    const typed = field.current
    if (typed && typed.value !== String(DEFAULT_TEAM)) read(typed.value, typed.validity.badInput)
  }, [])
  const forTeam: PlanForTeam[] = plans.map((plan) => ({ plan, priced: pricePlan(plan, team) }))
  const cannot = forTeam.flatMap(({ priced }) => (priced && 'cannot' in priced ? [priced.cannot] : []))
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5">
      <TeamSizeField id={`${id}-team`} team={team} problem={problem} onType={read} defaultValue={DEFAULT_TEAM} ref={field} />
      <ScrollRegion label={`${name}'s plans for your team`} className="mt-4">
        <table className="w-full min-w-[18rem] text-sm">
          <caption className="text-left text-sm text-slate-700">{`${name}'s plans for a team of ${count(team)}, a year`}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-700">
              <th scope="col" className="py-2 pr-3 font-semibold">Plan</th>
              <th scope="col" className="py-2 pr-3 font-semibold">A year</th>
              <th scope="col" className="py-2 font-semibold">How it adds up</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 align-top">
            {forTeam.map((line, index) => (
              <PlanLine key={index} {...line} />
            ))}
            {/* A table with its headings and no row looks broken: it says so, and the reasons follow under it. */}
            {cannot.length === plans.length && (
              <tr>
                <td colSpan={3} className="py-2.5 text-slate-700">{`No plan serves ${people(team)}.`}</td>
              </tr>
            )}
          </tbody>
        </table>
      </ScrollRegion>
      <Spoken text={`${name}'s plans for a team of ${count(team)}: ${[...forTeam.flatMap(spokenLine), ...cannot].join('; ') || `no plan serves ${people(team)}`}.`} />
      {cannot.length > 0 && <p className="mt-2 text-sm text-slate-600">{`Not for ${people(team)}: ${cannot.join('; ')}.`}</p>}
      {compareWith.length > 1 && (
        <a href={`/compare${builderQuery(compareWith, { team })}`} className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-indigo-700 hover:underline">
          {`Compare with its alternatives for a team of ${count(team)}`}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      )}
    </div>
  )
}

/** It wakes when a visitor reaches for it: the figures for 10 are in the page already. */
export const wake: Wake = 'intent'
export const label = 'The team cost'
