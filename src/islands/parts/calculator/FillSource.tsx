import type { CostPerUser } from '../../../catalogue/cost-per-user'
import { formatDate } from '../../../shared/dates'
import type { PriceFill } from './StartFromTool'
import { count, numberText, people } from '../../../shared/thousands'

interface Props {
  fill: PriceFill
  /** The calculator's team size now, where it is a usable number. */
  team: number | undefined
  onRefill: (result: Extract<CostPerUser, { status: 'filled' }>) => void
}

/**
 * Where a filled cost came from, under the cost field: the tool, the plan,
 * its price as the vendor states it and when we checked it, and the working
 * where the figure is not the price itself. A figure worked out for one team
 * size says so when the team size changes, and offers to work it out again.
 */
export function FillSource({ fill, team, onRefill }: Props) {
  const { result } = fill
  const again = result.team !== undefined && team !== undefined && team !== result.team ? fill.redo(team) : undefined
  const stale = again && (again.status === 'refused' || again.text !== result.text)
  return (
    <div className="mt-2 space-y-1 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm text-indigo-950">
      <p>
        From <strong>{result.plan}</strong>
        {`: ${result.price}. `}
        {result.working && `Worked out: ${result.working}. `}
        {result.notes.join(' ')}
      </p>
      <p>{`Price checked ${formatDate(result.checked)}.`}</p>
      {stale && (
        <div className="space-y-2 border-t border-indigo-200 pt-2">
          <p>{`This was worked out for a team of ${count(result.team!)}; the team size is now ${numberText(team!)}.${again.status === 'refused' ? ` ${again.why}` : ''}`}</p>
          {again.status === 'filled' && (
            <button type="button" onClick={() => onRefill(again)} className="btn btn-secondary">
              {`Work it out for ${people(team!)}`}
            </button>
          )}
        </div>
      )}
    </div>
  )
}
