import { Plus } from 'lucide-react'
import { memo, useId, useRef } from 'react'
import { MOST_COMPARED } from '../../../catalogue/compare-builder'
import { ComboboxField, type ComboboxLook } from '../ComboboxField'
import type { TypedEarly } from '../ToolNameCombobox'
import { useOnDemand } from '../use-on-demand'

/** The builder's look: a label on the line, dimmed while disabled (the builder is loading, or full); the field is ringed while its input has the focus (global.css). */
const ADD_FIELD: ComboboxLook = {
  root: 'relative max-w-md',
  label: 'text-sm font-medium text-slate-700',
  field: 'mt-1 flex min-h-11.5 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3',
  input: 'h-11 w-full bg-transparent text-base text-slate-950 placeholder:text-slate-500 focus:outline-none aria-disabled:opacity-60',
}

const ICON = <Plus aria-hidden="true" className="size-4 shrink-0 text-slate-500" />

/** The keys that act on a combobox's list: pressed before its code is in, they are kept for it. */
const LIST_KEYS = new Set(['Enter', 'ArrowDown', 'ArrowUp'])

interface PickerProps {
  exclude: readonly string[]
  onAdd: (id: string) => void
  disabled: boolean
  full: boolean
}

/**
 * "Add a tool": a combobox over the names of the tools not shown yet (fetched as the visitor types: name-search.ts); Enter
 * or a click adds the active one. Its code (some 2 KB) is not part of the builder's first draw: the field is drawn as it
 * will look, and the combobox's code comes when a pointer or the focus reaches it; what is typed meanwhile is handed over.
 */
function ToolPicker({ exclude, onAdd, disabled, full }: PickerProps) {
  const [picker, wake] = useOnDemand(() => import('../ToolNameCombobox'), 'The tool picker')
  const Combobox = picker?.ToolNameCombobox
  const early = useRef<TypedEarly>({ query: '', keys: [], focused: false }).current
  const label = full ? `Add a tool (at most ${MOST_COMPARED}; remove one first)` : 'Add a tool'
  if (!Combobox) return <EarlyField label={label} disabled={disabled} early={early} onWake={wake} />
  return <Combobox label={label} listLabel="Tools to add" icon={ICON} look={ADD_FIELD} exclude={exclude} afterChoice="clear" onChoose={onAdd} disabled={disabled} early={early} />
}

/** The picker's field as the combobox draws it, closed, before its code is in: it notes what is typed for the combobox to take over. */
function EarlyField({ label, disabled, early, onWake }: { label: string; disabled: boolean; early: TypedEarly; onWake: () => void }) {
  const id = useId()
  return (
    <ComboboxField
      id={id}
      label={label}
      icon={ICON}
      look={ADD_FIELD}
      disabled={disabled}
      rootProps={{ onPointerEnter: onWake, onTouchStart: onWake }}
      aria-expanded={false}
      onFocus={() => {
        early.focused = true
        onWake()
      }}
      onBlur={() => (early.focused = false)}
      onInput={(event) => (early.query = event.currentTarget.value)}
      onKeyDown={(event) => {
        if (disabled || event.nativeEvent.isComposing) return
        // Escape empties the field, as the combobox's does.
        if (event.key === 'Escape') {
          event.currentTarget.value = early.query = ''
          early.keys = []
        } else if (LIST_KEYS.has(event.key)) {
          event.preventDefault()
          early.keys.push(event.key)
        }
      }}
    />
  )
}

/** The tool picker, drawn again only when the tools chosen change (not on a keystroke in the team-cost panel). */
export const SteadyToolPicker = memo(ToolPicker)
