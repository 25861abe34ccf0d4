import type { Ref } from 'react'
import { count } from '../../shared/thousands'

interface Props {
  /** The field's id; its problem, when there is one, is `${id}-problem`. */
  id: string
  /** The size the figures are for: what a problem says they stay at. */
  team: number
  /** Why what was typed is no team size (src/catalogue/team-query.ts), or nothing. */
  problem?: string
  /** What is typed, and whether the browser could not read it as a number (it then gives it as empty). */
  onType: (value: string, unreadable: boolean) => void
  /** Controlled by the builder (the address can change it); left to the browser on a profile, where it may be typed in before the island wakes. */
  value?: string
  defaultValue?: number
  /** "off" where the address keeps the size, so the browser need not keep it in its history entry (the builder). */
  autoComplete?: 'off'
  ref?: Ref<HTMLInputElement>
}

/** "Team size": a whole number field, and what is wrong with it said beside it, the figures kept for the last good size. */
export function TeamSizeField({ id, team, problem, onType, value, defaultValue, autoComplete, ref }: Props) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Team size
      </label>
      <input
        ref={ref}
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={value}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onType(event.target.value, event.target.validity.badInput)}
        className="mt-1 h-11 w-32 rounded-lg border border-slate-300 px-3 text-base text-slate-950 aria-invalid:border-rose-600"
      />
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-1 max-w-xs text-sm text-rose-800">
          {`${problem} The figures are for ${count(team)}.`}
        </p>
      )}
    </>
  )
}
