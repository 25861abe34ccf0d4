import { Plus } from 'lucide-react'
import { memo } from 'react'
import { MOST_COMPARED } from '../../../catalogue/compare-builder'
import { ToolNameCombobox, type ComboboxLook } from '../ToolNameCombobox'

/** The builder's look: a label on the line, dimmed while disabled (the builder is loading, or full); the field is ringed while its input has the focus (global.css). */
const ADD_FIELD: ComboboxLook = {
  root: 'relative max-w-md',
  label: 'text-sm font-medium text-slate-700',
  field: 'mt-1 flex min-h-11.5 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3',
  input: 'h-11 w-full bg-transparent text-base text-slate-950 placeholder:text-slate-500 focus:outline-none aria-disabled:opacity-60',
}

/** "Add a tool": a combobox over the names of the tools not shown yet (fetched as the visitor types: name-search.ts); Enter or a click adds the active one. */
function ToolPicker({ exclude, onAdd, disabled, full }: { exclude: readonly string[]; onAdd: (id: string) => void; disabled: boolean; full: boolean }) {
  return (
    <ToolNameCombobox
      label={full ? `Add a tool (at most ${MOST_COMPARED}; remove one first)` : 'Add a tool'}
      listLabel="Tools to add"
      icon={<Plus aria-hidden="true" className="size-4 shrink-0 text-slate-500" />}
      look={ADD_FIELD}
      exclude={exclude}
      afterChoice="clear"
      onChoose={onAdd}
      disabled={disabled}
    />
  )
}

/** The tool picker, drawn again only when the tools chosen change (not on a keystroke in the team-cost panel). */
export const SteadyToolPicker = memo(ToolPicker)
