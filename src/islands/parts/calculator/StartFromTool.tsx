import { ChevronDown, Tags } from 'lucide-react'
import { lazy, Suspense } from 'react'
import type { CostPerUser, PerUserField } from '../../../catalogue/cost-per-user'

/** A cost filled from a tool's plan: the figure and where it came from, and the same plan worked out for another team size. */
export interface PriceFill {
  tool: string
  result: Extract<CostPerUser, { status: 'filled' }>
  redo: (team: number | undefined) => CostPerUser
}

// The picker, its data and the plan arithmetic load only when a visitor opens it, so the calculator's first load carries none of it.
const ToolPricePicker = lazy(() => import('./ToolPricePicker'))
/** Where a filled cost came from (FillSource.tsx): in the picker's chunk, which a fill has always loaded already. */
export const FillSource = lazy(() => import('./ToolPricePicker').then((module) => ({ default: module.FillSource })))

/** The disclosure's state, held by the calculator: its button sits on the card's heading row, its panel above the fields. */
export interface StartFromToolState {
  open: boolean
  /** Opened at least once: the panel (and its choices) is kept from then on. */
  opened: boolean
  panelId: string
}

/** "Start from a tool's price": the button that shows and hides the picker. */
export function StartFromToolButton({ state, onToggle }: { state: StartFromToolState; onToggle: () => void }) {
  return (
    // On a row with the heading, it takes no more height than the heading: the card keeps its layout.
    <button type="button" aria-expanded={state.open} aria-controls={state.panelId} onClick={onToggle} className="btn btn-secondary sm:-my-2 print:hidden">
      <Tags aria-hidden="true" className="size-4" />
      Start from a tool&apos;s price
      <ChevronDown aria-hidden="true" className={`size-4 transition-transform motion-reduce:transition-none ${state.open ? 'rotate-180' : ''}`} />
    </button>
  )
}

interface PanelProps {
  state: StartFromToolState
  team: number | undefined
  field: PerUserField
  onFill: (fill: PriceFill) => void
}

/** The picker's place: empty until first opened, then the picker, hidden while closed so its choices stay. */
export function StartFromToolPanel({ state, team, field, onFill }: PanelProps) {
  return (
    <div id={state.panelId} hidden={!state.open} className="mt-4 print:hidden">
      {state.opened && (
        <Suspense fallback={<p className="text-sm text-slate-600">Loading the tools…</p>}>
          <ToolPricePicker open={state.open} team={team} field={field} onFill={onFill} />
        </Suspense>
      )}
    </div>
  )
}
