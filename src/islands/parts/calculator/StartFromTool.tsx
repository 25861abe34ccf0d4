import { ChevronDown, Tags } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import type { CostPerUser, PerUserField } from '../../../catalogue/cost-per-user'

/** A cost filled from a tool's plan: the figure and where it came from, and the same plan worked out for another team size. */
export interface PriceFill {
  tool: string
  result: Extract<CostPerUser, { status: 'filled' }>
  redo: (team: number | undefined) => CostPerUser
}

// The picker, its data and the plan arithmetic load only when a visitor opens it, so the calculator's first load carries none of it.
const ToolPricePicker = lazy(() => import('./ToolPricePicker'))

interface Props {
  team: number | undefined
  field: PerUserField
  onFill: (fill: PriceFill) => void
}

/** "Start from a tool's price": a disclosure that opens the tool and plan picker, kept (with its choices) once opened. */
export function StartFromTool({ team, field, onFill }: Props) {
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const panelId = useId()
  return (
    <div className="mt-4 print:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open)
          setOpened(true)
        }}
        className="btn btn-secondary w-full justify-between"
      >
        <span className="inline-flex items-center gap-2">
          <Tags aria-hidden="true" className="size-4" />
          Start from a tool&apos;s price
        </span>
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={panelId} hidden={!open} className="mt-3">
        {opened && (
          <Suspense fallback={<p className="text-sm text-slate-600">Loading the tools…</p>}>
            <ToolPricePicker open={open} team={team} field={field} onFill={onFill} />
          </Suspense>
        )}
      </div>
    </div>
  )
}
