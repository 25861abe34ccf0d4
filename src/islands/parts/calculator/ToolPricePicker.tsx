import { useEffect, useId, useRef, useState } from 'react'
import type { ToolRecord } from '../../../catalogue/compare-builder'
import { costPerUser, type PerUserField } from '../../../catalogue/cost-per-user'
import { planLabel, priceInWords, type Plan } from '../../../catalogue/plans'
import { priceText } from '../../../shared/prices'
import { fetchNamesManifest } from '../name-search'
import { fetchToolRecord } from '../tool-data'
import { ToolCombobox } from '../ToolCombobox'
import type { PriceFill } from './StartFromTool'

// Shown under the cost field once a plan fills it; it travels in this chunk, never in the calculator's first load.
export { FillSource } from './FillSource'

interface Props {
  /** Whether the panel is showing: it takes focus each time it opens. */
  open: boolean
  /** The calculator's team size, where it is a usable number. */
  team: number | undefined
  field: PerUserField
  onFill: (fill: PriceFill) => void
}

type Chosen = { id: string; name: string; plans?: Plan[]; failed?: boolean }

/** A plan's price under its name, unless the name already is the price ("Free plan"; "A plan priced by quote" says it). */
const priceUnder = (plan: Plan) => (plan.name || plan.price.kind === 'priced' || plan.price.kind === 'unchecked' ? priceInWords(plan.price) : undefined)

/**
 * "Start from a tool": pick a tool, then one of its plans, and the plan's
 * price per user per month fills the cost field (src/catalogue/cost-per-user.ts
 * says how, or why it cannot). Loaded only when a visitor opens it: the
 * names' manifest is fetched then, the names as the visitor types
 * (name-search.ts), the chosen tool's record once chosen; never on load.
 */
export default function ToolPricePicker({ open, team, field, onFill }: Props) {
  const [namesFailed, setNamesFailed] = useState(false)
  const [chosen, setChosen] = useState<Chosen | undefined>()
  const [planIndex, setPlanIndex] = useState<number | undefined>()
  const [message, setMessage] = useState<{ filled: boolean; text: string } | undefined>()
  const inputRef = useRef<HTMLInputElement>(null)
  const groupId = useId()

  useEffect(() => {
    fetchNamesManifest().then(
      () => undefined,
      (error: unknown) => {
        console.error('The tool names could not load:', error)
        setNamesFailed(true)
      },
    )
  }, [])
  useEffect(() => {
    if (open) inputRef.current?.focus()
  }, [open])

  const chooseTool = (id: string, name: string) => {
    setChosen({ id, name })
    setPlanIndex(undefined)
    setMessage(undefined)
    fetchToolRecord(id).then(
      (record: ToolRecord) => setChosen((current) => (current?.id === id ? { id, name, plans: record.plans } : current)),
      () => setChosen((current) => (current?.id === id ? { id, name, failed: true } : current)),
    )
  }

  const choosePlan = (index: number) => {
    const plan = chosen?.plans?.[index]
    if (!chosen || !plan) return
    setPlanIndex(index)
    const result = costPerUser(chosen.name, plan, team, field)
    if (result.status === 'refused') {
      setMessage({ filled: false, text: `${result.why} The ${field.label.toLowerCase()} was not changed.` })
      return
    }
    onFill({ tool: chosen.name, result, redo: (size) => costPerUser(chosen.name, plan, size, field) })
    setMessage({ filled: true, text: `Filled in ${priceText({ amount: result.amount, currency: field.currency })} from ${result.plan}. Press Calculate to see the results.` })
  }

  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      {namesFailed ? (
        <p role="alert" className="text-sm text-red-800">
          The list of tools could not load. Close this and open it again to retry.
        </p>
      ) : (
        <ToolCombobox label="Tool" onChoose={chooseTool} inputRef={inputRef} />
      )}
      {chosen?.failed && (
        <p role="alert" className="text-sm text-red-800">
          {`${chosen.name}'s plans could not load. Choose it again to retry.`}
        </p>
      )}
      {chosen && !chosen.plans && !chosen.failed && <p className="text-sm text-slate-600">{`Loading ${chosen.name}'s plans…`}</p>}
      {chosen?.plans && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{`${chosen.name}'s plans`}</legend>
          {chosen.plans.length === 0 && <p className="mt-1 text-sm text-slate-700">{`We list no plans for ${chosen.name}.`}</p>}
          <div className="mt-1 space-y-1">
            {chosen.plans.map((plan, index) => {
              const under = priceUnder(plan)
              return (
                <label key={index} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-white has-[:checked]:bg-white has-[:checked]:ring-1 has-[:checked]:ring-indigo-300">
                  <input type="radio" name={groupId} checked={planIndex === index} onChange={() => choosePlan(index)} className="mt-0.5 size-5 shrink-0 accent-indigo-700" />
                  <span className="text-sm">
                    <span className="block font-medium text-slate-950">{planLabel(plan)}</span>
                    {under && <span className="block text-slate-700">{under}</span>}
                    {plan.adds && <span className="block text-slate-600">{plan.adds}</span>}
                  </span>
                </label>
              )
            })}
          </div>
        </fieldset>
      )}
      <p role="status" className={message ? `rounded-lg border px-3 py-2 text-sm ${message.filled ? 'border-emerald-300 bg-emerald-50 text-emerald-950' : 'border-amber-300 bg-amber-50 text-amber-950'}` : 'sr-only'}>
        {message?.text}
      </p>
    </div>
  )
}
